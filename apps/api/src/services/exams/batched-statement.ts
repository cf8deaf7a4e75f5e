import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedSql } from '../../db/prepared-sql';
import { CallBatcher } from '../../lib/call-batcher';

/**
 * A hand-written statement over a JSON array of calls (its placeholder `items`), for the calls
 * that come faster than the database answers them (decisions 0178, 0184): two statements at most
 * in flight, each with up to 64 calls, never two of one `key` in one statement. Idle, a call runs
 * at once and alone. `payload` is the statement's array for the calls it runs; `answers` each
 * call's result from the rows, in the calls' order.
 */
export function batchedStatement<In, Row, Out>(
  db: Database,
  name: string,
  query: SQL,
  options: {
    key: (call: In) => string;
    payload: (calls: In[]) => string;
    answers: (calls: In[], rows: Row[]) => Out[];
  },
): (call: In) => Promise<Out> {
  const statement = preparedSql<Row>(db, name, query);
  const batcher = new CallBatcher<In, Out>({
    concurrency: 2,
    maxBatch: 64,
    key: options.key,
    run: async (calls) => options.answers(calls, await statement({ items: options.payload(calls) })),
  });
  return (call) => batcher.call(call);
}
