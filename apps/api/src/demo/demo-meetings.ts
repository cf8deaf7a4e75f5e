import type { ClassState } from '@academy/contract/class-state';
import type { MeetingPlace } from '@academy/contract/meetings';
import { and, desc, eq, lte } from 'drizzle-orm';
import { appLinks } from '../services/meetings/index';
import { reminderTexts } from '../services/notifications/index';
import type { Database } from '../db/database';
import { classes, kitab, notificationDeliveries, notifications, pertemuan } from '../db/schema/index';

const minute = 60_000;
const day = 86_400_000;
/** 20:00 WIB is 13:00 UTC. */
const eveningUtcHour = 13;

export interface DemoMeetingSchedule {
  scheduledAt: Date;
  durationMinutes: number;
  place: MeetingPlace;
  recordingUrl: string | null;
}

/** Saturday 20:00 WIB strictly after `now`. */
export function nextSaturdayEvening(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(eveningUtcHour, 0, 0, 0);
  const daysAhead = (6 - at.getUTCDay() + 7) % 7;
  at.setUTCDate(at.getUTCDate() + daysAhead);
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 7);
  return at;
}

function placeFor(slug: string, department: string): MeetingPlace {
  if (department === 'keluarga') {
    return { kind: 'onsite', address: 'Masjid Al-Ikhlas, Jl. Kenanga No. 12, Bogor' };
  }
  if (department === 'quran')
    return { kind: 'online', joinUrl: `https://meet.google.com/akd-${slug.slice(0, 4)}-qrn` };
  return { kind: 'online', joinUrl: `https://zoom.us/j/8120000${slug.length.toString().padStart(4, '0')}` };
}

/**
 * A class's "Lesson schedule" text, naming the place its meetings really use (issue 38: the
 * Quran classes meet on Google Meet, the family class at the mosque, the others on Zoom).
 */
export function demoLessonSchedule(department: string): { en: string; id: string } {
  if (department === 'keluarga') {
    return {
      en: 'Every Saturday, 8:00–9:30 pm WIB, at Masjid Al-Ikhlas, Bogor',
      id: 'Setiap Sabtu, 20.00–21.30 WIB, di Masjid Al-Ikhlas, Bogor',
    };
  }
  const platform = department === 'quran' ? 'Google Meet' : 'Zoom';
  return {
    en: `Every Saturday, 8:00–9:30 pm WIB, on ${platform}`,
    id: `Setiap Sabtu, 20.00–21.30 WIB, via ${platform}`,
  };
}

/**
 * The demo's meeting times (decisions §9), relative to the seed day. Meetings fall weekly from the
 * class start at 20:00 WIB; the class in progress has one meeting live now (started 30 minutes
 * ago, or at midnight WIB when that is later), the one before it yesterday evening, and the rest
 * next Saturday evening and weekly on.
 * A meeting over by `now` has its recording.
 */
export function demoMeetingSchedule(
  class_: { slug: string; state: ClassState; department: string; startAt: Date },
  index: number,
  count: number,
  now: Date,
): DemoMeetingSchedule {
  const durationMinutes = 90;
  let scheduledAt = new Date(class_.startAt.getTime() + index * 7 * day);
  if (class_.state === 'in_progress') {
    const live = Math.min(2, count - 1);
    // Today's start in WIB (WIB is UTC+7).
    const wibMidnight = Math.floor((now.getTime() + 7 * 3_600_000) / day) * day - 7 * 3_600_000;
    if (index === live) {
      // Live now and on today's date in WIB: in the first half hour after midnight it started at it.
      const halfHourAgo = Math.floor((now.getTime() - 30 * minute) / (5 * minute)) * 5 * minute;
      scheduledAt = new Date(Math.max(halfHourAgo, wibMidnight));
    } else if (index < live) {
      // 20:00 WIB of the day before today in WIB.
      const yesterdayEvening = new Date(wibMidnight - day + 20 * 3_600_000);
      scheduledAt = new Date(yesterdayEvening.getTime() - (live - 1 - index) * 7 * day);
    } else {
      scheduledAt = new Date(nextSaturdayEvening(now).getTime() + (index - live - 1) * 7 * day);
    }
  }
  const over = scheduledAt.getTime() + durationMinutes * minute <= now.getTime();
  return {
    scheduledAt,
    durationMinutes,
    place: placeFor(class_.slug, class_.department),
    recordingUrl: over ? `https://www.youtube.com/watch?v=akademi-${class_.slug}-${index + 1}` : null,
  };
}

/**
 * The reminder the demo main profile found in its inbox an hour before the meeting that is live
 * now (as the reminder job would have made it; decisions §9).
 */
export async function seedDemoReminder(db: Database, profileId: string, classSlug: string, now: Date) {
  const [live] = await db
    .select({
      id: pertemuan.id,
      title: pertemuan.title,
      startsAt: pertemuan.scheduledAt,
      place: pertemuan.place,
      classId: classes.id,
      classTitle: classes.title,
    })
    .from(pertemuan)
    .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
    .innerJoin(classes, eq(classes.id, kitab.classId))
    .where(and(eq(classes.slug, classSlug), lte(pertemuan.scheduledAt, now)))
    .orderBy(desc(pertemuan.scheduledAt))
    .limit(1);
  if (!live?.startsAt) return;
  const sentAt = new Date(live.startsAt.getTime() - 60 * minute);
  const where = live.place?.kind === 'online' ? live.place.joinUrl : (live.place?.address ?? null);
  const [notification] = await db
    .insert(notifications)
    .values({
      profileId,
      kind: 'meetingReminder',
      eventKey: `meeting:${live.id}`,
      ...reminderTexts.meetingReminder({
        title: live.title,
        classTitle: live.classTitle,
        startsAt: live.startsAt,
        where,
      }),
      url: appLinks.classPage(live.classId),
      createdAt: sentAt,
    })
    .returning({ id: notifications.id });
  await db.insert(notificationDeliveries).values(
    (['inapp', 'whatsapp', 'email'] as const).map((channel) => ({
      notificationId: notification!.id,
      channel,
      status: 'sent' as const,
      attempts: channel === 'inapp' ? 0 : 1,
      dueAt: sentAt,
      updatedAt: sentAt,
    })),
  );
}
