import type { Address, Profile } from '@academy/contract/profile';
import type { Gender } from '@academy/contract/user';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { profiles } from '../db/schema/index';
import { AppError, fieldError } from '../lib/app-error';
import { hashSecret, verifySecret } from '../lib/passwords';
import { isUniqueViolation, toProfile, type ProfileRow } from './account-views';

export const maxProfilesPerAccount = 8;
export const pinMaxAttempts = 5;
export const pinLockMs = 15 * 60_000;

/**
 * Learner profiles of an account and their PINs. Every call takes the caller's account id and
 * finds a profile only among that account's own (another account's profile is "not found").
 * Five wrong PINs lock PIN checks on the profile for 15 minutes.
 */
export class ProfileService {
  constructor(private readonly db: Database) {}

  /** Read by every `/user/me`: built once, prepared by name (decision 0044). */
  private listStatement?: ReturnType<ProfileService['prepareList']>;

  private prepareList() {
    return this.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, sql.placeholder('userId')))
      .orderBy(asc(profiles.number))
      .prepare('profiles_of_user');
  }

  async list(userId: string): Promise<Profile[]> {
    this.listStatement ??= this.prepareList();
    const rows = await this.listStatement.execute({ userId });
    return rows.map(toProfile);
  }

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

  async create(userId: string, input: { name: string; gender: Gender; pin: string }): Promise<Profile> {
    const pinHash = await hashSecret(input.pin);
    // Two profiles created at once may draw the same number: the loser draws again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.insertNumbered(userId, { name: input.name, gender: input.gender, pinHash });
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

  async update(
    userId: string,
    profileId: string,
    input: { name?: string; gender?: Gender; address?: Address },
  ): Promise<Profile> {
    await this.own(userId, profileId);
    const [row] = await this.db
      .update(profiles)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(input.address ?? {}),
        updatedAt: new Date(),
      })
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
      .returning();
    if (!row) throw new AppError(404, 'notFound');
    return toProfile(row);
  }

  /** Sets a first PIN, or replaces one after checking `oldPin` (it counts toward the lock). */
  async changePin(
    userId: string,
    profileId: string,
    input: { oldPin?: string; newPin: string },
  ): Promise<void> {
    const profile = await this.own(userId, profileId);
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
  }

  async checkPin(userId: string, profileId: string, pin: string): Promise<void> {
    const profile = await this.own(userId, profileId);
    await this.verifyPin(profile, pin, { reason: 'pinWrong', field: 'pin' });
  }

  /** Turns the profile-switch PIN requirement on or off, with the current PIN. */
  async setPinRequired(
    userId: string,
    profileId: string,
    pinRequired: boolean,
    pin: string,
  ): Promise<Profile> {
    const profile = await this.own(userId, profileId);
    await this.verifyPin(profile, pin, { reason: 'pinWrong', field: 'pin' });
    const [row] = await this.db
      .update(profiles)
      .set({ pinRequired, updatedAt: new Date() })
      .where(eq(profiles.id, profile.id))
      .returning();
    if (!row) throw new AppError(404, 'notFound');
    return toProfile(row);
  }

  /** The caller's own profile, or 404 (the same answer as a profile that does not exist). */
  private async own(userId: string, profileId: string): Promise<ProfileRow> {
    const [row] = await this.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
      .limit(1);
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  /** 423 while locked; a wrong PIN answers 400 with the tries left, the fifth locks (423). */
  private async verifyPin(
    profile: ProfileRow,
    pin: string,
    wrong: { reason: 'pinWrong' | 'oldPinWrong'; field: string },
  ): Promise<void> {
    const now = new Date();
    if (profile.pinLockedUntil && profile.pinLockedUntil > now) throw pinLocked(profile.pinLockedUntil, now);
    if (!profile.pinHash) {
      throw new AppError(400, 'pinNotSet', { errorList: [{ field: wrong.field, message: 'pinNotSet' }] });
    }
    if (await verifySecret(profile.pinHash, pin)) {
      if (profile.pinFailedAttempts > 0) {
        await this.db.update(profiles).set({ pinFailedAttempts: 0 }).where(eq(profiles.id, profile.id));
      }
      return;
    }
    const [row] = await this.db
      .update(profiles)
      .set({ pinFailedAttempts: sql`${profiles.pinFailedAttempts} + 1` })
      .where(eq(profiles.id, profile.id))
      .returning({ failures: profiles.pinFailedAttempts });
    const failures = row?.failures ?? pinMaxAttempts;
    if (failures >= pinMaxAttempts) {
      const lockedUntil = new Date(now.getTime() + pinLockMs);
      await this.db
        .update(profiles)
        .set({ pinFailedAttempts: 0, pinLockedUntil: lockedUntil })
        .where(eq(profiles.id, profile.id));
      throw pinLocked(lockedUntil, now);
    }
    throw new AppError(400, wrong.reason, {
      data: { remainingTries: pinMaxAttempts - failures },
      errorList: [{ field: wrong.field, message: wrong.reason }],
    });
  }
}

function pinLocked(lockedUntil: Date, now: Date): AppError {
  return new AppError(423, 'pinLocked', {
    data: { lockedUntil: lockedUntil.toISOString() },
    headers: { 'Retry-After': String(Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)) },
  });
}
