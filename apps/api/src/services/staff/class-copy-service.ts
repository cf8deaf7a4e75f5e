import { randomUUID } from 'node:crypto';
import {
  dayPlus,
  weeksBetween,
  type StaffClassCopyBody,
  type StaffClassCopyResult,
} from '@academy/contract/staff-class-copy';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  bankQuestions,
  classes,
  courses,
  examDraws,
  examQuestionOptions,
  examQuestions,
  exams,
  kitab,
  pertemuan,
  teacherKitabSanadLinks,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { academyDay } from '../learning/index';
import { assertTeaches } from '../catalogue/index';
import { classResource } from './resources/class-resource';
import type { StaffActor, StaffResourceService } from './staff-resource-service';

const dayMs = 86_400_000;
/** Rows per insert statement: far below PostgreSQL's 65,535 parameters for any of these tables. */
const rowsPerInsert = 500;

/** Every copied document starts as a draft: staff review it and publish it for the new term. */
const draft = { visibility: 'draft', publishAt: null } as const;

/** New ids for old ones, made here so each copy knows its original without relying on row order. */
function newIds(rows: { id: string }[]): Map<string, string> {
  return new Map(rows.map((row) => [row.id, randomUUID()]));
}

/** The new id of a copied parent (always there: children are read by their parents' ids). */
const mapped = (ids: Map<string, string>, id: string) => ids.get(id)!;

/** The rows of `table` whose `parent` column holds one of the copied parents' old ids. */
async function rowsUnder<T extends PgTable>(
  tx: Database,
  table: T,
  parent: AnyPgColumn,
  parents: Map<string, string>,
  only?: SQL,
): Promise<T['$inferSelect'][]> {
  if (parents.size === 0) return [];
  return (await tx
    .select()
    .from(table as PgTable)
    .where(and(inArray(parent, [...parents.keys()]), only))) as T['$inferSelect'][];
}

async function insertAll<T extends PgTable>(tx: Database, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += rowsPerInsert)
    await tx.insert(table).values(rows.slice(start, start + rowsPerInsert));
}

/**
 * A class for the next term (issue 25 item 7, decision 0115): a copy of a class with its kitab,
 * the teacher's sanad of them, meetings, materials, exams with their fixed questions, options and
 * draws, and the class's question bank, in one transaction, everything a draft. Every date moves
 * by the whole weeks nearest to the days between the original's first day and the one asked for
 * (issue 38 item 7): each meeting keeps its weekday and, WIB having no daylight saving, its time. Nothing of learners is copied, nor meeting recordings.
 * Media are referenced, not duplicated: no removal of a material removes its file.
 */
export class ClassCopyService {
  constructor(private readonly staff: StaffResourceService) {}

  async copy(classId: string, body: StaffClassCopyBody, actor: StaffActor): Promise<StaffClassCopyResult> {
    // One snapshot of the original: an edit saved meanwhile is in the copy whole or not at all.
    return this.staff.write((tx) => this.copyIn(tx, classId, body, actor), {
      isolationLevel: 'repeatable read',
    });
  }

