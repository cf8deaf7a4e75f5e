import { z } from 'zod';
import type { ServerPageMeta } from './page-meta';

/** Paged list query (decisions §1): 1-based page, size up to 100. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The most rows a list's download (`.csv` / `.xlsx`) holds. */
export const staffExportLimit = 10_000;

export const sortTypeSchema = z.enum(['asc', 'desc']);

/** A paged query that may be sorted by one of `fields`. */
export function sortedPageQuerySchema<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaultField: F[number],
) {
  return pageQuerySchema.extend({
    sortBy: z.enum(fields).default(defaultField as never),
    sortType: sortTypeSchema.default('desc'),
  });
}

/** Paging meta as the server sends it. */
export const serverPageMetaSchema = z.object({
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
}) satisfies z.ZodType<ServerPageMeta>;

/** A successful paged answer: `data` is the page's items, `meta` the paging. */
export function pagedEnvelopeOf<T extends z.ZodType>(item: T) {
  return z.object({
    err: z.literal(false),
    code: z.number().int(),
    message: z.string(),
    data: z.array(item),
    meta: serverPageMetaSchema,
  });
}
