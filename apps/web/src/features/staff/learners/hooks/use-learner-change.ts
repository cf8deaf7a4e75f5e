import type { StaffLearner } from '@academy/contract/staff-learners';
import { useQueryClient } from '@tanstack/react-query';
import { learnerQueryKey } from '../api/get-learner';

/**
 * What a staff change on a learner does to the cache, spread into its mutation. The server answers
 * the learner as they now are: that becomes the page's data, and the lists (results, class seats)
 * are read again. A refusal (e.g. another staff member unlocked the PIN first) reads the learner
 * again, so the page shows what is true now.
 */
export function useLearnerChange(userId: string) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (learner: StaffLearner) => {
      queryClient.setQueryData(learnerQueryKey(learner.userId), learner);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'learners', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'classes', 'list'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: learnerQueryKey(userId) }),
  };
}
