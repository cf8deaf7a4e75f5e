import type { Language, Localized } from '@academy/contract/language';
import type { GradebookScore, StaffGradebook } from '@academy/contract/staff-gradebook';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  classes,
  courseCompletions,
  courseLastAccess,
  courses,
  enrolments,
  examAttempts,
  exams,
  kitab,
  pertemuan,
  profiles,
  recitations,
  users,
  meetingAttendance,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { wordsOf } from '../../lib/translate';
import type { Table } from '../../lib/table-file';
import { heldMeetingSql } from '../meetings/index';
import type { StaffActor } from './staff-resource-service';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

/**
 * A class's gradebook (api-contract "Staff console, part 3"), the teacher's main view: every
 * profile enrolled (active or waiting for payment) with its last activity, each exam's best and
 * last graded percent, attempts and attempts waiting for grading, and the share of the class's
 * courses completed. An admin reads any class, a teacher the classes they teach.
 */
/** The later of two moments (either may be missing). */
const latest = (a: Date | null | undefined, b: Date | null | undefined) =>
  a && b ? (a > b ? a : b) : (a ?? b ?? null);

export class GradebookService {
  constructor(private readonly db: Database) {}

  async gradebook(classId: string, actor: StaffActor): Promise<StaffGradebook> {
    const [klass] = await this.db
      .select({ id: classes.id, title: classes.title, teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, classId));
    if (!klass) throw new AppError(404, 'notFound');
    if (actor.role !== 'admin' && (!actor.teacherId || klass.teacherId !== actor.teacherId))
      throw new AppError(403, 'forbidden');

    const examRows = await this.db
      .select({ id: exams.id, title: exams.title })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .where(eq(kitab.classId, classId))
      .orderBy(
        asc(kitab.position),
        asc(exams.position),
        asc(exams.opensAt),
        asc(exams.createdAt),
        asc(exams.id),
      );
    const learners = await this.db
      .select({
        profileId: profiles.id,
        name: profiles.name,
        accountPhone: users.phoneNumber,
        status: enrolments.status,
        lastActivityAt: courseLastAccess.accessedAt,
      })
      .from(enrolments)
      .innerJoin(profiles, eq(profiles.id, enrolments.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(
        courseLastAccess,
        and(eq(courseLastAccess.profileId, enrolments.profileId), eq(courseLastAccess.classId, classId)),
      )
      .where(eq(enrolments.classId, classId))
      .orderBy(asc(profiles.name), asc(profiles.id));
    const profileIds = learners.map((row) => row.profileId);
    const examIds = examRows.map((row) => row.id);
    const lastActionOf = await this.lastActions(classId, profileIds, examIds);

    const attempts =
      profileIds.length && examIds.length
        ? await this.db
            .select({
              examId: examAttempts.examId,
              profileId: examAttempts.profileId,
              status: examAttempts.status,
              score: examAttempts.score,
              maxScore: examAttempts.maxScore,
            })
            .from(examAttempts)
            .where(and(inArray(examAttempts.examId, examIds), inArray(examAttempts.profileId, profileIds)))
            .orderBy(asc(examAttempts.number))
        : [];
    const classCourses = this.classCourseIds(classId);
    const [courseTotal] = await this.db.select({ total: count() }).from(classCourses.as('class_courses'));
    const completed = profileIds.length
      ? await this.db
          .select({ profileId: courseCompletions.profileId, done: count() })
          .from(courseCompletions)
          .where(
            and(
              inArray(courseCompletions.profileId, profileIds),
              inArray(courseCompletions.courseId, classCourses),
            ),
          )
          .groupBy(courseCompletions.profileId)
      : [];
    const doneOf = new Map(completed.map((row) => [row.profileId, row.done]));

    // Attendance (decisions §9): of the class's meetings held (`heldMeetingSql`), the share each profile
    // was marked present at; null while the class has recorded none.
    const heldMeetings = this.db
      .select({ id: pertemuan.id })
      .from(pertemuan)
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .where(and(eq(kitab.classId, classId), heldMeetingSql(new Date())));
    const [held] = await this.db.select({ total: count() }).from(heldMeetings.as('held_meetings'));
    const marks = profileIds.length
      ? await this.db
          .select({ profileId: meetingAttendance.profileId, present: meetingAttendance.present })
          .from(meetingAttendance)
          .where(
            and(
              inArray(meetingAttendance.pertemuanId, heldMeetings),
              inArray(meetingAttendance.profileId, profileIds),
            ),
          )
      : [];
    const attendanceOf = (profileId: string) =>
      marks.length === 0 || !held?.total
        ? null
        : percent(marks.filter((mark) => mark.profileId === profileId && mark.present).length, held.total);

    return {
      classId,
      classTitle: klass.title,
      exams: examRows,
      rows: learners.map((learner) => {
        const scores: Record<string, GradebookScore> = {};
        for (const examId of examIds) {
          const mine = attempts.filter((a) => a.examId === examId && a.profileId === learner.profileId);
          const graded = mine
            .filter((a) => a.status === 'graded' && a.score !== null && a.maxScore !== null)
            .map((a) => percent(a.score!, a.maxScore!));
          scores[examId] = {
            best: graded.length ? Math.max(...graded) : null,
            last: graded.at(-1) ?? null,
            attempts: mine.length,
            pending: mine.filter((a) => a.status === 'submitted').length,
          };
        }
        return {
          profileId: learner.profileId,
          name: learner.name,
          accountPhone: learner.accountPhone,
          status: learner.status,
          lastActivityAt:
            latest(learner.lastActivityAt, lastActionOf.get(learner.profileId))?.toISOString() ?? null,
          scores,
          completion: percent(doneOf.get(learner.profileId) ?? 0, courseTotal?.total ?? 0),
          attendance: attendanceOf(learner.profileId),
        };
      }),
    };
  }

  /** The ids of the class's materials, as a subquery. */
  private classCourseIds(classId: string) {
    return this.db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .where(eq(kitab.classId, classId));
  }

  /**
   * Each learner's latest action in the class besides opening a material (issue 38 item 12): a
   * material completed, an exam started or handed in, their own attendance mark, a recitation sent.
   */
  private async lastActions(classId: string, profileIds: string[], examIds: string[]) {
    const last = new Map<string, Date>();
    if (profileIds.length === 0) return last;
    const note = (rows: { profileId: string; at: Date | string | null }[]) => {
      for (const row of rows) {
        const at = row.at === null ? null : new Date(row.at);
        if (at) last.set(row.profileId, latest(last.get(row.profileId), at)!);
      }
    };
    const classCourses = this.classCourseIds(classId);
    const classMeetings = this.db
      .select({ id: pertemuan.id })
      .from(pertemuan)
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .where(eq(kitab.classId, classId));
    const [completions, attempts, marks, recited] = await Promise.all([
      this.db
        .select({ profileId: courseCompletions.profileId, at: max(courseCompletions.completedAt) })
        .from(courseCompletions)
        .where(
          and(
            inArray(courseCompletions.profileId, profileIds),
            inArray(courseCompletions.courseId, classCourses),
          ),
        )
        .groupBy(courseCompletions.profileId),
      examIds.length
        ? this.db
            .select({
              profileId: examAttempts.profileId,
              at: sql<string | null>`max(greatest(${examAttempts.startedAt}, ${examAttempts.submittedAt}))`,
            })
            .from(examAttempts)
            .where(and(inArray(examAttempts.examId, examIds), inArray(examAttempts.profileId, profileIds)))
            .groupBy(examAttempts.profileId)
        : Promise.resolve([]),
      this.db
        .select({ profileId: meetingAttendance.profileId, at: max(meetingAttendance.markedAt) })
        .from(meetingAttendance)
        .where(
          and(
            inArray(meetingAttendance.profileId, profileIds),
            inArray(meetingAttendance.pertemuanId, classMeetings),
            isNull(meetingAttendance.markedByUserId),
          ),
        )
        .groupBy(meetingAttendance.profileId),
      this.db
        .select({ profileId: recitations.profileId, at: max(recitations.submittedAt) })
        .from(recitations)
        .where(and(eq(recitations.classId, classId), inArray(recitations.profileId, profileIds)))
        .groupBy(recitations.profileId),
    ]);
    for (const rows of [completions, attempts, marks, recited]) note(rows);
    return last;
  }

  /** The gradebook as a table: a header and one line per learner, texts in `language`. */
  table(book: StaffGradebook, language: Language): Table {
    const label = (text: Localized) => text[language];
    const word = wordsOf(language);
    const header = [
      word('Learner', 'Peserta'),
      word('Account phone', 'Telepon akun'),
      word('Status', 'Status'),
      word('Last activity (WIB)', 'Aktivitas terakhir (WIB)'),
      ...book.exams.flatMap((exam) => [
        `${label(exam.title)}: ${word('best %', 'terbaik %')}`,
        `${label(exam.title)}: ${word('last %', 'terakhir %')}`,
        `${label(exam.title)}: ${word('attempts', 'percobaan')}`,
        `${label(exam.title)}: ${word('to grade', 'perlu dinilai')}`,
      ]),
      word('Completion %', 'Penyelesaian %'),
      word('Attendance %', 'Kehadiran %'),
    ];
    const rows = book.rows.map((row) => [
      row.name,
      row.accountPhone,
      row.status === 'active' ? word('active', 'aktif') : word('waiting for payment', 'menunggu pembayaran'),
      row.lastActivityAt ? new Date(row.lastActivityAt) : null,
      ...book.exams.flatMap((exam) => {
        const score = row.scores[exam.id];
        return [score?.best ?? null, score?.last ?? null, score?.attempts ?? 0, score?.pending ?? 0];
      }),
      row.completion,
      row.attendance,
    ]);
    return { header, rows };
  }
}

/** The downloads' name and sheet: `gradebook-<class>.csv|.xlsx`. */
export const gradebookFile = (book: StaffGradebook, language: Language) => ({
  name: `gradebook-${book.classId.slice(0, 8)}`,
  sheet: language === 'en' ? 'Gradebook' : 'Buku nilai',
});
