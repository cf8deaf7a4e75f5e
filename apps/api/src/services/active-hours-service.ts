import { activeHoursTimeZone, maxHeartbeatSeconds, type ActiveHours } from '@academy/contract/active-hours';
import { and, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/database';
import { activeDays } from '../db/schema/index';

const secondsPerDay = 86_400;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: activeHoursTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in the academy's time zone, `YYYY-MM-DD`. */
export function academyDay(at: Date): string {
  return dayFormat.format(at);
}

/** Active hours: seconds on visible material and exam pages, counted from the app's heartbeats. */
export class ActiveHoursService {
  constructor(private readonly db: Database) {}

  /**
   * Adds one heartbeat. A beat counts at most `maxHeartbeatSeconds`, and never more than the time
   * since the profile's previous beat that day, so several tabs or a replayed beat add no time
   * that did not pass. A day holds at most 24 hours.
   */
  async beat(profileId: string, seconds: number, now = new Date()): Promise<void> {
    const credited = Math.min(seconds, maxHeartbeatSeconds);
    await this.db
      .insert(activeDays)
      .values({ profileId, day: academyDay(now), seconds: credited, lastBeatAt: now })
      .onConflictDoUpdate({
        target: [activeDays.profileId, activeDays.day],
        set: {
          seconds: sql.raw(
            `least(${secondsPerDay}, "active_days"."seconds" + least(excluded."seconds", greatest(0, ceil(extract(epoch from (excluded."last_beat_at" - "active_days"."last_beat_at")))::int)))`,
          ),
          lastBeatAt: sql.raw(`greatest(excluded."last_beat_at", "active_days"."last_beat_at")`),
        },
      });
  }

  async summary(profileId: string, days: number, now = new Date()): Promise<ActiveHours> {
    const today = academyDay(now);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * secondsPerDay * 1000)
      .toISOString()
      .slice(0, 10);
    const rows = await this.db
      .select({ date: activeDays.day, seconds: activeDays.seconds })
      .from(activeDays)
      .where(and(eq(activeDays.profileId, profileId), gte(activeDays.day, from)))
      .orderBy(desc(activeDays.day));
    const [total] = await this.db
      .select({ seconds: sum(activeDays.seconds).mapWith(Number) })
      .from(activeDays)
      .where(eq(activeDays.profileId, profileId));
    return {
      profileId,
      totalSeconds: total?.seconds ?? 0,
      today: rows.find((row) => row.date === today) ?? { date: today, seconds: 0 },
      days: rows.filter((row) => row.seconds > 0),
    };
  }
}
