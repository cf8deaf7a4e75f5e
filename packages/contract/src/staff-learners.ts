import { z } from 'zod';
import { activeHoursSchema } from './active-hours';
import { staffReasonSchema } from './change-reason';
import { enrolmentStatusSchema } from './catalogue';
import { attemptStatusSchema } from './exam';
import { localizedSchema } from './language-schema';
import { pageQuerySchema } from './paging';
import { paymentItemTypeSchema, recordedPaymentMethodSchema, transactionStatusSchema } from './payments';
import { profileSchema } from './profile';

// Learners in the staff console (issue 14 "Learners", decisions 0054–0055): find an account,
// read what its profiles study, unlock a locked PIN, enrol a profile by hand. No answer here ever
// carries a password, a code, a PIN or a hash of one.

/** `GET /staff/learners`: a name, phone number (any spelling) or e-mail, paged. */
export const staffLearnerQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type StaffLearnerQuery = z.infer<typeof staffLearnerQuerySchema>;

/** `GET /staff/learners.csv|.xlsx`: the list's search, every matching account up to `staffExportLimit`. */
export const staffLearnerFileQuerySchema = staffLearnerQuerySchema.omit({ page: true, size: true });
export type StaffLearnerFileQuery = z.infer<typeof staffLearnerFileQuerySchema>;

/**
 * `GET /staff/enrolments.csv|.xlsx`: enrolments across classes, of the learners the search finds,
 * in one class, of one status, made between two days (Asia/Jakarta, both included).
 */
export const staffEnrolmentFileQuerySchema = staffLearnerFileQuerySchema
  .extend({
    classId: z.uuid().optional(),
    status: enrolmentStatusSchema.optional(),
    from: z.iso.date({ error: 'dayInvalid' }).optional(),
    to: z.iso.date({ error: 'dayInvalid' }).optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    message: 'dateOrder',
  });
export type StaffEnrolmentFileQuery = z.infer<typeof staffEnrolmentFileQuerySchema>;

/** What staff see of an account itself (never its password or codes). */
const staffLearnerAccountSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  verified: z.boolean(),
  registeredAt: z.iso.datetime(),
});

/** One account in the search results. */
export const staffLearnerRowSchema = staffLearnerAccountSchema.extend({
  /** Its profiles, main first: staff select them from the results to enrol them together. */
  profiles: z.array(profileSchema.pick({ id: true, name: true })),
});
export type StaffLearnerRow = z.infer<typeof staffLearnerRowSchema>;

export const staffLearnerParamsSchema = z.object({ userId: z.uuid() });
export const staffLearnerProfileParamsSchema = z.object({ userId: z.uuid(), profileId: z.uuid() });

export const staffLearnerEnrolmentSchema = z.object({
  classId: z.uuid(),
  classSlug: z.string(),
  classTitle: localizedSchema,
  status: enrolmentStatusSchema,
  enrolledAt: z.iso.datetime(),
});

export const staffLearnerKitabProgressSchema = z.object({
  kitabId: z.uuid(),
  title: localizedSchema,
  titleArabic: z.string(),
  classId: z.uuid(),
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
});
export type StaffLearnerKitabProgress = z.infer<typeof staffLearnerKitabProgressSchema>;

export const staffLearnerAttemptSchema = z.object({
  id: z.uuid(),
  examId: z.uuid(),
  examTitle: localizedSchema,
  number: z.number().int(),
  status: attemptStatusSchema,
  startedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  /** Submitted with essay or short answers that staff have not graded yet. */
  needsGrading: z.boolean(),
});

export const staffLearnerTransactionSchema = z.object({
  id: z.uuid(),
  orderId: z.string(),
  itemType: paymentItemTypeSchema,
  itemTitle: localizedSchema,
  totalPrice: z.number().int(),
  status: transactionStatusSchema,
  createdAt: z.iso.datetime(),
  /** How it was paid and its receipt, as the transactions list shows them (issue 38 item 11). */
  paymentMethod: recordedPaymentMethodSchema,
  receipt: z.string().nullable(),
});

export const staffLearnerCertificateSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  itemType: z.enum(['class', 'kitab']),
  title: localizedSchema,
  status: z.enum(['valid', 'revoked']),
  issuedAt: z.iso.datetime(),
});

/**
 * A profile of the account as its owner sees it (never its PIN or PIN hash), its lock, and its
 * study; a teacher sees only what belongs to their classes.
 */
export const staffLearnerProfileSchema = profileSchema.extend({
  /** Set while five wrong PINs keep PIN checks refused (the lock's end). */
  pinLockedUntil: z.iso.datetime().nullable(),
  enrolments: z.array(staffLearnerEnrolmentSchema),
  progress: z.array(staffLearnerKitabProgressSchema),
  activeHours: activeHoursSchema,
  attempts: z.array(staffLearnerAttemptSchema),
  transactions: z.array(staffLearnerTransactionSchema),
  certificates: z.array(staffLearnerCertificateSchema),
});
export type StaffLearnerProfile = z.infer<typeof staffLearnerProfileSchema>;

/** `GET /staff/learners/{userId}`: the account and its profiles. */
export const staffLearnerSchema = staffLearnerAccountSchema.extend({
  profiles: z.array(staffLearnerProfileSchema),
});
export type StaffLearner = z.infer<typeof staffLearnerSchema>;

/** `POST /staff/learners/{userId}/profiles/{profileId}/unlock-pin`. */
export const staffUnlockPinBodySchema = z.object({ reason: staffReasonSchema });
export type StaffUnlockPinBody = z.infer<typeof staffUnlockPinBodySchema>;

/** `POST /staff/learners/{userId}/profiles/{profileId}/enrolments`: enrol by hand (e.g. paid in cash). */
export const staffManualEnrolmentBodySchema = z.object({
  classId: z.uuid({ error: 'required' }),
  reason: staffReasonSchema,
});
export type StaffManualEnrolmentBody = z.infer<typeof staffManualEnrolmentBodySchema>;
