import { inArray, sql } from 'drizzle-orm';
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

/** What an erased account's audit rows hold in place of the document (issue 37). */
export const erasedAuditContent = { erased: true } as const;

/**
 * Keeps the fact of each change to these resources (who, when, what action, which row) but not
 * its content: an erased account's recitations carried the teacher's grade and comments of them.
 * A side that was null (before a creation, after a deletion) stays null.
 */
export async function eraseAuditContent(db: Database | Transaction, resourceIds: string[]) {
  if (resourceIds.length === 0) return;
  const erased = sql`${JSON.stringify(erasedAuditContent)}::jsonb`;
  await db
    .update(staffAuditLog)
    .set({
      before: sql`case when ${staffAuditLog.before} is null then null else ${erased} end`,
      after: sql`case when ${staffAuditLog.after} is null then null else ${erased} end`,
    })
    .where(inArray(staffAuditLog.resourceId, resourceIds));
}
