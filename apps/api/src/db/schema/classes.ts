import type { Localized } from '@academy/contract/language';
import type { MeetingPlace } from '@academy/contract/meetings';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { visibilityColumns } from './visibility-columns';

// The catalogue (decisions §2): departments, categories, teachers, classes, kitab, pertemuan
// and courses. Texts shown in both languages are kept as one `{en, id}` JSON value.

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const departments = pgTable('departments', {
  slug: text('slug').primaryKey(),
  name: localized('name'),
  description: localized('description'),
  position: integer('position').notNull(),
});

/** A category, or a sub category when `parentId` is set (two levels). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: localized('name'),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

export const teachers = pgTable('teachers', {
  id: id(),
  name: text('name').notNull(),
  bio: localized('bio'),
  photoUrl: text('photo_url'),
  /** The staff account of this teacher (decisions §8): it reaches the classes they teach. */
  userId: uuid('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A teacher's sanad before chains belonged to a kitab (decision 0108): kept, no longer read. Its
 * chains were moved to `teacher_kitab_sanad_links` where they reach the author of a kitab the
 * teacher teaches; the others stay here unassigned.
 */
export const teacherSanadLinks = pgTable(
  'teacher_sanad_links',
  {
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    note: localized('note'),
  },
  (table) => [primaryKey({ columns: [table.teacherId, table.position] })],
);

export const classes = pgTable(
  'classes',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: localized('title'),
    description: localized('description'),
    coverImageUrl: text('cover_image_url'),
    departmentSlug: text('department_slug')
      .notNull()
      .references(() => departments.slug),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: uuid('sub_category_id').references(() => categories.id, { onDelete: 'set null' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => teachers.id),
    /** Rupiah; 0 = free. */
    price: integer('price').notNull().default(0),
    /** argon2id hash of the join password, when the class has one. */
    passwordHash: text('password_hash'),
    gender: text('gender', { enum: ['all', 'male', 'female'] })
      .notNull()
      .default('all'),
    registrationStartAt: instant('registration_start_at').notNull(),
    registrationEndAt: instant('registration_end_at').notNull(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    capacity: integer('capacity').notNull(),
    /** Shown only to enrolled learners. */
    telegramUrl: text('telegram_url'),
    lessonSchedule: localized('lesson_schedule'),
    prepare: localized('prepare'),
    rules: localized('rules'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set when staff remove a class learners joined: hidden from lists, kept for its learners. */
    archivedAt: instant('archived_at'),
    ...visibilityColumns(),
    /** Its enrolled profiles hand in recorded recitations (setoran, decisions §10). */
    takesRecitations: boolean('takes_recitations').notNull().default(false),
    /**
     * The share of held meetings a learner must have attended for the class to count as
     * complete (and earn its certificate); null: attendance does not count (decisions §9).
     */
    minAttendancePercent: integer('min_attendance_percent'),
  },
  (table) => [
    index('classes_department_idx').on(table.departmentSlug),
    index('classes_start_idx').on(table.startAt),
  ],
);

export const kitab = pgTable(
  'kitab',
  {
    id: id(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: localized('title'),
    titleArabic: text('title_arabic').notNull(),
    author: text('author').notNull(),
    description: localized('description'),
    /** Rupiah for access without the class; null when only studied within it. */
    price: integer('price'),
    ...visibilityColumns(),
  },
  (table) => [index('kitab_class_idx').on(table.classId, table.position)],
);

/**
 * A teacher's sanad of one kitab (decision 0108), one row per link upwards (position 1 = the
 * teacher's own teacher in that kitab). A kitab row is one class's copy of the book, so a chain
 * names exactly what was taught; no chain, no sanad on that kitab's certificates.
 */
export const teacherKitabSanadLinks = pgTable(
  'teacher_kitab_sanad_links',
  {
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    kitabId: uuid('kitab_id')
      .notNull()
      .references(() => kitab.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    note: localized('note'),
  },
  (table) => [primaryKey({ columns: [table.teacherId, table.kitabId, table.position] })],
);

export const pertemuan = pgTable(
  'pertemuan',
  {
    id: id(),
    kitabId: uuid('kitab_id')
      .notNull()
      .references(() => kitab.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: localized('title'),
    /** When the meeting starts (the contract's `startsAt`); null while not scheduled. */
    scheduledAt: instant('scheduled_at'),
    ...visibilityColumns(),
    durationMinutes: integer('duration_minutes').notNull().default(90),
    /** Where it meets: online with a join link, or on site at an address (decisions §9). */
    place: jsonb('place').$type<MeetingPlace>(),
    /** The recording, once the meeting is over. */
    recordingUrl: text('recording_url'),
  },
  (table) => [
    uniqueIndex('pertemuan_kitab_number_idx').on(table.kitabId, table.number),
    index('pertemuan_scheduled_idx').on(table.scheduledAt),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    pertemuanId: uuid('pertemuan_id')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: localized('title'),
    kind: text('kind', { enum: ['video', 'audio', 'pdf', 'text'] }).notNull(),
    sourceUrl: text('source_url'),
    body: text('body'),
    direction: text('direction', { enum: ['rtl', 'ltr'] })
      .notNull()
      .default('ltr'),
    durationMinutes: integer('duration_minutes').notNull(),
    ...visibilityColumns(),
  },
  (table) => [index('courses_pertemuan_idx').on(table.pertemuanId, table.position)],
);

/** `/link/{slug}` → an internal path or an external URL. */
export const shortLinks = pgTable('short_links', {
  slug: text('slug').primaryKey(),
  target: text('target').notNull(),
  clickCount: integer('click_count').notNull().default(0),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const faqEntries = pgTable('faq_entries', {
  id: id(),
  position: integer('position').notNull(),
  question: localized('question'),
  answer: localized('answer'),
});
