import { staffPaths } from '@academy/contract/endpoints';
import type { StaffLearnerQuery, StaffLearnerRow } from '@academy/contract/staff-learners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getLearners = (params: StaffLearnerQuery) =>
  api.getPaged<StaffLearnerRow>(staffPaths.learners, { query: params });

export const getLearnersQueryOptions = (params: StaffLearnerQuery) =>
  queryOptions({
    queryKey: ['staff', 'learners', 'list', params],
    queryFn: () => getLearners(params),
    placeholderData: keepPreviousData,
  });

export const useLearners = (params: StaffLearnerQuery) => useQuery(getLearnersQueryOptions(params));
