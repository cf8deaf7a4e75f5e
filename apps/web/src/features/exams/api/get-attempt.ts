import type { ExamAttempt } from '@academy/contract/exam';
import { examPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An attempt with its questions, the server's saved answers, deadline and clock. */
export const getAttempt = (attemptId: string, profileId: string) =>
  api.get<ExamAttempt>(examPaths.attempt(encodeURIComponent(attemptId)), { query: { profileId } });

export const getAttemptQueryOptions = (attemptId: string, profileId: string) =>
  queryOptions({
    queryKey: ['exams', 'attempt', attemptId, profileId],
    queryFn: () => getAttempt(attemptId, profileId),
    // The server's answers are read once per visit; the answer queue keeps them current after.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useAttempt = (attemptId: string | null, profileId: string) =>
  useQuery({ ...getAttemptQueryOptions(attemptId ?? '', profileId), enabled: attemptId !== null });
