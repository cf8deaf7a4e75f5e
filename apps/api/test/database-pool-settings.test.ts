import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { databaseTarget, loadSettings } from '../src/config/settings';

const server = { DATABASE_URL: 'postgres://academy@127.0.0.1:5432/academy' };

/** How many connections a server keeps to PostgreSQL (decision 0177). */
describe('the PostgreSQL pool of a server', () => {
  it('is twice the machine’s cores unless set, at least 4 and at most 10', () => {
    const expected = Math.min(10, Math.max(4, 2 * availableParallelism()));
    expect(databaseTarget(loadSettings(server))).toEqual({
      kind: 'postgres',
      url: server.DATABASE_URL,
      poolSize: expected,
    });
  });

  it('is what DATABASE_POOL_SIZE says, 1 to 100, and a wrong value is refused by name', () => {
    expect(databaseTarget(loadSettings({ ...server, DATABASE_POOL_SIZE: '24' }))).toMatchObject({
      poolSize: 24,
    });
    expect(() => loadSettings({ ...server, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadSettings({ ...server, DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
