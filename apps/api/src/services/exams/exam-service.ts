import type { SessionPrincipal } from '../accounts/session-service';
import type {
  AnswerInput,
  AnswerValue,
  AttemptResult,
  Exam,
  ExamAttempt,
  ExamReport,
  RightAnswersRule,
} from '@academy/contract/exam';
import {
  acceptsSaves,
  attemptDeadline,
  examSaveGraceSeconds,
  examStateOf,
  recordedWithin,
  type ExamState,
} from '@academy/contract/exam-state';
import type { Profile } from '@academy/contract/profile';
import { and, asc, count, eq, inArray, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  enrolments,
  examAnswers,
  examAttempts,
  examOverrides,
  examQuestionOptions,
  examQuestions,
  exams,
  kitab,
  profilePurchases,
  profiles,
} from '../../db/schema/index';
import { preparedSql } from '../../db/prepared-sql';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, toProfile } from '../accounts/account-views';
import { examShownSql, kitabShownSql } from '../catalogue/content-visibility';
import type { ProfileService } from '../profiles/profile-service';
import { fitsQuestion, objectivePoints, scoreOf, type GradableQuestion } from './exam-grading';
import { effectiveAttemptsAllowed, effectiveExam } from './exam-override';
import { rightAnswersRuleOf, rightAnswersShown } from './right-answers';
import { passExamPinGate } from './exam-pin-gate';
import type { OwnedProfile } from '../profiles/profile-access-service';

/** An exam as one profile sits it: staff overrides for that profile applied (decision 0056). */
type ExamRow = typeof exams.$inferSelect & { classId: string };
export type AttemptRow = typeof examAttempts.$inferSelect;
type QuestionRow = typeof examQuestions.$inferSelect;
type OptionRow = typeof examQuestionOptions.$inferSelect;

/** The questions of some exams in their order, and their options in theirs. */
export async function questionRows(executor: Database, examIds: string[]) {
  if (examIds.length === 0) return { questions: [] as QuestionRow[], options: [] as OptionRow[] };
  const questions: QuestionRow[] = await executor
    .select()
    .from(examQuestions)
    .where(inArray(examQuestions.examId, examIds))
    .orderBy(asc(examQuestions.position), asc(examQuestions.id));
  const options: OptionRow[] = questions.length
    ? await executor
        .select()
        .from(examQuestionOptions)
        .where(
          inArray(
            examQuestionOptions.questionId,
            questions.map((question) => question.id),
          ),
        )
        .orderBy(asc(examQuestionOptions.position), asc(examQuestionOptions.id))
    : [];
  return { questions, options };
}

/** Told after an attempt is graded (objective grading at finish, the sweep, staff grading). */
export interface AttemptGradedEvent {
  attemptId: string;
  examId: string;
  profileId: string;
  passed: boolean;
}
export type AttemptGradedListener = (event: AttemptGradedEvent) => Promise<void> | void;

interface GradeOutcome {
  row: AttemptRow;
  graded: boolean;
}

const graceMs = examSaveGraceSeconds * 1000;
/** How long the question shapes of an exam are reused for checking saves. */
const shapeCacheMs = 10_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Exams of a kitab and their attempts (decisions §5). Timing is the server's: every attempt
 * has a deadline fixed at start, saves are refused after it plus the grace, and an attempt past
 * that is finished at its deadline on the next read of it or by the sweep.
 */
export class ExamService {
  private readonly gradedListeners: AttemptGradedListener[] = [];
  private readonly shapes = new Map<
    string,
    { until: number; shapes: Map<string, { kind: GradableQuestion['kind']; optionIds: string[] }> }
  >();
  /**
   * What never changes about an attempt (owner, exam), so a save after the first reads no
   * attempt: its upsert checks the attempt is still running, the profile's and within the
   * deadline plus grace in the same statement.
   */
  private readonly attemptExams = new Map<string, { profileId: string; examId: string; startedAt: Date }>();

