import { staffPaths } from '@academy/contract/endpoints';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { bearer } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * `npm run staff:create` (issue 13): the first admin of a new deployment, created by the script
 * itself on an empty database of its own, then signed in to the staff console by a server.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-staff-create-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const createStaff = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/create-staff.ts', ...args], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', NODE_ENV: 'test' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('npm run staff:create', () => {
  it('creates an admin with a password shown once, who then reaches the staff console', async () => {
    const phone = '+62 812-9000-0001';
    const created = createStaff(
      '--phone',
      phone,
      '--email',
      'first.admin@academy.test',
      '--name',
      'Admin Pertama',
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Admin Admin Pertama created');
    const password = /Password \(shown only this once\): (\S+)/.exec(created.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);

    // The same number again is refused with the spec's message, and nothing else changes.
    const again = createStaff('--phone', '081290000001', '--email', 'other@academy.test', '--name', 'Other');
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/staff:create failed: .+/);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    afterAll(() => database.close());
    const app = await buildTestApp({}, { database, keepData: true });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: '081290000001', password },
    });
    expect(login.statusCode).toBe(200);
    const me = await app.inject({ url: staffPaths.me, headers: bearer(login.json().data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'admin' });
  }, 90_000);

  it('refuses input that is not valid, naming the field, and creates nothing', () => {
    const refused = createStaff('--phone', '12', '--email', 'x@academy.test', '--name', 'X');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/staff:create failed: .+/);
  });
});
