import { staffPaths } from '@academy/contract/endpoints';
import type { StaffExamAttempt } from '@academy/contract/staff-grading';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** The queue (`needsGrading`) or every finished attempt of one exam. */
export type ExamAttemptsParams = { page: number; size: number; needsGrading?: boolean; examId?: string };

export const getExamAttempts = (params: ExamAttemptsParams) =>
  api.getPaged<StaffExamAttempt>(staffPaths.examAttempts, {
    query: { ...params, needsGrading: params.needsGrading ? 'true' : undefined },
  });

export const getExamAttemptsQueryOptions = (params: ExamAttemptsParams) =>
  queryOptions({
    queryKey: ['staff', 'exam-attempts', 'list', params],
    queryFn: () => getExamAttempts(params),
    placeholderData: keepPreviousData,
  });

export const useExamAttempts = (params: ExamAttemptsParams) => useQuery(getExamAttemptsQueryOptions(params));
