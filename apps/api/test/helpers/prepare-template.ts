import { openDatabase } from '../../src/db/database';

/**
 * Global set-up of the API tests (decision 0126): one database in memory, opened and closed before
 * the workers start, so the template's archives exist (initdb and the migrations, once per
 * machine) and every worker's database loads them instead of making them at the same time.
 */
export default async function prepareTemplate() {
  const database = await openDatabase({ kind: 'pglite' });
  await database.close();
}
