import { readStored, writeStored } from '../../lib/storage';

/** The OTP timing value (spec §3): which account waits for a code and when it may ask again. */
export interface OtpTiming {
  userId: string;
  resendAvailableAt: string;
  /** Where the code went (the phone number or e-mail), when this device knows it. */
  sentTo?: string;
}

/** A new code's timing; `sentTo` is kept from the last code of the same account unless given. */
export function rememberResendTime(userId: string, resendAvailableAt: string, sentTo?: string) {
  const before = readStored<OtpTiming>('otp');
  const known = sentTo ?? (before?.userId === userId ? before.sentTo : undefined);
  writeStored('otp', { userId, resendAvailableAt, sentTo: known } satisfies OtpTiming);
}

/** Where the account's code went, if this device registered it. */
export function storedSentTo(userId: string): string | null {
  const timing = readStored<OtpTiming>('otp');
  return timing?.userId === userId ? (timing.sentTo ?? null) : null;
}

export function storedResendTime(userId: string): string | null {
  const timing = readStored<OtpTiming>('otp');
  return timing?.userId === userId ? timing.resendAvailableAt : null;
}

// The countdown is shared with the settings screens (phone and e-mail change).
export { secondsUntil, useResendCountdown } from '../../hooks/use-countdown';
