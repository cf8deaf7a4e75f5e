import { meetingPaths } from '@academy/contract/endpoints';
import { eq, inArray, type Column } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index';
import { demoLearner } from '../src/demo/demo-accounts';
import { seedDemo } from '../src/demo/seed-demo';
import { tablesLeftOutOfExport } from '../src/services/data-rights/data-export-notices';
import { bearer } from './helpers/account-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { buildTestApp } from './helpers/test-app';

// "Download my data" holds every personal record the app keeps about the account (issue 38): an
// account with one record of each kind finds each of them in its export, and a table added later
// with an account's or a profile's rows fails here until the export holds it (or says why not).

const app = await buildTestApp({ SEED_DEMO: 'true', NOTIFICATION_JOB_SECONDS: '0' });
const seeded = (await seedDemo(app))!;
const { db } = app.database;
const dayMs = 86_400_000;

/** The file of the export that holds each table's rows. */
const fileOf: Record<string, string> = {
  sessions: 'sessions.json',
  profiles: 'profiles.json',
  account_invitations: 'invitations.json',
  enrolments: 'enrolments.json',
  course_completions: 'progress.json',
  course_last_access: 'progress.json',
  active_days: 'active-hours.json',
  profile_purchases: 'progress.json',
  exam_attempts: 'exam-attempts.json',
  profile_unlocks: 'profile-unlocks.json',
  transactions: 'transactions.json',
  certificates: 'certificates.json',
  profile_badges: 'badges.json',
  exam_overrides: 'exam-extensions.json',
  account_deletions: 'deletion-requests.json',
  meeting_attendance: 'attendance.json',
  calendar_feeds: 'calendar-feeds.json',
  notification_settings: 'notification-settings.json',
  notifications: 'inbox.json',
  recitations: 'recitations.json',
  push_subscriptions: 'push-devices.json',
};
/** Columns whose values the export leaves out on purpose: secrets, and ids of records never shown. */
const unexported = new Set([
  'tokenHash',
  'nonce',
  'codeHash',
  'passwordHash',
  'pinHash',
  'mediaKey',
  // The account's own id is account.json's; its files are all about it.
  'userId',
]);
const unexportedOf: Record<string, string[]> = {
  // A session is its times (its id is no record of the learner's).
  sessions: ['id', 'userId', 'lastSeenAt'],
  // A device's push keys: what its notifications are encrypted to.
  push_subscriptions: ['p256dh', 'auth'],
};

/** Every table with an account's (`user_id`) or a profile's (`profile_id`) own rows. */
function ownerTables() {
  const tables: { table: PgTable; name: string; owner: Column }[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const owner = config.columns.find((column) => column.name === 'user_id' || column.name === 'profile_id');
    if (owner) tables.push({ table: value, name: config.name, owner });
  }
  return tables;
}

