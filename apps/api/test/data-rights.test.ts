import { certificatePdfFileName } from '@academy/contract/certificates';
import {
  dataExportFileName,
  dataExportLimit,
  type StaffAccountDeletion,
} from '@academy/contract/data-rights';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  accountDeletions,
  certificates,
  classes,
  enrolments,
  examAttempts,
  profiles,
  recitations,
  sessions,
  transactions,
  users,
} from '../src/db/schema/index';
import { demoLearner } from '../src/demo/demo-accounts';
import { LocalMediaStorage } from '../src/services/media/local-media-storage';
import { seedDemo } from '../src/demo/seed-demo';
import { eraseDueAccounts, erasedName } from '../src/services/data-rights/account-erasure';
import {
  ageCodes,
  bearer,
  latestCode,
  registerUser,
  registerVerifiedUser,
  verificationTarget,
} from './helpers/account-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { createStaff } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// A learner's data rights (decisions 0090–0091): download everything the academy holds, and delete
// the account (closed at once, erased 30 days later keeping the ledger and the certificates).

const app = await buildTestApp({ SEED_DEMO: 'true' });
const seeded = (await seedDemo(app))!;
const en = { 'accept-language': 'en' };
const dayMs = 86_400_000;

function post(url: string, token: string, payload?: object) {
  return app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...bearer(token), ...en }, payload });
}

async function signIn(phoneNumber: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: en,
    payload: { phoneNumber, password },
  });
}

async function demoToken(): Promise<string> {
  const login = await signIn(demoLearner.phoneNumber, demoLearner.password);
  return (login.json() as { data: { token: string } }).data.token;
}

/** Closes an account through the API: a code to its own channel, then password and code. */
async function closeAccount(token: string, password: string, target: string) {
  const sent = await post('/user/me/deletion/code', token);
  expect(sent.statusCode).toBe(200);
  const otp = await latestCode(app, target);
  return post('/user/me/deletion', token, { password, otp });
}

