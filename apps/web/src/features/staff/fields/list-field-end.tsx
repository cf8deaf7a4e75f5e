import { Button, Text } from '@mantine/core';

/** The end of a console list field: the list's own error, then the button that adds an item. */
export function ListFieldEnd({
  error,
  addLabel,
  onAdd,
  disabled = false,
}: {
  error: string | undefined;
  addLabel: string;
  onAdd: () => void;
  disabled?: boolean;
}) {
  return (
    <>
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Button variant="light" w="fit-content" onClick={onAdd} disabled={disabled}>
        {addLabel}
      </Button>
    </>
  );
}
