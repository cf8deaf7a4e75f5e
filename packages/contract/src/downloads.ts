import { z } from 'zod';

/**
 * Offline study (api-contract "Offline study and Web Push", decision 0156): downloads live in the
 * browser; the server tells a device, per downloaded kitab, whether the profile may still read it
 * and the version of what it holds, so the device removes or updates its copy.
 */

/** The most kitab one status call asks about. */
export const downloadStatusLimit = 50;

/** `?kitab=<id>,<id>` (comma-separated; the parameter may also repeat). */
export const downloadStatusQuerySchema = z.object({
  kitab: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => [
      ...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).filter(Boolean)),
    ])
    .pipe(z.array(z.uuid()).min(1).max(downloadStatusLimit)),
});
export type DownloadStatusQuery = z.input<typeof downloadStatusQuerySchema>;

export const meetingVersionSchema = z.object({ id: z.uuid(), version: z.string() });

export const kitabDownloadStatusSchema = z.object({
  kitabId: z.uuid(),
  /** Paid, enrolled (not suspended) and published: false means the device removes its copy. */
  mayRead: z.boolean(),
  /** A digest of the kitab's learner-visible content; changes when staff change a meeting or material. Null when `mayRead` is false. */
  version: z.string().nullable(),
  /** Each visible meeting's own digest, so the device marks just the meetings that changed. */
  meetings: z.array(meetingVersionSchema),
});
export type KitabDownloadStatus = z.infer<typeof kitabDownloadStatusSchema>;

export const downloadStatusSchema = z.object({ items: z.array(kitabDownloadStatusSchema) });
export type DownloadStatus = z.infer<typeof downloadStatusSchema>;
