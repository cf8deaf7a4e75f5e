import { staffPaths, type StaffResourceName } from '@academy/contract/endpoints';
import type { StaffOrderBody } from '@academy/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Puts the children of one parent (meetings of a kitab, courses of a meeting) in a new order. */
export const reorderStaff = (resource: StaffResourceName, body: StaffOrderBody) =>
  api.put<null>(staffPaths.order(resource), { body });

export const useReorderStaff = (resource: StaffResourceName) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderBody) => reorderStaff(resource, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', resource] }),
  });
};
