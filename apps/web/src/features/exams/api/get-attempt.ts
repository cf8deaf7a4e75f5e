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
    // Read afresh on every visit (another device may have answered); the screens wait for that
    // read, then the answer queue keeps the answers current on this device.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useAttempt = (attemptId: string | null, profileId: string) =>
  useQuery({ ...getAttemptQueryOptions(attemptId ?? '', profileId), enabled: attemptId !== null });
