import type { AttemptResult, Exam, ExamAttempt, ExamReport, SaveAnswersResult } from '@academy/contract/exam';
import type { UpcomingItem } from '@academy/contract/kitab';
import { examSaveGraceSeconds } from '@academy/contract/exam-state';
import type { Profile } from '@academy/contract/profile';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, examAnswers, examAttempts, profilePurchases } from '../src/db/schema/index';
import type { InsertedQuestion } from '../src/demo/insert-exam';
import { bearer, createProfile, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createExam, fourKinds, moveDeadline } from './helpers/exam-factory';
import { data, examCalls } from './helpers/exam-calls';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const hour = 3_600_000;
let learner: VerifiedUser;
let stranger: VerifiedUser;
let profileId: string;
let sibling: Profile;
let kitabId: string;
let outsideKitabId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app);
  stranger = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
  sibling = await createProfile(app, learner.token);
  const klass = await createClass(app, basics, { state: 'in_progress' });
  const other = await createClass(app, basics, { state: 'in_progress' });
  kitabId = (await addKitab(app, klass.id, { meetings: 1, perMeeting: 1 })).kitabId;
  outsideKitabId = (await addKitab(app, other.id, { meetings: 1, perMeeting: 1 })).kitabId;
  await app.database.db.insert(enrolments).values([
    { classId: klass.id, profileId, status: 'active' },
    { classId: klass.id, profileId: sibling.id, status: 'active' },
  ]);
  // The main profile gets a PIN (registration makes it without one).
  await app.inject({
    method: 'PUT',
    url: `/api/v1/profile/${profileId}/pin/change`,
    headers: bearer(learner.token),
    payload: { newPin: '123456', confirmPin: '123456' },
  });
});

const { call, start } = examCalls(app, () => ({ token: learner.token, profileId }));
const save = (attemptId: string, answers: object[], owner = profileId) =>
  call('PUT', `/api/v1/exam-attempts/${attemptId}/answers`, { profileId: owner, answers });
const finish = (attemptId: string) =>
  call('POST', `/api/v1/exam-attempts/${attemptId}/finish`, { profileId });
const examOf = async (examId: string, owner = profileId) =>
  data<Exam>(await call('GET', `/api/v1/exams/${examId}?profileId=${owner}`));
const storedAnswers = (attemptId: string) =>
  app.database.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));

/** Right answers of the four kinds (the first three are objective). */
function rightAnswers(questions: InsertedQuestion[], seq = 1) {
  const [single, multiple, short, essay] = questions;
  return [
    { questionId: single!.id, value: single!.rightOptionIds[0], seq },
    { questionId: multiple!.id, value: multiple!.rightOptionIds, seq },
    { questionId: short!.id, value: '  الفاعل ', seq },
    ...(essay ? [{ questionId: essay.id, value: 'إنما الأعمال بالنيات', seq }] : []),
  ];
}

