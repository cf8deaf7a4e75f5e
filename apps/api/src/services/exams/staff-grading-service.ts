import type { AttemptResult } from '@academy/contract/exam';
import type {
  StaffExamAttempt,
  StaffExamOverride,
  StaffGradedAnswer,
  StaffGradesBody,
} from '@academy/contract/staff-grading';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  classes,
  examAnswers,
  examAttempts,
  examOverrides,
  exams,
  kitab,
  profiles,
} from '../../db/schema/index';
import type { MessageKey } from '@academy/contract/messages';
import { AppError } from '../../lib/app-error';
import type { ExamService } from './exam-service';
import { questionRows, questionsOfAttempt, type AttemptRow } from './exam-rows';
import type { AuditTrail, StaffActor } from '../audit/index';
import { taughtBy } from '../catalogue/index';

/** Why a regrade revoked a certificate, in the academy's languages (staff and learners read it). */
const regradeReason = {
  id: 'Penilaian ulang: ujian tidak lagi lulus',
  en: 'Regraded: the exam is no longer passed',
};

/** The kinds staff grade; the choice kinds are graded automatically and stay read-only. */
const gradedByStaff = new Set(['essay', 'short_answer']);

/** An answer waits for staff while it has no points. */
const waitingAnswer = sql`exists (select 1 from ${examAnswers} where ${examAnswers.attemptId} = ${examAttempts.id} and ${examAnswers.points} is null)`;

/** The exam's class and title, or 404; 403 when a teacher does not teach its class. */
export async function examForStaff(db: Database, examId: string, actor: StaffActor) {
  const [row] = await db
    .select({ exam: exams, classId: classes.id, teacherId: classes.teacherId, classTitle: classes.title })
    .from(exams)
    .innerJoin(kitab, eq(kitab.id, exams.kitabId))
    .innerJoin(classes, eq(classes.id, kitab.classId))
    .where(eq(exams.id, examId));
  if (!row) throw new AppError(404, 'notFound');
  if (actor.role !== 'admin' && (!actor.teacherId || row.teacherId !== actor.teacherId)) {
    throw new AppError(403, 'forbidden');
  }
  return row;
}

export type OverrideRow = typeof examOverrides.$inferSelect;

