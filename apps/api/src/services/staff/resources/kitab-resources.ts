import type { StaffCourse, StaffKitab, StaffPertemuan } from '@academy/contract/staff';
import { and, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import {
  classes,
  courseCompletions,
  courses,
  kitab,
  pertemuan,
  profilePurchases,
} from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import type { StaffRecordRef, StaffResourceDefinition } from '../staff-resource-service';
import {
  bothLanguages,
  countWhere,
  dateOrNull,
  isoOrNull,
  mustExist,
  searchCondition,
  listTable,
  visibilityColumnsOf,
  visibilityOf,
} from '../../../lib/list-helpers';

// Kitab → pertemuan → courses: a teacher reaches them through the class at the top.

type Doc<T> = Omit<T, 'version'>;
type Input<T> = Omit<T, 'id' | 'version' | 'position' | 'number'>;

export async function classOfKitab(db: Database, kitabId: string | undefined) {
  if (!kitabId) return undefined;
  const [row] = await db.select({ classId: kitab.classId }).from(kitab).where(eq(kitab.id, kitabId));
  return row?.classId;
}

async function kitabOfPertemuan(db: Database, pertemuanId: string | undefined) {
  if (!pertemuanId) return undefined;
  const [row] = await db
    .select({ kitabId: pertemuan.kitabId })
    .from(pertemuan)
    .where(eq(pertemuan.id, pertemuanId));
  return row?.kitabId;
}

/** The parent named by a reference: the input's (when given), the stored record's, or the order call's. */
export async function parentOf<I>(
  ref: StaffRecordRef<I>,
  inputParent: (input: I) => string,
  storedParent: (id: string) => Promise<string | undefined>,
) {
  if ('parentId' in ref) return ref.parentId;
  if (ref.input) return inputParent(ref.input);
  return 'id' in ref ? storedParent(ref.id) : undefined;
}

/** A record keeps its parent: moving it elsewhere would break the numbering of both. */
export function keepsParent(field: string, before: string, after: string) {
  if (before !== after) throw fieldError(field, 'invalidValue');
}

/** Learners have completed one of these courses, or bought the kitab: the record is kept. */
async function refuseWhenStudied(db: Database, courseIds: SQL, kitabId?: string) {
  const [done] = await db
    .select({ id: courseCompletions.courseId })
    .from(courseCompletions)
    .where(inArray(courseCompletions.courseId, courseIds))
    .limit(1);
  const bought = kitabId
    ? await countWhere(
        db,
        profilePurchases,
        and(eq(profilePurchases.itemType, 'kitab'), eq(profilePurchases.itemId, kitabId)),
      )
    : 0;
  if (done || bought > 0) throw new AppError(409, 'inUse');
}

/** Positions 1…n in the order given; `ids` must be every child of the parent, each once. */
export async function checkOrder(
  db: Database,
  table: PgTable,
  column: AnyPgColumn,
  idColumn: AnyPgColumn,
  parentId: string,
  ids: string[],
  /** Which of the parent's rows are ordered, when not all of them. */
  scope?: SQL,
) {
  const rows = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(column, parentId), scope));
  const current = new Set(rows.map((row) => row.id as string));
  if (current.size !== ids.length || new Set(ids).size !== ids.length || ids.some((id) => !current.has(id))) {
    throw new AppError(409, 'orderMismatch');
  }
}

/** Checks the order (`checkOrder`), then writes positions 1…n into `position` in that order. */
export async function setOrder(
  db: Database,
  table: PgTable,
  columns: { parent: AnyPgColumn; id: AnyPgColumn; position: AnyPgColumn },
  parentId: string,
  ids: string[],
  scope?: SQL,
) {
  await checkOrder(db, table, columns.parent, columns.id, parentId, ids, scope);
  for (const [index, id] of ids.entries())
    await db.execute(
      sql`update ${table} set ${sql.identifier(columns.position.name)} = ${index + 1} where ${columns.id} = ${id}`,
    );
}

/** Teacher scopes: the classes, kitab and meetings of the classes a teacher teaches. */
const taughtClasses = (db: Database, teacherId: string) =>
  db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, teacherId));
export const taughtKitab = (db: Database, teacherId: string) =>
  db
    .select({ id: kitab.id })
    .from(kitab)
    .where(inArray(kitab.classId, taughtClasses(db, teacherId)));
const taughtPertemuan = (db: Database, teacherId: string) =>
  db
    .select({ id: pertemuan.id })
    .from(pertemuan)
    .where(inArray(pertemuan.kitabId, taughtKitab(db, teacherId)));

export const listRowOf = (
  id: string,
  title: string,
  subtitle: string | null,
  parentId: string,
  position: number,
  count: number | null = null,
) => ({
  id,
  title,
  subtitle,
  parentId,
  position,
  archived: false,
  count,
});

