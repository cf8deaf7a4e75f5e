import type { Exam } from '@academy/contract/exam';
import { examPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A kitab's exams, each with the profile's state. */
export const getKitabExams = (kitabId: string, profileId: string) =>
  api.get<Exam[]>(examPaths.kitabExams(encodeURIComponent(kitabId)), { query: { profileId } });

export const getKitabExamsQueryOptions = (kitabId: string, profileId: string) =>
  queryOptions({
    queryKey: ['exams', 'kitab', kitabId, profileId],
    queryFn: () => getKitabExams(kitabId, profileId),
  });

export const useKitabExams = (kitabId: string, profileId: string) =>
  useQuery(getKitabExamsQueryOptions(kitabId, profileId));
