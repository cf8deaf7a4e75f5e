import type { ClassState } from '@academy/contract/class-state';
import type { App } from '../../src/app';
import { timelineFor } from '../../src/demo/class-timelines';
import {
  categories,
  classes,
  courses,
  departments,
  kitab,
  pertemuan,
  profiles,
  teacherKitabSanadLinks,
  teacherSanadLinks,
  teachers,
} from '../../src/db/schema/index';
import { hashSecret } from '../../src/lib/passwords';
import { eq } from 'drizzle-orm';

const text = (en: string, id: string = en) => ({ en, id });
let sequence = 0;

/**
 * Learners see a class only once it has a published kitab (api-contract "Staff console, part
 * 3"), so `createClass` gives each class one, still without meetings; the first `addKitab` of the
 * class fills that kitab rather than adding a second.
 */
const bareKitabOfClass = new Map<string, string>();

/**
 * Departments, a category with a sub category and a teacher with a two-link chain of the kind kept
 * from before chains belonged to a kitab (decision 0108): assigned to no kitab, it shows nowhere.
 */
export async function seedCatalogueBasics(app: App) {
  const { db } = app.database;
  await db.insert(departments).values([
    {
      slug: 'bahasa-arab',
      name: text('Arabic Language', 'Bahasa Arab'),
      description: text('Arabic'),
      position: 1,
    },
    { slug: 'quran', name: text('Quran', 'Al-Qur’an'), description: text('Quran'), position: 2 },
    { slug: 'keluarga', name: text('Family', 'Keluarga'), description: text('Family'), position: 3 },
  ]);
  const [category] = await db
    .insert(categories)
    .values({ slug: 'nahwu', name: text('Grammar', 'Nahwu'), position: 1 })
    .returning();
  const [subCategory] = await db
    .insert(categories)
    .values({ slug: 'nahwu-dasar', name: text('Basic grammar', 'Nahwu dasar'), parentId: category!.id })
    .returning();
  const [teacher] = await db
    .insert(teachers)
    .values({ name: 'Ustadz Test', bio: text('A teacher', 'Seorang guru'), photoUrl: null })
    .returning();
  await db.insert(teacherSanadLinks).values([
    { teacherId: teacher!.id, position: 1, name: 'Syaikh Pertama', note: text('first') },
    { teacherId: teacher!.id, position: 2, name: 'Syaikh Kedua', note: text('second') },
  ]);
  return { categoryId: category!.id, subCategoryId: subCategory!.id, teacherId: teacher!.id };
}

export type Basics = Awaited<ReturnType<typeof seedCatalogueBasics>>;

/** Gives the teacher a known chain of the kitab, upwards from their own teacher. */
export async function giveSanad(
  app: App,
  teacherId: string,
  kitabId: string,
  names: string[] = ['Syaikh Pertama', 'Syaikh Kedua'],
) {
  await app.database.db
    .insert(teacherKitabSanadLinks)
    .values(
      names.map((name, index) => ({ teacherId, kitabId, position: index + 1, name, note: text(name) })),
    );
}

/** Another teacher than the basics' one, for what a teacher may reach of another's classes. */
export async function addTeacher(app: App, name = 'Ustadzah Lain'): Promise<string> {
  const [teacher] = await app.database.db
    .insert(teachers)
    .values({ name, bio: text('Another teacher', 'Pengajar lain') })
    .returning({ id: teachers.id });
  return teacher!.id;
}

export interface ClassFixture {
  state?: Exclude<ClassState, 'full'>;
  title?: string;
  titleId?: string;
  slug?: string;
  department?: 'bahasa-arab' | 'quran' | 'keluarga';
  price?: number;
  capacity?: number;
  gender?: 'all' | 'male' | 'female';
  password?: string;
  withCategory?: boolean;
  /** Its teacher; the basics' teacher by default. */
  teacherId?: string;
  times?: Partial<ReturnType<typeof timelineFor>>;
  visibility?: 'draft' | 'published' | 'hidden';
  /** Without the kitab a class needs to be shown to learners. */
  bare?: boolean;
}

