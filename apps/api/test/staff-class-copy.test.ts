import type { StaffClass, StaffListRow } from '@academy/contract/staff';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import type { StaffClassCopyResult } from '@academy/contract/staff-class-copy';
import { and, asc, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  bankQuestions,
  certificates,
  classes,
  courseCompletions,
  courseLastAccess,
  courses,
  enrolments,
  examAttempts,
  examDraws,
  examOverrides,
  examQuestionOptions,
  examQuestions,
  exams,
  kitab,
  meetingAttendance,
  pertemuan,
  profilePurchases,
  recitations,
  teacherKitabSanadLinks,
  transactions,
} from '../src/db/schema/index';
import { academyDay } from '../src/services/learning/active-hours-service';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import {
  addKitab,
  addTeacher,
  createClass,
  giveSanad,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { choiceBankQuestions, createExam, fourKinds } from './helpers/exam-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// A class for the next term (issue 25 item 7, decision 0115): `POST /staff/classes/{id}/copy`
// copies a class with its kitab, meetings, materials, exams, questions, draws and bank as a draft,
// every date moved by whole days of the academy's calendar (WIB, UTC+7), nothing of learners.

const app = await buildTestApp();
const { db } = app.database;
const day = 86_400_000;
const text = (en: string, id = en) => ({ en, id });

/** The academy day `days` after `from` (both `YYYY-MM-DD`). */
const dayAfter = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * day).toISOString().slice(0, 10);
/** An instant given as a day and a time of day in WIB. */
const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
/** A row without the named columns (what a copy changes), to compare the rest. */
const without = <Row extends object>(row: Row, ...keys: (keyof Row)[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key as keyof Row)));
/** The time of day of an instant in WIB, `HH:MM`. */
const wibTime = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);

let basics: Basics;
let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let profileId: string;
let source: typeof classes.$inferSelect;
let firstDay: string;
let kitabId: string;
let meetingIds: string[];
let courseIds: string[];
let examId: string;
let otherClassId: string;

// The original starts at 06:30 WIB, which is 23:30 UTC the day before: a copy that counted days
// by UTC's calendar would land a day off.
beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app, { gender: 'female' });
  profileId = learner.profiles[0]!.id;

  firstDay = academyDay(new Date(Date.now() + 10 * day));
  source = await createClass(app, basics, {
    slug: 'tahsin-term-one',
    title: 'Tahsin, term one',
    withCategory: true,
    password: 'masuk-kelas',
    times: {
      registrationStartAt: wib(dayAfter(firstDay, -20), '08:00'),
      registrationEndAt: wib(dayAfter(firstDay, -1), '23:59'),
      startAt: wib(firstDay, '06:30'),
      endAt: wib(dayAfter(firstDay, 60), '21:00'),
    },
  });
  await db
    .update(classes)
    .set({ takesRecitations: true, minAttendancePercent: 75, coverImageUrl: '/media/cover-key.jpg' })
    .where(eq(classes.id, source.id));
  source = (await db.select().from(classes).where(eq(classes.id, source.id)))[0]!;

  // Meeting 1 three days after the first day at 20:00 WIB, meeting 2 a day later.
  const book = await addKitab(app, source.id, {
    meetings: 2,
    perMeeting: 2,
    firstMeetingAt: wib(dayAfter(firstDay, 3), '20:00'),
  });
  ({ kitabId, meetingIds, courseIds } = book);
  await db
    .update(pertemuan)
    .set({
      place: { kind: 'online', joinUrl: 'https://zoom.us/j/123' },
      recordingUrl: 'https://youtu.be/last-term',
      durationMinutes: 75,
    })
    .where(eq(pertemuan.id, meetingIds[0]!));
  await db.update(courses).set({ sourceUrl: '/media/lesson-key.mp4' }).where(eq(courses.id, courseIds[1]!));
  await giveSanad(app, basics.teacherId, kitabId);
  // Another teacher's chain of the same kitab (from when they taught it) applies to neither class.
  const formerTeacherId = await addTeacher(app, 'Ustadz Dahulu');
  await giveSanad(app, formerTeacherId, kitabId, ['Syaikh Lain']);

  ({ examId } = await createExam(app, kitabId, {
    opensAt: wib(dayAfter(firstDay, 30), '19:00'),
    closesAt: wib(dayAfter(firstDay, 31), '22:00'),
    questions: fourKinds,
  }));
  await db
    .update(exams)
    .set({ publishAt: wib(dayAfter(firstDay, 29), '12:00') })
    .where(eq(exams.id, examId));
  await db.insert(bankQuestions).values([
    ...choiceBankQuestions(source.id, 'Aqidah', ['Tawhid?', 'Iman?', 'Ihsan?']),
    {
      classId: source.id,
      category: 'Fiqh',
      kind: 'short_answer' as const,
      prompt: text('Wudu?'),
      acceptedAnswers: ['wudu'],
    },
  ]);
  await db.insert(examDraws).values({ examId, position: 1, category: 'Aqidah', count: 2 });

  await addLearnerData();
  otherClassId = (await createClass(app, basics, { teacherId: await addTeacher(app) })).id;
});

