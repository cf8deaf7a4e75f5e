import type { StaffClassPreview } from '@academy/contract/staff-class-preview';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CatalogueService } from '../catalogue/index';
import { classShownSql } from '../catalogue/index';
import { assertTeaches } from '../catalogue/index';
import type { StaffActor } from './staff-resource-service';

/**
 * Staff preview of a class's page (decision 0118): the learners' class page data, the class and
 * its kitab shown whatever their visibility, for an admin or the class's teacher (403 otherwise).
 */
export class ClassPreviewService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async preview(classId: string, actor: StaffActor): Promise<StaffClassPreview> {
    const [row] = await this.db
      .select({ teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, classId));
    if (!row) throw new AppError(404, 'notFound');
    assertTeaches(actor, row.teacherId);
    // Learners' own rule: published, due, and with a published kitab.
    const [shown] = await this.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), classShownSql));
    const detail = await this.catalogue.classDetail(classId, null, this.clock(), [], true);
    return { shownToLearners: shown !== undefined, detail };
  }
}
