import type { RecitationComment } from '@academy/contract/recitation';
import { recitationGrades, recitationStatuses } from '@academy/contract/recitation';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts';
import { classes } from './classes';

// Recitations (setoran, decisions §10): a recording of a surah's ayah range handed in for a class
// that takes recitations, and the teacher's grade and comments on its timeline.

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const recitations = pgTable(
  'recitations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    surah: integer('surah').notNull(),
    fromAyah: integer('from_ayah').notNull(),
    toAyah: integer('to_ayah').notNull(),
    note: text('note').notNull().default(''),
    /** The media store's key of the recording (served at `/media/<key>`, signed). */
    mediaKey: text('media_key').notNull(),
    contentType: text('content_type').notNull(),
    /** Read from the file on upload, never from the client. */
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    /** The recording's bytes as stored (0 for those handed in before it was kept): the daily quota's count. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: recitationStatuses }).notNull().default('submitted'),
    grade: text('grade', { enum: recitationGrades }),
    comments: jsonb('comments').$type<RecitationComment[]>().notNull().default([]),
    repeatOf: uuid('repeat_of').references((): AnyPgColumn => recitations.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name'),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    reviewedAt: instant('reviewed_at'),
  },
  (table) => [
    index('recitations_profile_idx').on(table.profileId, table.submittedAt),
    index('recitations_class_status_idx').on(table.classId, table.status, table.submittedAt),
  ],
);
