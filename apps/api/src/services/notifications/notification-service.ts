import type { Language, Localized } from '@academy/contract/language';
import type {
  AnnouncementChannel,
  AppNotification,
  DeliveryStatus,
  NotificationKind,
  NotificationReadBody,
  NotificationSettings,
} from '@academy/contract/meetings';
import type { PageQuery } from '@academy/contract/paging';
import type { PushNotice } from '@academy/contract/push';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { backgroundPacer } from '../../lib/background-pace';
import type { Database } from '../../db/database';
import { notificationDeliveries, notifications, profiles, users } from '../../db/schema/index';
import { appLinks } from '../meetings/index';
import type { MessageTransport } from '../messages/index';
import type { NotificationSettingsService } from './notification-settings-service';
import { inQuietHours, quietHoursEnd, whatsappDueAt } from './quiet-hours';

const minute = 60_000;
/** A claimed delivery is leased this long: a server that dies mid-send lets another retry it. */
const leaseMs = 5 * minute;
/** Tries before a delivery is `failed`; between tries 1, 2, 4, 8 minutes. */
const maxAttempts = 5;
const claimBatch = 50;
/**
 * Notices made per transaction: on the embedded database a transaction holds its one connection, so
 * a burst (an exam opening for a class) comes in short pieces that calls slip between (500 held it
 * for half a second); on PostgreSQL it is four statements per 50 rather than six per notice.
 */
const noticeChunk = 50;

/** WhatsApp template names per kind (decision 0095): the deployment's prefix goes in front. */
const templateOf: Record<NotificationKind, string> = {
  meetingReminder: 'meeting_reminder',
  examClosing: 'exam_closing',
  paymentExpiring: 'payment_expiring',
  gradeReleased: 'grade_released',
  certificateIssued: 'certificate_issued',
  announcement: 'announcement',
};

/** The `push` channel (decision 0155): the profiles' devices that turned Web Push on. */
export interface PushChannel {
  /** The profiles among these with at least one device. */
  subscribed(profileIds: readonly string[]): Promise<Set<string>>;
  /** Sends to each device of the profile; answers how many took it, fails when none did. */
  send(profileId: string, notice: PushNotice): Promise<number>;
}

/** No devices: a service built without push (the tests that do not need it). */
const noPush: PushChannel = {
  subscribed: () => Promise.resolve(new Set()),
  send: () => Promise.resolve(0),
};

export interface NoticeInput {
  profileId: string;
  kind: NotificationKind;
  /** Names the event; a profile gets one notification per event, whoever makes it and however often. */
  eventKey: string;
  title: Localized;
  body: Localized;
  url: string | null;
  /** The channels asked for: the in-app inbox always holds the notification. */
  channels: readonly AnnouncementChannel[];
  announcementId?: string;
  /** A meeting's start: its reminder passes the quiet hours within the hour, and is dropped after. */
  meetingStartsAt?: Date;
}

/**
 * The inbox and the queue of messages (decisions §4, §9). A notification is one row per profile
 * and event (a unique key: exactly once, however many servers make it at once); each channel is
 * a delivery row, sent by `deliver()` on any server: claimed with FOR UPDATE SKIP LOCKED under a
 * lease, retried with backoff, `skipped` when the account's settings turn it off.
 */
export class NotificationService {
  constructor(
    private readonly db: Database,
    private readonly settings: NotificationSettingsService,
    private readonly messages: MessageTransport,
    /** Links in WhatsApp and e-mail are full addresses on this origin. */
    private readonly appOrigin: string,
    private readonly onSendError: (error: unknown) => void = () => {},
    private readonly push: PushChannel = noPush,
  ) {}

  /** Makes the notification and its deliveries; answers false when the profile already had it. */
  async notify(input: NoticeInput, now = new Date()): Promise<boolean> {
    return (await this.notifyMany([input], now)) === 1;
  }

  /**
   * Makes the notifications of many notices at once (a reminder scan, an announcement to a class):
   * four statements per 50 notices rather than six per notice. Answers how many were new.
   */
  async notifyMany(
    inputs: readonly NoticeInput[],
    now = new Date(),
    turn: () => Promise<void> = nextTurn,
  ): Promise<number> {
    let made = 0;
    for (let start = 0; start < inputs.length; start += noticeChunk) {
      made += await this.notifyChunk(inputs.slice(start, start + noticeChunk), now);
      await turn();
    }
    return made;
  }

