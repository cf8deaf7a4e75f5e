import type { AppNotification } from '@academy/contract/meetings';
import { maxPushSubscriptionsPerProfile } from '@academy/contract/push';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  enrolments,
  notificationDeliveries,
  notifications,
  pertemuan,
  pushSubscriptions,
} from '../src/db/schema/index';
import { bearer, createProfile, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createExam } from './helpers/exam-factory';
import { browserKeys, decryptPush, startPushService, verifyVapid } from './helpers/push-service';
import { buildTestApp } from './helpers/test-app';

// Issue 41, Web Push (decision 0155): a reminder reaches a subscribed device encrypted (RFC 8291)
// and signed (RFC 8292); a gone subscription is removed; the quiet hours hold push like WhatsApp.
// The job is driven by hand at chosen instants (NOTIFICATION_JOB_SECONDS=0 keeps its timer off).
const app = await buildTestApp({ NOTIFICATION_JOB_SECONDS: '0' });
const pushService = await startPushService();
const minute = 60_000;
const hour = 60 * minute;
/** 12.00 and 22.00 WIB of one day: outside and inside the quiet hours. */
const noon = new Date('2030-01-05T05:00:00Z');
const night = new Date('2030-01-05T15:00:00Z');
/** 06.00 WIB of the next day, when the quiet hours end. */
const morning = new Date('2030-01-05T23:00:00Z');

let learner: VerifiedUser;
let profileId: string;
let book: Awaited<ReturnType<typeof addKitab>>;

const subscriptionsPath = (profile: string) => `/api/v1/profile/${profile}/push-subscriptions`;
const subscribe = (user: VerifiedUser, profile: string, body: object) =>
  app.inject({ method: 'POST', url: subscriptionsPath(profile), headers: bearer(user.token), payload: body });
const devicesOf = (profile: string) =>
  app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.profileId, profile));
const pushDelivery = async (profile: string, eventKey: string) => {
  const [row] = await app.database.db
    .select({ status: notificationDeliveries.status, dueAt: notificationDeliveries.dueAt })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      and(
        eq(notifications.profileId, profile),
        eq(notifications.eventKey, eventKey),
        eq(notificationDeliveries.channel, 'push'),
      ),
    );
  return row;
};
const schedule = (id: string, startsAt: Date) =>
  app.database.db.update(pertemuan).set({ scheduledAt: startsAt }).where(eq(pertemuan.id, id));

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
  const running = await createClass(app, basics, { state: 'in_progress' });
  book = await addKitab(app, running.id, { meetings: 3, perMeeting: 1 });
  await app.database.db.insert(enrolments).values({ classId: running.id, profileId, status: 'active' });
});

