import { describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { isLocalOrigin, loadSettings, networkOutboxWarning } from '../src/config/settings';
import { seedDemoAccounts } from '../src/demo/demo-accounts';
import { DemoPasswords, demoSignIns, type DemoSignIn } from '../src/demo/demo-sign-ins';
import { seedDemoStaff } from '../src/demo/demo-staff';
import { seedDemo } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { buildTestApp, testVapidEnv } from './helpers/test-app';
import { testDatabase } from './helpers/test-database';

/**
 * Issue 20, items 2, 4 and 10: a server others reach never holds an account whose password is
 * published (decision 0074), listens on loopback only while codes go to the dev outbox unless HOST
 * says otherwise (decision 0075), and only loopback hosts count as local.
 */
const publicOrigin = {
  APP_ORIGIN: 'https://academy.example.org',
  PAYMENT_GATEWAY: 'midtrans',
  MIDTRANS_SERVER_KEY: 'test-midtrans-server-key',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  WHATSAPP_TOKEN: 'token-for-settings-tests',
  WHATSAPP_PHONE_NUMBER_ID: '1098765',
  MEDIA_SIGNING_SECRET: 'a-media-signing-key-of-32-characters!',
  ...testVapidEnv,
};
const transports = {
  SMTP_URL: publicOrigin.SMTP_URL,
  WHATSAPP_TOKEN: publicOrigin.WHATSAPP_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: publicOrigin.WHATSAPP_PHONE_NUMBER_ID,
};

describe('local origins', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST:5173',
    'http://app.localhost',
    'https://a.b.localhost:8443',
    'http://127.0.0.1:3000',
    'http://127.255.255.254',
    'http://127.1:3000',
    'http://[::1]:3000',
    'http://[0:0:0:0:0:0:0:1]',
  ])('%s is local', (origin) => {
    expect(isLocalOrigin(origin)).toBe(true);
  });

  it.each([
    'https://127.academy.example',
    'http://127.0.0.1.nip.io',
    'https://127-0-0-1.example.org',
    'http://128.0.0.1',
    'http://10.0.0.5',
    'http://192.168.1.10:3000',
    'http://0.0.0.0:3000',
    'http://[::]:3000',
    'http://[::2]',
    'https://academy.example.org',
    'http://localhost.example.org',
    'http://mylocalhost',
    'http://localhost-1.example',
  ])('%s is not local', (origin) => {
    expect(isLocalOrigin(origin)).toBe(false);
  });

  it('makes https://127.academy.example a public origin with all its requirements', () => {
    expect(() => loadSettings({ APP_ORIGIN: 'https://127.academy.example' })).toThrow(/SMTP_URL: required/);
  });
});

describe('the demo on a public origin (settings)', () => {
  it('seeds no demo by default, and uses the published passwords only on a localhost origin', () => {
    expect(loadSettings(publicOrigin)).toMatchObject({ SEED_DEMO: false, demoPasswords: 'generated' });
    expect(loadSettings({})).toMatchObject({ SEED_DEMO: true, demoPasswords: 'published' });
    expect(loadSettings({ SEED_DEMO: 'false' })).toMatchObject({ SEED_DEMO: false });
    expect(loadSettings({ DEMO_PUBLIC: 'true' })).toMatchObject({
      SEED_DEMO: true,
      demoPasswords: 'generated',
    });
  });

  it('refuses SEED_DEMO=true without DEMO_PUBLIC=true, naming both settings', () => {
    expect(() => loadSettings({ ...publicOrigin, SEED_DEMO: 'true' })).toThrow(
      /public origin https:\/\/academy\.example\.org[\s\S]*SEED_DEMO=true: [^\n]*published[^\n]*DEMO_PUBLIC=true/,
    );
    expect(loadSettings({ ...publicOrigin, SEED_DEMO: 'true', DEMO_PUBLIC: 'true' })).toMatchObject({
      SEED_DEMO: true,
      demoPasswords: 'generated',
    });
    expect(loadSettings({ ...publicOrigin, DEMO_PUBLIC: 'true' })).toMatchObject({ SEED_DEMO: true });
  });
});

/** What the app logged at warn level while `run` ran. */
async function warnedWhile(app: App, run: () => Promise<unknown>): Promise<string> {
  const warn = vi.spyOn(app.log, 'warn');
  try {
    await run();
    return warn.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
  } finally {
    warn.mockRestore();
  }
}

