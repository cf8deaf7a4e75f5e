import { canonicalPhoneNumber } from '@academy/contract/phone-number';
import type { DepartmentSlug } from '@academy/contract/catalogue';
import type { StaffCategory, StaffDepartment, StaffTeacher } from '@academy/contract/staff';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  categories,
  classes,
  departments,
  kitab,
  teacherKitabSanadLinks,
  teachers,
  users,
} from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import type { StaffResourceDefinition } from '../staff-resource-service';
import {
  bothLanguages,
  countWhere,
  orderOf,
  pageWindow,
  searchCondition,
  listTable,
} from '../../../lib/list-helpers';

type Doc<T> = Omit<T, 'version'>;
type Input<T> = Omit<T, 'id' | 'version'>;

/** Department texts; the three departments themselves are fixed (decisions §2). */
export const departmentResource: StaffResourceDefinition<Input<StaffDepartment>, Doc<StaffDepartment>> = {
  name: 'departments',
  access: 'read',

  async load(db, id) {
    const [row] = await db.select().from(departments).where(eq(departments.slug, id));
    if (!row) return undefined;
    return {
      id: row.slug as DepartmentSlug,
      name: row.name,
      description: row.description,
      position: row.position,
    };
  },

  async list(db, query) {
    const where = searchCondition(query.search, { text: [departments.slug], localized: [departments.name] });
    const rows = await db
      .select()
      .from(departments)
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          {
            title: sql`${departments.name}->>'id'`,
            position: departments.position,
            createdAt: departments.position,
          },
          departments.slug,
        ),
      );
    return {
      items: rows.map((row) => ({
        id: row.slug,
        title: bothLanguages(row.name),
        subtitle: `/dept/${row.slug}`,
        parentId: null,
        position: row.position,
        archived: false,
        count: null,
      })),
      total: rows.length,
    };
  },

  async update(db, id, input) {
    const { name, description, position } = input;
    await db.update(departments).set({ name, description, position }).where(eq(departments.slug, id));
  },
};

/** Categories and sub categories (a sub category names its parent; two levels only). */
export const categoryResource: StaffResourceDefinition<Input<StaffCategory>, Doc<StaffCategory>> = {
  name: 'categories',
  access: 'read',

  async load(db, id) {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    if (!row) return undefined;
    return { id: row.id, slug: row.slug, name: row.name, parentId: row.parentId, position: row.position };
  },

  async list(db, query) {
    const where = and(
      searchCondition(query.search, { text: [categories.slug], localized: [categories.name] }),
      query.parentId === 'none'
        ? isNull(categories.parentId)
        : query.parentId
          ? eq(categories.parentId, query.parentId)
          : undefined,
    );
    return listTable(
      db,
      categories,
      query,
      where,
      {
        columns: {
          title: sql`${categories.name}->>'id'`,
          position: categories.position,
          createdAt: categories.position,
        },
        tieBreak: categories.slug,
      },
      (row) => ({
        id: row.id,
        title: bothLanguages(row.name),
        subtitle: row.slug,
        parentId: row.parentId,
        position: row.position,
        archived: false,
        count: null,
      }),
    );
  },

  async create(db, input) {
    await checkParent(db, input.parentId, undefined);
    const [row] = await db.insert(categories).values(input).returning({ id: categories.id });
    return row!.id;
  },

  async update(db, id, input) {
    await checkParent(db, input.parentId, id);
    await db.update(categories).set(input).where(eq(categories.id, id));
  },

  async remove(db, id) {
    if ((await countWhere(db, categories, eq(categories.parentId, id))) > 0)
      throw new AppError(409, 'hasChildren');
    // Classes filed under it keep their other fields; the database clears the reference.
    await db.delete(categories).where(eq(categories.id, id));
    return 'deleted';
  },
};