  private async notifyChunk(inputs: readonly NoticeInput[], now: Date): Promise<number> {
    const owners = await this.db
      .select({ id: profiles.id, userId: profiles.userId })
      .from(profiles)
      .where(inArray(profiles.id, [...new Set(inputs.map((input) => input.profileId))]));
    const ownerOf = new Map(owners.map((owner) => [owner.id, owner.userId]));
    // One notice per profile and event: the first of a repeated one stands, as the unique key has it.
    const byKey = new Map<string, NoticeInput>();
    for (const input of inputs) {
      const key = noticeKey(input);
      if (ownerOf.has(input.profileId) && !byKey.has(key)) byKey.set(key, input);
    }
    if (byKey.size === 0) return 0;
    const preferences = await this.settings.getMany(
      [...byKey.values()].map((input) => ownerOf.get(input.profileId)!),
    );
    // A push delivery only for a profile with a device that turned push on.
    const wantPush = [...byKey.values()].filter((input) => input.channels.includes('push'));
    const devices = await this.push.subscribed(wantPush.map((input) => input.profileId));
    return this.db.transaction(async (tx) => {
      const created = await tx
        .insert(notifications)
        .values(
          [...byKey.values()].map((input) => ({
            profileId: input.profileId,
            kind: input.kind,
            eventKey: input.eventKey,
            title: input.title,
            body: input.body,
            url: input.url,
            announcementId: input.announcementId ?? null,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: [notifications.profileId, notifications.eventKey] })
        .returning({
          id: notifications.id,
          profileId: notifications.profileId,
          eventKey: notifications.eventKey,
        });
      const deliveries = created.flatMap((row) => {
        const input = byKey.get(noticeKey(row))!;
        const channels = input.channels.filter(
          (channel) => channel !== 'push' || devices.has(input.profileId),
        );
        const preference = preferences.get(ownerOf.get(input.profileId)!)!;
        return deliveryRows({ ...input, channels }, preference, now).map((delivery) => ({
          ...delivery,
          notificationId: row.id,
          updatedAt: now,
        }));
      });
      if (deliveries.length > 0) await tx.insert(notificationDeliveries).values(deliveries);
      return created.length;
    });
  }

  /** The profile's inbox, newest first, and its unread count. */
  async inbox(profileId: string, query: PageQuery) {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.profileId, profileId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await this.db
      .select({ total: count() })
      .from(notifications)
      .where(eq(notifications.profileId, profileId));
    return { items: rows.map(toView), total: total?.total ?? 0, unread: await this.unread(profileId) };
  }

  /** Marks some (or all) of the profile's notifications read; answers the unread count left. */
  async markRead(profileId: string, body: NotificationReadBody, now = new Date()): Promise<number> {
    await this.db
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.profileId, profileId),
          isNull(notifications.readAt),
          'ids' in body ? inArray(notifications.id, body.ids) : undefined,
        ),
      );
    return this.unread(profileId);
  }

  private async unread(profileId: string): Promise<number> {
    const [row] = await this.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }

  /**
   * Sends every delivery due by `now`, a batch at a time, until none is left, `budgetMs` has
   * passed or the server is `stopping` (the rest waits for the next run); answers how many were
   * sent. Safe with several servers at once: a claimed row is leased, so no other server takes it.
   */
  async deliver(
    now = new Date(),
    { budgetMs = Infinity, stopping }: { budgetMs?: number; stopping?: AbortSignal } = {},
  ): Promise<number> {
    const started = performance.now();
    const turn = backgroundPacer();
    let sent = 0;
    for (;;) {
      const batch = await this.deliverBatch(now, turn);
      sent += batch.sent;
      const done = batch.claimed < claimBatch || performance.now() - started >= budgetMs;
      if (done || stopping?.aborted) return sent;
    }
  }

  /** Claims up to `claimBatch` deliveries due by `now` and sends them. */
  private async deliverBatch(
    now: Date,
    turn: () => Promise<void>,
  ): Promise<{ claimed: number; sent: number }> {
    const due = this.db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.status, 'queued'), lte(notificationDeliveries.dueAt, now)))
      .orderBy(asc(notificationDeliveries.dueAt))
      .limit(claimBatch)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(notificationDeliveries)
      .set({
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        dueAt: new Date(now.getTime() + leaseMs),
        updatedAt: now,
      })
      .where(inArray(notificationDeliveries.id, due))
      .returning();
    // Who each claimed delivery goes to, for the whole batch in one read.
    const recipients =
      claimed.length === 0
        ? []
        : await this.db
            .select({
              notification: notifications,
              phone: users.phoneNumber,
              email: users.email,
              language: users.preferredLanguage,
            })
            .from(notifications)
            .innerJoin(profiles, eq(profiles.id, notifications.profileId))
            .innerJoin(users, eq(users.id, profiles.userId))
            .where(
              inArray(notifications.id, [...new Set(claimed.map((delivery) => delivery.notificationId))]),
            );
    const recipientOf = new Map(recipients.map((row) => [row.notification.id, row]));
    let sent = 0;
    for (const delivery of claimed) {
      const row = recipientOf.get(delivery.notificationId);
      if (!row || delivery.channel === 'inapp') continue;
      const language = row.language ?? 'id';
      const { notification } = row;
      try {
        const status = await this.sendOne(delivery.channel, row, language);
        await this.settle(delivery.id, { status, lastError: null }, now);
        if (status === 'sent') sent += 1;
        await turn();
      } catch (error) {
        this.onSendError(error);
        const failed = delivery.attempts >= maxAttempts;
        let retryAt = new Date(now.getTime() + 2 ** (delivery.attempts - 1) * minute);
        if (
          heldByQuietHours(delivery.channel) &&
          notification.kind !== 'meetingReminder' &&
          inQuietHours(retryAt)
        ) {
          retryAt = quietHoursEnd(retryAt);
        }
        await this.settle(
          delivery.id,
          { status: failed ? 'failed' : 'queued', dueAt: retryAt, lastError: String(error).slice(0, 500) },
          now,
        );
      }
    }
    return { claimed: claimed.length, sent };
  }

  /**
   * Sends one delivery: a message by its transport, or a push to the profile's devices (`skipped`
   * when every device is gone since the notice was made: nothing is left to send to).
   */
  private async sendOne(
    channel: Exclude<AnnouncementChannel, 'inapp'>,
    row: { notification: typeof notifications.$inferSelect; phone: string; email: string },
    language: Language,
  ): Promise<DeliveryStatus> {
    const { notification } = row;
    const title = notification.title[language];
    const body = notification.body[language];
    if (channel === 'push') {
      const url = notification.url ?? appLinks.inbox;
      const reached = await this.push.send(notification.profileId, { title, body, url });
      return reached > 0 ? 'sent' : 'skipped';
    }
    await this.messages.sendNotice({
      channel,
      to: channel === 'whatsapp' ? row.phone : row.email,
      language,
      template: templateOf[notification.kind],
      params: [title, body],
      subject: title,
      text: notification.url ? `${body}\n\n${this.appOrigin}${notification.url}` : body,
    });
    return 'sent';
  }

  private async settle(
    id: string,
    change: { status: DeliveryStatus; dueAt?: Date; lastError: string | null },
    now: Date,
  ) {
    await this.db
      .update(notificationDeliveries)
      .set({ ...change, updatedAt: now })
      .where(eq(notificationDeliveries.id, id));
  }
}

