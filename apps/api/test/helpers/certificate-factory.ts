import { and, count, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { enrolments, examAttempts, exams } from '../../src/db/schema/index';
import { bearer } from './account-factory';

/** An exam of a kitab (core columns only: the exams capability owns the rest). */
export async function addExam(app: App, kitabId: string) {
  const now = Date.now();
  const [exam] = await app.database.db
    .insert(exams)
    .values({
      kitabId,
      title: { en: 'Final exam', id: 'Ujian akhir' },
      description: { en: 'All chapters', id: 'Semua bab' },
      durationMinutes: 30,
      opensAt: new Date(now - 86_400_000),
      closesAt: new Date(now + 86_400_000),
    })
    .returning();
  return exam!;
}

/** Records a finished attempt straight in the database, as exam grading would. */
export async function recordAttempt(
  app: App,
  profileId: string,
  examId: string,
  outcome: { passed: boolean; status?: 'submitted' | 'graded' },
) {
  const now = new Date();
  const [{ attempts } = { attempts: 0 }] = await app.database.db
    .select({ attempts: count() })
    .from(examAttempts)
    .where(and(eq(examAttempts.profileId, profileId), eq(examAttempts.examId, examId)));
  await app.database.db.insert(examAttempts).values({
    examId,
    profileId,
    number: attempts + 1,
    status: outcome.status ?? 'graded',
    startedAt: new Date(now.getTime() - 600_000),
    deadline: now,
    submittedAt: now,
    score: outcome.passed ? 9 : 2,
    maxScore: 10,
    passed: outcome.status === 'submitted' ? null : outcome.passed,
  });
}

export async function enrol(app: App, profileId: string, classId: string) {
  await app.database.db.insert(enrolments).values({ classId, profileId, status: 'active' });
}

/** Marks courses complete through the API, one after another. */
export async function completeCourses(app: App, token: string, profileId: string, courseIds: string[]) {
  for (const courseId of courseIds) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/courses/${courseId}/complete`,
      headers: bearer(token),
      payload: { profileId },
    });
    if (response.statusCode !== 200) throw new Error(`complete failed: ${response.body}`);
  }
}
