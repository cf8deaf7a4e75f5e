import type { Localized } from '@academy/contract/language';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { kitab } from './classes';

// Exams of a kitab (decisions §5). The exams capability adds questions, attempts and answers;
// these tables land first because payments sell exams (item type `exam`) and certificates
// need an exam passed (a graded attempt with `passed`).

const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const exams = pgTable(
  'exams',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kitabId: uuid('kitab_id')
      .notNull()
      .references(() => kitab.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: localized('title'),
    description: localized('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    opensAt: instant('opens_at').notNull(),
    closesAt: instant('closes_at').notNull(),
    /** Rupiah; 0 = free. A priced exam opens to a profile through `profile_purchases`. */
    price: integer('price').notNull().default(0),
    /** Percent of the maximum score needed to pass. */
    passMark: integer('pass_mark').notNull().default(60),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('exams_kitab_idx').on(table.kitabId, table.position),
    index('exams_opens_idx').on(table.opensAt),
  ],
);

/** A profile's sitting of an exam. Timing is the server's: `deadline` = min(start + duration, close). */
export const examAttempts = pgTable(
  'exam_attempts',
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
    status: text('status', { enum: ['in_progress', 'submitted', 'graded'] })
      .notNull()
      .default('in_progress'),
    startedAt: instant('started_at').notNull().defaultNow(),
    deadline: instant('deadline').notNull(),
    submittedAt: instant('submitted_at'),
    /** Points scored and possible; set when graded (essays wait for staff: `submitted`). */
    score: integer('score'),
    maxScore: integer('max_score'),
    /** Set with the grade: whether the attempt reached the exam's pass mark. */
    passed: boolean('passed'),
  },
  (table) => [
    index('exam_attempts_profile_idx').on(table.profileId, table.examId),
    index('exam_attempts_running_idx').on(table.status, table.deadline),
  ],
);
