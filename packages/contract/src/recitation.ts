import { z } from 'zod';
import { localizedSchema } from './language-schema';
import { pageQuerySchema } from './paging';
import { surahInfo } from './quran-surahs';

// Recitations (setoran): api-contract "Recitations (setoran)", decisions §10. Field messages are
// contract message keys.

export const recitationStatuses = ['submitted', 'reviewed', 'repeat'] as const;
export const recitationStatusSchema = z.enum(recitationStatuses);
export type RecitationStatus = z.infer<typeof recitationStatusSchema>;

/** Grades from best to worst; `maqbul` or better accepts the ayahs (the memorization map counts them). */
export const recitationGrades = ['mumtaz', 'jayyid_jiddan', 'jayyid', 'maqbul', 'repeat'] as const;
export const recitationGradeSchema = z.enum(recitationGrades, { error: 'invalidValue' });
export type RecitationGrade = z.infer<typeof recitationGradeSchema>;
export const acceptingGrades: readonly RecitationGrade[] = ['mumtaz', 'jayyid_jiddan', 'jayyid', 'maqbul'];

export const recitationCommentCategories = [
  'makharij',
  'tajwid',
  'harakat',
  'waqf',
  'fluency',
  'other',
] as const;
export const recitationCommentCategorySchema = z.enum(recitationCommentCategories, { error: 'invalidValue' });
export type RecitationCommentCategory = z.infer<typeof recitationCommentCategorySchema>;

export const recitationCommentTextMax = 1000;
export const recitationCommentsMax = 200;
export const recitationNoteMax = 1000;

export const recitationCommentSchema = z.object({
  atSeconds: z.number({ error: 'numberInvalid' }).min(0, 'recitationCommentBeyond'),
  ayah: z.number({ error: 'numberInvalid' }).int('numberInvalid'),
  category: recitationCommentCategorySchema,
  text: z.string({ error: 'required' }).trim().max(recitationCommentTextMax, 'tooLong'),
});
export type RecitationComment = z.infer<typeof recitationCommentSchema>;

/** A recitation as its learner and staff read it; `audioUrl` is a signed address with byte ranges. */
export const recitationSchema = z.object({
  id: z.uuid(),
  profileId: z.uuid(),
  classId: z.uuid(),
  classTitle: localizedSchema,
  surah: z.number().int(),
  fromAyah: z.number().int(),
  toAyah: z.number().int(),
  note: z.string(),
  status: recitationStatusSchema,
  durationSeconds: z.number(),
  audioUrl: z.string(),
  contentType: z.string(),
  /** The recitation this one repeats (after a `repeat` grade), if any. */
  repeatOf: z.uuid().nullable(),
  grade: recitationGradeSchema.nullable(),
  comments: z.array(recitationCommentSchema),
  reviewerName: z.string().nullable(),
  submittedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type Recitation = z.infer<typeof recitationSchema>;

/** In the staff queue a recitation carries its learner. */
export const staffRecitationSchema = recitationSchema.extend({
  profile: z.object({ id: z.uuid(), name: z.string() }),
});
export type StaffRecitation = z.infer<typeof staffRecitationSchema>;

const wholeNumber = z.coerce.number({ error: 'numberInvalid' }).int('numberInvalid');

/**
 * The fields of `POST /profile/{profileId}/recitations` (multipart, sent before `audio`): the
 * surah and a range of its ayahs.
 */
export const recitationFieldsSchema = z
  .object({
    classId: z.uuid({ error: 'invalidValue' }),
    surah: wholeNumber.min(1, 'recitationSurahInvalid').max(114, 'recitationSurahInvalid'),
    fromAyah: wholeNumber.min(1, 'recitationAyahInvalid'),
    toAyah: wholeNumber.min(1, 'recitationAyahInvalid'),
    note: z.string().trim().max(recitationNoteMax, 'tooLong').default(''),
    repeatOf: z.uuid({ error: 'invalidValue' }).optional(),
  })
  .superRefine((value, ctx) => {
    const surah = surahInfo(value.surah);
    if (!surah) return;
    if (value.toAyah > surah.ayahs || value.fromAyah > value.toAyah) {
      ctx.addIssue({ code: 'custom', path: ['toAyah'], message: 'recitationAyahInvalid' });
    }
  });
export type RecitationFields = z.input<typeof recitationFieldsSchema>;

/**
 * A resumable upload (decision 0104): `POST …/recitations/uploads` with the fields and the
 * recording's `size` in bytes; then its bytes in order, one piece at a time, each a
 * `PATCH …/recitations/uploads/{id}` with `Upload-Offset` (the bytes the server holds).
 */
export const recitationUploadStartSchema = z
  .object({ size: z.number({ error: 'numberInvalid' }).int('numberInvalid').min(1, 'numberInvalid') })
  .and(recitationFieldsSchema);
export type RecitationUploadStart = z.input<typeof recitationUploadStartSchema>;

/** Where an upload stands: the bytes held (`offset`), and the recitation once it is all in and checked. */
export const recitationUploadSchema = z.object({
  id: z.uuid(),
  size: z.number().int(),
  offset: z.number().int(),
  /** The most bytes one piece may carry. */
  chunkBytes: z.number().int(),
  recitation: recitationSchema.nullable(),
});
export type RecitationUpload = z.infer<typeof recitationUploadSchema>;
export const recitationUploadParamsSchema = z.object({ profileId: z.uuid(), uploadId: z.uuid() });
/** The header naming where a piece starts (as tus names it). */
export const uploadOffsetHeader = 'upload-offset';
/** The content type of a piece (as tus names it). */
export const uploadChunkContentType = 'application/offset+octet-stream';

export const recitationListQuerySchema = pageQuerySchema.extend({ classId: z.uuid().optional() });
export const recitationParamsSchema = z.object({ profileId: z.uuid(), id: z.uuid() });

export const staffRecitationsQuerySchema = pageQuerySchema.extend({
  classId: z.uuid().optional(),
  status: recitationStatusSchema.optional(),
  surah: z.coerce.number().int().min(1).max(114).optional(),
  profileId: z.uuid().optional(),
});
export type StaffRecitationsQuery = z.input<typeof staffRecitationsQuerySchema>;

/** `PUT /staff/recitations/{id}/review`; comments are checked against the recording and its range. */
export const recitationReviewBodySchema = z.object({
  grade: recitationGradeSchema,
  comments: z.array(recitationCommentSchema).max(recitationCommentsMax, 'tooLong'),
});
export type RecitationReviewBody = z.input<typeof recitationReviewBodySchema>;

/** One surah of the memorization map; `acceptedRanges` are the accepted ayahs, merged. */
export const memorizedSurahSchema = z.object({
  surah: z.number().int(),
  ayahs: z.number().int(),
  accepted: z.number().int(),
  acceptedRanges: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type MemorizedSurah = z.infer<typeof memorizedSurahSchema>;
