import { z } from 'zod';
import { classStateSchema } from './class-state';
import { localizedSchema } from './language-schema';
import { pageQuerySchema } from './paging';

/** What the store sells (decisions §2): paid classes, kitab and exams. */
export const storeItemKinds = ['class', 'kitab', 'exam'] as const;
export const storeItemKindSchema = z.enum(storeItemKinds);
export type StoreItemKind = z.infer<typeof storeItemKindSchema>;

/**
 * One thing for sale. `class` is the class itself (kind `class`) or the class the kitab or exam
 * belongs to; `kitabId` is the kitab itself or the exam's kitab (null for a class). The payment
 * screen is `/dashboard/class/{class.id}/payment-method[/{kitabId}[/{id}]]`.
 */
export const storeItemSchema = z.object({
  kind: storeItemKindSchema,
  id: z.uuid(),
  title: localizedSchema,
  /** The kitab's Arabic title; null for a class. */
  titleArabic: z.string().nullable(),
  description: localizedSchema,
  coverImageUrl: z.string().nullable(),
  price: z.number().int().min(1),
  kitabId: z.uuid().nullable(),
  class: z.object({ id: z.uuid(), slug: z.string(), title: localizedSchema, state: classStateSchema }),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const storeQuerySchema = pageQuerySchema.extend({ kind: storeItemKindSchema.optional() });
export type StoreQuery = z.infer<typeof storeQuerySchema>;
