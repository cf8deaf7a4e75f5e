import { announcementChannels } from '@academy/contract/meetings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examAttempts, exams } from '../../db/schema/index';
import type { CertificateRow } from '../certificates/index';
import type { AttemptGradedEvent } from '../exams/index';
import { scoreOf } from '../exams/index';
import { appLinks } from '../meetings/index';
import { outcomeTexts } from './notification-texts';
import type { NotificationService } from './notification-service';

/**
 * Tells a learner of an outcome (decisions §9): an exam attempt's grade released (`gradeReleased`,
 * once per attempt) and a certificate issued (`certificateIssued`, once per certificate), in the
 * inbox and by the channels and kinds the account allows.
 */
export class OutcomeNotices {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationService,
  ) {}

  async examGraded(event: AttemptGradedEvent): Promise<void> {
    const [row] = await this.db
      .select({
        title: exams.title,
        kitabId: exams.kitabId,
        passMark: exams.passMark,
        score: examAttempts.score,
        maxScore: examAttempts.maxScore,
      })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(eq(examAttempts.id, event.attemptId));
    if (!row) return;
    const { percent } = scoreOf(row.score ?? 0, row.maxScore ?? 0, row.passMark);
    await this.notifications.notify({
      profileId: event.profileId,
      kind: 'gradeReleased',
      eventKey: `exam-graded:${event.attemptId}`,
      ...outcomeTexts.gradeReleased({ title: row.title, percent, passed: event.passed }),
      url: appLinks.exam(row.kitabId, event.examId),
      channels: announcementChannels,
    });
  }

  async certificateIssued(certificate: CertificateRow): Promise<void> {
    await this.notifications.notify({
      profileId: certificate.profileId,
      kind: 'certificateIssued',
      eventKey: `certificate:${certificate.id}`,
      ...outcomeTexts.certificateIssued({ title: certificate.title, number: certificate.number }),
      url: appLinks.certificate(certificate.code),
      channels: announcementChannels,
    });
  }
}
