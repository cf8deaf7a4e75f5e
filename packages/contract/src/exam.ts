import { z } from 'zod';
import { examStateSchema } from './exam-state';
import { localizedSchema } from './language-schema';

export { profileBodySchema, profileQuerySchema } from './kitab';
import { pinSchema } from './profile';

/** Question kinds (decisions §5). */
export const questionKinds = ['single_choice', 'multiple_choice', 'short_answer', 'essay'] as const;
export const questionKindSchema = z.enum(questionKinds);
export type QuestionKind = z.infer<typeof questionKindSchema>;

export const attemptStatuses = ['in_progress', 'submitted', 'graded'] as const;
export const attemptStatusSchema = z.enum(attemptStatuses);
export type AttemptStatus = z.infer<typeof attemptStatusSchema>;

/** The longest text answer (short answer and essay). */
export const answerTextMax = 10_000;

/**
 * An answer's value: an option id (single choice), option ids (multiple choice) or text (short
 * answer, essay). Which one fits is checked against the question's kind by the server.
 */
export const answerValueSchema = z.union([
  z.array(z.uuid({ error: 'examAnswerInvalid' })).max(50, 'examAnswerInvalid'),
  z.string({ error: 'examAnswerInvalid' }).max(answerTextMax, 'tooLong'),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** The app's counter per question: a save whose `seq` is not above the stored one changes nothing. */
export const answerSeqSchema = z.number().int().min(1).max(2_147_483_647);

/** One exam of a kitab with the profile's state (`GET /exams/{examId}`, `GET /kitab/{kitabId}/exams`). */
export const examSchema = z.object({
  id: z.uuid(),
  kitabId: z.uuid(),
  classId: z.uuid(),
  title: localizedSchema,
  description: localizedSchema,
  durationMinutes: z.number().int(),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  /** Rupiah; 0 = free. */
  price: z.number().int(),
  /** Whether the profile holds the exam by purchase (always false for a free exam). */
  paid: z.boolean(),
  /** Percent of the maximum score needed to pass. */
  passMark: z.number().int(),
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  questionCount: z.number().int(),
  /** Whether starting or continuing asks for the profile's PIN (the exam's or the profile's setting). */
  pinRequired: z.boolean(),
  state: examStateSchema,
  /** The running attempt (state `continue`). */
  currentAttemptId: z.uuid().nullable(),
  /** The last finished attempt, for its report. */
  lastAttemptId: z.uuid().nullable(),
});
export type Exam = z.infer<typeof examSchema>;

export const examOptionSchema = z.object({ id: z.uuid(), text: localizedSchema });
export type ExamOption = z.infer<typeof examOptionSchema>;

/** A question as the learner sees it while sitting the exam: never its right answer. */
export const attemptQuestionSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  kind: questionKindSchema,
  prompt: localizedSchema,
  /** Arabic prompts and options are shown right to left. */
  direction: z.enum(['rtl', 'ltr']),
  points: z.number().int(),
  options: z.array(examOptionSchema).optional(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const savedAnswerSchema = z.object({
  questionId: z.uuid(),
  value: answerValueSchema,
  seq: z.number().int(),
  savedAt: z.iso.datetime(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** `GET /exam-attempts/{attemptId}`: the attempt with the server's clock and saved answers. */
export const examAttemptSchema = z.object({
  id: z.uuid(),
  examId: z.uuid(),
  status: attemptStatusSchema,
  startedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  serverNow: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  questions: z.array(attemptQuestionSchema),
  answers: z.array(savedAnswerSchema),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

export const startAttemptBodySchema = z.object({ profileId: z.uuid(), pin: pinSchema.optional() });
export type StartAttemptBody = z.input<typeof startAttemptBodySchema>;

export const answerInputSchema = z.object({
  questionId: z.uuid(),
  value: answerValueSchema,
  seq: answerSeqSchema,
  /**
   * When the app recorded the answer, on the server's clock as the app reckons it. A save that
   * arrives in the grace period after the deadline counts only when this is before the deadline.
   */
  recordedAt: z.iso.datetime().optional(),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const saveAnswersBodySchema = z.object({
  profileId: z.uuid(),
  answers: z.array(answerInputSchema).min(1).max(200),
});
export type SaveAnswersBody = z.input<typeof saveAnswersBodySchema>;

/** What the server holds for each question named in a save (its `seq` may be above the one sent). */
export const saveAnswersResultSchema = z.object({
  saved: z.array(z.object({ questionId: z.uuid(), seq: z.number().int(), savedAt: z.iso.datetime() })),
  serverNow: z.iso.datetime(),
  deadline: z.iso.datetime(),
});
export type SaveAnswersResult = z.infer<typeof saveAnswersResultSchema>;

/** An attempt's result. `passed` and the full score wait while essays wait for grading. */
export const attemptResultSchema = z.object({
  attemptId: z.uuid(),
  status: attemptStatusSchema,
  /** Points scored so far (objective questions at once, essays once graded). */
  score: z.number().int(),
  maxScore: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean().nullable(),
  submittedAt: z.iso.datetime().nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** One question of a report. Right answers and explanations appear once the exam shows them. */
export const reportQuestionSchema = attemptQuestionSchema.extend({
  answer: answerValueSchema.nullable(),
  /** null while the question waits for grading (essays). */
  correct: z.boolean().nullable(),
  awardedPoints: z.number().int().nullable(),
  rightOptionIds: z.array(z.uuid()).nullable(),
  acceptedAnswers: z.array(z.string()).nullable(),
  explanation: localizedSchema.nullable(),
  /** Staff's words on the answer when they graded it. */
  feedback: z.string().nullable(),
});
export type ReportQuestion = z.infer<typeof reportQuestionSchema>;

/**
 * When a report shows an exam's right answers and explanations (decision 0072): once the exam has
 * closed for the profile or it has no attempt left, only once it has closed for everyone (staff
 * chose "after closing"), or never. Never while the profile sits it or can start another attempt.
 */
export const rightAnswersRuleSchema = z.enum(['closed_or_no_attempt_left', 'closed_for_everyone', 'never']);
export type RightAnswersRule = z.infer<typeof rightAnswersRuleSchema>;

export const examReportSchema = attemptResultSchema.extend({
  examId: z.uuid(),
  passMark: z.number().int(),
  startedAt: z.iso.datetime(),
  /** Whether right answers and explanations are shown now (`rightAnswersRule`). */
  showsRightAnswers: z.boolean(),
  rightAnswersRule: rightAnswersRuleSchema,
  /** The attempt ended because its time ran out (or the exam closed), not by "Finish now". */
  timedOut: z.boolean(),
  questions: z.array(reportQuestionSchema),
});
export type ExamReport = z.infer<typeof examReportSchema>;

/** `PUT /profile/{profileId}/exam-pin`: whether starting an exam asks for the profile PIN. */
export const examPinBodySchema = z.object({ required: z.boolean({ error: 'invalidValue' }), pin: pinSchema });
export type ExamPinBody = z.input<typeof examPinBodySchema>;

export const examIdParamsSchema = z.object({ examId: z.uuid() });
export const attemptIdParamsSchema = z.object({ attemptId: z.uuid() });
