import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { fromAcademyInput, toAcademyInput } from '../form-values';

/**
 * A date and time typed in the academy's zone (WIB) and kept as an ISO instant; emptied, it is
 * `null`.
 */
export function AcademyDateTimeInput({
  value,
  onChange,
  ...props
}: {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <TextInput
      {...props}
      type="datetime-local"
      value={toAcademyInput(value)}
      onChange={(event) => onChange(fromAcademyInput(event.currentTarget.value) || null)}
    />
  );
}
