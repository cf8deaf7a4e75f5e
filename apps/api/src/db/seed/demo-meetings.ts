import type { ClassState } from '@academy/contract/class-state';
import type { MeetingPlace } from '@academy/contract/meetings';

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
 * The demo's meeting times (decisions §9), relative to the seed day. Meetings fall weekly from the
 * class start at 20:00 WIB; the class in progress has one meeting live now (started 30 minutes
 * ago), the one before it yesterday evening, and the rest next Saturday evening and weekly on.
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
    if (index === live) {
      scheduledAt = new Date(Math.floor((now.getTime() - 30 * minute) / (5 * minute)) * 5 * minute);
    } else if (index < live) {
      const yesterdayEvening = new Date(now.getTime() - day);
      yesterdayEvening.setUTCHours(eveningUtcHour, 0, 0, 0);
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
