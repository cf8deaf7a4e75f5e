import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Why a staff member makes a change: required, kept in the change log with it. */
export function ReasonField(props: TextareaProps & { description: string }) {
  const { t } = useTranslation('staff-learners');
  return <Textarea label={t('reason')} autosize minRows={2} maxLength={500} required {...props} />;
}
