import { Readable } from 'node:stream';
import type { RecitationComment, RecitationGrade } from '@academy/contract/recitation';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../app';
import { synthesizedWav } from '../services/recitations/index';
import { classes, recitations, teachers } from '../db/schema/index';

const day = 86_400_000;

type DemoRecitation = {
  profile: 'siti' | 'learner';
  surah: number;
  fromAyah: number;
  toAyah: number;
  seconds: number;
  daysAgo: number;
  grade?: RecitationGrade;
  comments?: RecitationComment[];
};

/**
 * Recitations in every status for the screens' first start (issue 24): Siti's in `tahsin-akhwat`
 * (the demo teacher's queue: one waiting, one accepted, one to repeat) and the demo learner's in
 * `tahfizh-privat` (one reviewed with comments on its timeline, one waiting). The audio is
 * synthesised tones, no recorded voice, stored in the media store like every upload.
 */
const demoRecitations: DemoRecitation[] = [
  { profile: 'siti', surah: 112, fromAyah: 1, toAyah: 4, seconds: 6, daysAgo: 1 },
  {
    profile: 'siti',
    surah: 1,
    fromAyah: 1,
    toAyah: 7,
    seconds: 8,
    daysAgo: 4,
    grade: 'mumtaz',
    comments: [
      { atSeconds: 5, ayah: 6, category: 'tajwid', text: 'Ghunnah pada nun bertasydid sudah tepat.' },
    ],
  },
  {
    profile: 'siti',
    surah: 114,
    fromAyah: 1,
    toAyah: 6,
    seconds: 6,
    daysAgo: 3,
    grade: 'repeat',
    comments: [
      { atSeconds: 1.5, ayah: 1, category: 'makharij', text: 'Sin pada “an-nas” keluar dari ujung lidah.' },
      { atSeconds: 4, ayah: 4, category: 'waqf', text: 'Jangan berhenti di tengah ayat.' },
    ],
  },
  {
    profile: 'learner',
    surah: 67,
    fromAyah: 1,
    toAyah: 5,
    seconds: 8,
    daysAgo: 2,
    grade: 'jayyid',
    comments: [
      { atSeconds: 2, ayah: 2, category: 'harakat', text: 'Perhatikan fathah pada “khalaqa”.' },
      { atSeconds: 6, ayah: 4, category: 'fluency', text: 'Sudah lancar; jaga tempo.' },
    ],
  },
  { profile: 'learner', surah: 67, fromAyah: 6, toAyah: 10, seconds: 5, daysAgo: 1 },
];

export async function seedDemoRecitations(app: App, profileIds: { siti: string; learner: string }) {
  const { db } = app.database;
  const classRows = await db
    .select({ id: classes.id, slug: classes.slug, teacher: teachers.name })
    .from(classes)
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(inArray(classes.slug, ['tahsin-akhwat', 'tahfizh-privat']));
  const classOf = (slug: string) => classRows.find((row) => row.slug === slug);
  const now = Date.now();
  for (const item of demoRecitations) {
    const klass = classOf(item.profile === 'siti' ? 'tahsin-akhwat' : 'tahfizh-privat');
    if (!klass) continue;
    const stored = await app.services.media.upload({ stream: Readable.from([synthesizedWav(item.seconds)]) });
    const submittedAt = new Date(now - item.daysAgo * day);
    await db.insert(recitations).values({
      profileId: profileIds[item.profile],
      classId: klass.id,
      surah: item.surah,
      fromAyah: item.fromAyah,
      toAyah: item.toAyah,
      mediaKey: stored.key,
      contentType: stored.contentType,
      durationSeconds: item.seconds,
      submittedAt,
      ...(item.grade
        ? {
            grade: item.grade,
            status: item.grade === 'repeat' ? ('repeat' as const) : ('reviewed' as const),
            comments: item.comments ?? [],
            reviewerName: klass.teacher,
            reviewedAt: new Date(submittedAt.getTime() + day / 2),
          }
        : {}),
    });
  }
}
