import { staffPaths } from '@academy/contract/endpoints';
import type { StaffExamOverride, StaffOverrideBody } from '@academy/contract/staff-grading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Sets a learner's override of an exam (replacing the one they had). */
export const saveExamOverride = (body: StaffOverrideBody) =>
  api.post<StaffExamOverride>(staffPaths.examOverrides, { body });

export const useSaveExamOverride = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExamOverride,
    // Attempts show the override they fall under.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'exam-attempts'] }),
  });
};
