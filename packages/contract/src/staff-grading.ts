import { z } from 'zod';
import { staffTextSchema } from './text-rules';
import { answerValueSchema, attemptStatusSchema, questionKindSchema } from './exam';
import { localizedSchema } from './language-schema';
import { pageQuerySchema } from './paging';

// Staff grading of essays and short answers, and per-learner exam overrides (issue 14,
// api-contract "Staff calls"). Field messages are contract message keys.

/** Most points a question may carry is the question's own; feedback is plain text. */
export const gradingFeedbackMax = 2000;
export const overrideReasonMax = 500;
/** Limits of one override: at most this many extra attempts and minutes. */
export const overrideMaxExtraAttempts = 20;
export const overrideMaxExtraMinutes = 7 * 24 * 60;

/** `GET /staff/exam-attempts`: the grading queue (`needsGrading`) or every finished attempt of an exam. */
export const staffAttemptsQuerySchema = pageQuerySchema.extend({
  needsGrading: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  examId: z.uuid().optional(),
});
export type StaffAttemptsQuery = z.input<typeof staffAttemptsQuerySchema>;

/** One question of an attempt with the learner's answer and what it earned. */
export const staffGradedAnswerSchema = z.object({
  questionId: z.uuid(),
  position: z.number().int(),
  kind: questionKindSchema,
  prompt: localizedSchema,
  direction: z.enum(['rtl', 'ltr']),
  /** The question's points: the most a grade may give. */
  maxPoints: z.number().int(),
  /** Choice questions: their options and which are right. */
  options: z.array(z.object({ id: z.uuid(), text: localizedSchema, correct: z.boolean() })).optional(),
  /** Short answers: the texts accepted automatically. */
  acceptedAnswers: z.array(z.string()).optional(),
  /** null when the learner left the question unanswered. */
  answer: answerValueSchema.nullable(),
  /** null while the answer waits for grading. */
  points: z.number().int().nullable(),
  feedback: z.string().nullable(),
  /** Whether staff grade it (an answered essay or short answer); the others are automatic. */
  gradable: z.boolean(),
});
export type StaffGradedAnswer = z.infer<typeof staffGradedAnswerSchema>;

/** What staff granted one profile on one exam. */
export const staffExamOverrideSchema = z.object({
  id: z.uuid(),
  examId: z.uuid(),
  profileId: z.uuid(),
  profileName: z.string(),
  extraAttempts: z.number().int(),
  closesAt: z.iso.datetime().nullable(),
  extraMinutes: z.number().int(),
  reason: z.string(),
  createdByName: z.string(),
  updatedAt: z.iso.datetime(),
});
export type StaffExamOverride = z.infer<typeof staffExamOverrideSchema>;

/**
 * A finished attempt as staff see it. In the queue `answers` holds the essay and short-answer
 * questions; the single attempt call holds every question.
 */
export const staffExamAttemptSchema = z.object({
  id: z.uuid(),
  status: attemptStatusSchema,
  number: z.number().int(),
  startedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  score: z.number().int(),
  maxScore: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean().nullable(),
  waiting: z.number().int(),
  profile: z.object({ id: z.uuid(), name: z.string() }),
  exam: z.object({
    id: z.uuid(),
    title: localizedSchema,
    classTitle: localizedSchema,
    passMark: z.number().int(),
    attemptsAllowed: z.number().int(),
    durationMinutes: z.number().int(),
    closesAt: z.iso.datetime(),
  }),
  override: staffExamOverrideSchema.nullable(),
  answers: z.array(staffGradedAnswerSchema),
});
export type StaffExamAttempt = z.infer<typeof staffExamAttemptSchema>;

/** `PUT /staff/exam-attempts/{id}/grades`. Points are checked against each question's points. */
export const staffGradesBodySchema = z.object({
  grades: z
    .array(
      z.object({
        questionId: z.uuid({ error: 'invalidValue' }),
        points: z.number({ error: 'numberInvalid' }).int('numberInvalid').min(0, 'gradingPointsBeyond'),
        feedback: staffTextSchema().trim().max(gradingFeedbackMax, 'tooLong').nullable().optional(),
      }),
    )
    .min(1, 'required')
    .max(200, 'tooLong'),
});
export type StaffGradesBody = z.input<typeof staffGradesBodySchema>;

/** `POST /staff/exam-overrides`: sets the profile's override of the exam (replacing one it had). */
export const staffOverrideBodySchema = z.object({
  examId: z.uuid({ error: 'invalidValue' }),
  profileId: z.uuid({ error: 'invalidValue' }),
  extraAttempts: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(0, 'numberInvalid')
    .max(overrideMaxExtraAttempts, 'numberInvalid')
    .optional(),
  closesAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }).nullable().optional(),
  extraMinutes: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(0, 'numberInvalid')
    .max(overrideMaxExtraMinutes, 'numberInvalid')
    .optional(),
  reason: staffTextSchema().trim().min(1, 'required').max(overrideReasonMax, 'tooLong'),
});
export type StaffOverrideBody = z.input<typeof staffOverrideBodySchema>;

export const staffOverridesQuerySchema = pageQuerySchema.extend({
  examId: z.uuid().optional(),
  profileId: z.uuid().optional(),
});
export type StaffOverridesQuery = z.input<typeof staffOverridesQuerySchema>;

export const staffAttemptParamsSchema = z.object({ id: z.uuid() });
