import type { Profile } from '@academy/contract/profile';
import type { SignedInUser, User } from '@academy/contract/user';
import { profiles, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

/** The columns `toUser` reads, for reads that need nothing else (`/user/me`). */
export const userViewColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  gender: users.gender,
  verifiedAt: users.verifiedAt,
  preferredLanguage: users.preferredLanguage,
  createdAt: users.createdAt,
};
type UserView = Pick<UserRow, keyof typeof userViewColumns>;

/**
 * An account as the API shows it (never its password hash). An erased account (no gender left,
 * issue 37) is shown to no one: it cannot sign in, so this answers 404 should it be asked.
 */
export function toUser(row: UserView): User {
  if (row.gender === null) throw new AppError(404, 'notFound');
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

/** The columns `toProfile` reads (not the PIN's lock state), for reads that need nothing else. */
export const profileViewColumns = {
  id: profiles.id,
  name: profiles.name,
  gender: profiles.gender,
  isMain: profiles.isMain,
  number: profiles.number,
  pinHash: profiles.pinHash,
  pinRequired: profiles.pinRequired,
  examPinRequired: profiles.examPinRequired,
  address: profiles.address,
  city: profiles.city,
  state: profiles.state,
  postCode: profiles.postCode,
  country: profiles.country,
  createdAt: profiles.createdAt,
};
type ProfileView = Pick<ProfileRow, keyof typeof profileViewColumns>;

/** A profile as the API shows it (never its PIN hash or lock state). */
export function toProfile(row: ProfileView): Profile {
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
