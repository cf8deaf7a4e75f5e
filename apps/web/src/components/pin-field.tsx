import { PinInput, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface PinFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Extra text under the field (e.g. tries left), read with the error. */
  hint?: string;
  autoFocus?: boolean;
  name?: string;
  /** A one-time code sent by message: shown as typed and filled from the message on phones. */
  code?: boolean;
}

/**
 * Once the sixth digit is typed, the next PIN field of the same form takes the focus ("PIN" →
 * "Confirm PIN"), as the digits inside one field already do.
 */
function focusNextPinField(group: HTMLElement) {
  const scope = group.closest('form') ?? document;
  const groups = [...scope.querySelectorAll<HTMLElement>('[data-pin-field]')];
  const next = groups[groups.indexOf(group) + 1];
  next?.querySelector('input')?.focus();
}

/**
 * A 6-digit profile PIN (decisions §1) or one-time code: one labelled group, each digit
 * labelled, a PIN masked, its error announced under it.
 */
export function PinField({
  label,
  value,
  onChange,
  error,
  hint,
  autoFocus,
  name,
  code = false,
}: PinFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const group = useRef<HTMLDivElement>(null);
  const change = (next: string) => {
    onChange(next);
    const typedHere = group.current?.contains(document.activeElement);
    if (next.length === 6 && value.length < 6 && typedHere && group.current) focusNextPinField(group.current);
  };
  return (
    <div ref={group} role="group" aria-labelledby={`${id}-label`} data-pin-field={name ?? ''}>
      <Text id={`${id}-label`} component="div" size="sm" fw={500} mb={6}>
        {label}
      </Text>
      <PinInput
        length={6}
        type="number"
        mask={!code}
        oneTimeCode={code}
        size="md"
        gap="xs"
        autoFocus={autoFocus}
        // The empty-digit mark and the error colour are too faint for text (WCAG 1.4.3): digits stay dark.
        placeholder=""
        styles={{ input: { color: 'var(--mantine-color-text)' } }}
        getInputProps={(index) => ({
          'aria-label': t('pin.digit', { label, index: index + 1 }),
          'aria-invalid': Boolean(error) || undefined,
          'aria-describedby': error || hint ? errorId : undefined,
        })}
        value={value}
        onChange={change}
        error={Boolean(error)}
      />
      {error || hint ? (
        // The error and the hint are two sentences: each on its own line, read together.
        <div id={errorId}>
          {error ? (
            <Text c="red.8" size="sm" mt={6} role="alert">
              {error}
            </Text>
          ) : null}
          {hint ? (
            <Text c="gray.7" size="sm" mt={error ? 2 : 6}>
              {hint}
            </Text>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