/** A term's worth of learner records on the original: none of them may reach the copy. */
async function addLearnerData() {
  await db.insert(enrolments).values({ classId: source.id, profileId, status: 'active' });
  await db.insert(courseCompletions).values({ profileId, courseId: courseIds[0]! });
  await db.insert(courseLastAccess).values({ profileId, classId: source.id, courseId: courseIds[0]! });
  await db.insert(meetingAttendance).values({ pertemuanId: meetingIds[0]!, profileId, present: true });
  await db.insert(profilePurchases).values({ profileId, itemType: 'exam', itemId: examId });
  await db
    .insert(examOverrides)
    .values({ examId, profileId, extraAttempts: 1, reason: 'ill', createdByName: 'x' });
  const [attempt] = await db
    .insert(examAttempts)
    .values({ examId, profileId, status: 'submitted', deadline: new Date(), submittedAt: new Date() })
    .returning({ id: examAttempts.id });
  // A question drawn for that attempt from the bank: the attempt's record, not the exam's.
  await db.insert(examQuestions).values({
    examId,
    attemptId: attempt!.id,
    position: 10,
    kind: 'short_answer',
    prompt: text('Drawn for one attempt'),
  });
  await db.insert(announcements).values({
    classId: source.id,
    title: 'Welcome',
    body: 'See you on Saturday',
    channels: ['inapp'],
  });
  await db.insert(recitations).values({
    profileId,
    classId: source.id,
    surah: 1,
    fromAyah: 1,
    toAyah: 7,
    mediaKey: 'recitation-key.webm',
    contentType: 'audio/webm',
    durationSeconds: 40,
  });
}

