import pg from 'pg';
import { vi } from 'vitest';
import { PgliteStatements } from '../../src/db/pglite-statements';

/**
 * The texts of the statements `work` sends to the database (embedded or a PostgreSQL server)
 * that name one of `tables`, in the order sent; with `delayMs`, each of those is answered that
 * much later (a busy database), holding its connection of the pool meanwhile.
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
  const pool = pg.Pool.prototype.query;
  vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
    const onConnection = async () => {
      const client = await this.connect();
      try {
        await later();
        return await (client.query as (...values: unknown[]) => Promise<unknown>).apply(client, args);
      } finally {
        client.release();
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