  constructor(
    private readonly db: Database,
    private readonly profiles: ProfileService,
    private readonly onListenerError: (error: unknown) => void = () => {},
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Registers work to do once an attempt is graded (certificates, badges); errors are logged. */
  onAttemptGraded(listener: AttemptGradedListener): void {
    this.gradedListeners.push(listener);
  }

  // Reading exams

  async listForKitab(profileId: string, kitabId: string): Promise<Exam[]> {
    const [book] = await this.db
      .select({ id: kitab.id, classId: kitab.classId })
      .from(kitab)
      .where(and(eq(kitab.id, kitabId), kitabShownSql));
    if (!book) throw new AppError(404, 'notFound');
    await this.assertAccess(profileId, book.classId, book.id, null);
    await this.finishExpired(eq(examAttempts.profileId, profileId));
    const rows = await this.examRows(profileId, and(eq(exams.kitabId, kitabId), examShownSql));
    return this.views(profileId, rows);
  }

  async exam(profileId: string, examId: string): Promise<Exam> {
    const exam = await this.examRow(profileId, examId, examShownSql);
    await this.assertAccess(profileId, exam.classId, exam.kitabId, exam.id);
    await this.finishExpired(eq(examAttempts.profileId, profileId));
    const [view] = await this.views(profileId, [exam]);
    if (!view) throw new AppError(404, 'notFound');
    return view;
  }

  /** Exams by id as the profile sees them (upcoming list); no access check, the caller selects. */
  async summaries(profileId: string, examIds: string[]): Promise<Map<string, Exam>> {
    if (examIds.length === 0) return new Map();
    const rows = await this.examRows(profileId, and(inArray(exams.id, examIds), examShownSql));
    const views = await this.views(profileId, rows);
    return new Map(views.map((view) => [view.id, view]));
  }

  // Sitting an exam

  /**
   * Starts an attempt (created: true) or answers the running one of this exam (continue). The
   * profile row is locked while the running attempt and the attempts used are read and the new
   * one is written, so two starts at once never make two attempts.
   */
  async start(
    principal: SessionPrincipal,
    profileId: string,
    examId: string,
    pin: string | undefined,
  ): Promise<{ attempt: ExamAttempt; created: boolean }> {
    const exam = await this.examRow(profileId, examId, examShownSql);
    await this.assertAccess(profileId, exam.classId, exam.kitabId, exam.id);
    await this.finishExpired(eq(examAttempts.profileId, profileId));
    const [before] = await this.views(profileId, [exam]);
    if (!before) throw new AppError(404, 'notFound');
    if (before.state !== 'continue') assertStartable(before.state);
    if (before.pinRequired) {
      if (pin === undefined) {
        throw new AppError(400, 'validationFailed', { errorList: [{ field: 'pin', message: 'required' }] });
      }
      // The profile's own PIN check: a wrong PIN counts toward the same lock (423).
      await this.profiles.checkPin(principal, profileId, pin);
    }
    try {
      const { row, created } = await this.db.transaction(async (tx) => {
        await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
        const [running] = await tx
          .select()
          .from(examAttempts)
          .where(and(eq(examAttempts.profileId, profileId), eq(examAttempts.status, 'in_progress')))
          .limit(1);
        if (running) {
          if (running.examId === examId) return { row: running, created: false };
          throw await this.unfinished(running, tx);
        }
        const [fresh] = await this.views(profileId, [exam], tx);
        assertStartable(fresh?.state ?? 'ended');
        const now = this.clock();
        const [inserted] = await tx
          .insert(examAttempts)
          .values({
            examId,
            profileId,
            startedAt: now,
            deadline: attemptDeadline(now, exam.durationMinutes, exam.closesAt),
            number: (fresh?.attemptsUsed ?? 0) + 1,
          })
          .returning();
        if (!inserted) throw new AppError(500, 'internalError');
        return { row: inserted, created: true };
      });
      return { attempt: await this.attemptView(row), created };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'examUnfinished');
      throw error;
    }
  }

  /** The attempt with its questions (never the right answers) and saved answers. */
  async attempt(profile: OwnedProfile, attemptId: string): Promise<ExamAttempt> {
    return this.attemptView(await this.currentAttempt(await this.gatedAttempt(profile, attemptId)));
  }

  /**
   * Saves answers in one statement. A save whose `seq` is not above the stored one changes
   * nothing (the stored state is answered), so late and repeated saves never overwrite newer
   * ones. The attempt row is share-locked by the same statement: a finish waits for the save
   * and a save after the finish finds the attempt no longer running (409).
   */
  async saveAnswers(profile: OwnedProfile, attemptId: string, answers: AnswerInput[]) {
    const now = this.clock();
    const profileId = profile.id;
    // The profile's exam PIN here; the exam's own is checked by the save's statement.
    passExamPinGate(profile.examPin, false, now);
    const known = this.attemptExams.get(attemptId);
    const attempt =
      known?.profileId === profileId ? known : await this.savableAttempt(profile, attemptId, now);
    checkAnswers(answers, await this.questionShapes(attempt.examId), { startedAt: attempt.startedAt, now });
    const saved = await this.upsertAnswers(profile, attemptId, answers, now);
    if (saved) return { ...saved, serverNow: now.toISOString() };
    // Nothing written: the attempt ended (409), the exam asks for the PIN (403), or no answer
    // counted in the grace period.
    const savable = await this.savableAttempt(profile, attemptId, now);
    return { saved: [], serverNow: now.toISOString(), deadline: savable.deadline.toISOString() };
  }

