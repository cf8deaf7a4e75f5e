import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { bearer, latestCode, newAccountData, registerVerifiedUser } from './helpers/account-factory';

// Every common way of writing one Indonesian mobile number is that number (api-contract,
// "Phone numbers"): in registration, sign-in, duplicates, phone change, codes and throttles.

const app = await buildTestApp();
const en = { 'accept-language': 'en' };

/** The ways people write a canonical 08… number: WhatsApp's +62 form, 62…, and dashes. */
function spellings(canonical: string) {
  const national = canonical.slice(1);
  return {
    whatsApp: `+62 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`,
    international: `62${national}`,
    plus: `+62${national}`,
    dashed: `${canonical.slice(0, 4)}-${canonical.slice(4, 8)}-${canonical.slice(8)}`,
    spaced: ` ${canonical.slice(0, 4)} ${canonical.slice(4)} `,
  };
}

function login(phoneNumber: string, password: string, remoteAddress = '10.20.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phoneNumber, password },
    headers: en,
    remoteAddress,
  });
}

describe('phone numbers as people write them', () => {
  it('registers "+62 812-…" in the canonical 08… form and signs in with every spelling', async () => {
    const canonical = newAccountData().phoneNumber;
    const written = spellings(canonical);
    const { account, user } = await registerVerifiedUser(app, { phoneNumber: written.whatsApp });
    expect(user.phoneNumber).toBe(canonical);
    for (const spelling of [canonical, ...Object.values(written)]) {
      const response = await login(spelling, account.password);
      expect(response.statusCode, spelling).toBe(200);
      expect(response.json().data.id).toBe(user.id);
    }
  });

  it('refuses a second account on the same number written another way', async () => {
    const { account } = await registerVerifiedUser(app);
    const again = newAccountData({ phoneNumber: spellings(account.phoneNumber).international });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: again,
      headers: en,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorList).toEqual([
      { field: 'phoneNumber', message: 'This phone number is already registered' },
    ]);
  });

  it('counts sign-in failures against the number, whatever its spelling', async () => {
    const { account } = await registerVerifiedUser(app);
    const written = Object.values(spellings(account.phoneNumber));
    // Five spellings of one number from one address are five failures of that number there
    // (decision 0077: counted per number and address, so others cannot lock the owner out).
    for (let i = 0; i < 5; i += 1) {
      const response = await login(written[i]!, 'wrong-password', '10.21.0.1');
      expect(response.statusCode).toBe(401);
    }
    expect((await login(account.phoneNumber, account.password, '10.21.0.1')).statusCode).toBe(429);
    expect((await login(account.phoneNumber, account.password, '10.21.1.1')).statusCode).toBe(200);
  });

  it('changes the phone number written one way with the code sent to it written another', async () => {
    const { token, user, account } = await registerVerifiedUser(app);
    const newCanonical = newAccountData().phoneNumber;
    const written = spellings(newCanonical);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/user/otp/send',
      headers: bearer(token),
      payload: { purpose: 'phone-change', target: written.whatsApp },
    });
    expect(sent.statusCode).toBe(200);
    // The code went to the number in its one form, and the outbox finds it by any spelling.
    const outbox = await app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(written.plus)}` });
    expect(outbox.json().data[0]).toMatchObject({ to: newCanonical, purpose: 'phone-change' });
    const otp = await latestCode(app, newCanonical);

    const tooSoon = await app.inject({
      method: 'POST',
      url: '/api/v1/user/otp/send',
      headers: bearer(token),
      payload: { purpose: 'phone-change', target: written.dashed },
    });
    expect(tooSoon.statusCode).toBe(429);

    const changed = await app.inject({
      method: 'PUT',
      url: `/api/v1/user/${user.id}/phone-number/change`,
      headers: bearer(token),
      payload: { phoneNumber: written.international, otp, password: account.password },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.phoneNumber).toBe(newCanonical);
    expect((await login(written.plus, account.password, '10.22.0.1')).statusCode).toBe(200);
  });

  it('will not send a change code to a number another account holds, written another way', async () => {
    const holder = await registerVerifiedUser(app);
    const { token } = await registerVerifiedUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/otp/send',
      headers: { ...bearer(token), ...en },
      payload: { purpose: 'phone-change', target: spellings(holder.account.phoneNumber).plus },
    });
    expect(response.statusCode).toBe(409);
  });

  it('still refuses letters and too few digits with the spec messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: en,
      payload: newAccountData({ phoneNumber: '+62 812' }),
    });
    expect(response.json().errorList).toEqual([
      { field: 'phoneNumber', message: 'Phone number must be more than 8 digits!' },
    ]);
    const letters = await login('0812-CALL-ME', 'whatever1');
    expect(letters.statusCode).toBe(400);
  });
});