describe('download my data', () => {
  it('answers a ZIP named by the server with every kind of record and the certificate PDFs, and no secret', async () => {
    const token = await demoToken();
    // A code message the academy sent to the account (its text and code must stay out).
    await post('/user/me/deletion/code', token);
    const sentCode = await latestCode(app, verificationTarget(app, demoLearner));

    const wrong = await post('/user/me/data-export', token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorList).toEqual([{ field: 'password', message: 'The current password is wrong' }]);

    const answer = await post('/user/me/data-export', token, { password: demoLearner.password });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${dataExportFileName(new Date())}"`,
    );
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;

    const names = Object.keys(files)
      .filter((name) => name.endsWith('.json'))
      .sort();
    expect(names).toEqual(
      [
        'account.json',
        'active-hours.json',
        'attendance.json',
        'badges.json',
        'calendar-feeds.json',
        'certificates.json',
        'deletion-requests.json',
        'enrolments.json',
        'exam-attempts.json',
        'exam-extensions.json',
        'inbox.json',
        'invitations.json',
        'messages.json',
        'notification-settings.json',
        'profile-unlocks.json',
        'profiles.json',
        'progress.json',
        'recitations.json',
        'push-devices.json',
        'sessions.json',
        'staff-changes.json',
        'transactions.json',
      ].sort(),
    );
    expect(json('account.json')).toMatchObject({
      phoneNumber: demoLearner.phoneNumber,
      email: demoLearner.email,
    });
    const profileList = json('profiles.json') as { id: string; name: string; hasPin: boolean }[];
    expect(profileList.map((profile) => profile.id)).toEqual([
      seeded.learner.mainProfileId,
      seeded.learner.secondProfileId,
    ]);
    expect(profileList.every((profile) => profile.hasPin)).toBe(true);
    const nonEmpty = ['enrolments.json', 'active-hours.json', 'exam-attempts.json', 'transactions.json'];
    for (const name of [...nonEmpty, 'certificates.json', 'badges.json', 'sessions.json', 'messages.json'])
      expect((json(name) as unknown[]).length, name).toBeGreaterThan(0);
    expect(
      (json('progress.json') as { completedCourses: unknown[] }).completedCourses.length,
    ).toBeGreaterThan(0);
    const attempts = json('exam-attempts.json') as { answers: { value: unknown }[] }[];
    expect(attempts.some((attempt) => attempt.answers.length > 0)).toBe(true);
    const transactionList = json('transactions.json') as { statusHistory: unknown[] }[];
    expect(transactionList.every((transaction) => transaction.statusHistory.length > 0)).toBe(true);
    expect(json('messages.json')).toContainEqual(
      expect.objectContaining({ purpose: 'account-deletion', to: verificationTarget(app, demoLearner) }),
    );

    // Each recitation with its grade and comments, and its audio as stored.
    const recitationList = json('recitations.json') as {
      audioFile: string;
      surah: number;
      comments: unknown[];
    }[];
    expect(recitationList.length).toBeGreaterThan(0);
    expect(recitationList.some((recitation) => recitation.comments.length > 0)).toBe(true);
    for (const { audioFile } of recitationList) {
      expect(audioFile).toMatch(/^recitations\/[0-9a-f-]{36}\.wav$/);
      expect(strFromU8(files[audioFile]!.subarray(0, 4))).toBe('RIFF');
    }

    const [certificate] = json('certificates.json') as { number: string }[];
    const pdfs = Object.keys(files).filter((name) => name.startsWith('certificates/'));
    expect(pdfs).toHaveLength(2);
    expect(pdfs.sort()).toEqual(
      [
        `certificates/${certificatePdfFileName(certificate!.number, 'arabic', 'en')}`,
        `certificates/${certificatePdfFileName(certificate!.number, 'latin', 'en')}`,
      ].sort(),
    );
    for (const pdf of pdfs) expect(strFromU8(files[pdf]!.subarray(0, 5))).toBe('%PDF-');

    // No secret of any kind, by name or by value.
    const text = Object.keys(files)
      .filter((name) => name.endsWith('.json'))
      .map((name) => strFromU8(files[name]!))
      .join('\n');
    for (const secret of [
      'passwordHash',
      'pinHash',
      'tokenHash',
      'codeHash',
      'password_hash',
      '$argon2',
      sentCode,
      token,
    ])
      expect(text, secret).not.toContain(secret);
    // A certificate's public verification code is no secret; no token is kept, nor the body of a
    // code message (the inbox's notices have theirs: they carry no code).
    expect(text).not.toMatch(/"token":/);
    expect(strFromU8(files['messages.json']!)).not.toMatch(/"body":/);
  });

  it(`allows ${dataExportLimit} exports per 15 minutes, then 429`, async () => {
    const { token, account } = await registerVerifiedUser(app);
    for (let i = 0; i < dataExportLimit; i += 1)
      expect((await post('/user/me/data-export', token, { password: account.password })).statusCode).toBe(
        200,
      );
    const refused = await post('/user/me/data-export', token, { password: account.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('15 minutes');
  });

  it('is refused without a token', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/user/me/data-export',
      payload: { password: 'x' },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('needs the password and the account-deletion code, then closes the account at once', async () => {
    const owner = await registerVerifiedUser(app);
    const other = (await signIn(owner.account.phoneNumber, owner.account.password)).json().data
      .token as string;
    const target = verificationTarget(app, owner.account);

    const noCode = await post('/user/me/deletion', owner.token, {
      password: owner.account.password,
      otp: '123456',
    });
    expect(noCode.statusCode).toBe(400);

    await post('/user/me/deletion/code', owner.token);
    const [message] = await app.services.outbox!.list(target);
    expect(message).toMatchObject({ purpose: 'account-deletion' });
    expect(message!.body).toContain('delete your account');

    const wrongPassword = await post('/user/me/deletion', owner.token, {
      password: 'wrong-password',
      otp: message!.code,
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errorList).toEqual([
      { field: 'password', message: 'The current password is wrong' },
    ]);
    const wrongCode = await post('/user/me/deletion', owner.token, {
      password: owner.account.password,
      otp: '000000',
    });
    expect(wrongCode.json()).toMatchObject({ code: 400, data: { remainingTries: 4 } });

    const before = Date.now();
    const closed = await post('/user/me/deletion', owner.token, {
      password: owner.account.password,
      otp: message!.code,
    });
    expect(closed.statusCode).toBe(200);
    const eraseAfter = Date.parse(closed.json().data.eraseAfter);
    expect(eraseAfter - before).toBeGreaterThanOrEqual(30 * dayMs - 1000);
    expect(eraseAfter - before).toBeLessThan(30 * dayMs + 60_000);

    // Every session ends; sign-in is refused with a clear message; the contacts stay held.
    for (const token of [owner.token, other])
      expect((await app.inject({ url: '/api/v1/user/me', headers: bearer(token) })).statusCode).toBe(401);
    const login = await signIn(owner.account.phoneNumber, owner.account.password);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      reason: 'accountClosed',
      data: { eraseAfter: new Date(eraseAfter).toISOString() },
    });
    expect(login.json().message).toContain('closed');
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { ...owner.account, email: 'someone-else@academy.test' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a staff account (409) and a learner without a token (401)', async () => {
    const admin = await createStaff(app, 'admin');
    expect((await post('/user/me/deletion/code', admin.token)).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/me/deletion/code' })).statusCode).toBe(401);
  });
});

describe('staff see and cancel deletion requests', () => {
  it('lists requests for admins (teachers 403), and a cancel reopens the account once', async () => {
    const owner = await registerVerifiedUser(app);
    await closeAccount(owner.token, owner.account.password, verificationTarget(app, owner.account));
    const admin = await createStaff(app, 'admin');
    const teacher = await createStaff(app, 'teacher');

    const list = await app.inject({
      url: `/api/v1/staff/account-deletions?accountId=${owner.user.id}&userId=${admin.userId}`,
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const [request] = list.json().data as StaffAccountDeletion[];
    expect(request).toMatchObject({
      userId: owner.user.id,
      fullName: owner.account.fullName,
      status: 'scheduled',
    });
    expect(
      (await app.inject({ url: '/api/v1/staff/account-deletions', headers: teacher.headers })).statusCode,
    ).toBe(403);

    const url = `/api/v1/staff/account-deletions/${request!.id}/cancel`;
    const noReason = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { reason: 'Asked by phone' },
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelledByName: 'Admin Akademi',
      cancelReason: 'Asked by phone',
    });
    expect(
      (await app.inject({ method: 'POST', url, headers: admin.headers, payload: { reason: 'again' } }))
        .statusCode,
    ).toBe(409);
    expect((await signIn(owner.account.phoneNumber, owner.account.password)).statusCode).toBe(200);

    // The erasure job never touches a cancelled request.
    await eraseDueAccounts(app.database.db, app.services.recitations, new Date(Date.now() + 40 * dayMs));
    const [kept] = await app.database.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.id, request!.id));
    expect(kept!.erasedAt).toBeNull();
    expect((await signIn(owner.account.phoneNumber, owner.account.password)).statusCode).toBe(200);
  });
});

describe('erasure after 30 days', () => {
  it('removes contact details and personal data, keeps the ledger and the certificates, once across servers', async () => {
    const { db } = app.database;
    const token = await demoToken();
    const profileIds = [seeded.learner.mainProfileId, seeded.learner.secondProfileId];
    const ledger = await db.select().from(transactions).where(inArray(transactions.profileId, profileIds));
    const issued = await db.select().from(certificates).where(inArray(certificates.profileId, profileIds));
    expect(ledger.length).toBeGreaterThan(0);
    expect(issued.length).toBeGreaterThan(0);

    // Recitations with audio in the media store, and an upload left unfinished.
    const recordings = await db.select().from(recitations).where(inArray(recitations.profileId, profileIds));
    expect(recordings.length).toBeGreaterThan(0);
    const [tahfizh] = await db.select().from(classes).where(eq(classes.slug, 'tahfizh-privat'));
    await unlockProfile(app, token, seeded.learner.mainProfileId, demoLearner.mainProfilePin);
    const unfinished = await post(`/profile/${seeded.learner.mainProfileId}/recitations/uploads`, token, {
      classId: tahfizh!.id,
      surah: 1,
      fromAyah: 1,
      toAyah: 7,
      size: 1000,
    });
    expect(unfinished.statusCode, unfinished.body).toBe(201);
    const uploadKeys = async () => {
      const keys: string[] = [];
      const store = new LocalMediaStorage(app.settings.mediaDir);
      for await (const key of store.list(`recitation-uploads/${seeded.learner.mainProfileId}/`))
        keys.push(key);
      return keys;
    };
    expect(await uploadKeys()).not.toEqual([]);

    await ageCodes(app, { userId: seeded.learner.userId }, 120);
    const closed = await closeAccount(token, demoLearner.password, verificationTarget(app, demoLearner));
    expect(closed.statusCode).toBe(200);
    // A second closed account, to see two servers' runs share the work without doubling it.
    const second = await registerVerifiedUser(app);
    await closeAccount(second.token, second.account.password, verificationTarget(app, second.account));

    expect(await eraseDueAccounts(db, app.services.recitations, new Date(Date.now() + 29 * dayMs))).toBe(0);
    const dueBefore = await db
      .select()
      .from(accountDeletions)
      .where(and(isNull(accountDeletions.erasedAt), isNull(accountDeletions.cancelledAt)));
    const later = new Date(Date.now() + 31 * dayMs);
    const runs = await Promise.all([
      eraseDueAccounts(db, app.services.recitations, later),
      eraseDueAccounts(db, app.services.recitations, later),
    ]);
    expect(runs[0]! + runs[1]!).toBe(dueBefore.length);
    expect(dueBefore.length).toBeGreaterThanOrEqual(2);
    expect(await eraseDueAccounts(db, app.services.recitations, later)).toBe(0);

    const userId = seeded.learner.userId;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      fullName: erasedName,
      phoneNumber: `erased:${userId}`,
      preferredLanguage: null,
    });
    expect(user!.email).not.toContain('demo@academy.test');
    const profileRows = await db.select().from(profiles).where(eq(profiles.userId, userId));
    for (const profile of profileRows)
      expect(profile).toMatchObject({
        name: erasedName,
        pinHash: null,
        address: null,
        city: null,
        gender: null,
      });
    expect(await db.select().from(enrolments).where(inArray(enrolments.profileId, profileIds))).toEqual([]);
    expect(await db.select().from(examAttempts).where(inArray(examAttempts.profileId, profileIds))).toEqual(
      [],
    );
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    // The recitations are gone, their audio from the media store with them, and the unfinished upload.
    expect(await db.select().from(recitations).where(inArray(recitations.profileId, profileIds))).toEqual([]);
    for (const { mediaKey } of recordings) expect(await app.services.media.sizeOf(mediaKey)).toBeUndefined();
    expect(await uploadKeys()).toEqual([]);
    expect(await app.services.outbox!.list(demoLearner.phoneNumber)).toEqual([]);

    // The ledger and the issued certificates stay, as they were.
    const keptLedger = await db
      .select()
      .from(transactions)
      .where(inArray(transactions.profileId, profileIds));
    expect(keptLedger.map((row) => [row.orderId, row.status, row.totalPrice])).toEqual(
      ledger.map((row) => [row.orderId, row.status, row.totalPrice]),
    );
    const keptCertificates = await db
      .select()
      .from(certificates)
      .where(inArray(certificates.profileId, profileIds));
    expect(keptCertificates.map((row) => row.number)).toEqual(issued.map((row) => row.number));
    const verify = await app.inject({ url: `/api/v1/certificates/verify/${issued[0]!.code}` });
    expect(verify.statusCode).toBe(200);

    // The phone number and e-mail are free again; the old sign-in is gone.
    expect((await signIn(demoLearner.phoneNumber, demoLearner.password)).statusCode).toBe(401);
    await registerUser(app, { phoneNumber: demoLearner.phoneNumber, email: demoLearner.email });

    const [request] = await db
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.userId, userId)));
    expect(request!.erasedAt).not.toBeNull();
    const admin = await createStaff(app, 'admin');
    const listed = await app.inject({
      url: `/api/v1/staff/account-deletions?accountId=${userId}&userId=${admin.userId}`,
      headers: admin.headers,
    });
    expect(listed.json().data[0]).toMatchObject({ status: 'erased', fullName: null });
  });
});
