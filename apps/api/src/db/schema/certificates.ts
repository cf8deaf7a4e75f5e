import { badgeKeys } from '@academy/contract/certificates';
import type { Localized } from '@academy/contract/language';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts';

// Certificates, their cached PDFs, the yearly number counters and badges (decisions §7).

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes; node-postgres answers a Buffer and PGlite a Uint8Array, both become a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One link of a sanad as printed on a certificate (the chain is copied at issue time). */
export interface SanadLinkRecord {
  name: string;
  note: Localized;
}

/** The chain of one kitab on a certificate (a class certificate may hold one per kitab). */
export interface KitabChainRecord {
  titleArabic: string;
  links: SanadLinkRecord[];
}

/**
 * A certificate of a profile for a class or a kitab bought on its own: one per profile and item.
 * The facts it certifies (names, titles, sanad) are copied when it is issued, so later edits of
 * the catalogue never change a certificate someone already holds.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['class', 'kitab'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** `{prefix}/{year}/{000001}`, gapless per year. */
    number: text('number').notNull().unique(),
    /** Public verification code: 96 random bits, base64url (16 characters). */
    code: text('code').notNull().unique(),
    learnerName: text('learner_name').notNull(),
    teacherName: text('teacher_name').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** The Arabic title of the kitab (for a class, its kitab joined with ' و '). */
    titleArabic: text('title_arabic').notNull(),
    /** Teacher's chain upwards (position 1 = the teacher's own teacher), as at issue time. */
    sanad: jsonb('sanad').$type<SanadLinkRecord[]>().notNull(),
    /**
     * Per kitab with a known chain, the teacher's chain of that kitab as at issue time (decision
     * 0108); null on certificates issued before, whose one chain is `sanad`.
     */
    sanadChains: jsonb('sanad_chains').$type<KitabChainRecord[]>(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    status: text('status', { enum: ['valid', 'revoked'] })
      .notNull()
      .default('valid'),
    revokedAt: instant('revoked_at'),
    // Who issued it by hand and why (null: issued automatically on completion); who revoked it
    // and why. Names are kept as text so the history survives the staff account (decision 0060).
    issuedByUserId: uuid('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    issuedByName: text('issued_by_name'),
    issueReason: text('issue_reason'),
    revokedByUserId: uuid('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedByName: text('revoked_by_name'),
    revokedReason: text('revoked_reason'),
    /**
     * Revoked because a regrade took away the pass that earned it (issue 26): unlike a staff
     * revocation it does not hold the item, so passing again issues a new certificate.
     */
    revokedUnearned: boolean('revoked_unearned').notNull().default(false),
    /** The certificate this one replaced (a reissue after a name correction); each is replaced once. */
    reissuedFromId: uuid('reissued_from_id')
      .unique()
      .references((): AnyPgColumn => certificates.id, { onDelete: 'set null' }),
  },
  (table) => [
    // One valid certificate per profile and item; a revoked one stays beside its replacement.
    // (Issuing also refuses while a revoked one is held, so revocation is not undone by the next
    // completion: see CertificateService.issue.)
    uniqueIndex('certificates_profile_item_valid')
      .on(table.profileId, table.itemType, table.itemId)
      .where(sql`${table.status} = 'valid'`),
    index('certificates_profile_idx').on(table.profileId, table.issuedAt),
  ],
);

/** The last number given in each year; incremented in the issuing transaction (no gaps). */
export const certificateCounters = pgTable('certificate_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A generated PDF, kept once made; `language` is the Latin variant's language ('ar' for Arabic). */
export const certificatePdfs = pgTable(
  'certificate_pdfs',
  {
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'id', 'ar'] }).notNull(),
    content: bytes('content').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.certificateId, table.language] })],
);

/** Badges a profile earned (decisions §7), each once. */
export const profileBadges = pgTable(
  'profile_badges',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key', { enum: badgeKeys }).notNull(),
    earnedAt: instant('earned_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.key] })],
);
