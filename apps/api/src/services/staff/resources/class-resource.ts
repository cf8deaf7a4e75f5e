import type { StaffClass, StaffClassInput } from '@academy/contract/staff';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { categories, classes, enrolments, teachers } from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import { hashSecret } from '../../../lib/passwords';
import { seatsTakenSql } from '../../catalogue/index';
import type { StaffResourceDefinition } from '../staff-resource-service';
import {
  bothLanguages,
  countWhere,
  mustExist,
  orderOf,
  pageWindow,
  searchCondition,
  visibilityColumnsOf,
  visibilityOf,
} from '../../../lib/list-helpers';

type ClassDocument = Omit<StaffClass, 'version' | 'joinPassword'>;
type ClassInput = Omit<StaffClassInput, 'hasJoinPassword'>;

function toDocument(row: typeof classes.$inferSelect): ClassDocument {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImageUrl: row.coverImageUrl,
    departmentSlug: row.departmentSlug as ClassDocument['departmentSlug'],
    categoryId: row.categoryId,
    subCategoryId: row.subCategoryId,
    teacherId: row.teacherId,
    price: row.price,
    hasJoinPassword: row.passwordHash !== null,
    gender: row.gender,
    registrationStartAt: row.registrationStartAt.toISOString(),
    registrationEndAt: row.registrationEndAt.toISOString(),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    capacity: row.capacity,
    telegramUrl: row.telegramUrl,
    takesRecitations: row.takesRecitations,
    minAttendancePercent: row.minAttendancePercent,
    lessonSchedule: row.lessonSchedule,
    prepare: row.prepare,
    rules: row.rules,
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    ...visibilityOf(row),
  };
}

/** The columns an input sets (the join password only when one is given or removed). */
async function toColumns(db: Database, input: ClassInput) {
  const [teacher] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.id, input.teacherId));
  mustExist(teacher, 'teacherId');
  if (input.categoryId) {
    const [category] = await db.select().from(categories).where(eq(categories.id, input.categoryId));
    if (!category || category.parentId !== null) throw fieldError('categoryId', 'invalidValue');
  }
  if (input.subCategoryId) {
    const [sub] = await db.select().from(categories).where(eq(categories.id, input.subCategoryId));
    if (!sub || sub.parentId === null || sub.parentId !== input.categoryId) {
      throw fieldError('subCategoryId', 'invalidValue');
    }
  }
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    coverImageUrl: input.coverImageUrl,
    departmentSlug: input.departmentSlug,
    categoryId: input.categoryId,
    subCategoryId: input.subCategoryId,
    teacherId: input.teacherId,
    price: input.price,
    gender: input.gender,
    registrationStartAt: new Date(input.registrationStartAt),
    registrationEndAt: new Date(input.registrationEndAt),
    startAt: new Date(input.startAt),
    endAt: new Date(input.endAt),
    capacity: input.capacity,
    telegramUrl: input.telegramUrl,
    takesRecitations: input.takesRecitations,
    minAttendancePercent: input.minAttendancePercent,
    lessonSchedule: input.lessonSchedule,
    prepare: input.prepare,
    rules: input.rules,
    ...visibilityColumnsOf(input),
    ...(input.joinPassword === undefined
      ? {}
      : { passwordHash: input.joinPassword === null ? null : await hashSecret(input.joinPassword) }),
  };
}

/** Classes with every field of decisions §2; a class learners joined is archived, not deleted. */
export const classResource: StaffResourceDefinition<ClassInput, ClassDocument> = {
  name: 'classes',
  access: 'class',

  async load(db, id) {
    const [row] = await db.select().from(classes).where(eq(classes.id, id));
    return row ? toDocument(row) : undefined;
  },

  async list(db, query, teacherId) {
    const where = and(
      searchCondition(query.search, { text: [classes.slug], localized: [classes.title] }),
      teacherId ? eq(classes.teacherId, teacherId) : undefined,
      query.openTo
        ? inArray(classes.gender, query.openTo === 'unset' ? ['all'] : ['all', query.openTo])
        : undefined,
    );
    const rows = await db
      .select({ row: classes, teacherName: teachers.name, seatsTaken: seatsTakenSql })
      .from(classes)
      .innerJoin(teachers, eq(teachers.id, classes.teacherId))
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          { title: sql`${classes.title}->>'id'`, position: classes.startAt, createdAt: classes.createdAt },
          classes.id,
        ),
      )
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset);
    return {
      items: rows.map(({ row, teacherName, seatsTaken }) => ({
        id: row.id,
        title: bothLanguages(row.title),
        subtitle: `${row.slug} · ${teacherName}`,
        parentId: null,
        position: null,
        archived: row.archivedAt !== null,
        visibility: row.visibility,
        count: seatsTaken,
      })),
      total: await countWhere(db, classes, where),
    };
  },

  async create(db, input) {
    const [row] = await db
      .insert(classes)
      .values(await toColumns(db, input))
      .returning({ id: classes.id });
    return row!.id;
  },

  async update(db, id, input) {
    // The same lock a join takes: seats cannot change between the count and the new capacity.
    await db.select({ id: classes.id }).from(classes).where(eq(classes.id, id)).for('update');
    const [seats] = await db.select({ taken: seatsTakenSql }).from(classes).where(eq(classes.id, id));
    if (input.capacity < (seats?.taken ?? 0)) throw fieldError('capacity', 'capacityBelowSeats');
    await db
      .update(classes)
      .set(await toColumns(db, input))
      .where(eq(classes.id, id));
  },

  async remove(db, id) {
    const joined = await countWhere(db, enrolments, eq(enrolments.classId, id));
    if (joined > 0) {
      await db
        .update(classes)
        .set({ archivedAt: new Date() })
        .where(and(eq(classes.id, id), sql`${classes.archivedAt} is null`));
      return 'archived';
    }
    await db.delete(classes).where(eq(classes.id, id));
    return 'deleted';
  },

  async classOf(_db, ref) {
    return 'id' in ref ? ref.id : undefined;
  },

  checkTeacherInput(input, before, actor) {
    if (actor.role === 'teacher' && before && input.teacherId !== before.teacherId) {
      throw new AppError(403, 'teacherKeepsOwnClass', {
        errorList: [{ field: 'teacherId', message: 'teacherKeepsOwnClass' }],
      });
    }
  },
};
