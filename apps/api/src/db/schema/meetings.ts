import type { Localized } from '@academy/contract/language';
import type { NotificationSettings } from '@academy/contract/meetings';
import { announcementChannels, deliveryStatuses, notificationKinds } from '@academy/contract/meetings';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts';
import { classes, pertemuan } from './classes';

// Meetings, calendar, reminders and announcements (api-contract, decisions §9).

const instant = (name: string) => timestamp(name, { withTimezone: true });
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const profileRef = () =>
  uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** Who came to a meeting: marked by the learner in its window, or set by staff. */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    pertemuanId: uuid('pertemuan_id')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    profileId: profileRef(),
    present: boolean('present').notNull(),
    markedAt: instant('marked_at').notNull().defaultNow(),
    /** The staff account that set it; null when the learner marked it. */
    markedByUserId: uuid('marked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.pertemuanId, table.profileId] })],
);

/**
 * A profile's private iCalendar address. Its token is an HMAC of `nonce` under the server's
 * secret (so the database alone does not give the address away) and is found by its SHA-256;
 * renewing draws a new nonce, so the old address answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** What an account wants to hear about and how; no row = everything on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** A class's announcement from staff. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    channels: jsonb('channels').$type<(typeof announcementChannels)[number][]>().notNull(),
    /** The learners chosen from the gradebook; null: every active enrolment of the class. */
    recipientProfileIds: jsonb('recipient_profile_ids').$type<string[]>(),
    /** The class's meeting it is about (issue 38 item 19); null: none, or that meeting deleted. */
    meetingId: uuid('meeting_id').references(() => pertemuan.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('announcements_class_idx').on(table.classId, table.createdAt),
    // Deleting a meeting finds the announcements about it to set them to null.
    index('announcements_meeting_idx')
      .on(table.meetingId)
      .where(sql`meeting_id is not null`),
  ],
);

/**
 * A profile's inbox entry. `eventKey` names the event (`meeting:<id>`, `announcement:<id>`…):
 * unique per profile, so however many servers scan at once a reminder is made once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    profileId: profileRef(),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    eventKey: text('event_key').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    url: text('url'),
    announcementId: uuid('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    readAt: instant('read_at'),
  },
  (table) => [
    uniqueIndex('notifications_profile_event_idx').on(table.profileId, table.eventKey),
    index('notifications_profile_created_idx').on(table.profileId, table.createdAt),
    index('notifications_announcement_idx').on(table.announcementId),
  ],
);

/**
 * Each channel of a notification as a job of the queue: `queued` rows due at `dueAt` are claimed
 * with FOR UPDATE SKIP LOCKED, sent, and marked `sent`, or retried with backoff until `failed`.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: announcementChannels }).notNull(),
    status: text('status', { enum: deliveryStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: instant('due_at').notNull().defaultNow(),
    lastError: text('last_error'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_channel_idx').on(table.notificationId, table.channel),
    index('notification_deliveries_due_idx')
      .on(table.dueAt)
      .where(sql`status = 'queued'`),
  ],
);
