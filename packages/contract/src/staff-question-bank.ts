import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { textDirectionSchema } from './kitab';
import { bankQuestionEditableFields, checkQuestionAnswers, examQuestionKindSchema } from './staff';
import { localizedSchema } from './language-schema';
import { staffTextSchema } from './text-rules';

// A class's question bank and the import that fills it (api-contract "Staff console, part 3"),
// and the academy-wide bank beside the classes' (decision 0121): admins fill and edit it, every
// staff member reads it and copies or draws from it into the exams of their classes.

export const questionImportFormats = ['gift', 'aiken', 'csv', 'xlsx'] as const;
export type QuestionImportFormat = (typeof questionImportFormats)[number];

/** The largest file the import reads (413 above). */
export const questionImportMaxBytes = 2 * 1024 * 1024;
/** The most questions one import holds. */
export const questionImportMaxQuestions = 500;

const bankCategorySchema = staffTextSchema().trim().min(1, 'required').max(100, 'tooLong');

/** The text fields of the multipart import, beside its `file`. */
export const staffQuestionImportFieldsSchema = z.object({
  format: z.enum(questionImportFormats, { error: 'invalidValue' }),
  /** The class whose bank is filled; without it, the academy-wide bank (admins only). */
  classId: z.uuid({ error: 'invalidValue' }).optional(),
  category: bankCategorySchema,
  dryRun: z.enum(['true', 'false'], { error: 'invalidValue' }).default('false'),
});
export type StaffQuestionImportFields = z.infer<typeof staffQuestionImportFieldsSchema>;

/** One question as read from a file: its texts are as written (one language, Arabic kept). */
export const importedQuestionSchema = z.object({
  /** The 1-based line (GIFT, Aiken) or row (CSV, XLSX) where the question starts. */
  line: z.number().int(),
  kind: examQuestionKindSchema,
  /** A GIFT `::title::`, when given. */
  title: z.string(),
  prompt: z.string(),
  direction: textDirectionSchema,
  options: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  acceptedAnswers: z.array(z.string()),
  /** The file's feedback (GIFT `####…` and each answer's `#…`), kept as the question's explanation; '' when none. */
  explanation: z.string(),
  /**
   * What the import left out or how learners are graded where it differs from the file's own
   * program (Moodle), each in the request's language; grading never differs from what these say.
   */
  notes: z.array(z.string()),
});
export type ImportedQuestion = z.infer<typeof importedQuestionSchema>;

export const questionImportErrorSchema = z.object({ line: z.number().int(), message: z.string() });

export const staffQuestionImportResultSchema = z.object({
  /** The questions that can be imported, as learners will be graded. */
  questions: z.array(importedQuestionSchema),
  /**
   * Each question that cannot be imported faithfully (skipped, as Moodle does) or a fault of the
   * whole file, with its 1-based line or row and why, in the request's language.
   */
  errors: z.array(questionImportErrorSchema),
  /**
   * Questions written to the bank: 0 on a dry run or when the file as a whole cannot be read
   * (`fileRefused`); otherwise every question in `questions`, the ones in `errors` skipped.
   */
  saved: z.number().int(),
  /** The file as a whole cannot be read (no headings, too many questions…): nothing is saved. */
  fileRefused: z.boolean(),
});
export type StaffQuestionImportResult = z.infer<typeof staffQuestionImportResultSchema>;

export const staffQuestionBankParamsSchema = z.object({ id: z.uuid() });

const bankOptionsSchema = z.array(z.object({ text: localizedSchema, correct: z.boolean() }));

export const staffBankQuestionSchema = z.object({
  id: z.uuid(),
  /** Null: a question of the academy-wide bank. */
  classId: z.uuid().nullable(),
  category: z.string(),
  kind: examQuestionKindSchema,
  prompt: localizedSchema,
  direction: textDirectionSchema,
  points: z.number().int(),
  options: bankOptionsSchema,
  acceptedAnswers: z.array(z.string()),
  /** A name for staff (a GIFT `::title::`); '' when none. Learners never see it. */
  title: z.string(),
  /** Shown with the right answer in the report once the exam shows them (a GIFT file's feedback). */
  explanation: localizedSchema.nullable(),
});
export type StaffBankQuestion = z.infer<typeof staffBankQuestionSchema>;

