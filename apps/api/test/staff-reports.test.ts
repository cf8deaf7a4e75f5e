import type { StaffReports } from '@academy/contract/staff-reports';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeDays,
  certificates,
  courseCompletions,
  enrolments,
  examAttempts,
  profiles,
  transactionRefunds,
  transactions,
  users,
} from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addExam } from './helpers/certificate-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// A small academy with known figures, in the first two weeks of 2026 (Mondays 5 and 12 January,
// times in Jakarta, UTC+7). Class T ("=Tahsin, akhwat", the teacher's) and class O (another's).
const app = await buildTestApp();
const { db } = app.database;
const base = '/api/v1/staff/reports';
const range = 'from=2026-01-05&to=2026-01-18';
const at = (local: string) => new Date(`${local}+07:00`);

let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let classT: string;
let classO: string;
let kitab1: { kitabId: string; courseIds: string[] };
let kitab2: { kitabId: string; courseIds: string[] };

async function learnerAccount(name: string, createdAt: string, verified = true) {
  const [user] = await db
    .insert(users)
    .values({
      fullName: name,
      gender: 'female',
      phoneNumber: `0813${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, '0')}`,
      email: `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@academy.test`,
      passwordHash: 'x',
      verifiedAt: verified ? at(createdAt) : null,
      createdAt: at(createdAt),
    })
    .returning();
  return user!.id;
}

async function profileOf(userId: string, name: string, createdAt: string, number = 1) {
  const [row] = await db
    .insert(profiles)
    .values({ userId, name, gender: 'female', number, createdAt: at(createdAt) })
    .returning();
  return row!.id;
}

function get(url: string, who: StaffMember | null, language = 'en') {
  return app.inject({
    url,
    headers: who ? { ...who.headers, 'accept-language': language } : { 'accept-language': language },
  });
}

