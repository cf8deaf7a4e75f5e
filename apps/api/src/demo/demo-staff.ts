import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { classes, kitab, teacherKitabSanadLinks, teachers } from '../db/schema/index';
import type { SeedPasswords } from './seed-passwords';

/** The demo staff of api-contract "Staff calls" (printed by the README and the start-up log). */
export const demoStaff = {
  admin: {
    fullName: 'Admin Akademi',
    gender: 'male',
    phoneNumber: '081200000001',
    email: 'admin@academy.test',
    password: 'admin12345',
  },
  teacher: {
    fullName: 'Ustadzah Khadijah Rahmawati',
    gender: 'female',
    phoneNumber: '081200000002',
    email: 'guru@academy.test',
    password: 'guru12345',
  },
  /** The one demo class the demo teacher teaches. */
  teacherClassSlug: 'tahsin-akhwat',
} as const;

/**
 * The demo admin, and the demo teacher with a teacher record and a sanad of her tahsin kitab, made the
 * teacher of `tahsin-akhwat` and of no other class. Runs after the demo academy is seeded.
 */
export async function seedDemoStaff(app: App, passwords: SeedPasswords): Promise<void> {
  const { db } = app.database;
  const { staffAccounts } = app.services;
  const { admin, teacher: teacherAccount } = demoStaff;
  await staffAccounts.create({ ...admin, password: passwords.of(admin), role: 'admin' });
  const teacherUserId = await staffAccounts.create({
    ...teacherAccount,
    password: passwords.of(teacherAccount),
    role: 'teacher',
  });
  const [teacher] = await db
    .insert(teachers)
    .values({
      name: demoStaff.teacher.fullName,
      bio: {
        en: 'Teaches tahsin to sisters; holds an ijazah in the recitation of Hafs ‘an ‘Asim.',
        id: 'Mengajar tahsin untuk akhwat; memiliki ijazah qira’ah riwayat Hafsh ‘an ‘Ashim.',
      },
      photoUrl: null,
      userId: teacherUserId,
    })
    .returning({ id: teachers.id });
  const [tahsin] = await db
    .update(classes)
    .set({ teacherId: teacher!.id })
    .where(eq(classes.slug, demoStaff.teacherClassSlug))
    .returning({ id: classes.id });
  // Her recitation chain, of the tahsin kitab she teaches (decision 0108), once the academy has it
  // (the accounts alone are seeded by some tests).
  const [book] = tahsin
    ? await db.select({ id: kitab.id }).from(kitab).where(eq(kitab.classId, tahsin.id))
    : [];
  if (!book) return;
  await db.insert(teacherKitabSanadLinks).values(
    [
      {
        name: 'Ustadzah Maryam Hasanah, S.Pd.I.',
        note: { en: 'Heard her full recitation', id: 'Menyimak bacaan lengkapnya' },
      },
      {
        name: 'Syaikhah Ummu Abdillah',
        note: { en: 'Chain of Hafs ‘an ‘Asim', id: 'Sanad Hafsh ‘an ‘Ashim' },
      },
    ].map((link, index) => ({ teacherId: teacher!.id, kitabId: book.id, position: index + 1, ...link })),
  );
}

/** The start-up banner's staff lines. */
export function demoStaffBanner(): string {
  const { admin, teacher, teacherClassSlug } = demoStaff;
  return [
    '',
    '==================== DEMO STAFF ======================',
    ` Staff console /staff: admin ${admin.phoneNumber}, password ${admin.password};`,
    ` teacher ${teacher.phoneNumber}, password ${teacher.password} (teaches ${teacherClassSlug}).`,
    ' Create the first admin of a real academy with npm run staff:create.',
    '======================================================',
  ].join('\n');
}
