import { staffPaths, type StaffResourceName } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An editable document: the resource's fields, its `id` and the `version` it was read at. */
export type StaffDocument = Record<string, unknown> & { id: string; version: string };

export const getStaffDocument = (resource: StaffResourceName, id: string) =>
  api.get<StaffDocument>(staffPaths.item(resource, encodeURIComponent(id)));

export const getStaffDocumentQueryOptions = (resource: StaffResourceName, id: string) =>
  queryOptions({
    queryKey: ['staff', resource, 'document', id],
    queryFn: () => getStaffDocument(resource, id),
    // An open form is never refreshed under the person typing in it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useStaffDocument = (resource: StaffResourceName, id: string | undefined) =>
  useQuery({ ...getStaffDocumentQueryOptions(resource, id ?? ''), enabled: id !== undefined });