async function reports(who: StaffMember, query = range): Promise<StaffReports> {
  const response = await get(`${base}?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: StaffReports }).data;
}

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  const otherTeacherId = await addTeacher(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app);

  classT = (
    await createClass(app, basics, { slug: 'a-own', title: '=Tahsin, akhwat', titleId: '=Tahsin, akhwat' })
  ).id;
  classO = (
    await createClass(app, basics, {
      slug: 'b-other',
      title: 'Other class',
      titleId: 'Kelas lain',
      teacherId: otherTeacherId,
    })
  ).id;
  kitab1 = await addKitab(app, classT, { meetings: 1, perMeeting: 2 });
  kitab2 = await addKitab(app, classT, { meetings: 1, perMeeting: 1, position: 2 });
  const kitab3 = await addKitab(app, classO, { meetings: 1, perMeeting: 1 });

  // Accounts: A (5 Jan, profiles A1 and, on 13 Jan, A2), B (14 Jan), C (before the range),
  // E (6 Jan, class O only), D (never verified: not a learner).
  const userA = await learnerAccount('Aminah', '2026-01-05T10:00:00');
  const a1 = await profileOf(userA, 'Aminah', '2026-01-05T10:00:00');
  const a2 = await profileOf(userA, 'Zahra', '2026-01-13T09:00:00', 2);
  const userB = await learnerAccount('Balqis', '2026-01-14T08:00:00');
  const b1 = await profileOf(userB, 'Balqis', '2026-01-14T08:00:00');
  const userC = await learnerAccount('Citra', '2025-12-20T08:00:00');
  const c1 = await profileOf(userC, 'Citra', '2025-12-20T08:00:00');
  const userE = await learnerAccount('Elok', '2026-01-06T08:00:00');
  const e1 = await profileOf(userE, 'Elok', '2026-01-06T08:00:00');
  const userD = await learnerAccount('Dewi', '2026-01-07T08:00:00', false);
  await profileOf(userD, 'Dewi', '2026-01-07T08:00:00');

  await db.insert(enrolments).values([
    { classId: classT, profileId: a1, status: 'active', enrolledAt: at('2026-01-05T11:00:00') },
    { classId: classT, profileId: b1, status: 'active', enrolledAt: at('2026-01-14T09:00:00') },
    { classId: classT, profileId: a2, status: 'waiting_payment', enrolledAt: at('2026-01-13T10:00:00') },
    { classId: classT, profileId: c1, status: 'active', enrolledAt: at('2025-12-21T10:00:00') },
    { classId: classO, profileId: c1, status: 'active', enrolledAt: at('2026-01-08T10:00:00') },
    { classId: classO, profileId: e1, status: 'active', enrolledAt: at('2026-01-06T10:00:00') },
    // Suspended by staff: the place is still held, so it is a column of its own and in the total.
    { classId: classO, profileId: a1, status: 'suspended', enrolledAt: at('2026-01-10T10:00:00') },
  ]);
  // A1 completes every course of class T; B1 only kitab 1; E1 holds class O's certificate.
  await db
    .insert(courseCompletions)
    .values([
      ...[...kitab1.courseIds, ...kitab2.courseIds].map((courseId) => ({ profileId: a1, courseId })),
      ...kitab1.courseIds.map((courseId) => ({ profileId: b1, courseId })),
    ]);
  await db.insert(certificates).values({
    profileId: e1,
    itemType: 'class',
    itemId: classO,
    number: 'TST/2026/000001',
    code: 'test-code-000001',
    learnerName: 'Elok',
    teacherName: 'Ustadzah Lain',
    title: { en: 'Other class', id: 'Kelas lain' },
    titleArabic: 'كتاب',
    sanad: [],
  });

  // Exam X (class T): graded 20 %, 90 %, 50 %, 100 % in the range; one waiting for grading and
  // one graded before the range are left out. Exam Y (class O): one pass at 60 %.
  const examX = await addExam(app, kitab1.kitabId);
  const examY = await addExam(app, kitab3.kitabId);
  const attempt = (
    examId: string,
    profileId: string,
    number: number,
    score: number,
    gradedAt: string,
    status: 'graded' | 'submitted' = 'graded',
  ) => ({
    examId,
    profileId,
    number,
    status,
    startedAt: at(gradedAt),
    deadline: at(gradedAt),
    submittedAt: at(gradedAt),
    gradedAt: status === 'graded' ? at(gradedAt) : null,
    score,
    maxScore: 10,
    passed: status === 'graded' ? score >= 6 : null,
  });
  await db
    .insert(examAttempts)
    .values([
      attempt(examX.id, a1, 1, 2, '2026-01-06T10:00:00'),
      attempt(examX.id, a1, 2, 9, '2026-01-07T10:00:00'),
      attempt(examX.id, b1, 1, 5, '2026-01-15T10:00:00'),
      attempt(examX.id, c1, 1, 10, '2026-01-16T10:00:00'),
      attempt(examX.id, b1, 2, 8, '2026-01-17T10:00:00', 'submitted'),
      attempt(examX.id, c1, 2, 1, '2025-12-22T10:00:00'),
      attempt(examY.id, e1, 1, 6, '2026-01-09T10:00:00'),
    ]);

  // Payments: K1 settled and captured-accepted in January (50 000 each), a challenged capture
  // (not paid), class T paid 150 000 then refunded, exam X paid 25 000 in December with 10 000
  // refunded, and a pending and an expired one.
  let order = 0;
  const payment = (
    status: (typeof transactions.$inferInsert)['status'],
    item: { type: 'class' | 'kitab' | 'exam'; id: string; title: string },
    total: number,
    paidAt: string,
    fraudStatus: string | null = null,
  ) => {
    order += 1;
    return {
      orderId: `TST-${order}`,
      profileId: a1,
      itemType: item.type,
      itemId: item.id,
      itemTitle: { en: item.title, id: item.title },
      itemClassId: classT,
      orderName: item.title,
      price: total,
      fee: 0,
      totalPrice: total,
      status,
      fraudStatus,
      gateway: 'sandbox' as const,
      qrString: 'qr',
      expiresAt: at(paidAt),
      paidAt: at(paidAt),
      createdAt: at(paidAt),
    };
  };
  const k1 = { type: 'kitab' as const, id: kitab1.kitabId, title: 'The Ajurrumiyyah' };
  const inserted = await db
    .insert(transactions)
    .values([
      payment('settlement', k1, 50_000, '2026-01-06T12:00:00'),
      payment('capture', k1, 50_000, '2026-01-10T12:00:00', 'accept'),
      payment('capture', k1, 50_000, '2026-01-11T12:00:00', 'challenge'),
      payment(
        'refund',
        { type: 'class', id: classT, title: '=Tahsin, akhwat' },
        150_000,
        '2026-01-15T12:00:00',
      ),
      payment(
        'partial_refund',
        { type: 'exam', id: examX.id, title: 'Final exam' },
        25_000,
        '2025-12-20T12:00:00',
      ),
      payment('pending', k1, 50_000, '2026-01-12T12:00:00'),
      payment('expire', k1, 50_000, '2026-01-13T12:00:00'),
    ])
    .returning();
  // A partial refund of 10,000 made at the gateway, and one still waiting for it (not counted).
  await db.insert(transactionRefunds).values([
    { transactionId: inserted[4]!.id, amount: 10_000, reason: 'part', state: 'done', actorName: 'Admin' },
    { transactionId: inserted[4]!.id, amount: 5_000, reason: 'more', state: 'requested', actorName: 'Admin' },
  ]);

  await db.insert(activeDays).values([
    { profileId: a1, day: '2026-01-05', seconds: 3600 },
    { profileId: a1, day: '2026-01-06', seconds: 1800 },
    { profileId: b1, day: '2026-01-13', seconds: 7200 },
    { profileId: e1, day: '2026-01-14', seconds: 3600 },
    { profileId: c1, day: '2026-01-04', seconds: 3600 },
  ]);
});

describe('GET /staff/reports (admin)', () => {
  it('counts new accounts, new profiles and learners per week', async () => {
    const data = await reports(admin);
    expect(data.from).toBe('2026-01-05');
    expect(data.to).toBe('2026-01-18');
    expect(data.registrations).toEqual([
      { week: '2026-01-05', newAccounts: 2, newProfiles: 2, learners: 3 },
      { week: '2026-01-12', newAccounts: 1, newProfiles: 2, learners: 5 },
    ]);
  });

  it('counts enrolments made in the range per class, by status', async () => {
    const data = await reports(admin);
    expect(data.enrolments.map(({ classTitle, ...row }) => ({ title: classTitle.en, ...row }))).toEqual([
      { title: '=Tahsin, akhwat', classId: classT, active: 2, waitingPayment: 1, suspended: 0, total: 3 },
      { title: 'Other class', classId: classO, active: 2, waitingPayment: 0, suspended: 1, total: 3 },
    ]);
  });

  it('adds up: every row’s statuses make its total (issue 38 item 13)', async () => {
    const data = await reports(admin);
    for (const row of data.enrolments) {
      expect(row.active + row.waitingPayment + row.suspended, row.classTitle.en).toBe(row.total);
    }
  });

  it('rates completion per class and kitab: every course done or a certificate', async () => {
    const data = await reports(admin);
    expect(
      data.completion.map((row) => [row.classId, row.kitabId, row.learners, row.completed, row.rate]),
    ).toEqual([
      [classT, null, 2, 1, 50],
      [classT, kitab1.kitabId, 2, 2, 100],
      [classT, kitab2.kitabId, 2, 1, 50],
      [classO, null, 2, 1, 50],
      [classO, expect.any(String), 2, 1, 50],
    ]);
  });

  it('gives pass rates and the spread of graded scores per exam', async () => {
    const data = await reports(admin);
    expect(data.exams).toHaveLength(2);
    const { examId, examTitle, classTitle, ...x } = data.exams[0]!;
    expect([examId, examTitle.en, classTitle.en]).toEqual([
      expect.any(String),
      'Final exam',
      '=Tahsin, akhwat',
    ]);
    expect(x).toEqual({
      attempts: 4,
      learners: 3,
      passed: 2,
      passRate: 50,
      min: 20,
      q1: 42.5,
      median: 70,
      q3: 92.5,
      max: 100,
      buckets: [0, 1, 1, 0, 2],
    });
    expect(data.exams[1]).toMatchObject({
      attempts: 1,
      passed: 1,
      passRate: 100,
      median: 60,
      buckets: [0, 0, 0, 1, 0],
    });
  });

  it('sums paid transactions per item and month, net of refunds', async () => {
    const data = await reports(admin);
    expect(
      data.revenueItems!.map(({ itemTitle, itemId: _itemId, ...row }) => ({ title: itemTitle.en, ...row })),
    ).toEqual([
      {
        title: 'The Ajurrumiyyah',
        itemType: 'kitab',
        payments: 2,
        gross: 100_000,
        refunded: 0,
        net: 100_000,
      },
      { title: '=Tahsin, akhwat', itemType: 'class', payments: 1, gross: 150_000, refunded: 150_000, net: 0 },
    ]);
    expect(data.revenueMonths).toEqual([
      { month: '2026-01', payments: 3, gross: 250_000, refunded: 150_000, net: 100_000 },
    ]);
    const wider = await reports(admin, 'from=2025-12-01&to=2026-01-18');
    expect(wider.revenueMonths).toEqual([
      { month: '2025-12', payments: 1, gross: 25_000, refunded: 10_000, net: 15_000 },
      { month: '2026-01', payments: 3, gross: 250_000, refunded: 150_000, net: 100_000 },
    ]);
  });

  it('sums active hours and active learners per week', async () => {
    const data = await reports(admin);
    expect(data.activeHours).toEqual([
      { week: '2026-01-05', hours: 1.5, activeLearners: 1 },
      { week: '2026-01-12', hours: 3, activeLearners: 2 },
    ]);
  });

  it('defaults to the last twelve weeks up to today', async () => {
    const data = await reports(admin, '');
    expect(data.registrations).toHaveLength(12);
    expect(new Date(`${data.registrations[0]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(data.to >= data.from).toBe(true);
  });

  it('refuses a malformed day, a range ending before it starts and one of years', async () => {
    const bad = await get(`${base}?from=2026-13-01`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorList: [{ field: 'from', message: 'Enter a date' }] });
    const reversed = await get(`${base}?from=2026-02-01&to=2026-01-01`, admin);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ errorList: [{ field: 'to' }] });
    const long = await get(`${base}?from=2020-01-01&to=2026-01-01`, admin, 'id');
    expect(long.json()).toMatchObject({
      errorList: [{ field: 'to', message: 'Pilih rentang paling lama dua tahun' }],
    });
  });
});

