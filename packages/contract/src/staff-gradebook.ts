import { z } from 'zod';
import { enrolmentStatusSchema } from './catalogue';
import { localizedSchema } from './language-schema';

// A class's gradebook (api-contract "Staff console, part 3"): its learners (profiles) by rows,
// its exams by columns. Scores are percents of the exam's points, whole numbers.

export const staffGradebookParamsSchema = z.object({ id: z.uuid() });

export const gradebookScoreSchema = z.object({
  /** The best graded attempt's percent; null while none is graded. */
  best: z.number().int().nullable(),
  /** The latest graded attempt's percent; null while none is graded. */
  last: z.number().int().nullable(),
  /** Attempts started (running, waiting for grading and graded). */
  attempts: z.number().int(),
  /** Attempts finished that wait for staff grading (essays). */
  pending: z.number().int(),
});
export type GradebookScore = z.infer<typeof gradebookScoreSchema>;

export const gradebookRowSchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  accountPhone: z.string(),
  status: enrolmentStatusSchema,
  /** When the profile last opened a course of the class; null if never. */
  lastActivityAt: z.iso.datetime().nullable(),
  scores: z.record(z.string(), gradebookScoreSchema),
  /** Percent of the class's courses completed. */
  completion: z.number().int(),
  /** Percent of the class's meetings attended; null while the class records no attendance. */
  attendance: z.number().int().nullable(),
});
export type GradebookRow = z.infer<typeof gradebookRowSchema>;

export const staffGradebookSchema = z.object({
  classId: z.uuid(),
  classTitle: localizedSchema,
  exams: z.array(z.object({ id: z.uuid(), title: localizedSchema })),
  rows: z.array(gradebookRowSchema),
});
export type StaffGradebook = z.infer<typeof staffGradebookSchema>;
