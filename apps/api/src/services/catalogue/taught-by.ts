import { eq, sql, type SQL } from 'drizzle-orm';
import { classes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { StaffActor } from '../audit/index';

/**
 * Where a teacher may act: the records of the classes they teach (admins: all). An SQL
 * condition over `classes` for lists, undefined for admins.
 */
export function taughtBy(actor: StaffActor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  // An unlinked teacher account teaches nothing.
  return actor.teacherId ? eq(classes.teacherId, actor.teacherId) : sql`false`;
}

/** Admins reach every class; a teacher only the classes they teach (403 otherwise). */
export function assertTeaches(actor: StaffActor, teacherId: string) {
  if (actor.role !== 'admin' && (!actor.teacherId || actor.teacherId !== teacherId)) {
    throw new AppError(403, 'forbidden');
  }
}
