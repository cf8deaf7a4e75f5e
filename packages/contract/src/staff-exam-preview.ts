import { z } from 'zod';
import { answerValueSchema, attemptQuestionSchema, examReportSchema } from './exam';
import { localizedSchema } from './language-schema';
import { visibilitySchema } from './visibility';

// Staff preview of an exam (issue 25 item 1, decision 0118): staff sit an exam as a learner would,
// draft or published, and nothing is recorded. Stateless: the questions come with a signed,
// short-lived token naming what was drawn; the report takes the token back with the answers.

export const staffExamPreviewParamsSchema = z.object({ id: z.uuid() });

/** `GET /staff/preview/exams/{id}`: the questions as a learner sees them (never the answer key). */
export const staffExamPreviewSchema = z.object({
  examId: z.uuid(),
  title: localizedSchema,
  visibility: visibilitySchema,
  durationMinutes: z.number().int(),
  passMark: z.number().int(),
  startedAt: z.iso.datetime(),
  /** When the preview's time is up, as a learner's attempt would be: start + the exam's minutes. */
  deadline: z.iso.datetime(),
  serverNow: z.iso.datetime(),
  questions: z.array(attemptQuestionSchema),
  /** Signed by the server: the exam, the staff member, the questions drawn, the time allowed. */
  token: z.string(),
});
export type StaffExamPreview = z.infer<typeof staffExamPreviewSchema>;

export const staffExamPreviewBodySchema = z.object({
  token: z
    .string({ error: 'examPreviewTokenInvalid' })
    .min(1, 'examPreviewTokenInvalid')
    .max(8_000, 'examPreviewTokenInvalid'),
  answers: z.array(z.object({ questionId: z.uuid(), value: answerValueSchema })).max(400),
});
export type StaffExamPreviewBody = z.infer<typeof staffExamPreviewBodySchema>;

/** The preview's report: graded as an attempt is, always with the right answers (staff see them). */
export const staffExamPreviewReportSchema = examReportSchema.omit({ attemptId: true });
export type StaffExamPreviewReport = z.infer<typeof staffExamPreviewReportSchema>;