describe('exam states and reading', () => {
  it('lists a kitab’s exams with each state for the profile', async () => {
    const now = Date.now();
    const early = await createExam(app, kitabId, {
      position: 1,
      opensAt: new Date(now + hour),
      closesAt: new Date(now + 2 * hour),
    });
    const closed = await createExam(app, kitabId, {
      position: 2,
      opensAt: new Date(now - 2 * hour),
      closesAt: new Date(now - hour),
    });
    const priced = await createExam(app, kitabId, { position: 3, price: 25_000 });
    const open = await createExam(app, kitabId, { position: 4 });
    const response = await call('GET', `/api/v1/kitab/${kitabId}/exams?profileId=${profileId}`);
    expect(response.statusCode).toBe(200);
    const states = Object.fromEntries(data<Exam[]>(response).map((exam) => [exam.id, exam.state]));
    expect(states[early.examId]).toBe('not_open_yet');
    expect(states[closed.examId]).toBe('ended');
    expect(states[priced.examId]).toBe('pay_first');
    expect(states[open.examId]).toBe('start');

    const exam = await examOf(open.examId);
    expect(exam).toMatchObject({
      kitabId,
      durationMinutes: 30,
      price: 0,
      paid: false,
      passMark: 60,
      attemptsAllowed: 1,
      attemptsUsed: 0,
      questionCount: 3,
      pinRequired: false,
      currentAttemptId: null,
      lastAttemptId: null,
    });
  });

  it('lists exams still to sit in the profile’s upcoming list, soonest first, open ones as now', async () => {
    const response = await call('GET', `/api/v1/profile/${profileId}/course/upcoming?size=50`);
    expect(response.statusCode).toBe(200);
    const items = data<UpcomingItem[]>(response);
    const exams = items.filter((item) => item.kind === 'exam');
    expect(exams.map((item) => item.state).sort()).toEqual(['not_open_yet', 'pay_first', 'start']);
    const times = items.map((item) => Date.parse(item.scheduledAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(items[0]).toMatchObject({ kind: 'exam', kitab: { id: kitabId } });
  });

  it('answers 404 for an unknown exam or kitab and for another account’s profile, 403 when not enrolled', async () => {
    const { examId } = await createExam(app, kitabId);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/v1/exams/${unknown}?profileId=${profileId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/kitab/${unknown}/exams?profileId=${profileId}`)).statusCode).toBe(404);
    const foreign = await call(
      'GET',
      `/api/v1/exams/${examId}?profileId=${profileId}`,
      undefined,
      stranger.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ err: true, code: 404 });
    const outside = await createExam(app, outsideKitabId);
    const refused = await call('GET', `/api/v1/exams/${outside.examId}?profileId=${profileId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Join this class to take its exams' });
    expect((await start(outside.examId)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/exams/${examId}`)).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/v1/exams/${examId}?profileId=${profileId}` })).statusCode).toBe(
      401,
    );
  });
});

describe('sitting an exam', () => {
  it('starts (201), continues (200, same attempt) and never shows right answers while it runs', async () => {
    const { examId } = await createExam(app, kitabId, { questions: fourKinds });
    const first = await start(examId);
    expect(first.statusCode).toBe(201);
    const attempt = data<ExamAttempt>(first);
    expect(attempt.status).toBe('in_progress');
    const span = Date.parse(attempt.deadline) - Date.parse(attempt.startedAt);
    expect(span).toBe(30 * 60_000);
    expect(attempt.questions.map((question) => question.kind)).toEqual([
      'single_choice',
      'multiple_choice',
      'short_answer',
      'essay',
    ]);
    expect(attempt.questions[0]!.direction).toBe('rtl');
    expect(first.body).not.toContain('correct');
    expect(first.body).not.toContain('accepted');
    expect(first.body).not.toContain('explanation');

    const again = await start(examId);
    expect(again.statusCode).toBe(200);
    expect(data<ExamAttempt>(again).id).toBe(attempt.id);
    expect(await examOf(examId)).toMatchObject({ state: 'continue', currentAttemptId: attempt.id });

    // Another exam while this one runs.
    const other = await createExam(app, kitabId);
    const refused = await start(other.examId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'You have an unfinished exam',
      data: { examId, kitabId, attemptId: attempt.id },
    });
    await finish(attempt.id);
  });

  it('cuts the deadline at the exam’s close', async () => {
    const { examId } = await createExam(app, kitabId, { closesAt: new Date(Date.now() + 10 * 60_000) });
    const attempt = data<ExamAttempt>(await start(examId));
    expect(Date.parse(attempt.deadline) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(Date.parse(attempt.deadline) - Date.now()).toBeGreaterThan(9 * 60_000);
    await finish(attempt.id);
  });

  it('saves every kind, keeps the newest seq, and answers late or repeated saves with what it holds', async () => {
    const { examId, questions } = await createExam(app, kitabId, { questions: fourKinds });
    const attempt = data<ExamAttempt>(await start(examId));
    const [single] = questions;
    const first = await save(attempt.id, rightAnswers(questions, 2));
    expect(first.statusCode).toBe(200);
    const result = data<SaveAnswersResult>(first);
    expect(result.saved.map((entry) => entry.seq)).toEqual([2, 2, 2, 2]);
    expect(result.deadline).toBe(attempt.deadline);

    // A late save with a lower seq changes nothing and still answers 200 with the stored seq.
    const late = await save(attempt.id, [{ questionId: single!.id, value: single!.optionIds[1], seq: 1 }]);
    expect(late.statusCode).toBe(200);
    expect(data<SaveAnswersResult>(late).saved).toEqual([
      { questionId: single!.id, seq: 2, savedAt: result.saved[0]!.savedAt },
    ]);
    // The same save twice changes nothing either.
    const twice = await save(attempt.id, [{ questionId: single!.id, value: single!.optionIds[2], seq: 2 }]);
    expect(data<SaveAnswersResult>(twice).saved[0]!.seq).toBe(2);
    const rows = await storedAnswers(attempt.id);
    expect(rows.find((row) => row.questionId === single!.id)?.value).toBe(single!.rightOptionIds[0]);

    // A newer seq wins; continuing shows the server's answers.
    await save(attempt.id, [{ questionId: single!.id, value: single!.optionIds[1], seq: 3 }]);
    const continued = data<ExamAttempt>(
      await call('GET', `/api/v1/exam-attempts/${attempt.id}?profileId=${profileId}`),
    );
    expect(continued.answers).toHaveLength(4);
    expect(continued.answers.find((answer) => answer.questionId === single!.id)).toMatchObject({
      value: single!.optionIds[1],
      seq: 3,
    });
    expect(continued.answers.find((answer) => answer.questionId === questions[3]!.id)?.value).toBe(
      'إنما الأعمال بالنيات',
    );
    await finish(attempt.id);
  });

  it('refuses answers to questions not in the attempt, wrong shapes and over-long text, storing nothing', async () => {
    const { examId, questions } = await createExam(app, kitabId, { questions: fourKinds });
    const other = await createExam(app, kitabId);
    const attempt = data<ExamAttempt>(await start(examId));
    const [single, multiple, short] = questions;
    const foreignQuestion = other.questions[0]!.id;
    const cases: [object[], string][] = [
      [
        [{ questionId: foreignQuestion, value: other.questions[0]!.optionIds[0], seq: 1 }],
        'answers.0.questionId',
      ],
      [[{ questionId: single!.id, value: multiple!.optionIds[0], seq: 1 }], 'answers.0.value'],
      [[{ questionId: multiple!.id, value: multiple!.optionIds[0], seq: 1 }], 'answers.0.value'],
      [[{ questionId: short!.id, value: [single!.optionIds[0]], seq: 1 }], 'answers.0.value'],
      [
        [
          { questionId: short!.id, value: 'a', seq: 1 },
          { questionId: short!.id, value: 'b', seq: 2 },
        ],
        'answers.1.questionId',
      ],
    ];
    for (const [answers, field] of cases) {
      const response = await save(attempt.id, answers);
      expect(response.statusCode, field).toBe(400);
      expect((response.json() as { errorList: { field: string }[] }).errorList[0]!.field).toBe(field);
    }
    const tooLong = await save(attempt.id, [{ questionId: short!.id, value: 'x'.repeat(10_001), seq: 1 }]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      errorList: [{ field: 'answers.0.value', message: 'This text is too long' }],
    });
    expect((await save(attempt.id, [])).statusCode).toBe(400);
    expect((await save(attempt.id, [{ questionId: short!.id, value: 'a', seq: 0 }])).statusCode).toBe(400);
    expect(await storedAnswers(attempt.id)).toHaveLength(0);
    await finish(attempt.id);
  });

  it('hides an attempt from another profile of the account and from another account (404)', async () => {
    const { examId, questions } = await createExam(app, kitabId);
    const attempt = data<ExamAttempt>(await start(examId));
    const url = `/api/v1/exam-attempts/${attempt.id}`;
    expect((await call('GET', `${url}?profileId=${sibling.id}`)).statusCode).toBe(404);
    expect((await save(attempt.id, rightAnswers(questions), sibling.id)).statusCode).toBe(404);
    expect((await call('GET', `${url}?profileId=${profileId}`, undefined, stranger.token)).statusCode).toBe(
      404,
    );
    const strangerProfile = stranger.profiles[0]!.id;
    expect(
      (await call('GET', `${url}?profileId=${strangerProfile}`, undefined, stranger.token)).statusCode,
    ).toBe(404);
    expect((await call('POST', `${url}/finish`, { profileId: sibling.id })).statusCode).toBe(404);
    expect((await call('GET', `${url}/report?profileId=${sibling.id}`)).statusCode).toBe(404);
    await finish(attempt.id);
  });

  it('answers 404 in the envelope for an unknown attempt on every attempt call', async () => {
    const { questions } = await createExam(app, kitabId);
    const unknown = crypto.randomUUID();
    const url = `/api/v1/exam-attempts/${unknown}`;
    const answers = [{ questionId: questions[0]!.id, value: questions[0]!.rightOptionIds[0], seq: 1 }];
    const responses = {
      read: await call('GET', `${url}?profileId=${profileId}`),
      save: await save(unknown, answers),
      finish: await finish(unknown),
      report: await call('GET', `${url}/report?profileId=${profileId}`),
    };
    for (const [name, response] of Object.entries(responses)) {
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toMatchObject({ err: true, code: 404, reason: 'notFound' });
    }
    expect(await storedAnswers(unknown)).toEqual([]);
  });

  it('keeps the newest answer when two devices save the same attempt at once', async () => {
    const { examId, questions } = await createExam(app, kitabId, { questions: fourKinds });
    const attempt = data<ExamAttempt>(await start(examId));
    const essay = questions[3]!;
    const saves = Array.from({ length: 20 }, (_, index) =>
      save(attempt.id, [{ questionId: essay.id, value: `draft ${index + 1}`, seq: index + 1 }]),
    );
    const responses = await Promise.all(saves.reverse());
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const [row] = (await storedAnswers(attempt.id)).filter((answer) => answer.questionId === essay.id);
    expect(row).toMatchObject({ seq: 20, value: 'draft 20' });
    await finish(attempt.id);
  });

  it('starts one attempt when the same start arrives five times at once', async () => {
    const { examId } = await createExam(app, kitabId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => start(examId)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(responses.map((response) => data<ExamAttempt>(response).id));
    expect(ids.size).toBe(1);
    await finish([...ids][0]!);
  });
});

describe('timing', () => {
  it(`takes saves in the ${examSaveGraceSeconds} s grace only when recorded before the deadline, then refuses them`, async () => {
    const { examId, questions } = await createExam(app, kitabId);
    const attempt = data<ExamAttempt>(await start(examId));
    const [single, , short] = questions;
    await moveDeadline(app, attempt.id, -3);
    const [row] = await app.database.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    const before = new Date(row!.deadline.getTime() - 1000).toISOString();
    const after = new Date(row!.deadline.getTime() + 1000).toISOString();
    const grace = await save(attempt.id, [
      { questionId: single!.id, value: single!.rightOptionIds[0], seq: 1, recordedAt: before },
      { questionId: short!.id, value: 'الفاعل', seq: 1, recordedAt: after },
    ]);
    expect(grace.statusCode).toBe(200);
    expect(data<SaveAnswersResult>(grace).saved.map((entry) => entry.questionId)).toEqual([single!.id]);
    expect(await storedAnswers(attempt.id)).toHaveLength(1);

    await moveDeadline(app, attempt.id, -(examSaveGraceSeconds + 1));
    const late = await save(attempt.id, [
      { questionId: short!.id, value: 'الفاعل', seq: 2, recordedAt: before },
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ err: true, code: 409, message: 'The exam has ended' });
    expect(await storedAnswers(attempt.id)).toHaveLength(1);
  });

  it('finishes an expired attempt at its deadline on the next read', async () => {
    const { examId, questions } = await createExam(app, kitabId);
    const attempt = data<ExamAttempt>(await start(examId));
    await save(attempt.id, rightAnswers(questions));
    await moveDeadline(app, attempt.id, -40);
    const [row] = await app.database.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    const read = data<ExamAttempt>(
      await call('GET', `/api/v1/exam-attempts/${attempt.id}?profileId=${profileId}`),
    );
    expect(read.status).toBe('graded');
    expect(read.submittedAt).toBe(row!.deadline.toISOString());
    expect(await examOf(examId)).toMatchObject({ state: 'result', lastAttemptId: attempt.id });
    // The report says the time ran out.
    const report = data<ExamReport>(
      await call('GET', `/api/v1/exam-attempts/${attempt.id}/report?profileId=${profileId}`),
    );
    expect(report.timedOut).toBe(true);
  });

  it('is finished at its deadline by the sweep, and a second sweep finds nothing', async () => {
    const { examId, questions } = await createExam(app, kitabId);
    const attempt = data<ExamAttempt>(await start(examId));
    await save(attempt.id, rightAnswers(questions));
    await moveDeadline(app, attempt.id, -60);
    const graded: string[] = [];
    app.services.exams.onAttemptGraded((event) => {
      graded.push(event.attemptId);
    });
    const [finished, again] = await Promise.all([app.services.exams.sweep(), app.services.exams.sweep()]);
    expect(finished + again).toBeGreaterThanOrEqual(1);
    const [row] = await app.database.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'graded', score: 5, maxScore: 5, passed: true });
    expect(row!.submittedAt?.toISOString()).toBe(row!.deadline.toISOString());
    expect(graded.filter((id) => id === attempt.id)).toHaveLength(1);
    expect(await app.services.exams.sweep()).toBe(0);
  });

  it('refuses to start a closed exam or one not open yet', async () => {
    const now = Date.now();
    const closed = await createExam(app, kitabId, {
      opensAt: new Date(now - 2 * hour),
      closesAt: new Date(now - 1),
    });
    const ended = await start(closed.examId);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ message: 'The exam has ended' });
    const early = await createExam(app, kitabId, {
      opensAt: new Date(now + hour),
      closesAt: new Date(now + 2 * hour),
    });
    expect((await start(early.examId)).statusCode).toBe(409);
  });
});

