import { type Category } from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCategories = () => api.get<Category[]>(cataloguePaths.categories, { auth: false });

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 10 * 60 * 1000 });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
