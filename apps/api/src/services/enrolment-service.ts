import type { Enrolment, EnrolmentStatus, JoinClassBody, JoinClassResult } from '@academy/contract/catalogue';
import { canJoin, classStateOf } from '@academy/contract/class-state';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { classes, enrolments, profiles } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { verifySecret } from '../lib/passwords';
import { type CatalogueService, type ClassRow, seatsTakenSql } from './catalogue-service';

export type OwnedProfile = { id: string; gender: 'male' | 'female' | null };

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
    private readonly catalogue: CatalogueService,
  ) {}

  /** The caller's profile, or 404: another account's profile is never told apart from none. */
  async ownedProfile(userId: string, profileId: string): Promise<OwnedProfile> {
    const [profile] = await this.db
      .select({ id: profiles.id, gender: profiles.gender })
      .from(profiles)
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
      .limit(1);
    if (!profile) throw new AppError(404, 'notFound');
    return profile;
  }

  async enrolmentOf(profileId: string, classId: string): Promise<Enrolment | null> {
    const [row] = await this.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, classId)))
      .limit(1);
    return row ? toEnrolment(row) : null;
  }

  /**
   * Joins a class. The class row is locked (`select … for update`) while the seats are counted
   * and the enrolment is written, so concurrent joins never overbook: each waits for the one
   * before it and sees its seat taken.
   */
  async join(
    profile: OwnedProfile,
    classKey: string,
    body: JoinClassBody,
    now = () => new Date(),
  ): Promise<JoinClassResult> {
    const klass = await this.catalogue.classRow(classKey);
    await this.checkEligible(klass, profile, body.password, now());

    const status: EnrolmentStatus = klass.price === 0 ? 'active' : 'waiting_payment';
    try {
      const row = await this.db.transaction(async (tx) => {
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, klass.id)).for('update');
        // Counted in a statement of its own after the lock, so it sees every join committed before.
        const [seats] = await tx
          .select({ taken: seatsTakenSql })
          .from(classes)
          .where(eq(classes.id, klass.id));
        if (!seats) throw new AppError(404, 'notFound');
        const [existing] = await tx
          .select({ id: enrolments.id })
          .from(enrolments)
          .where(and(eq(enrolments.profileId, profile.id), eq(enrolments.classId, klass.id)));
        if (existing) throw new AppError(409, 'alreadyEnrolled');
        this.checkOpen(klass, seats.taken, now());
        const [inserted] = await tx
          .insert(enrolments)
          .values({ classId: klass.id, profileId: profile.id, status })
          .returning();
        return inserted;
      });
      if (!row) throw new AppError(500, 'internalError');
      return { ...toEnrolment(row), telegramUrl: row.status === 'active' ? klass.telegramUrl : null };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'alreadyEnrolled');
      throw error;
    }
  }

  /** Checks that need no lock: the state as it looks now, the gender rule and the password. */
  private async checkEligible(
    klass: ClassRow,
    profile: OwnedProfile,
    password: string | undefined,
    now: Date,
  ) {
    const [seats] = await this.db
      .select({ taken: seatsTakenSql })
      .from(classes)
      .where(eq(classes.id, klass.id));
    this.checkOpen(klass, seats?.taken ?? 0, now);
    const existing = await this.enrolmentOf(profile.id, klass.id);
    if (existing) throw new AppError(409, 'alreadyEnrolled');
    if (klass.gender !== 'all') {
      if (!profile.gender) throw new AppError(400, 'profileGenderRequired');
      if (profile.gender !== klass.gender) throw new AppError(403, 'classGenderRestricted');
    }
    if (klass.passwordHash) {
      if (!password) throw new AppError(403, 'classPasswordRequired');
      if (!(await verifySecret(klass.passwordHash, password))) throw new AppError(403, 'classPasswordWrong');
    }
  }

  private checkOpen(klass: ClassRow, taken: number, now: Date) {
    if (klass.archivedAt) throw new AppError(400, 'classRegistrationClosed');
    const state = classStateOf(klass, taken, now);
    if (state === 'full') throw new AppError(409, 'classFull');
    if (!canJoin(state)) throw new AppError(400, 'classRegistrationClosed', { data: { state } });
  }
}

export function toEnrolment(row: typeof enrolments.$inferSelect): Enrolment {
  return {
    classId: row.classId,
    profileId: row.profileId,
    status: row.status,
    enrolledAt: row.enrolledAt.toISOString(),
  };
}
