import {
  dataRightsPaths,
  type StaffAccountDeletion,
  type StaffAccountDeletionQuery,
} from '@academy/contract/data-rights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const accountDeletionsQueryKey = ['staff', 'account-deletions'] as const;

export const getAccountDeletions = (params: StaffAccountDeletionQuery) =>
  api.getPaged<StaffAccountDeletion>(dataRightsPaths.staffDeletions, { query: params });

export const getAccountDeletionsQueryOptions = (params: StaffAccountDeletionQuery) =>
  queryOptions({
    queryKey: [...accountDeletionsQueryKey, params],
    queryFn: () => getAccountDeletions(params),
    placeholderData: keepPreviousData,
  });

/** Account deletion requests (admins), newest first; `enabled` false for a teacher. */
export const useAccountDeletions = (params: StaffAccountDeletionQuery, enabled = true) =>
  useQuery({ ...getAccountDeletionsQueryOptions(params), enabled });