describe('download my data holds every personal record', () => {
  it('leaves out no table of an account’s or a profile’s rows but the secrets it names', () => {
    const names = ownerTables().map((entry) => entry.name);
    expect(names.filter((name) => !(name in fileOf) && !(name in tablesLeftOutOfExport))).toEqual([]);
  });

  it('finds each of an account’s records in its export: inbox, settings, attendance, queued messages and the rest', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const userId = seeded.learner.userId;
    const profileId = seeded.learner.mainProfileId;
    // One of each record the demo learner lacks: a PIN unlock, settings, a feed, an attendance mark,
    // a queued message, an exam extension, an invitation and a deletion request it cancelled.
    await unlockProfile(app, token, profileId, demoLearner.mainProfilePin);
    const settings = await app.inject({
      method: 'PUT',
      url: meetingPaths.notificationSettings,
      headers: bearer(token),
      payload: {
        channels: { whatsapp: false, email: true },
        kinds: {
          meetingReminder: true,
          examClosing: false,
          paymentExpiring: true,
          gradeReleased: true,
          certificateIssued: true,
          announcement: true,
        },
      },
    });
    expect(settings.statusCode).toBe(200);
    expect(
      (await app.inject({ url: meetingPaths.calendarFeed(profileId), headers: bearer(token) })).statusCode,
    ).toBe(200);
    const [meeting] = await db
      .select({ id: schema.pertemuan.id })
      .from(schema.pertemuan)
      .innerJoin(schema.kitab, eq(schema.kitab.id, schema.pertemuan.kitabId))
      .innerJoin(schema.classes, eq(schema.classes.id, schema.kitab.classId))
      .where(eq(schema.classes.slug, 'arbain-nawawi'))
      .limit(1);
    await db
      .insert(schema.meetingAttendance)
      .values({ pertemuanId: meeting!.id, profileId, present: true })
      .onConflictDoNothing();
    const [notice] = await db
      .insert(schema.notifications)
      .values({
        profileId,
        kind: 'announcement',
        eventKey: 'test:data-export',
        title: { en: 'Class moved', id: 'Kelas dipindah' },
        body: { en: 'Saturday at 21.00', id: 'Sabtu pukul 21.00' },
      })
      .returning();
    const [queued] = await db
      .insert(schema.notificationDeliveries)
      .values({
        notificationId: notice!.id,
        channel: 'whatsapp',
        status: 'queued',
        dueAt: new Date(Date.now() + dayMs),
      })
      .returning();
    const [exam] = await db.select({ id: schema.exams.id }).from(schema.exams).limit(1);
    await db
      .insert(schema.examOverrides)
      .values({
        examId: exam!.id,
        profileId,
        extraAttempts: 1,
        reason: 'Ill on the day',
        createdByName: 'Admin Akademi',
      })
      .onConflictDoNothing();
    await db.insert(schema.accountInvitations).values({
      userId,
      tokenHash: 'export-test-invitation',
      expiresAt: new Date(Date.now() + 7 * dayMs),
    });
    await db.insert(schema.pushSubscriptions).values({
      profileId,
      endpoint: 'https://push.example.net/send/export-test',
      p256dh: 'export-test-device-key',
      auth: 'export-test-device-auth',
    });
    await db.insert(schema.accountDeletions).values({
      userId,
      eraseAfter: new Date(Date.now() + 30 * dayMs),
      cancelledAt: new Date(),
      cancelledByName: 'Admin Akademi',
      cancelReason: 'Asked by phone',
    });

    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/user/me/data-export',
      headers: bearer(token),
      payload: { password: demoLearner.password },
    });
    expect(answer.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());

    const profileIds = (
      await db
        .select({ id: schema.profiles.id })
        .from(schema.profiles)
        .where(eq(schema.profiles.userId, userId))
    ).map((row) => row.id);
    const missing: string[] = [];
    for (const { table, name, owner } of ownerTables()) {
      if (name in tablesLeftOutOfExport || !(name in fileOf)) continue;
      const file = text(fileOf[name]!);
      const rows = (await db
        .select()
        .from(table)
        .where(owner.name === 'user_id' ? eq(owner, userId) : inArray(owner, profileIds))) as Record<
        string,
        unknown
      >[];
      if (rows.length === 0) missing.push(`${name}: no record to look for`);
      const skip = new Set([...unexported, ...(unexportedOf[name] ?? [])]);
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (skip.has(column) || value === null) continue;
          const shown =
            value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null;
          if (shown !== null && !file.includes(JSON.stringify(shown))) missing.push(`${name}.${column}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);

    // The queued message is under its notification in the inbox.
    const inbox = JSON.parse(text('inbox.json')) as {
      id: string;
      messages: { id: string; status: string }[];
    }[];
    expect(inbox.find((entry) => entry.id === notice!.id)?.messages).toEqual([
      expect.objectContaining({ id: queued!.id, status: 'queued', channel: 'whatsapp' }),
    ]);
    expect(JSON.parse(text('notification-settings.json'))).toMatchObject({
      settings: { channels: { whatsapp: false, email: true } },
    });
    expect(JSON.parse(text('attendance.json'))).toContainEqual(
      expect.objectContaining({ pertemuanId: meeting!.id, present: true, markedBy: 'self' }),
    );
    // No secret of the new files.
    for (const name of ['calendar-feeds.json', 'invitations.json', 'push-devices.json'])
      expect(text(name)).not.toMatch(/tokenHash|nonce|export-test-invitation|export-test-device/);
  });
});
