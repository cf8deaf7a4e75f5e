import type {
  AnswerValue,
  Exam,
  ExamAttempt,
  ExamReport,
  ReportQuestion,
  RightAnswersRule,
} from '@academy/contract/exam';
import { examStateOf } from '@academy/contract/exam-state';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  enrolments,
  examAnswers,
  examAttempts,
  examOverrides,
  exams,
  kitab,
  profilePurchases,
  profiles,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { examShownSql, kitabShownSql } from '../catalogue/index';
import type { OwnedProfile } from '../profiles/index';
import { toResult } from './attempt-grading';
import type { AttemptSweep } from './attempt-sweep';
import { effectiveAttemptsAllowed, effectiveExam } from './exam-override';
import { passExamPinGate } from './exam-pin-gate';
import {
  questionCounts,
  questionRows,
  type AttemptRow,
  type ExamRow,
  type OptionRow,
  type QuestionRow,
} from './exam-rows';
import type { ExamQuestionSet } from './exam-question-sets';
import { rightAnswersRuleOf, rightAnswersShown } from './right-answers';

/**
 * Exams and attempts as one profile sees them: the exams of a kitab with their state, an attempt
 * with its questions, a finished attempt's report. Reads only; an expired attempt is finished
 * (by the sweep) before it is shown.
 */
export class ExamViews {
  constructor(
    private readonly db: Database,
    private readonly sweeping: AttemptSweep,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async listForKitab(profileId: string, kitabId: string): Promise<Exam[]> {
    const [book] = await this.db
      .select({ id: kitab.id, classId: kitab.classId })
      .from(kitab)
      .where(and(eq(kitab.id, kitabId), kitabShownSql));
    if (!book) throw new AppError(404, 'notFound');
    await this.assertAccess(profileId, book.classId, book.id, null);
    await this.sweeping.finishExpiredOf(profileId);
    const rows = await this.examRows(profileId, and(eq(exams.kitabId, kitabId), examShownSql));
    return this.examViews(profileId, rows);
  }

  async exam(profileId: string, examId: string): Promise<Exam> {
    const exam = await this.shownExamRow(profileId, examId);
    await this.assertAccess(profileId, exam.classId, exam.kitabId, exam.id);
    await this.sweeping.finishExpiredOf(profileId);
    const [view] = await this.examViews(profileId, [exam]);
    if (!view) throw new AppError(404, 'notFound');
    return view;
  }

  /** Exams by id as the profile sees them (upcoming list); no access check, the caller selects. */
  async summaries(profileId: string, examIds: string[]): Promise<Map<string, Exam>> {
    if (examIds.length === 0) return new Map();
    const rows = await this.examRows(profileId, and(inArray(exams.id, examIds), examShownSql));
    const views = await this.examViews(profileId, rows);
    return new Map(views.map((view) => [view.id, view]));
  }

  /** The attempt with its questions (never the right answers) and saved answers. */
  async attempt(profile: OwnedProfile, attemptId: string): Promise<ExamAttempt> {
    return this.attemptView(await this.sweeping.currentAttempt(await this.gatedAttempt(profile, attemptId)));
  }

  async report(profile: OwnedProfile, attemptId: string): Promise<ExamReport> {
    const profileId = profile.id;
    const attempt = await this.sweeping.currentAttempt(await this.gatedAttempt(profile, attemptId));
    if (attempt.status === 'in_progress') throw new AppError(409, 'examUnfinished');
    const exam = await this.examRow(profileId, attempt.examId);
    const rule = rightAnswersRuleOf(exam);
    const showsRightAnswers = rule !== 'never' && (await this.rightAnswersShownTo(profileId, exam, rule));
    const { questions, options } = await questionRows(this.db, [exam.id], [attempt.id]);
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
      questions: questions.map((question) =>
        toReportQuestion(
          question,
          options.filter((option) => option.questionId === question.id),
          answers.find((entry) => entry.questionId === question.id),
          showsRightAnswers,
        ),
      ),
    };
  }