  /**
   * The profile's attempt taking saves at `now` from this session (404, 403/423 the exam PIN,
   * 409 ended; one past the grace is finished).
   */
  private async savableAttempt(profile: OwnedProfile, attemptId: string, now: Date) {
    const profileId = profile.id;
    const attempt = await this.gatedAttempt(profile, attemptId);
    if (attempt.status !== 'in_progress') throw new AppError(409, 'examEnded');
    if (!acceptsSaves(attempt.deadline, now)) {
      await this.finishExpired(eq(examAttempts.id, attempt.id));
      throw new AppError(409, 'examEnded');
    }
    if (this.attemptExams.size > 50_000) this.attemptExams.clear();
    this.attemptExams.set(attemptId, { profileId, examId: attempt.examId, startedAt: attempt.startedAt });
    return attempt;
  }

  /** Finishes the attempt now (at its deadline at the latest) and grades it; again answers the same. */
  async finish(profile: OwnedProfile, attemptId: string): Promise<AttemptResult> {
    await this.gatedAttempt(profile, attemptId);
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
      if (!row) throw new AppError(404, 'notFound');
      return this.submitLocked(tx, row, this.clock());
    });
    await this.announce([outcome]);
    return toResult(outcome.row);
  }

  async report(profile: OwnedProfile, attemptId: string): Promise<ExamReport> {
    const profileId = profile.id;
    const attempt = await this.currentAttempt(await this.gatedAttempt(profile, attemptId));
    if (attempt.status === 'in_progress') throw new AppError(409, 'examUnfinished');
    const exam = await this.examRow(profileId, attempt.examId);
    const rule = rightAnswersRuleOf(exam);
    const showsRightAnswers = rule !== 'never' && (await this.rightAnswersShownTo(profileId, exam, rule));
    const { questions, options } = await questionRows(this.db, [exam.id]);
    const answers = await this.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id));
    return {
      ...toResult(attempt),
      examId: exam.id,
      passMark: exam.passMark,
      startedAt: attempt.startedAt.toISOString(),
      showsRightAnswers,
      rightAnswersRule: rule,
      // Finishing is stamped at the deadline at the latest: at it means the time ran out.
      timedOut: attempt.submittedAt !== null && attempt.submittedAt.getTime() >= attempt.deadline.getTime(),
      questions: questions.map((question) => {
        const own = options.filter((option) => option.questionId === question.id);
        const answer = answers.find((entry) => entry.questionId === question.id);
        const awardedPoints = answer ? answer.points : 0;
        const objective = question.kind !== 'essay';
        return {
          ...toAttemptQuestion(question, own),
          answer: answer?.value ?? null,
          correct: awardedPoints === null ? null : awardedPoints >= question.points,
          awardedPoints,
          rightOptionIds:
            showsRightAnswers && objective && question.kind !== 'short_answer'
              ? own.filter((option) => option.correct).map((option) => option.id)
              : null,
          acceptedAnswers:
            showsRightAnswers && question.kind === 'short_answer' ? question.acceptedAnswers : null,
          explanation: showsRightAnswers ? (question.explanation ?? null) : null,
          feedback: answer?.feedback ?? null,
        };
      }),
    };
  }

  /**
   * Whether the profile may see the exam's right answers now (`rightAnswersShown`): its attempts
   * of the exam (an expired one finished first, so it counts as finished) and the latest close a
   * staff override granted anyone, read in one statement.
   */
  private async rightAnswersShownTo(profileId: string, exam: ExamRow, rule: RightAnswersRule) {
    await this.finishExpired(and(eq(examAttempts.profileId, profileId), eq(examAttempts.examId, exam.id)));
    const [facts] = await this.db
      .select({
        used: count(),
        running: sql<boolean>`coalesce(bool_or(${examAttempts.status} = 'in_progress'), false)`,
        latestOverrideClose: sql<
          Date | string | null
        >`(select max(${examOverrides.closesAt}) from ${examOverrides}
          where ${examOverrides.examId} = ${exam.id})`,
      })
      .from(examAttempts)
      .where(and(eq(examAttempts.profileId, profileId), eq(examAttempts.examId, exam.id)));
    const latestOverrideClose = facts?.latestOverrideClose ? new Date(facts.latestOverrideClose) : null;
    return rightAnswersShown(
      {
        rule,
        closesAt: exam.closesAt,
        closesForEveryoneAt:
          latestOverrideClose && latestOverrideClose > exam.closesAt ? latestOverrideClose : exam.closesAt,
        attemptsAllowed: exam.attemptsAllowed,
        attemptsUsed: facts?.used ?? 0,
        running: facts?.running ?? false,
      },
      this.clock(),
    );
  }

  /** Turns the exam PIN on or off with the profile's PIN (a wrong one counts toward the lock). */
  async setExamPin(
    principal: SessionPrincipal,
    profileId: string,
    required: boolean,
    pin: string,
  ): Promise<Profile> {
    const { userId } = principal;
    await this.profiles.checkPin(principal, profileId, pin);
    const [row] = await this.db
      .update(profiles)
      .set({ examPinRequired: required, updatedAt: new Date() })
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
      .returning();
    if (!row) throw new AppError(404, 'notFound');
    return toProfile(row);
  }

  // Finishing and grading

  /**
   * The periodic sweep: finishes attempts past their deadline plus the grace (at the deadline)
   * and grades finished attempts that were never graded. Rows are claimed with FOR UPDATE SKIP
   * LOCKED, so servers sharing one PostgreSQL split the work and never finish one attempt twice.
   */
  async sweep(limit = 200): Promise<number> {
    return this.finishExpired(undefined, limit);
  }

  /**
   * Grades a finished attempt again. Staff grading passes `staff`: its `change` writes the
   * answers' points on the locked attempt and its `record` audits the result, both in the
   * grading transaction, so a grade, its score and its audit row land together or not at all.
   */
  async gradeAttempt(
    attemptId: string,
    staff?: {
      change(tx: Database, attempt: AttemptRow): Promise<void>;
      record(tx: Database, result: AttemptResult): Promise<void>;
    },
  ): Promise<AttemptResult> {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
      if (!row) throw new AppError(404, 'notFound');
      if (row.status === 'in_progress') throw new AppError(409, 'examUnfinished');
      await staff?.change(tx, row);
      const graded = await this.gradeLocked(tx, row);
      await staff?.record(tx, toResult(graded.row));
      return graded;
    });
    await this.announce([outcome]);
    return toResult(outcome.row);
  }

  private async finishExpired(scope: SQL | undefined, limit = 50): Promise<number> {
    const cutoff = new Date(this.clock().getTime() - graceMs);
    const due = or(
      and(eq(examAttempts.status, 'in_progress'), lt(examAttempts.deadline, cutoff)),
      and(eq(examAttempts.status, 'submitted'), isNull(examAttempts.score)),
    );
    const outcomes = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(examAttempts)
        .where(scope ? and(scope, due) : due)
        .orderBy(asc(examAttempts.deadline))
        .limit(limit)
        .for('update', { skipLocked: true });
      const done: GradeOutcome[] = [];
      for (const row of rows) done.push(await this.submitLocked(tx, row, row.deadline));
      return done;
    });
    await this.announce(outcomes);
    return outcomes.length;
  }

  /** Submits a locked attempt at `at` (the deadline at the latest), then grades it. */
  private async submitLocked(tx: Database, attempt: AttemptRow, at: Date): Promise<GradeOutcome> {
    if (attempt.status !== 'in_progress') {
      return attempt.score === null ? this.gradeLocked(tx, attempt) : { row: attempt, graded: false };
    }
    const submittedAt = at < attempt.deadline ? at : attempt.deadline;
    await tx
      .update(examAttempts)
      .set({ status: 'submitted', submittedAt })
      .where(eq(examAttempts.id, attempt.id));
    return this.gradeLocked(tx, { ...attempt, status: 'submitted', submittedAt });
  }

  /**
   * THE place an attempt becomes graded: objective answers get their points at once, essays
   * keep theirs null until staff grade them. With nothing waiting the attempt is `graded` with
   * `passed`; otherwise it stays `submitted` ('waiting for grading'). Runs on a locked row.
   */
  private async gradeLocked(tx: Database, attempt: AttemptRow): Promise<GradeOutcome> {
    const [exam] = await tx
      .select({ passMark: exams.passMark })
      .from(exams)
      .where(eq(exams.id, attempt.examId));
    const questions = await this.gradableQuestions(attempt.examId, tx);
    const answers = await tx
      .select({ questionId: examAnswers.questionId, value: examAnswers.value, points: examAnswers.points })
      .from(examAnswers)
      .where(eq(examAnswers.attemptId, attempt.id));
    const newlyScored: { question_id: string; points: number }[] = [];
    for (const answer of answers) {
      const question = questions.get(answer.questionId);
      if (answer.points !== null || !question) continue;
      answer.points = objectivePoints(question, answer.value);
      if (answer.points !== null) newlyScored.push({ question_id: answer.questionId, points: answer.points });
    }
    if (newlyScored.length > 0) {
      await tx.execute(sql`
        update exam_answers set points = scored.points
        from jsonb_to_recordset(${JSON.stringify(newlyScored)}::jsonb) as scored(question_id uuid, points integer)
        where exam_answers.attempt_id = ${attempt.id} and exam_answers.question_id = scored.question_id`);
    }
    const maxScore = [...questions.values()].reduce((sum, question) => sum + question.points, 0);
    const score = answers.reduce((sum, answer) => sum + (answer.points ?? 0), 0);
    const waiting = answers.some((answer) => answer.points === null);
    const { passed } = scoreOf(score, maxScore, exam?.passMark ?? 100);
    const [row] = await tx
      .update(examAttempts)
      .set({
        score,
        maxScore,
        status: waiting ? 'submitted' : 'graded',
        passed: waiting ? null : passed,
        gradedAt: waiting ? null : this.clock(),
      })
      .where(eq(examAttempts.id, attempt.id))
      .returning();
    if (!row) throw new AppError(404, 'notFound');
    return { row, graded: !waiting };
  }

  /** Tells the listeners of every attempt that became graded (after its transaction committed). */
  private async announce(outcomes: GradeOutcome[]): Promise<void> {
    for (const { row, graded } of outcomes) {
      if (!graded || row.passed === null) continue;
      const event = { attemptId: row.id, examId: row.examId, profileId: row.profileId, passed: row.passed };
      for (const listener of this.gradedListeners) {
        try {
          await listener(event);
        } catch (error) {
          this.onListenerError(error);
        }
      }
    }
  }

  // Rows and views

  /**
   * Exams as the profile sits them: THE place a staff override of attempts, close or minutes
   * enters the rules, so the state, attempts left, deadline and report all follow it.
   */
  private examRows(profileId: string, where: SQL | undefined): Promise<ExamRow[]> {
    return this.db
      .select({
        exam: exams,
        classId: kitab.classId,
        override: {
          extraAttempts: examOverrides.extraAttempts,
          closesAt: examOverrides.closesAt,
          extraMinutes: examOverrides.extraMinutes,
        },
      })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .leftJoin(
        examOverrides,
        and(eq(examOverrides.examId, exams.id), eq(examOverrides.profileId, profileId)),
      )
      .where(where)
      .orderBy(asc(exams.position), asc(exams.opensAt), asc(exams.id))
      .then((rows) => rows.map((row) => effectiveExam({ ...row.exam, classId: row.classId }, row.override)));
  }

  /** The exam, 404 when unknown; `shown` limits it to what learners see (a report of a past attempt does not). */
  private async examRow(profileId: string, examId: string, shown?: SQL): Promise<ExamRow> {
    const [row] = await this.examRows(profileId, and(eq(exams.id, examId), shown));
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  /** Exams are open to an active enrolment in the class, or to a profile that bought the kitab or exam. */
  async assertAccess(profileId: string, classId: string, kitabId: string, examId: string | null) {
    const bought = or(
      and(eq(profilePurchases.itemType, 'kitab'), eq(profilePurchases.itemId, kitabId)),
      examId ? and(eq(profilePurchases.itemType, 'exam'), eq(profilePurchases.itemId, examId)) : undefined,
    );
    const [enrolled] = await this.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.profileId, profileId),
          eq(enrolments.classId, classId),
          eq(enrolments.status, 'active'),
        ),
      )
      .limit(1);
    if (enrolled) return;
    const [purchase] = await this.db
      .select({ itemId: profilePurchases.itemId })
      .from(profilePurchases)
      .where(and(eq(profilePurchases.profileId, profileId), bought))
      .limit(1);
    if (!purchase) throw new AppError(403, 'examNotEnrolled');
  }

  /** Each exam with the profile's state, attempts and payment. */
  private async views(profileId: string, rows: ExamRow[], executor: Database = this.db): Promise<Exam[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    // One after another: inside a transaction the queries share one connection.
    const attempts = await executor
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.profileId, profileId), inArray(examAttempts.examId, ids)))
      .orderBy(asc(examAttempts.number));
    const purchases = await executor
      .select({ itemId: profilePurchases.itemId })
      .from(profilePurchases)
      .where(
        and(
          eq(profilePurchases.profileId, profileId),
          eq(profilePurchases.itemType, 'exam'),
          inArray(profilePurchases.itemId, ids),
        ),
      );
    const counts = await executor
      .select({ examId: examQuestions.examId, total: count() })
      .from(examQuestions)
      .where(inArray(examQuestions.examId, ids))
      .groupBy(examQuestions.examId);
    const [profile] = await executor
      .select({ examPinRequired: profiles.examPinRequired })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    const now = this.clock();
    return rows.map((exam) => {
      const own = attempts.filter((attempt) => attempt.examId === exam.id);
      const running = own.find((attempt) => attempt.status === 'in_progress') ?? null;
      const last = own.filter((attempt) => attempt.status !== 'in_progress').at(-1) ?? null;
      const paid = exam.price > 0 && purchases.some((purchase) => purchase.itemId === exam.id);
      const state = examStateOf(
        {
          opensAt: exam.opensAt,
          closesAt: exam.closesAt,
          price: exam.price,
          paid,
          attemptsAllowed: exam.attemptsAllowed,
          attemptsUsed: own.length,
          runningDeadline: running?.deadline ?? null,
          lastAttempt: last ? { passed: last.passed } : null,
        },
        now,
      );
      return {
        id: exam.id,
        kitabId: exam.kitabId,
        classId: exam.classId,
        title: exam.title,
        description: exam.description,
        durationMinutes: exam.durationMinutes,
        opensAt: exam.opensAt.toISOString(),
        closesAt: exam.closesAt.toISOString(),
        price: exam.price,
        paid,
        passMark: exam.passMark,
        attemptsAllowed: exam.attemptsAllowed,
        attemptsUsed: own.length,
        questionCount: counts.find((entry) => entry.examId === exam.id)?.total ?? 0,
        pinRequired: exam.pinRequired || (profile?.examPinRequired ?? false),
        state,
        currentAttemptId: state === 'continue' ? (running?.id ?? null) : null,
        lastAttemptId: last?.id ?? null,
      };
    });
  }

  /** 409 'You have an unfinished exam', naming the running attempt so the app can lead there. */
  private async unfinished(running: AttemptRow, executor: Database): Promise<AppError> {
    const [exam] = await executor
      .select({ kitabId: exams.kitabId })
      .from(exams)
      .where(eq(exams.id, running.examId));
    return new AppError(409, 'examUnfinished', {
      data: { examId: running.examId, kitabId: exam?.kitabId ?? null, attemptId: running.id },
    });
  }

  /** The profile's own attempt, or 404 (another profile's attempt is never told apart from none). */
  private async ownAttempt(profileId: string, attemptId: string): Promise<AttemptRow> {
    const [row] = await this.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.profileId, profileId)));
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  /**
   * The profile's own attempt (404 otherwise) for a session past the exam PIN gate (403 until
   * it entered the PIN, 423 while locked), read in one statement with the exam's own setting.
   */
  private async gatedAttempt(profile: OwnedProfile, attemptId: string): Promise<AttemptRow> {
    const [found] = await this.db
      .select({ attempt: examAttempts, examAsksPin: exams.pinRequired })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.profileId, profile.id)));
    if (!found) throw new AppError(404, 'notFound');
    passExamPinGate(profile.examPin, found.examAsksPin, this.clock());
    return found.attempt;
  }

  /** The attempt, finished first when it is past its deadline plus the grace. */
  private async currentAttempt(row: AttemptRow): Promise<AttemptRow> {
    const expired = row.status === 'in_progress' && !acceptsSaves(row.deadline, this.clock());
    if (!expired && !(row.status === 'submitted' && row.score === null)) return row;
    await this.finishExpired(eq(examAttempts.id, row.id));
    return this.ownAttempt(row.profileId, row.id);
  }

  private async attemptView(row: AttemptRow): Promise<ExamAttempt> {
    const { questions, options } = await questionRows(this.db, [row.examId]);
    const answers = await this.db.select().from(examAnswers).where(eq(examAnswers.attemptId, row.id));
    return {
      id: row.id,
      examId: row.examId,
      status: row.status,
      startedAt: row.startedAt.toISOString(),
      deadline: row.deadline.toISOString(),
      serverNow: this.clock().toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      questions: questions.map((question) =>
        toAttemptQuestion(
          question,
          options.filter((option) => option.questionId === question.id),
        ),
      ),
      answers: answers.map((answer) => ({
        questionId: answer.questionId,
        value: answer.value,
        seq: answer.seq,
        savedAt: answer.savedAt.toISOString(),
      })),
    };
  }

  private async gradableQuestions(examId: string, executor: Database = this.db) {
    const { questions, options } = await questionRows(executor, [examId]);
    return new Map<string, GradableQuestion>(
      questions.map((question) => {
        const own = options.filter((option) => option.questionId === question.id);
        return [
          question.id,
          {
            kind: question.kind,
            points: question.points,
            optionIds: own.map((option) => option.id),
            rightOptionIds: own.filter((option) => option.correct).map((option) => option.id),
            acceptedAnswers: question.acceptedAnswers,
          },
        ];
      }),
    );
  }

  /** Drops the cached question shapes (a staff change to questions takes effect at the next save). */
  forgetQuestionShapes(): void {
    this.shapes.clear();
  }

  /**
   * What a save is checked against: each question's kind and option ids. Kept for a few seconds
   * per exam, as every learner of an exam night saves against the same questions.
   */
  private async questionShapes(examId: string) {
    const now = Date.now();
    const cached = this.shapes.get(examId);
    if (cached && cached.until > now) return cached.shapes;
    const shapes = await this.loadQuestionShapes(examId);
    if (this.shapes.size > 1000) this.shapes.clear();
    this.shapes.set(examId, { until: now + shapeCacheMs, shapes });
    return shapes;
  }

  private async loadQuestionShapes(examId: string) {
    const rows = await this.db
      .select({
        id: examQuestions.id,
        kind: examQuestions.kind,
        optionIds: sql<
          string[]
        >`coalesce(array_agg(${examQuestionOptions.id}::text) filter (where ${examQuestionOptions.id} is not null), '{}')`,
      })
      .from(examQuestions)
      .leftJoin(examQuestionOptions, eq(examQuestionOptions.questionId, examQuestions.id))
      .where(eq(examQuestions.examId, examId))
      .groupBy(examQuestions.id, examQuestions.kind);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * One statement: the attempt (the profile's, running, before its deadline plus grace) is
   * share-locked, answers counted (in the grace period only those recorded before the deadline)
   * are written unless their seq is not above the stored one. Undefined when nothing was written.
   */
  private answersSave?: ReturnType<typeof answersSaveStatement>;

  private async upsertAnswers(profile: OwnedProfile, attemptId: string, answers: AnswerInput[], now: Date) {
    const payload = JSON.stringify(
      answers.map((answer) => ({
        question_id: answer.questionId,
        value: answer.value,
        seq: answer.seq,
        recorded_at: answer.recordedAt ?? null,
      })),
    );
    this.answersSave ??= answersSaveStatement(this.db);
    const rows = await this.answersSave({
      attemptId,
      profileId: profile.id,
      pinEntered: profile.examPin.entered,
      at: now.toISOString(),
      payload,
    });
    const [first] = rows;
    if (!first) return undefined;
    return {
      saved: rows.map((row) => ({
        questionId: row.question_id,
        seq: row.seq,
        savedAt: iso(row.saved_at),
      })),
      deadline: iso(first.deadline),
    };
  }
}

/**
 * An exam the profile still has to sit: no finished attempt that passed, waits for grading or
 * used the last attempt (the states before `result`).
 */
export function examStillToSit(profileId: string | SQLWrapper): SQL {
  return sql`not exists (select 1 from ${examAttempts} where ${examAttempts.examId} = ${exams.id}
    and ${examAttempts.profileId} = ${profileId} and ${examAttempts.status} <> 'in_progress'
    and (${examAttempts.passed} is distinct from false or ${examAttempts.number} >= ${effectiveAttemptsAllowed(profileId)}))`;
}

/** 402 pay first, 409 not open yet, 409 'The exam has ended' (closed, or no attempt left). */
function assertStartable(state: ExamState): void {
  if (state === 'start' || state === 'revise') return;
  if (state === 'pay_first') throw new AppError(402, 'examPayFirst');
  if (state === 'not_open_yet') throw new AppError(409, 'examNotOpenYet');
  if (state === 'continue') throw new AppError(409, 'examUnfinished');
  throw new AppError(409, 'examEnded');
}

/**
 * 400 for questions not in the attempt, a question twice, a value of the wrong shape, or a
 * `recordedAt` outside the attempt: before it started or after the save arrived (both with the
 * clock-skew tolerance of `recordedAtSkewSeconds`).
 */
function checkAnswers(
  answers: AnswerInput[],
  shapes: Map<string, { kind: GradableQuestion['kind']; optionIds: string[] }>,
  span: { startedAt: Date; now: Date },
): void {
  const errorList: {
    field: string;
    message: 'examQuestionUnknown' | 'examAnswerInvalid' | 'examAnswerRepeated' | 'examRecordedAtInvalid';
  }[] = [];
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    if (answer.recordedAt !== undefined && !recordedWithin(answer.recordedAt, span.startedAt, span.now)) {
      errorList.push({ field: `answers.${index}.recordedAt`, message: 'examRecordedAtInvalid' });
    }
    const shape = shapes.get(answer.questionId);
    if (!shape) errorList.push({ field: `answers.${index}.questionId`, message: 'examQuestionUnknown' });
    else if (seen.has(answer.questionId)) {
      errorList.push({ field: `answers.${index}.questionId`, message: 'examAnswerRepeated' });
    } else if (!fitsQuestion(shape, answer.value as AnswerValue)) {
      errorList.push({ field: `answers.${index}.value`, message: 'examAnswerInvalid' });
    }
    seen.add(answer.questionId);
  });
  if (errorList.length > 0) throw new AppError(400, 'validationFailed', { errorList });
}

