import { describe, expect, it } from 'vitest';
import { ageCodes, bearer, registerUser, registerVerifiedUser } from './helpers/account-factory';
import { buildTestApp, publicOriginEnv } from './helpers/test-app';

const appOrigin = 'https://academy.example.org';
const app = await buildTestApp(publicOriginEnv(appOrigin));

describe('security headers', () => {
  it.each(['/api/health', '/api/v1/nowhere', '/api/v1/user/me'])('are sent on %s', async (url) => {
    const response = await app.inject({ url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // Only our own pages may frame our files (the material page shows kitab PDFs); other sites may not.
    expect(csp).toContain("frame-ancestors 'self'");
    // The demo media are our own files (/demo-media/…): played by <video>/<audio>, PDFs in an <iframe>.
    expect(csp).toMatch(/media-src 'self'/);
    expect(csp).toMatch(/frame-src 'self'/);
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{6,}/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('allows the app origin, with the headers the app reads', async () => {
    const response = await app.inject({ url: '/api/v1/academy', headers: { origin: appOrigin } });
    expect(response.headers['access-control-allow-origin']).toBe(appOrigin);
    expect(String(response.headers['access-control-expose-headers'])).toContain('X-Request-Id');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a preflight from the app origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: {
        origin: appOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe(appOrigin);
  });

  it.each([
    'https://evil.example.com',
    'https://academy.example.org.evil.com',
    'null',
    'http://academy.example.org',
  ])('does not allow %s (the only origin ever allowed is the app origin)', async (origin) => {
    const simple = await app.inject({ url: '/api/v1/academy', headers: { origin } });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user/me',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    for (const response of [simple, preflight]) {
      expect(response.headers['access-control-allow-origin']).toBe(appOrigin);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('tokens in the Authorization header only', () => {
  it('does not accept a token in the query or the body', async () => {
    const { token } = await registerVerifiedUser(app);
    const inQuery = await app.inject({ url: `/api/v1/user/me?token=${token}` });
    expect(inQuery.statusCode).toBe(401);
    const basic = await app.inject({ url: '/api/v1/user/me', headers: { authorization: `Basic ${token}` } });
    expect(basic.statusCode).toBe(401);
    const ok = await app.inject({ url: '/api/v1/user/me', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the resend cooldown under concurrent requests', () => {
  it('issues exactly one account-verification code when sends race', async () => {
    const { account, userId } = await registerUser(app);
    await ageCodes(app, { userId }, 61);
    const before = await app.services.outbox!.list(account.phoneNumber);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({ method: 'POST', url: `/api/v1/user/send-verification/${userId}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
    const after = await app.services.outbox!.list(account.phoneNumber);
    expect(after.length - before.length).toBe(1);
  });

  it('issues exactly one password-reset code when sends race, for known and unknown e-mails alike', async () => {
    const { account } = await registerUser(app);
    for (const email of [account.email, 'nobody-here@academy.test']) {
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          app.inject({
            method: 'POST',
            url: `/api/v1/auth/otp-password/send?email=${encodeURIComponent(email)}`,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    }
    const sent = await app.services.outbox!.list(account.email);
    expect(sent.filter((message) => message.purpose === 'reset-password')).toHaveLength(1);
  });

  it('issues exactly one change code when signed-in sends race', async () => {
    const { token } = await registerVerifiedUser(app);
    const target = `new-address-${Date.now()}@academy.test`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/otp/send',
          headers: bearer(token),
          payload: { purpose: 'email-change', target },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await app.services.outbox!.list(target)).toHaveLength(1);
  });
});
