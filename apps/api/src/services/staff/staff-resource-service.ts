import { createHash } from 'node:crypto';
import type {
  StaffAuditQuery,
  StaffDeleteResult,
  StaffListQuery,
  StaffListRow,
  StaffRole,
} from '@academy/contract/staff';
import { activeHoursTimeZone } from '@academy/contract/active-hours';
import type { Language } from '@academy/contract/language';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database';
import { classes, staffAuditLog } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../accounts/account-views';
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
 * Who reaches a resource: `admin` only; `read` = every staff member lists it (the class form offers
 * its records), only admins open and write one; `class` = admins, and a teacher for records of the
 * classes they teach.
 */
export type StaffAccess = 'admin' | 'read' | 'class';

/** What a class check is about: a stored record (with the input that will change it), a new input, or a parent. */
export type StaffRecordRef<Input> = { id: string; input?: Input } | { input: Input } | { parentId: string };

/**
 * One staff resource: how to read, list and write it. The service around it adds the rules every
 * resource shares (access, versions, conflicts, audit), so a new resource is just this object.
 * `Doc` is the editable document without `id` and `version`.
 */
export interface StaffResourceDefinition<Input, Doc> {
  name: string;
  access: StaffAccess;
  /** Fields that change without an edit (e.g. click counts): left out of the version. */
  unversioned?: string[];
  load(db: Database, id: string): Promise<(Doc & { id: string }) | undefined>;
  list(
    db: Database,
    query: StaffListQuery,
    teacherId: string | null,
  ): Promise<{ items: StaffListRow[]; total: number }>;
  /** Answers the new record's id. */
  create?(db: Database, input: Input): Promise<string>;
  update(db: Database, id: string, input: Input, before: Doc & { id: string }): Promise<void>;
  remove?(db: Database, id: string, before: Doc & { id: string }): Promise<StaffDeleteResult['outcome']>;
  /** Puts the children of `parentId` in the order of `ids` (every child, each once). */
  reorder?(db: Database, parentId: string, ids: string[]): Promise<void>;
  /** The class a record belongs to (`class` access): of a stored record, or of an input's parent. */
  classOf?(db: Database, ref: StaffRecordRef<Input>): Promise<string | undefined>;
  /** Extra checks for teachers (e.g. a teacher keeps their own class). */
  checkTeacherInput?(input: Input, before: (Doc & { id: string }) | undefined, actor: StaffActor): void;
}

/** The version of a document: a digest of its content, so any saved change gives a new one. */
export function versionOf(document: object, unversioned: string[] = []): string {
  const versioned = Object.fromEntries(
    Object.entries(document).filter(([key]) => !unversioned.includes(key)),
  );
  return createHash('sha256').update(JSON.stringify(versioned)).digest('base64url').slice(0, 22);
}

/** Runs staff calls on any resource: access, optimistic versions, one transaction, audit. */
export class StaffResourceService {
  constructor(private readonly db: Database) {}

  async list<I, D>(resource: StaffResourceDefinition<I, D>, query: StaffListQuery, actor: StaffActor) {
    this.checkRole(resource, actor, 'list');
    if (actor.role === 'admin' || resource.access === 'read') return resource.list(this.db, query, null);
    // A teacher lists the records of their classes; an unlinked teacher account has none.
    return actor.teacherId ? resource.list(this.db, query, actor.teacherId) : { items: [], total: 0 };
  }

  async get<I, D>(resource: StaffResourceDefinition<I, D>, id: string, actor: StaffActor) {
    this.checkRole(resource, actor, 'read');
    const document = await resource.load(this.db, id);
    if (!document) throw new AppError(404, 'notFound');
    if (resource.access === 'class') await this.checkClass(this.db, resource, actor, { id });
    return { ...document, version: versionOf(document, resource.unversioned) };
  }

  async create<I, D>(resource: StaffResourceDefinition<I, D>, input: I, actor: StaffActor) {
    this.checkRole(resource, actor, 'write');
    if (!resource.create) throw new AppError(405, 'methodNotAllowed');
    const create = resource.create.bind(resource);
    return this.write(async (tx) => {
      await this.checkClass(tx, resource, actor, { input });
      resource.checkTeacherInput?.(input, undefined, actor);
      const id = await create(tx, input);
      const after = await resource.load(tx, id);
      await this.audit(tx, actor, 'create', resource.name, id, null, after);
      return { ...after!, version: versionOf(after!, resource.unversioned) };
    });
  }

