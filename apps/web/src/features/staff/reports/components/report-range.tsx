import { Button, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RangeFields {
  from: string;
  to: string;
}

/**
 * The dates a report covers, kept in the page address (so a link shares them). A `to` before
 * `from` is marked beside the field and not asked for; clearing both shows the last twelve weeks.
 */
export function ReportRange({
  value,
  onChange,
  onReset,
}: {
  value: RangeFields;
  onChange: (next: Partial<RangeFields>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('staff-reports');
  const reversed = value.from !== '' && value.to !== '' && value.to < value.from;
  return (
    <Group component="fieldset" align="flex-end" gap="sm" style={{ border: 0, padding: 0, margin: 0 }}>
      <VisuallyHidden component="legend">{t('range.legend')}</VisuallyHidden>
      <TextInput
        type="date"
        label={t('range.from')}
        value={value.from}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
        w={170}
      />
      <TextInput
        type="date"
        label={t('range.to')}
        value={value.to}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
        error={reversed ? t('validation:dateOrder') : undefined}
        w={170}
      />
      <Button variant="default" onClick={onReset}>
        {t('range.reset')}
      </Button>
    </Group>
  );
}

/** Whether a range may be asked for: each end empty or a whole date, and in order. */
export function rangeIsValid(range: RangeFields): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (range.from && !day.test(range.from)) return false;
  if (range.to && !day.test(range.to)) return false;
  return !(range.from && range.to && range.to < range.from);
}
