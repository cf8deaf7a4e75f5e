import { staffPaths, type StaffResourceName } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffDocument } from './get-staff-document';

/** Creates (no id) or saves (with the `version` it was read at; 409 when someone saved first). */
export const saveStaffDocument = (
  resource: StaffResourceName,
  id: string | undefined,
  body: Record<string, unknown>,
) =>
  id
    ? api.put<StaffDocument>(staffPaths.item(resource, encodeURIComponent(id)), { body })
    : api.post<StaffDocument>(staffPaths.collection(resource), { body });

export const useSaveStaffDocument = (resource: StaffResourceName, id: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => saveStaffDocument(resource, id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(['staff', resource, 'document', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['staff', resource, 'list'] });
    },
  });
};
