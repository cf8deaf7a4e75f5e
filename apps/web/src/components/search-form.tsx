import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * A search box with its button, in a labelled search landmark. `initial` is the term of the results
 * on screen (kept in the address): when back or forward changes it, the box shows it. When the
 * change is this box's own search arriving, what was typed since stays: on a slow phone the
 * address may follow a search after the next term is already being typed.
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
  // The address's term the box last followed, and the searches it sent that the address has not
  // reached yet (state that follows a prop, updated while rendering as React advises).
  const [followed, setFollowed] = useState(initial);
  const [sent, setSent] = useState<string[]>([]);
  if (initial !== followed) {
    setFollowed(initial);
    const own = sent.indexOf(initial);
    setSent(own === -1 ? [] : sent.slice(own + 1));
    if (own === -1) setTerm(initial);
  }
  return (
    <form
      role="search"
      aria-label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        const search = term.trim();
        if (search !== initial) setSent([...sent, search]);
        onSearch(search);
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
