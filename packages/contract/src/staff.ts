import { z } from 'zod';
import { departmentSlugSchema, genderRestrictionSchema } from './catalogue';
import { localizedSchema } from './language-schema';
import { courseKindSchema, textDirectionSchema } from './kitab';
import { mediaKinds, storedMediaKind } from './media-types';
import { meetingScheduleFields } from './meetings';
import { sortedPageQuerySchema, sortTypeSchema } from './paging';
import { hasFewMarksPerLetter, staffTextSchema } from './text-rules';
import { examVisibilityFields, visibilityFields, visibilitySchema } from './visibility';

// Staff calls (api-contract "Staff calls", decisions §8). Every resource follows one pattern:
// `GET /staff/{resource}/{id}` answers its editable document with a `version`; `PUT` takes it back
// and answers 409 when `version` is stale; `POST` takes the document without `id` and `version`.
// Each resource below is an `input` schema (what staff write), a `document` (input + id + version)
// and a list row. Field messages are contract message keys, translated by each side.

export const staffRoles = ['admin', 'teacher'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Titles and names: what certificates and page headings print, so letters carry few marks. */
const required = (max: number) =>
  staffTextSchema()
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong')
    .refine(hasFewMarksPerLetter, { error: 'marksStacked' });
const optionalText = (max: number) => staffTextSchema().trim().max(max, 'tooLong');
/** A text in both languages, each required. */
const localizedRequired = (max: number) => z.object({ en: required(max), id: required(max) });
/** A text in both languages that may be empty. */
const localizedOptional = (max: number) => z.object({ en: optionalText(max), id: optionalText(max) });
const slug = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(100, 'tooLong')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slugInvalid');
const instant = z.iso.datetime({ offset: true, error: 'dateInvalid' });
const rupiah = z
  .number({ error: 'numberInvalid' })
  .int('numberInvalid')
  .min(0, 'numberInvalid')
  .max(1_000_000_000, 'numberInvalid');
/** An uploaded media key (`/media/…`), a same-origin path, or an http(s) address. */
const mediaAddress = z
  .string()
  .trim()
  .max(2000, 'tooLong')
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'urlInvalid');
const httpUrl = z
  .string()
  .trim()
  .max(2000, 'tooLong')
  .regex(/^https?:\/\/[^\s]+$/, 'urlInvalid');

const idAndVersion = { id: z.uuid(), version: z.string() };

// Departments: their texts only (the three departments are fixed, decisions §2).
export const staffDepartmentInputSchema = z.object({
  name: localizedRequired(100),
  description: localizedRequired(2000),
  position: z.number().int().min(0).max(1000),
});
export const staffDepartmentSchema = staffDepartmentInputSchema.extend({
  id: departmentSlugSchema,
  version: z.string(),
});
export type StaffDepartment = z.infer<typeof staffDepartmentSchema>;

// Categories and sub categories (a sub category names its parent).
export const staffCategoryInputSchema = z.object({
  slug,
  name: localizedRequired(100),
  parentId: z.uuid({ error: 'invalidValue' }).nullable(),
  position: z.number().int().min(0).max(1000),
});
export const staffCategorySchema = staffCategoryInputSchema.extend(idAndVersion);
export type StaffCategory = z.infer<typeof staffCategorySchema>;

