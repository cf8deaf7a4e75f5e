import type { Address, Profile } from '@academy/contract/profile';
import type { Gender } from '@academy/contract/user';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { profiles } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { isUniqueViolation, toProfile, type ProfileRow } from '../accounts/index';
import { pinLocked, type ProfileAccessService } from './profile-access-service';
import type { SessionPrincipal } from '../accounts/index';

export const maxProfilesPerAccount = 8;
export const pinMaxAttempts = 5;
export const pinLockMs = 15 * 60_000;

/**
 * Learner profiles of an account and their PINs. Every call takes the caller's account id and
 * finds a profile only among that account's own (another account's profile is "not found").
 * Five wrong PINs lock PIN checks on the profile for 15 minutes.
 */
export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly access: ProfileAccessService,
  ) {}

  /** The main profile, made with the account at registration: no PIN yet (decisions §1). */
  async createMain(
    tx: Transaction,
    userId: string,
    name: string,
    gender: Gender,
    pin?: string,
  ): Promise<ProfileRow> {
    const pinHash = pin ? await hashSecret(pin) : null;
    const [row] = await tx
      .insert(profiles)
      .values({ userId, name, gender, isMain: true, number: 1, pinHash })
      .returning();
    if (!row) throw new Error('main profile not created');
    return row;
  }

  /** A new profile with its PIN; the session that set the PIN (if any) has it unlocked. */
  async create(
    userId: string,
    input: { name: string; gender: Gender; pin: string },
    sessionId?: string,
  ): Promise<Profile> {
    const pinHash = await hashSecret(input.pin);
    // Two profiles created at once may draw the same number: the loser draws again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const profile = await this.insertNumbered(userId, {
          name: input.name,
          gender: input.gender,
          pinHash,
        });
        if (sessionId) await this.access.unlock(sessionId, profile.id);
        return profile;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === 3) throw error;
      }
    }
  }

  private insertNumbered(userId: string, values: { name: string; gender: Gender; pinHash: string }) {
    return this.db.transaction(async (tx) => {
      const [stats] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${profiles.number}), 0)::int`,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if ((stats?.count ?? 0) >= maxProfilesPerAccount) throw new AppError(409, 'profileLimitReached');
      const [row] = await tx
        .insert(profiles)
        .values({ userId, ...values, number: (stats?.last ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('profile not created');
      return toProfile(row);
    });
  }

  /** Renames, re-genders or re-addresses a profile the caller passed the gate for (`actingProfile`). */
  async update(
    profileId: string,
    input: { name?: string; gender?: Gender; address?: Address },
  ): Promise<Profile> {
    const [row] = await this.db
      .update(profiles)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(input.address ?? {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, profileId))
      .returning();
    if (!row) throw new AppError(404, 'notFound');
    return toProfile(row);
  }

  /**
   * Sets a first PIN, or replaces one after checking `oldPin` (it counts toward the lock). The
   * session that set it stays unlocked; other sessions must enter the new PIN.
   */
  async changePin(
    principal: SessionPrincipal,
    profileId: string,
    input: { oldPin?: string; newPin: string },
  ): Promise<void> {
    const profile = await this.own(principal.userId, profileId);
    if (profile.pinHash) {
      if (input.oldPin === undefined) throw fieldError('oldPin', 'required');
      await this.verifyPin(profile, input.oldPin, { reason: 'oldPinWrong', field: 'oldPin' });
    }
    await this.db
      .update(profiles)
      .set({
        pinHash: await hashSecret(input.newPin),
        pinFailedAttempts: 0,
        pinLockedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, profile.id));
    await this.access.relock(profile.id, principal.sessionId);
    await this.access.unlock(principal.sessionId, profile.id);
  }

  /** A right PIN unlocks the profile for the caller's session (decision 0014). */
  async checkPin(principal: SessionPrincipal, profileId: string, pin: string): Promise<void> {
    const profile = await this.own(principal.userId, profileId);
    await this.verifyPin(profile, pin, { reason: 'pinWrong', field: 'pin' });
    await this.access.unlock(principal.sessionId, profile.id);
  }

  /**
   * Turns the profile-switch PIN requirement on or off, with the current PIN. Turning it on
   * again ends every other session's unlock, so an old unlock does not outlive the choice.
   */
  async setPinRequired(
    principal: SessionPrincipal,
    profileId: string,
    pinRequired: boolean,
    pin: string,
  ): Promise<Profile> {
    const profile = await this.own(principal.userId, profileId);
    await this.verifyPin(profile, pin, { reason: 'pinWrong', field: 'pin' });
    const [row] = await this.db
      .update(profiles)
      .set({ pinRequired, updatedAt: new Date() })
      .where(eq(profiles.id, profile.id))
      .returning();
    if (!row) throw new AppError(404, 'notFound');
    await this.access.relock(profile.id, principal.sessionId);
    await this.access.unlock(principal.sessionId, profile.id);
    return toProfile(row);
  }

  /**
   * Forgot PIN (decision 0036): a new PIN set with the account's password and code, not the old
   * PIN, so it also lifts a lock and starts the wrong-PIN count afresh.
   */
  async resetPin(principal: SessionPrincipal, profileId: string, newPin: string): Promise<void> {
    const [row] = await this.db
      .update(profiles)
      .set({
        pinHash: await hashSecret(newPin),
        pinFailedAttempts: 0,
        pinLockedUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, principal.userId)))
      .returning({ id: profiles.id });
    if (!row) throw new AppError(404, 'notFound');
    // As a PIN change: other sessions must enter the new PIN, the resetting one is in (decision 0014).
    await this.access.relock(profileId, principal.sessionId);
    await this.access.unlock(principal.sessionId, profileId);
  }

  /** The caller's own profile, or 404 (the same answer as a profile that does not exist). */
  async own(userId: string, profileId: string): Promise<ProfileRow> {
    const [row] = await this.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
      .limit(1);
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  /**
   * 423 while locked; a wrong PIN answers 400 with the tries left, the fifth locks (423). The try
   * is taken before the PIN is compared, in one statement that also sets the lock when it takes
   * the last one, so however many checks arrive at once, at most five PINs are ever compared;
   * a right PIN gives its try back and lifts a lock its own try set.
   */
  private async verifyPin(
    profile: ProfileRow,
    pin: string,
    wrong: { reason: 'pinWrong' | 'oldPinWrong'; field: string },
  ): Promise<void> {
    if (!profile.pinHash) {
      throw new AppError(400, 'pinNotSet', { errorList: [{ field: wrong.field, message: 'pinNotSet' }] });
    }
    const now = new Date();
    const lockEnd = new Date(now.getTime() + pinLockMs);
    // A lock that has ended starts the count again.
    const tries = sql`(case when ${profiles.pinLockedUntil} is null then ${profiles.pinFailedAttempts} else 0 end) + 1`;
    const [taken] = await this.db
      .update(profiles)
      .set({
        pinFailedAttempts: tries,
        pinLockedUntil: sql`case when ${tries} >= ${pinMaxAttempts} then ${lockEnd.toISOString()}::timestamptz else null end`,
      })
      .where(
        and(
          eq(profiles.id, profile.id),
          or(isNull(profiles.pinLockedUntil), lte(profiles.pinLockedUntil, now)),
        ),
      )
      .returning({ tries: profiles.pinFailedAttempts, lockedUntil: profiles.pinLockedUntil });
    if (!taken) {
      const [current] = await this.db
        .select({ lockedUntil: profiles.pinLockedUntil })
        .from(profiles)
        .where(eq(profiles.id, profile.id));
      throw pinLocked(current?.lockedUntil ?? lockEnd, now);
    }
    if (await verifySecret(profile.pinHash, pin)) {
      await this.db
        .update(profiles)
        .set({ pinFailedAttempts: 0, pinLockedUntil: null })
        .where(eq(profiles.id, profile.id));
      return;
    }
    if (taken.lockedUntil) {
      await this.access.relock(profile.id);
      throw pinLocked(taken.lockedUntil, now);
    }
    throw new AppError(400, wrong.reason, {
      data: { remainingTries: pinMaxAttempts - taken.tries },
      errorList: [{ field: wrong.field, message: wrong.reason }],
    });
  }
}
