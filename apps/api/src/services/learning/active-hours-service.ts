import { activeHoursTimeZone, maxHeartbeatSeconds, type ActiveHours } from '@academy/contract/active-hours';
import { and, desc, eq, gte, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activeDays } from '../../db/schema/index';

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

/** Where a day (`YYYY-MM-DD`) of the academy's zone (Asia/Jakarta, no daylight saving) starts: 00:00 +07:00. */
export const academyDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
/** Where that day ends: the next one's start. */
export const academyDayEnd = (day: string) => new Date(academyDayStart(day).getTime() + secondsPerDay * 1000);

/** Active hours: seconds on visible material and exam pages, counted from the app's heartbeats. */
export class ActiveHoursService {
  constructor(private readonly db: Database) {}

  /**
   * Adds one heartbeat: the seconds it claims (at most `maxHeartbeatSeconds`), but never more
   * than the whole seconds that really passed since the profile's previous beat, on any day. So
   * a burst of beats, several tabs or a replayed beat add no time that did not pass, and the
   * profile's first beat ever only starts the clock. One statement: concurrent beats queue on
   * the day's row and each sees the one before. A day holds at most 24 hours.
   */
  async beat(profileId: string, seconds: number, now = new Date()): Promise<void> {
    const claimed = Math.min(seconds, maxHeartbeatSeconds);
    const at = sql`${now.toISOString()}::timestamptz`;
    const passedSince = (last: SQL) =>
      sql`least(${claimed}, greatest(0, floor(extract(epoch from (${at} - ${last})))::int))`;
    const previousBeat = sql`(select max(${activeDays.lastBeatAt}) from ${activeDays} where ${activeDays.profileId} = ${profileId})`;
    await this.db
      .insert(activeDays)
      .values({
        profileId,
        day: academyDay(now),
        seconds: sql`coalesce(${passedSince(previousBeat)}, 0)`,
        lastBeatAt: now,
      })
      .onConflictDoUpdate({
        target: [activeDays.profileId, activeDays.day],
        set: {
          seconds: sql`least(${secondsPerDay}, ${activeDays.seconds} + ${passedSince(sql`${activeDays.lastBeatAt}`)})`,
          lastBeatAt: sql`greatest(${at}, ${activeDays.lastBeatAt})`,
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
