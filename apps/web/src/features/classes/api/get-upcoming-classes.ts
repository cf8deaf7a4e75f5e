import type { ClassSummary } from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getUpcomingClasses = (page: number, size: number) =>
  api.getPaged<ClassSummary>(cataloguePaths.upcomingClasses, { auth: false, query: { page, size } });

export const getUpcomingClassesQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: ['classes', 'upcoming', { page, size }],
    queryFn: () => getUpcomingClasses(page, size),
  });

export const useUpcomingClasses = (page: number, size: number) =>
  useQuery({ ...getUpcomingClassesQueryOptions(page, size), placeholderData: keepPreviousData });
