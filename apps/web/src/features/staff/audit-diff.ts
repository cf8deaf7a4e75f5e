/** One field of a record that a staff change touched, as text to show. */
export interface ChangedField {
  field: string;
  before: string | null;
  after: string | null;
}

type Flat = Map<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's fields by path (`title.en`): nested records opened, lists and values as text. */
function flatten(value: Record<string, unknown>, prefix = '', into: Flat = new Map()): Flat {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) flatten(inner, path, into);
    else if (inner !== undefined) into.set(path, typeof inner === 'string' ? inner : JSON.stringify(inner));
  }
  return into;
}

/**
 * The fields an audited change touched, by path (`title.en`, so a two-language text shows the
 * language that changed): for an edit, those whose value differs; for a creation or deletion,
 * every field of the side there is. The `version` digest is left out. A side that is not a
 * record (a list) is one field `''`.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after))) {
    const side = (value: unknown) => (value === null ? null : JSON.stringify(value));
    return side(before) === side(after) ? [] : [{ field: '', before: side(before), after: side(after) }];
  }
  const old = flatten(before ?? {});
  const now = flatten(after ?? {});
  const fields = [...new Set([...old.keys(), ...now.keys()])].filter((field) => field !== 'version');
  return fields
    .map((field) => ({ field, before: old.get(field) ?? null, after: now.get(field) ?? null }))
    .filter((change) => change.before !== change.after);
}
