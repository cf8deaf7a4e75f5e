import { certificateVariants } from '@academy/contract/certificates';
import { dataExportFileName, dataExportLimit } from '@academy/contract/data-rights';
import type { Language } from '@academy/contract/language';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { PassThrough, type Readable } from 'node:stream';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  activeDays,
  classes,
  courseCompletions,
  courseLastAccess,
  courses,
  enrolments,
  examAnswers,
  examAttempts,
  examOverrides,
  examQuestions,
  exams,
  outboxMessages,
  profileBadges,
  profilePurchases,
  profiles,
  sessions,
  staffAuditLog,
  transactionRefunds,
  transactionStatusHistory,
  transactions,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { noticeRecords } from './data-export-notices';
import type { AccountService } from '../accounts/index';
import type { CertificateService } from '../certificates/index';
import type { FailureCounterService } from '../accounts/index';
import type { RecitationService } from '../recitations/index';

/** One JSON file of the export: its name in the ZIP and what it holds. */
type ExportFile = { name: string; content: unknown };

/**
 * "Download my data" (decision 0090): everything the academy holds about an account and its
 * profiles (the inbox, settings and attendance too: data-export-notices.ts), as JSON files in a
 * ZIP, with each certificate's PDFs. Never a secret: no password,
 * PIN, token or code hash, no code and no code message's text. Behind the current password
 * (counted like every check of it) and `dataExportLimit` exports per 15 minutes.
 */