function copy(
  classId: string,
  body: Record<string, unknown>,
  who: StaffMember = admin,
  language: 'en' | 'id' = 'en',
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/staff/classes/${classId}/copy`,
    headers: { ...who.headers, 'accept-language': language },
    payload: body,
  });
}

const nextTerm = (slug: string, startsOn: string) => ({
  title: text(`Tahsin ${slug}`, `Tahsin ${slug} (id)`),
  slug,
  startsOn,
});

/** Everything of the original and what hangs off it, to compare before and after a copy. */
async function originalState() {
  const meetings = await db
    .select()
    .from(pertemuan)
    .where(eq(pertemuan.kitabId, kitabId))
    .orderBy(asc(pertemuan.number));
  const questions = await db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
  return {
    klass: await db.select().from(classes).where(eq(classes.id, source.id)),
    kitab: await db.select().from(kitab).where(eq(kitab.classId, source.id)),
    meetings,
    courses: await db
      .select()
      .from(courses)
      .where(inArray(courses.pertemuanId, meetingIds))
      .orderBy(asc(courses.id)),
    exams: await db.select().from(exams).where(eq(exams.kitabId, kitabId)),
    questions,
    options: await db
      .select()
      .from(examQuestionOptions)
      .where(
        inArray(
          examQuestionOptions.questionId,
          questions.map((q) => q.id),
        ),
      )
      .orderBy(asc(examQuestionOptions.id)),
    draws: await db.select().from(examDraws).where(eq(examDraws.examId, examId)),
    bank: await db
      .select()
      .from(bankQuestions)
      .where(eq(bankQuestions.classId, source.id))
      .orderBy(asc(bankQuestions.id)),
    sanad: await db.select().from(teacherKitabSanadLinks).where(eq(teacherKitabSanadLinks.kitabId, kitabId)),
    enrolments: await db.select().from(enrolments).where(eq(enrolments.classId, source.id)),
  };
}

describe('POST /staff/classes/{id}/copy', () => {
  let result: StaffClassCopyResult;
  let copyRow: typeof classes.$inferSelect;
  let copiedKitab: (typeof kitab.$inferSelect)[];
  let newFirstDay: string;
  let askedDay: string;
  let before: Awaited<ReturnType<typeof originalState>>;

  beforeAll(async () => {
    before = await originalState();
    // The next term is asked to start 100 academy days later; dates move by whole weeks (issue 38
    // item 7): 14 weeks, 98 days, so every meeting keeps its weekday and time.
    askedDay = dayAfter(firstDay, 100);
    newFirstDay = dayAfter(firstDay, 98);
    const response = await copy(source.id, nextTerm('tahsin-term-two', askedDay));
    expect(response.statusCode, response.body).toBe(201);
    result = (response.json() as { data: StaffClassCopyResult }).data;
    copyRow = (await db.select().from(classes).where(eq(classes.id, result.id)))[0]!;
    copiedKitab = await db.select().from(kitab).where(eq(kitab.classId, result.id));
  });

  it('answers the new class and what it copied', () => {
    expect(result).toEqual({
      id: copyRow.id,
      slug: 'tahsin-term-two',
      shiftDays: 98,
      shiftWeeks: 14,
      startsOn: newFirstDay,
      copied: {
        kitab: 1,
        pertemuan: 2,
        courses: 4,
        exams: 1,
        questions: 4,
        draws: 1,
        bankQuestions: 4,
        sanadLinks: 2,
      },
    });
  });

  it('copies the class as a draft with its new title and slug, every other field kept', () => {
    expect(copyRow).toMatchObject({
      slug: 'tahsin-term-two',
      title: text('Tahsin tahsin-term-two', 'Tahsin tahsin-term-two (id)'),
      visibility: 'draft',
      publishAt: null,
      archivedAt: null,
    });
    const kept = (row: typeof classes.$inferSelect) =>
      without(
        row,
        ...(['id', 'slug', 'title', 'visibility', 'publishAt', 'createdAt', 'archivedAt'] as const),
        ...(['registrationStartAt', 'registrationEndAt', 'startAt', 'endAt'] as const),
      );
    expect(kept(copyRow)).toEqual(kept(source));
    expect(copyRow.teacherId).toBe(basics.teacherId);
    expect(copyRow.passwordHash).toBe(source.passwordHash);
  });

  it('moves the class’s dates by whole weeks of WIB days, each at its own time of day', () => {
    expect(copyRow.startAt).toEqual(wib(newFirstDay, '06:30'));
    expect(academyDay(copyRow.startAt)).toBe(newFirstDay);
    expect(copyRow.registrationStartAt).toEqual(wib(dayAfter(newFirstDay, -20), '08:00'));
    expect(copyRow.registrationEndAt).toEqual(wib(dayAfter(newFirstDay, -1), '23:59'));
    expect(copyRow.endAt).toEqual(wib(dayAfter(newFirstDay, 60), '21:00'));
  });

  it('copies the kitab with the teacher’s own chain, a draft', async () => {
    expect(copiedKitab).toHaveLength(1);
    const [book] = copiedKitab;
    const original = before.kitab[0]!;
    expect(book).toEqual({
      ...original,
      id: book!.id,
      classId: result.id,
      visibility: 'draft',
      publishAt: null,
    });
    const chain = await db
      .select()
      .from(teacherKitabSanadLinks)
      .where(eq(teacherKitabSanadLinks.kitabId, book!.id))
      .orderBy(asc(teacherKitabSanadLinks.position));
    expect(chain.map((link) => [link.teacherId, link.name])).toEqual([
      [basics.teacherId, 'Syaikh Pertama'],
      [basics.teacherId, 'Syaikh Kedua'],
    ]);
  });

  it('copies the meetings on their own weekday and time: a Saturday 20.00 stays a Saturday 20.00', async () => {
    const meetings = await db
      .select()
      .from(pertemuan)
      .where(eq(pertemuan.kitabId, copiedKitab[0]!.id))
      .orderBy(asc(pertemuan.number));
    expect(meetings.map((m) => m.scheduledAt)).toEqual([
      wib(dayAfter(newFirstDay, 3), '20:00'),
      wib(dayAfter(newFirstDay, 4), '20:00'),
    ]);
    expect(academyDay(meetings[0]!.scheduledAt!)).toBe(dayAfter(newFirstDay, 3));
    expect(wibTime(meetings[0]!.scheduledAt!)).toBe('20:00');
    const weekday = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).getUTCDay();
    expect(meetings.map((m) => weekday(m.scheduledAt!))).toEqual(
      before.meetings.map((m) => weekday(m.scheduledAt!)),
    );
    expect(meetings[0]).toMatchObject({
      number: 1,
      title: before.meetings[0]!.title,
      durationMinutes: 75,
      place: { kind: 'online', joinUrl: 'https://zoom.us/j/123' },
      // A recording belongs to the meeting that was held.
      recordingUrl: null,
      visibility: 'draft',
      publishAt: null,
    });
  });

  it('copies the materials, sharing their media files', async () => {
    const rows = await db
      .select({ course: courses, number: pertemuan.number })
      .from(courses)
      .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
      .where(eq(pertemuan.kitabId, copiedKitab[0]!.id))
      .orderBy(asc(pertemuan.number), asc(courses.position));
    const strip = (row: typeof courses.$inferSelect) =>
      without(row, 'id', 'pertemuanId', 'visibility', 'publishAt');
    const originals = await db
      .select({ course: courses, number: pertemuan.number })
      .from(courses)
      .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
      .where(eq(pertemuan.kitabId, kitabId))
      .orderBy(asc(pertemuan.number), asc(courses.position));
    expect(rows.map((row) => [row.number, strip(row.course)])).toEqual(
      originals.map((row) => [row.number, strip(row.course)]),
    );
    expect(rows.map((row) => row.course.sourceUrl)).toContain('/media/lesson-key.mp4');
    expect(new Set(rows.map((row) => row.course.visibility))).toEqual(new Set(['draft']));
  });

  it('copies the exam (window moved), its fixed questions with options, and its draws', async () => {
    const [exam] = await db.select().from(exams).where(eq(exams.kitabId, copiedKitab[0]!.id));
    const original = before.exams[0]!;
    expect(exam).toMatchObject({
      title: original.title,
      durationMinutes: original.durationMinutes,
      passMark: original.passMark,
      opensAt: wib(dayAfter(newFirstDay, 30), '19:00'),
      closesAt: wib(dayAfter(newFirstDay, 31), '22:00'),
      visibility: 'draft',
      publishAt: null,
    });
    const questions = await db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.examId, exam!.id))
      .orderBy(asc(examQuestions.position));
    const fixed = before.questions.filter((question) => question.attemptId === null);
    const strip = (row: typeof examQuestions.$inferSelect) => without(row, 'id', 'examId');
    expect(questions.map(strip)).toEqual(fixed.map(strip));
    const options = await db
      .select()
      .from(examQuestionOptions)
      .where(
        inArray(
          examQuestionOptions.questionId,
          questions.map((question) => question.id),
        ),
      );
    expect(options).toHaveLength(before.options.length);
    // Each option sits under the copy of its own question.
    for (const option of before.options) {
      const question = fixed.findIndex((q) => q.id === option.questionId);
      expect(options).toContainEqual({
        ...option,
        id: expect.any(String),
        questionId: questions[question]!.id,
      });
    }
    const draws = await db.select().from(examDraws).where(eq(examDraws.examId, exam!.id));
    expect(draws.map(({ position, category, count }) => ({ position, category, count }))).toEqual([
      { position: 1, category: 'Aqidah', count: 2 },
    ]);
  });

  it('copies the question bank with its categories', async () => {
    const bank = await db.select().from(bankQuestions).where(eq(bankQuestions.classId, result.id));
    const sorted = (rows: (typeof bankQuestions.$inferSelect)[]) =>
      [...rows]
        .sort((a, b) => a.category.localeCompare(b.category) || a.position - b.position)
        .map((row) => without(row, 'id', 'classId'));
    expect(sorted(bank)).toEqual(sorted(before.bank));
  });

  it('copies nothing of learners', async () => {
    const kitabIds = copiedKitab.map((row) => row.id);
    const meetings = await db
      .select({ id: pertemuan.id })
      .from(pertemuan)
      .where(inArray(pertemuan.kitabId, kitabIds));
    const newCourses = await db
      .select({ id: courses.id })
      .from(courses)
      .where(
        inArray(
          courses.pertemuanId,
          meetings.map((row) => row.id),
        ),
      );
    const newExams = await db.select({ id: exams.id }).from(exams).where(inArray(exams.kitabId, kitabIds));
    const examIds = newExams.map((row) => row.id);
    const courseIdsOfCopy = newCourses.map((row) => row.id);
    const counts = {
      enrolments: await db.$count(enrolments, eq(enrolments.classId, result.id)),
      completions: await db.$count(courseCompletions, inArray(courseCompletions.courseId, courseIdsOfCopy)),
      lastAccess: await db.$count(courseLastAccess, eq(courseLastAccess.classId, result.id)),
      attendance: await db.$count(
        meetingAttendance,
        inArray(
          meetingAttendance.pertemuanId,
          meetings.map((row) => row.id),
        ),
      ),
      attempts: await db.$count(examAttempts, inArray(examAttempts.examId, examIds)),
      overrides: await db.$count(examOverrides, inArray(examOverrides.examId, examIds)),
      drawnQuestions: await db.$count(
        examQuestions,
        and(inArray(examQuestions.examId, examIds), isNotNull(examQuestions.attemptId)),
      ),
      purchases: await db.$count(
        profilePurchases,
        inArray(profilePurchases.itemId, [result.id, ...examIds, ...kitabIds]),
      ),
      certificates: await db.$count(certificates, inArray(certificates.itemId, [result.id, ...kitabIds])),
      transactions: await db.$count(transactions, eq(transactions.itemClassId, result.id)),
      announcements: await db.$count(announcements, eq(announcements.classId, result.id)),
      recitations: await db.$count(recitations, eq(recitations.classId, result.id)),
    };
    expect(
      Object.values(counts).every((value) => value === 0),
      JSON.stringify(counts),
    ).toBe(true);
    // The original's learners keep theirs.
    expect(await db.$count(enrolments, eq(enrolments.classId, source.id))).toBe(1);
    expect(
      await db.$count(examQuestions, and(eq(examQuestions.examId, examId), isNull(examQuestions.attemptId))),
    ).toBe(4);
  });

  it('leaves the original exactly as it was', async () => {
    expect(await originalState()).toEqual(before);
  });

  it('is a draft learners and visitors never see: 404 by slug and id, absent from the list', async () => {
    for (const key of [result.id, result.slug]) {
      expect((await app.inject({ url: `/api/v1/classes/${key}` })).statusCode).toBe(404);
      const asLearner = await app.inject({
        url: `/api/v1/classes/${key}?profileId=${profileId}`,
        headers: bearer(learner.token),
      });
      expect(asLearner.statusCode).toBe(404);
    }
    const list = await app.inject({ url: '/api/v1/classes?search=Tahsin&size=100' });
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as { data: { id: string }[] }).data.map((row) => row.id);
    expect(ids).not.toContain(result.id);
  });

  it('shows in the console as a draft, with the copy named in its audit row', async () => {
    const list = await app.inject({
      url: '/api/v1/staff/classes?search=tahsin-term-two',
      headers: admin.headers,
    });
    const rows = (list.json() as { data: StaffListRow[] }).data;
    expect(rows).toEqual([expect.objectContaining({ id: result.id, visibility: 'draft' })]);
    const document = await app.inject({ url: `/api/v1/staff/classes/${result.id}`, headers: admin.headers });
    expect((document.json() as { data: StaffClass }).data).toMatchObject({ visibility: 'draft' });

    const audit = await app.inject({
      url: `/api/v1/staff/audit-log?resource=classes&resourceId=${result.id}`,
      headers: admin.headers,
    });
    const entries = (audit.json() as { data: StaffAuditEntry[] }).data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'create',
      resource: 'classes',
      resourceId: result.id,
      actorName: 'Admin Akademi',
      before: null,
      after: {
        slug: 'tahsin-term-two',
        visibility: 'draft',
        copiedFrom: { id: source.id, slug: 'tahsin-term-one', title: source.title },
        shiftDays: 98,
        shiftWeeks: 14,
        copied: result.copied,
      },
    });
  });
});

describe('who may copy, and what is refused', () => {
  it('a teacher copies a class they teach; the copy stays theirs', async () => {
    // Asked for two days later than a week on: the nearest whole week, one week.
    const response = await copy(source.id, nextTerm('tahsin-by-teacher', dayAfter(firstDay, 9)), teacher);
    expect(response.statusCode, response.body).toBe(201);
    const { id, shiftDays, startsOn } = (response.json() as { data: StaffClassCopyResult }).data;
    expect([shiftDays, startsOn]).toEqual([7, dayAfter(firstDay, 7)]);
    const own = await app.inject({ url: `/api/v1/staff/classes/${id}`, headers: teacher.headers });
    expect(own.statusCode).toBe(200);
    expect((own.json() as { data: StaffClass }).data.teacherId).toBe(basics.teacherId);
  });

  it('a teacher may not copy another teacher’s class: 403, nothing written', async () => {
    const classCount = await db.$count(classes);
    const response = await copy(otherClassId, nextTerm('not-mine', firstDay), teacher);
    expect(response.statusCode).toBe(403);
    expect(await db.$count(classes)).toBe(classCount);
  });

  it('a learner is refused, an unknown class is 404', async () => {
    const asLearner = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/classes/${source.id}/copy`,
      headers: bearer(learner.token),
      payload: nextTerm('by-learner', firstDay),
    });
    expect(asLearner.statusCode).toBe(403);
    const unknown = await copy('00000000-0000-4000-8000-000000000000', nextTerm('unknown-one', firstDay));
    expect(unknown.statusCode).toBe(404);
  });

  it('a slug in use is refused on the slug field (409), in the caller’s language; nothing is written', async () => {
    const classCount = await db.$count(classes);
    const kitabCount = await db.$count(kitab);
    const taken = await copy(source.id, nextTerm('tahsin-term-one', firstDay));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      err: true,
      errorList: [{ field: 'slug', message: 'This address is already used' }],
    });
    const inIndonesian = await copy(source.id, nextTerm('tahsin-term-one', firstDay), admin, 'id');
    expect(inIndonesian.json()).toMatchObject({
      errorList: [{ field: 'slug', message: 'Alamat ini sudah dipakai' }],
    });
    expect(await db.$count(classes)).toBe(classCount);
    expect(await db.$count(kitab)).toBe(kitabCount);
  });

  it('checks the body as a class’s fields are checked: 400 by field', async () => {
    const response = await copy(source.id, {
      title: { en: 'Next term', id: '' },
      slug: 'Not A Slug',
      startsOn: '2027-02-30x',
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { errorList: { field: string }[] }).errorList.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['title.id', 'slug', 'startsOn']));
  });
});
