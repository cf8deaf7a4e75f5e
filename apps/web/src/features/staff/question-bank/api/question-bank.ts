import { staffPaths } from '@academy/contract/endpoints';
import type {
  QuestionImportFormat,
  StaffBankCopyResult,
  StaffQuestionBank,
  StaffQuestionImportResult,
} from '@academy/contract/staff-question-bank';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useStaffDocument } from '../../api/get-staff-document';

export const getQuestionBank = (classId: string) =>
  api.get<StaffQuestionBank>(staffPaths.questionBank(encodeURIComponent(classId)));

export const getQuestionBankQueryOptions = (classId: string) =>
  queryOptions({ queryKey: ['staff', 'question-bank', classId], queryFn: () => getQuestionBank(classId) });

export const useQuestionBank = (classId: string) =>
  useQuery({ ...getQuestionBankQueryOptions(classId), enabled: classId !== '' });

/** The bank of the class a kitab belongs to (an exam's form knows its kitab, not its class). */
export function useBankOfKitab(kitabId: string | undefined) {
  const kitab = useStaffDocument('kitab', kitabId || undefined);
  const classId = typeof kitab.data?.classId === 'string' ? kitab.data.classId : '';
  const bank = useQuestionBank(classId);
  return { items: bank.data?.items, loading: kitab.isPending || (classId !== '' && bank.isPending) };
}

export const copyFromBank = (examId: string, questionIds: string[]) =>
  api.post<StaffBankCopyResult>(staffPaths.examQuestionsFromBank(encodeURIComponent(examId)), {
    body: { questionIds },
  });

/** Copies bank questions into an exam; the exam's question list is read again. */
export const useCopyFromBank = (examId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionIds: string[]) => copyFromBank(examId, questionIds),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'questions'] }),
  });
};

export interface QuestionImportInput {
  format: QuestionImportFormat;
  category: string;
  file: File;
  dryRun: boolean;
}

export const importQuestions = (classId: string, input: QuestionImportInput) => {
  const body = new FormData();
  body.append('format', input.format);
  body.append('classId', classId);
  body.append('category', input.category);
  body.append('dryRun', String(input.dryRun));
  body.append('file', input.file);
  return api.post<StaffQuestionImportResult>(staffPaths.questionImport, { body });
};

/** Previews (a dry run) or imports a file; a saved import reads the class's bank again. */
export const useImportQuestions = (classId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionImportInput) => importQuestions(classId, input),
    onSuccess: (result) => {
      if (result.saved > 0)
        void queryClient.invalidateQueries({ queryKey: getQuestionBankQueryOptions(classId).queryKey });
    },
  });
};
