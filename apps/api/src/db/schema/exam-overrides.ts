import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts';
import { exams } from './exams';

/**
 * What staff granted one profile on one exam beyond the exam's own rules (issue 14): extra
 * attempts, a later close, more minutes per attempt, with the reason given. One row per exam and
 * profile; the exam rules read it through `effectiveExam` (decision 0056).
 */
export const examOverrides = pgTable(
  'exam_overrides',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    extraAttempts: integer('extra_attempts').notNull().default(0),
    /** A close later than the exam's own; null keeps the exam's. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    reason: text('reason').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('exam_overrides_exam_profile_unique').on(table.examId, table.profileId),
    check(
      'exam_overrides_extra_non_negative',
      sql`${table.extraAttempts} >= 0 and ${table.extraMinutes} >= 0`,
    ),
  ],
);
