import { PasswordField } from '../../../components/password-field';
import { useTranslation } from 'react-i18next';

type FieldProps = {
  name: string;
  value: string;
  onChange: (input: unknown) => void;
  error: string | undefined;
};

/**
 * A new password typed twice, with the registration's rule as its hint: the password reset and
 * the invitation of an imported learner set it alike (`newPasswordFields` of the contract).
 */
export function NewPasswordFields({
  password,
  confirmPassword,
}: {
  password: FieldProps;
  confirmPassword: FieldProps;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
