import type {
  StaffBulkEnrolmentBody,
  StaffBulkEnrolmentResult,
} from '@academy/contract/staff-bulk-enrolments';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { classes, enrolments, profilePurchases, profiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { EnrolmentService, OwnedProfile } from '../learning/index';
import type { PaymentService } from '../payments/index';
import { writeAudit } from '../audit/index';
import { eachLearner } from './each-learner';
import { cancelPendingClassCharges } from './pending-class-charges';
import type { StaffActor } from './staff-resource-service';

type Outcome = { previous: string | null; status: string | null };

/**
 * Enrols, unenrols or suspends many profiles of one class (api-contract "Staff console, part
 * 3"). Each learner is done in a database transaction of their own with their audit row, so one
 * refusal (a full class, a learner not enrolled) leaves the others done and that learner as they
 * were. An admin works on any class, a teacher on the classes they teach.
 */
export class BulkEnrolmentService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      enrolments: EnrolmentService;
      payments: PaymentService;
      onFollowUpError: (error: unknown) => void;
    },
  ) {}

  async apply(
    classId: string,
    body: StaffBulkEnrolmentBody,
    actor: StaffActor,
  ): Promise<StaffBulkEnrolmentResult> {
    const klass = await this.classFor(classId, actor);

    const { results } = await eachLearner(body.profileIds, (profileId) =>
      this.db.transaction(async (tx) => {
        const outcome = await this.one(tx, classId, klass.price, profileId, body.action);
        await writeAudit(
          tx,
          actor,
          body.action === 'enrol' ? 'create' : body.action === 'unenrol' ? 'delete' : 'update',
          'enrolments',
          `${profileId}:${classId}`,
          outcome.previous ? { profileId, classId, status: outcome.previous } : null,
          {
            profileId,
            classId,
            status: outcome.status,
            action: body.action,
            reason: body.reason,
            bulk: true,
          },
        );
      }),
    );
    // A QRIS charge still open for the class would grant it again once paid: cancelled, best effort.
    if (body.action !== 'enrol')
      for (const result of results.filter((r) => r.ok))
        await cancelPendingClassCharges(
          this.db,
          this.deps.payments,
          this.deps.onFollowUpError,
          result.profileId,
          classId,
        );
    return { results };
  }

  /** The class staff work on: 404 unknown, 403 for a teacher who does not teach it. */
  async classFor(classId: string, actor: StaffActor) {
    const [klass] = await this.db
      .select({ teacherId: classes.teacherId, price: classes.price, title: classes.title })
      .from(classes)
      .where(eq(classes.id, classId));
    if (!klass) throw new AppError(404, 'notFound');
    if (actor.role !== 'admin' && (!actor.teacherId || klass.teacherId !== actor.teacherId))
      throw new AppError(403, 'forbidden');
    return klass;
  }

  /**
   * Enrols a profile as staff's manual enrolment does, in the caller's transaction: free of
   * charge (a priced class stays open to the profile as if bought), the class's gender and
   * capacity rules holding. Answers the enrolment's status before.
   */
  async enrol(tx: Transaction, classId: string, price: number, profile: Pick<OwnedProfile, 'id' | 'gender'>) {
    const { previous } = await this.deps.enrolments.enrolByStaff(tx, classId, profile, new Date());
    if (price > 0)
      await tx
        .insert(profilePurchases)
        .values({ profileId: profile.id, itemType: 'class', itemId: classId, transactionId: null })
        .onConflictDoNothing();
    return previous;
  }

  private async one(
    tx: Transaction,
    classId: string,
    price: number,
    profileId: string,
    action: StaffBulkEnrolmentBody['action'],
  ): Promise<Outcome> {
    const [profile] = await tx
      .select({ id: profiles.id, gender: profiles.gender })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    if (!profile) throw new AppError(404, 'notFound');
    const mine = and(eq(enrolments.profileId, profileId), eq(enrolments.classId, classId));
    if (action === 'enrol') {
      return { previous: await this.enrol(tx, classId, price, profile), status: 'active' };
    }
    const [existing] = await tx
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(mine)
      .for('update');
    if (!existing) throw new AppError(409, 'notEnrolled');
    if (action === 'suspend') {
      if (existing.status === 'suspended') throw new AppError(409, 'enrolmentAlreadySuspended');
      await tx.update(enrolments).set({ status: 'suspended' }).where(mine);
      return { previous: existing.status, status: 'suspended' };
    }
    // Unenrolled: the class (and a class bought, which opened it) closes; payments stay on record.
    await tx.delete(enrolments).where(mine);
    await tx
      .delete(profilePurchases)
      .where(
        and(
          eq(profilePurchases.profileId, profileId),
          eq(profilePurchases.itemType, 'class'),
          eq(profilePurchases.itemId, classId),
        ),
      );
    return { previous: existing.status, status: null };
  }
}
