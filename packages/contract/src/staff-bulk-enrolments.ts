import { z } from 'zod';
import { staffTextSchema } from './text-rules';

// Bulk work on a class's learners (api-contract "Staff console, part 3"): enrol, unenrol or
// suspend many profiles at once, each on its own (all or nothing per learner), each audited.

export const bulkEnrolmentActions = ['enrol', 'unenrol', 'suspend'] as const;

export const staffBulkEnrolmentParamsSchema = z.object({ id: z.uuid() });

export const staffBulkEnrolmentBodySchema = z.object({
  action: z.enum(bulkEnrolmentActions, { error: 'invalidValue' }),
  profileIds: z.array(z.uuid()).min(1, 'required').max(500, 'tooLong'),
  reason: staffTextSchema().trim().min(1, 'reasonRequired').max(500, 'tooLong'),
});
export type StaffBulkEnrolmentBody = z.infer<typeof staffBulkEnrolmentBodySchema>;

export const staffBulkEnrolmentResultSchema = z.object({
  results: z.array(
    z.object({
      profileId: z.uuid(),
      ok: z.boolean(),
      /** Why this learner was left as they were: a message key (e.g. `classFull`, `notEnrolled`). */
      reason: z.string().optional(),
    }),
  ),
});
export type StaffBulkEnrolmentResult = z.infer<typeof staffBulkEnrolmentResultSchema>;
