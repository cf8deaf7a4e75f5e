/**
 * Time left in an attempt, from the server's clock (decisions §5): the app keeps the offset
 * between the server's `serverNow` and its own clock, never the device clock alone.
 */

/** Warnings the app gives before the end: 5 minutes, then 1 minute. */
export const examWarnings = [5 * 60_000, 60_000] as const;

export function clockOffset(serverNow: string, deviceNow: number): number {
  return Date.parse(serverNow) - deviceNow;
}

/** Milliseconds left until the deadline at the server's time (never negative). */
export function timeLeftMs(deadline: string, serverTime: number): number {
  return Math.max(0, Date.parse(deadline) - serverTime);
}

/** `m:ss`, or `h:mm:ss` from an hour, rounded up so 0:00 means the time is over. */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The warning crossed between two readings of the time left, if any (the smallest one crossed). */
export function crossedWarning(previousMs: number, nowMs: number): number | null {
  const crossed = examWarnings.filter((mark) => previousMs > mark && nowMs <= mark && nowMs > 0);
  return crossed.length > 0 ? Math.min(...crossed) : null;
}
