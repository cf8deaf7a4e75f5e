import type {
  StaffBulkEnrolmentBody,
  StaffBulkEnrolmentResult,
} from '@academy/contract/staff-bulk-enrolments';
import { staffPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { getGradebookQueryOptions } from './get-gradebook';

export const applyBulkEnrolments = (classId: string, body: StaffBulkEnrolmentBody) =>
  api.post<StaffBulkEnrolmentResult>(staffPaths.bulkEnrolments(encodeURIComponent(classId)), { body });

/** Enrols, unenrols or suspends the selected learners; the gradebook and learner pages are read again. */
export const useApplyBulkEnrolments = (classId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffBulkEnrolmentBody) => applyBulkEnrolments(classId, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: getGradebookQueryOptions(classId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'learners'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'classes', 'list'] });
    },
  });
};
