import { staffPaths, type StaffResourceName } from '@academy/contract/endpoints';
import type { StaffDeleteResult } from '@academy/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Removes a record, or archives it when learners depend on it (the answer says which). */
export const deleteStaffDocument = (resource: StaffResourceName, id: string) =>
  api.delete<StaffDeleteResult>(staffPaths.item(resource, encodeURIComponent(id)));

export const useDeleteStaffDocument = (resource: StaffResourceName) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteStaffDocument(resource, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', resource] }),
  });
};
