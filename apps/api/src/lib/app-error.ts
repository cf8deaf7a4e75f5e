import type { FieldError } from '@academy/contract/envelope';
import type { MessageKey } from '@academy/contract/messages';

/** A failure the client should see: its status, the message key, and optional details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: MessageKey,
    readonly details: {
      data?: unknown;
      /** Field errors; their messages are message keys, translated on the way out. */
      errorList?: { field: string; message: MessageKey }[];
      headers?: Record<string, string>;
      /** The underlying fault, logged but never sent to the client. */
      cause?: unknown;
    } = {},
  ) {
    super(reason, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AppError';
  }
}

/** Shorthand for one field's validation failure (400). */
export function fieldError(field: string, message: MessageKey): AppError {
  return new AppError(400, 'validationFailed', { errorList: [{ field, message }] });
}

export type { FieldError };
