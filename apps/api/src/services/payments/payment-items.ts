import type { EnrolmentStatus } from '@academy/contract/catalogue';
import type { Localized } from '@academy/contract/language';
import type { OwnedItems, PaymentItemRef } from '@academy/contract/payments';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  classes,
  courses,
  enrolments,
  exams,
  kitab,
  pertemuan,
  profilePurchases,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { classShownSql, examShownSql, kitabShownSql } from '../catalogue/index';
import { hasKitabAccess, kitabAccessSql } from '../learning/index';

/** Something for sale, read from the catalogue: its price always comes from here, never the client. */
export interface SaleItem {
  ref: PaymentItemRef;
  title: Localized;
  classId: string;
  kitabId: string | null;
  price: number;
}

/**
 * The item and its price, or 404 unknown (or not shown to learners, unless `staff` sells it),
 * 400 free or not sold on its own.
 */
export async function saleItem(db: Database, ref: PaymentItemRef, staff = false): Promise<SaleItem> {
  const found = await findItem(db, ref, !staff);
  if (!found) throw new AppError(404, 'notFound');
  if (found.price === null) throw new AppError(400, 'paymentItemNotForSale');
  if (found.price <= 0) throw new AppError(400, 'paymentItemFree');
  return { ...found, price: found.price };
}

async function findItem(db: Database, ref: PaymentItemRef, shownOnly: boolean) {
  const shown = (condition: SQL) => (shownOnly ? condition : undefined);
  switch (ref.type) {
    case 'class': {
      const [row] = await db
        .select()
        .from(classes)
        .where(and(eq(classes.id, ref.id), shown(classShownSql)));
      return row && { ref, title: row.title, classId: row.id, kitabId: null, price: row.price };
    }
    case 'kitab': {
      const [row] = await db
        .select()
        .from(kitab)
        .where(and(eq(kitab.id, ref.id), shown(kitabShownSql)));
      return row && { ref, title: row.title, classId: row.classId, kitabId: row.id, price: row.price };
    }
    case 'exam': {
      const [row] = await db
        .select({ exam: exams, classId: kitab.classId })
        .from(exams)
        .innerJoin(kitab, eq(kitab.id, exams.kitabId))
        .where(and(eq(exams.id, ref.id), shown(examShownSql)));
      return (
        row && {
          ref,
          title: row.exam.title,
          classId: row.classId,
          kitabId: row.exam.kitabId,
          price: row.exam.price,
        }
      );
    }
  }
}

/** The columns of a transaction that name its item, as it is named now. */
export const transactionItemColumns = (item: SaleItem) => ({
  itemType: item.ref.type,
  itemId: item.ref.id,
  itemTitle: item.title,
  itemClassId: item.classId,
  itemKitabId: item.kitabId,
  orderName: item.title.id.slice(0, 50),
});

/** Whether the profile already has the item: an active class, a readable kitab, a bought exam. */
export async function ownsItem(
  db: Database | Transaction,
  profileId: string,
  item: SaleItem,
): Promise<boolean> {
  switch (item.ref.type) {
    case 'class': {
      const [row] = await db
        .select({ status: enrolments.status })
        .from(enrolments)
        .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, item.classId)));
      return row?.status === 'active';
    }
    case 'kitab':
      return hasKitabAccess(db, profileId, { id: item.ref.id, classId: item.classId });
    case 'exam': {
      const [row] = await db
        .select({ itemId: profilePurchases.itemId })
        .from(profilePurchases)
        .where(
          and(
            eq(profilePurchases.profileId, profileId),
            eq(profilePurchases.itemType, 'exam'),
            eq(profilePurchases.itemId, item.ref.id),
          ),
        );
      return Boolean(row);
    }
  }
}

/** An exam is sold only to a profile that reads its kitab (403 otherwise). */
export async function assertCanBuy(db: Database, profileId: string, item: SaleItem) {
  if (item.ref.type !== 'exam' || !item.kitabId) return;
  if (!(await hasKitabAccess(db, profileId, { id: item.kitabId, classId: item.classId })))
    throw new AppError(403, 'notEnrolled');
}