export const kitabResource: StaffResourceDefinition<Input<StaffKitab>, Doc<StaffKitab>> = {
  name: 'kitab',
  access: 'class',

  async load(db, id) {
    const [row] = await db.select().from(kitab).where(eq(kitab.id, id));
    if (!row) return undefined;
    const { id: kitabId, classId, position, title, titleArabic, author, description, price } = row;
    return {
      id: kitabId,
      classId,
      title,
      titleArabic,
      author,
      description,
      price,
      position,
      ...visibilityOf(row),
    };
  },

  async list(db, query, teacherId) {
    const where = and(
      searchCondition(query.search, { text: [kitab.titleArabic, kitab.author], localized: [kitab.title] }),
      query.parentId ? eq(kitab.classId, query.parentId) : undefined,
      teacherId ? inArray(kitab.classId, taughtClasses(db, teacherId)) : undefined,
    );
    return listTable(
      db,
      kitab,
      query,
      where,
      {
        columns: { title: sql`${kitab.title}->>'id'`, position: kitab.position, createdAt: kitab.position },
        tieBreak: kitab.id,
      },
      (row) => ({
        ...listRowOf(
          row.id,
          bothLanguages(row.title),
          `${row.titleArabic} · ${row.author}`,
          row.classId,
          row.position,
        ),
        visibility: row.visibility,
      }),
    );
  },

  async create(db, input) {
    const [klass] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, input.classId));
    mustExist(klass, 'classId');
    const [last] = await db
      .select({ position: max(kitab.position) })
      .from(kitab)
      .where(eq(kitab.classId, input.classId));
    const [row] = await db
      .insert(kitab)
      .values({ ...input, ...visibilityColumnsOf(input), position: (last?.position ?? 0) + 1 })
      .returning({ id: kitab.id });
    return row!.id;
  },

  async update(db, id, input, before) {
    keepsParent('classId', before.classId, input.classId);
    const { title, titleArabic, author, description, price } = input;
    await db
      .update(kitab)
      .set({ title, titleArabic, author, description, price, ...visibilityColumnsOf(input) })
      .where(eq(kitab.id, id));
  },

  async remove(db, id) {
    const courseIds = sql`(select c.id from courses c join pertemuan p on p.id = c.pertemuan_id where p.kitab_id = ${id})`;
    await refuseWhenStudied(db, courseIds, id);
    await db.delete(kitab).where(eq(kitab.id, id));
    return 'deleted';
  },

  async reorder(db, classId, ids) {
    await setOrder(
      db,
      kitab,
      { parent: kitab.classId, id: kitab.id, position: kitab.position },
      classId,
      ids,
    );
  },

  classOf: (db, ref) =>
    parentOf(
      ref,
      (input) => input.classId,
      (id) => classOfKitab(db, id),
    ),
};

/** The schedule fields of a pertemuan document as its columns (`startsAt` is `scheduled_at`). */
const meetingScheduleColumns = (input: Input<StaffPertemuan>) => ({
  scheduledAt: dateOrNull(input.startsAt),
  durationMinutes: input.durationMinutes,
  place: input.place,
  recordingUrl: input.recordingUrl,
});

