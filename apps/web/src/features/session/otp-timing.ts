import { useState, useSyncExternalStore } from 'react';
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

const unchanging = () => () => undefined;

/**
 * A stored value of this device as state: `null` while the page hydrates (the server rendered it
 * without the device's storage, and the first render must match it, else React 418), the stored
 * value right after, and what `set` gives from then on.
 */
function useStoredState(read: () => string | null) {
  const stored = useSyncExternalStore(unchanging, read, () => null);
  const [given, set] = useState<{ value: string | null } | null>(null);
  return [given ? given.value : stored, (value: string | null) => set({ value })] as const;
}

/** When this device may ask the account's next code, and where the last one went, as state. */
export function useStoredOtpTiming(userId: string) {
  const [resendAt, setResendAt] = useStoredState(() => storedResendTime(userId));
  const [sentTo, setSentTo] = useStoredState(() => storedSentTo(userId));
  return { resendAt, setResendAt, sentTo, setSentTo };
}

// The countdown is shared with the settings screens (phone and e-mail change).
export { secondsUntil, useResendCountdown } from '../../hooks/use-countdown';
