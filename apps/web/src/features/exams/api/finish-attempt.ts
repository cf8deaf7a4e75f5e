import type { AttemptResult } from '@academy/contract/exam';
import { examPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Finishes an attempt and grades it; finishing again answers the same result. */
export const finishAttempt = (attemptId: string, profileId: string) =>
  api.post<AttemptResult>(examPaths.finish(encodeURIComponent(attemptId)), { body: { profileId } });

export const useFinishAttempt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, profileId }: { attemptId: string; profileId: string }) =>
      finishAttempt(attemptId, profileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['exams'] }),
  });
};
