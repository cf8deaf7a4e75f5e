import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { builtOnce } from '../src/db/built-once';
import { periodicJobRuns } from '../src/db/schema/index';
import { buildTestApp } from './helpers/test-app';

// Decision 0183: a statement built once runs by name on the database or transaction each call gives.
const app = await buildTestApp();
const { db } = app.database;

describe('a statement built once', () => {
  let builds = 0;
  const insertRun = builtOnce<{ name: string; startedAt: Date }>('test_built_once_insert', (on) => {
    builds += 1;
    return on
      .insert(periodicJobRuns)
      .values({ name: sql.placeholder('name'), startedAt: sql.placeholder('startedAt') })
      .returning();
  });
  const runNamed = builtOnce<{ startedAt: Date }>('test_built_once_select', (on) => {
    builds += 1;
    return on
      .select({ startedAt: periodicJobRuns.startedAt })
      .from(periodicJobRuns)
      .where(eq(periodicJobRuns.name, sql.placeholder('name')));
  });

  it('runs in the transaction it is given, with its values and Drizzle’s rows', async () => {
    const startedAt = new Date('2026-11-30T04:00:00.000Z');
    const rollback = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        expect(await insertRun(tx, { name: 'built-once-a', startedAt })).toEqual([
          { name: 'built-once-a', startedAt },
        ]);
        // Seen inside the transaction only: it ran on the transaction's connection.
        expect(await runNamed(tx, { name: 'built-once-a' })).toEqual([{ startedAt }]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await runNamed(db, { name: 'built-once-a' })).toEqual([]);
  });

  it('is built once, however many calls and transactions run it', async () => {
    const startedAt = new Date('2026-11-30T05:00:00.000Z');
    await db.transaction((tx) => insertRun(tx, { name: 'built-once-b', startedAt }));
    await insertRun(db, { name: 'built-once-c', startedAt });
    expect(await runNamed(db, { name: 'built-once-b' })).toEqual([{ startedAt }]);
    expect(await runNamed(db, { name: 'built-once-c' })).toEqual([{ startedAt }]);
    expect(builds).toBe(2);
  });
});
