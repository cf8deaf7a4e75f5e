import { staffPaths } from '@academy/contract/endpoints';
import type { StaffMe } from '@academy/contract/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Who the console is for: 403 for a learner's account. */
export const getStaffMe = () => api.get<StaffMe>(staffPaths.me);

export const getStaffMeQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'me'], queryFn: getStaffMe, retry: false, staleTime: 60_000 });

export const useStaffMe = () => useQuery(getStaffMeQueryOptions());
