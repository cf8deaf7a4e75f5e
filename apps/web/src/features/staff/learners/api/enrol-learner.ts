import { staffPaths } from '@academy/contract/endpoints';
import type { StaffLearner, StaffManualEnrolmentBody } from '@academy/contract/staff-learners';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useLearnerChange } from '../hooks/use-learner-change';

export const enrolLearner = (userId: string, profileId: string, body: StaffManualEnrolmentBody) =>
  api.post<StaffLearner>(staffPaths.learnerEnrolments(userId, profileId), { body });

/** Enrols a profile by hand (e.g. paid in cash); the page shows the learner as the answer has them. */
export const useEnrolLearner = (userId: string, profileId: string) => {
  const change = useLearnerChange(userId);
  return useMutation({
    mutationFn: (body: StaffManualEnrolmentBody) => enrolLearner(userId, profileId, body),
    ...change,
  });
};