export class DataExportService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      accounts: AccountService;
      certificates: CertificateService;
      counters: FailureCounterService;
      recitations: RecitationService;
    },
  ) {}

  async export(
    userId: string,
    password: string,
    language: Language,
    now = new Date(),
  ): Promise<{ fileName: string; stream: Readable }> {
    await this.deps.accounts.confirmPassword(userId, password, 'password');
    await this.deps.counters.take(
      [{ key: `data-export:${userId}`, limit: dataExportLimit }],
      'tooManyDataExports',
    );
    const files = await this.records(userId, now);
    const profileIds = (files.find((file) => file.name === 'profiles.json')?.content as { id: string }[]).map(
      (profile) => profile.id,
    );
    const recordings = await this.deps.recitations.exportOf(profileIds);
    return {
      fileName: dataExportFileName(now),
      stream: this.zip(files, profileIds, language, recordings),
    };
  }

  /** Every record about the account, one JSON file per kind. */
  async records(userId: string, now: Date): Promise<ExportFile[]> {
    const [account] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!account) throw new AppError(404, 'notFound');
    const profileRows = await this.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .orderBy(asc(profiles.number));
    const ids = profileRows.map((profile) => profile.id);
    const ofProfiles = ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000'];

    const [
      enrolmentRows,
      completionRows,
      lastAccessRows,
      activeDayRows,
      purchaseRows,
      attemptRows,
      overrideRows,
      transactionRows,
      badgeRows,
      sessionRows,
      messageRows,
      auditRows,
    ] = await Promise.all([
      this.db
        .select({ enrolment: enrolments, classTitle: classes.title, classSlug: classes.slug })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(inArray(enrolments.profileId, ofProfiles))
        .orderBy(asc(enrolments.enrolledAt)),
      this.db
        .select({ completion: courseCompletions, courseTitle: courses.title })
        .from(courseCompletions)
        .innerJoin(courses, eq(courses.id, courseCompletions.courseId))
        .where(inArray(courseCompletions.profileId, ofProfiles))
        .orderBy(asc(courseCompletions.completedAt)),
      this.db.select().from(courseLastAccess).where(inArray(courseLastAccess.profileId, ofProfiles)),
      this.db
        .select()
        .from(activeDays)
        .where(inArray(activeDays.profileId, ofProfiles))
        .orderBy(asc(activeDays.day)),
      this.db.select().from(profilePurchases).where(inArray(profilePurchases.profileId, ofProfiles)),
      this.db
        .select({ attempt: examAttempts, examTitle: exams.title })
        .from(examAttempts)
        .innerJoin(exams, eq(exams.id, examAttempts.examId))
        .where(inArray(examAttempts.profileId, ofProfiles))
        .orderBy(asc(examAttempts.startedAt)),
      this.db.select().from(examOverrides).where(inArray(examOverrides.profileId, ofProfiles)),
      this.db
        .select()
        .from(transactions)
        .where(inArray(transactions.profileId, ofProfiles))
        .orderBy(asc(transactions.createdAt)),
      this.db.select().from(profileBadges).where(inArray(profileBadges.profileId, ofProfiles)),
      this.db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
      this.db
        .select({
          channel: outboxMessages.channel,
          to: outboxMessages.to,
          purpose: outboxMessages.purpose,
          createdAt: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .where(inArray(outboxMessages.to, [account.phoneNumber, account.email]))
        .orderBy(asc(outboxMessages.createdAt)),
      this.db
        .select()
        .from(staffAuditLog)
        .where(or(eq(staffAuditLog.resourceId, userId), inArray(staffAuditLog.resourceId, ofProfiles)))
        .orderBy(asc(staffAuditLog.createdAt)),
    ]);

    const attemptIds = attemptRows.map(({ attempt }) => attempt.id);
    const transactionIds = transactionRows.map((row) => row.id);
    const [answerRows, historyRows, refundRows] = await Promise.all([
      attemptIds.length === 0
        ? []
        : this.db
            .select({ answer: examAnswers, prompt: examQuestions.prompt, position: examQuestions.position })
            .from(examAnswers)
            .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.questionId))
            .where(inArray(examAnswers.attemptId, attemptIds))
            .orderBy(asc(examQuestions.position)),
      transactionIds.length === 0
        ? []
        : this.db
            .select()
            .from(transactionStatusHistory)
            .where(inArray(transactionStatusHistory.transactionId, transactionIds))
            .orderBy(asc(transactionStatusHistory.at)),
      transactionIds.length === 0
        ? []
        : this.db
            .select()
            .from(transactionRefunds)
            .where(inArray(transactionRefunds.transactionId, transactionIds))
            .orderBy(asc(transactionRefunds.createdAt)),
    ]);
    const certificateLists = await Promise.all(ids.map((id) => this.deps.certificates.list(id)));
    const notices = await noticeRecords(this.db, userId, ofProfiles);
    const recitationRows = await this.deps.recitations.exportOf(ids);

    return [
      {
        name: 'account.json',
        content: {
          exportedAt: now.toISOString(),
          id: account.id,
          fullName: account.fullName,
          gender: account.gender,
          phoneNumber: account.phoneNumber,
          email: account.email,
          verifiedAt: account.verifiedAt,
          preferredLanguage: account.preferredLanguage,
          role: account.role,
          createdAt: account.createdAt,
          updatedAt: account.updatedAt,
        },
      },
      {
        name: 'profiles.json',
        content: profileRows.map((profile) => ({
          id: profile.id,
          name: profile.name,
          gender: profile.gender,
          isMain: profile.isMain,
          number: profile.number,
          hasPin: profile.pinHash !== null,
          pinRequired: profile.pinRequired,
          examPinRequired: profile.examPinRequired,
          pinLockedUntil: profile.pinLockedUntil,
          address: {
            address: profile.address,
            city: profile.city,
            state: profile.state,
            postCode: profile.postCode,
            country: profile.country,
          },
          createdAt: profile.createdAt,
          updatedAt: profile.updatedAt,
        })),
      },
      {
        name: 'enrolments.json',
        content: enrolmentRows.map(({ enrolment, classTitle, classSlug }) => ({
          ...enrolment,
          classSlug,
          classTitle,
        })),
      },
      {
        name: 'progress.json',
        content: {
          completedCourses: completionRows.map(({ completion, courseTitle }) => ({
            ...completion,
            courseTitle,
          })),
          lastAccess: lastAccessRows,
          purchases: purchaseRows,
        },
      },
      { name: 'active-hours.json', content: activeDayRows },
      {
        name: 'exam-attempts.json',
        content: attemptRows.map(({ attempt, examTitle }) => ({
          ...attempt,
          examTitle,
          answers: answerRows
            .filter(({ answer }) => answer.attemptId === attempt.id)
            .map(({ answer, prompt, position }) => ({
              questionId: answer.questionId,
              position,
              prompt,
              value: answer.value,
              seq: answer.seq,
              savedAt: answer.savedAt,
              points: answer.points,
              feedback: answer.feedback,
            })),
        })),
      },
      { name: 'exam-extensions.json', content: overrideRows },
      {
        name: 'transactions.json',
        content: transactionRows.map((row) => ({
          id: row.id,
          orderId: row.orderId,
          profileId: row.profileId,
          item: { type: row.itemType, id: row.itemId, classId: row.itemClassId, title: row.itemTitle },
          orderName: row.orderName,
          price: row.price,
          fee: row.fee,
          totalPrice: row.totalPrice,
          paymentMethod: row.paymentMethod,
          status: row.status,
          gateway: row.gateway,
          gatewayTransactionId: row.gatewayTransactionId,
          gatewayCheckedAt: row.gatewayCheckedAt,
          fraudStatus: row.fraudStatus,
          qrString: row.qrString,
          expiresAt: row.expiresAt,
          paidAt: row.paidAt,
          paidAfterExpiry: row.paidAfterExpiry,
          createdAt: row.createdAt,
          statusHistory: historyRows
            .filter((history) => history.transactionId === row.id)
            .map(({ status, fraudStatus, source, at }) => ({ status, fraudStatus, source, at })),
          refunds: refundRows
            .filter((refund) => refund.transactionId === row.id)
            .map(({ amount, reason, state, actorName, createdAt }) => ({
              amount,
              reason,
              state,
              actorName,
              createdAt,
            })),
        })),
      },
      {
        name: 'certificates.json',
        content: certificateLists.flatMap((list, index) =>
          list.map((certificate) => ({ profileId: ids[index], ...certificate })),
        ),
      },
      { name: 'recitations.json', content: recitationRows.map(({ record }) => record) },
      { name: 'badges.json', content: badgeRows },
      { name: 'sessions.json', content: sessionRows },
      { name: 'messages.json', content: messageRows },
      ...notices,
      {
        name: 'staff-changes.json',
        content: auditRows.map(({ actorName, action, resource, resourceId, before, after, createdAt }) => ({
          actorName,
          action,
          resource,
          resourceId,
          before,
          after,
          createdAt,
        })),
      },
    ];
  }

  /**
   * The ZIP, streamed: the JSON files first, then each certificate's PDFs as they are made and each
   * recitation's audio read from the media store (both stored, not deflated again). A failure
   * after the first bytes ends the stream with an error.
   */
  private zip(
    files: ExportFile[],
    profileIds: string[],
    language: Language,
    recordings: { mediaKey: string; record: { audioFile: string } }[],
  ): Readable {
    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        out.destroy(error);
        return;
      }
      out.write(Buffer.from(chunk));
      if (final) out.end();
    });
    for (const file of files) {
      const entry = new ZipDeflate(file.name, { level: 6 });
      zip.add(entry);
      entry.push(Buffer.from(`${JSON.stringify(file.content, null, 2)}\n`), true);
    }
    void (async () => {
      try {
        for (const profileId of profileIds) {
          for (const certificate of await this.deps.certificates.list(profileId)) {
            for (const variant of certificateVariants) {
              const pdf = await this.deps.certificates.pdf(profileId, certificate.id, variant, language);
              const entry = new ZipPassThrough(`certificates/${pdf.fileName}`);
              zip.add(entry);
              entry.push(new Uint8Array(pdf.content), true);
            }
          }
        }
        for (const { mediaKey, record } of recordings) {
          const entry = new ZipPassThrough(record.audioFile);
          zip.add(entry);
          for await (const chunk of await this.deps.recitations.audioOf(mediaKey)) {
            entry.push(new Uint8Array(chunk as Buffer));
          }
          entry.push(new Uint8Array(0), true);
        }
        zip.end();
      } catch (error) {
        out.destroy(error as Error);
      }
    })();
    return out;
  }
}
