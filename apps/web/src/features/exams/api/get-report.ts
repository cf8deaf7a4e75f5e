import type { ExamReport } from '@academy/contract/exam';
import { examPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A finished attempt's result and per-question review. */
export const getReport = (attemptId: string, profileId: string) =>
  api.get<ExamReport>(examPaths.report(encodeURIComponent(attemptId)), { query: { profileId } });

export const getReportQueryOptions = (attemptId: string, profileId: string) =>
  queryOptions({
    queryKey: ['exams', 'report', attemptId, profileId],
    queryFn: () => getReport(attemptId, profileId),
  });

export const useReport = (attemptId: string, profileId: string) =>
  useQuery(getReportQueryOptions(attemptId, profileId));
