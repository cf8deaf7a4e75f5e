/** One field of a record that a staff change touched: its path and its values (absent: undefined). */
export interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
}

type Flat = Map<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's fields by path (`title.en`): nested records opened, lists and values kept whole. */
function flatten(value: Record<string, unknown>, prefix = '', into: Flat = new Map()): Flat {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) flatten(inner, path, into);
    else if (inner !== undefined) into.set(path, inner);
  }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an audited change touched, by path (`title.en`, so a two-language text shows the
 * language that changed): for an edit, those whose value differs; for a creation or deletion,
 * every field of the side there is. The `version` digest is left out. A side that is not a
 * record (a list) is one field `''`.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after))) {
    const side = (value: unknown) => (value === null ? undefined : value);
    return same(before, after) ? [] : [{ field: '', before: side(before), after: side(after) }];
  }
  const old = flatten(before ?? {});
  const now = flatten(after ?? {});
  const fields = [...new Set([...old.keys(), ...now.keys()])].filter((field) => field !== 'version');
  return fields
    .map((field) => ({ field, before: old.get(field), after: now.get(field) }))
    .filter((change) => !same(change.before, change.after));
}

/** What a change log needs to write values as staff read them (in the interface language). */
export interface AuditWords {
  yes: string;
  no: string;
  /** An empty value: absent, null, an empty text or list. */
  none: string;
  /** An instant, in WIB with the zone named. */
  dateTime: (iso: string) => string;
  /** A field's name from its key (`startsAt` → "Starts at (WIB)"). */
  label: (key: string) => string;
}

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value of the change log as text: instants in WIB, yes/no, lists one item a line, records as
 * their labelled fields ("Ayah: 3, Comment: …"), never JSON (issue 38 item 9).
 */
export function auditValueText(value: unknown, words: AuditWords): string {
  if (value === undefined || value === null || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return instant.test(value) ? words.dateTime(value) : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? words.none : value.map((item) => auditValueText(item, words)).join('\n');
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined);
    if (entries.length === 0) return words.none;
    return entries.map(([key, inner]) => `${words.label(key)}: ${auditValueText(inner, words)}`).join(', ');
  }
  return words.none;
}

/**
 * A field's path as staff read it: "Title (English)" for `title.en`, "Place › Join link" for
 * `place.joinUrl`: each part by its label, a last `en`/`id` as the language.
 */
export function auditFieldLabel(
  path: string,
  words: Pick<AuditWords, 'label'> & { inLanguage: (label: string, language: 'en' | 'id') => string },
): string {
  const parts = path.split('.').filter((part) => part !== '');
  const last = parts.at(-1);
  if (parts.length > 1 && (last === 'en' || last === 'id'))
    return words.inLanguage(auditFieldLabel(parts.slice(0, -1).join('.'), words), last);
  return parts.map((part) => words.label(part)).join(' › ');
}
