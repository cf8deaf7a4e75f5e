import {
  staffBankQuestionFormSchema,
  type StaffBankQuestion,
  type StaffBankQuestionForm,
} from '@academy/contract/staff-question-bank';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions } from '../../../../components/form-modal';
import { useZodForm } from '../../../../lib/form';
import { StaffField } from '../../fields/staff-field';
import { zodFormFields } from '../../fields/zod-form-fields';
import { resourceViews } from '../../resource-views';
import { type BankOwner, useUpdateBankQuestion } from '../api/question-bank';

/** The fields a bank question shares with an exam's question, drawn as the exam question's form draws them. */
const sharedPaths = new Set(['direction', 'prompt', 'points', 'options', 'acceptedAnswers']);
const questionFields = resourceViews.questions.fields.filter((spec) => sharedPaths.has(spec.path));

const formOf = (question: StaffBankQuestion): StaffBankQuestionForm => ({
  category: question.category,
  kind: question.kind,
  direction: question.direction,
  prompt: question.prompt,
  points: question.points,
  options: question.options,
  acceptedAnswers: question.acceptedAnswers,
});

/**
 * Edits one question of a bank in a dialog: its category, prompt (Arabic right to left), points
 * and, by its kind (shown, not changed), its options and right ones or its accepted answers.
 * Checked with the contract before sending and refused by field after; what was typed stays on
 * every error. Saving closes the dialog and reads the bank again.
 */
export function EditBankQuestionDialog({
  owner,
  question,
  onClose,
  onSaved,
}: {
  owner: BankOwner;
  question: StaffBankQuestion;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('staff-question-bank');
  const { t: tStaff } = useTranslation('staff');
  const update = useUpdateBankQuestion(owner);
  const form = useZodForm(staffBankQuestionFormSchema, formOf(question));
  const fields = zodFormFields(form, tStaff);
  const visible = questionFields.filter((spec) => !spec.when || spec.when(fields.values));

  return (
    <FormModal
      onClose={onClose}
      size="xl"
      title={t('edit.title')}
      description={t('edit.kind', { kind: t(`kinds.${question.kind}`) })}
      onSubmit={form.onSubmit(async ({ kind: _kind, ...patch }) => {
        await update.mutateAsync({ id: question.id, patch });
        onSaved();
      })}
    >
      <TextInput
        label={t('category')}
        description={t('categoryHelp')}
        required
        maxLength={100}
        data-autofocus
        {...form.field('category')}
      />
      {visible.map((spec) => (
        <StaffField key={spec.path} spec={spec} {...fields} />
      ))}
      <FormModalActions
        error={form.formError}
        cancelLabel={t('picker.cancel')}
        submitLabel={t('edit.save')}
        onCancel={onClose}
        submitting={form.submitting}
      />
    </FormModal>
  );
}
