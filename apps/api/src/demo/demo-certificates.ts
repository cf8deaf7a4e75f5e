import { and, asc, eq, notExists } from 'drizzle-orm';
import type { App } from '../app';
import { academyDay } from '../services/learning/index';
import { activeDays, classes, courseCompletions, courses, kitab, pertemuan } from '../db/schema/index';

/** The ended demo class the demo main profile finishes, earning its certificate. */
export const demoCertificateClass = 'sharaf-amtsilah';

/**
 * The demo learner's rewards (decisions §7): its main profile completes the last material of
 * the ended class and has studied a little over 10 hours, so it holds that class's certificate
 * and some badges; the second profile holds none. Goes through the certificate service, as a
 * completion in the app would.
 */
export async function seedDemoCertificates(app: App, mainProfileId: string, now = new Date()) {
  const { db } = app.database;
  const remaining = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
    .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
    .innerJoin(classes, eq(classes.id, kitab.classId))
    .where(
      and(
        eq(classes.slug, demoCertificateClass),
        notExists(
          db
            .select()
            .from(courseCompletions)
            .where(
              and(eq(courseCompletions.courseId, courses.id), eq(courseCompletions.profileId, mainProfileId)),
            ),
        ),
      ),
    )
    .orderBy(asc(pertemuan.number), asc(courses.position));
  if (remaining.length > 0) {
    await db
      .insert(courseCompletions)
      .values(
        remaining.map((course) => ({ profileId: mainProfileId, courseId: course.id, completedAt: now })),
      );
  }
  // About 10½ hours over the last three weeks: the 10-hour badge, and the profile's hours card.
  const day = 86_400_000;
  const minutes = [95, 80, 110, 70, 125, 90, 60, 100];
  await db
    .insert(activeDays)
    .values(
      minutes.map((value, index) => ({
        profileId: mainProfileId,
        day: academyDay(new Date(now.getTime() - (index * 2 + 1) * day)),
        seconds: value * 60,
        lastBeatAt: new Date(now.getTime() - (index * 2 + 1) * day),
      })),
    )
    .onConflictDoNothing();
  return app.services.certificates.evaluate(mainProfileId);
}