  async update<I, D>(
    resource: StaffResourceDefinition<I, D>,
    id: string,
    body: I & { version: string },
    actor: StaffActor,
  ) {
    this.checkRole(resource, actor, 'write');
    return this.write(async (tx) => {
      const before = await this.lockAndLoad(tx, resource, id);
      await this.checkClass(tx, resource, actor, { id });
      // A teacher may not move a record into a class they do not teach either.
      await this.checkClass(tx, resource, actor, { id, input: body });
      resource.checkTeacherInput?.(body, before, actor);
      if (body.version !== versionOf(before, resource.unversioned)) {
        throw new AppError(409, 'versionConflict', {
          data: { current: { ...before, version: versionOf(before, resource.unversioned) } },
        });
      }
      await resource.update(tx, id, body, before);
      const after = await resource.load(tx, id);
      await this.audit(tx, actor, 'update', resource.name, id, before, after);
      return { ...after!, version: versionOf(after!, resource.unversioned) };
    });
  }

  async remove<I, D>(resource: StaffResourceDefinition<I, D>, id: string, actor: StaffActor) {
    this.checkRole(resource, actor, 'write');
    if (!resource.remove) throw new AppError(405, 'methodNotAllowed');
    const remove = resource.remove.bind(resource);
    return this.write(async (tx) => {
      const before = await this.lockAndLoad(tx, resource, id);
      await this.checkClass(tx, resource, actor, { id });
      const outcome = await remove(tx, id, before);
      const after = outcome === 'archived' ? await resource.load(tx, id) : null;
      await this.audit(
        tx,
        actor,
        outcome === 'archived' ? 'archive' : 'delete',
        resource.name,
        id,
        before,
        after,
      );
      return { outcome };
    });
  }

  async reorder<I, D>(
    resource: StaffResourceDefinition<I, D>,
    parentId: string,
    ids: string[],
    actor: StaffActor,
  ) {
    this.checkRole(resource, actor, 'write');
    if (!resource.reorder) throw new AppError(405, 'methodNotAllowed');
    const reorder = resource.reorder.bind(resource);
    await this.write(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${resource.name}:order:${parentId}`}))`);
      await this.checkClass(tx, resource, actor, { parentId });
      await reorder(tx, parentId, ids);
      await this.audit(tx, actor, 'reorder', resource.name, parentId, null, { ids });
    });
  }

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

  private checkRole<I, D>(
    resource: StaffResourceDefinition<I, D>,
    actor: StaffActor,
    mode: 'list' | 'read' | 'write',
  ) {
    if (actor.role === 'admin') return;
    if (resource.access === 'class') return;
    if (resource.access === 'read' && mode === 'list') return;
    throw new AppError(403, 'forbidden');
  }

  /** A teacher reaches only records of the classes they teach (403 otherwise). */
  private async checkClass<I, D>(
    db: Database,
    resource: StaffResourceDefinition<I, D>,
    actor: StaffActor,
    ref: StaffRecordRef<I>,
  ) {
    if (actor.role === 'admin' || resource.access !== 'class' || !resource.classOf) return;
    const classId = await resource.classOf(db, ref);
    if (!classId) {
      // A record that names no class yet (a new class): only admins create those.
      throw new AppError(403, 'forbidden');
    }
    const [row] = await db
      .select({ teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, classId));
    if (!row || !actor.teacherId || row.teacherId !== actor.teacherId) throw new AppError(403, 'forbidden');
  }

  /** Locks the record for this transaction (two staff saving at once take turns), then reads it. */
  private async lockAndLoad<I, D>(db: Database, resource: StaffResourceDefinition<I, D>, id: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${resource.name}:${id}`}))`);
    const before = await resource.load(db, id);
    if (!before) throw new AppError(404, 'notFound');
    return before;
  }

  /**
   * Runs a staff change in one transaction. A unique key the change breaks is the one staff
   * choose, a slug: 409 `slugTaken` on the `slug` field (for services outside the pattern too).
   */
  async write<T>(work: (tx: Database) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(tx as unknown as Database), config);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'slugTaken', { errorList: [{ field: 'slug', message: 'slugTaken' }] });
      }
      throw error;
    }
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
