import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who sees a content document (classes, kitab, pertemuan, courses, exams): `draft` and `hidden`
 * only staff; `published` learners too once `publishAt` (when set) has come. Existing content was
 * live, so a row without a value is published.
 */
export const visibilityColumns = () => ({
  visibility: text('visibility', { enum: ['draft', 'published', 'hidden'] })
    .notNull()
    .default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
});
