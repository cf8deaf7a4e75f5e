import type {
  Category,
  ClassBrief,
  ClassDetail,
  ClassListQuery,
  ClassSummary,
  Department,
  DepartmentPage,
  DepartmentSlug,
  Enrolment,
  KitabSummary,
  UpcomingClassesQuery,
} from '@academy/contract/catalogue';
import { classStateOf, seatsLeft, type ClassState } from '@academy/contract/class-state';
import type { Language } from '@academy/contract/language';
import type { PageQuery } from '@academy/contract/paging';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { minSkeletonLength, spellingSkeleton, spellingSkeletonSql } from './catalogue-search';
import { classShownSql, kitabShownSql } from './content-visibility';
import { chainKey, teacherKitabChains } from './teacher-kitab-chains';
import { categories, classes, courses, departments, kitab, pertemuan, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { escapeLike } from '../../lib/like-pattern';

const category = alias(categories, 'category');
const subCategory = alias(categories, 'sub_category');

/**
 * Whether the enrolment "seat" waits on a payment that still holds its place (decision 0076): a
 * class transaction of that profile, not granted, pending and not yet past its expiry, or
 * authorized or held for fraud review. A waiting enrolment without one holds no seat.
 */
const heldByPayment = `exists (select 1 from "transactions" as "hold" where "hold"."profile_id" = "seat"."profile_id" and "hold"."item_type" = 'class' and "hold"."item_id" = "seat"."class_id" and "hold"."granted_at" is null and (("hold"."status" = 'pending' and "hold"."expires_at" > now()) or "hold"."status" in ('authorize', 'capture')))`;

/** The condition above, on a select from the enrolments aliased "seat". */
export const seatHeldByPaymentSql = sql<boolean>`${sql.raw(heldByPayment)}`;

/** Seats taken: active enrolments, and waiting-for-payment ones while a payment holds them. */
// Written with table names spelled out: Drizzle leaves columns unqualified in a one-table select,
// where a bare "id" inside the subquery would mean the enrolment's id.
export const seatsTakenSql = sql<number>`(${sql.raw(
  `select count(*) from "enrolments" as "seat" where "seat"."class_id" = "classes"."id" and ("seat"."status" = 'active' or ("seat"."status" = 'waiting_payment' and ${heldByPayment}))`,
)})`.mapWith(Number);

const summaryColumns = {
  class: classes,
  department: { slug: departments.slug, name: departments.name },
  category: { id: category.id, slug: category.slug, name: category.name },
  subCategory: { id: subCategory.id, slug: subCategory.slug, name: subCategory.name },
  teacher: { id: teachers.id, name: teachers.name, photoUrl: teachers.photoUrl },
  seatsTaken: seatsTakenSql,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ClassRow = typeof classes.$inferSelect;

/** The SQL condition of one class state at `now`, the same order of stages as `classStateOf`. */
function stateCondition(state: ClassState, now: Date): SQL | undefined {
  const notEnded = gt(classes.endAt, now);
  const notStarted = and(notEnded, gt(classes.startAt, now));
  const registrationNotEnded = and(notStarted, gt(classes.registrationEndAt, now));
  const registering = and(registrationNotEnded, lte(classes.registrationStartAt, now));
  switch (state) {
    case 'ended':
      return lte(classes.endAt, now);
    case 'in_progress':
      return and(notEnded, lte(classes.startAt, now));
    case 'registration_ended':
      return and(notStarted, lte(classes.registrationEndAt, now));
    case 'registration_open':
      return and(registering, lt(seatsTakenSql, classes.capacity));
    case 'full':
      return and(registering, gte(seatsTakenSql, classes.capacity));
    case 'not_open_yet':
      return and(registrationNotEnded, gt(classes.registrationStartAt, now));
  }
}

/**
 * Archived classes (removed by staff after learners joined) stay open to their learners only;
 * drafts, hidden and scheduled classes are shown to no one but staff.
 */
const listed = and(isNull(classes.archivedAt), classShownSql);

/**
 * What a class search looks in: titles and descriptions in both languages, the teacher, and the
 * names of its category and sub category ("fikih" finds the classes of "Fiqih keluarga").
 * Subqueries, so the count query needs no joins of its own.
 */
const searchableText = sql`concat_ws(' ', ${classes.title}->>'en', ${classes.title}->>'id', ${classes.description}->>'en', ${classes.description}->>'id', ${sql.raw(
  [
    `(select "name" from "teachers" where "teachers"."id" = "classes"."teacher_id")`,
    `(select concat_ws(' ', "name"->>'en', "name"->>'id') from "categories" where "categories"."id" = "classes"."category_id")`,
    `(select concat_ws(' ', "name"->>'en', "name"->>'id') from "categories" where "categories"."id" = "classes"."sub_category_id")`,
  ].join(', '),
)})`;

function searchCondition(search: string): SQL | undefined {
  const plain = ilike(searchableText, `%${escapeLike(search)}%`);
  const skeleton = spellingSkeleton(search);
  if (skeleton.replace(/\s/g, '').length < minSkeletonLength) return plain;
  return or(plain, sql`${spellingSkeletonSql(searchableText)} like ${`%${escapeLike(skeleton)}%`}`);
}

/** Reading the catalogue: departments, categories and classes with their derived state. */
export class CatalogueService {
  constructor(private readonly db: Database) {}

  async departments(): Promise<Department[]> {
    const rows = await this.db.select().from(departments).orderBy(asc(departments.position));
    return rows.map(({ slug, name, description }) => ({ slug: slug as DepartmentSlug, name, description }));
  }

  /** The category tree; for a department, only the categories and sub categories its classes use. */
  async categories(department?: DepartmentSlug): Promise<Category[]> {
    const used = department
      ? await this.db
          .select({ categoryId: classes.categoryId, subCategoryId: classes.subCategoryId })
          .from(classes)
          .where(and(eq(classes.departmentSlug, department), listed))
      : null;
    const usedIds = used ? new Set(used.flatMap((row) => [row.categoryId, row.subCategoryId])) : null;
    const rows = (
      await this.db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug))
    ).filter((row) => !usedIds || usedIds.has(row.id));
    const ref = (row: (typeof rows)[number]) => ({ id: row.id, slug: row.slug, name: row.name });
    return rows
      .filter((row) => row.parentId === null)
      .map((parent) => ({
        ...ref(parent),
        subCategories: rows.filter((row) => row.parentId === parent.id).map(ref),
      }));
  }

  /**
   * `GET /classes`: search, filters, sorting and paging. The search looks in the titles and
   * descriptions (both languages) and the teacher's name, as written or by its spelling skeleton
   * (`catalogue-search.ts`).
   */
  async listClasses(query: ClassListQuery, language: Language, now = new Date()) {
    const where = and(
      listed,
      query.search ? searchCondition(query.search) : undefined,
      query.department ? eq(classes.departmentSlug, query.department) : undefined,
      query.category
        ? or(eq(category.slug, query.category), eq(subCategory.slug, query.category))
        : undefined,
      query.state ? stateCondition(query.state, now) : undefined,
    );
    const sortColumn = {
      startAt: classes.startAt,
      registrationStartAt: classes.registrationStartAt,
      title: sql`${classes.title}->>${sql.raw(`'${language}'`)}`,
      price: classes.price,
      createdAt: classes.createdAt,
      relevance: classes.startAt,
    }[query.sortBy];
    const direction = query.sortType === 'asc' ? asc : desc;
    // `relevance`, what a learner exploring wants first: open registration, then the classes to
    // come or running (soonest first), ended ones last.
    const order =
      query.sortBy === 'relevance'
        ? [
            asc(lte(classes.endAt, now)),
            desc(sql`coalesce(${stateCondition('registration_open', now)}, false)`),
            asc(classes.startAt),
          ]
        : [direction(sortColumn)];
    return this.pagedSummaries(where, [...order, asc(classes.id)], query, now);
  }

  /** Classes not started yet: registration to come, open, or ended and starting soon. */
  async upcomingClasses(query: UpcomingClassesQuery, now = new Date()) {
    return this.pagedSummaries(
      and(
        listed,
        gt(classes.startAt, now),
        query.gender ? inArray(classes.gender, ['all', query.gender]) : undefined,
      ),
      [asc(classes.startAt), asc(classes.id)],
      query,
      now,
    );
  }

  async departmentPage(slug: string, now = new Date()): Promise<DepartmentPage> {
    const [department] = (await this.departments()).filter((d) => d.slug === slug);
    if (!department) throw new AppError(404, 'notFound');
    const rows = await this.summaryQuery(and(listed, eq(classes.departmentSlug, slug)))
      .orderBy(lte(classes.endAt, now), asc(classes.startAt), asc(classes.id))
      .limit(100);
    return { department, classes: rows.map((row) => toSummary(row, now)) };
  }

  /**
   * The class with this id or slug, or 404 (also when learners do not see it yet, unless it is
   * for a staff preview).
   */
  async classRow(classKey: string, staffPreview = false): Promise<ClassRow> {
    const [row] = await this.db
      .select()
      .from(classes)
      .where(
        and(
          uuidPattern.test(classKey) ? eq(classes.id, classKey) : eq(classes.slug, classKey),
          staffPreview ? undefined : classShownSql,
        ),
      )
      .limit(1);
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  async summariesByIds(ids: string[], now = new Date()): Promise<Map<string, ClassSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await this.summaryQuery(and(inArray(classes.id, ids), classShownSql));
    return new Map(rows.map((row) => [row.class.id, toSummary(row, now)]));
  }

  /**
   * A class's page; `enrolment` is the viewing profile's, when there is one, and `ownedKitabIds`
   * the kitab it bought on its own. A staff preview (decision 0118) shows it and its kitab
   * whatever their visibility.
   */
  async classDetail(
    classKey: string,
    enrolment: Enrolment | null,
    now = new Date(),
    ownedKitabIds: string[] = [],
    staffPreview = false,
  ): Promise<ClassDetail> {
    const row = await this.classRow(classKey, staffPreview);
    const [summaryRow] = await this.summaryQuery(eq(classes.id, row.id));
    if (!summaryRow) throw new AppError(404, 'notFound');
    const [teacher] = await this.db.select().from(teachers).where(eq(teachers.id, row.teacherId));
    const summary = toSummary(summaryRow, now);
    const books = await this.kitabSummaries(row.id, staffPreview);
    const chains = await teacherKitabChains(
      this.db,
      books.map((book) => ({ teacherId: row.teacherId, kitabId: book.id })),
    );
    // Only a kitab the teacher has a known chain of shows one (decision 0108).
    const sanad = books.flatMap((book) => {
      const links = chains.get(chainKey(row.teacherId, book.id)) ?? [];
      return links.length === 0
        ? []
        : [
            {
              kitabId: book.id,
              titleArabic: book.titleArabic,
              links: links.map((link, index) => ({ position: index + 1, ...link })),
            },
          ];
    });
    return {
      ...summary,
      teacher: { ...summary.teacher, bio: teacher?.bio ?? { en: '', id: '' }, sanad },
      lessonSchedule: row.lessonSchedule,
      kitab: books,
      enrolled: enrolment !== null,
      enrolment,
      telegramUrl: enrolment?.status === 'active' ? row.telegramUrl : null,
      ownedKitabIds,
      takesRecitations: row.takesRecitations,
    };
  }

  async classBrief(classKey: string, enrolment: Enrolment | null, now = new Date()): Promise<ClassBrief> {
    const row = await this.classRow(classKey);
    const [seats] = await this.db
      .select({ taken: seatsTakenSql })
      .from(classes)
      .where(eq(classes.id, row.id));
    return {
      classId: row.id,
      slug: row.slug,
      title: row.title,
      lessonSchedule: row.lessonSchedule,
      prepare: row.prepare,
      rules: row.rules,
      state: classStateOf(row, seats?.taken ?? 0, now),
      enrolled: enrolment !== null,
      telegramUrl: enrolment?.status === 'active' ? row.telegramUrl : null,
    };
  }

  async kitabSummaries(classId: string, staffPreview = false): Promise<KitabSummary[]> {
    return this.db
      .select({
        id: kitab.id,
        title: kitab.title,
        titleArabic: kitab.titleArabic,
        author: kitab.author,
        price: kitab.price,
        pertemuanCount: sql<number>`count(distinct ${pertemuan.id})`.mapWith(Number),
        courseCount: sql<number>`count(${courses.id})`.mapWith(Number),
      })
      .from(kitab)
      .leftJoin(pertemuan, eq(pertemuan.kitabId, kitab.id))
      .leftJoin(courses, eq(courses.pertemuanId, pertemuan.id))
      .where(and(eq(kitab.classId, classId), staffPreview ? undefined : kitabShownSql))
      .groupBy(kitab.id)
      .orderBy(asc(kitab.position));
  }

  private summaryQuery(where: SQL | undefined) {
    return this.db
      .select(summaryColumns)
      .from(classes)
      .innerJoin(departments, eq(departments.slug, classes.departmentSlug))
      .innerJoin(teachers, eq(teachers.id, classes.teacherId))
      .leftJoin(category, eq(category.id, classes.categoryId))
      .leftJoin(subCategory, eq(subCategory.id, classes.subCategoryId))
      .where(where)
      .$dynamic();
  }

  private async pagedSummaries(where: SQL | undefined, orderBy: SQL[], query: PageQuery, now: Date) {
    const rows = await this.summaryQuery(where)
      .orderBy(...orderBy)
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await this.db
      .select({ total: count() })
      .from(classes)
      .leftJoin(category, eq(category.id, classes.categoryId))
      .leftJoin(subCategory, eq(subCategory.id, classes.subCategoryId))
      .where(where);
    return { items: rows.map((row) => toSummary(row, now)), total: total?.total ?? 0 };
  }
}

type SummaryRow = {
  class: ClassRow;
  department: { slug: string; name: ClassSummary['title'] };
  category: ClassSummary['category'];
  subCategory: ClassSummary['subCategory'];
  teacher: ClassSummary['teacher'];
  seatsTaken: number;
};

function toSummary(row: SummaryRow, now: Date): ClassSummary {
  const c = row.class;
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    description: c.description,
    coverImageUrl: c.coverImageUrl,
    department: { slug: row.department.slug as DepartmentSlug, name: row.department.name },
    category: row.category,
    subCategory: row.subCategory,
    teacher: row.teacher,
    price: c.price,
    isFree: c.price === 0,
    hasPassword: c.passwordHash !== null,
    gender: c.gender,
    registrationStartAt: c.registrationStartAt.toISOString(),
    registrationEndAt: c.registrationEndAt.toISOString(),
    startAt: c.startAt.toISOString(),
    endAt: c.endAt.toISOString(),
    capacity: c.capacity,
    seatsTaken: row.seatsTaken,
    seatsLeft: seatsLeft(c.capacity, row.seatsTaken),
    state: classStateOf(c, row.seatsTaken, now),
  };
}
