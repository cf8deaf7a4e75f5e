import type { KitabDownloadStatus } from '@academy/contract/downloads';
import { asc, eq, inArray, and, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { courses, kitab, pertemuan } from '../../db/schema/index';
import { courseShownSql, kitabShownSql, pertemuanShownSql } from '../catalogue/index';
import { kitabAccessSql } from './kitab-access';

/** A short digest of what a device keeps of a meeting or kitab (decision 0156). */
const digest = (parts: unknown): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);

/**
 * Each asked kitab's standing for a device that downloaded it: whether the profile may still
 * read it (paid, enrolled and not suspended, published) and, when it may, the version of each
 * visible meeting and of the whole kitab. A version is a digest of the content the device
 * stores (titles, materials, their bodies and media addresses), so any change staff make to a
 * meeting or material changes it without a column to keep up to date. A kitab the profile may
 * not read (or that does not exist) answers `mayRead: false` and no versions.
 */
export async function downloadStatus(
  db: Database,
  profileId: string,
  kitabIds: string[],
): Promise<KitabDownloadStatus[]> {
  const books = await db
    .select({
      id: kitab.id,
      title: kitab.title,
      titleArabic: kitab.titleArabic,
      author: kitab.author,
      description: kitab.description,
      // Qualified by hand: in a one-table select Drizzle names columns bare, which inside the
      // access subqueries would mean the subquery's own tables.
      mayRead: kitabAccessSql(sql`${profileId}`, sql`"kitab"."id"`, sql`"kitab"."class_id"`),
    })
    .from(kitab)
    .where(and(inArray(kitab.id, kitabIds), kitabShownSql));
  const readable = books.filter((book) => book.mayRead);
  const rows = readable.length
    ? await db
        .select({
          kitabId: pertemuan.kitabId,
          meetingId: pertemuan.id,
          number: pertemuan.number,
          meetingTitle: pertemuan.title,
          scheduledAt: pertemuan.scheduledAt,
          course: {
            id: courses.id,
            position: courses.position,
            title: courses.title,
            kind: courses.kind,
            sourceUrl: courses.sourceUrl,
            body: courses.body,
            direction: courses.direction,
            durationMinutes: courses.durationMinutes,
          },
        })
        .from(pertemuan)
        .leftJoin(courses, and(eq(courses.pertemuanId, pertemuan.id), courseShownSql))
        .where(
          and(
            inArray(
              pertemuan.kitabId,
              readable.map((book) => book.id),
            ),
            pertemuanShownSql,
          ),
        )
        .orderBy(asc(pertemuan.number), asc(courses.position), asc(courses.id))
    : [];
  return kitabIds.map((kitabId) => {
    const book = readable.find((candidate) => candidate.id === kitabId);
    if (!book) return { kitabId, mayRead: false, version: null, meetings: [] };
    const own = rows.filter((row) => row.kitabId === kitabId);
    const meetingIds = [...new Set(own.map((row) => row.meetingId))];
    const meetings = meetingIds.map((id) => {
      const parts = own.filter((row) => row.meetingId === id);
      const head = parts[0]!;
      return {
        id,
        version: digest([
          head.number,
          head.meetingTitle,
          head.scheduledAt?.toISOString() ?? null,
          parts.flatMap((row) => (row.course?.id ? [row.course] : [])),
        ]),
      };
    });
    const { id, mayRead, ...fields } = book;
    return { kitabId: id, mayRead, version: digest([fields, meetings]), meetings };
  });
}
