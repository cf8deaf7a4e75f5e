import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * A search box with its button, in a labelled search landmark. Give it `key={term}` so back and
 * forward (a term kept in the address) show the term of the results on screen.
 */
export function SearchForm({
  initial,
  onSearch,
  formLabel,
  label,
  submitLabel,
  placeholder,
  description,
  inputWidth,
}: {
  initial: string;
  /** The trimmed term; empty when the box is cleared. */
  onSearch: (term: string) => void;
  /** The search landmark's name. */
  formLabel: string;
  label: string;
  submitLabel: string;
  placeholder?: string;
  description?: string;
  /** The box's width beside the button on wider screens; by default it takes the row. */
  inputWidth?: number;
}) {
  const [term, setTerm] = useState(initial);
  return (
    <form
      role="search"
      aria-label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term.trim());
      }}
    >
      <Group align="flex-end" gap="sm" wrap={inputWidth ? 'wrap' : 'nowrap'}>
        <TextInput
          label={label}
          description={description}
          placeholder={placeholder}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          maxLength={100}
          w={inputWidth ? { base: '100%', xs: inputWidth } : undefined}
          style={inputWidth ? undefined : { flex: 1 }}
        />
        <Button type="submit" size={inputWidth ? 'sm' : 'md'}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
