/** `m:ss` of a moment in a recording (seconds, rounded down). */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Where a moment sits on a timeline of `duration` seconds, as a percentage (0–100). */
export function shareOf(seconds: number, duration: number): number {
  if (duration <= 0) return 0;
  return Math.min(100, Math.max(0, (seconds / duration) * 100));
}
