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

/**
 * Staff enter and read times in the academy's zone, Asia/Jakarta (WIB), as learners see them,
 * whatever the zone of their own device. WIB is UTC+7 all year (no daylight saving).
 */
const academyOffsetMs = 7 * 3_600_000;

/** `datetime-local` text, in the academy's zone (WIB), of an ISO instant, and back. Empty stays empty. */
export function toAcademyInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + academyOffsetMs).toISOString().slice(0, 16);
}

export function fromAcademyInput(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return '';
  const date = new Date(`${text.slice(0, 16)}:00+07:00`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
