import { createHash } from 'node:crypto';
import type { StaffDeleteResult, StaffListQuery, StaffListRow } from '@academy/contract/staff';
import { eq, sql } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { classes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../accounts/index';
import { AuditTrail, type StaffActor } from '../audit/index';

export type { StaffActor } from '../audit/index';

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
  /**
   * A record that is the teacher's own (her teacher profile): she reads and edits it whatever the
   * resource's access, never creates or removes one (issue 38 item 13).
   */
  ownRecord?(id: string, actor: StaffActor): boolean;
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
export class StaffResourceService extends AuditTrail {
  constructor(db: Database) {
    super(db);
  }

  async list<I, D>(resource: StaffResourceDefinition<I, D>, query: StaffListQuery, actor: StaffActor) {
    this.checkRole(resource, actor, 'list');
    if (actor.role === 'admin' || resource.access === 'read') return resource.list(this.db, query, null);
    // A teacher lists the records of their classes; an unlinked teacher account has none.
    return actor.teacherId ? resource.list(this.db, query, actor.teacherId) : { items: [], total: 0 };
  }

  async get<I, D>(resource: StaffResourceDefinition<I, D>, id: string, actor: StaffActor) {
    this.checkRole(resource, actor, 'read', id);
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
    this.checkRole(resource, actor, 'write', id);
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

  private checkRole<I, D>(
    resource: StaffResourceDefinition<I, D>,
    actor: StaffActor,
    mode: 'list' | 'read' | 'write',
    /** The record read or edited (not for a new one, a removal or an order). */
    id?: string,
  ) {
    if (actor.role === 'admin') return;
    if (resource.access === 'class') return;
    if (resource.access === 'read' && mode === 'list') return;
    if (id !== undefined && resource.ownRecord?.(id, actor)) return;
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
}
