import { recitationPaths } from '@academy/contract/endpoints';
import type { RecitationReviewBody, StaffRecitation } from '@academy/contract/recitation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Grades a recitation with its comments (a regrade replaces both). */
export const reviewRecitation = (id: string, body: RecitationReviewBody) =>
  api.put<StaffRecitation>(recitationPaths.staffReview(encodeURIComponent(id)), { body });

export const useReviewRecitation = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecitationReviewBody) => reviewRecitation(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'recitations'] }),
  });
};
