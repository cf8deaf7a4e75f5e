import type { StaffGradebook } from '@academy/contract/staff-gradebook';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  courseCompletions,
  enrolments,
  examAnswers,
  examAttempts,
  meetingAttendance,
  pertemuan,
  profiles,
} from '../src/db/schema/index';
import { registerVerifiedUser } from './helpers/account-factory';
import {
  addKitab,
  addProfiles,
  addTeacher,
  createClass,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { createExam, fourKinds } from './helpers/exam-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// A class's gradebook (api-contract "Staff console, part 3"): its numbers are the attempts', and
// its downloads keep names as text.

const app = await buildTestApp();
const { db } = app.database;
const hour = 3_600_000;

let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let classId: string;
let firstExam: string;
let essayExam: string;
let amina: string;
let hasan: string;
let basics: Basics;

async function attempt(
  examId: string,
  profileId: string,
  number: number,
  status: 'in_progress' | 'submitted' | 'graded',
  score: number | null = null,
  maxScore: number | null = null,
) {
  const [row] = await db
    .insert(examAttempts)
    .values({
      examId,
      profileId,
      number,
      status,
      score,
      maxScore,
      startedAt: new Date(Date.now() - hour),
      deadline: new Date(Date.now() - hour / 2),
      submittedAt: status === 'in_progress' ? null : new Date(Date.now() - hour / 2),
      gradedAt: status === 'graded' ? new Date() : null,
    })
    .returning({ id: examAttempts.id });
  return row!.id;
}

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app));
  classId = (await createClass(app, basics, { slug: 'gradebook-class' })).id;
  const { kitabId, courseIds, meetingIds } = await addKitab(app, classId, { meetings: 2, perMeeting: 2 });
  firstExam = (await createExam(app, kitabId, { title: { en: 'Nahwu 1', id: 'Nahwu 1' } })).examId;
  const essay = await createExam(app, kitabId, {
    title: { en: 'Essay', id: 'Esai' },
    questions: fourKinds.slice(3),
  });
  essayExam = essay.examId;

  const learner = await registerVerifiedUser(app, { gender: 'female' });
  amina = learner.profiles[0]!.id;
  // A name a spreadsheet would run as a formula.
  await db.update(profiles).set({ name: '=HYPERLINK("http://x","Amina")' }).where(eq(profiles.id, amina));
  hasan = (await addProfiles(app, learner.user.id, 1))[0]!;
  await db.update(profiles).set({ name: 'Hasan' }).where(eq(profiles.id, hasan));
  await db.insert(enrolments).values([
    { classId, profileId: amina, status: 'active' },
    { classId, profileId: hasan, status: 'waiting_payment' },
  ]);
  // Amina: 5/5 then 2/5 on the first exam; Hasan: an essay waiting for grading, half the courses.
  await attempt(firstExam, amina, 1, 'graded', 5, 5);
  await attempt(firstExam, amina, 2, 'graded', 2, 5);
  // Hasan's essay is answered and not yet graded: the periodic sweep (which grades a finished
  // attempt that has no score yet) leaves it waiting for staff, as it would a real one.
  const essayAttempt = await attempt(essayExam, hasan, 1, 'submitted', 0, 5);
  await db.insert(examAnswers).values({
    attemptId: essayAttempt,
    questionId: essay.questions[0]!.id,
    value: 'Kalam is a meaningful utterance.',
    seq: 1,
  });
  await db.insert(courseCompletions).values([
    { profileId: hasan, courseId: courseIds[0]! },
    { profileId: hasan, courseId: courseIds[1]! },
    { profileId: amina, courseId: courseIds[0]! },
  ]);
  // Both meetings are over; Amina came to the first, Hasan was marked absent from it.
  await db
    .update(pertemuan)
    .set({ scheduledAt: new Date(Date.now() - 48 * hour) })
    .where(inArray(pertemuan.id, meetingIds));
  await db.insert(meetingAttendance).values([
    { pertemuanId: meetingIds[0]!, profileId: amina, present: true },
    { pertemuanId: meetingIds[0]!, profileId: hasan, present: false },
  ]);
});

const get = (url: string, who: StaffMember) => app.inject({ url, headers: who.headers });

