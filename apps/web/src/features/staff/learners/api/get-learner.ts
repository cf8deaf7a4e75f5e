import { staffPaths } from '@academy/contract/endpoints';
import type { StaffLearner } from '@academy/contract/staff-learners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getLearner = (userId: string) =>
  api.get<StaffLearner>(staffPaths.learner(encodeURIComponent(userId)));

export const learnerQueryKey = (userId: string) => ['staff', 'learners', 'detail', userId] as const;

export const getLearnerQueryOptions = (userId: string) =>
  queryOptions({ queryKey: learnerQueryKey(userId), queryFn: () => getLearner(userId) });

export const useLearner = (userId: string) => useQuery(getLearnerQueryOptions(userId));
