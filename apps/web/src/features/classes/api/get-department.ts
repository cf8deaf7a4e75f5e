import type { DepartmentPage, DepartmentSlug } from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getDepartment = (slug: DepartmentSlug) =>
  api.get<DepartmentPage>(cataloguePaths.department(slug), { auth: false });

export const getDepartmentQueryOptions = (slug: DepartmentSlug) =>
  queryOptions({ queryKey: ['classes', 'department', slug], queryFn: () => getDepartment(slug) });

export const useDepartment = (slug: DepartmentSlug) => useQuery(getDepartmentQueryOptions(slug));
