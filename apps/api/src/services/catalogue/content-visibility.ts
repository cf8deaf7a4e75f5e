import { sql } from 'drizzle-orm';

// What learners and visitors see (api-contract "Staff console, part 3"): a document is shown
// when it is published and due, and so is every document above it; a class needs besides at
// least one kitab shown. Written with table names spelled out, as `seatsTakenSql` is: the
// conditions sit inside one-table selects, where Drizzle leaves columns unqualified.

/** The document under `alias` is published and its `publishAt`, if any, has come. */
const due = (alias: string) =>
  `(${alias}."visibility" = 'published' and (${alias}."publish_at" is null or ${alias}."publish_at" <= now()))`;

const classShownRaw = (alias: string) =>
  `(${due(alias)} and exists (select 1 from "kitab" as "vk" where "vk"."class_id" = ${alias}."id" and ${due('"vk"')}))`;

/** The kitab under `alias` is due and so is its class (which then has a kitab shown). */
const kitabShownRaw = (alias: string) =>
  `(${due(alias)} and exists (select 1 from "classes" as "vc" where "vc"."id" = ${alias}."class_id" and ${due('"vc"')}))`;

const kitabIdShownRaw = (kitabIdColumn: string) =>
  `exists (select 1 from "kitab" as "vk2" join "classes" as "vc2" on "vc2"."id" = "vk2"."class_id" where "vk2"."id" = ${kitabIdColumn} and ${due('"vk2"')} and ${due('"vc2"')})`;

const pertemuanShownRaw = (alias: string) => `(${due(alias)} and ${kitabIdShownRaw(`${alias}."kitab_id"`)})`;

/** Learners see the class (on the table `classes`). */
export const classShownSql = sql<boolean>`${sql.raw(classShownRaw('"classes"'))}`;
/** Learners see the kitab (on the table `kitab`). */
export const kitabShownSql = sql<boolean>`${sql.raw(kitabShownRaw('"kitab"'))}`;
/** Learners see the meeting (on the table `pertemuan`). */
export const pertemuanShownSql = sql<boolean>`${sql.raw(pertemuanShownRaw('"pertemuan"'))}`;
/** Learners see the course (on the table `courses`): it, its meeting, kitab and class are due. */
export const courseShownSql = sql<boolean>`${sql.raw(
  `(${due('"courses"')} and exists (select 1 from "pertemuan" as "vp" where "vp"."id" = "courses"."pertemuan_id" and ${pertemuanShownRaw('"vp"')}))`,
)}`;
/** Learners see the exam (on the table `exams`): it, its kitab and class are due. */
export const examShownSql = sql<boolean>`${sql.raw(`(${due('"exams"')} and ${kitabIdShownRaw('"exams"."kitab_id"')})`)}`;
