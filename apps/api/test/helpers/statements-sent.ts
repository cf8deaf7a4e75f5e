import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import { PgliteStatements } from '../../src/db/pglite-statements';

/**
 * The texts of the statements `work` sends to the database (embedded or a PostgreSQL server)
 * that name one of `tables`, in the order sent, those of its transactions too; with `delayMs`,
 * each of those is answered that much later (a busy database), one outside a transaction holding
 * its connection of the pool meanwhile.
 */
export async function statementsOf(
  work: () => Promise<unknown>,
  tables = ['sessions', 'profiles', 'exam_attempts', 'exam_answers'],
  { delayMs = 0 } = {},
): Promise<string[]> {
  const texts: string[] = [];
  const named = new RegExp(`\\b(${tables.join('|')})\\b`);
  const later = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  /**
   * Sends the statement through `send`, noted when it names one of `tables`, and then sent
   * through `delayed` (when given, or late through `send`) with a delay.
   */
  const noted = (query: unknown, send: () => unknown, delayed?: () => unknown) => {
    const text = typeof query === 'string' ? query : (query as { text?: string })?.text;
    if (!text || !named.test(text)) return send();
    texts.push(text);
    if (delayMs === 0) return send();
    return delayed ? delayed() : later().then(send);
  };
  const pglite = PgliteStatements.prototype.query;
  vi.spyOn(PgliteStatements.prototype, 'query').mockImplementation(function (
    this: PgliteStatements,
    ...args
  ) {
    return noted(args[0], () => pglite.apply(this, args)) as never;
  });
  // A transaction's statements: on the embedded database through its transaction's own `query`.
  const transaction = PGlite.prototype.transaction;
  vi.spyOn(PGlite.prototype, 'transaction').mockImplementation(function <T>(
    this: PGlite,
    run: (tx: Transaction) => Promise<T>,
  ) {
    const watched = (tx: Transaction) =>
      new Proxy(tx, {
        get(target, key) {
          if (key === 'query')
            return (...args: Parameters<Transaction['query']>) => noted(args[0], () => target.query(...args));
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    return transaction.call(this, (tx) => run(watched(tx))) as Promise<T>;
  });
  // On a PostgreSQL server through the client the transaction holds (promise style); the pool's
  // own calls to its clients pass a callback and are noted as the pool's below.
  const client = pg.Client.prototype.query as (...values: unknown[]) => unknown;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    if (typeof args.at(-1) === 'function') return client.apply(this, args) as never;
    return noted(args[0], () => client.apply(this, args)) as never;
  });
  const pool = pg.Pool.prototype.query;
  vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
    const onConnection = async () => {
      const connection = await this.connect();
      try {
        await later();
        return await client.apply(connection, args);
      } finally {
        connection.release();
      }
    };
    return noted(
      args[0],
      () => (pool as (...values: unknown[]) => unknown).apply(this, args),
      onConnection,
    ) as never;
  });
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return texts;
}