export const staffQuestionBankSchema = z.object({ items: z.array(staffBankQuestionSchema) });
export type StaffQuestionBank = z.infer<typeof staffQuestionBankSchema>;

/** The longest search of a bank's questions. */
export const bankSearchMaxLength = 100;

/**
 * `GET …/question-bank/questions`: one page of a bank, in the bank's order, narrowed to the
 * questions whose title, prompt, options or accepted answers (either language) hold every word of
 * `search`, and to one `category` (exactly as the bank names it).
 */
export const staffQuestionBankQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(bankSearchMaxLength, 'tooLong').optional(),
  category: z.string().trim().max(100, 'tooLong').optional(),
});
export type StaffQuestionBankQuery = z.infer<typeof staffQuestionBankQuerySchema>;

/** One import of a bank (decision 0164): the file whose questions are still there. */
export const staffBankImportSchema = z.object({
  /** The import's change-log row. */
  id: z.uuid(),
  fileName: z.string(),
  format: z.enum(questionImportFormats),
  category: z.string(),
  importedAt: z.iso.datetime(),
  /** Who imported it, as the change log names them. */
  importedBy: z.string(),
  /** Questions the import saved. */
  saved: z.number().int(),
  /** Of those, the ones still in the bank: what removing the import takes away. */
  remaining: z.number().int(),
});
export type StaffBankImport = z.infer<typeof staffBankImportSchema>;

/** `GET …/question-bank/summary`: the bank's size, its categories and its imports, newest first. */
export const staffQuestionBankSummarySchema = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
  imports: z.array(staffBankImportSchema),
});
export type StaffQuestionBankSummary = z.infer<typeof staffQuestionBankSummarySchema>;

export const staffBankImportParamsSchema = z.object({ importId: z.uuid() });

/** `DELETE /staff/question-bank/imports/{importId}`: how many questions left the bank. */
export const staffBankImportRemovalSchema = z.object({ removed: z.number().int() });
export type StaffBankImportRemoval = z.infer<typeof staffBankImportRemovalSchema>;

/** A 409 refusing to remove an import: the exams with attempts that draw from its questions. */
export const bankImportInUseSchema = z.object({
  exams: z.array(z.object({ id: z.uuid(), title: localizedSchema, category: z.string() })),
});
export type BankImportInUse = z.infer<typeof bankImportInUseSchema>;

/** `PATCH /staff/question-bank/questions/{id}`: the fields given change; the kind stays. */
export const staffBankQuestionPatchSchema = bankQuestionEditableFields
  .extend({ category: bankCategorySchema })
  .partial();
export type StaffBankQuestionPatch = z.infer<typeof staffBankQuestionPatchSchema>;

/**
 * The console's form for one bank question: every editable field with its kind (shown, not sent),
 * checked as an exam question's answers are, so that a refusal sits by its field before the call.
 */
export const staffBankQuestionFormSchema = bankQuestionEditableFields
  .extend({ category: bankCategorySchema, kind: examQuestionKindSchema })
  .superRefine(checkQuestionAnswers);
export type StaffBankQuestionForm = z.input<typeof staffBankQuestionFormSchema>;

/**
 * `POST /staff/exams/{id}/questions/from-bank`: questions of the exam's class's bank or of the
 * academy's, copied in order.
 */
export const staffBankCopyBodySchema = z.object({
  questionIds: z
    .array(z.uuid({ error: 'invalidValue' }))
    .min(1, 'required')
    .max(100, 'tooLong'),
});
export type StaffBankCopyBody = z.infer<typeof staffBankCopyBodySchema>;

/** The exam's new questions, in the order asked. */
export const staffBankCopyResultSchema = z.object({ questionIds: z.array(z.uuid()) });
export type StaffBankCopyResult = z.infer<typeof staffBankCopyResultSchema>;
