import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { enrolments, kitab as kitabTable, profilePurchases } from '../../db/schema/index';

/**
 * Who reads a kitab, as one SQL condition: a profile with an active enrolment in its class, or
 * one that bought the kitab (or the class) on its own (decisions §6: "a kitab → the profile reads
 * it without the class"). Its operands may be columns or placeholders of a prepared statement.
 */
export const kitabAccessSql = (
  profileId: SQLWrapper,
  kitabId: SQLWrapper,
  classId: SQLWrapper,
) => sql<boolean>`(
  exists (select 1 from ${enrolments} where ${enrolments.profileId} = ${profileId}
    and ${enrolments.classId} = ${classId} and ${enrolments.status} = 'active')
  or exists (select 1 from ${profilePurchases} where ${profilePurchases.profileId} = ${profileId}
    and (${profilePurchases.itemType} = 'kitab' and ${profilePurchases.itemId} = ${kitabId}))
  or (exists (select 1 from ${profilePurchases} where ${profilePurchases.profileId} = ${profileId}
      and ${profilePurchases.itemType} = 'class' and ${profilePurchases.itemId} = ${classId})
    and not exists (select 1 from ${enrolments} where ${enrolments.profileId} = ${profileId}
      and ${enrolments.classId} = ${classId} and ${enrolments.status} = 'suspended')))`;

/** Whether the profile reads the kitab (`kitabAccessSql`), in one statement. */
export async function hasKitabAccess(
  db: Database | Transaction,
  profileId: string,
  kitab: { id: string; classId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ access: kitabAccessSql(sql`${profileId}`, sql`${kitab.id}`, sql`${kitab.classId}`) })
    .from(kitabTable)
    .where(eq(kitabTable.id, kitab.id));
  return row?.access === true;
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
