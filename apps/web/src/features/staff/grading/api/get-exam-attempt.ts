import { staffPaths } from '@academy/contract/endpoints';
import type { StaffExamAttempt } from '@academy/contract/staff-grading';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getExamAttempt = (attemptId: string) =>
  api.get<StaffExamAttempt>(staffPaths.examAttempt(encodeURIComponent(attemptId)));

export const getExamAttemptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ['staff', 'exam-attempts', 'one', attemptId],
    queryFn: () => getExamAttempt(attemptId),
  });

export const useExamAttempt = (attemptId: string) => useQuery(getExamAttemptQueryOptions(attemptId));
