import { describe, expect, it } from 'vitest';
import { redactedLogPaths } from '../src/app';
import { bearer, newAccountData } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * Security rule: logs never hold passwords, codes, PINs or tokens. The app logs at trace level
 * (everything Fastify and the services write) into memory, with the server's own redaction,
 * through every flow that handles a secret.
 */

const lines: string[] = [];
const app = await buildTestApp(
  {},
  {
    logger: {
      level: 'trace',
      redact: { paths: redactedLogPaths, remove: true },
      stream: { write: (line: string) => void lines.push(line) },
    },
  },
);

const secrets = new Map<string, string>();
const remember = (name: string, value: string) => {
  secrets.set(name, value);
  return value;
};

const json = (response: { json(): unknown }) => response.json() as { data: Record<string, unknown> };

async function outboxCode(to: string): Promise<string> {
  const response = await app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  const [message] = json(response).data as unknown as { code: string }[];
  if (!message) throw new Error(`no message for ${to}`);
  return message.code;
}

/** Every string value of a log line (numbers such as timestamps are not text a secret hides in). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  }
  return [];
}

describe('logs across the flows that handle secrets', () => {
  it('run register, verify, sign-in, PIN, password change, reset and logout at trace level', async () => {
    const account = newAccountData({ password: remember('registration password', 'Reg1stered-Secret!') });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register?serviceId=1&requestId=6f1d2c3b-4a59-4e8f-9b7a-1c2d3e4f5a6b',
      payload: account,
    });
    expect(registered.statusCode).toBe(200);
    const userId = json(registered).data.id as string;

    const verifyCode = remember('verification code', await outboxCode(account.phoneNumber));
    const wrongVerify = await app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      payload: { userId, otp: remember('wrong code', verifyCode === '000000' ? '111111' : '000000') },
    });
    expect(wrongVerify.statusCode).toBe(400);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      payload: { userId, otp: verifyCode },
    });
    expect(verified.statusCode).toBe(200);
    const firstToken = remember('verification token', json(verified).data.token as string);

    const wrongLogin = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        phoneNumber: account.phoneNumber,
        password: remember('wrong password', 'Wrong-Guess-Secret'),
      },
    });
    expect(wrongLogin.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: account.phoneNumber, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const token = remember('sign-in token', json(login).data.token as string);

    const profile = await app.inject({
      method: 'POST',
      url: '/api/v1/user/me/profile',
      headers: bearer(token),
      payload: { name: 'Aisyah', gender: 'female', pin: remember('PIN', '482916') },
    });
    expect(profile.statusCode).toBe(200);
    const profileId = json(profile).data.id as string;
    for (const pin of ['482916', remember('wrong PIN', '739105')]) {
      const check = await app.inject({
        method: 'POST',
        url: `/api/v1/profile/${profileId}/pin/check`,
        headers: bearer(token),
        payload: { pin },
      });
      expect(check.statusCode).toBe(pin === '482916' ? 200 : 400);
    }

    const newPassword = remember('new password', 'Changed-Secret-Two');
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/v1/user/${userId}/password/change`,
      headers: bearer(token),
      payload: { oldPassword: account.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.statusCode).toBe(200);

    const target = `changed-${Date.now()}@academy.test`;
    const changeSend = await app.inject({
      method: 'POST',
      url: '/api/v1/user/otp/send',
      headers: bearer(token),
      payload: { purpose: 'email-change', target },
    });
    expect(changeSend.statusCode).toBe(200);
    remember('change code', await outboxCode(target));

    const resetSend = await app.inject({
      method: 'POST',
      url: `/api/v1/auth/otp-password/send?email=${encodeURIComponent(account.email)}`,
    });
    expect(resetSend.statusCode).toBe(200);
    const resetCode = remember('reset code', await outboxCode(account.email));
    const resetVerified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp-password/verification',
      payload: { email: account.email, otp: resetCode },
    });
    expect(resetVerified.statusCode).toBe(200);
    const resetToken = remember('reset token', json(resetVerified).data.resetToken as string);
    const resetPassword = remember('reset password', 'Reset-Secret-Three');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { resetToken, password: resetPassword, confirmPassword: resetPassword },
    });
    expect(reset.statusCode).toBe(200);

    const revoked = await app.inject({ url: '/api/v1/user/me', headers: bearer(firstToken) });
    expect(revoked.statusCode).toBe(401);
    const loggedOut = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(token),
    });
    expect([200, 401]).toContain(loggedOut.statusCode);
  });

  it('wrote the requests at trace level, under the requestId the client sent', () => {
    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; reqId?: string });
    expect(entries.filter((entry) => entry.msg === 'incoming request').length).toBeGreaterThan(15);
    expect(entries.some((entry) => entry.reqId === '6f1d2c3b-4a59-4e8f-9b7a-1c2d3e4f5a6b')).toBe(true);
    expect(entries.some((entry) => entry.msg === 'dev outbox: message stored')).toBe(true);
  });

  it('holds none of the passwords, codes, PINs or tokens', () => {
    expect(secrets.size).toBe(13);
    const text = lines.map((line) => stringsOf(JSON.parse(line)).join('\n')).join('\n');
    for (const [name, secret] of secrets) {
      expect(text.includes(secret), `${name} appears in the log`).toBe(false);
    }
    expect(lines.join('\n')).not.toMatch(/authorization|bearer/i);
  });
});