// Teachers and their sanad: per kitab, a chain from the teacher upwards (decision 0108).
const staffKitabSanadSchema = z.object({
  kitabId: z.uuid({ error: 'invalidValue' }),
  /** From the teacher's own teacher upwards; none: that kitab's certificates show no sanad. */
  links: z.array(z.object({ name: required(200), note: localizedOptional(500) })).max(50, 'tooLong'),
});
export const staffTeacherInputSchema = z.object({
  name: required(200),
  bio: localizedOptional(4000),
  photoUrl: mediaAddress.nullable(),
  /** The staff account of this teacher, by phone number; it becomes a `teacher` account. */
  accountPhoneNumber: z.string().trim().max(30, 'tooLong').nullable(),
  /** One chain per kitab, each kitab once. */
  sanad: z
    .array(staffKitabSanadSchema)
    .max(500, 'tooLong')
    .superRefine((chains, context) => {
      chains.forEach((chain, index) => {
        if (chains.findIndex((other) => other.kitabId === chain.kitabId) !== index)
          context.addIssue({ code: 'custom', message: 'sanadKitabTwice', path: [index, 'kitabId'] });
      });
    }),
});
export const staffTeacherSchema = staffTeacherInputSchema.extend({
  ...idAndVersion,
  /**
   * A chain per kitab the teacher teaches (empty links when none is known), then any other kitab
   * they hold a chain of; each names its kitab and class for the form.
   */
  sanad: z.array(
    staffKitabSanadSchema.extend({
      kitab: z.object({ titleArabic: z.string(), title: localizedSchema, classTitle: localizedSchema }),
      teaches: z.boolean(),
    }),
  ),
});
export type StaffTeacher = z.infer<typeof staffTeacherSchema>;

// Classes: every field of decisions §2.
const staffClassFields = z.object({
  slug,
  title: localizedRequired(200),
  description: localizedRequired(10_000),
  coverImageUrl: mediaAddress.nullable(),
  departmentSlug: departmentSlugSchema,
  categoryId: z.uuid({ error: 'invalidValue' }).nullable(),
  subCategoryId: z.uuid({ error: 'invalidValue' }).nullable(),
  teacherId: z.uuid({ error: 'required' }),
  price: rupiah,
  /** Write-only: a new join password, `null` to remove it, omitted to keep it. */
  joinPassword: z.string().min(4, 'joinPasswordShort').max(128, 'tooLong').nullable().optional(),
  hasJoinPassword: z.boolean().optional(),
  gender: genderRestrictionSchema,
  registrationStartAt: instant,
  registrationEndAt: instant,
  startAt: instant,
  endAt: instant,
  capacity: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(1, 'numberInvalid')
    .max(100_000, 'numberInvalid'),
  telegramUrl: httpUrl.nullable(),
  /** Its enrolled profiles hand in recorded recitations (setoran); off when omitted. */
  takesRecitations: z.boolean({ error: 'invalidValue' }).default(false),
  /** Attendance counts toward completion: the least share of held meetings attended; null: it does not. */
  minAttendancePercent: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(1, 'numberInvalid')
    .max(100, 'numberInvalid')
    .nullable()
    .default(null),
  lessonSchedule: localizedOptional(2000),
  prepare: localizedOptional(10_000),
  rules: localizedOptional(10_000),
  ...visibilityFields,
});

/** Registration start ≤ registration end ≤ start ≤ end (class-state stages follow this order). */
function checkClassTimes(value: z.infer<typeof staffClassFields>, ctx: z.RefinementCtx) {
  const order = ['registrationStartAt', 'registrationEndAt', 'startAt', 'endAt'] as const;
  for (let i = 1; i < order.length; i += 1) {
    const earlier = order[i - 1]!;
    const later = order[i]!;
    if (Date.parse(value[later]) < Date.parse(value[earlier])) {
      ctx.addIssue({ code: 'custom', path: [later], message: 'dateOrder' });
    }
  }
}

export const staffClassInputSchema = staffClassFields.superRefine(checkClassTimes);
export const staffClassSchema = staffClassFields
  .extend({ ...idAndVersion, archivedAt: z.iso.datetime().nullable() })
  .superRefine(checkClassTimes);
export type StaffClass = z.infer<typeof staffClassSchema>;
export type StaffClassInput = z.input<typeof staffClassInputSchema>;

// Kitab of a class.
export const staffKitabInputSchema = z.object({
  classId: z.uuid({ error: 'required' }),
  title: localizedRequired(200),
  titleArabic: required(200),
  author: required(200),
  description: localizedOptional(10_000),
  price: rupiah.nullable(),
  ...visibilityFields,
});
export const staffKitabSchema = staffKitabInputSchema.extend({ ...idAndVersion, position: z.number().int() });
export type StaffKitab = z.infer<typeof staffKitabSchema>;

