// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

beforeAll(() => {
  // Mantine reads the colour scheme from matchMedia, which jsdom lacks.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterEach(cleanup);

/** The form as a page shows it: `initial` is the term in the address. */
function renderForm(initial: string, onSearch: (term: string) => void) {
  const form = (term: string) => (
    <MantineProvider>
      <SearchForm initial={term} onSearch={onSearch} formLabel="Find" label="Search" submitLabel="Go" />
    </MantineProvider>
  );
  const view = render(form(initial));
  return { addressSays: (term: string) => act(() => view.rerender(form(term))) };
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Go' }));

describe('SearchForm', () => {
  it('keeps what is typed while its own search reaches the address', () => {
    const onSearch = vi.fn();
    const { addressSays } = renderForm('', onSearch);
    type(' fikih ');
    submit();
    expect(onSearch).toHaveBeenLastCalledWith('fikih');
    // The next term is typed before the page follows the first search (a slow phone).
    type('hadis');
    addressSays('fikih');
    expect(box().value).toBe('hadis');
    submit();
    expect(onSearch).toHaveBeenLastCalledWith('hadis');
    addressSays('hadis');
    expect(box().value).toBe('hadis');
  });

  it('shows the address’s term when back and forward change it', () => {
    const { addressSays } = renderForm('hadis', vi.fn());
    expect(box().value).toBe('hadis');
    addressSays('fikih');
    expect(box().value).toBe('fikih');
    addressSays('hadis');
    expect(box().value).toBe('hadis');
    type('half typed');
    addressSays('');
    expect(box().value).toBe('');
  });

  it('follows the address after two searches sent before it caught up', () => {
    const { addressSays } = renderForm('', vi.fn());
    type('a');
    submit();
    type('b');
    submit();
    addressSays('a');
    expect(box().value).toBe('b');
    addressSays('b');
    expect(box().value).toBe('b');
    addressSays('a');
    expect(box().value).toBe('a');
  });
});