/** Inserts a class whose times put it in `state` now (registration open by default). */
export async function createClass(app: App, basics: Basics, fixture: ClassFixture = {}) {
  sequence += 1;
  const title = fixture.title ?? `Test class ${sequence}`;
  const [row] = await app.database.db
    .insert(classes)
    .values({
      slug: fixture.slug ?? `test-class-${sequence}`,
      title: text(title, fixture.titleId ?? `Kelas uji ${sequence}`),
      description: text('About the class', 'Tentang kelas'),
      departmentSlug: fixture.department ?? 'bahasa-arab',
      categoryId: fixture.withCategory ? basics.categoryId : null,
      subCategoryId: fixture.withCategory ? basics.subCategoryId : null,
      teacherId: fixture.teacherId ?? basics.teacherId,
      price: fixture.price ?? 0,
      passwordHash: fixture.password ? await hashSecret(fixture.password) : null,
      gender: fixture.gender ?? 'all',
      ...timelineFor(fixture.state ?? 'registration_open'),
      ...fixture.times,
      capacity: fixture.capacity ?? 30,
      telegramUrl: 'https://t.me/+test-group',
      lessonSchedule: text('Mondays 8 pm', 'Senin 20.00'),
      prepare: text('A notebook', 'Buku catatan'),
      rules: text('Be on time', 'Datang tepat waktu'),
      ...(fixture.visibility ? { visibility: fixture.visibility } : {}),
    })
    .returning();
  if (fixture.bare !== true) {
    const [book] = await app.database.db
      .insert(kitab)
      .values({ classId: row!.id, position: 1, ...kitabTexts })
      .returning({ id: kitab.id });
    bareKitabOfClass.set(row!.id, book!.id);
  }
  return row!;
}

const kitabTexts = {
  title: text('The Ajurrumiyyah', 'Al-Ajurrumiyyah'),
  titleArabic: 'متن الآجرومية',
  author: 'Ibn Ajurrum',
  description: text('A primer', 'Kitab dasar'),
};

/**
 * Adds a kitab with `meetings` pertemuan of `perMeeting` courses each; meeting n is scheduled
 * n days after `firstMeetingAt` (default: tomorrow).
 */
export async function addKitab(
  app: App,
  classId: string,
  options: {
    meetings?: number;
    perMeeting?: number;
    price?: number | null;
    firstMeetingAt?: Date;
    position?: number;
  } = {},
) {
  const { db } = app.database;
  const first = options.firstMeetingAt ?? new Date(Date.now() + 86_400_000);
  const bare = bareKitabOfClass.get(classId);
  bareKitabOfClass.delete(classId);
  const values = { position: options.position ?? 1, price: options.price ?? null };
  const [book] = bare
    ? await db.update(kitab).set(values).where(eq(kitab.id, bare)).returning()
    : await db
        .insert(kitab)
        .values({ classId, ...kitabTexts, ...values })
        .returning();
  const courseIds: string[] = [];
  const meetingIds: string[] = [];
  for (let number = 1; number <= (options.meetings ?? 2); number += 1) {
    const [meeting] = await db
      .insert(pertemuan)
      .values({
        kitabId: book!.id,
        number,
        title: text(`Meeting ${number}`, `Pertemuan ${number}`),
        scheduledAt: new Date(first.getTime() + (number - 1) * 86_400_000),
      })
      .returning();
    meetingIds.push(meeting!.id);
    for (let position = 1; position <= (options.perMeeting ?? 2); position += 1) {
      const [course] = await db
        .insert(courses)
        .values({
          pertemuanId: meeting!.id,
          position,
          title: text(`Course ${number}.${position}`, `Materi ${number}.${position}`),
          kind: position === 1 ? 'text' : 'video',
          body: position === 1 ? 'الكَلَامُ هُوَ اللَّفْظُ المُرَكَّبُ المُفِيدُ بِالوَضْعِ' : null,
          direction: position === 1 ? 'rtl' : 'ltr',
          sourceUrl: position === 1 ? null : 'https://example.org/video.mp4',
          durationMinutes: 10,
        })
        .returning();
      courseIds.push(course!.id);
    }
  }
  return { kitabId: book!.id, classId, meetingIds, courseIds };
}

/** Adds `count` profiles to an account straight in the database. */
export async function addProfiles(
  app: App,
  userId: string,
  count: number,
  gender: 'male' | 'female' | null = 'male',
): Promise<string[]> {
  const rows = await app.database.db
    .insert(profiles)
    .values(
      Array.from({ length: count }, () => {
        sequence += 1;
        return { userId, name: `Learner ${sequence}`, gender, number: 100 + sequence };
      }),
    )
    .returning({ id: profiles.id });
  return rows.map((row) => row.id);
}
