import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { kitab, meetingAttendance, pertemuan } from '../../db/schema/index';
import { pertemuanShownSql } from '../catalogue/index';

/** A meeting held by `now`: published (and due) and started. One rule for progress and the gradebook. */
export const heldMeetingSql = (now: Date) => and(lte(pertemuan.scheduledAt, now), pertemuanShownSql);

/** A profile's attendance of a class: meetings held so far and how many it was present at. */
export interface AttendanceStanding {
  attended: number;
  held: number;
}

/**
 * Per class, the meetings held (published, started by `now`) and those the profile was marked
 * present at (decisions §9). Classes without a held meeting answer `{ attended: 0, held: 0 }`.
 */
export async function attendanceStanding(
  db: Database,
  profileId: string,
  classIds: readonly string[],
  now = new Date(),
): Promise<Map<string, AttendanceStanding>> {
  const standing = new Map(classIds.map((id) => [id, { attended: 0, held: 0 }]));
  if (classIds.length === 0) return standing;
  const rows = await db
    .select({
      classId: kitab.classId,
      held: sql<number>`count(*)::int`,
      attended: sql<number>`count(${meetingAttendance.profileId})::int`,
    })
    .from(pertemuan)
    .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
    .leftJoin(
      meetingAttendance,
      and(
        eq(meetingAttendance.pertemuanId, pertemuan.id),
        eq(meetingAttendance.profileId, profileId),
        eq(meetingAttendance.present, true),
      ),
    )
    .where(and(inArray(kitab.classId, [...classIds]), heldMeetingSql(now)))
    .groupBy(kitab.classId);
  for (const row of rows) standing.set(row.classId, { attended: row.attended, held: row.held });
  return standing;
}

/**
 * Whether a profile's attendance meets a class's minimum: no minimum always does; with one, at
 * least one meeting must have been held and the share attended reach it.
 */
export function meetsMinimum(standing: AttendanceStanding, minPercent: number | null): boolean {
  if (minPercent === null) return true;
  return standing.held > 0 && standing.attended * 100 >= minPercent * standing.held;
}
