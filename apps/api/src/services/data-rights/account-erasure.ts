import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  accountDeletions,
  activeDays,
  calendarFeeds,
  courseCompletions,
  courseLastAccess,
  enrolments,
  examAttempts,
  examOverrides,
  failureCounters,
  notifications,
  otpCodes,
  outboxMessages,
  passwordResetTokens,
  profileBadges,
  profilePurchases,
  profiles,
  sessions,
  users,
  pushSubscriptions,
} from '../../db/schema/index';
import { eraseAuditContent } from '../audit/index';

/** Where an erased account's recordings go (their rows, and their audio in the media store). */
export interface RecordingsEraser {
  /** Answers the ids of the recitations erased. */
  eraseProfiles(tx: Transaction, profileIds: string[]): Promise<string[]>;
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
 * Removes the account's contact details and personal data (its gender, inbox and calendar address
 * too), its recitations with their audio, and the content of staff's audit rows about them. Kept, as the law asks of an academy
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
  // The inbox (its deliveries go with it) and the private calendar address (issue 37).
  await tx.delete(notifications).where(inArray(notifications.profileId, profileIds));
  await tx.delete(calendarFeeds).where(inArray(calendarFeeds.profileId, profileIds));
  // The devices that turned push on (issue 41).
  await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.profileId, profileIds));
  const profileRows = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  const erasedIds = profileRows.map((profile) => profile.id);
  const recitationIds = await recordings.eraseProfiles(tx, erasedIds);
  // Staff's audit rows of the account, its profiles and its recitations (the teacher's grade and
  // comments of them) keep the fact of each change, not its content.
  await eraseAuditContent(tx, [userId, ...erasedIds, ...recitationIds]);

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
      gender: null,
      phoneNumber: sql`'erased:' || ${users.id}::text`,
      email: sql`'erased-' || ${users.id}::text || '@erased.invalid'`,
      passwordHash: 'erased',
      preferredLanguage: null,
      role: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
