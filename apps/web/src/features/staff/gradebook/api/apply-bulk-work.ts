import type { StaffBulkEnrolmentBody } from '@academy/contract/staff-bulk-enrolments';
import type {
  StaffBulkCertificateBody,
  StaffBulkOverrideBody,
  StaffBulkResult,
} from '@academy/contract/staff-bulk-work';
import { staffPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { getGradebookQueryOptions } from './get-gradebook';

/** One piece of bulk work on the selected learners of a class: each answers a result per learner. */
export type BulkWork =
  | { kind: 'enrolment'; body: StaffBulkEnrolmentBody }
  | { kind: 'extension'; examId: string; body: StaffBulkOverrideBody }
  | { kind: 'certificates'; body: StaffBulkCertificateBody };

export const applyBulkWork = (classId: string, work: BulkWork) => {
  const id = encodeURIComponent(classId);
  const path =
    work.kind === 'enrolment'
      ? staffPaths.bulkEnrolments(id)
      : work.kind === 'extension'
        ? staffPaths.bulkOverrides(encodeURIComponent(work.examId))
        : staffPaths.bulkCertificates(id);
  return api.post<StaffBulkResult>(path, { body: work.body });
};

/** Applies bulk work; the gradebook, learner pages and lists are read again. */
export const useApplyBulkWork = (classId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (work: BulkWork) => applyBulkWork(classId, work),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: getGradebookQueryOptions(classId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'learners'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'classes', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'certificates'] });
    },
  });
};
