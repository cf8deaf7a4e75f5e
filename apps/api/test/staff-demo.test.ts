import type { StaffRecitation } from '@academy/contract/recitation';
import type { StaffListRow } from '@academy/contract/staff';
import { describe, expect, it } from 'vitest';
import { demoStaff } from '../src/demo/demo-staff';
import { seedDemo } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

describe('the demo staff', () => {
  it('seeds the admin and the teacher of tahsin-akhwat only', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'true' });
    await seedDemo(app);
    const signIn = async ({ phoneNumber, password }: { phoneNumber: string; password: string }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { phoneNumber, password },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as { token: string; role: string };
    };
    const admin = await signIn(demoStaff.admin);
    const teacher = await signIn(demoStaff.teacher);
    expect([admin.role, teacher.role]).toEqual(['admin', 'teacher']);

    const classesOf = async (token: string) => {
      const response = await app.inject({ url: '/api/v1/staff/classes?size=100', headers: bearer(token) });
      return (response.json().data as StaffListRow[]).map((row) => row.subtitle?.split(' · ')[0]);
    };
    expect(await classesOf(teacher.token)).toEqual(['tahsin-akhwat']);
    expect((await classesOf(admin.token)).length).toBeGreaterThan(5);
    // The teachers list counts each teacher's classes (the demo teacher has one).
    const teachers = await app.inject({
      url: '/api/v1/staff/teachers?size=100',
      headers: bearer(admin.token),
    });
    const counts = new Map((teachers.json().data as StaffListRow[]).map((row) => [row.title, row.count]));
    expect(counts.get('Ustadzah Khadijah Rahmawati')).toBe(1);
    expect([...counts.values()].reduce((sum, n) => sum! + n!, 0)).toBe((await classesOf(admin.token)).length);
    // The demo teacher's recitation queue holds Siti's in every status, with synthesised audio.
    const queue = await app.inject({
      url: '/api/v1/staff/recitations?size=100',
      headers: bearer(teacher.token),
    });
    const recitations = queue.json().data as StaffRecitation[];
    expect(new Set(recitations.map((item) => item.status))).toEqual(
      new Set(['submitted', 'reviewed', 'repeat']),
    );
    const audio = await app.inject({ url: recitations[0]!.audioUrl, headers: { range: 'bytes=0-3' } });
    expect(audio.body).toBe('RIFF');
    // Seeding hashes five passwords with argon2id: slow on a busy machine.
  }, 90_000);
});
