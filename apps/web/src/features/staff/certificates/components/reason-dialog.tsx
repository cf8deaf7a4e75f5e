import { profileNameSchema } from '@academy/contract/profile';
import { staffCertificateRevokeSchema } from '@academy/contract/staff-certificates';
import { Button, Group, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '../../../../components/form-error';
import { FormModal } from '../../../../components/form-modal';
import { useZodForm } from '../../../../lib/form';

/** An optional corrected name: empty keeps the profile's name; anything else follows the name rule. */
const optionalName = z.string().superRefine((value, ctx) => {
  if (value.trim() === '') return;
  const checked = profileNameSchema.safeParse(value);
  if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
});
const reasonFormSchema = staffCertificateRevokeSchema.extend({ fullName: optionalName });

export interface ReasonInput {
  reason: string;
  fullName?: string;
}

/**
 * The confirmation of a revoke or a reissue: what will happen, the reason (required), and for a
 * reissue an optional corrected name. Typed text stays when the server refuses.
 */
export function ReasonDialog({
  kind,
  number,
  currentName,
  onClose,
  onConfirm,
}: {
  kind: 'revoke' | 'reissue';
  number: string;
  /** The profile's current name (a reissue prints it unless corrected). */
  currentName: string;
  onClose: () => void;
  onConfirm: (input: ReasonInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('staff-certificates');
  const form = useZodForm(reasonFormSchema, { reason: '', fullName: '' });
  return (
    <FormModal
      onClose={onClose}
      title={t(`${kind}.title`, { number })}
      description={t(`${kind}.description`)}
      onSubmit={form.onSubmit(({ reason, fullName }) =>
        onConfirm({ reason, fullName: fullName.trim() || undefined }),
      )}
    >
      <Textarea
        label={t(`${kind}.reason`)}
        description={kind === 'revoke' ? t('revoke.reasonHint') : undefined}
        autosize
        minRows={2}
        required
        data-autofocus
        {...form.field('reason')}
      />
      {kind === 'reissue' ? (
        <TextInput
          label={t('reissue.fullName')}
          description={t('reissue.fullNameHint', { name: currentName })}
          autoComplete="off"
          {...form.field('fullName')}
        />
      ) : null}
      <FormError message={form.formError} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" color={kind === 'revoke' ? 'red' : undefined} loading={form.submitting}>
          {t(`${kind}.confirm`)}
        </Button>
      </Group>
    </FormModal>
  );
}
