import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../src/db/schema/index';
import { CallersAttempts, type CallersAttemptLookUp } from '../src/services/exams/callers-attempts';
import { registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { createExam, examSitter } from './helpers/exam-factory';
import { statementsOf } from './helpers/statements-sent';
import { buildTestApp } from './helpers/test-app';

// Decision 0184: the first saves of attempts a server has not seen (after a restart in the middle
// of an exam, every learner's next save) read their attempts together while the database is busy,
// each still with its own caller's check.
const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
let learner: VerifiedUser;
let profileId: string;
let stranger: VerifiedUser;
const attempts: { id: string; examId: string; status: 'in_progress' | 'submitted' | 'graded' }[] = [];

beforeAll(async () => {
  let kitabId: string;
  ({ learner, profileId, kitabId } = await examSitter(app));
  stranger = await registerVerifiedUser(app);
  for (const status of ['in_progress', 'submitted', 'submitted', 'graded'] as const) {
    const { examId } = await createExam(app, kitabId);
    const [row] = await app.database.db
      .insert(examAttempts)
      .values({ examId, profileId, deadline: new Date(Date.now() + 30 * 60_000), number: 1, status })
      .returning();
    attempts.push({ id: row!.id, examId, status });
  }
});

describe('the callers’ attempts (decision 0184)', () => {
  it('reads look-ups that wait for a busy database in one statement, each answered on its own', async () => {
    const callers = new CallersAttempts(app.database.db);
    const own = (attemptId: string): CallersAttemptLookUp => ({ token: learner.token, profileId, attemptId });
    const lookUps: CallersAttemptLookUp[] = [
      own(attempts[0]!.id),
      own(attempts[1]!.id),
      // These four wait for the first two, then go together (one per attempt and profile).
      own(attempts[2]!.id),
      { token: stranger.token, profileId: stranger.profiles[0]!.id, attemptId: attempts[0]!.id },
      own(randomUUID()),
      { token: 'not a session', profileId, attemptId: attempts[3]!.id },
    ];
    let found: Awaited<ReturnType<CallersAttempts['find']>>[] = [];
    const texts = await statementsOf(
      async () => {
        found = await Promise.all(lookUps.map((lookUp) => callers.find(lookUp)));
      },
      undefined,
      { delayMs: 30 },
    );
    expect(texts).toHaveLength(3);
    expect(found.map((attempt) => attempt && { examId: attempt.examId, status: attempt.status })).toEqual([
      { examId: attempts[0]!.examId, status: 'in_progress' },
      { examId: attempts[1]!.examId, status: 'submitted' },
      { examId: attempts[2]!.examId, status: 'submitted' },
      undefined,
      undefined,
      undefined,
    ]);
    expect(found[0]!.deadline.getTime()).toBeGreaterThan(Date.now());
  });
});
