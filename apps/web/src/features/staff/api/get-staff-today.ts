import { staffPaths } from '@academy/contract/endpoints';
import type { StaffToday } from '@academy/contract/staff-today';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getStaffToday = () => api.get<StaffToday>(staffPaths.today);

/** The day's work for the console's home; read again each minute while it is open. */
export const getStaffTodayQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'today'], queryFn: getStaffToday, refetchInterval: 60_000 });

export const useStaffToday = () => useQuery(getStaffTodayQueryOptions());
