const hour = 3_600_000;
/** WIB is UTC+7 all year. */
const wibOffsetMs = 7 * hour;
/** Nothing by WhatsApp from 21.00 until 06.00 WIB (decisions §9), but a meeting within the hour. */
const quietFromHour = 21;
const quietUntilHour = 6;

const wibHour = (at: Date) => new Date(at.getTime() + wibOffsetMs).getUTCHours();

export function inQuietHours(at: Date): boolean {
  const hourOfDay = wibHour(at);
  return hourOfDay >= quietFromHour || hourOfDay < quietUntilHour;
}

/** The next 06.00 WIB at or after `at`. */
export function quietHoursEnd(at: Date): Date {
  const wib = new Date(at.getTime() + wibOffsetMs);
  const end = new Date(
    Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate(), quietUntilHour) - wibOffsetMs,
  );
  return end.getTime() >= at.getTime() ? end : new Date(end.getTime() + 24 * hour);
}

/**
 * When a WhatsApp message may go out: now, or at 06.00 WIB when `now` is in the quiet hours,
 * unless it is about a meeting that starts within the hour.
 */
export function whatsappDueAt(now: Date, meetingStartsAt?: Date | null): Date {
  if (!inQuietHours(now)) return now;
  if (meetingStartsAt && meetingStartsAt.getTime() - now.getTime() <= hour) return now;
  return quietHoursEnd(now);
}
