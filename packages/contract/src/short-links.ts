import { z } from 'zod';

/** A short link `/link/{slug}`: an internal app path (starts with `/`) or an external URL. */
export const shortLinkSchema = z.object({
  slug: z.string(),
  target: z.string(),
  external: z.boolean(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

export const shortLinkParamsSchema = z.object({ slug: z.string().min(1).max(100) });
