import { staffPaths } from '@academy/contract/endpoints';
import type { QuestionBankScope } from '@academy/contract/staff';
import type {
  QuestionImportFormat,
  StaffBankCopyResult,
  StaffBankImportRemoval,
  StaffBankQuestion,
  StaffBankQuestionPatch,
  StaffQuestionBank,
  StaffQuestionBankQuery,
  StaffQuestionBankSummary,
  StaffQuestionImportResult,
} from '@academy/contract/staff-question-bank';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useStaffDocument } from '../../api/get-staff-document';

/** A bank: a class's (its id), or the academy-wide one (null, decision 0121). */
export type BankOwner = string | null;

const bankPath = (owner: BankOwner) =>
  owner === null ? staffPaths.academyQuestionBank : staffPaths.questionBank(encodeURIComponent(owner));

/** The bank as the import's CSV / XLSX template. */
export const bankFilePath = (owner: BankOwner, format: 'csv' | 'xlsx') =>
  owner === null
    ? staffPaths.academyQuestionBankFile(format)
    : staffPaths.questionBankFile(encodeURIComponent(owner), format);

export const getQuestionBank = (owner: BankOwner) => api.get<StaffQuestionBank>(bankPath(owner));

export const getQuestionBankQueryOptions = (owner: BankOwner) =>
  queryOptions({
    queryKey: ['staff', 'question-bank', owner ?? 'academy'],
    queryFn: () => getQuestionBank(owner),
  });

export const useQuestionBank = (owner: BankOwner, enabled = true) =>
  useQuery({ ...getQuestionBankQueryOptions(owner), enabled: enabled && owner !== '' });

/** One page of a bank, searched and narrowed to a category on the server (decision 0164). */
export const useQuestionBankPage = (owner: BankOwner, params: Partial<StaffQuestionBankQuery>) =>
  useQuery({
    queryKey: [...getQuestionBankQueryOptions(owner).queryKey, 'page', params],
    queryFn: () =>
      api.getPaged<StaffBankQuestion>(
        owner === null
          ? staffPaths.academyQuestionBankPage
          : staffPaths.questionBankPage(encodeURIComponent(owner)),
        { query: params },
      ),
    placeholderData: keepPreviousData,
  });

/** The bank's size, its categories and its imports. */
export const useQuestionBankSummary = (owner: BankOwner) =>
  useQuery({
    queryKey: [...getQuestionBankQueryOptions(owner).queryKey, 'summary'],
    queryFn: () =>
      api.get<StaffQuestionBankSummary>(
        owner === null
          ? staffPaths.academyQuestionBankSummary
          : staffPaths.questionBankSummary(encodeURIComponent(owner)),
      ),
  });

/**
 * The bank an exam's form takes from: its class's (the form knows its kitab, not its class) or
 * the academy's.
 */
export function useBankOfKitab(kitabId: string | undefined, bank: QuestionBankScope = 'class') {
  const kitab = useStaffDocument('kitab', bank === 'class' ? kitabId || undefined : undefined);
  const classId = typeof kitab.data?.classId === 'string' ? kitab.data.classId : '';
  const query = useQuestionBank(bank === 'academy' ? null : classId);
  const loading =
    bank === 'academy' ? query.isPending : kitab.isPending || (classId !== '' && query.isPending);
  return { items: query.data?.items, loading };
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

/** A change to one question of a bank, after which the bank is read again. */
const useBankChange = <Input, Result>(owner: BankOwner, mutationFn: (input: Input) => Promise<Result>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: getQuestionBankQueryOptions(owner).queryKey }),
  });
};

/** Removes one question of a bank. */
export const useRemoveBankQuestion = (owner: BankOwner) =>
  useBankChange(owner, (questionId: string) =>
    api.delete<null>(staffPaths.bankQuestion(encodeURIComponent(questionId))),
  );

/** Removes every question one import saved that is still in the bank. */
export const useRemoveBankImport = (owner: BankOwner) =>
  useBankChange(owner, (importId: string) =>
    api.delete<StaffBankImportRemoval>(staffPaths.bankImport(encodeURIComponent(importId))),
  );

/** Changes one question of a bank (its kind stays). */
export const useUpdateBankQuestion = (owner: BankOwner) =>
  useBankChange(owner, ({ id, patch }: { id: string; patch: StaffBankQuestionPatch }) =>
    api.patch<StaffBankQuestion>(staffPaths.bankQuestion(encodeURIComponent(id)), { body: patch }),
  );

export interface QuestionImportInput {
  format: QuestionImportFormat;
  category: string;
  file: File;
  dryRun: boolean;
}

/** Without a class, the file goes into the academy bank. */
export const importQuestions = (owner: BankOwner, input: QuestionImportInput) => {
  const body = new FormData();
  body.append('format', input.format);
  if (owner !== null) body.append('classId', owner);
  body.append('category', input.category);
  body.append('dryRun', String(input.dryRun));
  body.append('file', input.file);
  return api.post<StaffQuestionImportResult>(staffPaths.questionImport, { body });
};

/** Previews (a dry run) or imports a file; a saved import reads the bank again. */
export const useImportQuestions = (owner: BankOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionImportInput) => importQuestions(owner, input),
    onSuccess: (result) => {
      if (result.saved > 0)
        void queryClient.invalidateQueries({ queryKey: getQuestionBankQueryOptions(owner).queryKey });
    },
  });
};
