import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';

// Makes every write to the staff audit log fail, to show that a change and its audit row commit
// together: with the row refused, the change must be undone too.

export async function failAuditWrites(app: App) {
  const { db } = app.database;
  await db.execute(sql`create or replace function test_refuse_audit() returns trigger language plpgsql
    as $$ begin raise exception 'the audit log refuses writes (test)'; end $$`);
  await db.execute(sql`create trigger test_refuse_audit before insert on staff_audit_log
    for each row execute function test_refuse_audit()`);
}

export async function restoreAuditWrites(app: App) {
  await app.database.db.execute(sql`drop trigger if exists test_refuse_audit on staff_audit_log`);
}
