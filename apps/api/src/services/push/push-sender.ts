import webPush from 'web-push';
import type { VapidKeys } from '../../config/vapid-settings';

/** A device's subscription as the sender needs it: where to post and whom to encrypt to. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `gone`: the push service answered 404 or 410, the subscription is no more. */
export type PushOutcome = 'sent' | 'gone';

/** Delivers one encrypted push to one device (decisions §4: behind an interface like every outside service). */
export interface PushSender {
  readonly name: string;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** Hours a push service keeps a push for a device that is off (a reminder is stale after). */
const timeToLiveSeconds = 12 * 3600;
const timeoutMs = 10_000;

/**
 * Web Push (RFC 8030) with the `web-push` library: it encrypts the payload to the device's keys
 * (RFC 8291, `aes128gcm`) and signs the VAPID JWT (RFC 8292); the post itself goes by `fetch`, so
 * an `http:` endpoint of a local start (the tests' push service) is reached too.
 */
export class WebPushSender implements PushSender {
  readonly name = 'web-push';

  constructor(private readonly vapid: VapidKeys) {}

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    const request = webPush.generateRequestDetails(target, payload, {
      vapidDetails: this.vapid,
      TTL: timeToLiveSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new Error(`the push service answered ${response.status}`);
    return 'sent';
  }
}
