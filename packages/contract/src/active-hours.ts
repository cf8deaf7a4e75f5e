import { z } from 'zod';

/** Most seconds one heartbeat may add: the app beats about every 30 s while a page is visible. */
export const maxHeartbeatSeconds = 60;

/** The academy's day boundary for active hours (its home time zone). */
export const activeHoursTimeZone = 'Asia/Jakarta';

/** `POST /profile/active-hours`: time spent on a visible material or exam page since the last beat. */
export const heartbeatBodySchema = z.object({
  profileId: z.uuid(),
  /** Seconds since the previous beat; more than `maxHeartbeatSeconds` counts as that many. */
  seconds: z.number().int().min(1).max(3_600),
});
export type HeartbeatBody = z.infer<typeof heartbeatBodySchema>;

export const activeDaySchema = z.object({
  /** Calendar day in the academy's time zone, `YYYY-MM-DD`. */
  date: z.string(),
  seconds: z.number().int(),
});
export type ActiveDay = z.infer<typeof activeDaySchema>;

export const activeHoursSchema = z.object({
  profileId: z.uuid(),
  totalSeconds: z.number().int(),
  today: activeDaySchema,
  /** The last `days` days that have any time, newest first. */
  days: z.array(activeDaySchema),
});
export type ActiveHours = z.infer<typeof activeHoursSchema>;

export const activeHoursQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});
