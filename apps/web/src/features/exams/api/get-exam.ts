import type { Exam } from '@academy/contract/exam';
import { examPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An exam with the profile's state, attempts and payment. */
export const getExam = (examId: string, profileId: string) =>
  api.get<Exam>(examPaths.exam(encodeURIComponent(examId)), { query: { profileId } });

export const getExamQueryOptions = (examId: string, profileId: string) =>
  queryOptions({ queryKey: ['exams', 'exam', examId, profileId], queryFn: () => getExam(examId, profileId) });

export const useExam = (examId: string, profileId: string) =>
  useQuery(getExamQueryOptions(examId, profileId));