describe('who reads reports', () => {
  it('gives a teacher only the rows of their classes and their learners, without revenue', async () => {
    const data = await reports(teacher);
    expect(data.revenueItems).toBeNull();
    expect(data.revenueMonths).toBeNull();
    expect(data.enrolments.map((row) => row.classId)).toEqual([classT]);
    expect(new Set(data.completion.map((row) => row.classId))).toEqual(new Set([classT]));
    expect(data.exams.map((row) => row.attempts)).toEqual([4]);
    // A1, A2, B1 and C1 are enrolled in class T; E1 is not.
    expect(data.registrations).toEqual([
      { week: '2026-01-05', newAccounts: 1, newProfiles: 1, learners: 2 },
      { week: '2026-01-12', newAccounts: 1, newProfiles: 2, learners: 4 },
    ]);
    expect(data.activeHours.map((row) => [row.hours, row.activeLearners])).toEqual([
      [1.5, 1],
      [2, 1],
    ]);
  });

  it('refuses a teacher the revenue CSV files', async () => {
    for (const report of ['revenue-items', 'revenue-months']) {
      const response = await get(`${base}/${report}.csv?${range}`, teacher);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ err: true, code: 403 });
    }
    expect((await get(`${base}/enrolments.csv?${range}`, teacher)).statusCode).toBe(200);
  });

  it('answers 403 to a learner and 401 without a token', async () => {
    const asLearner = await app.inject({ url: base, headers: bearer(learner.token) });
    expect(asLearner.statusCode).toBe(403);
    const csv = await app.inject({ url: `${base}/exams.csv`, headers: bearer(learner.token) });
    expect(csv.statusCode).toBe(403);
    expect((await get(base, null)).statusCode).toBe(401);
  });
});

