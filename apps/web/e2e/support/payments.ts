import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { classIdOf, createLearner, type Learner } from './learners';
/** The order id the QRIS screen shows ("Order AKD-…"). */
export async function orderIdOn(page: Page): Promise<string> {
  const text = await page.getByText(/^Order AKD-/).textContent();
  return text!.replace('Order ', '').trim();
}

/** Pays on the sandbox payer, as a bank app would (the QRIS screen then follows by itself). */
export async function payOnSandbox(request: APIRequestContext, orderId: string) {
  const paid = await request.post(`/api/v1/dev/sandbox-payments/${orderId}`, {
    data: { outcome: 'settlement' },
  });
  expect(paid.ok()).toBe(true);
}

/** A demo class's id and its first kitab. */
export async function kitabOf(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/v1/classes/${slug}`);
  const { data } = (await response.json()) as {
    data: { id: string; kitab: { id: string; title: { en: string } }[] };
  };
  return { classId: data.id, kitab: data.kitab[0]! };
}

/** The payments demo's priced exam, "Ajurrumiyyah: chapter test", from the store. */
export async function demoExam(request: APIRequestContext) {
  const response = await request.get('/api/v1/store?kind=exam&size=100');
  const { data } = (await response.json()) as {
    data: { id: string; kitabId: string; class: { id: string; slug: string }; title: { en: string } }[];
  };
  // On the free class whose registration is open (others sit on classes a new learner can no
  // longer join).
  return data.find((exam) => exam.title.en === 'Ajurrumiyyah: chapter test')!;
}

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

/** A fresh learner whose seat in `tajwid-tuhfatul-athfal` waits for its QRIS payment. */
export async function learnerWaitingToPay(request: APIRequestContext) {
  const learner = await createLearner(request);
  const classId = await classIdOf(request, 'tajwid-tuhfatul-athfal');
  const { id: transactionId, orderId } = await startPayment(request, learner, { type: 'class', id: classId });
  return { learner, classId, orderId, transactionId };
}

/** A fresh learner who bought `tajwid-tuhfatul-athfal` and paid on the sandbox payer. */
export async function learnerWhoPaid(request: APIRequestContext) {
  const waiting = await learnerWaitingToPay(request);
  await payOnSandbox(request, waiting.orderId);
  return waiting;
}
