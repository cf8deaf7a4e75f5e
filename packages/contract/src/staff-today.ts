import { z } from 'zod';
import { localizedSchema } from './language-schema';

// The console's home (issue 38 item 13, decision 0161): the day's work as counts, each with the
// page where it is done. An admin counts the whole academy, a teacher the classes she teaches.

/** A meeting of the day, with the class it belongs to (its attendance is taken on its page). */
export const staffTodayMeetingSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: localizedSchema,
  kitabTitle: localizedSchema,
  classId: z.uuid(),
  classTitle: localizedSchema,
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
});
export type StaffTodayMeeting = z.infer<typeof staffTodayMeetingSchema>;

/** `GET /staff/today`. */
export const staffTodaySchema = z.object({
  /** The academy's day (Asia/Jakarta), YYYY-MM-DD. */
  day: z.iso.date(),
  /** Finished exam attempts with an essay or short answer not graded yet. */
  gradingWaiting: z.number().int(),
  /** Recitations sent and not heard yet (`submitted`). */
  recitationsWaiting: z.number().int(),
  /** Payments still waiting (the `waiting` group: `pending`, `authorize`), to check with the gateway. */
  paymentsWaiting: z.number().int(),
  /** Meetings starting on the day (WIB), by start time. */
  meetings: z.array(staffTodayMeetingSchema),
});
export type StaffToday = z.infer<typeof staffTodaySchema>;
