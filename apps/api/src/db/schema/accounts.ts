import { messagePurposes } from '@academy/contract/dev-outbox';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
/** The owning account; its rows go with it. */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();

/** An account: one person who signs in (spec §3 "account"). */
export const users = pgTable('users', {
  id: id(),
  fullName: text('full_name').notNull(),
  /** Null once the account is erased (issue 37): every account that signs in has one. */
  gender: text('gender', { enum: ['male', 'female'] }),
  /** The canonical form of contract `phone-number.ts` (e.g. 081234567890), however it was typed. */
  phoneNumber: text('phone_number').notNull().unique(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  preferredLanguage: text('preferred_language', { enum: ['en', 'id'] }),
  /** Staff role (decisions §8); null for learners. */
  role: text('role', { enum: ['admin', 'teacher'] }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in session; only the token's hash is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** A learner profile of an account (spec §3): the main one is made at registration. */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }),
    isMain: boolean('is_main').notNull().default(false),
    /** 1 for the main profile, then 2, 3, … in order of creation. */
    number: integer('number').notNull(),
    /** argon2id hash of the 6-digit PIN; null until one is set. */
    pinHash: text('pin_hash'),
    /** Whether switching to this profile asks for its PIN. */
    pinRequired: boolean('pin_required').notNull().default(true),
    /** Whether starting or continuing an exam asks for the PIN (decisions §5, exam PIN). */
    examPinRequired: boolean('exam_pin_required').notNull().default(false),
    /** Wrong PINs since the last right one or lock (5 lock PIN checks for 15 minutes). */
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postCode: text('post_code'),
    country: text('country'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('profiles_user_number_unique').on(table.userId, table.number)],
);

/**
 * One-time codes (api-contract "Security rules"): stored hashed, bound to purpose, account and
 * target address, valid 10 minutes, single use, 5 wrong tries. Forgot-password requests for
 * unknown e-mails keep a row with no account, so they answer and throttle like known ones.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: messagePurposes,
    }).notNull(),
    /** The phone number or e-mail the code was sent to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    /** Set when used, or when a newer code of the same purpose replaces it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_codes_user_idx').on(table.userId, table.purpose, table.createdAt),
    index('otp_codes_target_idx').on(table.target, table.purpose, table.createdAt),
  ],
);

/** Password reset tokens bought with a reset code: single use, 15 minutes, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * An invitation to set the password of an account staff created by importing learners (decision
 * 0117): single use, 7 days, stored hashed; the class it came with is named on its page.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: id(),
    userId: ownerId(),
    classId: uuid('class_id'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_invitations_user_idx').on(table.userId)],
);

/**
 * Failed password checks per key (`phone:…`, `address:…`, `account:…`) in a fixed window;
 * a key over its limit is refused until the window ends.
 */
export const failureCounters = pgTable('failure_counters', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