  /**
   * Whether the profile may see the exam's right answers now (`rightAnswersShown`): its attempts
   * of the exam (an expired one finished first, so it counts as finished) and the latest close a
   * staff override granted anyone, read in one statement.
   */
  private async rightAnswersShownTo(profileId: string, exam: ExamRow, rule: RightAnswersRule) {
    await this.sweeping.finishExpired(
      and(eq(examAttempts.profileId, profileId), eq(examAttempts.examId, exam.id)),
    );
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

  /**
   * Exams as the profile sits them: THE place a staff override of attempts, close or minutes
   * enters the rules, so the state, attempts left, deadline and report all follow it.
   */
  private examRowsQuery(profileId: string | Placeholder, where: SQL | undefined) {
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
      .orderBy(asc(exams.position), asc(exams.opensAt), asc(exams.id));
  }

  private async examRows(profileId: string, where: SQL | undefined): Promise<ExamRow[]> {
    return toExamRows(await this.examRowsQuery(profileId, where));
  }

  /**
   * What every start and open of an exam (and first save of an attempt) reads, prepared by name (decision 0044): planning the
   * shown exam's statement was ten times its running, most of a start's database time (0159).
   */
  private statements?: ReturnType<ExamViews['prepareReads']>;

  private prepareReads() {
    const profileId = sql.placeholder('profileId');
    const examId = sql.placeholder('examId');
    return {
      shownExam: this.examRowsQuery(profileId, and(eq(exams.id, examId), examShownSql)).prepare(
        'exam_shown_to_profile',
      ),
      enrolled: this.db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(
          and(
            eq(enrolments.profileId, profileId),
            eq(enrolments.classId, sql.placeholder('classId')),
            eq(enrolments.status, 'active'),
          ),
        )
        .limit(1)
        .prepare('exam_access_enrolment'),
      attempts: this.db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.profileId, profileId), eq(examAttempts.examId, examId)))
        .orderBy(asc(examAttempts.number))
        .prepare('exam_attempts_of_profile'),
      // The first save of an attempt on this server reads it.
      gatedAttempt: this.db
        .select({ attempt: examAttempts, examAsksPin: exams.pinRequired })
        .from(examAttempts)
        .innerJoin(exams, eq(exams.id, examAttempts.examId))
        .where(and(eq(examAttempts.id, sql.placeholder('attemptId')), eq(examAttempts.profileId, profileId)))
        .prepare('exam_attempt_gated'),
    };
  }

  private get reads() {
    return (this.statements ??= this.prepareReads());
  }

  /** The exam as learners see it (published, in a shown kitab and class), 404 otherwise. */
  async shownExamRow(profileId: string, examId: string): Promise<ExamRow> {
    const [row] = toExamRows(await this.reads.shownExam.execute({ profileId, examId }));
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  /** The profile's attempts of one exam, in their order. */
  attemptsOf(profileId: string, examId: string): Promise<AttemptRow[]> {
    return this.reads.attempts.execute({ profileId, examId });
  }

  /** Whether the profile bought the exam (a free exam is never bought). */
  async paidFor(profileId: string, exam: ExamRow): Promise<boolean> {
    return (await purchasedExams(this.db, profileId, [exam])).has(exam.id);
  }

  /** The exam, shown or not (a report of a past attempt), 404 when unknown. */
  async examRow(profileId: string, examId: string): Promise<ExamRow> {
    const [row] = await this.examRows(profileId, eq(exams.id, examId));
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  /** Exams are open to an active enrolment in the class, or to a profile that bought the kitab or exam. */
  async assertAccess(profileId: string, classId: string, kitabId: string, examId: string | null) {
    const bought = or(
      and(eq(profilePurchases.itemType, 'kitab'), eq(profilePurchases.itemId, kitabId)),
      examId ? and(eq(profilePurchases.itemType, 'exam'), eq(profilePurchases.itemId, examId)) : undefined,
    );
    const [enrolled] = await this.reads.enrolled.execute({ profileId, classId });
    if (enrolled) return;
    const [purchase] = await this.db
      .select({ itemId: profilePurchases.itemId })
      .from(profilePurchases)
      .where(and(eq(profilePurchases.profileId, profileId), bought))
      .limit(1);
    if (!purchase) throw new AppError(403, 'examNotEnrolled');
  }

  /** Each exam with the profile's state, attempts and payment (purchases read only for priced exams). */
  async examViews(profileId: string, rows: ExamRow[], executor: Database = this.db): Promise<Exam[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    // One after another: inside a transaction the queries share one connection.
    const attempts = await executor
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.profileId, profileId), inArray(examAttempts.examId, ids)))
      .orderBy(asc(examAttempts.number));
    const purchased = await purchasedExams(executor, profileId, rows);
    const counts = await questionCounts(executor, ids);
    const [profile] = await executor
      .select({ examPinRequired: profiles.examPinRequired })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    const examPinRequired = profile?.examPinRequired ?? false;
    const now = this.clock();
    return rows.map((exam) =>
      examViewOf(exam, {
        attempts: attempts.filter((attempt) => attempt.examId === exam.id),
        paid: purchased.has(exam.id),
        questionCount: counts.get(exam.id) ?? 0,
        pinRequired: exam.pinRequired || examPinRequired,
        now,
      }),
    );
  }

  /**
   * The profile's own attempt (404 otherwise) for a session past the exam PIN gate (403 until
   * it entered the PIN, 423 while locked), read in one statement with the exam's own setting.
   */
  async gatedAttempt(profile: OwnedProfile, attemptId: string): Promise<AttemptRow> {
    const [found] = await this.reads.gatedAttempt.execute({ attemptId, profileId: profile.id });
    if (!found) throw new AppError(404, 'notFound');
    passExamPinGate(profile.examPin, found.examAsksPin, this.clock());
    return found.attempt;
  }

  async attemptView(row: AttemptRow): Promise<ExamAttempt> {
    const { questions, options } = await questionRows(this.db, [row.examId], [row.id]);
    const answers = await this.db.select().from(examAnswers).where(eq(examAnswers.attemptId, row.id));
    return this.attemptOf(row, questions, options, answers);
  }

  /** A new attempt that drew nothing: the exam's question set, no answer yet. */
  newAttemptView(row: AttemptRow, set: Pick<ExamQuestionSet, 'fixed' | 'options'>): ExamAttempt {
    return this.attemptOf(row, set.fixed, set.options, []);
  }

  private attemptOf(
    row: AttemptRow,
    questions: QuestionRow[],
    options: OptionRow[],
    answers: (typeof examAnswers.$inferSelect)[],
  ): ExamAttempt {
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
}

