import { pinLockedDataSchema, pinWrongDataSchema } from '@academy/contract/profile';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

export type PinFailure = { kind: 'wrong'; remainingTries: number } | { kind: 'locked'; lockedUntil: Date };

/**
 * What a failed PIN call says about the PIN: wrong (400 with data.remainingTries) or locked
 * (423 with data.lockedUntil); null for any other failure.
 */
export function pinFailure(error: unknown): PinFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 423) {
    const locked = pinLockedDataSchema.safeParse(error.data);
    return locked.success ? { kind: 'locked', lockedUntil: new Date(locked.data.lockedUntil) } : null;
  }
  if (error.code === 400) {
    const wrong = pinWrongDataSchema.safeParse(error.data);
    return wrong.success ? { kind: 'wrong', remainingTries: wrong.data.remainingTries } : null;
  }
  return null;
}

/** The extra line a PIN failure adds under the server's message: tries left, or the lock's end. */
export function pinFailureHint(
  t: TFunction,
  failure: PinFailure | null,
  language: string,
): string | undefined {
  if (!failure) return undefined;
  if (failure.kind === 'wrong') return t('pin.triesLeft', { ns: 'common', count: failure.remainingTries });
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
    failure.lockedUntil,
  );
  return t('pin.lockedUntil', { ns: 'common', time });
}
