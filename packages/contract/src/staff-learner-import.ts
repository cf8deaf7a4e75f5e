import { z } from 'zod';
import { genderSchema } from './user';

// Learners imported into a class from CSV (decision 0117): previewed with errors by line first,
// then each learner created or found, enrolled and invited on their own.

/** The largest file the import reads (413 above). */
export const learnerImportMaxBytes = 1024 * 1024;
/** The most learners one import holds. */
export const learnerImportMaxRows = 500;

/** The template's heading row, as the import reads it (Indonesian headings are read too). */
export const learnerImportHeadings = ['name', 'phone', 'email', 'gender'] as const;

export const staffLearnerImportParamsSchema = z.object({ id: z.uuid() });

/** The text fields of the multipart import, beside its `file`. */
export const staffLearnerImportFieldsSchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'invalidValue' }).default('false'),
});

/** What the import does with a row: a new account, an existing account's main profile, or nothing. */
export const learnerImportOutcomes = ['new', 'existing', 'enrolled-already'] as const;
export type LearnerImportOutcome = (typeof learnerImportOutcomes)[number];

export const learnerImportRowSchema = z.object({
  /** The 1-based line of the file. */
  line: z.number().int(),
  name: z.string(),
  /** Canonical (decision 0035). */
  phoneNumber: z.string(),
  email: z.string(),
  gender: genderSchema,
  outcome: z.enum(learnerImportOutcomes),
});
export type LearnerImportRow = z.infer<typeof learnerImportRowSchema>;

export const learnerImportErrorSchema = z.object({
  line: z.number().int(),
  /** `name`, `phoneNumber`, `email`, `gender`, or `file` for the file as a whole. */
  field: z.string(),
  /** In the request's language. */
  message: z.string(),
});

export const learnerImportResultSchema = z.object({
  line: z.number().int(),
  ok: z.boolean(),
  profileId: z.uuid().nullable(),
  /** Why this learner was not enrolled, in the request's language (a full class, the class's gender…). */
  reason: z.string().optional(),
  /** Whether an invitation went out (new accounts only) or a notice (existing accounts). */
  told: z.boolean(),
});

export const staffLearnerImportResultSchema = z.object({
  rows: z.array(learnerImportRowSchema),
  /** Any error saves nothing. */
  errors: z.array(learnerImportErrorSchema),
  /** One per row imported: empty on a dry run or with errors. */
  results: z.array(learnerImportResultSchema),
});
export type StaffLearnerImportResult = z.infer<typeof staffLearnerImportResultSchema>;
