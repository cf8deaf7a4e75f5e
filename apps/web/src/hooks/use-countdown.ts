import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (never negative). */
export function secondsUntil(until: string | null, now: number): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/**
 * Seconds left before a new code may be sent, ticking every 1000 ms (spec §9) until zero.
 * Shared by every screen that sends codes (verification, phone and e-mail change).
 */
export function useResendCountdown(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(until, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, until]);
  return left;
}
