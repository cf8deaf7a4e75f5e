import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { removeStaleUnverifiedAccounts } from '../src/services/accounts/unverified-account-cleanup';
import { newAccountData, registerUser, registerVerifiedUser } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * An unverified account holds neither its phone number nor its e-mail (api-contract "Security
 * rules"; issue 7, finding 7): registering again replaces it, and a day later it is gone.
 */
const app = await buildTestApp();

function register(body: object) {
  return app.inject({ method: 'POST', url: '/api/v1/user/register', payload: body });
}

async function accountsHolding(phoneNumber: string) {
  return app.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
}

describe('unverified accounts', () => {
  it('are replaced by a new registration with the same phone number or e-mail', async () => {
    const squatter = await registerUser(app);
    const owner = newAccountData({ phoneNumber: squatter.account.phoneNumber });
    const again = await register(owner);
    expect(again.statusCode).toBe(200);
    const [holder] = await accountsHolding(owner.phoneNumber);
    expect(holder!.id).toBe((again.json() as { data: { id: string } }).data.id);
    expect(holder!.id).not.toBe(squatter.userId);

    const byEmail = newAccountData({ email: owner.email });
    expect((await register(byEmail)).statusCode).toBe(200);
    expect(await accountsHolding(owner.phoneNumber)).toEqual([]);
  });

  it('never replace a verified account: its number and e-mail stay taken', async () => {
    const verified = await registerVerifiedUser(app);
    const clash = await register(newAccountData({ phoneNumber: verified.account.phoneNumber }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ reason: 'phoneTaken' });
  });

  it('leave exactly one account when the same number registers many times at once', async () => {
    const phoneNumber = newAccountData().phoneNumber;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => register(newAccountData({ phoneNumber }))),
    );
    expect(
      responses.map((r) => `${r.statusCode} ${r.body.slice(0, 160)}`).filter((s) => !/^(200|409)/.test(s)),
    ).toEqual([]);
    expect(await accountsHolding(phoneNumber)).toHaveLength(1);
  });

  it('are removed after 24 hours by the cleanup job, verified ones never', async () => {
    const stale = await registerUser(app);
    const fresh = await registerUser(app);
    const verified = await registerVerifiedUser(app);
    await app.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${users.id} in (${stale.userId}, ${verified.user.id})`);
    expect(await removeStaleUnverifiedAccounts(app.database.db)).toBeGreaterThanOrEqual(1);
    expect(await accountsHolding(stale.account.phoneNumber)).toEqual([]);
    expect(await accountsHolding(fresh.account.phoneNumber)).toHaveLength(1);
    expect(await accountsHolding(verified.account.phoneNumber)).toHaveLength(1);
  });
});
