/** One field of a record that a staff change touched, as text to show. */
export interface ChangedField {
  field: string;
  before: string | null;
  after: string | null;
}

const show = (value: unknown): string | null =>
  value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The fields an audited change touched: for an edit, those whose value differs (nested values
 * compared whole, by their JSON); for a creation or deletion, every field of the one side there
 * is. A side that is not an object (a reorder's list) is shown as one field `''`.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after))) {
    const side = (value: unknown) => (value === null ? null : show(value));
    return side(before) === side(after) ? [] : [{ field: '', before: side(before), after: side(after) }];
  }
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  fields.delete('version');
  return [...fields]
    .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
