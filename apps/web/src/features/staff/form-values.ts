/** Form values are the resource's document; fields address them by dotted path (`title.en`). */
export type Values = Record<string, unknown>;

export function getAt(values: Values, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

/** A copy of `values` with `path` set (the objects along the way are copied, the rest shared). */
export function setAt(values: Values, path: string, value: unknown): Values {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const next = rest.length === 0 ? value : setAt((values[key] ?? {}) as Values, rest.join('.'), value);
  // Lists (options, sanad links) stay lists when one of their items changes.
  if (Array.isArray(values))
    return Object.assign([...(values as unknown[])], { [key]: next }) as unknown as Values;
  return { ...values, [key]: next };
}

/** `datetime-local` text (the device's zone) of an ISO instant, and back. Empty stays empty. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(text: string): string {
  if (!text) return '';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