/** A parent must be a top-level category other than the record itself, and a parent has no parent. */
async function checkParent(db: Database, parentId: string | null, selfId: string | undefined) {
  if (!parentId) return;
  const [parent] = await db.select().from(categories).where(eq(categories.id, parentId));
  if (!parent || parent.parentId !== null || parent.id === selfId)
    throw fieldError('parentId', 'invalidValue');
  if (selfId && (await countWhere(db, categories, eq(categories.parentId, selfId))) > 0) {
    throw fieldError('parentId', 'invalidValue');
  }
}

/**
 * The account a phone number names, as typed in any common way (digits only are compared).
 * The security capability stores phone numbers in one canonical form; this follows it.
 */
async function accountByPhone(db: Database, phoneNumber: string) {
  // Stored numbers are canonical (decision 0035), so any way of writing one finds its account.
  const [account] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.phoneNumber, canonicalPhoneNumber(phoneNumber)));
  if (!account) throw fieldError('accountPhoneNumber', 'accountNotFound');
  return account;
}

/**
 * Teachers with their sanad per kitab; linking an account by phone gives it the teacher role.
 * A teacher edits her own profile and sanad (name, bio, photo, the chains of the kitab listed on
 * it), never its account nor another teacher's (issue 38 item 13).
 */
export const teacherResource: StaffResourceDefinition<Input<StaffTeacher>, Doc<StaffTeacher>> = {
  name: 'teachers',
  access: 'read',

  ownRecord: (id, actor) => actor.role === 'teacher' && actor.teacherId === id,

  checkTeacherInput(input, before, actor) {
    if (actor.role === 'admin' || !before) return;
    const phone = (value: string | null | undefined) => (value ? canonicalPhoneNumber(value) : null);
    if (phone(input.accountPhoneNumber) !== phone(before.accountPhoneNumber)) {
      throw new AppError(403, 'teacherKeepsOwnAccount', {
        errorList: [{ field: 'accountPhoneNumber', message: 'teacherKeepsOwnAccount' }],
      });
    }
    // The kitab her profile lists: those she teaches and those she already holds a chain of.
    const listed = new Set(before.sanad.map((chain) => chain.kitabId));
    const stray = input.sanad.findIndex((chain) => !listed.has(chain.kitabId));
    if (stray >= 0) {
      throw new AppError(403, 'teacherSanadOwnKitab', {
        errorList: [{ field: `sanad.${stray}.kitabId`, message: 'teacherSanadOwnKitab' }],
      });
    }
  },

  async load(db, id) {
    const [row] = await db
      .select({ teacher: teachers, phoneNumber: users.phoneNumber })
      .from(teachers)
      .leftJoin(users, eq(users.id, teachers.userId))
      .where(eq(teachers.id, id));
    if (!row) return undefined;
    return {
      id: row.teacher.id,
      name: row.teacher.name,
      bio: row.teacher.bio,
      photoUrl: row.teacher.photoUrl,
      accountPhoneNumber: row.phoneNumber,
      sanad: await teacherSanadByKitab(db, id),
    };
  },

  async list(db, query) {
    const where = searchCondition(query.search, { text: [teachers.name] });
    const rows = await db
      .select()
      .from(teachers)
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          { title: teachers.name, position: teachers.name, createdAt: teachers.name },
          teachers.id,
        ),
      )
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset);
    // Each teacher's classes, counted in one grouped query for the page.
    const classCounts = new Map(
      rows.length === 0
        ? []
        : (
            await db
              .select({ teacherId: classes.teacherId, classCount: count() })
              .from(classes)
              .where(
                inArray(
                  classes.teacherId,
                  rows.map((teacher) => teacher.id),
                ),
              )
              .groupBy(classes.teacherId)
          ).map((row) => [row.teacherId, row.classCount]),
    );
    return {
      items: rows.map((teacher) => ({
        id: teacher.id,
        title: teacher.name,
        subtitle: null,
        parentId: null,
        position: null,
        archived: false,
        count: classCounts.get(teacher.id) ?? 0,
      })),
      total: await countWhere(db, teachers, where),
    };
  },

  async create(db, input) {
    const [row] = await db
      .insert(teachers)
      .values({ name: input.name, bio: input.bio, photoUrl: input.photoUrl })
      .returning({ id: teachers.id });
    await saveTeacherDetails(db, row!.id, input);
    return row!.id;
  },

  async update(db, id, input) {
    await db
      .update(teachers)
      .set({ name: input.name, bio: input.bio, photoUrl: input.photoUrl })
      .where(eq(teachers.id, id));
    await saveTeacherDetails(db, id, input);
  },

  async remove(db, id) {
    if ((await countWhere(db, classes, eq(classes.teacherId, id))) > 0)
      throw new AppError(409, 'hasChildren');
    await db.delete(teachers).where(eq(teachers.id, id));
    return 'deleted';
  },
};