export function toOverrideView(row: OverrideRow, profileName: string): StaffExamOverride {
  return {
    id: row.id,
    examId: row.examId,
    profileId: row.profileId,
    profileName,
    extraAttempts: row.extraAttempts,
    closesAt: row.closesAt?.toISOString() ?? null,
    extraMinutes: row.extraMinutes,
    reason: row.reason,
    createdByName: row.createdByName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const percentOf = (score: number, maxScore: number) =>
  maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore);

/**
 * What a regrade needs of certificates: they own the completion rule and take back what a lost
 * pass no longer earns (exams say what they need; certificates, which build on exams, provide it).
 */
export interface UnearnedCertificates {
  revokeUnearned(
    tx: Database,
    profileId: string,
    items: { type: 'class' | 'kitab'; id: string }[],
    by: { userId: string | null; name: string; reason?: string },
  ): Promise<
    {
      id: string;
      number: string;
      profileId: string;
      learnerName: string;
      itemType: string;
      itemId: string;
      status: string;
    }[]
  >;
}

/**
 * Staff grading (issue 14): the queue of finished attempts with essays or short answers, one
 * attempt with every answer, and grades with feedback. A grade goes through
 * `ExamService.gradeAttempt`, so the score, pass, badges and certificates follow at once.
 */
export class StaffGradingService {
  constructor(
    private readonly db: Database,
    private readonly exams: ExamService,
    private readonly staff: AuditTrail,
    private readonly certificates: UnearnedCertificates,
  ) {}

  /**
   * Finished attempts, oldest waiting first in the queue (`needsGrading`), newest first
   * otherwise; each with its essay and short-answer questions.
   */
  async list(
    query: { needsGrading: boolean; examId?: string | undefined; page: number; size: number },
    actor: StaffActor,
  ) {
    if (query.examId) await examForStaff(this.db, query.examId, actor);
    const where = and(
      ne(examAttempts.status, 'in_progress'),
      query.examId ? eq(examAttempts.examId, query.examId) : undefined,
      query.needsGrading ? waitingAnswer : undefined,
      taughtBy(actor),
    );
    const base = this.db
      .select({ attempt: examAttempts })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(where);
    const rows = await base
      .orderBy(
        query.needsGrading ? asc(examAttempts.submittedAt) : desc(examAttempts.submittedAt),
        asc(examAttempts.id),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const total = await this.countAttempts(where);
    const items = await this.views(
      rows.map((row) => row.attempt),
      (answer) => gradedByStaff.has(answer.kind),
    );
    return { items, total };
  }

  /** How many finished attempts wait for a grade (the queue's length), of the staff member's classes. */
  waitingCount(actor: StaffActor): Promise<number> {
    return this.countAttempts(and(ne(examAttempts.status, 'in_progress'), waitingAnswer, taughtBy(actor)));
  }

  private async countAttempts(where: SQL | undefined): Promise<number> {
    const [counted] = await this.db
      .select({ total: count() })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(where);
    return counted?.total ?? 0;
  }

  /** One finished attempt with every question (404 unknown or running, 403 another teacher's class). */
  async attempt(attemptId: string, actor: StaffActor): Promise<StaffExamAttempt> {
    const { row } = await this.finishedAttempt(attemptId, actor);
    const [view] = await this.views([row], () => true);
    if (!view) throw new AppError(404, 'notFound');
    return view;
  }

  /**
   * Writes points and feedback of essays and short answers (0 to the question's points), then
   * grades the attempt in the same transaction and audits before and after. Regrading is allowed.
   */
  async grade(attemptId: string, body: StaffGradesBody, actor: StaffActor): Promise<StaffExamAttempt> {
    const { row, place } = await this.finishedAttempt(attemptId, actor, true);
    const { questions } = await questionRows(this.db, [row.examId], [row.id]);
    const errorList: { field: string; message: MessageKey }[] = [];
    const seen = new Set<string>();
    body.grades.forEach((grade, index) => {
      const question = questions.find(
        (entry) => entry.id === grade.questionId && entry.examId === row.examId,
      );
      if (!question || seen.has(grade.questionId)) {
        errorList.push({ field: `grades.${index}.questionId`, message: 'gradingQuestionUnknown' });
      } else if (!gradedByStaff.has(question.kind)) {
        errorList.push({ field: `grades.${index}.questionId`, message: 'gradingAutomatic' });
      } else if (grade.points > question.points) {
        errorList.push({ field: `grades.${index}.points`, message: 'gradingPointsBeyond' });
      }
      seen.add(grade.questionId);
    });
    if (errorList.length > 0) throw new AppError(400, 'validationFailed', { errorList });

    let before: (ReturnType<typeof resultOf> & { answers: unknown }) | undefined;
    await this.exams.gradeAttempt(attemptId, {
      change: async (tx, locked) => {
        const stored = await tx
          .select({
            questionId: examAnswers.questionId,
            points: examAnswers.points,
            feedback: examAnswers.feedback,
          })
          .from(examAnswers)
          .where(
            and(
              eq(examAnswers.attemptId, attemptId),
              inArray(
                examAnswers.questionId,
                body.grades.map((grade) => grade.questionId),
              ),
            ),
          );
        const missing = body.grades.findIndex(
          (grade) => !stored.some((answer) => answer.questionId === grade.questionId),
        );
        if (missing >= 0) {
          throw new AppError(400, 'validationFailed', {
            errorList: [{ field: `grades.${missing}.questionId`, message: 'gradingNoAnswer' }],
          });
        }
        before = { ...resultOf(locked), answers: stored };
        const payload = body.grades.map((grade) => ({
          question_id: grade.questionId,
          points: grade.points,
          feedback: grade.feedback?.trim() ? grade.feedback.trim() : null,
        }));
        await tx.execute(sql`
          update exam_answers set points = graded.points, feedback = graded.feedback
          from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
            as graded(question_id uuid, points integer, feedback text)
          where exam_answers.attempt_id = ${attemptId} and exam_answers.question_id = graded.question_id`);
      },
      record: async (tx, result: AttemptResult) => {
        const answers = body.grades.map((grade) => ({
          questionId: grade.questionId,
          points: grade.points,
          feedback: grade.feedback?.trim() ? grade.feedback.trim() : null,
        }));
        await this.staff.audit(tx, actor, 'update', 'exam-attempts', attemptId, before, {
          status: result.status,
          score: result.score,
          maxScore: result.maxScore,
          passed: result.passed,
          answers,
        });
        if (before?.passed && !result.passed) {
          await this.revokeUnearned(tx, row, place, actor);
        }
      },
    });
    return this.attempt(attemptId, actor);
  }

  /**
   * A regrade that took a pass away revokes the certificates that pass had earned (the exam's
   * class, or its kitab bought on its own) unless another passed attempt still earns them; each
   * revocation is audited in the regrade's transaction, and the learner sees it revoked at once.
   */
  private async revokeUnearned(
    tx: Database,
    attempt: AttemptRow,
    place: Awaited<ReturnType<typeof examForStaff>>,
    actor: StaffActor,
  ) {
    const reason = `${regradeReason.id} / ${regradeReason.en}: ${place.exam.title.id}`;
    const revoked = await this.certificates.revokeUnearned(
      tx,
      attempt.profileId,
      [
        { type: 'class', id: place.classId },
        { type: 'kitab', id: place.exam.kitabId },
      ],
      { userId: actor.userId, name: actor.fullName, reason },
    );
    for (const certificate of revoked) {
      await this.staff.audit(tx, actor, 'revoke', 'certificates', certificate.id, null, {
        number: certificate.number,
        profileId: certificate.profileId,
        learnerName: certificate.learnerName,
        item: { type: certificate.itemType, id: certificate.itemId },
        status: certificate.status,
        reason,
        attemptId: attempt.id,
      });
    }
  }

  /** A finished attempt staff may see (404 unknown, 403 another teacher's class; 409 running when grading). */
  private async finishedAttempt(attemptId: string, actor: StaffActor, grading = false) {
    const [row] = await this.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    if (!row) throw new AppError(404, 'notFound');
    const place = await examForStaff(this.db, row.examId, actor);
    if (row.status === 'in_progress') {
      if (grading) throw new AppError(409, 'gradingNotSubmitted');
      throw new AppError(404, 'notFound');
    }
    return { row, place };
  }

  /** Staff views of attempts, each with the questions `include` keeps. */
  private async views(
    rows: AttemptRow[],
    include: (answer: StaffGradedAnswer) => boolean,
  ): Promise<StaffExamAttempt[]> {
    if (rows.length === 0) return [];
    const examIds = [...new Set(rows.map((row) => row.examId))];
    const attemptIds = rows.map((row) => row.id);
    const profileIds = [...new Set(rows.map((row) => row.profileId))];
    const examRows = await this.db
      .select({ exam: exams, classTitle: classes.title })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(inArray(exams.id, examIds));
    const { questions, options } = await questionRows(this.db, examIds, attemptIds);
    const answers = await this.db
      .select()
      .from(examAnswers)
      .where(inArray(examAnswers.attemptId, attemptIds));
    const names = await this.db
      .select({ id: profiles.id, name: profiles.name })
      .from(profiles)
      .where(inArray(profiles.id, profileIds));
    const overrides = await this.db
      .select()
      .from(examOverrides)
      .where(
        or(
          ...rows.map((row) =>
            and(eq(examOverrides.examId, row.examId), eq(examOverrides.profileId, row.profileId)),
          ),
        ),
      );
    return rows.flatMap((row) => {
      const found = examRows.find((entry) => entry.exam.id === row.examId);
      if (!found) return [];
      const { exam, classTitle } = found;
      const profileName = names.find((entry) => entry.id === row.profileId)?.name ?? '';
      const override = overrides.find(
        (entry) => entry.examId === row.examId && entry.profileId === row.profileId,
      );
      const own = answers.filter((answer) => answer.attemptId === row.id);
      const all = questionsOfAttempt(questions, row).map((question): StaffGradedAnswer => {
        const answer = own.find((entry) => entry.questionId === question.id);
        const choice = question.kind === 'single_choice' || question.kind === 'multiple_choice';
        return {
          questionId: question.id,
          position: question.position,
          kind: question.kind,
          prompt: question.prompt,
          direction: question.direction,
          maxPoints: question.points,
          ...(choice
            ? {
                options: options
                  .filter((option) => option.questionId === question.id)
                  .map((option) => ({ id: option.id, text: option.text, correct: option.correct })),
              }
            : {}),
          ...(question.kind === 'short_answer' ? { acceptedAnswers: question.acceptedAnswers } : {}),
          answer: answer?.value ?? null,
          points: answer ? answer.points : 0,
          feedback: answer?.feedback ?? null,
          gradable: Boolean(answer) && gradedByStaff.has(question.kind),
        };
      });
      return [
        {
          ...resultOf(row),
          id: row.id,
          number: row.number,
          startedAt: row.startedAt.toISOString(),
          deadline: row.deadline.toISOString(),
          submittedAt: row.submittedAt?.toISOString() ?? null,
          waiting: own.filter((answer) => answer.points === null).length,
          profile: { id: row.profileId, name: profileName },
          exam: {
            id: exam.id,
            title: exam.title,
            classTitle,
            passMark: exam.passMark,
            attemptsAllowed: exam.attemptsAllowed,
            durationMinutes: exam.durationMinutes,
            closesAt: exam.closesAt.toISOString(),
          },
          override: override ? toOverrideView(override, profileName) : null,
          answers: all.filter(include),
        },
      ];
    });
  }
}

function resultOf(row: AttemptRow) {
  const score = row.score ?? 0;
  const maxScore = row.maxScore ?? 0;
  return { status: row.status, score, maxScore, percent: percentOf(score, maxScore), passed: row.passed };
}
