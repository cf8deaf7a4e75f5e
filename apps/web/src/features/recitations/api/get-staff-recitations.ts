import { recitationPaths } from '@academy/contract/endpoints';
import type { RecitationStatus, StaffRecitation } from '@academy/contract/recitation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StaffRecitationsParams = { page: number; status?: RecitationStatus | undefined };

/** The staff queue, oldest first (a teacher: the classes they teach). */
export const getStaffRecitations = (params: StaffRecitationsParams) =>
  api.getPaged<StaffRecitation>(recitationPaths.staffList, { query: { ...params, size: 20 } });

export const getStaffRecitationsQueryOptions = (params: StaffRecitationsParams) =>
  queryOptions({
    queryKey: ['staff', 'recitations', 'list', params],
    queryFn: () => getStaffRecitations(params),
    placeholderData: keepPreviousData,
  });

export const useStaffRecitations = (params: StaffRecitationsParams) =>
  useQuery(getStaffRecitationsQueryOptions(params));
