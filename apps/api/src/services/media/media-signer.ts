import { createHmac } from 'node:crypto';
import { sameHash } from '../../lib/secrets';

/** Path prefixes of the academy's own media, readable only through a signed address. */
export const privateMediaPrefixes = ['/demo-media/', '/media/'] as const;

/** How long a signed address stays valid at least; seeking a video needs it for the whole lesson. */
export const mediaAddressLifetimeMs = 3 * 60 * 60_000;
/**
 * Expiries are rounded up to this step, so reading the same course again within it gives the
 * same address (a refetched page does not reload a playing video, and the browser cache holds).
 */
const expiryStepMs = 15 * 60_000;

export function isPrivateMediaPath(path: string): boolean {
  return privateMediaPrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * Short-lived signed addresses of private media (decision 0015): `<path>?expires=<unix s>&sig=<hmac>`,
 * the hex HMAC-SHA256 of the path and expiry under the server's key. A `<video>` or `<iframe>` cannot
 * send a bearer token, so the address itself is the proof that a course read handed it out.
 */
export class MediaSigner {
  constructor(private readonly secret: string) {}

  /** Signs an address of our private media; any other address (an outside host) is kept as is. */
  sign<T extends string | null>(url: T, now = new Date()): T {
    if (url === null || !isPrivateMediaPath(url)) return url;
    const expires =
      Math.ceil((now.getTime() + mediaAddressLifetimeMs) / expiryStepMs) * (expiryStepMs / 1000);
    return `${url}?expires=${expires}&sig=${this.mac(url, expires)}` as T;
  }

  /** Whether `expires` and `sig` are a live signature of `path` (decoded, without its query). */
  verify(path: string, expires: string | null, sig: string | null, now = new Date()): boolean {
    if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 <= now.getTime()) return false;
    return sameHash(this.mac(path, Number(expires)), sig);
  }

  private mac(path: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${path}\n${expires}`).digest('hex');
  }
}
