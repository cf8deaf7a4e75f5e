import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { enrolments, kitab as kitabTable, profilePurchases } from '../db/schema/index';

/**
 * Who reads a kitab: a profile with an active enrolment in its class, or one that bought the
 * kitab (or the class) on its own (decisions §6: "a kitab → the profile reads it without the class").
 */
export async function hasKitabAccess(
  db: Database | Transaction,
  profileId: string,
  kitab: { id: string; classId: string },
): Promise<boolean> {
  const [enrolment] = await db
    .select({ one: sql<number>`1` })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.profileId, profileId),
        eq(enrolments.classId, kitab.classId),
        eq(enrolments.status, 'active'),
      ),
    )
    .limit(1);
  if (enrolment) return true;
  const [purchase] = await db
    .select({ one: sql<number>`1` })
    .from(profilePurchases)
    .where(
      and(
        eq(profilePurchases.profileId, profileId),
        or(
          and(eq(profilePurchases.itemType, 'kitab'), eq(profilePurchases.itemId, kitab.id)),
          and(eq(profilePurchases.itemType, 'class'), eq(profilePurchases.itemId, kitab.classId)),
        ),
      ),
    )
    .limit(1);
  return Boolean(purchase);
}

/** The kitab of a class a profile bought on its own. */
export async function ownedKitabIds(db: Database, profileId: string, classId: string): Promise<string[]> {
  const rows = await db
    .select({ id: profilePurchases.itemId })
    .from(profilePurchases)
    .where(
      and(
        eq(profilePurchases.profileId, profileId),
        eq(profilePurchases.itemType, 'kitab'),
        inArray(
          profilePurchases.itemId,
          db.select({ id: kitabTable.id }).from(kitabTable).where(eq(kitabTable.classId, classId)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