describe('GET /staff/reports/{report}.csv', () => {
  it('sends a named UTF-8 attachment with a byte order mark, quoted and safe from formulas', async () => {
    const response = await get(`${base}/enrolments.csv?${range}`, admin, 'id');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="enrolments-2026-01-05-2026-01-18.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      '\uFEFFKelas,Aktif,Menunggu pembayaran,Ditangguhkan,Total\r\n"\'=Tahsin, akhwat",2,1,0,3\r\nKelas lain,2,0,1,3\r\n',
    );
  });

  it('exports every table with its header row, in English by default', async () => {
    const firstLines = {
      registrations: 'Week (Monday),New accounts,New profiles,Learners',
      completion: 'Class,Kitab,Learners,Completed,Completion rate (%)',
      'revenue-months': 'Month,Payments,Paid (Rp),Refunded (Rp),Net (Rp)',
      'revenue-items': 'Item type,Item,Payments,Paid (Rp),Refunded (Rp),Net (Rp)',
      'active-hours': 'Week (Monday),Hours,Active learners',
    };
    for (const [report, header] of Object.entries(firstLines)) {
      const response = await get(`${base}/${report}.csv?${range}`, admin);
      expect(response.statusCode, report).toBe(200);
      expect(response.body.slice(1).split('\r\n')[0]).toBe(header);
    }
    const exams = await get(`${base}/exams.csv?${range}`, admin);
    const [header, first] = exams.body.slice(1).split('\r\n');
    expect(header).toContain('Pass rate (%),Lowest (%),Lower quartile (%),Median (%)');
    expect(first).toBe('"\'=Tahsin, akhwat",Final exam,4,3,2,50,20,42.5,70,92.5,100,0,1,1,0,2');
    const months = await get(`${base}/revenue-months.csv?${range}`, admin);
    expect(months.body.split('\r\n')[1]).toBe('2026-01,3,250000,150000,100000');
  });

  it('answers 400 for a report that does not exist', async () => {
    expect((await get(`${base}/salaries.csv`, admin)).statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('lists the reports, their CSV files and the audit log’s staff', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/staff/reports',
        '/api/v1/staff/reports/{report}.csv',
        '/api/v1/staff/audit-log/actors',
      ]),
    );
  });
});

describe('the database session’s time zone', () => {
  it('changes no figure: days and months are the academy’s', async () => {
    const inUtc = await reports(admin, 'from=2025-12-01&to=2026-01-18');
    await db.execute(sql`set time zone 'America/Los_Angeles'`);
    try {
      expect(await reports(admin, 'from=2025-12-01&to=2026-01-18')).toEqual(inUtc);
    } finally {
      await db.execute(sql`set time zone 'UTC'`);
    }
  });
});