// Pertemuan (meetings) of a kitab; their order is set with the order call.
// Its schedule (startsAt, durationMinutes, place, recordingUrl) is the meeting's (decisions §9).
export const staffPertemuanInputSchema = z.object({
  kitabId: z.uuid({ error: 'required' }),
  title: localizedRequired(200),
  ...meetingScheduleFields,
  ...visibilityFields,
});
export const staffPertemuanSchema = staffPertemuanInputSchema.extend({
  ...idAndVersion,
  number: z.number().int(),
});
export type StaffPertemuan = z.infer<typeof staffPertemuanSchema>;

// Courses (materials) of a meeting: video, audio and PDF have a source; text has a body.
const staffCourseFields = z.object({
  pertemuanId: z.uuid({ error: 'required' }),
  title: localizedRequired(200),
  kind: courseKindSchema,
  sourceUrl: mediaAddress.nullable(),
  body: staffTextSchema().max(100_000, 'tooLong').nullable(),
  direction: textDirectionSchema,
  durationMinutes: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(1, 'numberInvalid')
    .max(1000, 'numberInvalid'),
  ...visibilityFields,
});

/** Why a stored file cannot be a material of a kind: what the file is instead. */
const fileIsNot = { video: 'fileNotVideo', audio: 'fileNotAudio', pdf: 'fileNotPdf' } as const;

function checkCourseContent(value: z.infer<typeof staffCourseFields>, ctx: z.RefinementCtx) {
  if (value.kind === 'text' && !value.body?.trim())
    ctx.addIssue({ code: 'custom', path: ['body'], message: 'required' });
  if (value.kind !== 'text' && !value.sourceUrl)
    ctx.addIssue({ code: 'custom', path: ['sourceUrl'], message: 'required' });
  // A file of this academy was typed by its content when uploaded: a PDF is never a "video".
  const stored = value.kind !== 'text' && value.sourceUrl ? storedMediaKind(value.sourceUrl) : undefined;
  if (value.kind !== 'text' && stored && stored !== value.kind)
    ctx.addIssue({ code: 'custom', path: ['sourceUrl'], message: fileIsNot[value.kind] });
}

export const staffCourseInputSchema = staffCourseFields.superRefine(checkCourseContent);
export const staffCourseSchema = staffCourseFields
  .extend({ ...idAndVersion, position: z.number().int() })
  .superRefine(checkCourseContent);
export type StaffCourse = z.infer<typeof staffCourseSchema>;

// Exams of a kitab (decisions §5): opening window, timing, price, pass mark, attempts.
/** Where a draw takes its questions: the exam's class's bank, or the academy's (decision 0121). */
export const questionBankScopes = ['class', 'academy'] as const;
export type QuestionBankScope = (typeof questionBankScopes)[number];

const staffExamFields = z.object({
  kitabId: z.uuid({ error: 'required' }),
  title: localizedRequired(200),
  description: localizedOptional(5000),
  durationMinutes: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(1, 'numberInvalid')
    .max(1440, 'numberInvalid'),
  opensAt: instant,
  closesAt: instant,
  price: rupiah,
  /** Percent of the maximum score needed to pass. */
  passMark: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(0, 'numberInvalid')
    .max(100, 'numberInvalid'),
  attemptsAllowed: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(1, 'numberInvalid')
    .max(100, 'numberInvalid'),
  showAnswers: z.boolean(),
  /** With `showAnswers`: only once the exam has closed for every learner (overrides included). */
  answersAfterClosing: z.boolean().default(false),
  pinRequired: z.boolean(),
  /**
   * Random draws from the class's question bank (decision 0114) or the academy's (`bank`,
   * decision 0121): each attempt takes `count` questions of `category`, after the fixed questions,
   * recorded on the attempt.
   */
  draws: z
    .array(
      z.object({
        bank: z.enum(questionBankScopes, { error: 'invalidValue' }).default('class'),
        category: staffTextSchema().trim().min(1, 'required').max(100, 'tooLong'),
        count: z
          .number({ error: 'numberInvalid' })
          .int('numberInvalid')
          .min(1, 'numberInvalid')
          .max(100, 'numberInvalid'),
      }),
    )
    .max(10, 'tooLong')
    .default([]),
  ...examVisibilityFields,
});

