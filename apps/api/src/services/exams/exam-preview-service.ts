import { createHmac, randomBytes } from 'node:crypto';
import type { AnswerValue } from '@academy/contract/exam';
import type {
  StaffExamPreview,
  StaffExamPreviewBody,
  StaffExamPreviewReport,
} from '@academy/contract/staff-exam-preview';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { bankQuestions, classes, exams, kitab } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { sameHash } from '../../lib/secrets';
import { chooseDrawnQuestions } from './exam-draws';
import { fitsQuestion, objectivePoints, scoreOf, toGradable } from './exam-grading';
import { questionRows } from './exam-rows';
import { toAttemptQuestion, toReportQuestion } from './exam-views';
import { rightAnswersRuleOf } from './right-answers';
import { assertTeaches } from '../catalogue/index';
import type { StaffActor } from '../audit/index';

/** A preview may be handed in this long after its time is up (a learner's grace is `examSaveGraceSeconds`). */
const previewGraceMs = 10 * 60_000;

/** What a preview token says, signed: the exam, who previews it, what was drawn, when it ends. */
const tokenPayloadSchema = z.object({
  exam: z.uuid(),
  user: z.uuid(),
  drawn: z.array(z.uuid()),
  nonce: z.string(),
  startedAt: z.number().int(),
  deadline: z.number().int(),
});
type TokenPayload = z.infer<typeof tokenPayloadSchema>;

type BankQuestion = typeof bankQuestions.$inferSelect;

/**
 * Staff preview of an exam (issue 25 item 1, decision 0118): staff (admins, or a teacher of the
 * exam's class) sit an exam, draft or published, as a learner would: its fixed questions and a
 * fresh draw from the bank, graded by the attempts' own grading. Stateless: nothing is written
 * anywhere; the questions come with a signed token naming the drawn questions and the time
 * allowed, and the report takes the token back with the answers.
 */
