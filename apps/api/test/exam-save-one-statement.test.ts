import type { ExamAttempt, SaveAnswersResult } from '@academy/contract/exam';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { examAnswers, examAttempts, exams, profiles, profileUnlocks, sessions } from '../src/db/schema/index';
import { sha256 } from '../src/lib/secrets';
import type { InsertedQuestion } from '../src/demo/insert-exam';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { createExam, examSitter } from './helpers/exam-factory';
import { data } from './helpers/exam-calls';
import { statementsOf } from './helpers/statements-sent';
import { buildTestApp } from './helpers/test-app';

// Issue 40, decision 0170: an exam night's save checks its caller inside its own statement, so
// a save of a running attempt is one round trip to the database, and every refusal of the gate
// still holds on that path: a session signed out or expired, another account, a profile behind
// its PIN, the exam PIN.
const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
let learner: VerifiedUser;
let profileId: string;
let kitabId: string;

beforeAll(async () => {
  ({ learner, profileId, kitabId } = await examSitter(app));
});

afterEach(() => vi.restoreAllMocks());

const call = (method: 'POST' | 'PUT', url: string, payload: object, token: string | null) =>
  app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en' } });
const save = (
  attemptId: string,
  answers: object[],
  token: string | null = learner.token,
  owner = profileId,
) => call('PUT', `/api/v1/exam-attempts/${attemptId}/answers`, { profileId: owner, answers }, token);
const stored = (attemptId: string) =>
  app.database.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));

