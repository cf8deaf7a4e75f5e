import type { StaffExam, StaffQuestion } from '@academy/contract/staff';
import { and, asc, count, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  bankQuestions,
  examAttempts,
  examDraws,
  examQuestionOptions,
  examQuestions,
  exams,
  kitab,
} from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import { bankOfDraw, inBank } from '../../exams/index';
import type { StaffResourceDefinition } from '../staff-resource-service';
import { classOfKitab, keepsParent, listRowOf, parentOf, setOrder, taughtKitab } from './kitab-resources';
import {
  bothLanguages,
  countWhere,
  mustExist,
  searchCondition,
  listTable,
  visibilityColumnsOf,
  visibilityOf,
} from '../../../lib/list-helpers';

// Exams of a kitab and their questions: a teacher reaches them through the class of the kitab.

type Doc<T> = Omit<T, 'version'>;
type Input<T> = Omit<T, 'id' | 'version' | 'position'>;

async function kitabOfExam(db: Database, examId: string | undefined) {
  if (!examId) return undefined;
  const [row] = await db.select({ kitabId: exams.kitabId }).from(exams).where(eq(exams.id, examId));
  return row?.kitabId;
}

/** Learners have sat the exam: its questions and the exam itself are kept, as attempts refer to them. */
async function refuseWhenAttempted(db: Database, examId: string) {
  if ((await countWhere(db, examAttempts, eq(examAttempts.examId, examId))) > 0)
    throw new AppError(409, 'examAttempted');
}

