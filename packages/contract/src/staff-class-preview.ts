import { z } from 'zod';
import { classDetailSchema } from './catalogue';

// Staff preview of a class's page (issue 25 item 1, decision 0118): the public class page as a
// learner sees it, even while the class or its kitab are drafts.

export const staffClassPreviewParamsSchema = z.object({ id: z.uuid() });

/** `GET /staff/preview/classes/{id}`: the class page's data, its kitab whatever their visibility. */
export const staffClassPreviewSchema = z.object({
  /** Whether learners and visitors see the class now (published, due, with a published kitab). */
  shownToLearners: z.boolean(),
  detail: classDetailSchema,
});
export type StaffClassPreview = z.infer<typeof staffClassPreviewSchema>;