describe('finishing, grading and the report', () => {
  it('grades objective answers at once and answers the same when finished again', async () => {
    const { examId, questions } = await createExam(app, kitabId, { attemptsAllowed: 2 });
    const attempt = data<ExamAttempt>(await start(examId));
    const [single, multiple] = questions;
    await save(attempt.id, [
      { questionId: single!.id, value: single!.rightOptionIds[0], seq: 1 },
      { questionId: multiple!.id, value: [multiple!.rightOptionIds[0]], seq: 1 },
    ]);
    const first = await finish(attempt.id);
    expect(first.statusCode).toBe(200);
    const result = data<AttemptResult>(first);
    expect(result).toMatchObject({ status: 'graded', score: 2, maxScore: 5, percent: 40, passed: false });
    expect(data<AttemptResult>(await finish(attempt.id))).toEqual(result);
    expect((await save(attempt.id, rightAnswers(questions, 5))).statusCode).toBe(409);

    // Failed with an attempt left, still open: revise starts attempt 2.
    expect(await examOf(examId)).toMatchObject({
      state: 'revise',
      attemptsUsed: 1,
      lastAttemptId: attempt.id,
    });
    const report = data<ExamReport>(
      await call('GET', `/api/v1/exam-attempts/${attempt.id}/report?profileId=${profileId}`),
    );
    expect(report.showsRightAnswers).toBe(false);
    expect(report.timedOut).toBe(false);
    expect(report.questions.map((question) => question.correct)).toEqual([true, false, false]);
    expect(
      report.questions.every((question) => question.rightOptionIds === null && question.explanation === null),
    ).toBe(true);

    const second = await start(examId);
    expect(second.statusCode).toBe(201);
    const retry = data<ExamAttempt>(second);
    expect(retry.answers).toEqual([]);
    await save(retry.id, rightAnswers(questions));
    expect(data<AttemptResult>(await finish(retry.id))).toMatchObject({
      score: 5,
      percent: 100,
      passed: true,
    });
    expect(await examOf(examId)).toMatchObject({ state: 'result', attemptsUsed: 2, lastAttemptId: retry.id });

    // No attempt left: the report shows right answers and explanations.
    const shown = data<ExamReport>(
      await call('GET', `/api/v1/exam-attempts/${attempt.id}/report?profileId=${profileId}`),
    );
    expect(shown.showsRightAnswers).toBe(true);
    expect(shown.questions[0]!.rightOptionIds).toEqual(single!.rightOptionIds);
    expect(shown.questions[0]!.explanation).toMatchObject({ en: 'The doer is always marfu‘' });
    expect(shown.questions[2]!.acceptedAnswers).toEqual(['الفَاعِلُ']);
    const ended = await start(examId);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ message: 'The exam has ended' });
  });

  it('keeps an attempt with an essay waiting for grading, then grades it when staff give points', async () => {
    const { examId, questions } = await createExam(app, kitabId, { questions: fourKinds });
    const attempt = data<ExamAttempt>(await start(examId));
    await save(attempt.id, rightAnswers(questions));
    const result = data<AttemptResult>(await finish(attempt.id));
    expect(result).toMatchObject({ status: 'submitted', score: 5, maxScore: 10, passed: null });
    const report = data<ExamReport>(
      await call('GET', `/api/v1/exam-attempts/${attempt.id}/report?profileId=${profileId}`),
    );
    expect(report.questions[3]).toMatchObject({ kind: 'essay', awardedPoints: null, correct: null });
    expect(await examOf(examId)).toMatchObject({ state: 'result' });

    await app.database.db
      .update(examAnswers)
      .set({ points: 4 })
      .where(and(eq(examAnswers.attemptId, attempt.id), eq(examAnswers.questionId, questions[3]!.id)));
    const graded = await app.services.exams.gradeAttempt(attempt.id);
    expect(graded).toMatchObject({ status: 'graded', score: 9, percent: 90, passed: true });
  });

  it('answers 409 for the report of a running attempt', async () => {
    const { examId } = await createExam(app, kitabId);
    const attempt = data<ExamAttempt>(await start(examId));
    const response = await call('GET', `/api/v1/exam-attempts/${attempt.id}/report?profileId=${profileId}`);
    expect(response.statusCode).toBe(409);
    await finish(attempt.id);
  });
});

