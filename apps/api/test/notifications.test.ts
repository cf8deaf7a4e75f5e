import {
  announcementChannels,
  notificationKinds,
  type Announcement,
  type AppNotification,
  type NotificationSettings,
} from '@academy/contract/meetings';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  enrolments,
  examAttempts,
  examOverrides,
  notificationDeliveries,
  notifications,
  outboxMessages,
  pertemuan,
  staffAuditLog,
  transactions,
} from '../src/db/schema/index';
import type { MessageTransport } from '../src/services/messages/message-transport';
import { NotificationService } from '../src/services/notifications/notification-service';
import {
  defaultNotificationSettings,
  NotificationSettingsService,
} from '../src/services/notifications/notification-settings-service';
import { ReminderService } from '../src/services/notifications/reminder-service';
import { bearer, createProfile, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createExam } from './helpers/exam-factory';
import { createdTransaction } from './helpers/payments';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// The job is driven by hand here, at chosen instants (NOTIFICATION_JOB_SECONDS=0 keeps its timer off).
const app = await buildTestApp({ NOTIFICATION_JOB_SECONDS: '0' });
const minute = 60_000;
const hour = 60 * minute;
/** 12.00 and 22.00 WIB of one day: outside and inside the quiet hours. */
const noon = new Date('2030-01-05T05:00:00Z');
const night = new Date('2030-01-05T15:00:00Z');
const allOn: NotificationSettings = defaultNotificationSettings;

let learner: VerifiedUser;
let quiet: VerifiedUser;
let stranger: VerifiedUser;
let profileId: string;
let siblingId: string;
let quietProfileId: string;
let admin: StaffMember;
let otherTeacher: StaffMember;
let classId: string;
let book: Awaited<ReturnType<typeof addKitab>>;
let basics: Awaited<ReturnType<typeof seedCatalogueBasics>>;

const putSettings = (user: VerifiedUser, settings: NotificationSettings) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/user/me/notification-settings',
    headers: bearer(user.token),
    payload: settings,
  });
const schedule = (id: string, startsAt: Date) =>
  app.database.db.update(pertemuan).set({ scheduledAt: startsAt }).where(eq(pertemuan.id, id));
const deliveriesOf = async (profile: string, eventKey: string) => {
  const rows = await app.database.db
    .select({
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      dueAt: notificationDeliveries.dueAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(and(eq(notifications.profileId, profile), eq(notifications.eventKey, eventKey)));
  return Object.fromEntries(rows.map((row) => [row.channel, row]));
};
const notices = (to: string) =>
  app.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.purpose, 'notice')));

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app);
  quiet = await registerVerifiedUser(app);
  stranger = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
  siblingId = (await createProfile(app, learner.token)).id;
  quietProfileId = quiet.profiles[0]!.id;
  admin = await createStaff(app, 'admin');
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app));
  const running = await createClass(app, basics, { state: 'in_progress' });
  classId = running.id;
  book = await addKitab(app, running.id, { meetings: 3, perMeeting: 1 });
  await app.database.db.insert(enrolments).values([
    { classId, profileId, status: 'active' },
    { classId, profileId: siblingId, status: 'active' },
    { classId, profileId: quietProfileId, status: 'active' },
  ]);
  // The quiet learner hears nothing by WhatsApp, and no exam reminders at all.
  await putSettings(quiet, {
    channels: { whatsapp: false, email: true, push: true },
    kinds: { ...allOn.kinds, examClosing: false },
  });
});