/**
 * Lets the server read the calls waiting on its sockets between the pieces of a notice burst a
 * staff call makes (an announcement); background runs pace themselves (`backgroundPacer`).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const noticeKey = (notice: { profileId: string; eventKey: string }) =>
  `${notice.profileId} ${notice.eventKey}`;

/** WhatsApp and push reach a phone's lock screen: nothing from 21.00 until 06.00 WIB (decisions §9). */
const heldByQuietHours = (channel: AnnouncementChannel) => channel === 'whatsapp' || channel === 'push';

/**
 * A notice's delivery per channel asked for: the inbox's is sent at once; a channel the account
 * turned off, or a reminder the quiet hours would hold past its meeting's start, is `skipped`.
 */
function deliveryRows(input: NoticeInput, preferences: NotificationSettings, now: Date) {
  return input.channels.map((channel) => {
    if (channel === 'inapp') return { channel, status: 'sent' as DeliveryStatus, dueAt: now };
    if (!preferences.kinds[input.kind] || !preferences.channels[channel]) {
      return { channel, status: 'skipped' as DeliveryStatus, dueAt: now };
    }
    const dueAt = heldByQuietHours(channel) ? whatsappDueAt(now, input.meetingStartsAt) : now;
    const late = input.meetingStartsAt && dueAt.getTime() > input.meetingStartsAt.getTime();
    return { channel, status: (late ? 'skipped' : 'queued') as DeliveryStatus, dueAt };
  });
}

function toView(row: typeof notifications.$inferSelect): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
