import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  accountDeletions,
  accountInvitations,
  calendarFeeds,
  classes,
  kitab,
  meetingAttendance,
  notificationDeliveries,
  notifications,
  notificationSettings,
  pertemuan,
  profileUnlocks,
  pushSubscriptions,
} from '../../db/schema/index';

/**
 * The export's files of what the academy keeps about an account besides its learning (issue 38):
 * the inbox with each notification's queued or sent messages, the notification settings, meeting
 * attendance, the calendar feed, the devices with push on, PIN unlocks of its sign-ins, invitations
 * and deletion requests. Never a secret: no feed token or nonce, no invitation token hash, no
 * device's push keys.
 */
export async function noticeRecords(
  db: Database,
  userId: string,
  profileIds: string[],
): Promise<{ name: string; content: unknown }[]> {
  const [inbox, deliveries, settings, attendance, feeds, unlocks, invitations, deletions, devices] =
    await Promise.all([
      db
        .select()
        .from(notifications)
        .where(inArray(notifications.profileId, profileIds))
        .orderBy(asc(notifications.createdAt)),
      db
        .select({ delivery: notificationDeliveries })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(inArray(notifications.profileId, profileIds))
        .orderBy(asc(notificationDeliveries.dueAt)),
      db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
      db
        .select({
          attendance: meetingAttendance,
          meetingTitle: pertemuan.title,
          meetingNumber: pertemuan.number,
          classTitle: classes.title,
        })
        .from(meetingAttendance)
        .innerJoin(pertemuan, eq(pertemuan.id, meetingAttendance.pertemuanId))
        .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
        .innerJoin(classes, eq(classes.id, kitab.classId))
        .where(inArray(meetingAttendance.profileId, profileIds))
        .orderBy(asc(meetingAttendance.markedAt)),
      db
        .select({ profileId: calendarFeeds.profileId, createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(inArray(calendarFeeds.profileId, profileIds)),
      db
        .select()
        .from(profileUnlocks)
        .where(inArray(profileUnlocks.profileId, profileIds))
        .orderBy(asc(profileUnlocks.unlockedAt)),
      db
        .select({
          id: accountInvitations.id,
          classId: accountInvitations.classId,
          createdAt: accountInvitations.createdAt,
          expiresAt: accountInvitations.expiresAt,
          usedAt: accountInvitations.usedAt,
        })
        .from(accountInvitations)
        .where(eq(accountInvitations.userId, userId)),
      db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)),
      db
        .select({
          id: pushSubscriptions.id,
          profileId: pushSubscriptions.profileId,
          endpoint: pushSubscriptions.endpoint,
          expiresAt: pushSubscriptions.expiresAt,
          createdAt: pushSubscriptions.createdAt,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.profileId, profileIds)),
    ]);
  return [
    {
      name: 'inbox.json',
      content: inbox.map((notice) => ({
        ...notice,
        // Each channel's message of the notification: queued, sent, failed or skipped.
        messages: deliveries
          .filter(({ delivery }) => delivery.notificationId === notice.id)
          .map(({ delivery }) => delivery),
      })),
    },
    {
      name: 'notification-settings.json',
      // No row: never changed, so every kind by every channel (api-contract notification-settings).
      content: settings[0] ?? { userId, settings: null, updatedAt: null },
    },
    {
      name: 'attendance.json',
      content: attendance.map(({ attendance: mark, meetingTitle, meetingNumber, classTitle }) => ({
        ...mark,
        markedBy: mark.markedByUserId ? 'staff' : 'self',
        meetingNumber,
        meetingTitle,
        classTitle,
      })),
    },
    { name: 'calendar-feeds.json', content: feeds },
    { name: 'profile-unlocks.json', content: unlocks },
    { name: 'invitations.json', content: invitations },
    { name: 'deletion-requests.json', content: deletions },
    { name: 'push-devices.json', content: devices },
  ];
}

/**
 * The tables holding an account's or a profile's own rows (by `user_id` or `profile_id`) that the
 * export leaves out, and why: secrets, kept only until used. Every other such table is exported
 * (the test data-export-coverage.test.ts holds the schema to this).
 */
export const tablesLeftOutOfExport: Record<string, string> = {
  otp_codes: 'one-time codes, stored hashed, valid 10 minutes',
  password_reset_tokens: 'reset tokens, stored hashed, valid 15 minutes',
  teachers:
    'the public teacher page an admin links to a staff account, shown on its classes; no learner has one',
};
