import type { Category, DepartmentSlug } from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The category tree; with a department, only the categories its classes use. */
export const getCategories = (department?: DepartmentSlug) =>
  api.get<Category[]>(cataloguePaths.categories, { auth: false, query: { department } });

export const getCategoriesQueryOptions = (department?: DepartmentSlug) =>
  queryOptions({
    queryKey: ['categories', department ?? 'all'],
    queryFn: () => getCategories(department),
    staleTime: 10 * 60 * 1000,
  });

export const useCategories = (department?: DepartmentSlug) => useQuery(getCategoriesQueryOptions(department));