function checkExamWindow(value: z.infer<typeof staffExamFields>, ctx: z.RefinementCtx) {
  if (Date.parse(value.closesAt) <= Date.parse(value.opensAt))
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'dateOrder' });
}

export const staffExamInputSchema = staffExamFields.superRefine(checkExamWindow);
export const staffExamSchema = staffExamFields
  .extend({ ...idAndVersion, position: z.number().int() })
  .superRefine(checkExamWindow);
export type StaffExam = z.infer<typeof staffExamSchema>;

export const examQuestionKinds = ['single_choice', 'multiple_choice', 'short_answer', 'essay'] as const;
export const examQuestionKindSchema = z.enum(examQuestionKinds);

// Questions of an exam, in order. Choice questions have options (which are right); short answers
// have the texts that count as right; an Arabic prompt is written right to left (`rtl`).
const staffQuestionFields = z.object({
  examId: z.uuid({ error: 'required' }),
  kind: examQuestionKindSchema,
  prompt: localizedRequired(5000),
  direction: textDirectionSchema,
  points: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(1, 'numberInvalid')
    .max(1000, 'numberInvalid'),
  /** Texts are required only where options count (choice kinds); other kinds drop them on save. */
  options: z.array(z.object({ text: localizedOptional(1000), correct: z.boolean() })).max(20, 'tooLong'),
  acceptedAnswers: z.array(required(500)).max(50, 'tooLong'),
  explanation: localizedOptional(5000),
});

/** What a question of a bank shares with an exam's question and can change (decision 0121). */
export const bankQuestionEditableFields = staffQuestionFields.pick({
  prompt: true,
  direction: true,
  points: true,
  options: true,
  acceptedAnswers: true,
});

/**
 * A choice question has ≥ 2 options and a right one (single choice: exactly one); a short answer has
 * an accepted text. Shared by exam questions and the bank question form (decision 0121).
 */
export function checkQuestionAnswers(
  value: Pick<z.infer<typeof staffQuestionFields>, 'kind' | 'options' | 'acceptedAnswers'>,
  ctx: z.RefinementCtx,
) {
  if (value.kind === 'single_choice' || value.kind === 'multiple_choice') {
    for (const [index, option] of value.options.entries())
      for (const language of ['id', 'en'] as const)
        if (!option.text[language])
          ctx.addIssue({ code: 'custom', path: ['options', index, 'text', language], message: 'required' });
    const right = value.options.filter((option) => option.correct).length;
    if (value.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'optionsTooFew' });
    else if (right === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'correctOptionMissing' });
    else if (value.kind === 'single_choice' && right > 1)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'singleChoiceOneCorrect' });
  }
  if (value.kind === 'short_answer' && value.acceptedAnswers.length === 0)
    ctx.addIssue({ code: 'custom', path: ['acceptedAnswers'], message: 'acceptedAnswerMissing' });
}

export const staffQuestionInputSchema = staffQuestionFields.superRefine(checkQuestionAnswers);
export const staffQuestionSchema = staffQuestionFields
  .extend({ ...idAndVersion, position: z.number().int() })
  .superRefine(checkQuestionAnswers);
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;

// FAQ entries.
export const staffFaqInputSchema = z.object({
  question: localizedRequired(500),
  answer: localizedRequired(5000),
  position: z.number().int().min(0).max(10_000),
});
export const staffFaqSchema = staffFaqInputSchema.extend(idAndVersion);
export type StaffFaq = z.infer<typeof staffFaqSchema>;

// Short links: the slug is the id; clicks are counted by the public redirect.
export const staffLinkInputSchema = z.object({
  slug,
  /** An app path (`/kelas/…`) or an http(s) address. */
  target: mediaAddress.refine((value) => value.length > 0, 'required'),
});
export const staffLinkSchema = staffLinkInputSchema.extend({
  id: z.string(),
  version: z.string(),
  clickCount: z.number().int(),
});
export type StaffLink = z.infer<typeof staffLinkSchema>;

