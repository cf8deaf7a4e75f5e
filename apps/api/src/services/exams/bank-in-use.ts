import type { BankImportInUse } from '@academy/contract/staff-question-bank';
import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { examAttempts, examDraws, exams, kitab } from '../../db/schema/index';
import type { BankOwner } from './exam-draws';

/**
 * The exams that learners have started (an attempt exists) and that draw from one of these
 * categories of the bank: a class's exams drawing from their class's bank, or any exam drawing from
 * the academy's. Removing such questions would change what their later attempts draw (decision 0164).
 */
export async function examsDrawingFrom(
  db: Database | Transaction,
  owner: BankOwner,
  categories: string[],
): Promise<BankImportInUse['exams']> {
  if (categories.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: exams.id, title: exams.title, category: examDraws.category })
    .from(examDraws)
    .innerJoin(exams, eq(exams.id, examDraws.examId))
    .innerJoin(kitab, eq(kitab.id, exams.kitabId))
    .where(
      and(
        inArray(examDraws.category, categories),
        owner === null
          ? eq(examDraws.bank, 'academy')
          : and(eq(examDraws.bank, 'class'), eq(kitab.classId, owner)),
        exists(
          db.select({ one: examAttempts.id }).from(examAttempts).where(eq(examAttempts.examId, exams.id)),
        ),
      ),
    )
    .orderBy(asc(exams.id), asc(examDraws.category));
  return rows;
}
