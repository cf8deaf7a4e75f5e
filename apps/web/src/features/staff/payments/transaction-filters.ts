import { staffTransactionQuerySchema, type StaffTransactionQuery } from '@academy/contract/staff-payments';

const pageSize = 20;

/** The filters the transactions list keeps in its URL, in the order they are shown. */
export const filterKeys = ['search', 'status', 'itemType', 'itemId', 'from', 'to', 'lateSettlement'] as const;

/** The URL's filters as a query; a hand-edited, invalid value is dropped rather than sent. */
export function queryOf(params: URLSearchParams): StaffTransactionQuery {
  const raw: Record<string, string> = { size: String(pageSize) };
  for (const key of [...filterKeys, 'page'] as const) {
    const value = params.get(key);
    if (!value) continue;
    if (staffTransactionQuerySchema.shape[key].safeParse(value).success) raw[key] = value;
  }
  return staffTransactionQuerySchema.parse(raw);
}
