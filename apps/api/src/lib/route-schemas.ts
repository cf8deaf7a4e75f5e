import { errorEnvelopeSchema } from '@academy/contract/envelope';

/** Response schemas of the failure statuses a call documents (all share the error envelope). */
export function failures<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as {
    [K in S[number]]: typeof errorEnvelopeSchema;
  };
}

/** Signed-in calls: OpenAPI security and the 401 every one of them may answer. */
export const signedIn = { security: [{ bearer: [] }] };

/** What `actingProfile` may answer besides 404: a PIN-gated profile not unlocked (403) or locked (423). */
export const profileGate = failures(403, 423);
