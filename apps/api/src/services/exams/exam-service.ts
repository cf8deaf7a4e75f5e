import type { AnswerInput, AttemptResult, Exam, ExamAttempt, ExamReport } from '@academy/contract/exam';
import type { Profile } from '@academy/contract/profile';
import type { Database } from '../../db/database';
import type { SessionPrincipal } from '../accounts/index';
import type { OwnedProfile } from '../profiles/index';
import type { ProfileService } from '../profiles/index';
import { AttemptGrading, type AttemptGradedListener, type StaffGradingSteps } from './attempt-grading';
import { AttemptSweep } from './attempt-sweep';
import { ExamTaking } from './exam-taking';
import { ExamViews } from './exam-views';

/**
 * Exams of a kitab and their attempts (decisions §5), as the routes and other services use them:
 * the views (`exam-views.ts`), taking an exam (`exam-taking.ts`), grading (`attempt-grading.ts`)
 * and finishing attempts past their time (`attempt-sweep.ts`), composed on one database and clock.
 * Timing is the server's: every attempt has a deadline fixed at start, saves are refused after it
 * plus the grace, and an attempt past that is finished at its deadline on the next read of it or
 * by the sweep.
 */
export class ExamService {
  private readonly grading: AttemptGrading;
  private readonly sweeping: AttemptSweep;
  private readonly views: ExamViews;
  private readonly taking: ExamTaking;

  constructor(
    db: Database,
    profiles: ProfileService,
    onListenerError: (error: unknown) => void = () => {},
    clock: () => Date = () => new Date(),
  ) {
    this.grading = new AttemptGrading(db, onListenerError, clock);
    this.sweeping = new AttemptSweep(db, this.grading, clock);
    this.views = new ExamViews(db, this.sweeping, clock);
    this.taking = new ExamTaking(db, profiles, this.views, this.sweeping, this.grading, clock);
  }

  /** Registers work to do once an attempt is graded (certificates, badges); errors are logged. */
  onAttemptGraded(listener: AttemptGradedListener): void {
    this.grading.onAttemptGraded(listener);
  }

  listForKitab(profileId: string, kitabId: string): Promise<Exam[]> {
    return this.views.listForKitab(profileId, kitabId);
  }

  exam(profileId: string, examId: string): Promise<Exam> {
    return this.views.exam(profileId, examId);
  }

  /** Exams by id as the profile sees them (upcoming list); no access check, the caller selects. */
  summaries(profileId: string, examIds: string[]): Promise<Map<string, Exam>> {
    return this.views.summaries(profileId, examIds);
  }

  /** Exams are open to an active enrolment in the class, or to a profile that bought the kitab or exam. */
  assertAccess(profileId: string, classId: string, kitabId: string, examId: string | null): Promise<void> {
    return this.views.assertAccess(profileId, classId, kitabId, examId);
  }

  /** The attempt with its questions (never the right answers) and saved answers. */
  attempt(profile: OwnedProfile, attemptId: string): Promise<ExamAttempt> {
    return this.views.attempt(profile, attemptId);
  }

  report(profile: OwnedProfile, attemptId: string): Promise<ExamReport> {
    return this.views.report(profile, attemptId);
  }

  start(
    principal: SessionPrincipal,
    profile: OwnedProfile,
    examId: string,
    pin: string | undefined,
  ): Promise<{ attempt: ExamAttempt; created: boolean }> {
    return this.taking.start(principal, profile, examId, pin);
  }

  saveAnswers(token: string, profile: OwnedProfile, attemptId: string, answers: AnswerInput[]) {
    return this.taking.saveAnswers(token, profile, attemptId, answers);
  }

  saveAnswersOfToken(token: string, profileId: string, attemptId: string, answers: AnswerInput[]) {
    return this.taking.saveAnswersOfToken(token, profileId, attemptId, answers);
  }

  finish(profile: OwnedProfile, attemptId: string): Promise<AttemptResult> {
    return this.taking.finish(profile, attemptId);
  }

  setExamPin(
    principal: SessionPrincipal,
    profileId: string,
    required: boolean,
    pin: string,
  ): Promise<Profile> {
    return this.taking.setExamPin(principal, profileId, required, pin);
  }

  /** Drops the cached question shapes (a staff change to questions takes effect at the next save). */
  forgetQuestionShapes(): void {
    this.taking.forgetQuestionShapes();
  }

  /** The periodic sweep (`AttemptSweep.sweep`). */
  sweep(limit?: number): Promise<number> {
    return this.sweeping.sweep(limit);
  }

  /** Grades a finished attempt again (`AttemptGrading.gradeAttempt`; staff grading passes `staff`). */
  gradeAttempt(attemptId: string, staff?: StaffGradingSteps): Promise<AttemptResult> {
    return this.grading.gradeAttempt(attemptId, staff);
  }
}
