import type { AttemptResult, Exam, ExamAttempt, ExamReport } from '@academy/contract/exam';
import type { StaffListRow } from '@academy/contract/staff';
import type { StaffExamAttempt } from '@academy/contract/staff-grading';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, enrolments } from '../src/db/schema/index';
import { createProfile, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { data, examCalls } from './helpers/exam-calls';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { choiceBankQuestions } from './helpers/exam-factory';
import { buildTestApp } from './helpers/test-app';

// Random draws from a class's question bank (api-contract "Staff console, part 3", decision 0114):
// an exam takes fixed questions and draws `{ category, count }`; each attempt draws its own, and
// the draw is recorded on the attempt, so its grade and report stay exact whatever the bank becomes.

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const { db } = app.database;
const hour = 3_600_000;
const text = (en: string, id = en) => ({ en, id });
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

let admin: StaffMember;
let learner: VerifiedUser;
let profileId: string;
let siblingId: string;
let classId: string;
let kitabId: string;
let basics: Basics;
const aqidahPrompts = ['Tawhid?', 'Iman?', 'Ihsan?', 'Islam?', 'Taqwa?', 'Ikhlas?'];

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  learner = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
  siblingId = (await createProfile(app, learner.token)).id;
  const klass = await createClass(app, basics, { state: 'in_progress' });
  classId = klass.id;
  kitabId = (await addKitab(app, klass.id, { meetings: 1, perMeeting: 1 })).kitabId;
  await db.insert(enrolments).values([
    { classId, profileId, status: 'active' },
    { classId, profileId: siblingId, status: 'active' },
  ]);
  // The bank: six choice questions in "Aqidah" (the first option right), two short answers in "Fiqh".
  await db.insert(bankQuestions).values([
    ...choiceBankQuestions(classId, 'Aqidah', aqidahPrompts),
    ...['Wudu?', 'Salah?'].map((prompt, position) => ({
      classId,
      category: 'Fiqh',
      kind: 'short_answer' as const,
      prompt: text(prompt),
      points: 1,
      position,
      acceptedAnswers: [`${prompt} answer`],
    })),
  ]);
});

function staff(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
}

const examInput = (draws: { category: string; count: number }[]) => ({
  kitabId,
  title: text('Aqidah exam', 'Ujian akidah'),
  description: text(''),
  durationMinutes: 30,
  opensAt: iso(-1),
  closesAt: iso(2),
  price: 0,
  passMark: 60,
  attemptsAllowed: 1,
  showAnswers: true,
  pinRequired: false,
  draws,
});

const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errorList: { field: string; message: string }[] }).errorList;

type Doc = Record<string, unknown> & { id: string; version: string };

/** An exam with one fixed essay-free question and draws of 3 "Aqidah" and 1 "Fiqh", published. */
async function publishedExamWithDraws() {
  const created = await staff(
    'POST',
    '/exams',
    examInput([
      { category: 'Aqidah', count: 3 },
      { category: 'Fiqh', count: 1 },
    ]),
  );
  expect(created.statusCode, created.body).toBe(201);
  const exam = data<Doc>(created);
  const fixed = await staff('POST', '/questions', {
    examId: exam.id,
    kind: 'short_answer',
    prompt: text('The first pillar?', 'Rukun pertama?'),
    direction: 'ltr',
    points: 1,
    options: [],
    acceptedAnswers: ['Syahadat'],
    explanation: text(''),
  });
  expect(fixed.statusCode, fixed.body).toBe(201);
  const published = await staff('PUT', `/exams/${exam.id}`, { ...exam, visibility: 'published' });
  expect(published.statusCode, published.body).toBe(200);
  return { exam: data<Doc>(published), fixedId: data<Doc>(fixed).id };
}

const asLearner = examCalls(app, () => ({ token: learner.token, profileId }));
const asSibling = examCalls(app, () => ({ token: learner.token, profileId: siblingId }));

