import {
  accountErasureDays,
  type AccountDeletionStatus,
  type StaffAccountDeletion,
  type StaffAccountDeletionQuery,
} from '@academy/contract/data-rights';
import type { Language } from '@academy/contract/language';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accountDeletions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../accounts/index';
import type { AccountService } from '../accounts/index';
import type { OtpService } from '../accounts/index';
import type { SessionService } from '../accounts/index';
import type { AuditTrail, StaffActor } from '../audit/index';

const dayMs = 86_400_000;

type Credentials = { phoneNumber: string; password: string };
type SignInClient = { address: string; deviceId: string | null };

/** The reason the console shows for a request its owner cancelled at sign-in (decision 0151). */
export const ownerCancelReason = 'Cancelled by the account’s owner at sign-in (password and code)';

/**
 * Deleting an account (decision 0090): the password and an `account-deletion` code close it at
 * once (every session revoked, sign-in refused); the erasure job erases it `accountErasureDays`
 * later. Until then an admin may cancel the request at the owner's word, which reopens it.
 */
export class AccountDeletionService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      accounts: AccountService;
      otp: OtpService;
      sessions: SessionService;
      staff: AuditTrail;
    },
  ) {}

  /** A code to the account's own phone number or e-mail (where its verification code went). */
  async sendCode(userId: string, language: Language) {
    await this.assertLearner(userId);
    return this.deps.accounts.sendAccountCode(userId, 'account-deletion', language);
  }

  /**
   * The password first (a wrong one leaves the code unused), then the code (used up), then the
   * account closes: the request row (one open request per account, by a unique index) and the
   * revocation of every session commit together.
   */
  async close(userId: string, input: { password: string; otp: string }, now = new Date()) {
    await this.assertLearner(userId);
    await this.deps.accounts.confirmPassword(userId, input.password, 'password');
    await this.deps.otp.verify({ purpose: 'account-deletion', userId, code: input.otp, consume: true });
    const eraseAfter = new Date(now.getTime() + accountErasureDays * dayMs);
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(accountDeletions).values({ userId, requestedAt: now, eraseAfter });
        await this.deps.sessions.revokeAll(userId, undefined, tx);
      });
    } catch (error) {
      // A second request raced this one: the account is already closed, with that request's date.
      if (!isUniqueViolation(error)) throw error;
    }
    const open = await this.openRequest(userId);
    return { eraseAfter: (open?.eraseAfter ?? eraseAfter).toISOString() };
  }

  /**
   * At the next sign-in (issue 38, decision 0151): the phone number and password, counted as a
   * sign-in, then a code of `account-restore` to the account's own channel, while its erasure is
   * still to come (409 `deletionNotScheduled` for an account that is not closed).
   */
  async sendRestoreCode(credentials: Credentials, client: SignInClient, language: Language) {
    const { id } = await this.deps.accounts.authenticate(
      credentials.phoneNumber,
      credentials.password,
      client,
    );
    if (!(await this.openRequest(id))) throw new AppError(409, 'deletionNotScheduled');
    return this.deps.accounts.sendAccountCode(id, 'account-restore', language);
  }

  /**
   * Keeps a closed account (decision 0151): the phone number and password, then the code (used
   * up), then the request is cancelled by its owner and the account signed in. One conditional
   * statement, so the erasure job and this never both act: once erased, 409.
   */
  async restore(input: Credentials & { otp: string }, client: SignInClient, now = new Date()) {
    const { id } = await this.deps.accounts.authenticate(input.phoneNumber, input.password, client);
    const open = await this.openRequest(id);
    if (!open) throw new AppError(409, 'deletionNotScheduled');
    await this.deps.otp.verify({ purpose: 'account-restore', userId: id, code: input.otp, consume: true });
    const [owner] = await this.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id));
    const [cancelled] = await this.db
      .update(accountDeletions)
      .set({
        cancelledAt: now,
        cancelledByUserId: id,
        cancelledByName: owner?.fullName ?? '',
        cancelReason: ownerCancelReason,
      })
      .where(and(eq(accountDeletions.id, open.id), statusCondition.scheduled))
      .returning({ id: accountDeletions.id });
    if (!cancelled) throw new AppError(409, 'deletionNotScheduled');
    return this.deps.accounts.startSession(id);
  }

  /** The open (not cancelled) request of an account, if it is closed. */
  async openRequest(userId: string) {
    const [row] = await this.db
      .select({ id: accountDeletions.id, eraseAfter: accountDeletions.eraseAfter })
      .from(accountDeletions)
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancelledAt)))
      .limit(1);
    return row;
  }

  /** `GET /staff/account-deletions` (admins): newest first, by status or account. */
  async list(query: StaffAccountDeletionQuery, actor: StaffActor) {
    assertAdmin(actor);
    const where = and(
      query.status ? statusCondition[query.status] : undefined,
      query.accountId ? eq(accountDeletions.userId, query.accountId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ deletion: accountDeletions, fullName: users.fullName })
        .from(accountDeletions)
        .innerJoin(users, eq(users.id, accountDeletions.userId))
        .where(where)
        .orderBy(desc(accountDeletions.requestedAt), desc(accountDeletions.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ value: count() }).from(accountDeletions).where(where),
    ]);
    return { items: rows.map(toStaffDeletion), total: total?.value ?? 0 };
  }

  /**
   * Cancels a scheduled erasure (admins, with the owner's word as the reason): the account signs
   * in again. One conditional statement, so a cancel and the erasure job never both act.
   */
  async cancel(id: string, reason: string, actor: StaffActor): Promise<StaffAccountDeletion> {
    assertAdmin(actor);
    const now = new Date();
    const [cancelled] = await this.db
      .update(accountDeletions)
      .set({
        cancelledAt: now,
        cancelledByUserId: actor.userId,
        cancelledByName: actor.fullName,
        cancelReason: reason,
      })
      .where(and(eq(accountDeletions.id, id), statusCondition.scheduled))
      .returning();
    if (!cancelled) {
      const [exists] = await this.db
        .select({ id: accountDeletions.id })
        .from(accountDeletions)
        .where(eq(accountDeletions.id, id));
      throw new AppError(exists ? 409 : 404, exists ? 'deletionNotScheduled' : 'notFound');
    }
    await this.deps.staff.record(actor, 'update', 'account-deletions', id, {
      userId: cancelled.userId,
      cancelled: true,
      reason,
    });
    const [user] = await this.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, cancelled.userId));
    return toStaffDeletion({ deletion: cancelled, fullName: user?.fullName ?? '' });
  }

  /** Staff accounts keep the console running: they lose their role first (409 here). */
  private async assertLearner(userId: string) {
    const [user] = await this.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError(404, 'notFound');
    if (user.role) throw new AppError(409, 'staffAccountCannotBeDeleted');
  }
}

