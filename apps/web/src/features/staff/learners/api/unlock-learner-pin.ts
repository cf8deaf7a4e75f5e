import { staffPaths } from '@academy/contract/endpoints';
import type { StaffLearner, StaffUnlockPinBody } from '@academy/contract/staff-learners';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useLearnerChange } from '../hooks/use-learner-change';

export const unlockLearnerPin = (userId: string, profileId: string, body: StaffUnlockPinBody) =>
  api.post<StaffLearner>(staffPaths.learnerUnlockPin(userId, profileId), { body });

/** Lifts a profile's PIN lock; the page shows the learner as the answer has them. */
export const useUnlockLearnerPin = (userId: string, profileId: string) => {
  const change = useLearnerChange(userId);
  return useMutation({
    mutationFn: (body: StaffUnlockPinBody) => unlockLearnerPin(userId, profileId, body),
    ...change,
  });
};
