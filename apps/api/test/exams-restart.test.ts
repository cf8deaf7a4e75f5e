import type { ExamAttempt, SaveAnswersResult } from '@academy/contract/exam';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { bearer, registerVerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { enrol } from './helpers/certificate-factory';
import { createExam, fourKinds } from './helpers/exam-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * An answer the server acknowledged is on disk, not in a server's memory (issue 8): the server
 * stops, its database closes, and a new server on the same data reads the attempt back whole.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-restart-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const openServer = async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' }, { database, keepData: true });
  return { app, database };
};

describe('an acknowledged save and a server restart', () => {
  it('reads every saved answer of a running attempt back from a new server on the same database', async () => {
    const first = await openServer();
    const basics = await seedCatalogueBasics(first.app);
    const learner = await registerVerifiedUser(first.app);
    const profileId = learner.profiles[0]!.id;
    const klass = await createClass(first.app, basics, { state: 'in_progress' });
    const { kitabId } = await addKitab(first.app, klass.id, { meetings: 1, perMeeting: 1 });
    await enrol(first.app, profileId, klass.id);
    const { examId, questions } = await createExam(first.app, kitabId, { questions: fourKinds });
    const call = (app: typeof first.app, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(learner.token),
        ...(payload ? { payload } : {}),
      });

    const started = await call(first.app, 'POST', `/exams/${examId}/attempts`, { profileId });
    expect(started.statusCode).toBe(201);
    const attemptId = (started.json() as { data: ExamAttempt }).data.id;
    const [single, multiple, short, essay] = questions;
    const answers = [
      { questionId: single!.id, value: single!.rightOptionIds[0]!, seq: 1 },
      { questionId: multiple!.id, value: multiple!.rightOptionIds, seq: 1 },
      { questionId: short!.id, value: 'الفاعل', seq: 1 },
      { questionId: essay!.id, value: 'draft 1', seq: 1 },
    ];
    const saved = await call(first.app, 'PUT', `/exam-attempts/${attemptId}/answers`, { profileId, answers });
    expect(saved.statusCode).toBe(200);
    // A newer essay draft, acknowledged just before the server stops.
    const newer = await call(first.app, 'PUT', `/exam-attempts/${attemptId}/answers`, {
      profileId,
      answers: [{ questionId: essay!.id, value: 'إنما الأعمال بالنيات', seq: 2 }],
    });
    const acknowledged = (newer.json() as { data: SaveAnswersResult }).data.saved;
    expect(acknowledged).toMatchObject([{ questionId: essay!.id, seq: 2 }]);

    await first.app.close();
    await first.database.close();

    const second = await openServer();
    const read = await call(second.app, 'GET', `/exam-attempts/${attemptId}?profileId=${profileId}`);
    expect(read.statusCode).toBe(200);
    const attempt = (read.json() as { data: ExamAttempt }).data;
    expect(attempt.status).toBe('in_progress');
    const byQuestion = new Map(attempt.answers.map((answer) => [answer.questionId, answer]));
    expect(byQuestion.size).toBe(4);
    for (const { questionId, value } of answers.slice(0, 3))
      expect(byQuestion.get(questionId)).toMatchObject({ value, seq: 1 });
    expect(byQuestion.get(essay!.id)).toMatchObject({
      value: 'إنما الأعمال بالنيات',
      seq: 2,
      savedAt: acknowledged[0]!.savedAt,
    });
    await second.app.close();
    await second.database.close();
  }, 60_000);
});
