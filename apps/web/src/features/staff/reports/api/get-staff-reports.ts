import { staffPaths } from '@academy/contract/endpoints';
import type { StaffReports } from '@academy/contract/staff-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** A range of days (YYYY-MM-DD); either end left out takes the server's default (twelve weeks). */
export type ReportRange = { from?: string; to?: string };

export const getStaffReports = (range: ReportRange) =>
  api.get<StaffReports>(staffPaths.reports, { query: range });

export const getStaffReportsQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['staff', 'reports', range],
    queryFn: () => getStaffReports(range),
    placeholderData: keepPreviousData,
  });

export const useStaffReports = (range: ReportRange, enabled = true) =>
  useQuery({ ...getStaffReportsQueryOptions(range), enabled });
