import type { Academy } from '@academy/contract/academy';
import { academyPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

// The academy identity is shared by the home page, both layouts and the footer, so its call
// lives in hooks/ rather than in one feature.
export const getAcademy = (): Promise<Academy> => api.get<Academy>(academyPaths.academy, { auth: false });

export const getAcademyQueryOptions = () =>
  queryOptions({ queryKey: ['academy'], queryFn: getAcademy, staleTime: 60 * 60 * 1000 });

export const useAcademy = () => useQuery(getAcademyQueryOptions());
