import { Alert, Input, List } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * The file of an import (questions, learners): the browser's own file picker, labelled, with a
 * hint and the error "choose a file" by it.
 */
export function ImportFileField({
  label,
  description,
  error,
  accept,
  onChange,
}: {
  label: string;
  description?: ReactNode;
  error?: string;
  accept: string;
  onChange: (file: File | null) => void;
}) {
  const fileId = useId();
  return (
    <Input.Wrapper
      label={label}
      labelElement="label"
      id={fileId}
      required
      description={description}
      error={error}
    >
      <input
        id={fileId}
        type="file"
        // The browser's own button and "no file chosen" text may be wider than a phone.
        style={{ maxWidth: '100%' }}
        accept={accept}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
    </Input.Wrapper>
  );
}

/** An import's errors by line, above its preview: nothing is saved while there is one. */
export function ImportErrors({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert color="red" title={title} role="alert">
      <List size="sm">
        {lines.map((line, index) => (
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
