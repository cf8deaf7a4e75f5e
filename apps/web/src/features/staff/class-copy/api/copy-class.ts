import { staffPaths } from '@academy/contract/endpoints';
import type { StaffClassCopyBody, StaffClassCopyResult } from '@academy/contract/staff-class-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const copyClass = (classId: string, body: StaffClassCopyBody) =>
  api.post<StaffClassCopyResult>(staffPaths.classCopy(encodeURIComponent(classId)), { body });

/** Copies a class for the next term (a draft); the console's class lists are read again. */
export const useCopyClass = (classId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffClassCopyBody) => copyClass(classId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'classes', 'list'] }),
  });
};
