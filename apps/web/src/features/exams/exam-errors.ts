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