/**
 * A chain per kitab the teacher teaches (none known: no links), in the order of their classes and
 * kitab, then the other kitab they hold a chain of (a class given to another teacher).
 */
async function teacherSanadByKitab(db: Database, teacherId: string): Promise<StaffTeacher['sanad']> {
  const taught = await db
    .select({ id: kitab.id })
    .from(kitab)
    .innerJoin(classes, eq(classes.id, kitab.classId))
    .where(eq(classes.teacherId, teacherId));
  const links = await db
    .select()
    .from(teacherKitabSanadLinks)
    .where(eq(teacherKitabSanadLinks.teacherId, teacherId))
    .orderBy(asc(teacherKitabSanadLinks.position));
  const kitabIds = [...new Set([...taught.map((row) => row.id), ...links.map((link) => link.kitabId)])];
  if (kitabIds.length === 0) return [];
  const books = await db
    .select({
      id: kitab.id,
      titleArabic: kitab.titleArabic,
      title: kitab.title,
      classTitle: classes.title,
      teaches: sql<boolean>`${classes.teacherId} = ${teacherId}`,
    })
    .from(kitab)
    .innerJoin(classes, eq(classes.id, kitab.classId))
    .where(inArray(kitab.id, kitabIds))
    .orderBy(sql`${classes.teacherId} = ${teacherId} desc`, asc(classes.slug), asc(kitab.position));
  return books.map((book) => ({
    kitabId: book.id,
    kitab: { titleArabic: book.titleArabic, title: book.title, classTitle: book.classTitle },
    teaches: book.teaches,
    links: links
      .filter((link) => link.kitabId === book.id)
      .map((link) => ({ name: link.name, note: link.note })),
  }));
}

/** The sanad (every kitab's chain replaced as a whole) and the linked account. */
async function saveTeacherDetails(db: Database, teacherId: string, input: Input<StaffTeacher>) {
  const kitabIds = input.sanad.map((chain) => chain.kitabId);
  const known = new Set(
    kitabIds.length === 0
      ? []
      : (await db.select({ id: kitab.id }).from(kitab).where(inArray(kitab.id, kitabIds))).map(
          (row) => row.id,
        ),
  );
  const missing = kitabIds.findIndex((kitabId) => !known.has(kitabId));
  if (missing >= 0) throw fieldError(`sanad.${missing}.kitabId`, 'sanadKitabNotFound');
  await db.delete(teacherKitabSanadLinks).where(eq(teacherKitabSanadLinks.teacherId, teacherId));
  const rows = input.sanad.flatMap((chain) =>
    chain.links.map((link, index) => ({
      teacherId,
      kitabId: chain.kitabId,
      position: index + 1,
      name: link.name,
      note: link.note,
    })),
  );
  if (rows.length > 0) await db.insert(teacherKitabSanadLinks).values(rows);
  const account = input.accountPhoneNumber ? await accountByPhone(db, input.accountPhoneNumber) : null;
  await db
    .update(teachers)
    .set({ userId: account?.id ?? null })
    .where(eq(teachers.id, teacherId));
  // An admin stays an admin; any other linked account becomes a teacher.
  if (account && account.role === null)
    await db.update(users).set({ role: 'teacher' }).where(eq(users.id, account.id));
}
