import { z } from 'zod';
import { sortedPageQuerySchema } from './paging';

/** One change of the staff audit log (`GET /staff/audit-log`, admins), and how the log is filtered. */
export const staffAuditEntrySchema = z.object({
  id: z.uuid(),
  actorUserId: z.uuid().nullable(),
  actorName: z.string(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string(),
  /** What the change is about, by name (a class's title, a learner and their class, an order id). */
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditQuerySchema = sortedPageQuerySchema(['createdAt'], 'createdAt').extend({
  resource: z.string().max(50).optional(),
  resourceId: z.string().max(120).optional(),
  /** Who: the staff member's account. */
  actorUserId: z.uuid().optional(),
  /** What was done: `create`, `update`, … (any action a staff change records). */
  action: z.string().max(50).optional(),
  /** When: calendar days in the academy's zone, both included. */
  from: z.iso.date({ error: 'dayInvalid' }).optional(),
  to: z.iso.date({ error: 'dayInvalid' }).optional(),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;
