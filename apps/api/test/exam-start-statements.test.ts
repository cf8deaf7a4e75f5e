import type { ExamAttempt } from '@academy/contract/exam';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, type VerifiedUser } from './helpers/account-factory';
import { createExam, examSitter } from './helpers/exam-factory';
import { data } from './helpers/exam-calls';
import { statementsOf } from './helpers/statements-sent';
import { buildTestApp } from './helpers/test-app';

// Issue 40: at an exam's opening every learner starts within a minute, each start a transaction
// that holds the profile's row. An exam without draws (most exams) reads no draws there: its
// question set, kept a few seconds for every learner (decision 0159), already says it has none.
const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
let learner: VerifiedUser;
let profileId: string;
let kitabId: string;

beforeAll(async () => {
  ({ learner, profileId, kitabId } = await examSitter(app));
});

afterEach(() => vi.restoreAllMocks());

const call = (url: string) =>
  app.inject({ method: 'POST', url, payload: { profileId }, headers: { ...bearer(learner.token) } });

describe('a start of an exam without draws', () => {
  it('reads the draws once for the exam’s set and never in the start’s transaction', async () => {
    const exam = await createExam(app, kitabId);
    let started: Awaited<ReturnType<typeof call>> | undefined;
    const texts = await statementsOf(async () => {
      started = await call(`/api/v1/exams/${exam.examId}/attempts`);
    }, ['exam_draws']);
    expect(started!.statusCode, started!.body).toBe(201);
    expect(data<ExamAttempt>(started!).questions.map((question) => question.id)).toEqual(
      exam.questions.map((question) => question.id),
    );
    // The set's count of drawn questions, and no list of draws to draw from.
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^select sum\("count"\) from "exam_draws"/);
  });
});