export const pertemuanResource: StaffResourceDefinition<Input<StaffPertemuan>, Doc<StaffPertemuan>> = {
  name: 'pertemuan',
  access: 'class',

  async load(db, id) {
    const [row] = await db.select().from(pertemuan).where(eq(pertemuan.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      kitabId: row.kitabId,
      title: row.title,
      startsAt: isoOrNull(row.scheduledAt),
      durationMinutes: row.durationMinutes,
      place: row.place,
      recordingUrl: row.recordingUrl,
      number: row.number,
      ...visibilityOf(row),
    };
  },

  async list(db, query, teacherId) {
    const where = and(
      searchCondition(query.search, { localized: [pertemuan.title] }),
      query.parentId ? eq(pertemuan.kitabId, query.parentId) : undefined,
      teacherId ? inArray(pertemuan.kitabId, taughtKitab(db, teacherId)) : undefined,
    );
    return listTable(
      db,
      pertemuan,
      query,
      where,
      {
        columns: {
          title: sql`${pertemuan.title}->>'id'`,
          position: pertemuan.number,
          createdAt: pertemuan.number,
        },
        tieBreak: pertemuan.id,
      },
      (row) => ({
        ...listRowOf(row.id, bothLanguages(row.title), isoOrNull(row.scheduledAt), row.kitabId, row.number),
        visibility: row.visibility,
      }),
    );
  },

  async create(db, input) {
    const [parent] = await db.select({ id: kitab.id }).from(kitab).where(eq(kitab.id, input.kitabId));
    mustExist(parent, 'kitabId');
    const [last] = await db
      .select({ number: max(pertemuan.number) })
      .from(pertemuan)
      .where(eq(pertemuan.kitabId, input.kitabId));
    const [row] = await db
      .insert(pertemuan)
      .values({
        kitabId: input.kitabId,
        title: input.title,
        ...meetingScheduleColumns(input),
        ...visibilityColumnsOf(input),
        number: (last?.number ?? 0) + 1,
      })
      .returning({ id: pertemuan.id });
    return row!.id;
  },

  async update(db, id, input, before) {
    keepsParent('kitabId', before.kitabId, input.kitabId);
    await db
      .update(pertemuan)
      .set({ title: input.title, ...meetingScheduleColumns(input), ...visibilityColumnsOf(input) })
      .where(eq(pertemuan.id, id));
  },

  async remove(db, id, before) {
    await refuseWhenStudied(db, sql`(select id from courses where pertemuan_id = ${id})`);
    await db.delete(pertemuan).where(eq(pertemuan.id, id));
    // Close the gap: the meetings after it move up one number.
    const rest = await db
      .select({ id: pertemuan.id })
      .from(pertemuan)
      .where(eq(pertemuan.kitabId, before.kitabId))
      .orderBy(pertemuan.number);
    await renumber(
      db,
      rest.map((row) => row.id),
    );
    return 'deleted';
  },

  async reorder(db, kitabId, ids) {
    await checkOrder(db, pertemuan, pertemuan.kitabId, pertemuan.id, kitabId, ids);
    await renumber(db, ids);
  },

  classOf: async (db, ref) =>
    classOfKitab(
      db,
      await parentOf(
        ref,
        (input) => input.kitabId,
        (id) => kitabOfPertemuan(db, id),
      ),
    ),
};

/** Numbers 1…n in this order; negative numbers first, as (kitab, number) is unique at every row. */
async function renumber(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  for (const [index, id] of ids.entries())
    await db
      .update(pertemuan)
      .set({ number: -(index + 1) })
      .where(eq(pertemuan.id, id));
  await db
    .update(pertemuan)
    .set({ number: sql`-${pertemuan.number}` })
    .where(inArray(pertemuan.id, ids));
}

export const courseResource: StaffResourceDefinition<Input<StaffCourse>, Doc<StaffCourse>> = {
  name: 'courses',
  access: 'class',

  async load(db, id) {
    const [row] = await db.select().from(courses).where(eq(courses.id, id));
    if (!row) return undefined;
    const { pertemuanId, title, kind, sourceUrl, body, direction, durationMinutes, position } = row;
    return {
      id: row.id,
      pertemuanId,
      title,
      kind,
      sourceUrl,
      body,
      direction,
      durationMinutes,
      position,
      ...visibilityOf(row),
    };
  },

  async list(db, query, teacherId) {
    const where = and(
      searchCondition(query.search, { localized: [courses.title] }),
      query.parentId ? eq(courses.pertemuanId, query.parentId) : undefined,
      teacherId ? inArray(courses.pertemuanId, taughtPertemuan(db, teacherId)) : undefined,
    );
    return listTable(
      db,
      courses,
      query,
      where,
      {
        columns: {
          title: sql`${courses.title}->>'id'`,
          position: courses.position,
          createdAt: courses.position,
        },
        tieBreak: courses.id,
      },
      (row) => ({
        ...listRowOf(
          row.id,
          bothLanguages(row.title),
          row.kind,
          row.pertemuanId,
          row.position,
          row.durationMinutes,
        ),
        visibility: row.visibility,
      }),
    );
  },

  async create(db, input) {
    const [parent] = await db
      .select({ id: pertemuan.id })
      .from(pertemuan)
      .where(eq(pertemuan.id, input.pertemuanId));
    mustExist(parent, 'pertemuanId');
    const [last] = await db
      .select({ position: max(courses.position) })
      .from(courses)
      .where(eq(courses.pertemuanId, input.pertemuanId));
    const [row] = await db
      .insert(courses)
      .values({ ...input, ...visibilityColumnsOf(input), position: (last?.position ?? 0) + 1 })
      .returning({ id: courses.id });
    return row!.id;
  },

  async update(db, id, input, before) {
    keepsParent('pertemuanId', before.pertemuanId, input.pertemuanId);
    const { title, kind, sourceUrl, body, direction, durationMinutes } = input;
    await db
      .update(courses)
      .set({ title, kind, sourceUrl, body, direction, durationMinutes, ...visibilityColumnsOf(input) })
      .where(eq(courses.id, id));
  },

  async remove(db, id) {
    await refuseWhenStudied(db, sql`(select ${id}::uuid)`);
    await db.delete(courses).where(eq(courses.id, id));
    return 'deleted';
  },

  async reorder(db, pertemuanId, ids) {
    await setOrder(
      db,
      courses,
      { parent: courses.pertemuanId, id: courses.id, position: courses.position },
      pertemuanId,
      ids,
    );
  },

  classOf: async (db, ref) =>
    classOfKitab(
      db,
      await kitabOfPertemuan(
        db,
        await parentOf(
          ref,
          (input) => input.pertemuanId,
          async (id) => (await courseResource.load(db, id))?.pertemuanId,
        ),
      ),
    ),
};
