import type { ExamAttempt, StartAttemptBody } from '@academy/contract/exam';
import { examPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getAttemptQueryOptions } from './get-attempt';

/** Starts an attempt, or answers the running one (continue). */
export const startAttempt = (examId: string, body: StartAttemptBody) =>
  api.post<ExamAttempt>(examPaths.attempts(encodeURIComponent(examId)), { body });

export const useStartAttempt = (examId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartAttemptBody) => startAttempt(examId, body),
    onSuccess: (attempt, body) => {
      queryClient.setQueryData(getAttemptQueryOptions(attempt.id, body.profileId).queryKey, attempt);
      void queryClient.invalidateQueries({ queryKey: ['exams', 'exam', examId] });
    },
  });
};
