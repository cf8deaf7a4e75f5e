import type {
  StaffBankImport,
  StaffBankQuestion,
  StaffQuestionBankQuery,
  StaffQuestionBankSummary,
} from '@academy/contract/staff-question-bank';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { bankQuestions, staffAuditLog } from '../../db/schema/index';
import { searchPattern } from '../../lib/list-helpers';
import { type BankOwner, inBank } from './exam-draws';

// A bank read by page on the server (issue 38 item 5, decision 0164): searched by words, narrowed to
// a category, and summed up as its categories and its imports. An import is its change-log row
// (`create` on `question-bank`), which names every question it saved; nothing else records it.

/** The change-log name of a bank: a class's id, or the academy's. */
export const bankAuditId = (owner: BankOwner) => owner ?? 'academy';

export const bankQuestionColumns = {
  id: bankQuestions.id,
  classId: bankQuestions.classId,
  category: bankQuestions.category,
  kind: bankQuestions.kind,
  prompt: bankQuestions.prompt,
  direction: bankQuestions.direction,
  points: bankQuestions.points,
  options: bankQuestions.options,
  acceptedAnswers: bankQuestions.acceptedAnswers,
  title: bankQuestions.title,
  explanation: bankQuestions.explanation,
};

/** A bank question holding `pattern` in its title, prompt, options or accepted answers (either language). */
function holds(pattern: string): SQL {
  return or(
    ilike(bankQuestions.title, pattern),
    ilike(sql`${bankQuestions.prompt}->>'en'`, pattern),
    ilike(sql`${bankQuestions.prompt}->>'id'`, pattern),
    sql`exists (select 1 from jsonb_array_elements(${bankQuestions.options}) as "o"
      where "o"->'text'->>'en' ilike ${pattern} or "o"->'text'->>'id' ilike ${pattern})`,
    sql`exists (select 1 from jsonb_array_elements_text(${bankQuestions.acceptedAnswers}) as "a"
      where "a" ilike ${pattern})`,
  )!;
}

/** The most words a search matches on (the rest of a long paste is ignored). */
const searchWords = 10;

/** Every word of the search somewhere in the question, and the category when one is asked. */
function bankWhere(owner: BankOwner, query: Pick<StaffQuestionBankQuery, 'search' | 'category'>) {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, searchWords);
  return and(
    inBank(owner),
    query.category ? eq(bankQuestions.category, query.category) : undefined,
    ...words.map((word) => holds(searchPattern(word)!)),
  );
}

/** One page of a bank, in the bank's order (category, import, place in the file), and the total. */
export async function searchBank(
  db: Database,
  owner: BankOwner,
  query: StaffQuestionBankQuery,
): Promise<{ items: StaffBankQuestion[]; total: number }> {
  const where = bankWhere(owner, query);
  const [items, [counted]] = await Promise.all([
    db
      .select(bankQuestionColumns)
      .from(bankQuestions)
      .where(where)
      .orderBy(
        asc(bankQuestions.category),
        asc(bankQuestions.createdAt),
        asc(bankQuestions.position),
        asc(bankQuestions.id),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(bankQuestions).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

interface ImportRecord {
  fileName?: string;
  format?: StaffBankImport['format'];
  category?: string;
  questionIds?: string[];
}

/** The imports of a bank, newest first, with the ids of their questions still in it. */
export async function bankImports(
  db: Database | Transaction,
  owner: BankOwner,
): Promise<(StaffBankImport & { questionIds: string[] })[]> {
  const [rows, present] = await Promise.all([
    db
      .select({
        id: staffAuditLog.id,
        after: staffAuditLog.after,
        actorName: staffAuditLog.actorName,
        createdAt: staffAuditLog.createdAt,
      })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.resource, 'question-bank'),
          eq(staffAuditLog.resourceId, bankAuditId(owner)),
          eq(staffAuditLog.action, 'create'),
        ),
      )
      .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id)),
    db.select({ id: bankQuestions.id }).from(bankQuestions).where(inBank(owner)),
  ]);
  const inTheBank = new Set(present.map((row) => row.id));
  return rows.flatMap((row) => {
    const record = (row.after ?? {}) as ImportRecord;
    const saved = record.questionIds ?? [];
    const questionIds = saved.filter((id) => inTheBank.has(id));
    if (questionIds.length === 0) return [];
    return [
      {
        id: row.id,
        fileName: record.fileName ?? '',
        format: record.format ?? 'gift',
        category: record.category ?? '',
        importedAt: row.createdAt.toISOString(),
        importedBy: row.actorName,
        saved: saved.length,
        remaining: questionIds.length,
        questionIds,
      },
    ];
  });
}

/** The bank's size, its categories with their counts, and the imports that still have questions in it. */
export async function bankSummary(db: Database, owner: BankOwner): Promise<StaffQuestionBankSummary> {
  const [categories, imports] = await Promise.all([
    db
      .select({ category: bankQuestions.category, count: count() })
      .from(bankQuestions)
      .where(inBank(owner))
      .groupBy(bankQuestions.category)
      .orderBy(asc(bankQuestions.category)),
    bankImports(db, owner),
  ]);
  return {
    total: categories.reduce((sum, row) => sum + row.count, 0),
    categories,
    imports: imports.map(({ questionIds: _ids, ...entry }) => entry),
  };
}
