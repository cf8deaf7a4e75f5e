import { recitationPaths } from '@academy/contract/endpoints';
import type { StaffRecitation } from '@academy/contract/recitation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getStaffRecitation = (id: string) =>
  api.get<StaffRecitation>(recitationPaths.staffItem(encodeURIComponent(id)));

export const getStaffRecitationQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['staff', 'recitations', 'one', id], queryFn: () => getStaffRecitation(id) });

export const useStaffRecitation = (id: string) => useQuery(getStaffRecitationQueryOptions(id));
