import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const argon2id = 2;

// OWASP ASVS 5.0 L2 minimum for argon2id: m = 19 MiB, t = 2, p = 1.
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, options);
}

/**
 * What an account without a usable password stores (an imported learner until their invitation
 * is used, decision 0117): no secret matches it, and checking one takes a hash's time.
 */
export const noPasswordHash = 'no-password:invited';

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  if (storedHash === noPasswordHash) return verifyAgainstDummy(secret);
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

/** A hash of nothing in particular, verified when an account is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(secret: string): Promise<boolean> {
  dummyHash ??= hashSecret('not-a-real-password-at-all');
  return dummyHash.then((stored) => verifySecret(stored, secret)).then(() => false);
}
