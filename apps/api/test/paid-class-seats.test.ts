import type { ClassDetail, JoinClassResult } from '@academy/contract/catalogue';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, transactions } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { enrolmentStatus, readTransaction } from './helpers/payments';
import { buildTestApp } from './helpers/test-app';

/**
 * A waiting seat lives only while a pending payment holds it (issue 20 item 5, decisions §6,
 * decision 0076): joining a paid class makes its QRIS payment, and a waiting enrolment whose
 * payment ended, expired or never existed holds no seat.
 */
const app = await buildTestApp();
let basics: Basics;
let learner: VerifiedUser;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app, { gender: 'male' });
});

function join(classKey: string, who: VerifiedUser, password?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/classes/${classKey}/join`,
    headers: { ...bearer(who.token), 'accept-language': 'en' },
    payload: { profileId: who.profiles[0]!.id, password },
  });
}

const joined = (response: LightMyRequestResponse) => (response.json() as { data: JoinClassResult }).data;

async function seatsTaken(classKey: string): Promise<number> {
  const response = await app.inject({ url: `/api/v1/classes/${classKey}` });
  return (response.json() as { data: ClassDetail }).data.seatsTaken;
}

describe('joining a paid class', () => {
  it('makes the pending QRIS payment that holds the seat; cancelling it frees the seat', async () => {
    const klass = await createClass(app, basics, { price: 150_000 });
    const response = await join(klass.slug, learner);
    expect(response.statusCode, response.body).toBe(201);
    const result = joined(response);
    expect(result).toMatchObject({ status: 'waiting_payment', telegramUrl: null });
    expect(result.transactionId).toEqual(expect.any(String));
    const profileId = learner.profiles[0]!.id;
    const { transaction } = await readTransaction(app, learner.token, profileId, result.transactionId!);
    expect(transaction).toMatchObject({
      status: 'pending',
      item: { type: 'class', id: klass.id },
      price: 150_000,
    });
    expect(transaction.qrString).toMatch(/^000201/);
    expect(await seatsTaken(klass.slug)).toBe(1);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${result.transactionId}/cancel`,
      headers: bearer(learner.token),
      payload: { profileId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await enrolmentStatus(app, klass.id, profileId)).toBeNull();
    expect(await seatsTaken(klass.slug)).toBe(0);
  });

  it('checks the join password before any payment is made', async () => {
    const klass = await createClass(app, basics, { price: 100_000, password: 'alumni-2025' });
    const who = await registerVerifiedUser(app, { gender: 'male' });
    const wrong = await join(klass.slug, who, 'not-it');
    expect(wrong.statusCode).toBe(403);
    const none = await app.database.db.select().from(transactions).where(eq(transactions.itemId, klass.id));
    expect(none).toEqual([]);
    const right = await join(klass.slug, who, 'alumni-2025');
    expect(right.statusCode, right.body).toBe(201);
    expect(joined(right).transactionId).toEqual(expect.any(String));
  });

  it('never overbooks: 12 joins at once on 3 seats make 3 waiting seats, each with its payment', async () => {
    const klass = await createClass(app, basics, { price: 75_000, capacity: 3 });
    const learners = await Promise.all(
      Array.from({ length: 12 }, () => registerVerifiedUser(app, { gender: 'male' })),
    );
    const responses = await Promise.all(learners.map((who) => join(klass.slug, who)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array<number>(9).fill(409)]);
    const pending = await app.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.itemId, klass.id));
    expect(pending.filter((row) => row.status === 'pending')).toHaveLength(3);
    expect(await seatsTaken(klass.slug)).toBe(3);
  });
});

describe('a waiting enrolment without a live payment', () => {
  it('holds no seat once its payment is past its expiry, even before the expiry job ran', async () => {
    const klass = await createClass(app, basics, { price: 50_000, capacity: 1 });
    const first = await registerVerifiedUser(app, { gender: 'male' });
    const held = joined(await join(klass.slug, first));
    expect((await join(klass.slug, await registerVerifiedUser(app, { gender: 'male' }))).statusCode).toBe(
      409,
    );
    await app.database.db
      .update(transactions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(transactions.id, held.transactionId!));
    expect(await seatsTaken(klass.slug)).toBe(0);
    const second = await join(klass.slug, await registerVerifiedUser(app, { gender: 'male' }));
    expect(second.statusCode, second.body).toBe(201);
  });

  it('holds no seat when no payment ever backed it; paying again takes a seat only if one is free', async () => {
    const klass = await createClass(app, basics, { price: 50_000, capacity: 1 });
    const stale = await registerVerifiedUser(app, { gender: 'male' });
    const staleProfileId = stale.profiles[0]!.id;
    // A waiting enrolment made before joining made its payment: it held the seat for ever.
    await app.database.db
      .insert(enrolments)
      .values({ classId: klass.id, profileId: staleProfileId, status: 'waiting_payment' });
    expect(await seatsTaken(klass.slug)).toBe(0);
    const detail = await app.inject({
      url: `/api/v1/classes/${klass.slug}?profileId=${staleProfileId}`,
      headers: bearer(stale.token),
    });
    expect(detail.json()).toMatchObject({
      data: { state: 'registration_open', enrolment: { status: 'waiting_payment' } },
    });

    const other = await join(klass.slug, await registerVerifiedUser(app, { gender: 'male' }));
    expect(other.statusCode, other.body).toBe(201);
    const payAgain = await app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { ...bearer(stale.token), 'accept-language': 'en' },
      payload: { profileId: staleProfileId, item: { type: 'class', id: klass.id }, method: 'qris' },
    });
    expect(payAgain.statusCode).toBe(409);
    expect(payAgain.json()).toMatchObject({ reason: 'classFull' });
    expect(await seatsTaken(klass.slug)).toBe(1);
  });
});
