import { z } from 'zod';

// Web Push (api-contract "Offline study and Web Push", decision 0155).

/** Devices one profile keeps push on at once: a new one past it drops the profile's oldest. */
export const maxPushSubscriptionsPerProfile = 10;

/** Longest endpoint stored: the push services' addresses are a few hundred characters. */
const endpointMaxLength = 2048;

/** Unpadded base64url of exactly `bytes` bytes. */
const base64urlOf = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'pushKeyInvalid')
    .length(Math.ceil((bytes * 4) / 3), 'pushKeyInvalid');

/** `GET /push/vapid-public-key`: the application server key a browser subscribes with. */
export const vapidPublicKeySchema = z.object({ key: z.string() });

/**
 * The browser's `PushSubscription.toJSON()`: its push service address and the keys the payload is
 * encrypted to (RFC 8291: a P-256 public key of 65 bytes, a 16-byte secret). The server refuses an
 * endpoint that is not `https:` on a public start.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ error: 'pushEndpointInvalid' }).max(endpointMaxLength, 'pushEndpointInvalid'),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({ p256dh: base64urlOf(65), auth: base64urlOf(16) }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.url({ error: 'pushEndpointInvalid' }).max(endpointMaxLength, 'pushEndpointInvalid'),
});
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/** What a push carries, encrypted: nothing a lock screen should not show (decisions §11). */
export interface PushNotice {
  title: string;
  body: string;
  /** A path of the app, opened when the notification is tapped. */
  url: string;
}
