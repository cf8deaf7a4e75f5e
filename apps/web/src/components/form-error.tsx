import { Text } from '@mantine/core';

/** A form's error line: a server message that no field shows (the form helper's `formError`). */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <Text c="red.8" size="sm" role="alert">
      {message}
    </Text>
  ) : null;
}
