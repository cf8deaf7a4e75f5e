import { z } from 'zod';

// Who sees a content document (api-contract "Staff console, part 3"): a `draft` or `hidden`
// document only staff; a `published` one learners and visitors too, once its `publishAt` (when
// set) has come. A class needs at least one published kitab besides.

export const visibilities = ['draft', 'published', 'hidden'] as const;
export const visibilitySchema = z.enum(visibilities);
export type Visibility = z.infer<typeof visibilitySchema>;

/** The fields every staff content document carries; omitted, a document is published now. */
export const visibilityFields = {
  visibility: visibilitySchema.default('published'),
  publishAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }).nullable().default(null),
};

/** An exam cannot be published without questions, so a new one starts as a draft. */
export const examVisibilityFields = { ...visibilityFields, visibility: visibilitySchema.default('draft') };

/** Whether learners see a document with these fields at `now` (its own fields only, not its parents'). */
export function isPublishedAt(
  document: { visibility: Visibility; publishAt: string | Date | null },
  now: Date,
): boolean {
  if (document.visibility !== 'published') return false;
  return document.publishAt === null || new Date(document.publishAt).getTime() <= now.getTime();
}
