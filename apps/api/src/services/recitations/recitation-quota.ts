import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recitations } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { academyDay, academyDayStart } from '../learning/index';
import type { RecitationUploads, UploadManifest } from './recitation-uploads';

// A profile's recitation storage quota (issue 37, decision 0140): unfinished uploads at once and
// their announced bytes (recitation-uploads.ts), and the audio handed in a WIB day, here.

/**
 * 413 `recitationDailyLimit` when the recordings the profile handed in since the start of today
 * (WIB) and `moreBytes` (unfinished uploads and the recording at hand) pass `dailyMaxBytes`.
 */
export async function checkDailyAudio(
  db: Database,
  profileId: string,
  moreBytes: number,
  dailyMaxBytes: number,
) {
  const [today] = await db
    .select({ bytes: sql<string>`coalesce(sum(${recitations.sizeBytes}), 0)` })
    .from(recitations)
    .where(
      and(
        eq(recitations.profileId, profileId),
        gte(recitations.submittedAt, academyDayStart(academyDay(new Date()))),
      ),
    );
  if (Number(today?.bytes ?? 0) + moreBytes > dailyMaxBytes) throw new AppError(413, 'recitationDailyLimit');
}

/**
 * Starts an upload within the profile's quota, holding its upload lock (a transaction-scoped
 * advisory lock, so across a fleet on one PostgreSQL): starts of one profile run one at a time,
 * and a burst of them cannot pass the quota between a check and the upload it lets through.
 */
export function startWithinQuota(
  quota: { db: Database; uploads: RecitationUploads; dailyMaxBytes: number },
  profileId: string,
  manifest: UploadManifest,
) {
  return quota.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const lock = `recitation-uploads:${profileId}`;
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
    return quota.uploads.start(profileId, manifest, (unfinishedBytes) =>
      checkDailyAudio(db, profileId, unfinishedBytes, quota.dailyMaxBytes),
    );
  });
}
