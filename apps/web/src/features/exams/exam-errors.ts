import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/**
 * What an exam screen says about a failed call: the server's message for a refusal (for example
 * 'You have an unfinished exam', 'The exam has ended'), and the spec's 'Something Wrong' for an
 * unexpected failure (no connection, a server fault).
 */
export function examErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.code >= 400 && error.code < 500) return error.message;
  return t('examSomethingWrong', { ns: 'validation' });
}

/**
 * Whether a call was refused by the exam PIN gate (decision 0073): this sign-in has not entered
 * the profile's PIN (403 `examPinRequired`), or the PIN is locked (423 `pinLocked`, told in the
 * PIN dialog).
 */
export function isExamPinRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.reason === 'examPinRequired' || error.reason === 'pinLocked');
}
