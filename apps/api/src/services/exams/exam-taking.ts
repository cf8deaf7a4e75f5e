import type { AnswerInput, AnswerValue, AttemptResult, ExamAttempt } from '@academy/contract/exam';
import { acceptsSaves, attemptDeadline, recordedWithin, type ExamState } from '@academy/contract/exam-state';
import type { Profile } from '@academy/contract/profile';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examAttempts, exams, profiles } from '../../db/schema/index';
import { builtOnce } from '../../db/built-once';
import { AppError } from '../../lib/app-error';
import type { SessionPrincipal } from '../accounts/index';
import { isUniqueViolation, toProfile } from '../accounts/index';
import type { OwnedProfile } from '../profiles/index';
import type { ProfileService } from '../profiles/index';
import { AnswerSaves } from './answer-saves';
import { toResult, type AttemptGrading } from './attempt-grading';
import type { AttemptSweep } from './attempt-sweep';
import { CallersAttempts } from './callers-attempts';
import { fitsQuestion } from './exam-grading';
import { passExamPinGate } from './exam-pin-gate';
import { drawQuestions } from './exam-draws';
import { ExamQuestionSets, shapesOf, type QuestionShapes } from './exam-question-sets';
import { questionRows, type AttemptRow } from './exam-rows';
import { examViewOf, type ExamViews } from './exam-views';

/** The start's transaction (decision 0183): the profile's row locked, then its attempts read, then one inserted. */
const lockProfile = builtOnce<{ id: string }>('exam_start_lock', (db) =>
  db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('profileId')))
    .for('update'),
);
const attemptsAtStart = builtOnce<AttemptRow>('exam_start_attempts', (db) =>
  db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.profileId, sql.placeholder('profileId')),
        or(eq(examAttempts.status, 'in_progress'), eq(examAttempts.examId, sql.placeholder('examId'))),
      ),
    )
    .orderBy(asc(examAttempts.number)),
);
const insertAttempt = builtOnce<AttemptRow>('exam_start_insert', (db) =>
  db
    .insert(examAttempts)
    .values({
      examId: sql.placeholder('examId'),
      profileId: sql.placeholder('profileId'),
      startedAt: sql.placeholder('startedAt'),
      deadline: sql.placeholder('deadline'),
      number: sql.placeholder('number'),
    })
    .returning(),
);

/** What a server keeps of an exam's running attempts when it meets the exam mid-way (decision 0184). */
const runningAttemptsOfExam = builtOnce<{ id: string; profileId: string; examId: string; startedAt: Date }>(
  'exam_running_attempts',
  (db) =>
    db
      .select({
        id: examAttempts.id,
        profileId: examAttempts.profileId,
        examId: examAttempts.examId,
        startedAt: examAttempts.startedAt,
      })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, sql.placeholder('examId')), eq(examAttempts.status, 'in_progress'))),
);

/** How often a server reads an exam's running attempts at most, when it meets ones it has not seen. */
const runningAttemptsReadMs = 60_000;

/**
 * Sitting an exam: starting an attempt, saving answers and finishing it, with the server's
 * timing (a deadline fixed at start, saves refused after it plus the grace). Also the profile's
 * exam PIN setting.
 */
