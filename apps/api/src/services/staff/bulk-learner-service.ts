import type {
  StaffBulkCertificateBody,
  StaffBulkOverrideBody,
  StaffBulkResult,
} from '@academy/contract/staff-bulk-work';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { assertTeaches } from '../catalogue/index';
import type { StaffCertificateService } from '../certificates/index';
import { eachLearner } from './each-learner';
import type { ExamOverrideService } from '../exams/index';
import { examForStaff } from '../exams/index';
import type { StaffActor } from './staff-resource-service';

/**
 * Bulk work on a class's learners beside enrolment (issue 25, item 4): an exam extended for each,
 * and the class's certificate issued to each who completed it. Each learner goes through the
 * single-learner operation staff use one at a time (its transaction, its checks, its audit row),
 * so a bulk change is exactly the sum of single ones. The exam or class is checked once first: a
 * teacher works only on the classes they teach (403 for the whole call).
 */
export class BulkLearnerService {
  constructor(
    private readonly db: Database,
    private readonly overrides: ExamOverrideService,
    private readonly certificates: StaffCertificateService,
  ) {}

  async extendExam(examId: string, body: StaffBulkOverrideBody, actor: StaffActor): Promise<StaffBulkResult> {
    await examForStaff(this.db, examId, actor);
    const { profileIds, ...extension } = body;
    return eachLearner(profileIds, async (profileId) => {
      await this.overrides.set({ ...extension, examId, profileId }, actor);
    });
  }

  /** Issues the class's certificate to each learner who completed the class; the others are named. */
  async issueCertificates(
    classId: string,
    body: StaffBulkCertificateBody,
    actor: StaffActor,
  ): Promise<StaffBulkResult> {
    const [klass] = await this.db
      .select({ teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, classId));
    if (!klass) throw new AppError(404, 'notFound');
    assertTeaches(actor, klass.teacherId);
    return eachLearner(body.profileIds, async (profileId) => {
      const item = { profileId, itemType: 'class' as const, itemId: classId };
      const standing = await this.certificates.standing(item, actor);
      if (!standing.complete) throw new AppError(409, 'certificateNotCompleted');
      await this.certificates.issue({ ...item, reason: body.reason }, actor);
    });
  }
}
