import { useEffect, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage';

/** The OTP timing value (spec §3): which account waits for a code and when it may ask again. */
export interface OtpTiming {
  userId: string;
  resendAvailableAt: string;
}

export function rememberResendTime(userId: string, resendAvailableAt: string) {
  writeStored('otp', { userId, resendAvailableAt } satisfies OtpTiming);
}

export function storedResendTime(userId: string): string | null {
  const timing = readStored<OtpTiming>('otp');
  return timing?.userId === userId ? timing.resendAvailableAt : null;
}

/** Whole seconds from `now` until `until` (never negative). */
export function secondsUntil(until: string | null, now: number): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/** Seconds left before a new code may be sent, ticking every 1000 ms (spec §9) until zero. */
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