describe('an exam that draws from the bank', () => {
  it('keeps its draws in the staff document and refuses a draw the bank cannot fill, by field', async () => {
    const created = await staff('POST', '/exams', examInput([{ category: 'Aqidah', count: 2 }]));
    expect(created.statusCode, created.body).toBe(201);
    const exam = data<Doc>(created);
    expect(exam.draws).toEqual([{ bank: 'class', category: 'Aqidah', count: 2 }]);

    const tooMany = await staff('PUT', `/exams/${exam.id}`, {
      ...exam,
      draws: [
        { category: 'Aqidah', count: 4 },
        { category: 'Aqidah', count: 3 }, // 7 of one category, which holds 6
        { category: 'Nahwu', count: 1 }, // no such category in this class's bank
      ],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany)).toEqual([
      { field: 'draws.1.count', message: expect.stringMatching(/fewer questions in this category/) },
      { field: 'draws.2.count', message: expect.stringMatching(/fewer questions in this category/) },
    ]);
    expect(data<Doc>(await staff('GET', `/exams/${exam.id}`)).draws).toEqual([
      { bank: 'class', category: 'Aqidah', count: 2 },
    ]);

    // Draws alone are questions enough to publish.
    const published = await staff('PUT', `/exams/${exam.id}`, { ...exam, visibility: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    const learnerView = data<Exam>(
      await asLearner.call('GET', `/api/v1/exams/${exam.id}?profileId=${profileId}`),
    );
    expect(learnerView.questionCount).toBe(2);
  });

  it('draws each attempt its own questions after the fixed ones, and grades and reports them exactly', async () => {
    const { exam, fixedId } = await publishedExamWithDraws();
    const examView = data<Exam>(
      await asLearner.call('GET', `/api/v1/exams/${exam.id}?profileId=${profileId}`),
    );
    expect(examView.questionCount).toBe(5);

    const started = await asLearner.start(exam.id);
    expect(started.statusCode, started.body).toBe(201);
    const attempt = data<ExamAttempt>(started);
    const prompts = attempt.questions.map((question) => question.prompt.en);
    expect(attempt.questions).toHaveLength(5);
    expect(attempt.questions[0]!.id).toBe(fixedId);
    expect(aqidahPrompts).toEqual(expect.arrayContaining(prompts.slice(1, 4)));
    expect(new Set(prompts.slice(1, 4)).size).toBe(3);
    expect(['Wudu?', 'Salah?']).toContain(prompts[4]);
    // Staff see the exam's own questions; a drawn copy is the attempt's record, not theirs to edit.
    const listed = data<StaffListRow[]>(await staff('GET', `/questions?parentId=${exam.id}`));
    expect(listed.map((row) => row.id)).toEqual([fixedId]);
    expect((await staff('GET', `/questions/${attempt.questions[1]!.id}`)).statusCode).toBe(404);
    expect((await staff('PUT', '/questions/order', { parentId: exam.id, ids: [fixedId] })).statusCode).toBe(
      200,
    );

    // The sibling's attempt draws on its own; its questions are not this attempt's to answer.
    const other = data<ExamAttempt>(await asSibling.start(exam.id));
    expect(other.questions).toHaveLength(5);
    const othersDrawn = other.questions.slice(1).map((question) => question.id);
    expect(othersDrawn.some((id) => attempt.questions.some((question) => question.id === id))).toBe(false);
    const foreign = await asLearner.call('PUT', `/api/v1/exam-attempts/${attempt.id}/answers`, {
      profileId,
      answers: [{ questionId: othersDrawn[0], value: 'x', seq: 1 }],
    });
    expect(foreign.statusCode).toBe(400);

    // Right answers to every question, read from the bank the copies came from.
    const bank = await db.select().from(bankQuestions).where(eq(bankQuestions.classId, classId));
    const answers = attempt.questions.map((question, index) => {
      if (index === 0) return { questionId: question.id, value: 'Syahadat', seq: 1 };
      const source = bank.find((row) => row.prompt.en === question.prompt.en)!;
      if (question.kind === 'short_answer')
        return { questionId: question.id, value: source.acceptedAnswers[0], seq: 1 };
      const right = (question.options ?? []).find((option) => option.text.en.endsWith('right'))!;
      return { questionId: question.id, value: right.id, seq: 1 };
    });
    const saved = await asLearner.call('PUT', `/api/v1/exam-attempts/${attempt.id}/answers`, {
      profileId,
      answers,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The bank changes after the draw: the attempt keeps what it drew.
    await db.delete(bankQuestions).where(eq(bankQuestions.category, 'Fiqh'));
    const finished = await asLearner.call('POST', `/api/v1/exam-attempts/${attempt.id}/finish`, {
      profileId,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(data<AttemptResult>(finished)).toMatchObject({ score: 8, maxScore: 8, passed: true });
    const report = data<ExamReport>(
      await asLearner.call('GET', `/api/v1/exam-attempts/${attempt.id}/report?profileId=${profileId}`),
    );
    expect(report.questions.map((question) => question.prompt.en)).toEqual(prompts);
    expect(report.questions.every((question) => question.correct)).toBe(true);
    // Staff grade from the same record: the attempt's own five questions with their answers.
    const graded = data<StaffExamAttempt>(await staff('GET', `/exam-attempts/${attempt.id}`));
    expect(graded.answers.map((answer) => answer.prompt.en)).toEqual(prompts);
    expect(graded.answers.map((answer) => answer.points)).toEqual(
      graded.answers.map((answer) => answer.maxPoints),
    );
  });

  it('copies chosen bank questions into an exam as fixed questions, audited, and refuses another class’s', async () => {
    const created = await staff('POST', '/exams', examInput([]));
    const exam = data<Doc>(created);
    const bank = await db.select().from(bankQuestions).where(eq(bankQuestions.classId, classId));
    const [first, second] = bank.filter((row) => row.category === 'Aqidah');
    const copy = (questionIds: string[], who = admin) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/staff/exams/${exam.id}/questions/from-bank`,
        headers: { ...who.headers, 'accept-language': 'en' },
        payload: { questionIds },
      });
    const copied = await copy([second!.id, first!.id]);
    expect(copied.statusCode, copied.body).toBe(201);
    const { questionIds } = data<{ questionIds: string[] }>(copied);
    expect(questionIds).toHaveLength(2);
    const listed = data<StaffListRow[]>(await staff('GET', `/questions?parentId=${exam.id}&sortBy=position`));
    expect(listed.map((row) => row.id)).toEqual(questionIds);
    const question = data<Doc>(await staff('GET', `/questions/${questionIds[0]}`));
    expect(question).toMatchObject({
      kind: 'single_choice',
      prompt: second!.prompt,
      points: 2,
      options: second!.options,
    });
    const audit = await staff('GET', `/audit-log?resource=questions&resourceId=${questionIds[0]}`);
    expect((audit.json() as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        action: 'create',
        after: expect.objectContaining({ examId: exam.id, fromBank: second!.id, category: 'Aqidah' }),
      }),
    ]);

    // A question of another class's bank, by its place in the list; nothing is copied.
    const elsewhere = await createClass(app, basics, { slug: 'another-bank-class' });
    const [foreign] = await db
      .insert(bankQuestions)
      .values({ classId: elsewhere.id, category: 'Aqidah', kind: 'essay', prompt: text('Elsewhere?') })
      .returning();
    const refused = await copy([first!.id, foreign!.id]);
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual([
      {
        field: 'questionIds.1',
        message: 'This question is in neither the bank of the exam’s class nor the academy bank',
      },
    ]);
    expect(data<StaffListRow[]>(await staff('GET', `/questions?parentId=${exam.id}`))).toHaveLength(2);
  });
});