describe('notification settings', () => {
  it('are all on for a new account, and keep what the account chooses', async () => {
    const fresh = await app.inject({
      url: '/api/v1/user/me/notification-settings',
      headers: bearer(stranger.token),
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ data: allOn });
    const off = { ...allOn, kinds: { ...allOn.kinds, announcement: false } };
    expect((await putSettings(stranger, off)).statusCode).toBe(200);
    const read = await app.inject({
      url: '/api/v1/user/me/notification-settings',
      headers: bearer(stranger.token),
    });
    expect(read.json()).toMatchObject({ data: off });
    await putSettings(stranger, allOn);
    const partial = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/me/notification-settings',
      headers: bearer(stranger.token),
      payload: { channels: { whatsapp: true } },
    });
    expect(partial.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/user/me/notification-settings' })).statusCode).toBe(401);
  });

  it('are respected by every kind: a kind turned off is kept in the inbox and sent by no channel', async () => {
    const listener = await registerVerifiedUser(app);
    const listenerProfileId = listener.profiles[0]!.id;
    for (const kind of notificationKinds) {
      expect(
        (await putSettings(listener, { ...allOn, kinds: { ...allOn.kinds, [kind]: false } })).statusCode,
      ).toBe(200);
      const notice = (eventKey: string) =>
        app.services.notifications.notify(
          {
            profileId: listenerProfileId,
            kind,
            eventKey,
            title: { en: kind, id: kind },
            body: { en: kind, id: kind },
            url: null,
            channels: announcementChannels,
          },
          noon,
        );
      expect(await notice(`settings-off:${kind}`)).toBe(true);
      expect(await deliveriesOf(listenerProfileId, `settings-off:${kind}`), kind).toMatchObject({
        inapp: { status: 'sent' },
        whatsapp: { status: 'skipped' },
        email: { status: 'skipped' },
      });
      // Only WhatsApp off: e-mail still goes.
      await putSettings(listener, { ...allOn, channels: { whatsapp: false, email: true, push: true } });
      expect(await notice(`whatsapp-off:${kind}`)).toBe(true);
      expect(await deliveriesOf(listenerProfileId, `whatsapp-off:${kind}`), kind).toMatchObject({
        whatsapp: { status: 'skipped' },
        email: { status: 'queued' },
      });
    }
  });
});

