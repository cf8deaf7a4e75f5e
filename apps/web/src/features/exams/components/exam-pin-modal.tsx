import { pinCheckBodySchema } from '@academy/contract/profile';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormModal } from '../../../components/form-modal';
import { PinField } from '../../../components/pin-field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { pinFailure, pinFailureHint } from '../../../lib/pin-failure';

/**
 * Asks for the profile's PIN before starting or continuing an exam (exam PIN on), or when another
 * sign-in goes on with it. `onPin` makes the call; a wrong or locked PIN stays in the dialog with
 * the tries left.
 */
export function ExamPinModal({
  onPin,
  onClose,
  description,
  submitLabel,
}: {
  onPin: (pin: string) => Promise<void>;
  onClose: () => void;
  description?: string;
  submitLabel?: string;
}) {
  const { t, i18n } = useTranslation('exams');
  const [hint, setHint] = useState<string | undefined>();
  const form = useZodForm(pinCheckBodySchema, { pin: '' });
  const pin = form.field('pin');
  const submit = form.onSubmit(async ({ pin: value }) => {
    setHint(undefined);
    try {
      await onPin(value);
    } catch (error) {
      const failure = pinFailure(error);
      if (!failure || !(error instanceof ApiError)) throw error;
      form.setErrors({ pin: error.message });
      setHint(pinFailureHint(t, failure, i18n.language));
    }
  });
  return (
    <FormModal
      title={t('pin.title')}
      description={description ?? t('pin.description')}
      onClose={onClose}
      onSubmit={submit}
    >
      <PinField label={t('pin.label')} {...pin} hint={hint} autoFocus />
      <FormError message={form.formError} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('pin.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {submitLabel ?? t('pin.submit')}
        </Button>
      </Group>
    </FormModal>
  );
}
