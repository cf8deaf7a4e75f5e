import type { StaffRole } from '@academy/contract/staff';
import type { StaffAuditQuery } from '@academy/contract/staff-audit';
import { activeHoursTimeZone } from '@academy/contract/active-hours';
import type { Language } from '@academy/contract/language';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { staffAuditLog } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit, type AuditAction } from './audit-log';
import { auditSubjects } from './audit-subjects';

/** The staff member making a call (decisions §8). */
export interface StaffActor {
  userId: string;
  fullName: string;
  role: StaffRole;
  /** The teacher record linked to the account, if any. */
  teacherId: string | null;
}

/**
 * The staff audit log (decisions §8): every domain writes its staff changes here, in the change's
 * own transaction, and admins read it back.
 */
export class AuditTrail {
  constructor(protected readonly db: Database) {}

  /**
   * `GET /staff/audit-log` (admins): newest first, filtered by what (resource, record, action),
   * who (the staff account) and when (days in the academy's zone, both included).
   */
  async auditEntries(query: StaffAuditQuery, actor: StaffActor, language: Language) {
    if (actor.role !== 'admin') throw new AppError(403, 'forbidden');
    const zone = sql.raw(`'${activeHoursTimeZone}'`);
    const where = and(
      query.resource ? eq(staffAuditLog.resource, query.resource) : undefined,
      query.resourceId ? eq(staffAuditLog.resourceId, query.resourceId) : undefined,
      query.action ? sql`${staffAuditLog.action} = ${query.action}` : undefined,
      query.actorUserId ? eq(staffAuditLog.actorUserId, query.actorUserId) : undefined,
      query.from
        ? sql`${staffAuditLog.createdAt} >= ((${query.from})::date::timestamp at time zone ${zone})`
        : undefined,
      query.to
        ? sql`${staffAuditLog.createdAt} < (((${query.to})::date + 1)::timestamp at time zone ${zone})`
        : undefined,
    );
    const rows = await this.db
      .select()
      .from(staffAuditLog)
      .where(where)
      .orderBy(
        query.sortType === 'asc' ? asc(staffAuditLog.createdAt) : desc(staffAuditLog.createdAt),
        asc(staffAuditLog.id),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [counted] = await this.db.select({ total: count() }).from(staffAuditLog).where(where);
    const subjects = await auditSubjects(this.db, rows, language);
    return {
      items: rows.map((row) => ({
        ...row,
        subject: subjects.get(row.id) ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      total: counted?.total ?? 0,
    };
  }

  /** `GET /staff/audit-log/actors` (admins): everyone the log names, by name. */
  async auditActors(actor: StaffActor) {
    if (actor.role !== 'admin') throw new AppError(403, 'forbidden');
    const rows = await this.db
      .selectDistinctOn([staffAuditLog.actorUserId], {
        userId: staffAuditLog.actorUserId,
        name: staffAuditLog.actorName,
      })
      .from(staffAuditLog)
      .where(isNotNull(staffAuditLog.actorUserId))
      .orderBy(staffAuditLog.actorUserId, desc(staffAuditLog.createdAt));
    return rows
      .map((row) => ({ userId: row.userId!, name: row.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Records a change made outside the resource pattern (e.g. an upload); pass the change's
   * transaction as `db` so the change and its audit row commit together.
   */
  async record(
    actor: StaffActor,
    action: AuditAction,
    resource: string,
    resourceId: string,
    after: unknown,
    db: Database | Transaction = this.db,
  ) {
    await this.audit(db, actor, action, resource, resourceId, null, after);
  }

  /** Writes an audit row in the caller's transaction (also for services outside the resource pattern). */
  async audit(
    db: Database | Transaction,
    actor: StaffActor,
    action: AuditAction,
    resource: string,
    resourceId: string,
    before: unknown,
    after: unknown,
  ) {
    await writeAudit(db, actor, action, resource, resourceId, before, after);
  }
}
