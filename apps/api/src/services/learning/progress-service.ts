import type { MaterialLockedData } from '@academy/contract/kitab';
import type { Language } from '@academy/contract/language';
import type {
  CompleteCourseResult,
  CourseMaterial,
  KitabDetail,
  ProfileCourse,
  ProfileCourseQuery,
  Progress,
  UpcomingItem,
} from '@academy/contract/kitab';
import type { PageQuery } from '@academy/contract/paging';
import { and, asc, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  classes,
  courseCompletions,
  courseLastAccess,
  courses,
  enrolments,
  exams,
  kitab,
  pertemuan,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CatalogueService } from '../catalogue/index';
import type { Certificate } from '@academy/contract/certificates';
import { toEnrolment } from './enrolment-service';
import type { MediaSigner } from '../media/index';
import {
  classShownSql,
  courseShownSql,
  examShownSql,
  kitabShownSql,
  pertemuanShownSql,
} from '../catalogue/index';
import { hasKitabAccess, kitabAccessSql } from './kitab-access';
import { downloadStatus } from './download-status';
import type { ExamService } from '../exams/index';
import { examStillToSit } from '../exams/index';
import { effectiveClosesAt } from '../exams/index';
import { attendanceStanding } from '../meetings/index';

/** Joins a course to the profile's completion of it. */
const completedBy = (profileId: string) =>
  and(eq(courseCompletions.courseId, courses.id), eq(courseCompletions.profileId, profileId));

export function progressOf(completed: number, total: number): Progress {
  return { completed, total, percent: total === 0 ? 0 : Math.floor((completed * 100) / total) };
}

