import { expect, type APIRequestContext } from '@playwright/test';
import { finishAttempt, startAttempt } from './exams';
import type { Learner } from './learners';

/** The seeded demo staff (api-contract "Staff calls"). */
export const demoAdmin = { phoneNumber: '081200000001', password: 'admin12345' } as const;

type StaffAnswer = { questionId: string; maxPoints: number; gradable: boolean };

/** Signs the demo admin in through the API; answers the bearer header. */
export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: demoAdmin });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { Authorization: `Bearer ${token}` };
}

/**
 * The learner sits an exam through the API, writing `essay` into each essay, and the demo admin
 * grades every essay with full points: for journeys that need an exam with essays passed.
 */
export async function passEssayExam(
  request: APIRequestContext,
  learner: Learner,
  examId: string,
  essay: string,
) {
  const headers = { Authorization: `Bearer ${learner.user.token}` };
  const attempt = await startAttempt(request, learner, examId);
  const essays = attempt.questions.filter((question) => question.kind === 'essay');
  const saved = await request.put(`/api/v1/exam-attempts/${attempt.id}/answers`, {
    headers,
    data: {
      profileId: learner.profileId,
      answers: essays.map((question) => ({ questionId: question.id, value: essay, seq: 1 })),
    },
  });
  expect(saved.ok()).toBe(true);
  await finishAttempt(request, learner, attempt.id);

  const staff = await adminHeaders(request);
  const view = await request.get(`/api/v1/staff/exam-attempts/${attempt.id}`, { headers: staff });
  const { answers } = ((await view.json()) as { data: { answers: StaffAnswer[] } }).data;
  const grades = answers
    .filter((answer) => answer.gradable)
    .map((answer) => ({ questionId: answer.questionId, points: answer.maxPoints }));
  const graded = await request.put(`/api/v1/staff/exam-attempts/${attempt.id}/grades`, {
    headers: staff,
    data: { grades },
  });
  expect(graded.ok()).toBe(true);
}
