import { canonicalPhoneNumber, isWrittenPhoneNumber, phoneDigits } from '@academy/contract/phone-number';
import { exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { searchPattern } from '../../lib/list-helpers';

// How staff find a learner: by name (the account's or a profile's), e-mail or phone number.

/** The digits a search needs before it is also read as a phone number. */
const phoneSearchMinDigits = 3;

/**
 * A search term as the stored phone number would hold it, when it reads as (part of) a phone
 * number: `+62 812-3456` and `62812 3456` → `08123456`; `3456` stays `3456`. Undefined otherwise.
 */
export function phoneSearchTerm(search: string): string | undefined {
  if (!isWrittenPhoneNumber(search) || phoneDigits(search).length < phoneSearchMinDigits) return undefined;
  return canonicalPhoneNumber(search);
}

/** Name (the account's or a profile's), e-mail, or a phone number however it is written. */
export function searchCondition(search: string | undefined): SQL | undefined {
  const pattern = searchPattern(search);
  if (!search || !pattern) return undefined;
  const phone = phoneSearchTerm(search);
  const asPhone = phone ? searchPattern(phone) : undefined;
  return or(
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
    exists(
      sql`(select 1 from "profiles" as "p" where "p"."user_id" = "users"."id" and "p"."name" ilike ${pattern})`,
    ),
    asPhone ? ilike(users.phoneNumber, asPhone) : undefined,
  );
}
