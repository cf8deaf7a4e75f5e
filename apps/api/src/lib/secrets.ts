import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A generated account password (96 random bits, 16 URL-safe characters), printed once to its owner. */
export function newPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Tokens and codes are stored only as this hash. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit one-time code from the CSPRNG. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
