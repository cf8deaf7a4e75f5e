import type { KitabSanad } from '@academy/contract/certificates';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classes, kitab, profiles, teachers } from '../../db/schema/index';
import { chainKey, teacherKitabChains } from '../catalogue/index';
import { kitabStanding } from './completion-rule';
import { sanadChain } from './sanad-chain';

/**
 * Per kitab the profile completed whose teacher has a known chain of it, that chain through the
 * teacher to the learner; a kitab without one is not listed (decision 0108).
 */
export async function profileSanad(db: Database, profileId: string): Promise<KitabSanad[]> {
  const complete = (await kitabStanding(db, profileId)).filter((row) => row.complete);
  if (complete.length === 0) return [];
  const rows = await db
    .select({
      kitab: { id: kitab.id, title: kitab.title, titleArabic: kitab.titleArabic },
      teacherId: teachers.id,
      teacherName: teachers.name,
      learnerName: sql<string>`(select ${profiles.name} from ${profiles} where ${profiles.id} = ${profileId})`,
    })
    .from(kitab)
    .innerJoin(classes, eq(classes.id, kitab.classId))
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(
      inArray(
        kitab.id,
        complete.map((row) => row.kitabId),
      ),
    )
    .orderBy(asc(kitab.classId), asc(kitab.position));
  const chains = await teacherKitabChains(
    db,
    rows.map((row) => ({ teacherId: row.teacherId, kitabId: row.kitab.id })),
  );
  return rows
    .map((row) => ({
      kitab: row.kitab,
      chain: sanadChain(
        chains.get(chainKey(row.teacherId, row.kitab.id)) ?? [],
        row.teacherName,
        row.learnerName,
      ),
    }))
    .filter((entry) => entry.chain.length > 0);
}
