import {
  currentPasswordSchema,
  emailSchema,
  otpSchema,
  phoneNumberSchema,
  type OtpSendBody,
} from '@academy/contract/user';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { PinField } from '../../../components/pin-field';
import { toast } from '../../../components/toast';
import { useResendCountdown } from '../../../hooks/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, useZodForm } from '../../../lib/form';
import { useChangeContact, type ContactKind } from '../api/change-contact';
import { useSendChangeCode } from '../api/send-change-code';

const detailsSchemas = {
  phone: z.object({ target: phoneNumberSchema, password: currentPasswordSchema }),
  email: z.object({ target: emailSchema, password: currentPasswordSchema }),
} as const;
const codeSchema = z.object({ otp: otpSchema });
const purposes = { phone: 'phone-change', email: 'email-change' } as const;

/**
 * Phone number or e-mail change: the new address and the current password, then the code
 * sent to the new address (with a resend countdown). A wrong password or a taken address
 * found at the last step goes back to the first, with everything typed kept.
 */
export function ContactChangeForm({ kind, userId }: { kind: ContactKind; userId: string }) {
  const { t } = useTranslation('settings');
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [resendAt, setResendAt] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const secondsLeft = useResendCountdown(resendAt);
  const send = useSendChangeCode();
  const change = useChangeContact(kind);
  const details = useZodForm(detailsSchemas[kind], { target: '', password: '' });
  const code = useZodForm(codeSchema, { otp: '' });
  const otp = code.field('otp');
  const target =
    detailsSchemas[kind].shape.target.safeParse(details.values.target).data ?? details.values.target;

  const requestCode = async (address: string) => {
    const result = await send.mutateAsync({ purpose: purposes[kind], target: address } as OtpSendBody);
    setResendAt(result.resendAvailableAt);
    setSentTo(address);
    toast.info(t('contact.sent', { target: address }));
  };

  const submitDetails = details.onSubmit(async (values) => {
    // A code already sent to this address is still good while no new one may be asked for.
    if (values.target !== sentTo || secondsLeft === 0) await requestCode(values.target);
    setStep('code');
  });

  const resend = async () => {
    try {
      await requestCode(target);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('common:error.generic'));
    }
  };

  const submitCode = code.onSubmit(async (values) => {
    try {
      await change.mutateAsync({ userId, value: target, otp: values.otp, password: details.values.password });
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(error.errorList) : {};
      const addressError = fields.phoneNumber ?? fields.email;
      if (!fields.password && !addressError) throw error;
      details.setErrors({ password: fields.password, target: addressError });
      setStep('details');
      return;
    }
    toast.success(t(`contact.${kind}.done`, { target }));
    details.setValue('target', '');
    details.setValue('password', '');
    code.setValue('otp', '');
    setResendAt(null);
    setSentTo(null);
    setStep('details');
  });

  if (step === 'code') {
    return (
      <form onSubmit={submitCode} noValidate aria-label={t(`contact.${kind}.title`)}>
        <Stack gap="md">
          <Text size="sm">{t('contact.codeSentTo', { target })}</Text>
          <PinField label={t('fields.code')} code autoFocus {...otp} />
          <FormError message={code.formError} />
          <Text size="sm" aria-live="polite">
            {secondsLeft > 0 ? (
              t('contact.wait', { seconds: secondsLeft })
            ) : (
              <Anchor
                component="button"
                type="button"
                onClick={() => void resend()}
                disabled={send.isPending}
              >
                {t('contact.resend')}
              </Anchor>
            )}
          </Text>
          <Group justify="space-between" wrap="wrap-reverse" gap="sm">
            <Button variant="subtle" onClick={() => setStep('details')}>
              {t(`contact.${kind}.back`)}
            </Button>
            <Button type="submit" loading={code.submitting}>
              {t(`contact.${kind}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={submitDetails} noValidate aria-label={t(`contact.${kind}.title`)}>
      <Stack gap="md">
        {kind === 'phone' ? (
          <TextInput
            label={t('fields.newPhoneNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            {...details.field('target')}
          />
        ) : (
          <TextInput
            label={t('fields.newEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...details.field('target')}
          />
        )}
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...details.field('password')}
        />
        <FormError message={details.formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={details.submitting}>
            {t('contact.sendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
