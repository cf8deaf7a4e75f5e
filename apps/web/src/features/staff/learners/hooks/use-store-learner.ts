import type { StaffLearner } from '@academy/contract/staff-learners';
import { useQueryClient } from '@tanstack/react-query';
import { learnerQueryKey } from '../api/get-learner';

/**
 * After a change the server answers the learner as they now are: it becomes the page's data, and
 * the search results (seat counts and class lists too) are read again.
 */
export function useStoreLearner() {
  const queryClient = useQueryClient();
  return (learner: StaffLearner) => {
    queryClient.setQueryData(learnerQueryKey(learner.userId), learner);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'learners', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'classes', 'list'] });
  };
}