/**
 * Grants a paid item, inside the database transaction that records the paid status: a class
 * enrolment becomes active (re-created if its seat was released), and a purchase row is written
 * for every item (what kitab, exam and certificate access read).
 */
export async function grantItem(
  tx: Transaction,
  row: { id: string; profileId: string; itemType: PaymentItemRef['type']; itemId: string },
) {
  if (row.itemType === 'class') {
    await tx
      .insert(enrolments)
      .values({ classId: row.itemId, profileId: row.profileId, status: 'active' })
      .onConflictDoUpdate({ target: [enrolments.profileId, enrolments.classId], set: { status: 'active' } });
  }
  await tx
    .insert(profilePurchases)
    .values({ profileId: row.profileId, itemType: row.itemType, itemId: row.itemId, transactionId: row.id })
    .onConflictDoNothing();
}

/**
 * Takes back what a transaction granted, when it is refunded in full or charged back (decision
 * 0058): the purchase it paid for goes (a kitab is no longer readable alone, an exam no longer
 * open), and a class's enrolment is removed, so the class closes for the profile and its seat is
 * free again. What the profile studied (completions, attempts) stays on record.
 */
export async function takeBackItem(
  tx: Transaction,
  row: { id: string; profileId: string; itemType: PaymentItemRef['type']; itemId: string },
) {
  await tx
    .delete(profilePurchases)
    .where(
      and(
        eq(profilePurchases.profileId, row.profileId),
        eq(profilePurchases.itemType, row.itemType),
        eq(profilePurchases.itemId, row.itemId),
        eq(profilePurchases.transactionId, row.id),
      ),
    );
  await dropEnrolment(tx, row, 'active');
}

/** Frees the seat a waiting enrolment held for a payment that ended unpaid. */
export const releaseSeat = (tx: Transaction, row: { profileId: string; itemType: string; itemId: string }) =>
  dropEnrolment(tx, row, 'waiting_payment');

/** Removes the profile's enrolment in the class a transaction is for, when it has that status. */
async function dropEnrolment(
  tx: Transaction,
  row: { profileId: string; itemType: string; itemId: string },
  status: EnrolmentStatus,
) {
  if (row.itemType !== 'class') return;
  await tx
    .delete(enrolments)
    .where(
      and(
        eq(enrolments.profileId, row.profileId),
        eq(enrolments.classId, row.itemId),
        eq(enrolments.status, status),
      ),
    );
}

/** The first course of a kitab: where reading it starts once it is bought. */
export async function kitabStart(db: Database, kitabId: string) {
  const [first] = await db
    .select({ pertemuanId: pertemuan.id, courseId: courses.id })
    .from(courses)
    .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
    .where(eq(pertemuan.kitabId, kitabId))
    .orderBy(asc(pertemuan.number), asc(courses.position), asc(courses.id))
    .limit(1);
  return first ?? null;
}

/**
 * Everything of the store a profile holds, by `ownsItem`'s rules in three statements: its active
 * enrolments, the kitab it reads (`kitabAccessSql`) and the exams it bought.
 */
export async function ownedItems(db: Database, profileId: string): Promise<OwnedItems> {
  const [enrolled, read, bought] = await Promise.all([
    db
      .select({ id: enrolments.classId })
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profileId), eq(enrolments.status, 'active'))),
    db
      .select({ id: kitab.id })
      .from(kitab)
      .where(kitabAccessSql(sql`${profileId}`, kitab.id, kitab.classId)),
    db
      .select({ id: profilePurchases.itemId })
      .from(profilePurchases)
      .where(and(eq(profilePurchases.profileId, profileId), eq(profilePurchases.itemType, 'exam'))),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  return { classIds: ids(enrolled), kitabIds: ids(read), examIds: ids(bought) };
}
