import type { ClassSummary } from '@academy/contract/catalogue';
import type { Gender } from '@academy/contract/user';
import { cataloguePaths } from '@academy/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Classes not started yet; given a profile's gender, only those open to it. */
export const getUpcomingClasses = (page: number, size: number, gender?: Gender) =>
  api.getPaged<ClassSummary>(cataloguePaths.upcomingClasses, { auth: false, query: { page, size, gender } });

export const getUpcomingClassesQueryOptions = (page: number, size: number, gender?: Gender) =>
  queryOptions({
    queryKey: ['classes', 'upcoming', { page, size, gender }],
    queryFn: () => getUpcomingClasses(page, size, gender),
  });

export const useUpcomingClasses = (page: number, size: number, gender?: Gender) =>
  useQuery({ ...getUpcomingClassesQueryOptions(page, size, gender), placeholderData: keepPreviousData });
