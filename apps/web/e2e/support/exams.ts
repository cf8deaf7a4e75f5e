import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { enrolledLearner, type Learner } from './learners';

type ExamSummary = {
  id: string;
  kitabId: string;
  title: { en: string };
  state: string;
  currentAttemptId: string | null;
};

const auth = (learner: Learner) => ({ Authorization: `Bearer ${learner.user.token}` });

/** The exams of a class's first kitab as the learner's profile sees them, by English title. */
export async function examsOf(request: APIRequestContext, learner: Learner, classId: string) {
  const klass = await request.get(`/api/v1/classes/${classId}`);
  const kitabId = ((await klass.json()) as { data: { kitab: { id: string }[] } }).data.kitab[0]!.id;
  const response = await request.get(`/api/v1/kitab/${kitabId}/exams?profileId=${learner.profileId}`, {
    headers: auth(learner),
  });
  expect(response.ok()).toBe(true);
  const exams = ((await response.json()) as { data: ExamSummary[] }).data;
  return (title: string) => {
    const exam = exams.find((entry) => entry.title.en === title);
    if (!exam) throw new Error(`no exam ${title}`);
    return exam;
  };
}

/** The answers the server holds for the learner's running attempt of an exam. */
export async function serverAnswers(request: APIRequestContext, learner: Learner, examId: string) {
  const exam = await request.get(`/api/v1/exams/${examId}?profileId=${learner.profileId}`, {
    headers: auth(learner),
  });
  const attemptId = ((await exam.json()) as { data: ExamSummary }).data.currentAttemptId;
  expect(attemptId).not.toBeNull();
  const attempt = await request.get(`/api/v1/exam-attempts/${attemptId}?profileId=${learner.profileId}`, {
    headers: auth(learner),
  });
  return ((await attempt.json()) as { data: { answers: { questionId: string; value: unknown }[] } }).data
    .answers;
}

export const chapterOne = 'Chapter one exam: speech';
export const practiceQuiz = 'One-minute practice quiz';

/** A fresh learner in the open Ajurrumiyyah class, on the page of one of its demo exams. */
export async function openDemoExam(page: Page, request: APIRequestContext, title: string) {
  const { learner, classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
  const exam = (await examsOf(request, learner, classId))(title);
  const url = `/dashboard/kitab/${exam.kitabId}/q/${exam.id}`;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { learner, classId, exam, url };
}

/** Starts the learner's attempt at an exam through the API (one may run at a time). */
export async function startAttempt(request: APIRequestContext, learner: Learner, examId: string) {
  const started = await request.post(`/api/v1/exams/${examId}/attempts`, {
    headers: auth(learner),
    data: { profileId: learner.profileId },
  });
  expect(started.status()).toBe(201);
  return ((await started.json()) as { data: { id: string; questions: { id: string; kind: string }[] } }).data;
}

/** Finishes the learner's attempt through the API, as "Finish now" does. */
export async function finishAttempt(request: APIRequestContext, learner: Learner, attemptId: string) {
  const finished = await request.post(`/api/v1/exam-attempts/${attemptId}/finish`, {
    headers: auth(learner),
    data: { profileId: learner.profileId },
  });
  expect(finished.ok()).toBe(true);
}
