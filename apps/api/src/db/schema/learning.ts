import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { profiles } from './accounts';
import { classes, courses } from './classes';

// A profile's study: enrolments, course completion, last access and active time.

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A profile's place in a class; active and waiting-for-payment rows both take a seat. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'waiting_payment', 'suspended'] }).notNull(),
    enrolledAt: instant('enrolled_at').notNull().defaultNow(),
  },
  (table) => [
    unique('enrolments_profile_class_unique').on(table.profileId, table.classId),
    index('enrolments_class_idx').on(table.classId),
  ],
);

export const courseCompletions = pgTable(
  'course_completions',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: instant('completed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.courseId] })],
);

/** The course a profile opened last in each class. */
export const courseLastAccess = pgTable(
  'course_last_access',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    accessedAt: instant('accessed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.classId] })],
);

/** Seconds a profile spent on visible material and exam pages, per day in the academy's zone. */
export const activeDays = pgTable(
  'active_days',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastBeatAt: instant('last_beat_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.day] })],
);

/**
 * Items a profile holds by purchase: a kitab read without its class, a priced exam opened, a
 * class paid for. The payments capability grants these (one row per profile and item, written in
 * the same database transaction as the settled status); kitab and exam access read them.
 */
export const profilePurchases = pgTable(
  'profile_purchases',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['class', 'kitab', 'exam'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** The transaction that paid for it; null for items granted by staff. */
    transactionId: uuid('transaction_id'),
    grantedAt: instant('granted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.itemType, table.itemId] })],
);
