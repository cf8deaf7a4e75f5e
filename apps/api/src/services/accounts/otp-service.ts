import type { Language } from '@academy/contract/language';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { otpCodes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { newCode, sameHash, sha256 } from '../../lib/secrets';
import type { MessageChannel, MessagePurpose, MessageTransport } from '../messages/index';

export const otpLifetimeMs = 10 * 60_000;
export const otpCooldownMs = 60_000;
export const otpMaxAttempts = 5;

export interface OtpRequest {
  purpose: MessagePurpose;
  /** The account; null only for a forgot-password request of an unknown e-mail (nothing is sent). */
  userId: string | null;
  /** Where the code goes: a phone number or an e-mail address. */
  target: string;
  channel: MessageChannel;
  language: Language;
}

export interface OtpCheck {
  purpose: MessagePurpose;
  userId: string | null;
  /** Required address: a code sent elsewhere does not count. */
  target?: string;
  code: string;
  /** Use the code up (single use); false only checks it (wrong tries still count). */
  consume: boolean;
}

/**
 * One-time codes (api-contract "Security rules"): 6 CSPRNG digits, stored hashed and bound to
 * purpose, account and target; valid 10 minutes; single use; 5 wrong tries end the code; a new
 * code at most every 60 s per account and purpose. Reset-password codes are scoped by e-mail,
 * so an unknown e-mail is throttled and answered exactly like a known one.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly messages: MessageTransport,
  ) {}

  /**
   * Issues and sends a new code, replacing the live one; 429 within 60 s of the last. The
   * cooldown check and the new code are one transaction under a lock on the scope, so
   * simultaneous sends cannot both pass the check.
   */
  async issue(request: OtpRequest): Promise<{ resendAvailableAt: Date }> {
    const scope = this.scope(request.purpose, request.userId, request.target);
    // The same owner as `scope`: the e-mail for password resets, else the account.
    const owner =
      request.purpose === 'reset-password' || !request.userId ? `to:${request.target}` : request.userId;
    const lockKey = `otp:${request.purpose}:${owner}`;
    const code = newCode();
    const issued = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
      const now = new Date();
      const [last] = await tx
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(scope)
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (last && last.createdAt.getTime() + otpCooldownMs > now.getTime()) {
        throw otpCooldownError(new Date(last.createdAt.getTime() + otpCooldownMs), now);
      }
      await tx
        .update(otpCodes)
        .set({ usedAt: now })
        .where(and(scope, isNull(otpCodes.usedAt)));
      const [row] = await tx
        .insert(otpCodes)
        .values({
          userId: request.userId,
          purpose: request.purpose,
          target: request.target,
          codeHash: hashCode(request.purpose, request.userId, request.target, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + otpLifetimeMs),
        })
        .returning({ id: otpCodes.id });
      return { now, id: row!.id };
    });
    if (request.userId) {
      try {
        await this.messages.send({
          channel: request.channel,
          to: request.target,
          purpose: request.purpose,
          code,
          language: request.language,
        });
      } catch (cause) {
        // A code nobody received must not hold the cooldown: the learner may ask again at once.
        await this.db.delete(otpCodes).where(eq(otpCodes.id, issued.id));
        throw new AppError(503, 'messageNotSent', { cause });
      }
    }
    return { resendAvailableAt: new Date(issued.now.getTime() + otpCooldownMs) };
  }

  /**
   * Checks a code against the live one; answers its account and target, or throws 400. The try
   * is taken (counted) in the same statement that finds the live code, before the code is
   * compared, so a burst never compares more than `otpMaxAttempts` codes; a right one gives its
   * try back.
   */
  /** When the account may be sent its next code for `purpose` (`null`: now). */
  async nextSendAt(purpose: MessagePurpose, userId: string, now = new Date()): Promise<Date | null> {
    const [last] = await this.db
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(this.scope(purpose, userId, undefined))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    const next = last ? new Date(last.createdAt.getTime() + otpCooldownMs) : null;
    return next && next > now ? next : null;
  }

  async verify(check: OtpCheck): Promise<{ userId: string | null; target: string }> {
    const now = new Date();
    const newestLive = this.db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(
        and(
          this.scope(check.purpose, check.userId, check.target),
          isNull(otpCodes.usedAt),
          gt(otpCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    const [live] = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(inArray(otpCodes.id, newestLive), lt(otpCodes.attempts, otpMaxAttempts)))
      .returning();
    if (!live) throw otpError('otpExpired');

    const expected = hashCode(live.purpose, live.userId, live.target, check.code);
    const matches =
      sameHash(expected, live.codeHash) && (check.target === undefined || check.target === live.target);
    if (!matches) throw otpError('otpWrong', { remainingTries: Math.max(0, otpMaxAttempts - live.attempts) });
    const [used] = await this.db
      .update(otpCodes)
      .set({
        attempts: sql`${otpCodes.attempts} - 1`,
        ...(check.consume ? { usedAt: now } : {}),
      })
      .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.usedAt)))
      .returning({ id: otpCodes.id });
    if (!used) throw otpError('otpExpired');
    return { userId: live.userId, target: live.target };
  }

  private scope(purpose: MessagePurpose, userId: string | null, target: string | undefined) {
    if (purpose === 'reset-password' || !userId) {
      return and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target ?? ''));
    }
    return and(eq(otpCodes.purpose, purpose), eq(otpCodes.userId, userId));
  }
}

/** 429: the next code may go out at `resendAvailableAt` (also in `Retry-After`). */
export function otpCooldownError(resendAvailableAt: Date, now = new Date()): AppError {
  const seconds = Math.ceil((resendAvailableAt.getTime() - now.getTime()) / 1000);
  return new AppError(429, 'otpCooldown', {
    data: { resendAvailableAt: resendAvailableAt.toISOString() },
    headers: { 'Retry-After': String(seconds) },
  });
}

function hashCode(purpose: string, userId: string | null, target: string, code: string): string {
  return sha256(`${purpose}:${userId ?? '-'}:${target}:${code}`);
}

function otpError(reason: 'otpExpired' | 'otpWrong', data?: { remainingTries: number }): AppError {
  return new AppError(400, reason, { data, errorList: [{ field: 'otp', message: reason }] });
}
