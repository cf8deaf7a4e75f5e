import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, max, notInArray, sql } from 'drizzle-orm';
import type { QuestionBankScope } from '@academy/contract/staff';
import type { Database } from '../../db/database';
import { bankQuestions, examDraws, examQuestionOptions, examQuestions } from '../../db/schema/index';

// An exam's random draws (decision 0114): at the start of an attempt, each draw takes `count`
// questions of the class's bank (or the academy's, decision 0121) in its category, chosen at
// random, and copies them onto the attempt. The copies are what the attempt is graded, reported and regraded on, whatever later
// happens to the bank.

/** A bank: a class's (its id), or the academy-wide one (null, decision 0121). */
export type BankOwner = string | null;

/** The rows that are a bank's questions. */
export const inBank = (owner: BankOwner) =>
  owner === null ? isNull(bankQuestions.classId) : eq(bankQuestions.classId, owner);

/** The bank a draw of an exam of the class takes from. */
export const bankOfDraw = (bank: QuestionBankScope, classId: string): BankOwner =>
  bank === 'academy' ? null : classId;

/** A uniformly shuffled copy (Fisher–Yates with the CSPRNG: a learner cannot predict a draw). */
export function shuffled<Item>(
  items: readonly Item[],
  random: (below: number) => number = randomInt,
): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * Draws the exam's questions for a new attempt, in the attempt's transaction, after the exam's
 * fixed questions. Answers how many it drew.
 */
export async function drawQuestions(
  tx: Database,
  exam: { id: string; classId: string },
  attemptId: string,
): Promise<number> {
  const drawn = await chooseDrawnQuestions(tx, exam);
  if (drawn.length === 0) return 0;
  const [last] = await tx
    .select({ position: max(examQuestions.position) })
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, exam.id), isNull(examQuestions.attemptId)));
  let position = last?.position ?? 0;
  for (const question of drawn) {
    position += 1;
    await copyBankQuestion(tx, question, { examId: exam.id, attemptId, position });
  }
  return drawn.length;
}

/**
 * THE draw: for each of the exam's draws in order, `count` questions of its bank (the class's or
 * the academy's) in its category at random, in the order drawn. A question is drawn at most once, even when two draws
 * name the same category; a bank that has shrunk below a draw's count gives what it has. Reads
 * only: an attempt copies what it drew, a staff preview names it in its token (decision 0118).
 */
export async function chooseDrawnQuestions(
  executor: Database,
  exam: { id: string; classId: string },
): Promise<(typeof bankQuestions.$inferSelect)[]> {
  // Named: every start reads it, and each connection then parses and plans it once (decision 0159).
  const draws = await executor
    .select({ bank: examDraws.bank, category: examDraws.category, count: examDraws.count })
    .from(examDraws)
    .where(eq(examDraws.examId, sql.placeholder('examId')))
    .orderBy(asc(examDraws.position))
    .prepare('exam_draws_of_exam')
    .execute({ examId: exam.id });
  const drawn: (typeof bankQuestions.$inferSelect)[] = [];
  for (const draw of draws) {
    const taken = drawn.map((row) => row.id);
    const candidates = await executor
      .select({ id: bankQuestions.id })
      .from(bankQuestions)
      .where(
        and(
          inBank(bankOfDraw(draw.bank, exam.classId)),
          eq(bankQuestions.category, draw.category),
          taken.length > 0 ? notInArray(bankQuestions.id, taken) : undefined,
        ),
      );
    const chosen = shuffled(candidates.map((row) => row.id)).slice(0, draw.count);
    if (chosen.length === 0) continue;
    const bank = await executor.select().from(bankQuestions).where(inArray(bankQuestions.id, chosen));
    // In the order drawn, not the bank's.
    for (const id of chosen) drawn.push(bank.find((row) => row.id === id)!);
  }
  return drawn;
}

/**
 * Copies a bank question with its options into an exam: one of its fixed questions (`attemptId`
 * null) or one drawn for an attempt. Answers the new question's id.
 */
export async function copyBankQuestion(
  tx: Database,
  source: typeof bankQuestions.$inferSelect,
  target: { examId: string; attemptId: string | null; position: number },
): Promise<string> {
  const [copy] = await tx
    .insert(examQuestions)
    .values({
      ...target,
      kind: source.kind,
      prompt: source.prompt,
      direction: source.direction,
      points: source.points,
      acceptedAnswers: source.acceptedAnswers,
      explanation: source.explanation,
    })
    .returning({ id: examQuestions.id });
  if (source.options.length > 0)
    await tx.insert(examQuestionOptions).values(
      source.options.map((option, index) => ({
        questionId: copy!.id,
        position: index + 1,
        text: option.text,
        correct: option.correct,
      })),
    );
  return copy!.id;
}
