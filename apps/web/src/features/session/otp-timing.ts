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

// The countdown is shared with the settings screens (phone and e-mail change).
export { secondsUntil, useResendCountdown } from '../../hooks/use-countdown';
