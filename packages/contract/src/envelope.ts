import { z } from 'zod';

/** One field's validation failure, its message already in the request's language. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failed answer of the API (api-contract "Envelope"). */
export const errorEnvelopeSchema = z.object({
  err: z.literal(true),
  code: z.number().int(),
  message: z.string(),
  /** Machine-readable reason: a key of `messages`. */
  reason: z.string().optional(),
  errorList: z.array(fieldErrorSchema).optional(),
  /** Sign-in failures repeat the message here, as the spec's login reads `error`. */
  error: z.string().optional(),
  data: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A successful answer carrying `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    err: z.literal(false),
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

export type Envelope<T> = { err: false; code: number; message: string; data: T };
