import type { ExamPinBody } from '@academy/contract/exam';
import type { Profile } from '@academy/contract/profile';
import { examPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../hooks/use-me';
import { api } from '../../../lib/api-client';

/** Turns the exam PIN on or off with the profile's PIN. */
export const setExamPin = (profileId: string, body: ExamPinBody) =>
  api.put<Profile>(examPaths.examPin(encodeURIComponent(profileId)), { body });

export const useSetExamPin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, body }: { profileId: string; body: ExamPinBody }) =>
      setExamPin(profileId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['exams'] });
    },
  });
};
