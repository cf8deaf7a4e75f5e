import type { ExamAttempt, SaveAnswersResult } from '@academy/contract/exam';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, examAnswers } from '../src/db/schema/index';
import type { InsertedQuestion } from '../src/demo/insert-exam';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { data } from './helpers/exam-calls';
import { createExam } from './helpers/exam-factory';
import { statementsOf } from './helpers/statements-sent';
import { buildTestApp } from './helpers/test-app';

// Issue 40, decision 0178: the exam night's saves that arrive while the database is busy with
// earlier ones are written together in one statement, and each is still answered, checked and
// refused on its own.
const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
// More than a test database's pool holds (10), so on PostgreSQL too saves wait for a connection.
const learnerCount = 12;
let sitting: { learner: VerifiedUser; profileId: string; attempt: ExamAttempt }[];
let questions: InsertedQuestion[];

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  const klass = await createClass(app, basics, { state: 'in_progress' });
  const { kitabId } = await addKitab(app, klass.id, { meetings: 1, perMeeting: 1 });
  const exam = await createExam(app, kitabId);
  questions = exam.questions;
  sitting = [];
  for (let index = 0; index < learnerCount; index += 1) {
    const learner = await registerVerifiedUser(app);
    const profileId = learner.profiles[0]!.id;
    await app.database.db.insert(enrolments).values({ classId: klass.id, profileId, status: 'active' });
    const started = await app.inject({
      method: 'POST',
      url: `/api/v1/exams/${exam.examId}/attempts`,
      payload: { profileId },
      headers: bearer(learner.token),
    });
    expect(started.statusCode).toBe(201);
    sitting.push({ learner, profileId, attempt: data<ExamAttempt>(started) });
  }
});

const save = (who: (typeof sitting)[number], seq: number, token = who.learner.token) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/exam-attempts/${who.attempt.id}/answers`,
    payload: {
      profileId: who.profileId,
      answers: [
        { questionId: questions[0]!.id, value: questions[0]!.rightOptionIds[0], seq },
        { questionId: questions[2]!.id, value: `answer ${seq}`, seq },
      ],
    },
    headers: { ...bearer(token), 'accept-language': 'en' },
  });

const storedSeqs = async () => {
  const rows = await app.database.db
    .select({ attemptId: examAnswers.attemptId, seq: examAnswers.seq, value: examAnswers.value })
    .from(examAnswers)
    .where(
      inArray(
        examAnswers.attemptId,
        sitting.map((who) => who.attempt.id),
      ),
    );
  return sitting.map((who) =>
    rows
      .filter((row) => row.attemptId === who.attempt.id)
      .map((row) => row.seq)
      .sort(),
  );
};

describe('saves that arrive together (decision 0178)', () => {
  it('are written in fewer statements than saves, each answered with its own answers in the order sent', async () => {
    let responses: Awaited<ReturnType<typeof save>>[] = [];
    // The database answers each save's statement 50 ms late, its connection held meanwhile: the
    // saves that come while no connection is free wait, and go together.
    const texts = await statementsOf(
      async () => {
        responses = await Promise.all(sitting.map((who) => save(who, 1)));
      },
      ['exam_answers'],
      { delayMs: 50 },
    );
    expect(responses.map((response) => response.statusCode)).toEqual(sitting.map(() => 200));
    responses.forEach((response) => {
      expect(data<SaveAnswersResult>(response).saved).toMatchObject([
        { questionId: questions[0]!.id, seq: 1 },
        { questionId: questions[2]!.id, seq: 1 },
      ]);
    });
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThan(learnerCount);
    expect(await storedSeqs()).toEqual(sitting.map(() => [1, 1]));
  });

  it('refuse a signed-out session’s save alone: the others are written', async () => {
    const other = await app.services.sessions.create(sitting[3]!.learner.user.id);
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(other.token),
    });
    expect(signedOut.statusCode).toBe(200);
    let responses: Awaited<ReturnType<typeof save>>[] = [];
    const texts = await statementsOf(
      async () => {
        responses = await Promise.all(
          sitting.map((who, index) => save(who, 2, index === 3 ? other.token : who.learner.token)),
        );
      },
      ['exam_answers'],
      { delayMs: 50 },
    );
    // In one statement with others, then alone on the full path, which answers why.
    expect(texts.length).toBeLessThan(learnerCount);
    expect(responses.map((response) => response.statusCode)).toEqual(
      sitting.map((_, index) => (index === 3 ? 401 : 200)),
    );
    expect(await storedSeqs()).toEqual(sitting.map((_, index) => (index === 3 ? [1, 1] : [2, 2])));
  });

  it('write two saves of one attempt in turn, never in one statement: the higher seq is kept', async () => {
    const who = sitting[0]!;
    const [older, newer] = await Promise.all([save(who, 8), save(who, 9)]);
    expect(older!.statusCode).toBe(200);
    expect(newer!.statusCode).toBe(200);
    expect(data<SaveAnswersResult>(newer!).saved.map((answer) => answer.seq)).toEqual([9, 9]);
    // Written first, or answered what the newer one stored.
    const olderSeqs = data<SaveAnswersResult>(older!).saved.map((answer) => answer.seq);
    expect([
      [8, 8],
      [9, 9],
    ]).toContainEqual(olderSeqs);
    const rows = await app.database.db
      .select({ value: examAnswers.value, seq: examAnswers.seq })
      .from(examAnswers)
      .where(eq(examAnswers.attemptId, who.attempt.id));
    expect(rows.map((row) => row.seq)).toEqual([9, 9]);
    expect(rows.map((row) => row.value)).toContain('answer 9');
  });
});
