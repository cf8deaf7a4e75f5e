import { z } from 'zod';
import { staffTextSchema } from './text-rules';
import { certificateItemSchema, certificateStatusSchema } from './certificates';
import { pageQuerySchema } from './paging';
import { profileNameSchema } from './profile';

// Certificates in the staff console (issue 14, decisions 0060–0061): the list, one certificate's
// history, issue by hand, revoke and reissue, each with the reason staff give.

const reason = staffTextSchema().trim().min(1, 'required').max(500, 'tooLong');

export const certificateItemTypeSchema = z.enum(['class', 'kitab'], { error: 'invalidValue' });

/** `GET /staff/certificates`: newest first; search by number, code or learner name. */
export const staffCertificateQuerySchema = pageQuerySchema.extend({
  status: certificateStatusSchema.optional(),
  itemType: certificateItemTypeSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type StaffCertificateQuery = z.infer<typeof staffCertificateQuerySchema>;

const reference = z.object({ id: z.uuid(), number: z.string() });

export const staffCertificateRowSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  code: z.string(),
  /** The learner profile (its current name; `learnerName` is the name printed at issue). */
  profile: z.object({ id: z.uuid(), name: z.string() }),
  learnerName: z.string(),
  item: certificateItemSchema,
  issuedAt: z.iso.datetime(),
  status: certificateStatusSchema,
  revokedAt: z.iso.datetime().nullable(),
  revokedReason: z.string().nullable(),
  /** The certificate that replaced this one (a reissue), if any. */
  replacedBy: reference.nullable(),
});
export type StaffCertificateRow = z.infer<typeof staffCertificateRowSchema>;

/** One step of a certificate's life, oldest first. `actorName` null: done by the app itself. */
export const staffCertificateEventSchema = z.object({
  kind: z.enum(['issued', 'reissued', 'revoked', 'replaced']),
  at: z.iso.datetime(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  /** `reissued`: the certificate it replaced; `replaced`: the one that replaced it. */
  certificate: reference.nullable(),
});
export type StaffCertificateEvent = z.infer<typeof staffCertificateEventSchema>;

/** `GET /staff/certificates/{id}`: everything about one certificate and its history. */
export const staffCertificateSchema = staffCertificateRowSchema.extend({
  teacherName: z.string(),
  hijriDate: z.string(),
  verifyUrl: z.string(),
  /** The account the profile belongs to (for the learners screen). */
  userId: z.uuid(),
  reissuedFrom: reference.nullable(),
  history: z.array(staffCertificateEventSchema),
});
export type StaffCertificate = z.infer<typeof staffCertificateSchema>;

/** `POST /staff/certificates`: issue by hand (e.g. a learner who completed offline). */
export const staffCertificateIssueSchema = z.object({
  profileId: z.uuid({ error: 'required' }),
  itemType: certificateItemTypeSchema,
  itemId: z.uuid({ error: 'required' }),
  reason,
});
export type StaffCertificateIssue = z.infer<typeof staffCertificateIssueSchema>;

/** `GET /staff/certificates/standing`: the learner and item a certificate would be issued for. */
export const staffCertificateItemQuerySchema = staffCertificateIssueSchema.pick({
  profileId: true,
  itemType: true,
  itemId: true,
});
export type StaffCertificateItemQuery = z.infer<typeof staffCertificateItemQuerySchema>;

/**
 * Where the learner stands on the item: courses completed of those it studies, and whether it
 * meets the certificate rule (`complete`). Issuing below completion is allowed, with a warning.
 */
export const staffCertificateStandingSchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  complete: z.boolean(),
});
export type StaffCertificateStanding = z.infer<typeof staffCertificateStandingSchema>;

/** `POST /staff/certificates/{id}/revoke`. */
export const staffCertificateRevokeSchema = z.object({ reason });
export type StaffCertificateRevoke = z.infer<typeof staffCertificateRevokeSchema>;

/**
 * `POST /staff/certificates/{id}/reissue`: a new certificate with the profile's current name, or
 * `fullName` (which also corrects the profile's name).
 */
export const staffCertificateReissueSchema = z.object({
  reason,
  fullName: profileNameSchema.optional(),
});
export type StaffCertificateReissue = z.infer<typeof staffCertificateReissueSchema>;

export const staffCertificateParamsSchema = z.object({ certificateId: z.uuid() });

/** `GET /staff/certificates/profiles?search=`: learner profiles to issue to, by name. */
export const staffCertificateProfileQuerySchema = z.object({
  search: z.string({ error: 'required' }).trim().min(2, 'searchTooShort').max(100, 'tooLong'),
});
export const staffCertificateProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The account holder's name, to tell two profiles of one name apart. */
  accountName: z.string(),
});
export type StaffCertificateProfile = z.infer<typeof staffCertificateProfileSchema>;
