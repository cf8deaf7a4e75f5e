import { expect, type APIRequestContext } from '@playwright/test';
import type { Learner } from './learners';

/** An item a payment buys (api-contract "Payments"). */
export type PaymentItemRef = { type: 'class' | 'kitab' | 'exam'; id: string };

/** Starts a QRIS payment through the API as the learner's main profile: a pending transaction. */
export async function startPayment(request: APIRequestContext, learner: Learner, item: PaymentItemRef) {
  const response = await request.post('/api/v1/payments', {
    headers: { Authorization: `Bearer ${learner.user.token}` },
    data: { profileId: learner.profileId, item, method: 'qris' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string; orderId: string } }).data;
}
