import { and, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, profileUnlocks, sessions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import { liveSessionOf, type SessionPrincipal } from '../accounts/index';

/** The profile a call acts as, once it passed the gate (`actingProfile`). */
export type OwnedProfile = {
  id: string;
  gender: 'male' | 'female' | null;
  /** Whether the profile is behind its PIN (a PIN is set and required), so it needed unlocking. */
  pinGated: boolean;
  /** What the exam PIN gate reads (decision 0073): the profile's exam PIN setting and PIN lock. */
  examPin: ExamPinGate;
};

/** Whether exam calls ask this profile's PIN, and whether this session entered it. */
export type ExamPinGate = {
  required: boolean;
  /** This session entered the profile's PIN (a PIN check, an exam start with it, a first PIN). */
  entered: boolean;
  lockedUntil: Date | null;
};

/**
 * The server-side PIN gate (decision 0014): a session may act as a profile of its account when
 * the profile has no PIN, does not require it, or was unlocked in this session by a right PIN
 * (or by setting its first PIN). A profile under a PIN lock answers 423, one not unlocked 403.
 */
export class ProfileAccessService {
  constructor(private readonly db: Database) {}

  /** Every profile call passes the gate: built once, prepared by name (decision 0044). */
  private statements?: ReturnType<ProfileAccessService['prepareGate']>;

  private prepareGate() {
    const gateColumns = {
      id: profiles.id,
      gender: profiles.gender,
      pinGated: pinGatedSql,
      lockedUntil: profiles.pinLockedUntil,
      unlocked: unlockedSql,
      examPinRequired: profiles.examPinRequired,
    };
    const profileId = sql.placeholder('profileId');
    return {
      // The account's profile joined with this session's unlock of it.
      acting: this.db
        .select(gateColumns)
        .from(profiles)
        .leftJoin(
          profileUnlocks,
          and(
            eq(profileUnlocks.profileId, profiles.id),
            eq(profileUnlocks.sessionId, sql.placeholder('sessionId')),
          ),
        )
        .where(and(eq(profiles.id, profileId), eq(profiles.userId, sql.placeholder('userId'))))
        .limit(1)
        .prepare('profile_acting'),
      // The same from the bearer token: its live session, then the profile as above.
      actingByToken: this.db
        .select({ userId: sessions.userId, sessionId: sessions.id, ...gateColumns })
        .from(sessions)
        .leftJoin(profiles, and(eq(profiles.id, profileId), eq(profiles.userId, sessions.userId)))
        .leftJoin(
          profileUnlocks,
          and(eq(profileUnlocks.profileId, profiles.id), eq(profileUnlocks.sessionId, sessions.id)),
        )
        .where(liveSessionOf(sql.placeholder('tokenHash')))
        .limit(1)
        .prepare('profile_acting_by_token'),
    };
  }

  private get gate() {
    return (this.statements ??= this.prepareGate());
  }

  /** One indexed lookup: the account's profile joined with this session's unlock of it. */
  async acting(principal: SessionPrincipal, profileId: string, now = new Date()): Promise<OwnedProfile> {
    const [row] = await this.gate.acting.execute({
      profileId,
      userId: principal.userId,
      sessionId: principal.sessionId,
    });
    return passGate(row, now);
  }

  /**
   * The live session of a bearer token and, when a profile is named, that profile's gate row, in
   * one statement; undefined for a token that is not live. `passGate` then decides the call.
   */
  async sessionWithGate(
    token: string,
    profileId: string | null,
  ): Promise<{ principal: SessionPrincipal; gate: GateRow } | undefined> {
    const [row] = await this.gate.actingByToken.execute({ tokenHash: sha256(token), profileId });
    if (!row) return undefined;
    const { userId, sessionId, ...gate } = row;
    return { principal: { userId, sessionId }, gate };
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

/** A profile behind its PIN (a PIN is set and required), and this session's unlock of it. */
const pinGatedSql = sql<boolean>`(${profiles.pinHash} is not null and ${profiles.pinRequired})`;
const unlockedSql = sql<boolean>`(${profileUnlocks.sessionId} is not null)`;

/**
 * The gate inside a hot write's own statement (decision 0170): one row when the live session of
 * `tokenHash` may act as `profileId` as `passGate` decides, with its account, whether this
 * session entered the profile's PIN and the profile's exam PIN setting (what `passExamPinGate`
 * reads); no row otherwise, and the caller then runs the full gate, which answers why.
 */
export const passingGateSql = (tokenHash: Placeholder | SQL, profileId: Placeholder | SQL) => sql`
  select ${sessions.userId} as user_id, ${profiles.id} as profile_id, ${unlockedSql} as pin_entered,
    ${profiles.examPinRequired} as exam_pin_required
  from ${sessions}
  join ${profiles} on ${profiles.id} = ${profileId} and ${profiles.userId} = ${sessions.userId}
  left join ${profileUnlocks}
    on ${profileUnlocks.profileId} = ${profiles.id} and ${profileUnlocks.sessionId} = ${sessions.id}
  where ${liveSessionOf(tokenHash)} and (${unlockedSql} or not ${pinGatedSql})`;

/** What the gate reads of a profile for a session (all null when the account has no such profile). */
export type GateRow = {
  id: string | null;
  gender: OwnedProfile['gender'];
  pinGated: boolean | null;
  lockedUntil: Date | null;
  unlocked: boolean | null;
  examPinRequired: boolean | null;
};

/** The gate itself: 404 for no such profile of the account, 423 while locked, 403 until unlocked. */
export function passGate(row: GateRow | undefined, now = new Date()): OwnedProfile {
  if (!row?.id) throw new AppError(404, 'notFound');
  if (row.pinGated && !row.unlocked) {
    if (row.lockedUntil && row.lockedUntil > now) throw pinLocked(row.lockedUntil, now, 'profileLocked');
    throw new AppError(403, 'profilePinRequired');
  }
  return {
    id: row.id,
    gender: row.gender,
    pinGated: Boolean(row.pinGated),
    examPin: {
      required: Boolean(row.examPinRequired),
      entered: Boolean(row.unlocked),
      lockedUntil: row.lockedUntil,
    },
  };
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
