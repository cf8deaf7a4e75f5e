import { createHmac, randomBytes } from 'node:crypto';
import { sameHash } from '../../lib/secrets';

/** How long a browser stays known after its last successful sign-in. */
export const knownDeviceLifetimeDays = 180;
const lifetimeSeconds = knownDeviceLifetimeDays * 24 * 60 * 60;

/**
 * Known devices (decision 0077): a browser that signed in to an account before carries a signed
 * cookie for that phone number, `<device id>.<issued, unix s>.<hmac>`, HttpOnly, SameSite=Strict,
 * sent only to the auth calls. Its sign-ins are counted per device, not with the phone number's
 * and the address's failures, so strangers' wrong passwords never lock the owner out of a browser
 * they used. The cookie's name is a keyed digest of the phone number (one per account on a shared
 * browser, naming no number). Nothing is stored: every server with the same key checks it.
 */
export class KnownDevices {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly secure: boolean,
  ) {
    // A key of its own, derived from the fleet's shared signing secret.
    this.key = createHmac('sha256', secret).update('known-device cookie').digest();
  }

  /** The device id of a live cookie for this phone number in the `Cookie` header, if any. */
  recognise(phoneNumber: string, cookieHeader: string | undefined, now = new Date()): string | null {
    const value = cookieValue(cookieHeader, this.cookieName(phoneNumber));
    const [deviceId, issued, sig, ...rest] = value?.split('.') ?? [];
    if (!deviceId || !issued || !sig || rest.length > 0) return null;
    if (!/^[A-Za-z0-9_-]{22}$/.test(deviceId) || !/^\d{1,12}$/.test(issued)) return null;
    const age = now.getTime() / 1000 - Number(issued);
    if (age < -60 || age > lifetimeSeconds) return null;
    return sameHash(this.mac(phoneNumber, deviceId, issued), sig) ? deviceId : null;
  }

  /** The `Set-Cookie` value that makes (or keeps, renewed) this browser known for the phone number. */
  cookieFor(phoneNumber: string, deviceId: string | null, path: string, now = new Date()): string {
    const id = deviceId ?? randomBytes(16).toString('base64url');
    const issued = String(Math.floor(now.getTime() / 1000));
    const value = `${id}.${issued}.${this.mac(phoneNumber, id, issued)}`;
    const attributes = [`Path=${path}`, `Max-Age=${lifetimeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
    if (this.secure) attributes.push('Secure');
    return [`${this.cookieName(phoneNumber)}=${value}`, ...attributes].join('; ');
  }

  private cookieName(phoneNumber: string): string {
    return `known_device_${createHmac('sha256', this.key).update(`name\n${phoneNumber}`).digest('hex').slice(0, 16)}`;
  }

  private mac(phoneNumber: string, deviceId: string, issued: string): string {
    return createHmac('sha256', this.key).update(`${phoneNumber}\n${deviceId}\n${issued}`).digest('hex');
  }
}

/** One cookie's value from a `Cookie` request header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