/** A running attempt of a new exam (one at a time: the learner finishes it after the test). */
async function running(overrides: { pinRequired?: boolean } = {}) {
  const exam = await createExam(app, kitabId, overrides);
  const started = await call('POST', `/api/v1/exams/${exam.examId}/attempts`, { profileId }, learner.token);
  expect(started.statusCode).toBe(201);
  return { examId: exam.examId, attempt: data<ExamAttempt>(started), question: exam.questions[0]! };
}
const answer = (question: InsertedQuestion, seq = 1) => ({
  questionId: question.id,
  value: question.rightOptionIds[0],
  seq,
});
/** Lets what a save started without awaiting it (the exam's running attempts read) end. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 100));
const finish = (attemptId: string) =>
  call('POST', `/api/v1/exam-attempts/${attemptId}/finish`, { profileId }, learner.token);

describe('a save of a running attempt (decision 0170)', () => {
  it('is one statement that checks the session and writes the answer', async () => {
    const { attempt, question } = await running();
    let response: Awaited<ReturnType<typeof save>> | undefined;
    const texts = await statementsOf(async () => {
      response = await save(attempt.id, [answer(question)]);
    });
    expect(response!.statusCode).toBe(200);
    expect(data<SaveAnswersResult>(response!).saved).toMatchObject([{ questionId: question.id, seq: 1 }]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/token_hash[\s\S]*insert into exam_answers/);
    await finish(attempt.id);
  });

  it('keeps room on the answers’ pages for a save’s new version (fillfactor 70, decision 0171)', async () => {
    const result = (await app.database.db.execute(
      sql`select reloptions from pg_class where relname = 'exam_answers' and relkind = 'r'`,
    )) as unknown as { rows: { reloptions: string[] | string }[] };
    expect(result.rows[0]!.reloptions).toContain('fillfactor=70');
  });

  it('is two statements on a server that has not seen the attempt: the caller with the attempt, then the save', async () => {
    // Started on another server of a fleet (or before a restart): this one never saw it.
    const exam = await createExam(app, kitabId);
    const [unseen] = await app.database.db
      .insert(examAttempts)
      .values({ examId: exam.examId, profileId, deadline: new Date(Date.now() + 30 * 60_000), number: 1 })
      .returning();
    const question = exam.questions[0]!;
    // Another account naming it first learns nothing, and leaves nothing kept.
    const stranger = await registerVerifiedUser(app);
    expect((await save(unseen!.id, [answer(question)], stranger.token)).statusCode).toBe(404);
    let first: Awaited<ReturnType<typeof save>> | undefined;
    const texts = await statementsOf(async () => {
      first = await save(unseen!.id, [answer(question)]);
      await settled();
    });
    expect(first!.statusCode).toBe(200);
    const [lookUp, ...rest] = texts;
    expect(lookUp).toMatch(/token_hash[\s\S]*join exam_attempts/);
    // The save, and once (not awaited) the exam's running attempts (decision 0184).
    expect(rest).toHaveLength(2);
    expect(rest.filter((text) => /insert into exam_answers/.test(text))).toHaveLength(1);
    expect(rest.filter((text) => /^select .* from "exam_attempts" where/.test(text))).toHaveLength(1);
    // Kept now: the next save is one statement again.
    expect(await statementsOf(() => save(unseen!.id, [answer(question, 2)]))).toHaveLength(1);
    expect((await stored(unseen!.id)).map((row) => row.seq)).toEqual([2]);
    await finish(unseen!.id);
  });

  it('reads the exam’s running attempts once it meets one it has not seen, so the others’ first saves are one statement (decision 0184)', async () => {
    const exam = await createExam(app, kitabId);
    const other = await registerVerifiedUser(app);
    const otherProfileId = other.profiles[0]!.id;
    const deadline = new Date(Date.now() + 30 * 60_000);
    const [mine, theirs] = await app.database.db
      .insert(examAttempts)
      .values([
        { examId: exam.examId, profileId, deadline, number: 1 },
        { examId: exam.examId, profileId: otherProfileId, deadline, number: 1 },
      ])
      .returning();
    const question = exam.questions[0]!;
    expect((await save(mine!.id, [answer(question)])).statusCode).toBe(200);
    await settled();
    let theirFirst: Awaited<ReturnType<typeof save>> | undefined;
    const texts = await statementsOf(async () => {
      theirFirst = await save(theirs!.id, [answer(question)], other.token, otherProfileId);
    });
    expect(theirFirst!.statusCode).toBe(200);
    expect(texts).toHaveLength(1);
    // Kept is no answer to anyone: this learner naming the other's attempt is still refused.
    expect((await save(theirs!.id, [answer(question, 2)])).statusCode).toBe(404);
    expect((await stored(theirs!.id)).map((row) => row.seq)).toEqual([1]);
    await finish(mine!.id);
  });

  it('answers 401 once the session is signed out or expired, and stores nothing', async () => {
    const { attempt, question } = await running();
    expect((await save(attempt.id, [answer(question)])).statusCode).toBe(200);
    const second = await app.services.sessions.create(learner.user.id);
    const signedOut = await call('POST', '/api/v1/auth/logout', {}, second.token);
    expect(signedOut.statusCode).toBe(200);
    expect((await save(attempt.id, [answer(question, 2)], second.token)).statusCode).toBe(401);
    const third = await app.services.sessions.create(learner.user.id);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(third.token)));
    expect((await save(attempt.id, [answer(question, 3)], third.token)).statusCode).toBe(401);
    expect((await save(attempt.id, [answer(question, 4)], 'x'.repeat(43))).statusCode).toBe(401);
    expect((await stored(attempt.id)).map((row) => row.seq)).toEqual([1]);
    await finish(attempt.id);
  });

  it('answers 404 to another account naming the profile, and stores nothing', async () => {
    const { attempt, question } = await running();
    expect((await save(attempt.id, [answer(question)])).statusCode).toBe(200);
    const stranger = await registerVerifiedUser(app);
    const refused = await save(attempt.id, [answer(question, 2)], stranger.token);
    expect(refused.statusCode).toBe(404);
    const asOwnProfile = await save(
      attempt.id,
      [answer(question, 3)],
      stranger.token,
      stranger.profiles[0]!.id,
    );
    expect(asOwnProfile.statusCode).toBe(404);
    expect((await stored(attempt.id)).map((row) => row.seq)).toEqual([1]);
    await finish(attempt.id);
  });

  it('answers 403 to a session that has not unlocked a profile behind its PIN, or not entered the exam PIN', async () => {
    const { attempt, question } = await running();
    expect((await save(attempt.id, [answer(question)])).statusCode).toBe(200);
    // The same sign-in: the profile gets a PIN it must be unlocked with, and no session has.
    await app.database.db
      .update(profiles)
      .set({ pinHash: 'set-elsewhere', pinRequired: true })
      .where(eq(profiles.id, profileId));
    await app.database.db.delete(profileUnlocks).where(eq(profileUnlocks.profileId, profileId));
    const locked = await save(attempt.id, [answer(question, 2)]);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ reason: 'profilePinRequired' });
    // Switching to it no longer asks the PIN, but exams do: the profile's exam PIN, then the exam's.
    await app.database.db
      .update(profiles)
      .set({ pinRequired: false, examPinRequired: true })
      .where(eq(profiles.id, profileId));
    const profilePin = await save(attempt.id, [answer(question, 3)]);
    expect(profilePin.statusCode).toBe(403);
    expect(profilePin.json()).toMatchObject({ reason: 'examPinRequired' });
    await app.database.db.update(profiles).set({ examPinRequired: false }).where(eq(profiles.id, profileId));
    await app.database.db.update(exams).set({ pinRequired: true }).where(eq(exams.id, attempt.examId));
    const examPin = await save(attempt.id, [answer(question, 4)]);
    expect(examPin.statusCode).toBe(403);
    expect(examPin.json()).toMatchObject({ reason: 'examPinRequired' });
    expect((await stored(attempt.id)).map((row) => row.seq)).toEqual([1]);
    // Entered in this session (as a PIN check does), the save goes through again.
    const [session] = await app.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(learner.token)));
    await app.database.db.insert(profileUnlocks).values({ sessionId: session!.id, profileId });
    expect((await save(attempt.id, [answer(question, 5)])).statusCode).toBe(200);
    await app.database.db.update(profiles).set({ pinHash: null }).where(eq(profiles.id, profileId));
    await finish(attempt.id);
  });

  it('checks the caller before the body: 401 without a live session, then 400 on the field', async () => {
    const { attempt, question } = await running();
    const wrong = [{ questionId: question.id, value: 'not an option', seq: 1 }];
    expect((await save(attempt.id, wrong, null)).statusCode).toBe(401);
    expect((await save(attempt.id, [{ seq: 'one' }], null)).statusCode).toBe(401);
    const invalidShape = await save(attempt.id, [{ seq: 'one' }]);
    expect(invalidShape.statusCode).toBe(400);
    expect(invalidShape.json()).toMatchObject({ reason: 'validationFailed' });
    const invalidValue = await save(attempt.id, wrong);
    expect(invalidValue.statusCode).toBe(400);
    expect(invalidValue.json()).toMatchObject({ errorList: [{ field: 'answers.0.value' }] });
    expect(await stored(attempt.id)).toHaveLength(0);
    await finish(attempt.id);
  });
});
