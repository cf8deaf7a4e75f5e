import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  accountDeletions,
  activeDays,
  courseCompletions,
  courseLastAccess,
  enrolments,
  examAttempts,
  examOverrides,
  failureCounters,
  otpCodes,
  outboxMessages,
  passwordResetTokens,
  profileBadges,
  profilePurchases,
  profiles,
  sessions,
  users,
} from '../../db/schema/index';

/** Where an erased account's recordings go (their rows, and their audio in the media store). */
export interface RecordingsEraser {
  eraseProfiles(tx: Transaction, profileIds: string[]): Promise<void>;
}

/** What an erased account and its profiles are called where a name must stay (staff lists). */
export const erasedName = 'Erased account';

/**
 * Erases every account whose deletion request has come due (decision 0091). Each account is
 * erased in its own transaction that first claims its request with a conditional UPDATE: with
 * several servers on one PostgreSQL, the second server's UPDATE waits for the first to commit and
 * then finds the request erased, so it does nothing; an admin's cancel races the same way.
 * Answers how many accounts this run erased.
 */
export async function eraseDueAccounts(
  db: Database,
  recordings: RecordingsEraser,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(
      and(
        isNull(accountDeletions.erasedAt),
        isNull(accountDeletions.cancelledAt),
        lte(accountDeletions.eraseAfter, now),
      ),
    );
  let erased = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(accountDeletions)
        .set({ erasedAt: now })
        .where(
          and(
            eq(accountDeletions.id, id),
            isNull(accountDeletions.erasedAt),
            isNull(accountDeletions.cancelledAt),
            lte(accountDeletions.eraseAfter, now),
          ),
        )
        .returning({ userId: accountDeletions.userId });
      if (!claimed) return false;
      await eraseAccount(tx, claimed.userId, recordings);
      return true;
    });
    if (done) erased += 1;
  }
  return erased;
}

/**
 * Removes the account's contact details and personal data, its recitations with their audio. Kept, as the law asks of an academy
 * that takes payments and issues certificates: the transactions (the ledger, with their refunds
 * and status history) and the issued certificates with their PDFs, both tied to the account and
 * profile rows that stay as pseudonymous anchors without name, phone number, e-mail or address.
 */
async function eraseAccount(tx: Transaction, userId: string, recordings: RecordingsEraser): Promise<void> {
  const [user] = await tx
    .select({ phoneNumber: users.phoneNumber, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const profileIds = tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));

  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .delete(otpCodes)
    .where(or(eq(otpCodes.userId, userId), inArray(otpCodes.target, [user.phoneNumber, user.email])));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx
    .delete(failureCounters)
    .where(inArray(failureCounters.key, [`account:${userId}`, `phone:${user.phoneNumber}`]));
  await tx.delete(outboxMessages).where(inArray(outboxMessages.to, [user.phoneNumber, user.email]));

  await tx.delete(enrolments).where(inArray(enrolments.profileId, profileIds));
  await tx.delete(courseCompletions).where(inArray(courseCompletions.profileId, profileIds));
  await tx.delete(courseLastAccess).where(inArray(courseLastAccess.profileId, profileIds));
  await tx.delete(activeDays).where(inArray(activeDays.profileId, profileIds));
  await tx.delete(profilePurchases).where(inArray(profilePurchases.profileId, profileIds));
  await tx.delete(examOverrides).where(inArray(examOverrides.profileId, profileIds));
  await tx.delete(examAttempts).where(inArray(examAttempts.profileId, profileIds));
  await tx.delete(profileBadges).where(inArray(profileBadges.profileId, profileIds));
  const profileRows = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  await recordings.eraseProfiles(
    tx,
    profileRows.map((profile) => profile.id),
  );

  const now = new Date();
  await tx
    .update(profiles)
    .set({
      name: erasedName,
      gender: null,
      pinHash: null,
      pinFailedAttempts: 0,
      pinLockedUntil: null,
      address: null,
      city: null,
      state: null,
      postCode: null,
      country: null,
      updatedAt: now,
    })
    .where(eq(profiles.userId, userId));
  // Unique placeholders no phone number or e-mail can equal (the contract's schemas refuse them),
  // so the real ones are free again and nothing signs in to the account.
  await tx
    .update(users)
    .set({
      fullName: erasedName,
      phoneNumber: sql`'erased:' || ${users.id}::text`,
      email: sql`'erased-' || ${users.id}::text || '@erased.invalid'`,
      passwordHash: 'erased',
      preferredLanguage: null,
      role: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