describe('reminders', () => {
  it('remind of a meeting REMINDER_MEETING_MINUTES before, once per profile, even with two servers scanning', async () => {
    await schedule(book.meetingIds[0]!, new Date(noon.getTime() + 45 * minute));
    await schedule(book.meetingIds[1]!, new Date(noon.getTime() + 90 * minute)); // not yet due
    // A second server: its own services on the same database.
    const settings = new NotificationSettingsService(app.database.db);
    const other = new ReminderService(
      app.database.db,
      new NotificationService(app.database.db, settings, app.services.messages, app.settings.appOrigin),
      { meetingMinutes: 60, examHours: 24 },
    );
    const made = await Promise.all([
      app.services.reminders.scan(noon),
      other.scan(noon),
      app.services.reminders.scan(noon),
    ]);
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(3); // three profiles, one meeting
    const rows = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `meeting:${book.meetingIds[0]}`));
    expect(rows.map((row) => row.profileId).sort()).toEqual([profileId, siblingId, quietProfileId].sort());
    expect(await app.services.reminders.scan(new Date(noon.getTime() + minute))).toBe(0);

    const before = (await notices(learner.account.phoneNumber)).length;
    await Promise.all([app.services.notifications.deliver(noon), app.services.notifications.deliver(noon)]);
    // One WhatsApp and one e-mail per profile of the learner's account (main and sibling).
    expect((await notices(learner.account.phoneNumber)).length - before).toBe(2);
    expect(await deliveriesOf(profileId, `meeting:${book.meetingIds[0]}`)).toMatchObject({
      inapp: { status: 'sent' },
      whatsapp: { status: 'sent' },
      email: { status: 'sent' },
    });
    expect(await deliveriesOf(quietProfileId, `meeting:${book.meetingIds[0]}`)).toMatchObject({
      whatsapp: { status: 'skipped' },
      email: { status: 'sent' },
    });
    const [message] = await notices(learner.account.email);
    // In the account's language (Indonesian unless chosen), with the class page's full address.
    expect(message!.body).toContain('Pertemuan 1');
    expect(message!.body).toContain('WIB');
    expect(message!.body).toContain(`${app.settings.appOrigin}/dashboard/class/${classId}`);
  });

  it('remind of an exam closing within REMINDER_EXAM_HOURS a profile that has not finished it', async () => {
    const exam = await createExam(app, book.kitabId, {
      opensAt: new Date(noon.getTime() - 2 * hour),
      closesAt: new Date(noon.getTime() + 10 * hour),
    });
    await app.database.db.insert(examAttempts).values({
      examId: exam.examId,
      profileId: siblingId,
      status: 'graded',
      passed: true,
      score: 10,
      maxScore: 10,
      deadline: noon,
      submittedAt: noon,
    });
    await app.services.reminders.scan(noon);
    const key = `exam:${exam.examId}`;
    expect(Object.keys(await deliveriesOf(profileId, key)).sort()).toEqual(['email', 'inapp', 'whatsapp']);
    expect(await deliveriesOf(siblingId, key)).toEqual({});
    // The quiet learner turned exam reminders off: the inbox keeps it, nothing is sent.
    expect(await deliveriesOf(quietProfileId, key)).toMatchObject({
      inapp: { status: 'sent' },
      whatsapp: { status: 'skipped' },
      email: { status: 'skipped' },
    });
    // The next scan passes the reminded learners over before anything else about them: the
    // notices it hands on hold none of this exam's (nothing to skip as already made).
    const handedOn: string[] = [];
    const watching = new ReminderService(
      app.database.db,
      {
        notifyMany: async (notices: { eventKey: string }[]) => {
          handedOn.push(...notices.map((notice) => notice.eventKey));
          return 0;
        },
      } as unknown as NotificationService,
      { meetingMinutes: 60, examHours: 24 },
    );
    await watching.scan(new Date(noon.getTime() + minute));
    expect(handedOn.filter((eventKey) => eventKey === key)).toEqual([]);
  });

  it('remind of an exam by each learner’s own close: an extension into the window reminds that learner alone', async () => {
    const closed = await createExam(app, book.kitabId, {
      opensAt: new Date(noon.getTime() - 20 * hour),
      closesAt: new Date(noon.getTime() - hour),
    });
    const later = await createExam(app, book.kitabId, {
      opensAt: new Date(noon.getTime() - 2 * hour),
      closesAt: new Date(noon.getTime() + 30 * hour),
    });
    const given = { reason: 'Sick on the exam day', createdByName: 'Ustadzah Aminah' };
    await app.database.db.insert(examOverrides).values([
      { ...given, examId: closed.examId, profileId, closesAt: new Date(noon.getTime() + 5 * hour) },
      // An extension of an exam that closes after the window keeps it after the window.
      { ...given, examId: later.examId, profileId, closesAt: new Date(noon.getTime() + 40 * hour) },
    ]);
    await app.services.reminders.scan(noon);
    const [extended] = await app.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        and(eq(notifications.profileId, profileId), eq(notifications.eventKey, `exam:${closed.examId}`)),
      );
    expect(extended?.body.en).toContain('January 5 at 05:00 PM WIB');
    expect(await deliveriesOf(quietProfileId, `exam:${closed.examId}`)).toEqual({});
    expect(await deliveriesOf(profileId, `exam:${later.examId}`)).toEqual({});
    expect(await deliveriesOf(quietProfileId, `exam:${later.examId}`)).toEqual({});
  });

  it('are made in bulk: over a chunk at once, a repeated notice once, an unknown profile skipped, each by its settings', async () => {
    const events = Array.from({ length: 260 }, (_, i) => `bulk:${i}`);
    const notice = (profile: string, eventKey: string) => ({
      profileId: profile,
      kind: 'examClosing' as const,
      eventKey,
      title: { en: 'Bulk', id: 'Massal' },
      body: { en: 'Bulk', id: 'Massal' },
      url: null,
      channels: announcementChannels,
    });
    const inputs = [
      ...events.flatMap((key) => [notice(profileId, key), notice(quietProfileId, key)]),
      // The same event twice in one batch, and a profile that does not exist.
      notice(profileId, 'bulk:0'),
      notice('00000000-0000-4000-8000-000000000000', 'bulk:0'),
    ];
    expect(await app.services.notifications.notifyMany(inputs, noon)).toBe(520);
    // Made already: a second time makes none.
    expect(await app.services.notifications.notifyMany(inputs.slice(0, 10), noon)).toBe(0);
    expect(await deliveriesOf(profileId, 'bulk:259')).toMatchObject({
      inapp: { status: 'sent' },
      whatsapp: { status: 'queued' },
      email: { status: 'queued' },
    });
    expect(await deliveriesOf(quietProfileId, 'bulk:259')).toMatchObject({
      inapp: { status: 'sent' },
      whatsapp: { status: 'skipped' },
      email: { status: 'skipped' },
    });
    const rows = await app.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.profileId, profileId), eq(notifications.eventKey, 'bulk:0')));
    expect(rows).toHaveLength(1);
    // Out of the way of the tests that count deliveries: nothing of these is sent.
    await app.database.db.delete(notifications).where(sql`${notifications.eventKey} like 'bulk:%'`);
  });

  it('remind of a pending payment with 5 minutes left', async () => {
    const paid = await createClass(app, basics, { price: 50_000 });
    const tx = await createdTransaction(app, learner.token, profileId, { type: 'class', id: paid.id });
    await app.database.db
      .update(transactions)
      .set({ expiresAt: new Date(noon.getTime() + 6 * minute) })
      .where(eq(transactions.id, tx.id));
    await app.services.reminders.scan(noon);
    expect(await deliveriesOf(profileId, `payment:${tx.id}`)).toEqual({});
    await app.services.reminders.scan(new Date(noon.getTime() + 2 * minute));
    expect(await deliveriesOf(profileId, `payment:${tx.id}`)).toMatchObject({
      whatsapp: { status: 'queued' },
    });
  });

  it('hold WhatsApp in the quiet hours until 06.00 WIB, but not for a meeting within the hour', async () => {
    await schedule(book.meetingIds[2]!, new Date(night.getTime() + 30 * minute));
    const exam = await createExam(app, book.kitabId, {
      opensAt: new Date(night.getTime() - 2 * hour),
      closesAt: new Date(night.getTime() + 10 * hour),
    });
    await app.services.reminders.scan(night);
    const meeting = await deliveriesOf(profileId, `meeting:${book.meetingIds[2]}`);
    expect(meeting.whatsapp).toMatchObject({ status: 'queued', dueAt: night });
    const closing = await deliveriesOf(profileId, `exam:${exam.examId}`);
    expect(closing.whatsapp).toMatchObject({ status: 'queued', dueAt: new Date('2030-01-05T23:00:00Z') });
    expect(closing.email).toMatchObject({ status: 'queued', dueAt: night });
    await app.services.notifications.deliver(night);
    expect((await deliveriesOf(profileId, `exam:${exam.examId}`)).whatsapp!.status).toBe('queued');
    expect((await deliveriesOf(profileId, `exam:${exam.examId}`)).email!.status).toBe('sent');
    expect((await deliveriesOf(profileId, `meeting:${book.meetingIds[2]}`)).whatsapp!.status).toBe('sent');
    await app.services.notifications.deliver(new Date('2030-01-05T23:00:00Z'));
    expect((await deliveriesOf(profileId, `exam:${exam.examId}`)).whatsapp!.status).toBe('sent');
  });

  it('send every message due in one run, batch after batch, and stop between batches when the server stops', async () => {
    const crowd = await registerVerifiedUser(app);
    const crowdProfile = crowd.profiles[0]!.id;
    const message = (i: number) => ({
      profileId: crowdProfile,
      kind: 'announcement' as const,
      eventKey: `crowd:${i}`,
      title: { en: `Notice ${i}`, id: `Pemberitahuan ${i}` },
      body: { en: 'Read it', id: 'Bacalah' },
      url: null,
      channels: ['whatsapp', 'email'] as const,
    });
    // 120 messages: more than two batches of 50.
    await app.services.notifications.notifyMany(
      Array.from({ length: 60 }, (_, i) => message(i)),
      noon,
    );
    const stopped = new AbortController();
    stopped.abort();
    // A stopping server sends one batch and leaves the rest queued for the next run.
    expect(await app.services.notifications.deliver(noon, { stopping: stopped.signal })).toBeLessThanOrEqual(
      50,
    );
    await app.services.notifications.deliver(noon);
    expect(await notices(crowd.account.phoneNumber)).toHaveLength(60);
    expect(await notices(crowd.account.email)).toHaveLength(60);
  });

  it('retry a failed send with backoff, then mark it failed', async () => {
    let calls = 0;
    const failing: MessageTransport = {
      name: 'failing',
      send: () => Promise.reject(new Error('down')),
      sendNotice: () => {
        calls += 1;
        return Promise.reject(new Error('down'));
      },
    };
    const service = new NotificationService(
      app.database.db,
      new NotificationSettingsService(app.database.db),
      failing,
      '',
    );
    await service.notify(
      {
        profileId: stranger.profiles[0]!.id,
        kind: 'announcement',
        eventKey: 'test:retry',
        title: { en: 'T', id: 'T' },
        body: { en: 'B', id: 'B' },
        url: null,
        channels: ['email'],
      },
      noon,
    );
    let at = noon;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await service.deliver(at);
      at = new Date(at.getTime() + 2 ** attempt * minute);
    }
    expect(calls).toBe(5);
    expect(await deliveriesOf(stranger.profiles[0]!.id, 'test:retry')).toMatchObject({
      email: { status: 'failed' },
    });
  });
});

