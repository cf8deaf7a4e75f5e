import { createECDH } from 'node:crypto';
import { z } from 'zod';

// The VAPID settings of Web Push (decision 0155), read with the others by settings.ts; the pair of
// a local start is kept in DATA_DIR by vapid-keys.ts.

/** What signs (RFC 8292) every push the server sends (decision 0155). */
export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: the browser subscribes with it. */
  publicKey: string;
  /** The P-256 private key, base64url (32 bytes). */
  privateKey: string;
  /** A `mailto:` or `https:` address the push services can reach the academy at. */
  subject: string;
}

const base64urlBytes = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, `${what}: base64url, as \`npx web-push generate-vapid-keys\` prints it`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `${what}: must be ${bytes} bytes`);

/** The VAPID_* settings (README "Settings"); a public origin must set all three. */
export const vapidSettings = {
  VAPID_PUBLIC_KEY: base64urlBytes(65, 'the P-256 public key').optional(),
  VAPID_PRIVATE_KEY: base64urlBytes(32, 'the P-256 private key').optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^(mailto:|https:\/\/)\S+$/.test(value), 'a mailto: or https:// address')
    .optional(),
};

/** A local start's subject when VAPID_SUBJECT is unset. */
const localSubject = 'mailto:no-reply@academy.test';

/** A new P-256 pair, as base64url (the private key padded to its 32 bytes). */
export function generateVapidKeys(): Omit<VapidKeys, 'subject'> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/** The pair of the settings, or one drawn for this start (replaced by `withStableVapidKeys`). */
export function vapidKeysOf(data: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
}): VapidKeys {
  const subject = data.VAPID_SUBJECT ?? localSubject;
  if (data.VAPID_PUBLIC_KEY && data.VAPID_PRIVATE_KEY) {
    return { publicKey: data.VAPID_PUBLIC_KEY, privateKey: data.VAPID_PRIVATE_KEY, subject };
  }
  return { ...generateVapidKeys(), subject };
}
