import { messages } from '@academy/contract/messages';
import type { ServerPageMeta } from '@academy/contract/page-meta';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import type { StaffLearner, StaffLearnerRow } from '@academy/contract/staff-learners';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeDays,
  certificates,
  courseCompletions,
  enrolments,
  otpCodes,
  profilePurchases,
  profiles,
  transactions,
  users,
} from '../src/db/schema/index';
import { bearer, createProfile, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { failAuditWrites, restoreAuditWrites } from './helpers/audit-failure';
import {
  addKitab,
  addTeacher,
  createClass,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { addExam, recordAttempt } from './helpers/certificate-factory';
import { createdTransaction, readTransaction } from './helpers/payments';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Learners in the staff console: search, the learner page, unlocking a PIN, enrolling by hand.
// Roles: an admin reaches every learner; a teacher only accounts with a profile in a class they
// teach (others 404), and on them only their classes' records; a learner 403; no token 401.

const app = await buildTestApp();
const base = '/api/v1/staff/learners';
const text = (en: string, id = en) => ({ en, id });

let basics: Basics;
let admin: StaffMember;
let teacher: StaffMember;
/** In the teacher's class (main profile) and in another class; a second profile, Zahra, with a PIN. */
let hafidz: VerifiedUser;
let zahraId: string;
/** Only in another teacher's class. */
let outsider: VerifiedUser;
let ownClassId: string;
let otherClassId: string;
let otherTeacherId: string;

const who = (member: StaffMember | VerifiedUser) =>
  'headers' in member ? member.headers : { ...bearer(member.token), 'accept-language': 'en' };
function call(
  method: 'GET' | 'POST',
  url: string,
  member: StaffMember | VerifiedUser | null,
  payload?: object,
) {
  return app.inject({
    method,
    url: `${base}${url}`,
    headers: member ? who(member) : {},
    ...(payload ? { payload } : {}),
  });
}
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const reasonOf = (response: { json(): unknown }) => (response.json() as { reason?: string }).reason;
const reasonRequired = messages.reasonRequired.en;
const fieldErrors = (response: { json(): unknown }) =>
  Object.fromEntries(
    ((response.json() as { errorList?: { field: string; message: string }[] }).errorList ?? []).map((e) => [
      e.field,
      e.message,
    ]),
  );

async function insertTransaction(
  profileId: string,
  classId: string,
  title: string,
  status: 'settlement' | 'pending',
) {
  await app.database.db.insert(transactions).values({
    orderId: `ORDER-${title}-${Math.random().toString(36).slice(2, 10)}`,
    profileId,
    itemType: 'class',
    itemId: classId,
    itemTitle: text(title),
    itemClassId: classId,
    orderName: title,
    price: 150_000,
    fee: 1_050,
    totalPrice: 151_050,
    status,
    gateway: 'sandbox',
    qrString: 'qr',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}

async function insertCertificate(profileId: string, classId: string, number: string) {
  await app.database.db.insert(certificates).values({
    profileId,
    itemType: 'class',
    itemId: classId,
    number,
    code: `code-${number}`,
    learnerName: 'Hafidz',
    teacherName: 'Ustadz',
    title: text(`Certificate ${number}`),
    titleArabic: 'شهادة',
    sanad: [],
  });
}

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  const { db } = app.database;
  otherTeacherId = await addTeacher(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  ownClassId = (await createClass(app, basics, { state: 'in_progress', title: 'Own class' })).id;
  otherClassId = (
    await createClass(app, basics, { state: 'in_progress', title: 'Other class', teacherId: otherTeacherId })
  ).id;

  hafidz = await registerVerifiedUser(app, { fullName: 'Hafidz Ramadhan' });
  zahraId = (await createProfile(app, hafidz.token, { name: 'Zahra', pin: '654321' })).id;
  outsider = await registerVerifiedUser(app, { fullName: 'Umar Faruq' });
  const mainId = hafidz.profiles[0]!.id;

  const own = await addKitab(app, ownClassId, { meetings: 1, perMeeting: 2 });
  const others = await addKitab(app, otherClassId, { meetings: 1, perMeeting: 1 });
  await db.insert(enrolments).values([
    { profileId: mainId, classId: ownClassId, status: 'active' },
    { profileId: mainId, classId: otherClassId, status: 'active' },
    { profileId: outsider.profiles[0]!.id, classId: otherClassId, status: 'active' },
  ]);
  await db.insert(courseCompletions).values({ profileId: mainId, courseId: own.courseIds[0]! });
  const ownExam = await addExam(app, own.kitabId);
  const otherExam = await addExam(app, others.kitabId);
  await recordAttempt(app, mainId, ownExam.id, { passed: false, status: 'submitted' });
  await recordAttempt(app, mainId, otherExam.id, { passed: true });
  await insertTransaction(mainId, ownClassId, 'Own class', 'settlement');
  await insertTransaction(mainId, otherClassId, 'Other class', 'pending');
  await insertCertificate(mainId, ownClassId, 'AIS/2026/000101');
  await insertCertificate(mainId, otherClassId, 'AIS/2026/000102');
  await db
    .insert(activeDays)
    .values({ profileId: mainId, day: new Date().toISOString().slice(0, 10), seconds: 5400 });
});

describe('who may call', () => {
  it('answers 401 without a token and 403 to a learner, on every call', async () => {
    const urls: ['GET' | 'POST', string, object?][] = [
      ['GET', ''],
      ['GET', `/${hafidz.user.id}`],
      ['POST', `/${hafidz.user.id}/profiles/${zahraId}/unlock-pin`, { reason: 'x' }],
      ['POST', `/${hafidz.user.id}/profiles/${zahraId}/enrolments`, { classId: ownClassId, reason: 'x' }],
    ];
    for (const [method, url, payload] of urls) {
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
      expect((await call(method, url, hafidz, payload)).statusCode).toBe(403);
    }
  });
});

describe('GET /staff/learners', () => {
  const search = async (term: string, member: StaffMember = admin) => {
    const response = await call('GET', `?search=${encodeURIComponent(term)}`, member);
    expect(response.statusCode, response.body).toBe(200);
    return data<StaffLearnerRow[]>(response).map((row) => row.fullName);
  };

  it('finds an account by its name, a profile’s name, its e-mail or its phone number however written', async () => {
    expect(await search('hafidz')).toEqual(['Hafidz Ramadhan']);
    expect(await search('zahra')).toEqual(['Hafidz Ramadhan']);
    expect(await search(hafidz.account.email.toUpperCase())).toEqual(['Hafidz Ramadhan']);
    const phone = hafidz.account.phoneNumber; // 08…
    const national = phone.slice(1);
    for (const written of [
      phone,
      `+62${national}`,
      `62${national}`,
      `+62 ${national.slice(0, 3)}-${national.slice(3)}`,
    ]) {
      expect(await search(written), written).toEqual(['Hafidz Ramadhan']);
    }
    expect(await search('no such learner')).toEqual([]);
  });

  it('answers rows without secrets, newest first and paged; staff accounts are not learners', async () => {
    const response = await call('GET', '?size=1&page=2', admin);
    const meta = (response.json() as { meta: ServerPageMeta }).meta;
    expect(meta).toMatchObject({ number: 2, size: 1, totalElements: 2, totalPages: 2 });
    expect(data<StaffLearnerRow[]>(response).map((row) => row.fullName)).toEqual(['Hafidz Ramadhan']);
    const [row] = data<StaffLearnerRow[]>(await call('GET', '?search=hafidz', admin));
    expect(row).toEqual({
      userId: hafidz.user.id,
      fullName: 'Hafidz Ramadhan',
      phoneNumber: hafidz.account.phoneNumber,
      email: hafidz.account.email,
      verified: true,
      registeredAt: expect.any(String),
      profiles: [
        { id: hafidz.profiles[0]!.id, name: 'Hafidz Ramadhan' },
        { id: zahraId, name: 'Zahra' },
      ],
    });
  });

  it('lets a teacher find only learners in the classes they teach', async () => {
    expect(await search('', teacher)).toEqual(['Hafidz Ramadhan']);
    expect(await search('umar', teacher)).toEqual([]);
  });

  it('refuses a bad page', async () => {
    expect((await call('GET', '?page=0', admin)).statusCode).toBe(400);
  });
});

describe('GET /staff/learners/{userId}', () => {
  it('answers the account, its profiles and everything they study, to an admin', async () => {
    const response = await call('GET', `/${hafidz.user.id}`, admin);
    expect(response.statusCode).toBe(200);
    const learner = data<StaffLearner>(response);
    expect(learner).toMatchObject({
      fullName: 'Hafidz Ramadhan',
      verified: true,
      email: hafidz.account.email,
    });
    const [main, zahra] = learner.profiles;
    expect(zahra).toMatchObject({ name: 'Zahra', hasPin: true, pinRequired: true, pinLockedUntil: null });
    expect(main!.enrolments.map((e) => e.classTitle.en).sort()).toEqual(['Other class', 'Own class']);
    const ownProgress = main!.progress.find((p) => p.classId === ownClassId);
    expect(ownProgress).toMatchObject({ completed: 1, total: 2, percent: 50 });
    expect(main!.activeHours.totalSeconds).toBe(5400);
    expect(main!.attempts).toHaveLength(2);
    expect(main!.attempts.filter((a) => a.needsGrading)).toHaveLength(1);
    expect(main!.transactions.map((t) => t.status).sort()).toEqual(['pending', 'settlement']);
    expect(main!.certificates.map((c) => c.number).sort()).toEqual(['AIS/2026/000101', 'AIS/2026/000102']);
  });

  it('never carries a password, code, PIN or any hash of one', async () => {
    const { db } = app.database;
    const [user] = await db.select().from(users).where(eq(users.id, hafidz.user.id));
    const secrets = [
      user!.passwordHash,
      hafidz.account.password,
      '654321',
      ...(await db.select().from(profiles).where(eq(profiles.userId, hafidz.user.id)))
        .map((profile) => profile.pinHash)
        .filter((hash): hash is string => Boolean(hash)),
      ...(await db.select().from(otpCodes).where(eq(otpCodes.userId, hafidz.user.id))).map(
        (code) => code.codeHash,
      ),
      'code-AIS/2026/000101',
    ];
    expect(secrets.length).toBeGreaterThan(4);
    for (const response of [
      await call('GET', `/${hafidz.user.id}`, admin),
      await call('GET', `?search=hafidz`, admin),
    ]) {
      for (const secret of secrets) expect(response.body).not.toContain(secret);
      const answer = JSON.stringify(data(response));
      expect(answer).not.toMatch(/"(passwordHash|pinHash|codeHash|pin|code|password|otp)"/);
    }
  });

  it('shows a teacher only their classes’ records, and 404 for learners outside them', async () => {
    const learner = data<StaffLearner>(await call('GET', `/${hafidz.user.id}`, teacher));
    const main = learner.profiles[0]!;
    expect(learner.profiles).toHaveLength(2);
    expect(main.enrolments.map((e) => e.classId)).toEqual([ownClassId]);
    expect(main.progress.every((p) => p.classId === ownClassId)).toBe(true);
    expect(main.attempts).toHaveLength(1);
    expect(main.transactions.map((t) => t.itemTitle.en)).toEqual(['Own class']);
    expect(main.certificates.map((c) => c.number)).toEqual(['AIS/2026/000101']);
    expect((await call('GET', `/${outsider.user.id}`, teacher)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown account and a staff account, 400 for a malformed id', async () => {
    expect((await call('GET', `/00000000-0000-4000-8000-000000000000`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/${teacher.userId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/not-an-id`, admin)).statusCode).toBe(400);
  });
});

describe('POST …/profiles/{profileId}/unlock-pin', () => {
  const unlockUrl = () => `/${hafidz.user.id}/profiles/${zahraId}/unlock-pin`;
  const checkPin = (pin: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/profile/${zahraId}/pin/check`,
      headers: bearer(hafidz.token),
      payload: { pin },
    });

  it('refuses a profile that is not locked (409) and a missing reason (400)', async () => {
    const notLocked = await call('POST', unlockUrl(), admin, { reason: 'Asked on WhatsApp' });
    expect(notLocked.statusCode).toBe(409);
    expect(reasonOf(notLocked)).toBe('pinNotLocked');
    const noReason = await call('POST', unlockUrl(), admin, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(fieldErrors(noReason), noReason.body).toEqual({ reason: reasonRequired });
    expect(fieldErrors(await call('POST', unlockUrl(), admin, {}))).toEqual({ reason: reasonRequired });
  });

  it('lifts a lock of five wrong PINs, audited with the reason; the learner may enter the PIN again', async () => {
    for (let i = 0; i < 5; i += 1) await checkPin('111111');
    expect((await checkPin('654321')).statusCode).toBe(423);
    const locked = data<StaffLearner>(await call('GET', `/${hafidz.user.id}`, admin));
    expect(locked.profiles[1]!.pinLockedUntil).not.toBeNull();

    const response = await call('POST', unlockUrl(), admin, { reason: 'Mother called, child forgot' });
    expect(response.statusCode).toBe(200);
    expect(data<StaffLearner>(response).profiles[1]!.pinLockedUntil).toBeNull();
    expect((await checkPin('654321')).statusCode).toBe(200);

    const audit = await app.inject({
      url: `/api/v1/staff/audit-log?resource=profile-pin&resourceId=${zahraId}`,
      headers: admin.headers,
    });
    const [entry] = data<StaffAuditEntry[]>(audit);
    expect(entry).toMatchObject({
      action: 'update',
      actorUserId: admin.userId,
      after: { profileId: zahraId, reason: 'Mother called, child forgot', unlocked: true },
    });
    expect((await call('POST', unlockUrl(), admin, { reason: 'again' })).statusCode).toBe(409);
  });

  it('an unlock whose audit row cannot be written is undone with it (500, still locked)', async () => {
    for (let i = 0; i < 5; i += 1) await checkPin('111111');
    expect((await checkPin('654321')).statusCode).toBe(423);
    await failAuditWrites(app);
    try {
      expect((await call('POST', unlockUrl(), admin, { reason: 'Audit refused' })).statusCode).toBe(500);
    } finally {
      await restoreAuditWrites(app);
    }
    expect((await checkPin('654321')).statusCode).toBe(423);
    expect((await call('POST', unlockUrl(), admin, { reason: 'Audit back' })).statusCode).toBe(200);
  });

  it('lets a teacher unlock a learner of their class, and answers 404 out of reach or for unknown ids', async () => {
    for (let i = 0; i < 5; i += 1) await checkPin('111111');
    expect((await call('POST', unlockUrl(), teacher, { reason: 'In class today' })).statusCode).toBe(200);
    const outsiderProfile = outsider.profiles[0]!.id;
    expect(
      (
        await call('POST', `/${outsider.user.id}/profiles/${outsiderProfile}/unlock-pin`, teacher, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    // A profile of another account under this account's id.
    expect(
      (
        await call('POST', `/${hafidz.user.id}/profiles/${outsiderProfile}/unlock-pin`, admin, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST …/profiles/{profileId}/enrolments', () => {
  const enrolUrl = (profileId: string, userId = hafidz.user.id) =>
    `/${userId}/profiles/${profileId}/enrolments`;

  it('needs a class and a reason (field errors), and a class that exists', async () => {
    const bad = await call('POST', enrolUrl(zahraId), admin, {});
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual({ classId: messages.required.en, reason: reasonRequired });
    const unknown = await call('POST', enrolUrl(zahraId), admin, {
      classId: '00000000-0000-4000-8000-000000000000',
      reason: 'Paid in cash',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('enrols a profile as active, bypassing price and join password; audited; never twice', async () => {
    const paid = await createClass(app, basics, {
      price: 250_000,
      password: 'rahasia',
      title: 'Priced class',
    });
    const response = await call('POST', enrolUrl(zahraId), admin, {
      classId: paid.id,
      reason: 'Paid in cash',
    });
    expect(response.statusCode).toBe(201);
    const zahra = data<StaffLearner>(response).profiles[1]!;
    expect(zahra.enrolments).toEqual([expect.objectContaining({ classId: paid.id, status: 'active' })]);
    const [purchase] = await app.database.db
      .select()
      .from(profilePurchases)
      .where(and(eq(profilePurchases.profileId, zahraId), eq(profilePurchases.itemId, paid.id)));
    expect(purchase).toMatchObject({ itemType: 'class', transactionId: null });
    const again = await call('POST', enrolUrl(zahraId), admin, { classId: paid.id, reason: 'Paid in cash' });
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('alreadyEnrolled');
    const audit = await app.inject({
      url: `/api/v1/staff/audit-log?resource=enrolments`,
      headers: admin.headers,
    });
    expect(data<StaffAuditEntry[]>(audit)[0]).toMatchObject({
      action: 'create',
      after: { profileId: zahraId, classId: paid.id, reason: 'Paid in cash', previousStatus: null },
    });
  });

  it('an enrolment whose audit row cannot be written is undone with it (500, not enrolled)', async () => {
    const klass = await createClass(app, basics, { title: 'Audited class' });
    await failAuditWrites(app);
    try {
      const response = await call('POST', enrolUrl(zahraId), admin, {
        classId: klass.id,
        reason: 'Audit refused',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await restoreAuditWrites(app);
    }
    const zahra = data<StaffLearner>(await call('GET', `/${hafidz.user.id}`, admin)).profiles[1]!;
    expect(zahra.enrolments.map((enrolment) => enrolment.classId)).not.toContain(klass.id);
  });

  it('turns an enrolment waiting for payment into an active one, even in a full class', async () => {
    const full = await createClass(app, basics, { price: 100_000, capacity: 1 });
    const mainId = hafidz.profiles[0]!.id;
    await app.database.db
      .insert(enrolments)
      .values({ profileId: mainId, classId: full.id, status: 'waiting_payment' });
    const response = await call('POST', enrolUrl(mainId), admin, {
      classId: full.id,
      reason: 'Cash at the office',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await app.database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.profileId, mainId), eq(enrolments.classId, full.id)));
    expect(row!.status).toBe('active');
  });

  it('cancels an open QRIS charge for the class, so the learner cannot pay twice', async () => {
    const paid = await createClass(app, basics, { price: 150_000 });
    const mainId = hafidz.profiles[0]!.id;
    const charge = await createdTransaction(app, hafidz.token, mainId, { type: 'class', id: paid.id });
    expect(charge.status).toBe('pending');
    const response = await call('POST', enrolUrl(mainId), admin, {
      classId: paid.id,
      reason: 'Paid in cash',
    });
    expect(response.statusCode).toBe(201);
    const { transaction } = await readTransaction(app, hafidz.token, mainId, charge.id);
    expect(transaction.status).toBe('cancel');
    const [row] = await app.database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.profileId, mainId), eq(enrolments.classId, paid.id)));
    expect(row!.status).toBe('active');
  });

  it('keeps the seat limit, the gender rule and ended classes', async () => {
    // Another teacher's class, so the outsider stays out of the demo teacher's reach.
    const full = await createClass(app, basics, { capacity: 1, teacherId: otherTeacherId });
    await app.database.db
      .insert(enrolments)
      .values({ profileId: outsider.profiles[0]!.id, classId: full.id, status: 'active' });
    const noSeat = await call('POST', enrolUrl(zahraId), admin, { classId: full.id, reason: 'Cash' });
    expect([noSeat.statusCode, reasonOf(noSeat)]).toEqual([409, 'classFull']);
    const brothers = await createClass(app, basics, { gender: 'male' });
    const sisters = await call('POST', enrolUrl(zahraId), admin, { classId: brothers.id, reason: 'Cash' });
    expect([sisters.statusCode, reasonOf(sisters)]).toEqual([403, 'classGenderRestricted']);
    const ended = await createClass(app, basics, { state: 'ended' });
    const late = await call('POST', enrolUrl(zahraId), admin, { classId: ended.id, reason: 'Cash' });
    expect([late.statusCode, reasonOf(late)]).toEqual([400, 'classRegistrationClosed']);
    // Registration has ended but the class runs: staff may still enrol someone who paid late.
    const running = await createClass(app, basics, { state: 'in_progress' });
    expect(
      (await call('POST', enrolUrl(zahraId), admin, { classId: running.id, reason: 'Cash' })).statusCode,
    ).toBe(201);
  });

  it('offers for manual enrolment only the classes the profile’s gender may join', async () => {
    const brothers = await createClass(app, basics, { gender: 'male' });
    const sisters = await createClass(app, basics, { gender: 'female' });
    const everyone = await createClass(app, basics, { gender: 'all' });
    const offered = async (openTo: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/staff/classes?size=100&openTo=${openTo}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      return data<{ id: string }[]>(response).map((row) => row.id);
    };
    const forSisters = await offered('female');
    expect(forSisters).toEqual(expect.arrayContaining([sisters.id, everyone.id]));
    expect(forSisters).not.toContain(brothers.id);
    const forBrothers = await offered('male');
    expect(forBrothers).toEqual(expect.arrayContaining([brothers.id, everyone.id]));
    expect(forBrothers).not.toContain(sisters.id);
    const forUnset = await offered('unset');
    expect(forUnset).toContain(everyone.id);
    expect(forUnset).not.toContain(brothers.id);
    expect(forUnset).not.toContain(sisters.id);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/v1/staff/classes?openTo=nobody',
      headers: admin.headers,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('lets a teacher enrol only into a class they teach (403 otherwise, 404 out of reach)', async () => {
    expect(
      (await call('POST', enrolUrl(zahraId), teacher, { classId: otherClassId, reason: 'Cash' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', enrolUrl(zahraId), teacher, { classId: ownClassId, reason: 'Cash' })).statusCode,
    ).toBe(201);
    const outsiderProfile = outsider.profiles[0]!.id;
    expect(
      (
        await call('POST', enrolUrl(outsiderProfile, outsider.user.id), teacher, {
          classId: ownClassId,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('holds under a burst: one enrolment per profile and class, never more than the seats', async () => {
    const once = await createClass(app, basics, {});
    const same = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', enrolUrl(outsider.profiles[0]!.id, outsider.user.id), admin, {
          classId: once.id,
          reason: 'Cash',
        }),
      ),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(7).fill(409)]);

    const family = await registerVerifiedUser(app, { fullName: 'Keluarga Besar' });
    const extra = await app.database.db
      .insert(profiles)
      .values([2, 3, 4, 5].map((number) => ({ userId: family.user.id, name: `Anak ${number}`, number })))
      .returning();
    const ids = [family.profiles[0]!.id, ...extra.map((p) => p.id)];
    const twoSeats = await createClass(app, basics, { capacity: 2 });
    const burst = await Promise.all(
      ids.map((id) =>
        call('POST', enrolUrl(id, family.user.id), admin, { classId: twoSeats.id, reason: 'Cash' }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(burst.filter((r) => r.statusCode === 409).map(reasonOf)).toEqual([
      'classFull',
      'classFull',
      'classFull',
    ]);
    const seats = await app.database.db.select().from(enrolments).where(eq(enrolments.classId, twoSeats.id));
    expect(seats).toHaveLength(2);
  });
});
