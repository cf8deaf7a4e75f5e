import { academyPaths, academySchema, type Academy } from '@academy/contract/academy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

// The academy identity is shared by the home page, both layouts and the footer, so its call
// lives in hooks/ rather than in one feature.
export const getAcademy = async (): Promise<Academy> =>
  academySchema.parse(await api.get<Academy>(academyPaths.academy, { auth: false }));

export const getAcademyQueryOptions = () =>
  queryOptions({ queryKey: ['academy'], queryFn: getAcademy, staleTime: 60 * 60 * 1000 });

export const useAcademy = () => useQuery(getAcademyQueryOptions());
