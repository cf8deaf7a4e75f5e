import { staffPaths } from '@academy/contract/endpoints';
import type { StaffLearnerImportResult } from '@academy/contract/staff-learner-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { getGradebookQueryOptions } from '../../gradebook/api/get-gradebook';

export interface LearnerImportInput {
  file: File;
  /** `true`: the preview, which saves nothing. */
  dryRun: boolean;
}

export const importLearners = (classId: string, input: LearnerImportInput) => {
  const body = new FormData();
  body.append('dryRun', String(input.dryRun));
  body.append('file', input.file);
  return api.post<StaffLearnerImportResult>(staffPaths.learnerImport(encodeURIComponent(classId)), { body });
};

/** Previews (a dry run) or imports a CSV of learners; an import reads the gradebook and learners again. */
export const useImportLearners = (classId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LearnerImportInput) => importLearners(classId, input),
    onSuccess: (result) => {
      if (result.results.length === 0) return;
      void queryClient.invalidateQueries({ queryKey: getGradebookQueryOptions(classId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'learners'] });
    },
  });
};
