import type { Profile } from '@academy/contract/profile';
import type { SignedInUser, User } from '@academy/contract/user';
import type { profiles, users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

/** An account as the API shows it (never its password hash). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    gender: row.gender,
    verified: row.verifiedAt !== null,
    preferredLanguage: row.preferredLanguage,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSignedInUser(row: UserRow, session: { token: string; expiresAt: Date }): SignedInUser {
  return {
    ...toUser(row),
    role: row.role,
    token: session.token,
    tokenExpiresAt: session.expiresAt.toISOString(),
  };
}

/** A profile as the API shows it (never its PIN hash or lock state). */
export function toProfile(row: ProfileRow): Profile {
  const { address, city, state, postCode, country } = row;
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    isMain: row.isMain,
    number: row.number,
    hasPin: row.pinHash !== null,
    pinRequired: row.pinRequired,
    examPinRequired: row.examPinRequired,
    address:
      address !== null && city !== null && state !== null && postCode !== null && country !== null
        ? { address, city, state, postCode, country }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** True when a database error is a unique-constraint violation (PGlite and node-postgres). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
