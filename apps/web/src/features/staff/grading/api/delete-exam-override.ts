import { staffPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Removes an override: the exam's own rules apply to the learner again. */
export const deleteExamOverride = (overrideId: string) =>
  api.delete<null>(staffPaths.examOverride(encodeURIComponent(overrideId)));

export const useDeleteExamOverride = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExamOverride,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'exam-attempts'] }),
  });
};
