import type { EnrolmentStatus } from '@academy/contract/catalogue';
import type { Language } from '@academy/contract/language';
import { staffExportLimit } from '@academy/contract/paging';
import type {
  StaffEnrolmentFileQuery,
  StaffLearner,
  StaffLearnerFileQuery,
  StaffLearnerProfile,
  StaffLearnerQuery,
  StaffLearnerRow,
  StaffManualEnrolmentBody,
  StaffUnlockPinBody,
} from '@academy/contract/staff-learners';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { cancelPendingClassCharges } from './pending-class-charges';
import type { Database } from '../../db/database';
import {
  certificates,
  classes,
  enrolments,
  examAttempts,
  exams,
  kitab,
  profilePurchases,
  profiles,
  transactions,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { wordsOf } from '../../lib/translate';
import type { Table } from '../../lib/table-file';
import { toProfile } from '../accounts/index';
import { academyDayEnd, academyDayStart, type ActiveHoursService } from '../learning/index';
import type { EnrolmentService } from '../learning/index';
import type { PaymentService } from '../payments/index';
import type { ProgressService } from '../learning/index';
import type { StaffActor, StaffResourceService } from './staff-resource-service';
import { searchCondition } from './learner-search';

/** Days of active hours the learner page shows. */
const activeHoursDays = 30;

/**
 * Learners in the staff console (decisions 0054–0055). An admin reaches every learner account; a
 * teacher only accounts with a profile enrolled in a class they teach, and of those only what
 * belongs to their classes. Staff accounts are not learners and are not listed.
 */
export class StaffLearnerService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      staff: StaffResourceService;
      enrolments: EnrolmentService;
      progress: ProgressService;
      activeHours: ActiveHoursService;
      payments: Pick<PaymentService, 'cancel'>;
      /** Told when a best-effort follow-up (cancelling a QRIS charge) fails. */
      onFollowUpError: (error: unknown) => void;
    },
  ) {}

  /** `GET /staff/learners`: accounts whose name, a profile's name, phone number or e-mail match. */
  async search(
    query: StaffLearnerQuery,
    actor: StaffActor,
  ): Promise<{ items: StaffLearnerRow[]; total: number }> {
    const where = and(isNull(users.role), searchCondition(query.search), this.reach(actor));
    const rows = await this.accounts(where, query.size, (query.page - 1) * query.size);
    const [counted] = await this.db.select({ total: count() }).from(users).where(where);
    return {
      items: rows.map((row) => ({ ...accountOf(row), profiles: row.profiles })),
      total: counted?.total ?? 0,
    };
  }

  /**
   * `GET /staff/learners.csv|.xlsx`: the accounts the list's search finds (newest first, at most
   * `staffExportLimit`) with their contact details, gender and profiles; texts in `language`.
   */
  async table(query: StaffLearnerFileQuery, actor: StaffActor, language: Language): Promise<Table> {
    const where = and(isNull(users.role), searchCondition(query.search), this.reach(actor));
    const rows = await this.accounts(where, staffExportLimit, 0);
    const word = wordsOf(language);
    return {
      header: [
        word('Name', 'Nama'),
        word('Phone', 'Telepon'),
        'E-mail',
        word('Gender', 'Jenis kelamin'),
        word('Profiles', 'Profil'),
        word('Verified', 'Terverifikasi'),
        word('Registered (WIB)', 'Terdaftar (WIB)'),
      ],
      rows: rows.map((row) => [
        row.fullName,
        row.phoneNumber,
        row.email,
        row.gender && (row.gender === 'male' ? word('male', 'laki-laki') : word('female', 'perempuan')),
        row.profiles.map((profile) => profile.name).join('; '),
        row.verifiedAt !== null,
        row.createdAt,
      ]),
    };
  }

  /**
   * `GET /staff/enrolments.csv|.xlsx`: enrolments across the classes the actor sees (a teacher the
   * classes they teach), of the accounts the search finds, filtered by class, status and the days
   * they were made (newest first, at most `staffExportLimit`), with the learners' names and
   * contact details and the payment that granted the seat, if any.
   */
  async enrolmentTable(
    query: StaffEnrolmentFileQuery,
    actor: StaffActor,
    language: Language,
  ): Promise<Table> {
    const rows = await this.db
      .select({
        profileName: profiles.name,
        accountName: users.fullName,
        phoneNumber: users.phoneNumber,
        email: users.email,
        classTitle: classes.title,
        status: enrolments.status,
        enrolledAt: enrolments.enrolledAt,
        paymentMethod: transactions.paymentMethod,
        amount: transactions.totalPrice,
      })
      .from(enrolments)
      .innerJoin(profiles, eq(profiles.id, enrolments.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .leftJoin(
        profilePurchases,
        and(
          eq(profilePurchases.profileId, enrolments.profileId),
          eq(profilePurchases.itemType, 'class'),
          eq(profilePurchases.itemId, enrolments.classId),
        ),
      )
      .leftJoin(transactions, eq(transactions.id, profilePurchases.transactionId))
      .where(
        and(
          isNull(users.role),
          this.taught(actor),
          searchCondition(query.search),
          query.classId ? eq(enrolments.classId, query.classId) : undefined,
          query.status ? eq(enrolments.status, query.status) : undefined,
          query.from ? gte(enrolments.enrolledAt, academyDayStart(query.from)) : undefined,
          query.to ? lt(enrolments.enrolledAt, academyDayEnd(query.to)) : undefined,
        ),
      )
      .orderBy(desc(enrolments.enrolledAt), asc(enrolments.id))
      .limit(staffExportLimit);
    const word = wordsOf(language);
    const statusWords = {
      active: word('active', 'aktif'),
      waiting_payment: word('waiting for payment', 'menunggu pembayaran'),
      suspended: word('suspended', 'ditangguhkan'),
    } as const satisfies Record<EnrolmentStatus, string>;
    return {
      header: [
        word('Learner', 'Peserta'),
        word('Account', 'Akun'),
        word('Phone', 'Telepon'),
        'E-mail',
        word('Class', 'Kelas'),
        'Status',
        word('Enrolled (WIB)', 'Terdaftar (WIB)'),
        word('Payment method', 'Metode pembayaran'),
        word('Amount (Rp)', 'Jumlah (Rp)'),
      ],
      rows: rows.map((row) => [
        row.profileName,
        row.accountName,
        row.phoneNumber,
        row.email,
        row.classTitle[language],
        statusWords[row.status],
        row.enrolledAt,
        row.paymentMethod,
        row.amount,
      ]),
    };
  }

  /** Learner accounts (newest first) with their profiles (id and name), main first. */
  private accounts(where: SQL | undefined, limit: number, offset: number) {
    return this.db
      .select({
        id: users.id,
        fullName: users.fullName,
        phoneNumber: users.phoneNumber,
        email: users.email,
        gender: users.gender,
        verifiedAt: users.verifiedAt,
        createdAt: users.createdAt,
        // Spelled out: in a one-table select Drizzle leaves columns unqualified, and "id" would be the profile's.
        profiles: sql<
          Array<{ id: string; name: string }>
        >`coalesce((select json_agg(json_build_object('id', "p"."id", 'name', "p"."name") order by "p"."number") from "profiles" as "p" where "p"."user_id" = "users"."id"), '[]'::json)`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(limit)
      .offset(offset);
  }

  /** `GET /staff/learners/{userId}`: the account, its profiles and their study (404 out of reach). */
  async get(userId: string, actor: StaffActor): Promise<StaffLearner> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.role), this.reach(actor)));
    if (!user) throw new AppError(404, 'notFound');
    const scope = await this.classScope(actor);
    const rows = await this.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .orderBy(asc(profiles.number));
    return {
      ...accountOf(user),
      profiles: await Promise.all(rows.map((row) => this.profileView(row, scope))),
    };
  }

  /**
   * Lifts a PIN lock (five wrong PINs): the count starts afresh and the learner may enter the PIN
   * again. One conditional statement, so of two staff members unlocking at once one does it and
   * the other is told it is not locked (409).
   */
  async unlockPin(userId: string, profileId: string, body: StaffUnlockPinBody, actor: StaffActor) {
    await this.reachableProfile(userId, profileId, actor);
    const now = new Date();
    const [before] = await this.db
      .select({ failedAttempts: profiles.pinFailedAttempts, lockedUntil: profiles.pinLockedUntil })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    await this.db.transaction(async (tx) => {
      const [unlocked] = await tx
        .update(profiles)
        .set({ pinFailedAttempts: 0, pinLockedUntil: null, updatedAt: now })
        .where(and(eq(profiles.id, profileId), gt(profiles.pinLockedUntil, now)))
        .returning({ id: profiles.id });
      if (!unlocked) throw new AppError(409, 'pinNotLocked');
      await this.deps.staff.record(
        actor,
        'update',
        'profile-pin',
        profileId,
        {
          userId,
          profileId,
          unlocked: true,
          lockedUntil: before?.lockedUntil?.toISOString() ?? null,
          reason: body.reason,
        },
        tx,
      );
    });
    return this.get(userId, actor);
  }

  /**
   * Enrols a profile by hand (for example paid in cash): active at once, bypassing price and join
   * password; a teacher only into a class they teach (403). A priced class is recorded as held
   * without a transaction, as a payment would grant it.
   */
  async enrol(userId: string, profileId: string, body: StaffManualEnrolmentBody, actor: StaffActor) {
    const profile = await this.reachableProfile(userId, profileId, actor);
    const [target] = await this.db
      .select({ teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, body.classId));
    if (!target) throw new AppError(404, 'notFound');
    if (actor.role !== 'admin' && (!actor.teacherId || target.teacherId !== actor.teacherId)) {
      throw new AppError(403, 'forbidden');
    }
    await this.db.transaction(async (tx) => {
      const { klass, previous } = await this.deps.enrolments.enrolByStaff(
        tx,
        body.classId,
        profile,
        new Date(),
      );
      if (klass.price > 0) {
        await tx
          .insert(profilePurchases)
          .values({ profileId, itemType: 'class', itemId: body.classId, transactionId: null })
          .onConflictDoNothing();
      }
      await this.deps.staff.record(
        actor,
        'create',
        'enrolments',
        `${profileId}:${body.classId}`,
        {
          userId,
          profileId,
          classId: body.classId,
          status: 'active',
          previousStatus: previous,
          reason: body.reason,
        },
        tx,
      );
    });
    await cancelPendingClassCharges(
      this.db,
      this.deps.payments,
      this.deps.onFollowUpError,
      profileId,
      body.classId,
    );
    return this.get(userId, actor);
  }

  /** A teacher reaches accounts with a profile in a class they teach; an admin every account. */
  private reach(actor: StaffActor): SQL | undefined {
    if (actor.role === 'admin') return undefined;
    if (!actor.teacherId) return sql`false`;
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(enrolments)
        .innerJoin(profiles, eq(profiles.id, enrolments.profileId))
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(and(eq(profiles.userId, users.id), eq(classes.teacherId, actor.teacherId))),
    );
  }

  /** Rows of the classes the actor teaches (joined as `classes`); every class for an admin. */
  private taught(actor: StaffActor): SQL | undefined {
    if (actor.role === 'admin') return undefined;
    return actor.teacherId ? eq(classes.teacherId, actor.teacherId) : sql`false`;
  }

  /** The classes whose records the actor sees: null for every class (an admin). */
  private async classScope(actor: StaffActor): Promise<string[] | null> {
    if (actor.role === 'admin') return null;
    if (!actor.teacherId) return [];
    const rows = await this.db
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.teacherId, actor.teacherId));
    return rows.map((row) => row.id);
  }

  /** A profile of a reachable account (404 otherwise, whoever asks). */
  private async reachableProfile(userId: string, profileId: string, actor: StaffActor) {
    const [row] = await this.db
      .select({ id: profiles.id, gender: profiles.gender })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.id, profileId), eq(users.id, userId), isNull(users.role), this.reach(actor)));
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  private async profileView(
    row: typeof profiles.$inferSelect,
    scope: string[] | null,
  ): Promise<StaffLearnerProfile> {
    const inScope = (column: Parameters<typeof inArray>[0]) =>
      scope === null ? undefined : scope.length ? inArray(column, scope) : sql`false`;
    const profileId = row.id;
    const [enrolled, bought, attempts, paid, held, activeHours] = await Promise.all([
      this.db
        .select({ enrolment: enrolments, slug: classes.slug, title: classes.title })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(and(eq(enrolments.profileId, profileId), inScope(enrolments.classId)))
        .orderBy(desc(enrolments.enrolledAt)),
      this.db
        .select({ kitabId: kitab.id })
        .from(profilePurchases)
        .innerJoin(kitab, eq(kitab.id, profilePurchases.itemId))
        .where(
          and(
            eq(profilePurchases.profileId, profileId),
            eq(profilePurchases.itemType, 'kitab'),
            inScope(kitab.classId),
          ),
        ),
      this.db
        .select({ attempt: examAttempts, examTitle: exams.title })
        .from(examAttempts)
        .innerJoin(exams, eq(exams.id, examAttempts.examId))
        .innerJoin(kitab, eq(kitab.id, exams.kitabId))
        .where(and(eq(examAttempts.profileId, profileId), inScope(kitab.classId)))
        .orderBy(desc(examAttempts.startedAt)),
      this.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.profileId, profileId), inScope(transactions.itemClassId)))
        .orderBy(desc(transactions.createdAt)),
      this.db
        .select({ certificate: certificates })
        .from(certificates)
        .leftJoin(kitab, and(eq(certificates.itemType, 'kitab'), eq(kitab.id, certificates.itemId)))
        .where(
          and(
            eq(certificates.profileId, profileId),
            scope === null
              ? undefined
              : or(
                  and(eq(certificates.itemType, 'class'), inScope(certificates.itemId)),
                  inScope(kitab.classId),
                ),
          ),
        )
        .orderBy(desc(certificates.issuedAt)),
      this.deps.activeHours.summary(profileId, activeHoursDays),
    ]);
    const progress = await this.deps.progress.kitabProgress(profileId, {
      classIds: enrolled.map((entry) => entry.enrolment.classId),
      kitabIds: bought.map((entry) => entry.kitabId),
    });
    const lockedUntil = row.pinLockedUntil && row.pinLockedUntil > new Date() ? row.pinLockedUntil : null;
    return {
      ...toProfile(row),
      pinLockedUntil: lockedUntil?.toISOString() ?? null,
      enrolments: enrolled.map(({ enrolment, slug, title }) => ({
        classId: enrolment.classId,
        classSlug: slug,
        classTitle: title,
        status: enrolment.status,
        enrolledAt: enrolment.enrolledAt.toISOString(),
      })),
      progress,
      activeHours,
      attempts: attempts.map(({ attempt, examTitle }) => ({
        id: attempt.id,
        examId: attempt.examId,
        examTitle,
        number: attempt.number,
        status: attempt.status,
        startedAt: attempt.startedAt.toISOString(),
        submittedAt: attempt.submittedAt?.toISOString() ?? null,
        score: attempt.score,
        maxScore: attempt.maxScore,
        passed: attempt.passed,
        needsGrading: attempt.status === 'submitted',
      })),
      transactions: paid.map((transaction) => ({
        id: transaction.id,
        orderId: transaction.orderId,
        itemType: transaction.itemType,
        itemTitle: transaction.itemTitle,
        totalPrice: transaction.totalPrice,
        status: transaction.status,
        createdAt: transaction.createdAt.toISOString(),
        paymentMethod: transaction.paymentMethod,
        receipt: transaction.gatewayTransactionId,
      })),
      certificates: held.map(({ certificate }) => ({
        id: certificate.id,
        number: certificate.number,
        itemType: certificate.itemType,
        title: certificate.title,
        status: certificate.status,
        issuedAt: certificate.issuedAt.toISOString(),
      })),
    };
  }
}

/** The account's own fields staff see (never its password hash). */
function accountOf(
  user: Pick<
    typeof users.$inferSelect,
    'id' | 'fullName' | 'phoneNumber' | 'email' | 'verifiedAt' | 'createdAt'
  >,
) {
  return {
    userId: user.id,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    email: user.email,
    verified: user.verifiedAt !== null,
    registeredAt: user.createdAt.toISOString(),
  };
}
