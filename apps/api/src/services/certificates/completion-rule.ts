import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classes, enrolments, examAttempts, kitab, profilePurchases } from '../../db/schema/index';
import { attendanceStanding, meetsMinimum } from '../meetings/index';

/** An item a profile has completed (decisions §7): a class, or a kitab bought on its own. */
export interface CompletedItem {
  type: 'class' | 'kitab';
  id: string;
}

/** The kitab a profile studies: those of its active classes and those it bought on its own. */
export const studiedKitab = (profileId: string) =>
  or(
    inArray(
      kitab.classId,
      sql`(select ${enrolments.classId} from ${enrolments} where ${enrolments.profileId} = ${profileId} and ${enrolments.status} = 'active')`,
    ),
    inArray(
      kitab.id,
      sql`(select ${profilePurchases.itemId} from ${profilePurchases} where ${profilePurchases.profileId} = ${profileId} and ${profilePurchases.itemType} = 'kitab')`,
    ),
  );

/**
 * Per kitab the profile studies: whether every course is completed and every exam passed (a
 * graded attempt with `passed`), whether it was bought on its own, and whether its class is one
 * the profile is actively enrolled in. A kitab with no course is never complete.
 */
export async function kitabStanding(db: Database, profileId: string) {
  // Plain SQL with qualified names: Drizzle leaves columns unqualified in a one-table select,
  // which the correlated subqueries below would read ambiguously.
  const courseCount = sql<number>`(select count(*)::int from courses c join pertemuan p on p.id = c.pertemuan_id where p.kitab_id = kitab.id)`;
  const completedCount = sql<number>`(select count(*)::int from course_completions cc join courses c on c.id = cc.course_id join pertemuan p on p.id = c.pertemuan_id where p.kitab_id = kitab.id and cc.profile_id = ${profileId})`;
  const examsNotPassed = sql<number>`(select count(*)::int from exams e where e.kitab_id = kitab.id and not exists (select 1 from exam_attempts a where a.exam_id = e.id and a.profile_id = ${profileId} and a.status = 'graded' and a.passed))`;
  const bought = sql<boolean>`exists (select 1 from profile_purchases pp where pp.profile_id = ${profileId} and pp.item_type = 'kitab' and pp.item_id = kitab.id)`;
  const enrolled = sql<boolean>`exists (select 1 from enrolments en where en.profile_id = ${profileId} and en.class_id = kitab.class_id and en.status = 'active')`;
  const rows = await db
    .select({
      kitabId: kitab.id,
      classId: kitab.classId,
      courseCount,
      completedCount,
      examsNotPassed,
      bought,
      enrolled,
    })
    .from(kitab)
    .where(studiedKitab(profileId));
  return rows.map((row) => ({
    ...row,
    complete: row.courseCount > 0 && row.completedCount >= row.courseCount && row.examsNotPassed === 0,
  }));
}

/**
 * The items a profile has completed: a class whose every kitab is complete (its courses
 * completed, its exams passed) and, when its document sets `minAttendancePercent`, whose held
 * meetings the profile attended at least that share of; and a kitab bought on its own once it is
 * complete.
 */
export async function completedItems(db: Database, profileId: string): Promise<CompletedItem[]> {
  const standing = await kitabStanding(db, profileId);
  const byClass = new Map<string, boolean>();
  for (const row of standing.filter((r) => r.enrolled)) {
    byClass.set(row.classId, (byClass.get(row.classId) ?? true) && row.complete);
  }
  const completeClassIds = [...byClass].filter(([, complete]) => complete).map(([id]) => id);
  // Where a class's document says so, attendance counts too (decisions §9).
  const minimums = completeClassIds.length
    ? await db
        .select({ id: classes.id, minPercent: classes.minAttendancePercent })
        .from(classes)
        .where(and(inArray(classes.id, completeClassIds), isNotNull(classes.minAttendancePercent)))
    : [];
  const attendance = await attendanceStanding(
    db,
    profileId,
    minimums.map((row) => row.id),
  );
  const shortOfAttendance = new Set(
    minimums.filter((row) => !meetsMinimum(attendance.get(row.id)!, row.minPercent)).map((row) => row.id),
  );
  const classItems = completeClassIds
    .filter((id) => !shortOfAttendance.has(id))
    .map((id) => ({ type: 'class' as const, id }));
  const kitabItems = standing
    .filter((row) => row.bought && row.complete)
    .map((row) => ({ type: 'kitab' as const, id: row.kitabId }));
  return [...classItems, ...kitabItems];
}

/** Whether an exam attempt of the profile has passed (for the first-exam badge). */
export const passedAttempts = (profileId: string) =>
  and(
    eq(examAttempts.profileId, profileId),
    eq(examAttempts.status, 'graded'),
    eq(examAttempts.passed, true),
  );
