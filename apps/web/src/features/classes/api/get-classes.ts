import type { ClassSummary } from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ExploreFilters } from '../explore-query';

export const classesPageSize = 12;

export const getClasses = (filters: ExploreFilters) =>
  api.getPaged<ClassSummary>(cataloguePaths.classes, {
    auth: false,
    query: {
      search: filters.search,
      department: filters.department,
      category: filters.category,
      state: filters.state,
      page: filters.page,
      size: classesPageSize,
      // Open registration first, then by start, ended classes last.
      sortBy: 'relevance',
      sortType: 'asc',
    },
  });

export const getClassesQueryOptions = (filters: ExploreFilters) =>
  queryOptions({ queryKey: ['classes', 'list', filters], queryFn: () => getClasses(filters) });

/** Keeps the previous page on screen while the next filter's answer arrives (no jump to empty). */
export const useClasses = (filters: ExploreFilters) =>
  useQuery({ ...getClassesQueryOptions(filters), placeholderData: keepPreviousData });
