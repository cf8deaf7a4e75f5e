import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

// Who holds a phone number or an e-mail: the checks an account's registration and its changes of
// contact make before writing (account-service.ts).

export type ContactField = 'phoneNumber' | 'email';

/**
 * 409 naming each field another verified account already holds (an unverified one holds
 * nothing; `any` also counts unverified ones, after a write lost a race to one).
 */
export async function assertContactsFree(
  db: Database,
  contacts: Partial<Record<ContactField, string>>,
  exceptUserId?: string,
  fieldName?: string,
  holders: 'verified' | 'any' = 'verified',
): Promise<void> {
  const conditions = [
    contacts.phoneNumber !== undefined ? eq(users.phoneNumber, contacts.phoneNumber) : undefined,
    contacts.email !== undefined ? eq(users.email, contacts.email) : undefined,
  ];
  const rows = await db
    .select({ phoneNumber: users.phoneNumber, email: users.email })
    .from(users)
    .where(
      and(
        or(...conditions),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
        holders === 'verified' ? isNotNull(users.verifiedAt) : undefined,
      ),
    );
  const errorList: { field: string; message: 'phoneTaken' | 'emailTaken' }[] = [];
  if (contacts.phoneNumber !== undefined && rows.some((row) => row.phoneNumber === contacts.phoneNumber)) {
    errorList.push({ field: fieldName ?? 'phoneNumber', message: 'phoneTaken' });
  }
  if (contacts.email !== undefined && rows.some((row) => row.email === contacts.email)) {
    errorList.push({ field: fieldName ?? 'email', message: 'emailTaken' });
  }
  const [first] = errorList;
  if (first) throw new AppError(409, first.message, { errorList });
}

/**
 * Claims phone number and e-mail for the transaction's write: one advisory lock per contact (in
 * one order, so claims never deadlock) queues writes of the same contacts, then the unverified
 * accounts (other than `exceptUserId`) holding any of them are removed, so a number or e-mail is
 * never held by an account nobody proved to own.
 */
export async function claimContacts(
  tx: Transaction,
  contacts: Partial<Record<ContactField, string>>,
  exceptUserId?: string,
): Promise<void> {
  const keys = Object.entries(contacts)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => `contact:${field}:${value}`)
    .sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const held = [
    contacts.phoneNumber !== undefined ? eq(users.phoneNumber, contacts.phoneNumber) : undefined,
    contacts.email !== undefined ? eq(users.email, contacts.email) : undefined,
  ];
  await tx
    .delete(users)
    .where(and(isNull(users.verifiedAt), or(...held), exceptUserId ? ne(users.id, exceptUserId) : undefined));
}
