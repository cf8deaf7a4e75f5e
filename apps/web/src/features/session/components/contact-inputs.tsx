import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The WhatsApp number of a registration (registering, and correcting it before verification). */
export function WhatsappNumberInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.phoneNumber')}
      description={t('fields.whatsappHint')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required
      {...props}
    />
  );
}

/** The e-mail of a registration. */
export function RegistrationEmailInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}