export const examResource: StaffResourceDefinition<Input<StaffExam>, Doc<StaffExam>> = {
  name: 'exams',
  access: 'class',

  async load(db, id) {
    const [row] = await db.select().from(exams).where(eq(exams.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      kitabId: row.kitabId,
      title: row.title,
      description: row.description,
      durationMinutes: row.durationMinutes,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      price: row.price,
      passMark: row.passMark,
      attemptsAllowed: row.attemptsAllowed,
      showAnswers: row.showAnswers,
      answersAfterClosing: row.answersAfterClosing,
      pinRequired: row.pinRequired,
      draws: await db
        .select({ bank: examDraws.bank, category: examDraws.category, count: examDraws.count })
        .from(examDraws)
        .where(eq(examDraws.examId, id))
        .orderBy(asc(examDraws.position)),
      position: row.position,
      ...visibilityOf(row),
    };
  },

  async list(db, query, teacherId) {
    const where = and(
      searchCondition(query.search, { localized: [exams.title] }),
      query.parentId ? eq(exams.kitabId, query.parentId) : undefined,
      teacherId ? inArray(exams.kitabId, taughtKitab(db, teacherId)) : undefined,
    );
    return listTable(
      db,
      exams,
      query,
      where,
      {
        columns: { title: sql`${exams.title}->>'id'`, position: exams.position, createdAt: exams.createdAt },
        tieBreak: exams.id,
      },
      (row) => ({
        ...listRowOf(
          row.id,
          bothLanguages(row.title),
          row.opensAt.toISOString(),
          row.kitabId,
          row.position,
          row.durationMinutes,
        ),
        visibility: row.visibility,
      }),
    );
  },

  async create(db, input) {
    const [parent] = await db.select({ id: kitab.id }).from(kitab).where(eq(kitab.id, input.kitabId));
    mustExist(parent, 'kitabId');
    await checkDraws(db, input);
    await checkPublishable(db, null, input);
    const [last] = await db
      .select({ position: max(exams.position) })
      .from(exams)
      .where(eq(exams.kitabId, input.kitabId));
    const [row] = await db
      .insert(exams)
      .values({ ...examColumns(input), kitabId: input.kitabId, position: (last?.position ?? 0) + 1 })
      .returning({ id: exams.id });
    await writeDraws(db, row!.id, input.draws);
    return row!.id;
  },

  async update(db, id, input, before) {
    keepsParent('kitabId', before.kitabId, input.kitabId);
    await checkDraws(db, input);
    await checkPublishable(db, id, input);
    await db.update(exams).set(examColumns(input)).where(eq(exams.id, id));
    await writeDraws(db, id, input.draws);
  },

  async remove(db, id) {
    await refuseWhenAttempted(db, id);
    await db.delete(exams).where(eq(exams.id, id));
    return 'deleted';
  },

  classOf: async (db, ref) =>
    classOfKitab(
      db,
      await parentOf(
        ref,
        (input) => input.kitabId,
        (id) => kitabOfExam(db, id),
      ),
    ),
};

function examColumns(input: Input<StaffExam>) {
  const { title, description, durationMinutes, price, passMark, attemptsAllowed, showAnswers, pinRequired } =
    input;
  return {
    title,
    description,
    durationMinutes,
    price,
    passMark,
    attemptsAllowed,
    showAnswers,
    answersAfterClosing: input.answersAfterClosing,
    pinRequired,
    opensAt: new Date(input.opensAt),
    closesAt: new Date(input.closesAt),
    ...visibilityColumnsOf(input),
  };
}

/**
 * An exam is published only with questions, each with its right answer where its kind needs one
 * (a choice question a right option, a short answer an accepted text; an essay is graded by staff).
 */
async function checkPublishable(db: Database, examId: string | null, input: Input<StaffExam>) {
  if (input.visibility !== 'published') return;
  // Draws come from the bank, which holds only questions with their answers (the import's rule).
  const drawn = input.draws.reduce((total, draw) => total + draw.count, 0);
  const questions = examId
    ? await db
        .select({
          kind: examQuestions.kind,
          accepted: examQuestions.acceptedAnswers,
          // Spelled out: Drizzle leaves columns unqualified in a one-table select.
          rightOptions:
            sql<number>`(select count(*) from "exam_question_options" as "o" where "o"."question_id" = "exam_questions"."id" and "o"."correct")`.mapWith(
              Number,
            ),
        })
        .from(examQuestions)
        .where(and(eq(examQuestions.examId, examId), isNull(examQuestions.attemptId)))
    : [];
  if (questions.length + drawn === 0) throw fieldError('visibility', 'examPublishNoQuestions');
  const unanswered = questions.some((question) =>
    isChoice(question.kind)
      ? question.rightOptions === 0
      : question.kind === 'short_answer' && question.accepted.length === 0,
  );
  if (unanswered) throw fieldError('visibility', 'examPublishAnswerMissing');
}

/**
 * Each draw finds enough questions in its category of its bank, the class's or the academy's
 * (saved or not).
 */
async function checkDraws(db: Database, input: Input<StaffExam>) {
  if (input.draws.length === 0) return;
  const classId = await classOfKitab(db, input.kitabId);
  if (!classId) return; // no such kitab: refused by the caller
  const available = await db
    .select({ classId: bankQuestions.classId, category: bankQuestions.category, total: count() })
    .from(bankQuestions)
    .where(
      and(
        or(inBank(classId), inBank(null)),
        inArray(
          bankQuestions.category,
          input.draws.map((draw) => draw.category),
        ),
      ),
    )
    .groupBy(bankQuestions.classId, bankQuestions.category);
  // Two draws of one category of one bank never take a question twice: they share its questions.
  const wanted = new Map<string, number>();
  const errorList = input.draws.flatMap((draw, index) => {
    const owner = bankOfDraw(draw.bank, classId);
    const key = `${draw.bank}:${draw.category}`;
    const sum = (wanted.get(key) ?? 0) + draw.count;
    wanted.set(key, sum);
    const has = available.find((row) => row.classId === owner && row.category === draw.category)?.total ?? 0;
    const message = draw.bank === 'academy' ? 'examDrawTooFewAcademy' : 'examDrawTooFew';
    return sum > has ? [{ field: `draws.${index}.count`, message } as const] : [];
  });
  if (errorList.length > 0) throw new AppError(400, 'validationFailed', { errorList });
}

/** Replaces the exam's draws with the ones given, in their order. */
async function writeDraws(db: Database, examId: string, draws: Input<StaffExam>['draws']) {
  await db.delete(examDraws).where(eq(examDraws.examId, examId));
  if (draws.length > 0)
    await db.insert(examDraws).values(draws.map((draw, index) => ({ examId, position: index + 1, ...draw })));
}

const isChoice = (kind: StaffQuestion['kind']) => kind === 'single_choice' || kind === 'multiple_choice';

async function examOfQuestion(db: Database, questionId: string | undefined) {
  if (!questionId) return undefined;
  const [row] = await db
    .select({ examId: examQuestions.examId })
    .from(examQuestions)
    .where(eq(examQuestions.id, questionId));
  return row?.examId;
}

/** The question's own columns; answers only for the kind that uses them. */
function questionColumns(input: Input<StaffQuestion>) {
  const { kind, prompt, direction, points, explanation } = input;
  const hasExplanation = explanation.en.length > 0 || explanation.id.length > 0;
  return {
    kind,
    prompt,
    direction,
    points,
    acceptedAnswers: kind === 'short_answer' ? input.acceptedAnswers : [],
    explanation: hasExplanation ? explanation : null,
  };
}

/**
 * Writes the options in the order given. The option at each position keeps its id (a typo fix
 * leaves learners' saved choices pointing at the same option); extra options are added, missing
 * ones removed.
 */
async function writeOptions(db: Database, questionId: string, input: Input<StaffQuestion>) {
  const wanted = isChoice(input.kind) ? input.options : [];
  const stored = await db
    .select({ id: examQuestionOptions.id })
    .from(examQuestionOptions)
    .where(eq(examQuestionOptions.questionId, questionId))
    .orderBy(asc(examQuestionOptions.position));
  for (const [index, option] of wanted.entries()) {
    const values = { position: index + 1, text: option.text, correct: option.correct };
    const existing = stored[index];
    if (existing)
      await db.update(examQuestionOptions).set(values).where(eq(examQuestionOptions.id, existing.id));
    else await db.insert(examQuestionOptions).values({ ...values, questionId });
  }
  const surplus = stored.slice(wanted.length).map((row) => row.id);
  if (surplus.length > 0)
    await db.delete(examQuestionOptions).where(inArray(examQuestionOptions.id, surplus));
}

export const questionResource: StaffResourceDefinition<Input<StaffQuestion>, Doc<StaffQuestion>> = {
  name: 'questions',
  access: 'class',

  async load(db, id) {
    // A question drawn for one attempt is the attempt's record, not one of the exam's to edit.
    const [row] = await db
      .select()
      .from(examQuestions)
      .where(and(eq(examQuestions.id, id), isNull(examQuestions.attemptId)));
    if (!row) return undefined;
    const options = await db
      .select({ text: examQuestionOptions.text, correct: examQuestionOptions.correct })
      .from(examQuestionOptions)
      .where(eq(examQuestionOptions.questionId, id))
      .orderBy(asc(examQuestionOptions.position));
    return {
      id: row.id,
      examId: row.examId,
      kind: row.kind,
      prompt: row.prompt,
      direction: row.direction,
      points: row.points,
      options,
      acceptedAnswers: row.acceptedAnswers,
      explanation: row.explanation ?? { en: '', id: '' },
      position: row.position,
    };
  },

  async list(db, query, teacherId) {
    const where = and(
      searchCondition(query.search, { localized: [examQuestions.prompt] }),
      isNull(examQuestions.attemptId),
      query.parentId ? eq(examQuestions.examId, query.parentId) : undefined,
      teacherId
        ? inArray(
            examQuestions.examId,
            db
              .select({ id: exams.id })
              .from(exams)
              .where(inArray(exams.kitabId, taughtKitab(db, teacherId))),
          )
        : undefined,
    );
    return listTable(
      db,
      examQuestions,
      query,
      where,
      {
        columns: {
          title: sql`${examQuestions.prompt}->>'id'`,
          position: examQuestions.position,
          createdAt: examQuestions.position,
        },
        tieBreak: examQuestions.id,
      },
      (row) => listRowOf(row.id, bothLanguages(row.prompt), row.kind, row.examId, row.position, row.points),
    );
  },

  async create(db, input) {
    const [parent] = await db.select({ id: exams.id }).from(exams).where(eq(exams.id, input.examId));
    mustExist(parent, 'examId');
    const [last] = await db
      .select({ position: max(examQuestions.position) })
      .from(examQuestions)
      .where(and(eq(examQuestions.examId, input.examId), isNull(examQuestions.attemptId)));
    const [row] = await db
      .insert(examQuestions)
      .values({ ...questionColumns(input), examId: input.examId, position: (last?.position ?? 0) + 1 })
      .returning({ id: examQuestions.id });
    await writeOptions(db, row!.id, input);
    return row!.id;
  },

  async update(db, id, input, before) {
    keepsParent('examId', before.examId, input.examId);
    await db.update(examQuestions).set(questionColumns(input)).where(eq(examQuestions.id, id));
    await writeOptions(db, id, input);
  },

  async remove(db, id, before) {
    await refuseWhenAttempted(db, before.examId);
    await db.delete(examQuestions).where(eq(examQuestions.id, id));
    return 'deleted';
  },

  async reorder(db, examId, ids) {
    await setOrder(
      db,
      examQuestions,
      { parent: examQuestions.examId, id: examQuestions.id, position: examQuestions.position },
      examId,
      ids,
      isNull(examQuestions.attemptId),
    );
  },

  classOf: async (db, ref) =>
    classOfKitab(
      db,
      await kitabOfExam(
        db,
        await parentOf(
          ref,
          (input) => input.examId,
          (id) => examOfQuestion(db, id),
        ),
      ),
    ),
};
