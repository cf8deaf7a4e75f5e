import type { Localized } from '@academy/contract/language';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kitab } from './classes';

// Exams of a kitab (decisions §5). The exams capability adds questions, attempts and answers;
// this table lands first because payments sell exams (item type `exam`).

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
