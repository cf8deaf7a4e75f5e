import type { StaffToday } from '@academy/contract/staff-today';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { examAnswers, examAttempts, pertemuan, recitations, transactions } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { enrol } from './helpers/certificate-factory';
import { createExam, fourKinds } from './helpers/exam-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * The console's home (issue 38 item 13): the day's work as counts — grading, recitations and
 * payments waiting, and the meetings of the academy's day (WIB) — for an admin the whole academy,
 * for a teacher her classes only.
 */

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const { db } = app.database;
const url = '/api/v1/staff/today';

let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
/** Meetings of the teacher's class and another teacher's, by name. */
const meetingIds: Record<string, string> = {};

/** Today in WIB (Asia/Jakarta), whatever the machine's zone, and a moment of it. */
const wibToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const wib = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function today(who: StaffMember): Promise<StaffToday> {
  const response = await app.inject({ url, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: StaffToday }).data;
}

/** A class of `teacherId` with an attempt waiting for a grade, a recitation to hear, a payment waiting and one settled. */
async function classWithWork(basics: Awaited<ReturnType<typeof seedCatalogueBasics>>, teacherId: string) {
  const klass = await createClass(app, basics, { state: 'in_progress', teacherId, price: 50_000 });
  const book = await addKitab(app, klass.id, { meetings: 4, perMeeting: 1 });
  const profileId = learner.profiles[0]!.id;
  await enrol(app, profileId, klass.id);
  const exam = await createExam(app, book.kitabId, { questions: fourKinds });
  const essay = exam.questions.find((question) => question.kind === 'essay')!;
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      examId: exam.examId,
      profileId,
      status: 'submitted',
      deadline: new Date(),
      submittedAt: new Date(),
    })
    .returning();
  await db
    .insert(examAnswers)
    .values({ attemptId: attempt!.id, questionId: essay.id, value: 'My essay', seq: 1 });
  for (const status of ['submitted', 'reviewed'] as const) {
    await db.insert(recitations).values({
      profileId,
      classId: klass.id,
      surah: 1,
      fromAyah: 1,
      toAyah: 7,
      mediaKey: 'today/none.wav',
      contentType: 'audio/wav',
      durationSeconds: 60,
      sizeBytes: 1000,
      status,
    });
  }
  for (const status of ['pending', 'authorize', 'settlement', 'expire'] as const) {
    await db.insert(transactions).values({
      orderId: `ORDER-TODAY-${Math.random().toString(36).slice(2, 10)}`,
      profileId,
      itemType: 'class',
      itemId: klass.id,
      itemTitle: { en: 'Class', id: 'Kelas' },
      itemClassId: klass.id,
      orderName: 'Class',
      price: 50_000,
      fee: 350,
      totalPrice: 50_350,
      status,
      gateway: 'sandbox',
      qrString: 'qr',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }
  return book.meetingIds;
}

const schedule = (id: string, at: Date | null) =>
  db.update(pertemuan).set({ scheduledAt: at, durationMinutes: 90 }).where(eq(pertemuan.id, id));

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  const otherTeacherId = await addTeacher(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app);
  const own = await classWithWork(basics, basics.teacherId);
  const other = await classWithWork(basics, otherTeacherId);
  // The academy's day runs from 00.00 to 24.00 WIB: 23.30 the evening before and 00.30 the day
  // after are not today, whatever UTC says.
  await schedule((meetingIds.ownEarly = own[0]!), wib(wibToday, '00:30'));
  await schedule((meetingIds.ownEvening = own[1]!), wib(wibToday, '20:00'));
  await schedule((meetingIds.ownYesterday = own[2]!), wib(dayAfter(wibToday, -1), '23:30'));
  await schedule((meetingIds.ownTomorrow = own[3]!), wib(dayAfter(wibToday, 1), '00:30'));
  await schedule((meetingIds.otherToday = other[0]!), wib(wibToday, '19:00'));
});

describe('GET /staff/today', () => {
  it('gives an admin the whole academy’s work, and the meetings of the WIB day in time order', async () => {
    const data = await today(admin);
    expect(data.day).toBe(wibToday);
    expect(data).toMatchObject({ gradingWaiting: 2, recitationsWaiting: 2, paymentsWaiting: 4 });
    expect(data.meetings.map((meeting) => meeting.id)).toEqual([
      meetingIds.ownEarly,
      meetingIds.otherToday,
      meetingIds.ownEvening,
    ]);
    expect(data.meetings[0]).toMatchObject({
      number: 1,
      startsAt: wib(wibToday, '00:30').toISOString(),
      durationMinutes: 90,
      classTitle: { en: expect.any(String), id: expect.any(String) },
    });
  });

  it('gives a teacher the work of her classes only', async () => {
    const data = await today(teacher);
    expect(data).toMatchObject({ gradingWaiting: 1, recitationsWaiting: 1, paymentsWaiting: 2 });
    expect(data.meetings.map((meeting) => meeting.id)).toEqual([meetingIds.ownEarly, meetingIds.ownEvening]);
  });

  it('counts what each queue lists: grading, recitations and payments waiting', async () => {
    const queue = async (path: string) => {
      const response = await app.inject({ url: `/api/v1/staff/${path}`, headers: teacher.headers });
      return (response.json() as { meta: { totalElements: number } }).meta.totalElements;
    };
    const data = await today(teacher);
    expect(await queue('exam-attempts?needsGrading=true')).toBe(data.gradingWaiting);
    expect(await queue('recitations?status=submitted')).toBe(data.recitationsWaiting);
    expect(await queue('transactions?status=waiting')).toBe(data.paymentsWaiting);
  });

  it('answers 403 to a learner and 401 without a token', async () => {
    expect((await app.inject({ url, headers: bearer(learner.token) })).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(401);
  });
});
