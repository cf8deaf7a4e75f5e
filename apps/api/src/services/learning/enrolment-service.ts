import type { Enrolment, EnrolmentStatus, JoinClassBody, JoinClassResult } from '@academy/contract/catalogue';
import { canJoin, classStateOf } from '@academy/contract/class-state';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database';
import { classes, enrolments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { verifySecret } from '../../lib/passwords';
import { type ClassRow, seatHeldByPaymentSql, seatsTakenSql } from '../catalogue/index';
import type { FailureCounterService } from '../accounts/index';

import type { OwnedProfile } from '../profiles/index';

export type { OwnedProfile };

/**
 * Wrong join passwords allowed in 15 minutes (then 429): per account and class, whichever of its
 * profiles guesses (eight profiles do not make forty guesses), and per client address over every
 * class and account.
 */
export const joinPasswordLimits = { perAccount: 5, perAddress: 20 } as const;

/** Who is joining: the signed-in account and the client address the call came from. */
export interface JoinCaller {
  userId: string;
  clientAddress: string;
}

/** Whether a database error is a unique-constraint violation (directly or wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null);) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Joining classes, and who is enrolled where. */
export class EnrolmentService {
  constructor(
    private readonly db: Database,
    private readonly counters: FailureCounterService,
  ) {}

  async enrolmentOf(profileId: string, classId: string): Promise<Enrolment | null> {
    const [row] = await this.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, classId)))
      .limit(1);
    return row ? toEnrolment(row) : null;
  }

  /**
   * Joins a free class: active at once. The class row is locked (`select … for update`) while the
   * seats are counted and the enrolment is written, so concurrent joins never overbook: each waits
   * for the one before it and sees its seat taken. A paid class is joined with its payment
   * (`PaymentService.joinPaidClass`, decision 0076).
   */
  async join(
    profile: OwnedProfile,
    klass: ClassRow,
    body: Pick<JoinClassBody, 'password'>,
    caller: JoinCaller,
    now = () => new Date(),
  ): Promise<JoinClassResult> {
    if (klass.price > 0)
      throw new Error('a paid class is joined with its payment (PaymentService.joinPaidClass)');
    await this.checkEligible(klass, profile, now(), body.password, caller);
    try {
      const row = await this.db.transaction((tx) => this.takeSeat(tx, klass, profile.id, 'active', now()));
      return { ...toEnrolment(row), telegramUrl: klass.telegramUrl, transactionId: null };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'alreadyEnrolled');
      throw error;
    }
  }

  /**
   * Takes a seat inside the caller's database transaction (joining, or paying for a class). The
   * class row is locked (`select … for update`) while the seats are counted and the enrolment
   * is written, so concurrent joins never overbook: each waits for the one before it. A waiting
   * enrolment whose payment ended holds no seat (decision 0076): paying again takes one anew.
   */
  async takeSeat(tx: Transaction, klass: ClassRow, profileId: string, status: EnrolmentStatus, now: Date) {
    const seats = await this.lockSeats(tx, klass.id);
    const [existing] = await tx
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, klass.id)));
    const rewaiting = existing?.status === 'waiting_payment' && status === 'waiting_payment';
    if (existing && !rewaiting) throw new AppError(409, 'alreadyEnrolled');
    this.checkOpen(klass, seats.taken, now);
    if (existing) return existing;
    const [inserted] = await tx
      .insert(enrolments)
      .values({ classId: klass.id, profileId, status })
      .returning();
    if (!inserted) throw new AppError(500, 'internalError');
    return inserted;
  }

  /** Checks that need no lock: the state as it looks now, the gender rule and the password. */
  async checkEligible(
    klass: ClassRow,
    profile: OwnedProfile,
    now: Date,
    password?: string,
    caller?: JoinCaller,
  ) {
    const [seats] = await this.db
      .select({ taken: seatsTakenSql })
      .from(classes)
      .where(eq(classes.id, klass.id));
    this.checkOpen(klass, seats?.taken ?? 0, now);
    const existing = await this.enrolmentOf(profile.id, klass.id);
    if (existing) throw new AppError(409, 'alreadyEnrolled');
    checkGender(klass, profile);
    const { passwordHash } = klass;
    if (passwordHash) {
      if (!password || !caller) throw new AppError(403, 'classPasswordRequired');
      const right = await this.counters.attempt(
        [
          {
            key: `join:${caller.userId}:${klass.id}`,
            limit: joinPasswordLimits.perAccount,
            clearOnSuccess: true,
          },
          { key: `join-address:${caller.clientAddress}`, limit: joinPasswordLimits.perAddress },
        ],
        'tooManyClassPasswordAttempts',
        () => verifySecret(passwordHash, password),
      );
      if (!right) throw new AppError(403, 'classPasswordWrong');
    }
  }

  /**
   * Enrols a profile by staff (decision 0055): active at once, without price or join password, in
   * any class that has not ended. A waiting-for-payment enrolment becomes active (its seat is
   * held while its payment is; one whose payment ended needs a free seat); a new one needs a free seat and the class's gender rule. The class row
   * is locked as in `takeSeat`, so a burst never overbooks. Answers the status it had before.
   */
  async enrolByStaff(
    tx: Transaction,
    classId: string,
    profile: Pick<OwnedProfile, 'id' | 'gender'>,
    now: Date,
  ): Promise<{ klass: ClassRow; previous: EnrolmentStatus | null }> {
    const { klass, taken } = await this.lockSeats(tx, classId);
    const [existing] = await tx
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profile.id), eq(enrolments.classId, classId)));
    if (existing?.status === 'active') throw new AppError(409, 'alreadyEnrolled');
    if (klass.archivedAt || classStateOf(klass, taken, now) === 'ended') {
      throw new AppError(400, 'classRegistrationClosed');
    }
    checkGender(klass, profile);
    // A waiting enrolment holds a seat only while its payment does (decision 0076).
    if (existing && !(await this.heldByPayment(tx, classId, profile.id)) && taken >= klass.capacity)
      throw new AppError(409, 'classFull');
    if (existing) {
      await tx
        .update(enrolments)
        .set({ status: 'active' })
        .where(and(eq(enrolments.profileId, profile.id), eq(enrolments.classId, classId)));
      return { klass, previous: existing.status };
    }
    if (taken >= klass.capacity) throw new AppError(409, 'classFull');
    await tx.insert(enrolments).values({ classId, profileId: profile.id, status: 'active' });
    return { klass, previous: null };
  }

  /** Whether a payment holds the seat of the profile's waiting enrolment in the class. */
  private async heldByPayment(tx: Transaction, classId: string, profileId: string): Promise<boolean> {
    const seat = alias(enrolments, 'seat');
    const [row] = await tx
      .select({ held: seatHeldByPaymentSql })
      .from(seat)
      .where(and(eq(seat.profileId, profileId), eq(seat.classId, classId)));
    return row?.held ?? false;
  }

  /**
   * Locks the class row (`select … for update`) and counts its seats in a statement of its own
   * after the lock, so it sees every join committed before: concurrent joins take turns.
   */
  private async lockSeats(tx: Transaction, classId: string) {
    const [klass] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
    const [seats] = await tx.select({ taken: seatsTakenSql }).from(classes).where(eq(classes.id, classId));
    if (!klass || !seats) throw new AppError(404, 'notFound');
    return { klass, taken: seats.taken };
  }

  private checkOpen(klass: ClassRow, taken: number, now: Date) {
    if (klass.archivedAt) throw new AppError(400, 'classRegistrationClosed');
    const state = classStateOf(klass, taken, now);
    if (state === 'full') throw new AppError(409, 'classFull');
    if (!canJoin(state)) throw new AppError(400, 'classRegistrationClosed', { data: { state } });
  }
}

/** A class for brothers or sisters only takes profiles of that gender (one with none set is asked to set it). */
function checkGender(klass: ClassRow, profile: Pick<OwnedProfile, 'gender'>) {
  if (klass.gender === 'all') return;
  if (!profile.gender) throw new AppError(400, 'profileGenderRequired');
  if (profile.gender !== klass.gender) throw new AppError(403, 'classGenderRestricted');
}

export function toEnrolment(row: typeof enrolments.$inferSelect): Enrolment {
  return {
    classId: row.classId,
    profileId: row.profileId,
    status: row.status,
    enrolledAt: row.enrolledAt.toISOString(),
  };
}
