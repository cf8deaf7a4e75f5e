import { z } from 'zod';
import { staffClassInputSchema } from './staff';

// A class for the next term (issue 25 item 7, decision 0115): `POST /staff/classes/{id}/copy`
// copies a class with its kitab, meetings, materials, exams and question bank as a draft, every
// date moved by the same whole weeks, so each meeting keeps its weekday and time (issue 38 item 7).

export const staffClassCopyParamsSchema = z.object({ id: z.uuid() });

export const staffClassCopyBodySchema = z.object({
  /** The copy's own title and address, checked as a class's are. */
  title: staffClassInputSchema.shape.title,
  slug: staffClassInputSchema.shape.slug,
  /**
   * The new term's first day asked for in the academy's zone (WIB), `YYYY-MM-DD`: every date of the
   * class moves by the whole weeks nearest to it, so the copy starts on the original's weekday
   * nearest that day (at most three days off) and each meeting keeps its weekday and time.
   */
  startsOn: z.iso.date({ error: 'dayInvalid' }),
});
export type StaffClassCopyBody = z.infer<typeof staffClassCopyBodySchema>;

/** The new class (a draft) and how many records of each kind it took from the original. */
export const staffClassCopyResultSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** Whole days every date moved by (negative: earlier): always whole weeks. */
  shiftDays: z.number().int(),
  /** The same move in weeks. */
  shiftWeeks: z.number().int(),
  /** The copy's first day in WIB (`YYYY-MM-DD`), on the original's weekday. */
  startsOn: z.iso.date(),
  copied: z.object({
    kitab: z.number().int(),
    pertemuan: z.number().int(),
    courses: z.number().int(),
    exams: z.number().int(),
    questions: z.number().int(),
    draws: z.number().int(),
    bankQuestions: z.number().int(),
    sanadLinks: z.number().int(),
  }),
});
export type StaffClassCopyResult = z.infer<typeof staffClassCopyResultSchema>;

/**
 * Whole days from one calendar day (`YYYY-MM-DD`) to another: what a copy moves every date by,
 * from the original's first day in WIB to `startsOn` (WIB keeps no daylight saving, so a day is
 * always 24 hours). NaN for a text that is not a day.
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The whole weeks a copy moves every date by: those nearest to the days from the original's first
 * day (WIB) to the day asked for, so a Saturday 20.00 meeting stays a Saturday 20.00 meeting.
 * NaN for a text that is not a day.
 */
export function weeksBetween(from: string, to: string): number {
  const days = daysBetween(from, to);
  return Number.isFinite(days) ? Math.round(days / 7) : Number.NaN;
}

/** The calendar day (`YYYY-MM-DD`) `days` after `day`. */
export function dayPlus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