/** One row of any staff list: what a table shows, and where it belongs. */
export const staffListRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The parent (class of a kitab, kitab of a meeting, meeting of a course). */
  parentId: z.string().nullable(),
  position: z.number().int().nullable(),
  archived: z.boolean(),
  /** A content document's (class, kitab, meeting, material, exam): who sees it. */
  visibility: visibilitySchema.optional(),
  /** The row's one figure, if it has one: seats taken, classes taught, clicks, minutes. */
  count: z.number().int().nullable(),
});
export type StaffListRow = z.infer<typeof staffListRowSchema>;

export const staffListSortFields = ['title', 'position', 'createdAt'] as const;
export const staffListQuerySchema = sortedPageQuerySchema(staffListSortFields, 'position').extend({
  search: z.string().trim().max(100).optional(),
  /** Only the children of this parent (kitab of a class, meetings of a kitab, courses of a meeting). */
  parentId: z.string().max(100).optional(),
  /**
   * Classes only: those a profile of this gender may join (`all` and its own); `unset` for a
   * profile with no gender yet, which may join only classes open to all.
   */
  openTo: z.enum(['male', 'female', 'unset']).optional(),
  sortType: sortTypeSchema.default('asc'),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffIdParamsSchema = z.object({ id: z.string().min(1).max(120) });

/** `PUT /staff/{resource}/order`: the children of one parent in their new order. */
export const staffOrderBodySchema = z.object({
  parentId: z.uuid(),
  ids: z.array(z.uuid()).min(1).max(500),
});
export type StaffOrderBody = z.infer<typeof staffOrderBodySchema>;

/** What DELETE did: removed, or archived because learners depend on it. */
export const staffDeleteResultSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type StaffDeleteResult = z.infer<typeof staffDeleteResultSchema>;

/** `POST /staff/media`: the stored file. `url` is its unsigned path `/media/<key>`. */
export const staffMediaSchema = z.object({
  key: z.string(),
  url: z.string(),
  contentType: z.string(),
  kind: z.enum(mediaKinds),
  size: z.number().int(),
});
export type StaffMedia = z.infer<typeof staffMediaSchema>;

/** A stored media path (`/media/<key>`, `/demo-media/…`) to preview; outside URLs come back as they are. */
export const staffMediaAddressQuerySchema = z.object({ path: z.string().min(1).max(500) });
export const staffMediaAddressSchema = z.object({ url: z.string() });
export type StaffMediaAddress = z.infer<typeof staffMediaAddressSchema>;

/** `GET /staff/me`: who the console is for. */
export const staffMeSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  role: staffRoleSchema,
  /** The teacher record of a teacher account (null for an admin without one). */
  teacherId: z.uuid().nullable(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** Each resource's schemas: what staff write (`input`) and the document a GET answers. */
export const staffResourceSchemas = {
  departments: { input: staffDepartmentInputSchema, document: staffDepartmentSchema },
  categories: { input: staffCategoryInputSchema, document: staffCategorySchema },
  teachers: { input: staffTeacherInputSchema, document: staffTeacherSchema },
  classes: { input: staffClassInputSchema, document: staffClassSchema },
  kitab: { input: staffKitabInputSchema, document: staffKitabSchema },
  pertemuan: { input: staffPertemuanInputSchema, document: staffPertemuanSchema },
  courses: { input: staffCourseInputSchema, document: staffCourseSchema },
  exams: { input: staffExamInputSchema, document: staffExamSchema },
  questions: { input: staffQuestionInputSchema, document: staffQuestionSchema },
  faq: { input: staffFaqInputSchema, document: staffFaqSchema },
  links: { input: staffLinkInputSchema, document: staffLinkSchema },
} as const;

/** `PUT` takes the document back: the input and the `version` it was read at. */
export const versionedSchema = z.object({ version: z.string().min(1, 'required') });