describe('pay first', () => {
  it('sells priced exams that have not closed in the store, with their kitab', async () => {
    const { examId } = await createExam(app, kitabId, { price: 45_000 });
    const closed = await createExam(app, kitabId, {
      price: 45_000,
      opensAt: new Date(Date.now() - 2 * hour),
      closesAt: new Date(Date.now() - hour),
    });
    const store = await app.inject({ url: '/api/v1/store?kind=exam&size=100' });
    const items = (store.json() as { data: { id: string; kind: string; kitabId: string; price: number }[] })
      .data;
    expect(items.find((item) => item.id === examId)).toMatchObject({ kind: 'exam', kitabId, price: 45_000 });
    expect(items.some((item) => item.id === closed.examId)).toBe(false);
  });

  it('answers 402 until the profile holds the exam, then starts', async () => {
    const { examId } = await createExam(app, kitabId, { price: 30_000 });
    const refused = await start(examId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ err: true, code: 402, message: 'Pay for this exam first' });
    await app.database.db.insert(profilePurchases).values({ profileId, itemType: 'exam', itemId: examId });
    expect(await examOf(examId)).toMatchObject({ state: 'start', paid: true, price: 30_000 });
    const started = await start(examId);
    expect(started.statusCode).toBe(201);
    await finish(data<ExamAttempt>(started).id);
  });
});