export class ExamTaking {
  /** By attempt, the fixed and drawn questions of an attempt of an exam that draws. */
  private readonly drawnShapes = new Map<string, QuestionShapes>();
  private readonly questionSets: ExamQuestionSets;
  private readonly answerSaves: AnswerSaves;
  private readonly callersAttempts: CallersAttempts;
  /**
   * What never changes about an attempt (owner, exam), so a save after the first reads no
   * attempt: its upsert checks the attempt is still running, the profile's and within the
   * deadline plus grace in the same statement.
   */
  private readonly attemptExams = new Map<string, { profileId: string; examId: string; startedAt: Date }>();
  /** By exam, when this server last read its running attempts (`knowRunningAttemptsOf`). */
  private readonly runningAttemptsRead = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly profiles: ProfileService,
    private readonly views: ExamViews,
    private readonly sweeping: AttemptSweep,
    private readonly grading: AttemptGrading,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.questionSets = new ExamQuestionSets(db);
    this.answerSaves = new AnswerSaves(db);
    this.callersAttempts = new CallersAttempts(db);
  }

  /**
   * Starts an attempt (created: true) or answers the running one of this exam (continue). The
   * profile row is locked while its attempts are read and the new one is written, so two starts
   * at once never make two attempts. At an exam's opening every learner of a class starts within
   * a minute: the exam's questions come from the few seconds' set (decision 0159), and the start
   * reads nothing it already knows (a free exam's purchases, the profile's PIN setting, the draws
   * of an exam that has none).
   */
  async start(
    principal: SessionPrincipal,
    profile: OwnedProfile,
    examId: string,
    pin: string | undefined,
  ): Promise<{ attempt: ExamAttempt; created: boolean }> {
    const profileId = profile.id;
    const exam = await this.views.shownExamRow(profileId, examId);
    await this.views.assertAccess(profileId, exam.classId, exam.kitabId, exam.id);
    await this.sweeping.finishExpiredOf(profileId);
    const set = await this.questionSets.get(exam.id);
    const facts = {
      paid: await this.views.paidFor(profileId, exam),
      questionCount: set.fixed.length + set.drawn,
      pinRequired: exam.pinRequired || profile.examPin.required,
    };
    const before = examViewOf(exam, {
      ...facts,
      attempts: await this.views.attemptsOf(profileId, exam.id),
      now: this.clock(),
    });
    if (before.state !== 'continue') assertStartable(before.state);
    if (before.pinRequired) {
      if (pin === undefined) {
        throw new AppError(400, 'validationFailed', { errorList: [{ field: 'pin', message: 'required' }] });
      }
      // The profile's own PIN check: a wrong PIN counts toward the same lock (423).
      await this.profiles.checkPin(principal, profileId, pin);
    }
    try {
      const { row, created, drew } = await this.db.transaction(async (tx) => {
        // Built once and named, so each connection parses and plans them once (decisions 0159, 0183).
        await lockProfile(tx, { profileId });
        // The running attempt of any exam, and this exam's attempts, in one read.
        const attempts = await attemptsAtStart(tx, { profileId, examId });
        const running = attempts.find((attempt) => attempt.status === 'in_progress');
        if (running) {
          if (running.examId === examId) return { row: running, created: false, drew: 0 };
          throw await this.unfinished(running, tx);
        }
        const fresh = examViewOf(exam, { ...facts, attempts, now: this.clock() });
        assertStartable(fresh.state);
        const now = this.clock();
        const [inserted] = await insertAttempt(tx, {
          examId,
          profileId,
          startedAt: now,
          deadline: attemptDeadline(now, exam.durationMinutes, exam.closesAt),
          number: fresh.attemptsUsed + 1,
        });
        if (!inserted) throw new AppError(500, 'internalError');
        // An exam without draws (its set says so, decision 0159) reads none: one statement less
        // in the transaction that holds the profile's row.
        const drew = set.drawn > 0 ? await drawQuestions(tx, exam, inserted.id) : 0;
        return { row: inserted, created: true, drew };
      });
      if (row.status === 'in_progress') this.knowAttempt(row);
      // A new attempt without a draw holds the exam's set and no answer yet.
      const attempt =
        created && drew === 0 ? this.views.newAttemptView(row, set) : await this.views.attemptView(row);
      return { attempt, created };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'examUnfinished');
      throw error;
    }
  }

  /**
   * Saves answers in one statement. A save whose `seq` is not above the stored one changes
   * nothing (the stored state is answered), so late and repeated saves never overwrite newer
   * ones. The attempt row is share-locked by the same statement: a finish waits for the save
   * and a save after the finish finds the attempt no longer running (409). The statement also
   * checks the bearer token's session and the profile's gates, which `profile` (the gate's
   * answer, `actingProfile`) already passed.
   */
  async saveAnswers(token: string, profile: OwnedProfile, attemptId: string, answers: AnswerInput[]) {
    const now = this.clock();
    const profileId = profile.id;
    // The profile's exam PIN here; the exam's own is checked by the save's statement.
    passExamPinGate(profile.examPin, false, now);
    const known = this.attemptExams.get(attemptId);
    const attempt =
      known?.profileId === profileId ? known : await this.savableAttempt(profile, attemptId, now);
    const errorList = answerErrors(answers, await this.questionShapes(attempt.examId, attemptId), {
      startedAt: attempt.startedAt,
      now,
    });
    if (errorList.length > 0) {
      // An attempt that ended answers so first, whatever was sent.
      if (attempt === known) await this.savableAttempt(profile, attemptId, now);
      throw new AppError(400, 'validationFailed', { errorList });
    }
    const written = await this.answerSaves.write({ token, profileId, attemptId, answers, at: now });
    if (written) return written.result;
    // Nothing written: the attempt ended (409), the exam asks for the PIN (403), or no answer
    // counted in the grace period.
    const savable = await this.savableAttempt(profile, attemptId, now);
    return { saved: [], serverNow: now.toISOString(), deadline: savable.deadline.toISOString() };
  }

  /**
   * The exam night's save in one round trip (decision 0170): for an attempt this server knows
   * and answers that fit it, the save's statement alone checks the token's live session and the
   * profile's gates. Answers the account and the result, or undefined when the save needs the
   * full path (`saveAnswers` after the gate), which then answers why it is refused, if it is.
   */
  async saveAnswersOfToken(token: string, profileId: string, attemptId: string, answers: AnswerInput[]) {
    const now = this.clock();
    const known =
      this.attemptExams.get(attemptId) ?? (await this.runningAttemptOf(token, profileId, attemptId, now));
    if (known?.profileId !== profileId) return undefined;
    const shapes = await this.questionShapes(known.examId, attemptId);
    if (answerErrors(answers, shapes, { startedAt: known.startedAt, now }).length > 0) return undefined;
    return this.answerSaves.write({ token, profileId, attemptId, answers, at: now });
  }

  /**
   * The profile's attempt taking saves at `now` from this session (404, 403/423 the exam PIN,
   * 409 ended; one past the grace is finished).
   */
  private async savableAttempt(profile: OwnedProfile, attemptId: string, now: Date) {
    const attempt = await this.views.gatedAttempt(profile, attemptId);
    if (attempt.status !== 'in_progress') throw new AppError(409, 'examEnded');
    if (!acceptsSaves(attempt.deadline, now)) {
      await this.sweeping.finishExpired(eq(examAttempts.id, attempt.id));
      throw new AppError(409, 'examEnded');
    }
    this.knowAttempt(attempt);
    return attempt;
  }

  /**
   * An attempt this server has not seen yet (started on another server of a fleet, or before a
   * restart), read with the caller's check in one statement and kept when it takes saves;
   * undefined otherwise, and the full path answers why.
   */
  private async runningAttemptOf(token: string, profileId: string, attemptId: string, now: Date) {
    const row = await this.callersAttempts.find({ token, profileId, attemptId });
    if (row?.status !== 'in_progress' || !acceptsSaves(row.deadline, now)) return undefined;
    const attempt = { id: attemptId, profileId, examId: row.examId, startedAt: row.startedAt };
    this.knowAttempt(attempt);
    this.knowRunningAttemptsOf(row.examId);
    return attempt;
  }

  /**
   * A server that meets a running exam's attempt it has not seen (after a restart in the middle of
   * the exam, or one started on another server) reads all of the exam's running attempts in one
   * statement, at most once a minute, so the other learners' next saves read none (decision 0184).
   * Only after a caller's check passed; what is kept is no answer to anyone: each save's own
   * statement still checks its caller, the attempt's owner, state and deadline. Not awaited: a
   * save never waits for it, and one that fails leaves the look-ups as they were.
   */
  private knowRunningAttemptsOf(examId: string) {
    const now = Date.now();
    const last = this.runningAttemptsRead.get(examId);
    if (last !== undefined && now - last < runningAttemptsReadMs) return;
    if (this.runningAttemptsRead.size > 1_000) this.runningAttemptsRead.clear();
    this.runningAttemptsRead.set(examId, now);
    runningAttemptsOfExam(this.db, { examId }).then(
      (attempts) => attempts.forEach((attempt) => this.knowAttempt(attempt)),
      () => this.runningAttemptsRead.delete(examId),
    );
  }

  /** Keeps what never changes about a running attempt, so its saves read no attempt. */
  private knowAttempt(attempt: { id: string; profileId: string; examId: string; startedAt: Date }) {
    if (this.attemptExams.size > 50_000) this.attemptExams.clear();
    const { profileId, examId, startedAt } = attempt;
    this.attemptExams.set(attempt.id, { profileId, examId, startedAt });
  }

  /** Finishes the attempt now (at its deadline at the latest) and grades it; again answers the same. */
  async finish(profile: OwnedProfile, attemptId: string): Promise<AttemptResult> {
    await this.views.gatedAttempt(profile, attemptId);
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
      if (!row) throw new AppError(404, 'notFound');
      return this.grading.submitLocked(tx, row, this.clock());
    });
    await this.grading.announce([outcome]);
    return toResult(outcome.row);
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

  /** Drops the cached question sets and shapes (a staff change to questions takes effect at the next start and save). */
  forgetQuestionShapes(): void {
    this.questionSets.forget();
    this.drawnShapes.clear();
  }

  /**
   * What a save is checked against: each question's kind and option ids. The exam's set serves
   * every learner of an exam night; an exam that draws adds each attempt's own draw, read once
   * per attempt (a draw's copies never change).
   */
  private async questionShapes(examId: string, attemptId: string): Promise<QuestionShapes> {
    const set = await this.questionSets.get(examId);
    if (set.drawn === 0) return set.shapes;
    const kept = this.drawnShapes.get(attemptId);
    if (kept) return kept;
    const { questions, options } = await questionRows(this.db, [examId], [attemptId]);
    const shapes = shapesOf(questions, options);
    if (this.drawnShapes.size > 50_000) this.drawnShapes.clear();
    this.drawnShapes.set(attemptId, shapes);
    return shapes;
  }
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
 * What answers 400: questions not in the attempt, a question twice, a value of the wrong shape, or a
 * `recordedAt` outside the attempt: before it started or after the save arrived (both with the
 * clock-skew tolerance of `recordedAtSkewSeconds`).
 */
function answerErrors(answers: AnswerInput[], shapes: QuestionShapes, span: { startedAt: Date; now: Date }) {
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
  return errorList;
}