function toAttemptQuestion(question: QuestionRow, options: OptionRow[]) {
  const choice = question.kind === 'single_choice' || question.kind === 'multiple_choice';
  return {
    id: question.id,
    position: question.position,
    kind: question.kind,
    prompt: question.prompt,
    direction: question.direction,
    points: question.points,
    ...(choice ? { options: options.map((option) => ({ id: option.id, text: option.text })) } : {}),
  };
}

function toResult(row: AttemptRow): AttemptResult {
  const score = row.score ?? 0;
  const maxScore = row.maxScore ?? 0;
  return {
    attemptId: row.id,
    status: row.status,
    score,
    maxScore,
    percent: maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore),
    passed: row.passed,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/**
 * Writes a save in one statement: the attempt must be the profile's, running and within its
 * deadline plus grace, and the session must have entered the PIN when the exam always asks it; in the grace period only answers recorded before the deadline count; an
 * answer replaces the stored one only with a higher `seq`. Answers what is stored for each.
 */
const answersSaveStatement = (db: Database) =>
  preparedSql<{
    question_id: string;
    seq: number;
    saved_at: Date | string;
    deadline: Date | string;
  }>(
    db,
    'exam_answers_save',
    sql`
      with live as (
        select id, deadline from exam_attempts
        where id = ${sql.placeholder('attemptId')} and profile_id = ${sql.placeholder('profileId')}
          and status = 'in_progress'
          and ${sql.placeholder('at')}::timestamptz <= deadline + make_interval(secs => ${sql.raw(String(examSaveGraceSeconds))})
          and (${sql.placeholder('pinEntered')}::boolean or not exists (
            select 1 from exams where exams.id = exam_attempts.exam_id and exams.pin_required))
        for share
      ), incoming as (
        select x.* from live,
          jsonb_to_recordset(${sql.placeholder('payload')}::jsonb) as x(question_id uuid, value jsonb, seq integer, recorded_at timestamptz)
        where ${sql.placeholder('at')}::timestamptz <= live.deadline or x.recorded_at <= live.deadline
      ), written as (
        insert into exam_answers (attempt_id, question_id, value, seq, saved_at)
        select live.id, incoming.question_id, incoming.value, incoming.seq, ${sql.placeholder('at')}::timestamptz
        from live cross join incoming
        on conflict (attempt_id, question_id) do update
          set value = excluded.value, seq = excluded.seq, saved_at = excluded.saved_at
          where exam_answers.seq < excluded.seq
        returning question_id, seq, saved_at
      ), saved as (
        select question_id, seq, saved_at from written
        union all
        select stored.question_id, stored.seq, stored.saved_at from exam_answers stored
        where stored.attempt_id = ${sql.placeholder('attemptId')}
          and stored.question_id in (select question_id from incoming)
          and stored.question_id not in (select question_id from written)
      )
      select saved.*, live.deadline from saved cross join live`,
  );
