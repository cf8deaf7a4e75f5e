import type { Localized } from '@academy/contract/language';
import { sql } from 'drizzle-orm';
import {
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
import { profiles } from './accounts';
import { kitab } from './classes';
import { visibilityColumns } from './visibility-columns';

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
    /** Whether the report ever shows right answers and explanations (when: `rightAnswersShown`). */
    showAnswers: boolean('show_answers').notNull().default(true),
    /**
     * With `showAnswers`: right answers wait until the exam has closed for everyone (its own close
     * and every close a staff override granted), not only until this profile can sit it no more.
     */
    answersAfterClosing: boolean('answers_after_closing').notNull().default(false),
    /** Whether starting or continuing always asks for the profile's PIN, whatever its setting. */
    pinRequired: boolean('pin_required').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    ...visibilityColumns(),
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
    /** 1 for the profile's first attempt of the exam, then 2, 3, … (unique: no double start). */
    number: integer('number').notNull().default(1),
    gradedAt: instant('graded_at'),
  },
  (table) => [
    index('exam_attempts_profile_idx').on(table.profileId, table.examId),
    index('exam_attempts_running_idx').on(table.status, table.deadline),
    uniqueIndex('exam_attempts_number_unique').on(table.profileId, table.examId, table.number),
    // One running attempt per profile, across every exam ('You have an unfinished exam').
    uniqueIndex('exam_attempts_one_running')
      .on(table.profileId)
      .where(sql`${table.status} = 'in_progress'`),
  ],
);

export const questionKind = ['single_choice', 'multiple_choice', 'short_answer', 'essay'] as const;

/** An exam's questions in order; prompts may be Arabic (direction `rtl`). */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: questionKind }).notNull(),
    prompt: localized('prompt'),
    direction: text('direction', { enum: ['rtl', 'ltr'] })
      .notNull()
      .default('ltr'),
    points: integer('points').notNull().default(1),
    /** Short answers: the texts that count as right (matched per decisions §5). */
    acceptedAnswers: jsonb('accepted_answers').$type<string[]>().notNull().default([]),
    explanation: jsonb('explanation').$type<Localized>(),
    /**
     * Set on a question drawn from the class's bank for one attempt (an exam's draws, decision
     * 0114): a copy that belongs to that attempt only. Null on the exam's fixed questions.
     */
    attemptId: uuid('attempt_id').references(() => examAttempts.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('exam_questions_exam_idx').on(table.examId, table.position),
    index('exam_questions_attempt_idx')
      .on(table.attemptId)
      .where(sql`${table.attemptId} is not null`),
  ],
);

/** Options of a single- or multiple-choice question. */
export const examQuestionOptions = pgTable(
  'exam_question_options',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    questionId: uuid('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: localized('text'),
    correct: boolean('correct').notNull().default(false),
  },
  (table) => [index('exam_question_options_question_idx').on(table.questionId, table.position)],
);

/**
 * The answer an attempt holds for a question. `seq` is the app's counter for the question: a
 * save changes the row only with a higher `seq`, so late or repeated saves never overwrite newer
 * ones. `points` is set by grading (null while an essay waits for staff).
 */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<string | string[]>().notNull(),
    seq: integer('seq').notNull(),
    savedAt: instant('saved_at').notNull().defaultNow(),
    points: integer('points'),
    /** Staff's words to the learner on this answer (grading), shown in the learner's report. */
    feedback: text('feedback'),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);