/** A profile's study of its classes: kitab and course access, completion, last access, upcoming meetings. */
export class ProgressService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
    private readonly mediaSigner: MediaSigner,
    /** Certificates own the completion rule; progress asks them after every course it counts. */
    private readonly certificates: { evaluate(profileId: string): Promise<Certificate[]> },
    private readonly exams: ExamService,
  ) {}

  /** The reads of every material page and kitab read: built once, prepared by name (decision 0044). */
  private statements?: ReturnType<ProgressService['prepareReads']>;

  private prepareReads() {
    const profileId = sql.placeholder('profileId');
    const kitabId = sql.placeholder('kitabId');
    return {
      access: this.db
        .select({ status: enrolments.status })
        .from(enrolments)
        .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, sql.placeholder('classId'))))
        .prepare('enrolment_status'),
      // The kitab, its class and whether the profile reads it, in one statement.
      book: this.db
        .select({
          kitab,
          classSlug: classes.slug,
          canRead: kitabAccessSql(profileId, kitab.id, kitab.classId),
        })
        .from(kitab)
        .innerJoin(classes, eq(classes.id, kitab.classId))
        .where(and(eq(kitab.id, kitabId), kitabShownSql))
        .prepare('kitab_with_class'),
      // Every meeting (a meeting without courses too) with its courses and their completion.
      contents: this.db
        .select({ meeting: pertemuan, course: courses, completedAt: courseCompletions.completedAt })
        .from(pertemuan)
        .leftJoin(courses, and(eq(courses.pertemuanId, pertemuan.id), courseShownSql))
        .leftJoin(
          courseCompletions,
          and(eq(courseCompletions.courseId, courses.id), eq(courseCompletions.profileId, profileId)),
        )
        .where(and(eq(pertemuan.kitabId, kitabId), pertemuanShownSql))
        .orderBy(asc(pertemuan.number), asc(courses.position))
        .prepare('kitab_contents'),
    };
  }

  private get reads() {
    return (this.statements ??= this.prepareReads());
  }

  /**
   * A kitab's materials open to a profile with an active enrolment in its class, or that bought
   * the kitab on its own (403 otherwise, saying whether a payment is what is missing). The 403
   * names the class (public), so a shared link to a material leads its reader to the class.
   */
  async assertAccess(profileId: string, kitabRef: { id: string; classId: string }): Promise<void> {
    if (await hasKitabAccess(this.db, profileId, kitabRef)) return;
    const [row] = await this.reads.access.execute({ profileId, classId: kitabRef.classId });
    const data = { classId: kitabRef.classId } satisfies MaterialLockedData;
    throw new AppError(403, row?.status === 'waiting_payment' ? 'enrolmentWaitingPayment' : 'notEnrolled', {
      data,
    });
  }

  async kitabDetail(profileId: string, kitabId: string): Promise<KitabDetail> {
    const [book] = await this.reads.book.execute({ kitabId, profileId });
    if (!book) throw new AppError(404, 'notFound');
    if (!book.canRead) await this.assertAccess(profileId, book.kitab);

    const rows = await this.reads.contents.execute({ kitabId, profileId });
    const meetings = [...new Map(rows.map((row) => [row.meeting.id, row.meeting])).values()];
    const items = rows.flatMap(({ course, completedAt }) => (course ? [{ course, completedAt }] : []));
    const done = items.filter((item) => item.completedAt !== null).length;
    const { kitab: k } = book;
    return {
      id: k.id,
      classId: k.classId,
      classSlug: book.classSlug,
      title: k.title,
      titleArabic: k.titleArabic,
      author: k.author,
      description: k.description,
      price: k.price,
      pertemuanCount: meetings.length,
      courseCount: items.length,
      progress: progressOf(done, items.length),
      pertemuan: meetings.map((meeting) => ({
        id: meeting.id,
        number: meeting.number,
        title: meeting.title,
        scheduledAt: meeting.scheduledAt?.toISOString() ?? null,
        courses: items
          .filter((item) => item.course.pertemuanId === meeting.id)
          .map(({ course, completedAt }) => ({
            id: course.id,
            position: course.position,
            title: course.title,
            kind: course.kind,
            durationMinutes: course.durationMinutes,
            completed: completedAt !== null,
          })),
      })),
    };
  }

  async courseMaterial(profileId: string, courseId: string): Promise<CourseMaterial> {
    const place = await this.coursePlace(courseId);
    await this.assertAccess(profileId, { id: place.kitabId, classId: place.classId });
    const [course] = await this.db
      .select({ course: courses, completedAt: courseCompletions.completedAt })
      .from(courses)
      .leftJoin(courseCompletions, completedBy(profileId))
      .where(eq(courses.id, courseId));
    if (!course) throw new AppError(404, 'notFound');
    const order = await this.db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
      .where(and(eq(pertemuan.kitabId, place.kitabId), courseShownSql))
      .orderBy(asc(pertemuan.number), asc(courses.position), asc(courses.id));
    const index = order.findIndex((row) => row.id === courseId);
    const c = course.course;
    return {
      id: c.id,
      kitabId: place.kitabId,
      pertemuanId: c.pertemuanId,
      pertemuanNumber: place.pertemuanNumber,
      title: c.title,
      kind: c.kind,
      // Our own media only at a short-lived signed address (decision 0015).
      sourceUrl: this.mediaSigner.sign(c.sourceUrl),
      body: c.body,
      direction: c.direction,
      durationMinutes: c.durationMinutes,
      completed: course.completedAt !== null,
      completedAt: course.completedAt?.toISOString() ?? null,
      previousCourseId: order[index - 1]?.id ?? null,
      nextCourseId: order[index + 1]?.id ?? null,
    };
  }

  /** Each downloaded kitab's version and whether the profile may still read it (decision 0156). */
  downloadStatus(profileId: string, kitabIds: string[]) {
    return downloadStatus(this.db, profileId, kitabIds);
  }

  /**
   * Marks a course complete (again is harmless: the first time is kept). A mark a device kept
   * offline carries its own id and time: the completion is dated when the learner made it (never
   * later than now), and the same mark sent again changes nothing (decision 0156).
   */
  async completeCourse(
    profileId: string,
    courseId: string,
    mark: { markId?: string | undefined; markedAt?: string | undefined } = {},
    now = new Date(),
  ): Promise<CompleteCourseResult> {
    const place = await this.coursePlace(courseId);
    await this.assertAccess(profileId, { id: place.kitabId, classId: place.classId });
    const markedAt = mark.markedAt ? new Date(Math.min(Date.parse(mark.markedAt), now.getTime())) : now;
    await this.db
      .insert(courseCompletions)
      .values({ profileId, courseId, completedAt: markedAt })
      .onConflictDoNothing();
    // The course may complete a class or a kitab (a certificate) and earn badges. Evaluated on
    // every completion, a repeated one too, so an evaluation that failed is made good.
    const certificatesIssued = await this.certificates.evaluate(profileId);
    const [completion] = await this.db
      .select({ completedAt: courseCompletions.completedAt })
      .from(courseCompletions)
      .where(and(eq(courseCompletions.profileId, profileId), eq(courseCompletions.courseId, courseId)));
    const [tally] = await this.db
      .select({ total: count(courses.id), done: count(courseCompletions.courseId) })
      .from(courses)
      .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
      .leftJoin(courseCompletions, completedBy(profileId))
      .where(and(eq(pertemuan.kitabId, place.kitabId), courseShownSql));
    return {
      courseId,
      markId: mark.markId ?? null,
      completedAt: (completion?.completedAt ?? now).toISOString(),
      kitabProgress: progressOf(tally?.done ?? 0, tally?.total ?? 0),
      certificatesIssued,
    };
  }

  /** Remembers the course a profile opened last in its class (spec `PUT /profile/course-last-access`). */
  async recordLastAccess(profileId: string, courseId: string): Promise<void> {
    const place = await this.coursePlace(courseId);
    await this.assertAccess(profileId, { id: place.kitabId, classId: place.classId });
    const accessedAt = new Date();
    await this.db
      .insert(courseLastAccess)
      .values({ profileId, classId: place.classId, courseId, accessedAt })
      .onConflictDoUpdate({
        target: [courseLastAccess.profileId, courseLastAccess.classId],
        set: { courseId, accessedAt },
      });
  }

  /** The profile's classes with progress and last access (spec `GET /profile/{profileId}/course`). */
  async profileCourses(profileId: string, query: ProfileCourseQuery, language: Language, now = new Date()) {
    const sortColumn = {
      enrolledAt: enrolments.enrolledAt,
      lastAccessAt: courseLastAccess.accessedAt,
      startAt: classes.startAt,
      title: sql`${classes.title}->>${sql.raw(`'${language}'`)}`,
    }[query.sortBy];
    // Classes never opened sort after the opened ones whichever the direction.
    const order =
      query.sortType === 'asc' ? sql`${sortColumn} asc nulls last` : sql`${sortColumn} desc nulls last`;
    const rows = await this.db
      .select({
        enrolment: enrolments,
        minAttendancePercent: classes.minAttendancePercent,
        lastAccess: courseLastAccess,
        courseTitle: courses.title,
        pertemuanId: pertemuan.id,
        kitabId: pertemuan.kitabId,
      })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .leftJoin(
        courseLastAccess,
        and(
          eq(courseLastAccess.profileId, enrolments.profileId),
          eq(courseLastAccess.classId, enrolments.classId),
        ),
      )
      .leftJoin(courses, eq(courses.id, courseLastAccess.courseId))
      .leftJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
      .where(and(eq(enrolments.profileId, profileId), classShownSql))
      .orderBy(order, desc(enrolments.enrolledAt), asc(enrolments.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await this.db
      .select({ total: count() })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.profileId, profileId),
          inArray(enrolments.classId, this.db.select({ id: classes.id }).from(classes).where(classShownSql)),
        ),
      );

    const classIds = rows.map((row) => row.enrolment.classId);
    const summaries = await this.catalogue.summariesByIds(classIds, now);
    const progress = await this.classProgress(profileId, classIds);
    const attendance = await attendanceStanding(this.db, profileId, classIds, now);
    const items: ProfileCourse[] = rows.flatMap((row) => {
      const summary = summaries.get(row.enrolment.classId);
      if (!summary) return [];
      const last = row.lastAccess;
      return [
        {
          class: summary,
          enrolment: toEnrolment(row.enrolment),
          progress: progress.get(row.enrolment.classId) ?? progressOf(0, 0),
          attendance: {
            ...attendance.get(row.enrolment.classId)!,
            minPercent: row.minAttendancePercent,
          },
          lastAccess:
            last && row.courseTitle && row.pertemuanId && row.kitabId
              ? {
                  courseId: last.courseId,
                  courseTitle: row.courseTitle,
                  pertemuanId: row.pertemuanId,
                  kitabId: row.kitabId,
                  accessedAt: last.accessedAt.toISOString(),
                }
              : null,
        },
      ];
    });
    return { items, total: total?.total ?? 0 };
  }

  /**
   * Meetings still to come and exams still to sit (not closed, no final result) in the classes the
   * profile is actively enrolled in, soonest first; an exam already open counts as now.
   */
  async upcoming(profileId: string, query: PageQuery, now = new Date()) {
    const active = and(eq(enrolments.profileId, profileId), eq(enrolments.status, 'active'));
    const meetingKeys = this.db
      .select({
        kind: sql<'pertemuan' | 'exam'>`'pertemuan'`.as('kind'),
        id: pertemuan.id,
        at: sql<Date>`${pertemuan.scheduledAt}`.as('at'),
      })
      .from(pertemuan)
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .innerJoin(enrolments, eq(enrolments.classId, kitab.classId))
      .where(and(active, gte(pertemuan.scheduledAt, now), pertemuanShownSql));
    const examKeys = this.db
      .select({
        kind: sql<'pertemuan' | 'exam'>`'exam'`.as('kind'),
        id: exams.id,
        at: sql<Date>`greatest(${exams.opensAt}, ${now.toISOString()}::timestamptz)`.as('at'),
      })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .innerJoin(enrolments, eq(enrolments.classId, kitab.classId))
      .where(
        and(
          active,
          sql`${effectiveClosesAt(profileId)} > ${now.toISOString()}::timestamptz`,
          examStillToSit(profileId),
          examShownSql,
        ),
      );
    const union = unionAll(meetingKeys, examKeys).as('upcoming');
    const keys = await this.db
      .select()
      .from(union)
      .orderBy(asc(union.at), asc(union.kind), asc(union.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await this.db.select({ total: count() }).from(union);

    const meetingIds = keys.filter((key) => key.kind === 'pertemuan').map((key) => key.id);
    const examIds = keys.filter((key) => key.kind === 'exam').map((key) => key.id);
    const firstCourse = sql<
      string | null
    >`(select ${courses.id} from ${courses} where ${courses.pertemuanId} = ${pertemuan.id} order by ${courses.position} limit 1)`;
    const place = {
      kitab: { id: kitab.id, title: kitab.title, titleArabic: kitab.titleArabic },
      class: { id: classes.id, slug: classes.slug, title: classes.title },
    };
    const meetings = meetingIds.length
      ? await this.db
          .select({ meeting: pertemuan, ...place, firstCourseId: firstCourse })
          .from(pertemuan)
          .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
          .innerJoin(classes, eq(classes.id, kitab.classId))
          .where(inArray(pertemuan.id, meetingIds))
      : [];
    const examPlaces = examIds.length
      ? await this.db
          .select({ examId: exams.id, ...place })
          .from(exams)
          .innerJoin(kitab, eq(kitab.id, exams.kitabId))
          .innerJoin(classes, eq(classes.id, kitab.classId))
          .where(inArray(exams.id, examIds))
      : [];
    const examViews = await this.exams.summaries(profileId, examIds);
    const items = keys.flatMap((key): UpcomingItem[] => {
      if (key.kind === 'pertemuan') {
        const row = meetings.find((entry) => entry.meeting.id === key.id);
        if (!row) return [];
        return [
          {
            kind: 'pertemuan',
            pertemuanId: row.meeting.id,
            number: row.meeting.number,
            title: row.meeting.title,
            scheduledAt: (row.meeting.scheduledAt ?? now).toISOString(),
            kitab: row.kitab,
            class: row.class,
            firstCourseId: row.firstCourseId,
          },
        ];
      }
      const exam = examViews.get(key.id);
      const where = examPlaces.find((entry) => entry.examId === key.id);
      if (!exam || !where) return [];
      return [
        {
          kind: 'exam',
          examId: exam.id,
          title: exam.title,
          scheduledAt: new Date(key.at).toISOString(),
          opensAt: exam.opensAt,
          closesAt: exam.closesAt,
          durationMinutes: exam.durationMinutes,
          state: exam.state,
          kitab: where.kitab,
          class: where.class,
        },
      ];
    });
    return { items, total: total?.total ?? 0 };
  }

  /**
   * Completed and total courses of each kitab, for one profile: the kitab of `classIds` and the
   * kitab in `kitabIds` (bought on their own), in class and kitab order (the staff learner page).
   */
  async kitabProgress(profileId: string, { classIds, kitabIds }: { classIds: string[]; kitabIds: string[] }) {
    if (classIds.length === 0 && kitabIds.length === 0) return [];
    const rows = await this.db
      .select({
        kitabId: kitab.id,
        title: kitab.title,
        titleArabic: kitab.titleArabic,
        classId: kitab.classId,
        total: count(courses.id),
        done: count(courseCompletions.courseId),
      })
      .from(kitab)
      .leftJoin(pertemuan, eq(pertemuan.kitabId, kitab.id))
      .leftJoin(courses, eq(courses.pertemuanId, pertemuan.id))
      .leftJoin(courseCompletions, completedBy(profileId))
      .where(
        or(
          classIds.length ? inArray(kitab.classId, classIds) : undefined,
          kitabIds.length ? inArray(kitab.id, kitabIds) : undefined,
        ),
      )
      .groupBy(kitab.id)
      .orderBy(asc(kitab.classId), asc(kitab.position), asc(kitab.id));
    return rows.map(({ total, done, ...row }) => ({ ...row, ...progressOf(done, total) }));
  }

  /** Completed and total courses of each class, for one profile. */
  private async classProgress(profileId: string, classIds: string[]): Promise<Map<string, Progress>> {
    if (classIds.length === 0) return new Map();
    const rows = await this.db
      .select({ classId: kitab.classId, total: count(courses.id), done: count(courseCompletions.courseId) })
      .from(courses)
      .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .leftJoin(courseCompletions, completedBy(profileId))
      .where(and(inArray(kitab.classId, classIds), courseShownSql))
      .groupBy(kitab.classId);
    return new Map(rows.map((row) => [row.classId, progressOf(row.done, row.total)]));
  }

  /** Where a course sits: its pertemuan, kitab and class (404 for an unknown course). */
  private async coursePlace(courseId: string) {
    const [place] = await this.db
      .select({ kitabId: kitab.id, classId: kitab.classId, pertemuanNumber: pertemuan.number })
      .from(courses)
      .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .where(and(eq(courses.id, courseId), courseShownSql));
    if (!place) throw new AppError(404, 'notFound');
    return place;
  }
}