/** The sign-ins a generated-passwords banner printed: phone number and password per line. */
function printedSignIns(log: string): Map<string, string> {
  return new Map(
    [...log.matchAll(/^ +.+ (08\d{8,11}) {2}(\S{16})$/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

const signIn = (app: App, phoneNumber: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phoneNumber, password } });

describe('the demo seeded on a public origin with DEMO_PUBLIC=true', () => {
  it('gives every demo account that signs in a generated password, printed once', async () => {
    const app = await buildTestApp({ ...publicOrigin, SEED_DEMO: 'true', DEMO_PUBLIC: 'true' });
    let seeded: Awaited<ReturnType<typeof seedDemo>>;
    const firstStart = await warnedWhile(app, async () => {
      seeded = await seedDemo(app);
    });
    expect(seeded!.learner.userId).toEqual(expect.any(String));
    const printed = printedSignIns(firstStart);
    expect([...printed.keys()].sort()).toEqual(demoSignIns.map((account) => account.phoneNumber).sort());
    expect(firstStart).toMatch(
      /demo accounts on this server: learner Ahmad Fauzan 081234567890, .*admin 081200000001/,
    );

    for (const account of demoSignIns) {
      expect((await signIn(app, account.phoneNumber, account.password)).statusCode, account.who).toBe(401);
      expect(
        (await signIn(app, account.phoneNumber, printed.get(account.phoneNumber)!)).statusCode,
        account.who,
      ).toBe(200);
    }

    // A later start names the demo accounts, never their passwords.
    const laterStart = await warnedWhile(app, () => seedDemo(app));
    expect(laterStart).toMatch(/demo accounts on this server: .*teacher of tahsin-akhwat 081200000002/);
    for (const password of printed.values()) expect(laterStart).not.toContain(password);
    expect(printedSignIns(laterStart).size).toBe(0);
  }, 240_000);

  it('says at start that a public server holds no demo account', async () => {
    const app = await buildTestApp(publicOrigin);
    expect(app.settings.SEED_DEMO).toBe(false);
    const log = await warnedWhile(app, () => seedDemo(app));
    expect(log).toContain('demo accounts: none on this server');
  }, 60_000);
});

describe('a database seeded with the published passwords, started on a public origin', () => {
  /** The demo learner and staff as `npm start` on localhost seeded them (published passwords). */
  async function seededLocally(): Promise<{ local: App; token: string }> {
    const local = await buildTestApp({});
    const published = new DemoPasswords('published');
    await seedDemoAccounts(local, published);
    await seedDemoStaff(local, published);
    const login = await signIn(local, '081200000001', 'admin12345');
    expect(login.statusCode).toBe(200);
    return { local, token: login.json().data.token as string };
  }
  const heldAccounts = (): DemoSignIn[] =>
    demoSignIns.filter((account) =>
      ['081234567890', '081200000001', '081200000002'].includes(account.phoneNumber),
    );

  it('refuses to start without DEMO_PUBLIC=true, naming the accounts', async () => {
    await seededLocally();
    const server = await buildTestApp(publicOrigin, { keepData: true });
    await expect(seedDemo(server)).rejects.toThrow(
      /demo accounts whose passwords are published in the README \(learner Ahmad Fauzan 081234567890, admin 081200000001, teacher of tahsin-akhwat 081200000002\)[\s\S]*DEMO_PUBLIC=true/,
    );
    expect((await signIn(server, '081200000001', 'admin12345')).statusCode).toBe(200);
  }, 120_000);

  it('with DEMO_PUBLIC=true gives them generated passwords once, across servers, and signs their sessions out', async () => {
    const { local, token } = await seededLocally();
    const database = await testDatabase();
    const servers = [
      await buildTestApp({ ...publicOrigin, DEMO_PUBLIC: 'true' }, { keepData: true, database }),
      await buildTestApp({ ...publicOrigin, DEMO_PUBLIC: 'true' }, { keepData: true, database }),
    ];
    // Two servers start at once on the same database: each account is changed and printed once.
    const logs = await Promise.all(servers.map((server) => warnedWhile(server, () => seedDemo(server))));
    const printed = logs.map(printedSignIns);
    const all = new Map([...printed[0]!, ...printed[1]!]);
    expect(printed[0]!.size + printed[1]!.size).toBe(heldAccounts().length);
    expect([...all.keys()].sort()).toEqual(
      heldAccounts()
        .map((account) => account.phoneNumber)
        .sort(),
    );
    for (const account of heldAccounts()) {
      expect((await signIn(servers[0]!, account.phoneNumber, account.password)).statusCode, account.who).toBe(
        401,
      );
      expect((await signIn(servers[1]!, account.phoneNumber, all.get(account.phoneNumber)!)).statusCode).toBe(
        200,
      );
    }
    // The session opened with the published password is over.
    expect((await local.inject({ url: '/api/v1/user/me', headers: bearer(token) })).statusCode).toBe(401);

    // The next start has nothing to change: it names the accounts and prints no password.
    const next = await warnedWhile(servers[0]!, () => seedDemo(servers[0]!));
    expect(printedSignIns(next).size).toBe(0);
    expect(next).toContain('admin 081200000001');
    // Started again without DEMO_PUBLIC, the server now comes up: no password is published.
    const production = await buildTestApp(publicOrigin, { keepData: true });
    await expect(seedDemo(production)).resolves.toBeUndefined();
  }, 180_000);
});

describe('where the server listens', () => {
  it('listens on loopback only while codes go to the dev outbox, unless HOST is set', () => {
    expect(loadSettings({}).host).toBe('localhost');
    expect(loadSettings({ SMTP_URL: transports.SMTP_URL }).host).toBe('localhost');
    expect(loadSettings({ ...publicOrigin, DEV_OUTBOX: 'true', SMTP_URL: '' }).host).toBe('localhost');
    expect(loadSettings(transports).host).toBe('0.0.0.0');
    expect(loadSettings(publicOrigin).host).toBe('0.0.0.0');
    expect(loadSettings({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadSettings({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('warns loudly when HOST exposes the dev outbox to the network, and only then', () => {
    const exposed = networkOutboxWarning(loadSettings({ HOST: '0.0.0.0' }));
    expect(exposed).toMatch(/^CODES READABLE FROM THE NETWORK: HOST=0\.0\.0\.0 and email and whatsapp codes/);
    expect(networkOutboxWarning(loadSettings({ HOST: '192.168.1.20', ...transports, SMTP_URL: '' }))).toMatch(
      /HOST=192\.168\.1\.20 and email codes go to the dev outbox/,
    );
    for (const quiet of [
      {},
      { HOST: '127.0.0.1' },
      { HOST: '::1' },
      { HOST: 'localhost' },
      { ...transports, HOST: '0.0.0.0' },
    ])
      expect(networkOutboxWarning(loadSettings(quiet)), JSON.stringify(quiet)).toBeUndefined();
  });
});