describe('GET /staff/classes/{id}/gradebook', () => {
  it('answers the learners by the exams, its numbers those of the attempts', async () => {
    const response = await get(`/api/v1/staff/classes/${classId}/gradebook`, teacher);
    expect(response.statusCode, response.body).toBe(200);
    const book = (response.json() as { data: StaffGradebook }).data;
    expect(book.exams.map((exam) => exam.id)).toEqual([firstExam, essayExam]);
    expect(book.rows.map((row) => row.profileId)).toEqual([amina, hasan]);
    const [first, second] = book.rows;
    expect(first).toMatchObject({
      status: 'active',
      completion: 25,
      attendance: 50,
      scores: {
        [firstExam]: { best: 100, last: 40, attempts: 2, pending: 0 },
        [essayExam]: { best: null, last: null, attempts: 0, pending: 0 },
      },
    });
    expect(first!.accountPhone).toMatch(/^08\d+$/);
    expect(second).toMatchObject({
      name: 'Hasan',
      status: 'waiting_payment',
      completion: 50,
      attendance: 0,
      scores: { [essayExam]: { best: null, last: null, attempts: 1, pending: 1 } },
    });
  });

  it('counts an exam sat as the learner’s last activity, and the latest of every action (issue 38 item 12)', async () => {
    const otherClass = (await createClass(app, basics, { slug: 'gradebook-exam-only' })).id;
    const { kitabId } = await addKitab(app, otherClass, { meetings: 1, perMeeting: 1 });
    const exam = (await createExam(app, kitabId, { title: { en: 'Sarf', id: 'Sarf' } })).examId;
    await db.insert(enrolments).values({ classId: otherClass, profileId: amina, status: 'active' });
    // Right after sitting it: no material opened in this class, only the exam.
    const sat = new Date(Date.now() - 5 * 60_000);
    await db.insert(examAttempts).values({
      examId: exam,
      profileId: amina,
      number: 1,
      status: 'submitted',
      startedAt: new Date(sat.getTime() - 20 * 60_000),
      deadline: new Date(sat.getTime() + hour),
      submittedAt: sat,
    });
    const response = await get(`/api/v1/staff/classes/${otherClass}/gradebook`, admin);
    const [row] = (response.json() as { data: StaffGradebook }).data.rows;
    expect(row!.lastActivityAt).toBe(sat.toISOString());
  });

  it('is the teacher’s own classes only; 404 for an unknown class', async () => {
    expect((await get(`/api/v1/staff/classes/${classId}/gradebook`, otherTeacher)).statusCode).toBe(403);
    expect((await get(`/api/v1/staff/classes/${classId}/gradebook.csv`, otherTeacher)).statusCode).toBe(403);
    expect((await get(`/api/v1/staff/classes/${classId}/gradebook`, admin)).statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/v1/staff/classes/${unknown}/gradebook`, admin)).statusCode).toBe(404);
  });

  it('downloads a CSV with a byte order mark and formulas neutralised', async () => {
    // The periodic sweep may run at any moment (on PostgreSQL it did, before this read).
    await app.services.exams.sweep();
    const response = await get(`/api/v1/staff/classes/${classId}/gradebook.csv`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="gradebook-.+\.csv"/);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Learner,Account phone,Status,Last activity (WIB),Nahwu 1: best %,Nahwu 1: last %,Nahwu 1: attempts,' +
        'Nahwu 1: to grade,Essay: best %,Essay: last %,Essay: attempts,Essay: to grade,Completion %,Attendance %',
    );
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/x"",""Amina""\)",08\d+,active,\d{4}-\d{2}-\d{2} \d{2}:\d{2},100,40,2,0,,,0,0,25,50$/,
    );
    expect(lines[2]).toMatch(
      /^Hasan,08\d+,waiting for payment,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,,0,0,,,1,1,50,0$/,
    );
  });

  it('downloads an Excel workbook with the same table, names kept as text', async () => {
    const response = await get(`/api/v1/staff/classes/${classId}/gradebook.xlsx`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Learner');
    expect(sheet.getCell('A2').value).toBe('=HYPERLINK("http://x","Amina")');
    expect(sheet.getCell('E2').value).toBe(100);
    expect(sheet.getCell('F2').value).toBe(40);
    expect(sheet.getCell('A3').value).toBe('Hasan');
    expect(sheet.getCell('M3').value).toBe(50);
  });
});
