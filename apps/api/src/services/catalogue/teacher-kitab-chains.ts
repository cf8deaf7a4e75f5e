import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { teacherKitabSanadLinks, type SanadLinkRecord } from '../../db/schema/index';

/** Key of a teacher's chain of one kitab in the map `teacherKitabChains` answers. */
export const chainKey = (teacherId: string, kitabId: string) => `${teacherId}:${kitabId}`;

/**
 * Each teacher's known chain of each kitab asked for (decision 0108), upwards (position 1 = the
 * teacher's own teacher), keyed by `chainKey`; a pair without a chain is absent.
 */
export async function teacherKitabChains(
  db: Database,
  pairs: { teacherId: string; kitabId: string }[],
): Promise<Map<string, SanadLinkRecord[]>> {
  const chains = new Map<string, SanadLinkRecord[]>();
  if (pairs.length === 0) return chains;
  const links = await db
    .select()
    .from(teacherKitabSanadLinks)
    .where(
      or(
        ...pairs.map((pair) =>
          and(
            eq(teacherKitabSanadLinks.teacherId, pair.teacherId),
            eq(teacherKitabSanadLinks.kitabId, pair.kitabId),
          ),
        ),
      ),
    )
    .orderBy(
      asc(teacherKitabSanadLinks.teacherId),
      asc(teacherKitabSanadLinks.kitabId),
      asc(teacherKitabSanadLinks.position),
    );
  for (const link of links) {
    const key = chainKey(link.teacherId, link.kitabId);
    chains.set(key, [...(chains.get(key) ?? []), { name: link.name, note: link.note }]);
  }
  return chains;
}