describe('the inbox', () => {
  const inbox = (token = learner.token, id = profileId) =>
    app.inject({ url: `/api/v1/profile/${id}/notifications?size=50`, headers: bearer(token) });

  it('lists the profile’s notifications newest first with the unread count, and marks them read', async () => {
    const response = await inbox();
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: AppNotification[];
      meta: { unread: number; totalElements: number };
    };
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    const times = body.data.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.meta.unread).toBe(body.meta.totalElements);

    const one = await app.inject({
      method: 'POST',
      url: `/api/v1/profile/${profileId}/notifications/read`,
      headers: bearer(learner.token),
      payload: { ids: [body.data[0]!.id] },
    });
    expect(one.json()).toMatchObject({ data: { unread: body.meta.unread - 1 } });
    const all = await app.inject({
      method: 'POST',
      url: `/api/v1/profile/${profileId}/notifications/read`,
      headers: bearer(learner.token),
      payload: { all: true },
    });
    expect(all.json()).toMatchObject({ data: { unread: 0 } });
    expect((await inbox()).json()).toMatchObject({ meta: { unread: 0 } });
    expect((await inbox(stranger.token)).statusCode).toBe(404);
  });
});

describe('announcements', () => {
  it('reach every active learner of the class, with each recipient’s status per channel', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/classes/${classId}/announcements`,
      headers: admin.headers,
      payload: {
        title: 'No class on Saturday',
        body: 'We meet again next week.',
        channels: ['inapp', 'whatsapp'],
      },
    });
    expect(response.statusCode).toBe(201);
    const announcement = (response.json() as { data: Announcement }).data;
    const statusOf = (a: Announcement, profile: string, channel: string) =>
      a.deliveries.find((d) => d.profileId === profile && d.channel === channel)?.status;
    expect(announcement.deliveries).toHaveLength(6);
    expect(statusOf(announcement, profileId, 'inapp')).toBe('sent');
    expect(statusOf(announcement, profileId, 'whatsapp')).toBe('queued');
    // When the queued message goes: at once, or once the quiet hours (21.00–06.00 WIB) end.
    const queued = announcement.deliveries.find((d) => d.profileId === profileId && d.channel === 'whatsapp');
    expect(Date.parse(queued!.dueAt)).toBeGreaterThanOrEqual(Date.parse(announcement.createdAt) - 1000);
    expect(statusOf(announcement, quietProfileId, 'whatsapp')).toBe('skipped');
    expect(announcement.deliveries.some((d) => d.channel === 'email')).toBe(false);

    await app.services.notifications.deliver(noon);
    const read = await app.inject({
      url: `/api/v1/staff/announcements/${announcement.id}`,
      headers: admin.headers,
    });
    expect(statusOf((read.json() as { data: Announcement }).data, profileId, 'whatsapp')).toBe('sent');
    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.resource, 'announcements'), eq(staffAuditLog.resourceId, announcement.id)));
    expect(audit).toBeDefined();

    const classPage = await app.inject({
      url: `/api/v1/profile/${profileId}/classes/${classId}/announcements`,
      headers: bearer(learner.token),
    });
    expect(classPage.json()).toMatchObject({
      data: [{ id: announcement.id, title: 'No class on Saturday' }],
    });
    const strangerPage = await app.inject({
      url: `/api/v1/profile/${stranger.profiles[0]!.id}/classes/${classId}/announcements`,
      headers: bearer(stranger.token),
    });
    expect(strangerPage.statusCode).toBe(403);
    const inbox = await app.inject({
      url: `/api/v1/profile/${profileId}/notifications`,
      headers: bearer(learner.token),
    });
    const items = (inbox.json() as { data: AppNotification[] }).data;
    expect(items.find((item) => item.kind === 'announcement')).toMatchObject({
      title: { en: 'No class on Saturday' },
      body: { id: 'We meet again next week.' },
      url: `/dashboard/class/${classId}`,
    });
  });

  it('refuse a teacher of another class, an empty channel list, and list the class’s announcements', async () => {
    const url = `/api/v1/staff/classes/${classId}/announcements`;
    const payload = { title: 'Hi', body: 'Text', channels: ['inapp'] };
    expect(
      (await app.inject({ method: 'POST', url, headers: otherTeacher.headers, payload })).statusCode,
    ).toBe(403);
    const empty = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { ...payload, channels: [] },
    });
    expect(empty.statusCode).toBe(400);
    const list = await app.inject({ url, headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: unknown[] }).data).toHaveLength(1);
    expect((await app.inject({ url, headers: bearer(learner.token) })).statusCode).toBe(403);
  });

  it('reach only the learners chosen (those enrolled), who alone find it on the class page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/classes/${classId}/announcements`,
      headers: admin.headers,
      payload: {
        title: 'Your recitation is due',
        body: 'Please send it by Friday.',
        channels: ['inapp'],
        profileIds: [siblingId, stranger.profiles[0]!.id],
      },
    });
    expect(response.statusCode).toBe(201);
    const announcement = (response.json() as { data: Announcement }).data;
    expect(announcement.audience).toBe('selected');
    expect(announcement.deliveries.map((d) => d.profileId)).toEqual([siblingId]);
    const pageOf = async (profile: string) =>
      (
        (
          await app.inject({
            url: `/api/v1/profile/${profile}/classes/${classId}/announcements`,
            headers: bearer(learner.token),
          })
        ).json() as { data: { id: string; audience: string }[] }
      ).data;
    expect((await pageOf(siblingId)).map((a) => a.id)).toContain(announcement.id);
    expect((await pageOf(profileId)).map((a) => a.id)).not.toContain(announcement.id);
    expect((await pageOf(profileId)).every((a) => a.audience === 'class')).toBe(true);
    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.resource, 'announcements'), eq(staffAuditLog.resourceId, announcement.id)));
    expect(audit?.after).toMatchObject({ profileIds: [siblingId, stranger.profiles[0]!.id] });
  });
});