describe('exam PIN', () => {
  const setExamPin = (body: object, owner = profileId) =>
    call('PUT', `/api/v1/profile/${owner}/exam-pin`, body);

  it('asks for the profile PIN when turned on, and counts wrong PINs toward the same lock', async () => {
    const wrongSet = await setExamPin({ required: true, pin: '000000' });
    expect(wrongSet.statusCode).toBe(400);
    expect(wrongSet.json()).toMatchObject({ data: { remainingTries: 4 } });
    const on = await setExamPin({ required: true, pin: '123456' });
    expect(on.statusCode).toBe(200);
    expect(data<Profile>(on)).toMatchObject({ id: profileId, examPinRequired: true });

    const { examId } = await createExam(app, kitabId);
    expect(await examOf(examId)).toMatchObject({ pinRequired: true });
    const missing = await start(examId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorList: [{ field: 'pin' }] });
    const wrong = await start(examId, { pin: '111111' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'The PIN is wrong', data: { remainingTries: 4 } });
    const right = await start(examId, { pin: '123456' });
    expect(right.statusCode).toBe(201);
    const attemptId = data<ExamAttempt>(right).id;
    // Continuing asks again.
    expect((await start(examId)).statusCode).toBe(400);
    expect((await start(examId, { pin: '123456' })).statusCode).toBe(200);

    // Four wrong tries at the exam and one at the setting lock the profile (423) everywhere.
    for (let i = 0; i < 4; i += 1) await start(examId, { pin: '222222' });
    const locked = await setExamPin({ required: false, pin: '333333' });
    expect(locked.statusCode).toBe(423);
    expect((await start(examId, { pin: '123456' })).statusCode).toBe(423);
    const check = await call('POST', `/api/v1/profile/${profileId}/pin/check`, { pin: '123456' });
    expect(check.statusCode).toBe(423);
    await finish(attemptId);
  });

  it('answers 404 for another account’s profile and 400 for a malformed body', async () => {
    expect((await setExamPin({ required: true, pin: '654321' }, stranger.profiles[0]!.id)).statusCode).toBe(
      404,
    );
    expect((await setExamPin({ required: 'yes', pin: '654321' }, sibling.id)).statusCode).toBe(400);
    const sib = await setExamPin({ required: true, pin: '654321' }, sibling.id);
    expect(data<Profile>(sib).examPinRequired).toBe(true);
  });
});
