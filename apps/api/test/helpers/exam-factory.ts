import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { insertExam, type ExamSeed, type QuestionSeed } from '../../src/demo/insert-exam';
import { enrolments, examAttempts } from '../../src/db/schema/index';
import { registerVerifiedUser } from './account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './catalogue-factory';

const text = (en: string, id: string = en) => ({ en, id });
const hour = 3_600_000;

/** One question of each kind: 2 + 2 + 1 + 5 points. */
export const fourKinds: QuestionSeed[] = [
  {
    kind: 'single_choice',
    prompt: text('مَا إِعْرَابُ الفَاعِلِ؟'),
    direction: 'rtl',
    points: 2,
    options: [{ text: text('مَرْفُوعٌ'), correct: true }, { text: text('مَنْصُوبٌ') }, { text: text('مَجْرُورٌ') }],
    explanation: text('The doer is always marfu‘', 'Fa’il selalu marfu‘'),
  },
  {
    kind: 'multiple_choice',
    prompt: text('Which letters are letters of idgham bighunnah?', 'Huruf idgham bighunnah?'),
    points: 2,
    options: [{ text: text('ي'), correct: true }, { text: text('ن'), correct: true }, { text: text('ل') }],
  },
  {
    kind: 'short_answer',
    prompt: text('Write the name of the doer in Arabic', 'Tulis nama pelaku dalam bahasa Arab'),
    points: 1,
    acceptedAnswers: ['الفَاعِلُ'],
  },
  { kind: 'essay', prompt: text('Explain the hadith of intentions', 'Jelaskan hadits niat'), points: 5 },
];

/** Inserts an exam on a kitab; open now for two hours with the four kinds unless told otherwise. */
export function createExam(app: App, kitabId: string, overrides: Partial<ExamSeed> = {}) {
  const now = Date.now();
  return insertExam(app.database.db, {
    kitabId,
    title: text('Grammar exam', 'Ujian nahwu'),
    description: text('Chapter one', 'Bab satu'),
    durationMinutes: 30,
    opensAt: new Date(now - hour),
    closesAt: new Date(now + 2 * hour),
    questions: fourKinds.slice(0, 3),
    ...overrides,
  });
}

/**
 * Sets an attempt's deadline `seconds` from now (negative: already past), as if time had passed:
 * its start moves by as much, so the attempt keeps its length.
 */
export async function moveDeadline(app: App, attemptId: string, seconds: number) {
  const deadline = new Date(Date.now() + seconds * 1000);
  await app.database.db
    .update(examAttempts)
    .set({
      deadline,
      startedAt: sql`${examAttempts.startedAt} + (${deadline.toISOString()}::timestamptz - ${examAttempts.deadline})`,
    })
    .where(eq(examAttempts.id, attemptId));
}

/**
 * Bank rows of single-choice questions for a class (decision 0106), one per prompt, worth 2
 * points, the first of their two options right; insert them into `bank_questions`.
 */
export const choiceBankQuestions = (classId: string, category: string, prompts: string[]) =>
  prompts.map((prompt, position) => ({
    classId,
    category,
    kind: 'single_choice' as const,
    prompt: text(prompt),
    points: 2,
    position,
    options: [
      { text: text(`${prompt} right`), correct: true },
      { text: text(`${prompt} wrong`), correct: false },
    ],
  }));

/**
 * Who sits the exams of a test: a new learner whose main profile is enrolled in a class under way,
 * with the class's one-meeting kitab that the test's exams go into.
 */
export async function examSitter(app: App) {
  const basics = await seedCatalogueBasics(app);
  const learner = await registerVerifiedUser(app);
  const profileId = learner.profiles[0]!.id;
  const klass = await createClass(app, basics, { state: 'in_progress' });
  const { kitabId } = await addKitab(app, klass.id, { meetings: 1, perMeeting: 1 });
  await app.database.db.insert(enrolments).values({ classId: klass.id, profileId, status: 'active' });
  return { learner, profileId, kitabId };
}