/** Which of these exams the profile bought; a free exam is never bought, so none is read for it. */
async function purchasedExams(
  executor: Database,
  profileId: string,
  rows: Pick<ExamRow, 'id' | 'price'>[],
): Promise<Set<string>> {
  const priced = rows.filter((row) => row.price > 0).map((row) => row.id);
  if (priced.length === 0) return new Set();
  const purchases = await executor
    .select({ itemId: profilePurchases.itemId })
    .from(profilePurchases)
    .where(
      and(
        eq(profilePurchases.profileId, profileId),
        eq(profilePurchases.itemType, 'exam'),
        inArray(profilePurchases.itemId, priced),
      ),
    );
  return new Set(purchases.map((purchase) => purchase.itemId));
}

/** Exam rows read with their class and the profile's override, the override applied. */
function toExamRows(
  rows: {
    exam: typeof exams.$inferSelect;
    classId: string;
    override: Parameters<typeof effectiveExam>[1];
  }[],
): ExamRow[] {
  return rows.map((row) => effectiveExam({ ...row.exam, classId: row.classId }, row.override));
}

/**
 * An exam as the profile sees it, from its own attempts (in their order), whether it paid, the
 * question count and whether a PIN is asked.
 */
export function examViewOf(
  exam: ExamRow,
  facts: { attempts: AttemptRow[]; paid: boolean; questionCount: number; pinRequired: boolean; now: Date },
): Exam {
  const own = facts.attempts.filter((attempt) => attempt.examId === exam.id);
  const running = own.find((attempt) => attempt.status === 'in_progress') ?? null;
  const last = own.filter((attempt) => attempt.status !== 'in_progress').at(-1) ?? null;
  const paid = exam.price > 0 && facts.paid;
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
    facts.now,
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
    questionCount: facts.questionCount,
    pinRequired: facts.pinRequired,
    state,
    currentAttemptId: state === 'continue' ? (running?.id ?? null) : null,
    lastAttemptId: last?.id ?? null,
  };
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

/** What a question shows of itself, in an attempt and a report (preview too): never its answer key. */
type ShownQuestion = Pick<QuestionRow, 'id' | 'position' | 'kind' | 'prompt' | 'direction' | 'points'>;

export function toAttemptQuestion(question: ShownQuestion, options: Pick<OptionRow, 'id' | 'text'>[]) {
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

/**
 * One question of a report: the answer given, its points, and the right answers and explanation
 * only when `showsRightAnswers` (THE rule of right answers decided it, or staff preview).
 */
export function toReportQuestion(
  question: ShownQuestion & Pick<QuestionRow, 'acceptedAnswers' | 'explanation'>,
  own: Pick<OptionRow, 'id' | 'text' | 'correct'>[],
  answer: { value: AnswerValue; points: number | null; feedback: string | null } | undefined,
  showsRightAnswers: boolean,
): ReportQuestion {
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
    acceptedAnswers: showsRightAnswers && question.kind === 'short_answer' ? question.acceptedAnswers : null,
    explanation: showsRightAnswers ? (question.explanation ?? null) : null,
    feedback: answer?.feedback ?? null,
  };
}
