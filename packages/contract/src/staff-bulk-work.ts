import { z } from 'zod';
import { staffBulkEnrolmentResultSchema } from './staff-bulk-enrolments';
import { staffOverrideBodySchema } from './staff-grading';
import { staffTextSchema } from './text-rules';

// Bulk work on the learners selected in a class's gradebook (issue 25, item 4), beside bulk
// enrolment: an exam extended for them, and the class's certificate issued to those who completed
// it. Each learner on their own (all or nothing per learner, one audit row each); the answer says
// for each whether it was done and, if not, why (a message key).

const profileIds = z.array(z.uuid()).min(1, 'required').max(500, 'tooLong');

export const staffBulkExamParamsSchema = z.object({ id: z.uuid() });

/** `POST /staff/exams/{id}/overrides/bulk`: the same extension for every learner selected. */
export const staffBulkOverrideBodySchema = staffOverrideBodySchema
  .omit({ examId: true, profileId: true })
  .extend({ profileIds });
export type StaffBulkOverrideBody = z.input<typeof staffBulkOverrideBodySchema>;

/** `POST /staff/classes/{id}/certificates/bulk`: the class's certificate to those who completed it. */
export const staffBulkCertificateBodySchema = z.object({
  profileIds,
  reason: staffTextSchema().trim().min(1, 'required').max(500, 'tooLong'),
});
export type StaffBulkCertificateBody = z.input<typeof staffBulkCertificateBodySchema>;

/** One result per learner, as bulk enrolment answers. */
export const staffBulkResultSchema = staffBulkEnrolmentResultSchema;
export type StaffBulkResult = z.infer<typeof staffBulkResultSchema>;