describe('Web Push of reminders', () => {
  it('sends a reminder to the subscribed device, encrypted to its keys and signed with the VAPID key', async () => {
    const key = await app.inject({ url: '/api/v1/push/vapid-public-key' });
    expect(key.statusCode).toBe(200);
    const vapidKey = (key.json() as { data: { key: string } }).data.key;
    expect(Buffer.from(vapidKey, 'base64url')).toHaveLength(65);

    const phone = browserKeys(`${pushService.origin}/push/phone`);
    expect((await subscribe(learner, profileId, phone.subscription)).statusCode).toBe(201);
    // The same device again is the same subscription, not a second one.
    expect((await subscribe(learner, profileId, phone.subscription)).statusCode).toBe(201);
    expect(await devicesOf(profileId)).toHaveLength(1);

    await schedule(book.meetingIds[0]!, new Date(noon.getTime() + 45 * minute));
    expect(await app.services.reminders.scan(noon)).toBe(1);
    await app.services.notifications.deliver(noon);
    expect(pushService.received).toHaveLength(1);
    const [push] = pushService.received;
    expect(push!.path).toBe('/push/phone');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const vapid = verifyVapid(push!.headers.authorization);
    expect(vapid.key).toBe(vapidKey);
    expect(vapid.claims).toMatchObject({ aud: pushService.origin, sub: app.settings.vapid.subject });

    const inbox = await app.inject({
      url: `/api/v1/profile/${profileId}/notifications`,
      headers: bearer(learner.token),
    });
    const [reminder] = (inbox.json() as { data: AppNotification[] }).data;
    // In the account's language (Indonesian unless chosen), opening the screen it is about.
    expect(JSON.parse(decryptPush(push!.body, phone))).toEqual({
      title: reminder!.title.id,
      body: reminder!.body.id,
      url: reminder!.url,
    });
    expect(await pushDelivery(profileId, `meeting:${book.meetingIds[0]}`)).toMatchObject({ status: 'sent' });
  });

  it('removes a subscription the push service reports gone (410)', async () => {
    pushService.status = 410;
    try {
      await schedule(book.meetingIds[1]!, new Date(noon.getTime() + 2 * hour + 30 * minute));
      expect(await app.services.reminders.scan(new Date(noon.getTime() + 2 * hour))).toBe(1);
      await app.services.notifications.deliver(new Date(noon.getTime() + 2 * hour));
      expect(pushService.received).toHaveLength(2);
      expect(await devicesOf(profileId)).toEqual([]);
      // Nothing was left to send to: the delivery says so and is not retried.
      expect(await pushDelivery(profileId, `meeting:${book.meetingIds[1]}`)).toMatchObject({
        status: 'skipped',
      });
    } finally {
      pushService.status = 201;
    }
  });

  it('holds a push in the quiet hours until 06.00 WIB, as WhatsApp is held', async () => {
    const phone = browserKeys(`${pushService.origin}/push/night`);
    expect((await subscribe(learner, profileId, phone.subscription)).statusCode).toBe(201);
    const exam = await createExam(app, book.kitabId, {
      opensAt: new Date(night.getTime() - 2 * hour),
      closesAt: new Date(night.getTime() + 10 * hour),
    });
    await app.services.reminders.scan(night);
    const eventKey = `exam:${exam.examId}`;
    expect(await pushDelivery(profileId, eventKey)).toMatchObject({ status: 'queued', dueAt: morning });
    const before = pushService.received.length;
    await app.services.notifications.deliver(night);
    expect(pushService.received).toHaveLength(before);
    await app.services.notifications.deliver(morning);
    expect(pushService.received).toHaveLength(before + 1);
    expect(JSON.parse(decryptPush(pushService.received.at(-1)!.body, phone))).toMatchObject({
      url: `/dashboard/kitab/${book.kitabId}/q/${exam.examId}`,
    });
    expect(await pushDelivery(profileId, eventKey)).toMatchObject({ status: 'sent' });
  });

  it('is skipped when the account turned push off, and made for no profile without a device', async () => {
    const settings = await app.inject({
      url: '/api/v1/user/me/notification-settings',
      headers: bearer(learner.token),
    });
    const current = (settings.json() as { data: { channels: Record<string, boolean> } }).data;
    expect(current.channels.push).toBe(true);
    const off = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/me/notification-settings',
      headers: bearer(learner.token),
      payload: { ...current, channels: { ...current.channels, push: false } },
    });
    expect(off.statusCode).toBe(200);
    const sibling = await createProfile(app, learner.token);
    const notice = (profile: string) => ({
      profileId: profile,
      kind: 'announcement' as const,
      eventKey: 'push-off',
      title: { en: 'Off', id: 'Mati' },
      body: { en: 'Off', id: 'Mati' },
      url: null,
      channels: ['inapp', 'push'] as const,
    });
    await app.services.notifications.notifyMany([notice(profileId), notice(sibling.id)], noon);
    expect(await pushDelivery(profileId, 'push-off')).toMatchObject({ status: 'skipped' });
    expect(await pushDelivery(sibling.id, 'push-off')).toBeUndefined();
  });
});

describe('push subscriptions', () => {
  it('keep at most the cap per profile, dropping the oldest', async () => {
    const owner = await registerVerifiedUser(app);
    const profile = owner.profiles[0]!.id;
    const endpoints = Array.from(
      { length: maxPushSubscriptionsPerProfile + 1 },
      (_, i) => `${pushService.origin}/push/cap-${i}`,
    );
    for (const endpoint of endpoints) {
      expect((await subscribe(owner, profile, browserKeys(endpoint).subscription)).statusCode).toBe(201);
    }
    const kept = (await devicesOf(profile)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(1).sort());
  });

  it('are removed by DELETE, belong to one account per device, and refuse others and bad keys', async () => {
    const owner = await registerVerifiedUser(app);
    const other = await registerVerifiedUser(app);
    const profile = owner.profiles[0]!.id;
    const shared = browserKeys(`${pushService.origin}/push/family-phone`);
    expect((await subscribe(owner, profile, shared.subscription)).statusCode).toBe(201);
    // Another account signs in on the same browser: the first no longer hears through it.
    expect((await subscribe(other, other.profiles[0]!.id, shared.subscription)).statusCode).toBe(201);
    expect(await devicesOf(profile)).toEqual([]);
    expect(await devicesOf(other.profiles[0]!.id)).toHaveLength(1);

    // Another account's profile is not the caller's to subscribe.
    expect((await subscribe(owner, other.profiles[0]!.id, shared.subscription)).statusCode).toBe(404);
    const badKeys = await subscribe(owner, profile, {
      ...shared.subscription,
      keys: { p256dh: 'short', auth: shared.subscription.keys.auth },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json()).toMatchObject({ err: true, code: 400 });
    expect((await subscribe(owner, profile, { endpoint: 'not an address', keys: {} })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: subscriptionsPath(profile), payload: shared.subscription }))
        .statusCode,
    ).toBe(401);

    const removed = await app.inject({
      method: 'DELETE',
      url: subscriptionsPath(other.profiles[0]!.id),
      headers: bearer(other.token),
      payload: { endpoint: shared.subscription.endpoint },
    });
    expect(removed.statusCode).toBe(200);
    expect(await devicesOf(other.profiles[0]!.id)).toEqual([]);
  });
});
