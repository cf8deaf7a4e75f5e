import { staffPaths } from '@academy/contract/endpoints';
import type {
  StaffExamPreview,
  StaffExamPreviewBody,
  StaffExamPreviewReport,
} from '@academy/contract/staff-exam-preview';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getExamPreview = (examId: string) =>
  api.get<StaffExamPreview>(staffPaths.examPreview(encodeURIComponent(examId)));

/**
 * An exam's preview (decision 0118): each one a fresh draw, so it is read once per visit and never
 * again behind the staff member's back (a refetch would change the questions being answered).
 */
export const useExamPreview = (examId: string) =>
  useQuery({
    queryKey: ['staff', 'exam-preview', examId],
    queryFn: () => getExamPreview(examId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const reportExamPreview = (examId: string, body: StaffExamPreviewBody) =>
  api.post<StaffExamPreviewReport>(staffPaths.examPreviewReport(encodeURIComponent(examId)), { body });

/** Grades the preview's answers; nothing is recorded. */
export const useExamPreviewReport = (examId: string) =>
  useMutation({ mutationFn: (body: StaffExamPreviewBody) => reportExamPreview(examId, body) });