const statusCondition: Record<AccountDeletionStatus, SQL> = {
  scheduled: and(isNull(accountDeletions.cancelledAt), isNull(accountDeletions.erasedAt))!,
  cancelled: isNotNull(accountDeletions.cancelledAt),
  erased: isNotNull(accountDeletions.erasedAt),
};

function assertAdmin(actor: StaffActor) {
  if (actor.role !== 'admin') throw new AppError(403, 'forbidden');
}

function statusOf(row: typeof accountDeletions.$inferSelect): AccountDeletionStatus {
  if (row.erasedAt) return 'erased';
  return row.cancelledAt ? 'cancelled' : 'scheduled';
}

function toStaffDeletion({
  deletion,
  fullName,
}: {
  deletion: typeof accountDeletions.$inferSelect;
  fullName: string;
}): StaffAccountDeletion {
  return {
    id: deletion.id,
    userId: deletion.userId,
    fullName: deletion.erasedAt ? null : fullName,
    status: statusOf(deletion),
    requestedAt: deletion.requestedAt.toISOString(),
    eraseAfter: deletion.eraseAfter.toISOString(),
    erasedAt: deletion.erasedAt?.toISOString() ?? null,
    cancelledAt: deletion.cancelledAt?.toISOString() ?? null,
    cancelledByName: deletion.cancelledByName,
    cancelReason: deletion.cancelReason,
  };
}
