import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  calendarFeeds,
  notifications,
  pushSubscriptions,
  recitations,
  staffAuditLog,
  users,
} from '../src/db/schema/index';
import { eraseDueAccounts } from '../src/services/data-rights/account-erasure';
import { writeAudit } from '../src/services/audit/audit-log';
import {
  ageCodes,
  bearer,
  latestCode,
  registerVerifiedUser,
  verificationTarget,
  type VerifiedUser,
} from './helpers/account-factory';
import { createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { buildTestApp } from './helpers/test-app';

// Issue 37, item 13: what a closed or erased account still left behind — a calendar feed that
// answered, the account's gender, its inbox, and staff's audit rows with the teacher's grade and
// comments of its recitations.

const app = await buildTestApp({ APP_ORIGIN: 'http://localhost:3000' });
const basics = await seedCatalogueBasics(app);
const dayMs = 86_400_000;

async function feedPath(learner: VerifiedUser): Promise<string> {
  const response = await app.inject({
    url: `/api/v1/profile/${learner.profiles[0]!.id}/calendar-feed`,
    headers: bearer(learner.token),
  });
  expect(response.statusCode).toBe(200);
  return new URL((response.json() as { data: { url: string } }).data.url).pathname;
}

async function closeAccount(learner: VerifiedUser) {
  await ageCodes(app, { userId: learner.user.id }, 120);
  const headers = { ...bearer(learner.token), 'accept-language': 'en' };
  const sent = await app.inject({ method: 'POST', url: '/api/v1/user/me/deletion/code', headers });
  expect(sent.statusCode).toBe(200);
  const otp = await latestCode(app, verificationTarget(app, learner.account));
  const closed = await app.inject({
    method: 'POST',
    url: '/api/v1/user/me/deletion',
    headers,
    payload: { password: learner.account.password, otp },
  });
  expect(closed.statusCode).toBe(200);
}

describe('a closed and then erased account', () => {
  it('has no calendar feed from the moment it closes, and no push device once erased', async () => {
    const learner = await registerVerifiedUser(app);
    const path = await feedPath(learner);
    await app.database.db.insert(pushSubscriptions).values({
      profileId: learner.profiles[0]!.id,
      endpoint: 'https://push.example.net/send/erased',
      p256dh: 'device-key',
      auth: 'device-auth',
    });
    expect((await app.inject({ url: path })).statusCode).toBe(200);
    await closeAccount(learner);
    const closed = await app.inject({ url: path });
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toMatchObject({ err: true, code: 404 });

    await eraseDueAccounts(app.database.db, app.services.recitations, new Date(Date.now() + 31 * dayMs));
    expect((await app.inject({ url: path })).statusCode).toBe(404);
    const feeds = await app.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.profileId, learner.profiles[0]!.id));
    expect(feeds).toEqual([]);
    const devices = await app.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.profileId, learner.profiles[0]!.id));
    expect(devices).toEqual([]);
  });

  it('keeps no gender, no inbox and no graded content in the audit log', async () => {
    const { db } = app.database;
    const learner = await registerVerifiedUser(app);
    const profileId = learner.profiles[0]!.id;
    const klass = await createClass(app, basics, { state: 'in_progress' });
    const [recitation] = await db
      .insert(recitations)
      .values({
        profileId,
        classId: klass.id,
        surah: 1,
        fromAyah: 1,
        toAyah: 7,
        mediaKey: `recitations/${profileId}/erased-test.webm`,
        contentType: 'audio/webm',
        durationSeconds: 30,
      })
      .returning();
    const graded = { grade: 'repeat', comments: [{ atSeconds: 3, ayah: 2, text: 'Makhraj of ḥāʾ' }] };
    await writeAudit(
      db,
      { userId: null, fullName: 'Guru' },
      'update',
      'recitations',
      recitation!.id,
      null,
      graded,
    );
    await db.insert(notifications).values({
      profileId,
      kind: 'gradeReleased',
      eventKey: `recitation:${recitation!.id}`,
      title: { en: 'Your recitation was reviewed', id: 'Setoran Anda dinilai' },
      body: { en: 'Repeat: makhraj of ḥāʾ', id: 'Ulangi: makhraj ḥāʾ' },
    });

    await closeAccount(learner);
    await eraseDueAccounts(db, app.services.recitations, new Date(Date.now() + 31 * dayMs));

    const [user] = await db.select().from(users).where(eq(users.id, learner.user.id));
    expect(user!.gender).toBeNull();
    expect(await db.select().from(notifications).where(eq(notifications.profileId, profileId))).toEqual([]);
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(inArray(staffAuditLog.resourceId, [recitation!.id]));
    // The fact of the review stays (who, when, what), its content does not.
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', resource: 'recitations', actorName: 'Guru' });
    expect(audit[0]!.before).toBeNull();
    expect(audit[0]!.after).toEqual({ erased: true });
    expect(JSON.stringify(audit)).not.toContain('Makhraj');
  });
});
