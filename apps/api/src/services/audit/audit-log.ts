import type { Database, Transaction } from '../../db/database';
import { staffAuditLog } from '../../db/schema/index';

export type AuditAction = (typeof staffAuditLog.$inferInsert)['action'];

/** Who made a change: a staff account (null once it is gone) and its name as it was then. */
export interface AuditActor {
  userId: string | null;
  fullName: string;
}

/**
 * Writes one audit row. Pass the change's own transaction as `db`: the change and its row commit
 * together or not at all (never a change without its row, nor a row for a change that rolled back).
 */
export async function writeAudit(
  db: Database | Transaction,
  actor: AuditActor,
  action: AuditAction,
  resource: string,
  resourceId: string,
  before: unknown,
  after: unknown,
) {
  await db.insert(staffAuditLog).values({
    actorUserId: actor.userId,
    actorName: actor.fullName,
    action,
    resource,
    resourceId,
    before: before ?? null,
    after: after ?? null,
  });
}
