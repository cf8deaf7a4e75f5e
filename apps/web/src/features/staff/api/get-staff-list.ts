import { staffPaths, type StaffResourceName } from '@academy/contract/endpoints';
import type { StaffListQuery, StaffListRow } from '@academy/contract/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StaffListParams = Partial<StaffListQuery>;

export const getStaffList = (resource: StaffResourceName, params: StaffListParams) =>
  api.getPaged<StaffListRow>(staffPaths.collection(resource), { query: params });

export const getStaffListQueryOptions = (resource: StaffResourceName, params: StaffListParams) =>
  queryOptions({
    queryKey: ['staff', resource, 'list', params],
    queryFn: () => getStaffList(resource, params),
    placeholderData: keepPreviousData,
  });

export const useStaffList = (resource: StaffResourceName, params: StaffListParams, enabled = true) =>
  useQuery({ ...getStaffListQueryOptions(resource, params), enabled });