export class ExamPreviewService {
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    secret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    // A key of its own, derived from the fleet's shared signing secret: any server checks a token.
    this.key = createHmac('sha256', secret).update('exam preview token').digest();
  }

  async start(examId: string, actor: StaffActor): Promise<StaffExamPreview> {
    const exam = await this.examFor(examId, actor);
    const drawn = await chooseDrawnQuestions(this.db, exam);
    const now = this.clock();
    const payload: TokenPayload = {
      exam: exam.id,
      user: actor.userId,
      drawn: drawn.map((question) => question.id),
      nonce: randomBytes(16).toString('base64url'),
      startedAt: now.getTime(),
      deadline: now.getTime() + exam.durationMinutes * 60_000,
    };
    const { questions, options } = await this.questionsOf(exam.id, drawn, payload.nonce);
    return {
      examId: exam.id,
      title: exam.title,
      visibility: exam.visibility,
      durationMinutes: exam.durationMinutes,
      passMark: exam.passMark,
      startedAt: now.toISOString(),
      deadline: new Date(payload.deadline).toISOString(),
      serverNow: now.toISOString(),
      questions: questions.map((question) =>
        toAttemptQuestion(
          question,
          options.filter((option) => option.questionId === question.id),
        ),
      ),
      token: this.sign(payload),
    };
  }

  /** Grades the answers as an attempt's would be, and shows every right answer (staff see them). */
  async report(
    examId: string,
    body: StaffExamPreviewBody,
    actor: StaffActor,
  ): Promise<StaffExamPreviewReport> {
    const exam = await this.examFor(examId, actor);
    const payload = this.verify(body.token);
    if (payload.exam !== exam.id || payload.user !== actor.userId)
      throw fieldError('token', 'examPreviewTokenInvalid');
    const now = this.clock();
    if (now.getTime() > payload.deadline + previewGraceMs) throw fieldError('token', 'examPreviewExpired');
    const drawn = payload.drawn.length
      ? await this.db.select().from(bankQuestions).where(inArray(bankQuestions.id, payload.drawn))
      : [];
    const inDrawOrder = payload.drawn.flatMap((id) => drawn.filter((row) => row.id === id));
    const { questions, options } = await this.questionsOf(exam.id, inDrawOrder, payload.nonce);

    const given = new Map<string, AnswerValue>();
    for (const [index, answer] of body.answers.entries()) {
      const question = questions.find((entry) => entry.id === answer.questionId);
      const field = `answers.${index}.value`;
      if (!question) throw fieldError(`answers.${index}.questionId`, 'examQuestionUnknown');
      if (given.has(answer.questionId)) throw fieldError(`answers.${index}.questionId`, 'examAnswerRepeated');
      const own = options.filter((option) => option.questionId === question.id);
      if (!fitsQuestion(toGradable(question, own), answer.value))
        throw fieldError(field, 'examAnswerInvalid');
      given.set(answer.questionId, answer.value);
    }

    const reported = questions.map((question) => {
      const own = options.filter((option) => option.questionId === question.id);
      const value = given.get(question.id);
      const answer =
        value === undefined
          ? undefined
          : { value, points: objectivePoints(toGradable(question, own), value), feedback: null };
      return toReportQuestion(question, own, answer, true);
    });
    const maxScore = questions.reduce((sum, question) => sum + question.points, 0);
    const score = reported.reduce((sum, question) => sum + (question.awardedPoints ?? 0), 0);
    const waiting = reported.some((question) => question.awardedPoints === null);
    const { percent, passed } = scoreOf(score, maxScore, exam.passMark);
    const submittedAt = Math.min(now.getTime(), payload.deadline);
    return {
      examId: exam.id,
      status: waiting ? 'submitted' : 'graded',
      score,
      maxScore,
      percent,
      passed: waiting ? null : passed,
      submittedAt: new Date(submittedAt).toISOString(),
      passMark: exam.passMark,
      startedAt: new Date(payload.startedAt).toISOString(),
      showsRightAnswers: true,
      rightAnswersRule: rightAnswersRuleOf(exam),
      timedOut: submittedAt >= payload.deadline,
      questions: reported,
    };
  }

  /** The exam, for an admin or a teacher of its class (403 otherwise); unknown: 404. */
  private async examFor(examId: string, actor: StaffActor) {
    const [row] = await this.db
      .select({ exam: exams, classId: kitab.classId, teacherId: classes.teacherId })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(eq(exams.id, examId));
    if (!row) throw new AppError(404, 'notFound');
    assertTeaches(actor, row.teacherId);
    return { ...row.exam, classId: row.classId };
  }

  /**
   * The exam's fixed questions, then the drawn ones as an attempt's copies would be: the bank
   * question's id, and option ids derived from the token's nonce (stable for that preview only).
   */
  private async questionsOf(examId: string, drawn: BankQuestion[], nonce: string) {
    const fixed = await questionRows(this.db, [examId]);
    let position = fixed.questions.reduce((last, question) => Math.max(last, question.position), 0);
    const questions = [
      ...fixed.questions,
      ...drawn.map((question) => ({
        id: question.id,
        position: (position += 1),
        kind: question.kind,
        prompt: question.prompt,
        direction: question.direction,
        points: question.points,
        acceptedAnswers: question.acceptedAnswers,
        explanation: null,
      })),
    ];
    const options = [
      ...fixed.options,
      ...drawn.flatMap((question) =>
        question.options.map((option, index) => ({
          id: this.optionId(nonce, question.id, index),
          questionId: question.id,
          text: option.text,
          correct: option.correct,
        })),
      ),
    ];
    return { questions, options };
  }

  /** A UUID (version 4 form) keyed by the preview: nothing of it tells which option is right. */
  private optionId(nonce: string, questionId: string, index: number): string {
    const bytes = createHmac('sha256', this.key).update(`option\n${nonce}\n${questionId}\n${index}`).digest();
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = bytes.subarray(0, 16).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  private sign(payload: TokenPayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  private verify(token: string): TokenPayload {
    const [body, mac, ...rest] = token.split('.');
    if (!body || !mac || rest.length > 0 || !sameHash(this.mac(body), mac))
      throw fieldError('token', 'examPreviewTokenInvalid');
    try {
      return tokenPayloadSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    } catch (error) {
      throw new AppError(400, 'validationFailed', {
        errorList: [{ field: 'token', message: 'examPreviewTokenInvalid' }],
        cause: error,
      });
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(`token\n${body}`).digest('hex');
  }
}
