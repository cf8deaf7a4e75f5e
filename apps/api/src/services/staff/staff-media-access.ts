import { mediaPathPrefix } from '@academy/contract/endpoints';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classes, courses, kitab, pertemuan, staffAuditLog } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isPrivateMediaPath } from '../media/index';
import type { StaffActor } from './staff-resource-service';

/**
 * Whether a staff member may preview a stored media path at a signed address (issue 20 item 9):
 * admins any; a teacher only media in a course of a class they teach, or a file they uploaded
 * themselves (its upload is in the change log under their account). Anything else answers 403,
 * so a teacher never gets the address of another class's paid lesson.
 */
export async function checkMediaPreview(db: Database, path: string, actor: StaffActor): Promise<void> {
  if (actor.role === 'admin' || !isPrivateMediaPath(path)) return;
  if (actor.teacherId) {
    const [inTheirClass] = await db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(and(eq(courses.sourceUrl, path), eq(classes.teacherId, actor.teacherId)))
      .limit(1);
    if (inTheirClass) return;
  }
  if (path.startsWith(mediaPathPrefix)) {
    const [uploaded] = await db
      .select({ id: staffAuditLog.id })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.resource, 'media'),
          eq(staffAuditLog.resourceId, path.slice(mediaPathPrefix.length)),
          eq(staffAuditLog.action, 'upload'),
          eq(staffAuditLog.actorUserId, actor.userId),
        ),
      )
      .limit(1);
    if (uploaded) return;
  }
  throw new AppError(403, 'forbidden');
}
