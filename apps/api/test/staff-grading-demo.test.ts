import type { StaffExamAttempt } from '@academy/contract/staff-grading';
import { describe, expect, it } from 'vitest';
import { demoStaff } from '../src/demo/demo-staff';
import { seedDemo } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

describe('the demo grading queue', () => {
  it('holds an essay of the teacher’s class and one of an admin’s class, each waiting', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'true', EXAM_SWEEP_SECONDS: '0' });
    await seedDemo(app);
    const queueOf = async ({ phoneNumber, password }: { phoneNumber: string; password: string }) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { phoneNumber, password },
      });
      const response = await app.inject({
        url: '/api/v1/staff/exam-attempts?needsGrading=true',
        headers: bearer(login.json().data.token),
      });
      return response.json().data as StaffExamAttempt[];
    };
    const admins = await queueOf(demoStaff.admin);
    expect(admins.map((item) => [item.profile.name, item.exam.title.en, item.status, item.waiting])).toEqual([
      ['Maryam', 'Placement reflection', 'submitted', 2],
      ['Umar Hasan', 'Hadith 1–10 exam', 'submitted', 1],
    ]);
    const maryam = admins[0]!;
    expect(maryam.answers.map((answer) => [answer.kind, answer.direction])).toEqual([
      ['essay', 'ltr'],
      ['essay', 'rtl'],
    ]);
    const teachers = await queueOf(demoStaff.teacher);
    expect(teachers.map((item) => item.profile.name)).toEqual(['Maryam']);
    // Seeding hashes several passwords and PINs with argon2id: slow on a busy machine.
  }, 120_000);
});