  private async copyIn(
    tx: Database,
    classId: string,
    body: StaffClassCopyBody,
    actor: StaffActor,
  ): Promise<StaffClassCopyResult> {
    const [source] = await tx.select().from(classes).where(eq(classes.id, classId));
    if (!source) throw new AppError(404, 'notFound');
    assertTeaches(actor, source.teacherId);
    const firstDay = academyDay(source.startAt);
    const shiftWeeks = weeksBetween(firstDay, body.startsOn);
    const shiftDays = shiftWeeks * 7;
    const startsOn = dayPlus(firstDay, shiftDays);
    const shifted = (at: Date) => new Date(at.getTime() + shiftDays * dayMs);

    const { id: _id, createdAt: _createdAt, archivedAt: _archivedAt, ...classColumns } = source;
    const id = randomUUID();
    await tx.insert(classes).values({
      ...classColumns,
      id,
      slug: body.slug,
      title: body.title,
      ...draft,
      registrationStartAt: shifted(source.registrationStartAt),
      registrationEndAt: shifted(source.registrationEndAt),
      startAt: shifted(source.startAt),
      endAt: shifted(source.endAt),
    });

    const books = await tx.select().from(kitab).where(eq(kitab.classId, classId));
    const kitabIds = newIds(books);
    await insertAll(
      tx,
      kitab,
      books.map((row) => ({ ...row, id: mapped(kitabIds, row.id), classId: id, ...draft })),
    );

    // The teacher's chain of each kitab: the copy keeps its teacher, who taught the same book.
    const sanadLinks = await rowsUnder(
      tx,
      teacherKitabSanadLinks,
      teacherKitabSanadLinks.kitabId,
      kitabIds,
      eq(teacherKitabSanadLinks.teacherId, source.teacherId),
    );
    await insertAll(
      tx,
      teacherKitabSanadLinks,
      sanadLinks.map((row) => ({ ...row, kitabId: mapped(kitabIds, row.kitabId) })),
    );

    const meetings = await rowsUnder(tx, pertemuan, pertemuan.kitabId, kitabIds);
    const meetingIds = newIds(meetings);
    await insertAll(
      tx,
      pertemuan,
      meetings.map((row) => ({
        ...row,
        id: mapped(meetingIds, row.id),
        kitabId: mapped(kitabIds, row.kitabId),
        scheduledAt: row.scheduledAt ? shifted(row.scheduledAt) : null,
        // The recording of last term's meeting, not of this one.
        recordingUrl: null,
        ...draft,
      })),
    );

    const materials = await rowsUnder(tx, courses, courses.pertemuanId, meetingIds);
    await insertAll(
      tx,
      courses,
      materials.map((row) => ({
        ...row,
        id: randomUUID(),
        pertemuanId: mapped(meetingIds, row.pertemuanId),
        ...draft,
      })),
    );

    const examRows = await rowsUnder(tx, exams, exams.kitabId, kitabIds);
    const examIds = newIds(examRows);
    await insertAll(
      tx,
      exams,
      examRows.map(({ createdAt: _created, ...row }) => ({
        ...row,
        id: mapped(examIds, row.id),
        kitabId: mapped(kitabIds, row.kitabId),
        opensAt: shifted(row.opensAt),
        closesAt: shifted(row.closesAt),
        ...draft,
      })),
    );

    // Fixed questions only: those drawn for an attempt (`attemptId` set) are that attempt's record.
    const questions = await rowsUnder(
      tx,
      examQuestions,
      examQuestions.examId,
      examIds,
      isNull(examQuestions.attemptId),
    );
    const questionIds = newIds(questions);
    await insertAll(
      tx,
      examQuestions,
      questions.map((row) => ({
        ...row,
        id: mapped(questionIds, row.id),
        examId: mapped(examIds, row.examId),
      })),
    );
    const options = await rowsUnder(tx, examQuestionOptions, examQuestionOptions.questionId, questionIds);
    await insertAll(
      tx,
      examQuestionOptions,
      options.map((row) => ({ ...row, id: randomUUID(), questionId: mapped(questionIds, row.questionId) })),
    );

    const draws = await rowsUnder(tx, examDraws, examDraws.examId, examIds);
    await insertAll(
      tx,
      examDraws,
      draws.map((row) => ({ ...row, id: randomUUID(), examId: mapped(examIds, row.examId) })),
    );

    // The bank keeps its categories (the draws name them) and its order (by import, then place).
    // A draw from the academy bank (decision 0121) keeps naming it: that bank is no class's to copy.
    const bank = await tx.select().from(bankQuestions).where(eq(bankQuestions.classId, classId));
    await insertAll(
      tx,
      bankQuestions,
      bank.map((row) => ({ ...row, id: randomUUID(), classId: id })),
    );

    const copied = {
      kitab: books.length,
      pertemuan: meetings.length,
      courses: materials.length,
      exams: examRows.length,
      questions: questions.length,
      draws: draws.length,
      bankQuestions: bank.length,
      sanadLinks: sanadLinks.length,
    };
    await this.staff.audit(tx, actor, 'create', classResource.name, id, null, {
      ...(await classResource.load(tx, id)),
      copiedFrom: { id: source.id, slug: source.slug, title: source.title },
      shiftDays,
      shiftWeeks,
      copied,
    });
    return { id, slug: body.slug, shiftDays, shiftWeeks, startsOn, copied };
  }
}
