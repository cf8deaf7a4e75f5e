import type { Localized } from '@academy/contract/language';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { exams, questionKind } from './exams';

// A class's question bank (decision 0106): questions kept apart from any exam, in categories,
// filled by the import (GIFT, Aiken, CSV, XLSX). Exams keep their own questions unchanged. A
// question with no class is in the academy-wide bank (decision 0121), which admins fill and every
// class's exams may take from.

/** Where a draw takes its questions: the exam's class's bank or the academy's. */
export const questionBankScope = ['class', 'academy'] as const;

export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The class whose bank holds it; null: the academy-wide bank. */
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    kind: text('kind', { enum: questionKind }).notNull(),
    prompt: jsonb('prompt').$type<Localized>().notNull(),
    direction: text('direction', { enum: ['rtl', 'ltr'] })
      .notNull()
      .default('ltr'),
    points: integer('points').notNull().default(1),
    /** Choice questions: the options in order, which are right. */
    options: jsonb('options').$type<{ text: Localized; correct: boolean }[]>().notNull().default([]),
    /** Short answers: the texts that count as right. */
    acceptedAnswers: jsonb('accepted_answers').$type<string[]>().notNull().default([]),
    /** A name for staff (a GIFT `::title::`); '' when none. */
    title: text('title').notNull().default(''),
    /** Shown with the right answer once the exam shows them; copied onto exams' questions. */
    explanation: jsonb('explanation').$type<Localized>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its place in the file it came from: a bank lists by import, then in the file's order. */
    position: integer('position').notNull().default(0),
  },
  (table) => [index('bank_questions_class_idx').on(table.classId, table.category)],
);

/**
 * An exam's random draws (decision 0114): each attempt takes `count` questions of the class's
 * bank (or the academy's, decision 0121) in `category`, drawn at its start and copied onto the attempt.
 */
export const examDraws = pgTable(
  'exam_draws',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category').notNull(),
    count: integer('count').notNull(),
    /** The bank drawn from: the class's own or the academy's (decision 0121). */
    bank: text('bank', { enum: questionBankScope }).notNull().default('class'),
  },
  (table) => [index('exam_draws_exam_idx').on(table.examId, table.position)],
);
