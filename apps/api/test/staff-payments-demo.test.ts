import type { StaffTransactionDetail, StaffTransactionRow } from '@academy/contract/staff-payments';
import { describe, expect, it } from 'vitest';
import { demoPayingLearner } from '../src/demo/demo-staff-payments';
import { demoStaff } from '../src/demo/demo-staff';
import { seedDemo } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

describe('the demo payments of the staff console', () => {
  it('has a refundable class payment, a late settlement and a partial refund', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'true' });
    await seedDemo(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: demoStaff.admin.phoneNumber, password: demoStaff.admin.password },
    });
    const headers = bearer((login.json() as { data: { token: string } }).data.token);
    const list = async (query: string) => {
      const response = await app.inject({ url: `/api/v1/staff/transactions?size=100&${query}`, headers });
      return (response.json() as { data: StaffTransactionRow[] }).data;
    };
    const umar = await list(`search=${demoPayingLearner.phoneNumber}`);
    expect(umar.map((row) => [row.item.type, row.status, row.paidAfterExpiry, row.refundedAmount])).toEqual([
      ['class', 'settlement', false, 0],
      ['kitab', 'settlement', true, 0],
      ['kitab', 'partial_refund', false, 25_000],
    ]);
    expect((await list('lateSettlement=true')).map((row) => row.orderId)).toEqual([umar[1]!.orderId]);
    // Aisyah's history (demo-payments.ts) is there too, in every status.
    expect((await list('')).length).toBeGreaterThanOrEqual(14);

    const refund = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/transactions/${umar[0]!.id}/refund`,
      headers,
      payload: { amount: 1_050, reason: 'QRIS fee given back' },
    });
    expect(refund.statusCode).toBe(200);
    expect((refund.json() as { data: StaffTransactionDetail }).data).toMatchObject({
      status: 'partial_refund',
      refundable: 150_000,
    });
  }, 90_000);
});
