import { z } from 'zod';
import { classStateSchema } from './catalogue';
import { localizedSchema } from './language-schema';
import { pageQuerySchema } from './paging';
import { genderSchema } from './user';

/** What the store sells (decisions §2): paid classes, kitab and exams. */
export const storeItemKinds = ['class', 'kitab', 'exam'] as const;
export const storeItemKindSchema = z.enum(storeItemKinds);
export type StoreItemKind = z.infer<typeof storeItemKindSchema>;

/**
 * One thing for sale. `class` is the class itself (kind `class`) or the class the kitab or exam
 * belongs to. The payment screen is `/dashboard/class/{class.id}/payment-method[/{kitabId}][/{id}]`.
 */
export const storeItemSchema = z.object({
  kind: storeItemKindSchema,
  id: z.uuid(),
  title: localizedSchema,
  /** The kitab's Arabic title; null for a class. */
  titleArabic: z.string().nullable(),
  /** The kitab of an exam; null for a class or a kitab. */
  kitabId: z.uuid().nullable(),
  description: localizedSchema,
  coverImageUrl: z.string().nullable(),
  price: z.number().int().min(1),
  class: z.object({ id: z.uuid(), slug: z.string(), title: localizedSchema, state: classStateSchema }),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

/**
 * `gender`: the gender of the profile looking, whose classes for the other gender are left out (a
 * sister is not offered a brothers-only class), as `GET /classes/upcoming` does.
 */
export const storeQuerySchema = pageQuerySchema.extend({
  kind: storeItemKindSchema.optional(),
  gender: genderSchema.optional(),
});
export type StoreQuery = z.infer<typeof storeQuerySchema>;
