import type { StaffReports } from '@academy/contract/staff-reports';
import { describe, expect, it } from 'vitest';
import { demoStaff } from '../src/demo/demo-staff';
import { seedDemo } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

describe('the demo academy in the reports', () => {
  it('gives every report something worth looking at, for an admin and for the teacher', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'true' });
    await seedDemo(app);
    const reportsOf = async ({ phoneNumber, password }: { phoneNumber: string; password: string }) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { phoneNumber, password },
      });
      const token = (login.json().data as { token: string }).token;
      const response = await app.inject({ url: '/api/v1/staff/reports', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: StaffReports }).data;
    };

    const admin = await reportsOf(demoStaff.admin);
    const weeksWith = (rows: { value: number }[]) => rows.filter((row) => row.value > 0).length;
    expect(weeksWith(admin.registrations.map((row) => ({ value: row.newProfiles })))).toBeGreaterThanOrEqual(
      8,
    );
    expect(weeksWith(admin.activeHours.map((row) => ({ value: row.hours })))).toBeGreaterThanOrEqual(10);
    expect(admin.enrolments.filter((row) => row.total >= 5).length).toBeGreaterThanOrEqual(4);
    expect(admin.completion.some((row) => row.rate > 0 && row.rate < 100)).toBe(true);
    expect(admin.exams.filter((row) => row.attempts >= 10).length).toBeGreaterThanOrEqual(3);
    const spreads = admin.exams.map((row) => row.buckets.filter((count) => count > 0).length);
    expect(Math.max(...spreads)).toBeGreaterThanOrEqual(3);
    expect(admin.revenueMonths!.filter((row) => row.net > 0).length).toBeGreaterThanOrEqual(2);
    expect(admin.revenueItems!.some((row) => row.refunded > 0)).toBe(true);

    const teacher = await reportsOf(demoStaff.teacher);
    expect(teacher.enrolments.map((row) => row.classTitle.en)).toEqual([expect.stringMatching(/Sisters/)]);
    expect(teacher.enrolments[0]!.active).toBeGreaterThanOrEqual(3);
    expect(teacher.revenueItems).toBeNull();
  }, 120_000);
});
