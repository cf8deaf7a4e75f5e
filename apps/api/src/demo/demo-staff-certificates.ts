import { eq, inArray } from 'drizzle-orm';
import type { App } from '../app';
import { classes, users } from '../db/schema/index';
import { demoCertificateClass } from './demo-certificates';

/** The demo class whose certificate the admin issued to Siti by mistake, then revoked. */
export const demoRevokedCertificateClass = 'arbain-nawawi';
/**
 * The class whose certificate the demo teacher issued to Siti: its kitab's chain is known
 * (decision 0108), so the certificate, its verification page and Siti's profile show a sanad.
 */
export const demoSanadCertificateClass = 'tahsin-akhwat';

/**
 * Certificates the demo admin handled in the console, so its certificates screen shows more than
 * the one the demo main profile earned: Siti Rahmawati (demo-staff-learners.ts) holds one issued
 * by hand (she finished the ended class in the mosque's offline halaqah), one revoked (issued by
 * mistake), and the tahsin class's that the demo teacher issued, which carries the tahsin kitab's
 * sanad (issue 38: the demo shows a sanad). Not the demo account's second profile: it holds none (issue 10). Runs after the demo
 * staff and Siti are seeded; goes through the certificate service like the console does.
 */
export async function seedDemoStaffCertificates(app: App, profileId: string) {
  const { db } = app.database;
  const { certificates } = app.services;
  const staffOf = async (role: 'admin' | 'teacher') =>
    (
      await db.select({ id: users.id, name: users.fullName }).from(users).where(eq(users.role, role)).limit(1)
    )[0];
  const admin = await staffOf('admin');
  if (!admin) return;
  const rows = await db
    .select({ id: classes.id, slug: classes.slug })
    .from(classes)
    .where(
      inArray(classes.slug, [demoCertificateClass, demoRevokedCertificateClass, demoSanadCertificateClass]),
    );
  const classOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  const by = (reason: string) => ({ userId: admin.id, name: admin.name, reason });
  await certificates.issueByHand(
    profileId,
    { type: 'class', id: classOf(demoCertificateClass) },
    by('Menyelesaikan kelas ini di halaqah luring di masjid'),
  );
  const mistaken = await certificates.issueByHand(
    profileId,
    { type: 'class', id: classOf(demoRevokedCertificateClass) },
    by('Menyelesaikan kelas ini secara luring'),
  );
  await certificates.revoke(mistaken.id, by('Salah terbit: ia belum menyelesaikan kelas ini'));
  const teacher = await staffOf('teacher');
  if (!teacher) return;
  await certificates.issueByHand(
    profileId,
    { type: 'class', id: classOf(demoSanadCertificateClass) },
    {
      userId: teacher.id,
      name: teacher.name,
      reason: 'Menyelesaikan tahsin dan lulus ujian talaqqi langsung di hadapan pengajar',
    },
  );
}
