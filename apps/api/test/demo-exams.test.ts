import type { Exam, ExamReport } from '@academy/contract/exam';
import { describe, expect, it } from 'vitest';
import { demoLearner } from '../src/demo/demo-accounts';
import { seedDemo } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { buildTestApp } from './helpers/test-app';

describe('the demo exams', () => {
  it('leave the demo main profile with an exam in every state, with real questions of all four kinds', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'true', EXAM_SWEEP_SECONDS: '0' });
    const seeded = await seedDemo(app);
    const profileId = seeded!.learner.mainProfileId;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
    });
    const token = login.json().data.token as string;
    await unlockProfile(app, token, profileId, demoLearner.mainProfilePin);
    const headers = { ...bearer(token), 'accept-language': 'en' };
    const classes = ['arbain-nawawi', 'sharaf-amtsilah', 'tahfizh-privat'];
    const exams: Exam[] = [];
    for (const slug of classes) {
      const detail = await app.inject({ url: `/api/v1/classes/${slug}?profileId=${profileId}`, headers });
      for (const book of detail.json().data.kitab as { id: string }[]) {
        const list = await app.inject({
          url: `/api/v1/kitab/${book.id}/exams?profileId=${profileId}`,
          headers,
        });
        expect(list.statusCode).toBe(200);
        exams.push(...(list.json().data as Exam[]));
      }
    }
    const states = new Set(exams.map((exam) => exam.state));
    expect([...states].sort()).toEqual(
      ['continue', 'ended', 'not_open_yet', 'pay_first', 'result', 'revise', 'start'].sort(),
    );
    const passed = exams.find((exam) => exam.state === 'result')!;
    const report = await app.inject({
      url: `/api/v1/exam-attempts/${passed.lastAttemptId}/report?profileId=${profileId}`,
      headers,
    });
    expect((report.json().data as ExamReport).passed).toBe(true);
    const failed = exams.find((exam) => exam.state === 'revise')!;
    expect(failed.attemptsUsed).toBeLessThan(failed.attemptsAllowed);

    // The running attempt is there to continue; a start elsewhere meets the unfinished exam.
    const running = exams.find((exam) => exam.state === 'continue')!;
    const continued = await app.inject({
      method: 'POST',
      url: `/api/v1/exams/${running.id}/attempts`,
      headers,
      payload: { profileId },
    });
    expect(continued.statusCode).toBe(200);
    const kinds = new Set(
      (continued.json().data.questions as { kind: string }[]).map((question) => question.kind),
    );
    expect(kinds).toEqual(new Set(['single_choice', 'multiple_choice', 'short_answer', 'essay']));
    const other = exams.find((exam) => exam.state === 'start')!;
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/v1/exams/${other.id}/attempts`,
      headers,
      payload: { profileId },
    });
    expect(blocked.json()).toMatchObject({ code: 409, message: 'You have an unfinished exam' });
  });
});
