import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide button is labelled, the same way in every form. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('common:password.toggle') }} {...props} />
  );
}
