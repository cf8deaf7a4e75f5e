import { staffPaths } from '@academy/contract/endpoints';
import type { StaffExamAttempt, StaffGradesBody } from '@academy/contract/staff-grading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { getExamAttemptQueryOptions } from './get-exam-attempt';

/** Grades or regrades essays and short answers; answers the attempt with its new score. */
export const saveGrades = (attemptId: string, body: StaffGradesBody) =>
  api.put<StaffExamAttempt>(staffPaths.examAttemptGrades(encodeURIComponent(attemptId)), { body });

export const useSaveGrades = (attemptId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffGradesBody) => saveGrades(attemptId, body),
    onSuccess: (attempt) => {
      queryClient.setQueryData(getExamAttemptQueryOptions(attemptId).queryKey, attempt);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'exam-attempts', 'list'] });
    },
  });
};
