import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Sets some search params of the page address (an empty value removes one); `resetPage` goes
 * back to the first page, as a changed filter should. It starts from the address as it is now,
 * not from the params of the last render (react-router's functional update), so two filters
 * changed before the screen renders again both stay.
 */
export function usePatchSearchParams() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (
      values: Record<string, string | undefined>,
      { replace = true, resetPage = false }: { replace?: boolean; resetPage?: boolean } = {},
    ) => {
      const next = new URLSearchParams(window.location.search);
      if (resetPage) next.delete('page');
      for (const [key, value] of Object.entries(values)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next, { replace });
    },
    [setParams],
  );
}
