import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { profiles, profileUnlocks } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import type { SessionPrincipal } from './session-service';

/** The profile a call acts as, once it passed the gate (`actingProfile`). */
export type OwnedProfile = {
  id: string;
  gender: 'male' | 'female' | null;
  /** Whether the profile is behind its PIN (a PIN is set and required), so it needed unlocking. */
  pinGated: boolean;
};

/**
 * The server-side PIN gate (decision 0014): a session may act as a profile of its account when
 * the profile has no PIN, does not require it, or was unlocked in this session by a right PIN
 * (or by setting its first PIN). A profile under a PIN lock answers 423, one not unlocked 403.
 */
export class ProfileAccessService {
  constructor(private readonly db: Database) {}

  /** Every profile call passes the gate: built once, prepared by name (decision 0044). */
  private actingStatement?: ReturnType<ProfileAccessService['prepareActing']>;

  private prepareActing() {
    return this.db
      .select({
        id: profiles.id,
        gender: profiles.gender,
        pinGated: sql<boolean>`(${profiles.pinHash} is not null and ${profiles.pinRequired})`,
        lockedUntil: profiles.pinLockedUntil,
        unlocked: sql<boolean>`(${profileUnlocks.sessionId} is not null)`,
      })
      .from(profiles)
      .leftJoin(
        profileUnlocks,
        and(
          eq(profileUnlocks.profileId, profiles.id),
          eq(profileUnlocks.sessionId, sql.placeholder('sessionId')),
        ),
      )
      .where(
        and(eq(profiles.id, sql.placeholder('profileId')), eq(profiles.userId, sql.placeholder('userId'))),
      )
      .limit(1)
      .prepare('profile_acting');
  }

  /** One indexed lookup: the account's profile joined with this session's unlock of it. */
  async acting(principal: SessionPrincipal, profileId: string, now = new Date()): Promise<OwnedProfile> {
    this.actingStatement ??= this.prepareActing();
    const [row] = await this.actingStatement.execute({
      profileId,
      userId: principal.userId,
      sessionId: principal.sessionId,
    });
    if (!row) throw new AppError(404, 'notFound');
    if (row.pinGated && !row.unlocked) {
      if (row.lockedUntil && row.lockedUntil > now) throw pinLocked(row.lockedUntil, now, 'profileLocked');
      throw new AppError(403, 'profilePinRequired');
    }
    return { id: row.id, gender: row.gender, pinGated: row.pinGated };
  }

  /** A right PIN (or a first PIN just set) unlocks the profile for the session. */
  async unlock(sessionId: string, profileId: string): Promise<void> {
    await this.db.insert(profileUnlocks).values({ sessionId, profileId }).onConflictDoNothing();
  }

  /** Ends every session's unlock of the profile (a lock), or every other session's (a PIN change). */
  async relock(profileId: string, exceptSessionId?: string): Promise<void> {
    await this.db
      .delete(profileUnlocks)
      .where(
        and(
          eq(profileUnlocks.profileId, profileId),
          exceptSessionId ? ne(profileUnlocks.sessionId, exceptSessionId) : undefined,
        ),
      );
  }
}

/**
 * 423 with the end of the lock: `pinLocked` from a PIN check, `profileLocked` from a call that
 * acts as the profile (so the app tells a PIN prompt's answer from a gate's).
 */
export function pinLocked(
  lockedUntil: Date,
  now: Date,
  reason: 'pinLocked' | 'profileLocked' = 'pinLocked',
): AppError {
  return new AppError(423, reason, {
    data: { lockedUntil: lockedUntil.toISOString() },
    headers: { 'Retry-After': String(Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)) },
  });
}
