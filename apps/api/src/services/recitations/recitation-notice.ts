import type { Localized } from '@academy/contract/language';
import type { Recitation } from '@academy/contract/recitation';
import { surahInfo } from '@academy/contract/quran-surahs';

/**
 * What the learner is told when a recitation is reviewed: an in-app notification of kind
 * `gradeReleased` (api-contract "Recitations (setoran)"). Built here; handed to the `notify`
 * the service was given, which puts it in the learner's inbox.
 */
export interface RecitationReviewedNotice {
  profileId: string;
  kind: 'gradeReleased';
  recitationId: string;
  classId: string;
  /** When it was reviewed: a later review of the same recitation is another event. */
  reviewedAt: string;
  title: Localized;
  body: Localized;
}

const gradeNames: Record<NonNullable<Recitation['grade']>, Localized> = {
  mumtaz: { en: 'Mumtaz', id: 'Mumtaz' },
  jayyid_jiddan: { en: 'Jayyid jiddan', id: 'Jayyid jiddan' },
  jayyid: { en: 'Jayyid', id: 'Jayyid' },
  maqbul: { en: 'Maqbul', id: 'Maqbul' },
  repeat: { en: 'Repeat', id: 'Ulangi' },
};

export function recitationReviewedNotice(recitation: Recitation): RecitationReviewedNotice {
  const surah = surahInfo(recitation.surah)?.transliteration ?? String(recitation.surah);
  const range = `${surah} ${recitation.fromAyah}–${recitation.toAyah}`;
  const grade = gradeNames[recitation.grade ?? 'repeat'];
  const comments = recitation.comments.length;
  return {
    profileId: recitation.profileId,
    kind: 'gradeReleased',
    recitationId: recitation.id,
    classId: recitation.classId,
    reviewedAt: recitation.reviewedAt ?? '',
    title: { en: `Your recitation of ${range} was reviewed`, id: `Setoran ${range} sudah dinilai` },
    body: {
      en: `${grade.en}, with ${comments} comment${comments === 1 ? '' : 's'} from ${recitation.reviewerName ?? 'your teacher'}.`,
      id: `${grade.id}, dengan ${comments} catatan dari ${recitation.reviewerName ?? 'pengajar'}.`,
    },
  };
}

/** Where a review's notice goes; the service calls it once the review is committed. */
export type NotifyRecitationReviewed = (notice: RecitationReviewedNotice) => Promise<void>;
