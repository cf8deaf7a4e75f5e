import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { getAt } from '../form-values';
import type { FieldProps } from './field-props';

/**
 * The class's join password: never shown; typing sets a new one, the box removes it, and
 * leaving both alone keeps the current one (the API's write-only field).
 */
export function JoinPasswordField({ path, label, values, setValue, errorOf }: FieldProps) {
  const { t } = useTranslation('staff');
  const value = getAt(values, path) as string | null | undefined;
  const hasOne = getAt(values, 'hasJoinPassword') === true;
  return (
    <Stack gap={6}>
      <PasswordField
        label={label}
        description={hasOne ? t('form.joinPasswordKept') : t('form.joinPasswordNone')}
        autoComplete="new-password"
        value={value ?? ''}
        disabled={value === null}
        onChange={(event) =>
          setValue(path, event.currentTarget.value === '' ? undefined : event.currentTarget.value)
        }
        error={errorOf(path)}
      />
      {hasOne ? (
        <Checkbox
          label={t('form.joinPasswordRemove')}
          checked={value === null}
          onChange={(event) => setValue(path, event.currentTarget.checked ? null : undefined)}
        />
      ) : null}
    </Stack>
  );
}
