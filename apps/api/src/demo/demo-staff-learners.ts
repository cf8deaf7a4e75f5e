import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { classes, enrolments, profiles } from '../db/schema/index';
import type { SeedPasswords } from './seed-passwords';

/**
 * A second demo learner for the staff console's learner page (issue 14): Siti's second profile,
 * Hafsah, has her PIN locked by five wrong tries, so staff can try "Unlock PIN" by hand. Siti
 * studies in `tahsin-akhwat`, so the demo teacher finds her too. No browser test signs in as her.
 */
export const demoLockedLearner = {
  fullName: 'Siti Rahmawati',
  gender: 'female',
  phoneNumber: '081277700001',
  email: 'siti@academy.test',
  password: 'demo12345',
  mainProfilePin: '246810',
  lockedProfile: { name: 'Hafsah', gender: 'female', pin: '135790' },
} as const;

/** How long the demo lock lasts: long enough to find it days after seeding (a real lock is 15 minutes). */
const demoLockMs = 30 * 86_400_000;

/** Seeds Siti and answers her main profile's id (the demo staff certificates are hers). */
export async function seedDemoStaffLearners(app: App, passwords: SeedPasswords): Promise<string> {
  const { accounts, profiles: profileService } = app.services;
  const { db } = app.database;
  const { fullName, gender, phoneNumber, email, mainProfilePin, lockedProfile } = demoLockedLearner;
  const { user, mainProfileId } = await accounts.register(
    { fullName, gender, phoneNumber, email, password: passwords.of(demoLockedLearner) },
    'id',
    { verified: true, mainProfilePin },
  );
  const locked = await profileService.create(user.id, { ...lockedProfile });
  await db
    .update(profiles)
    .set({ pinFailedAttempts: 5, pinLockedUntil: new Date(Date.now() + demoLockMs) })
    .where(eq(profiles.id, locked.id));
  const [tahsin] = await db.select({ id: classes.id }).from(classes).where(eq(classes.slug, 'tahsin-akhwat'));
  if (tahsin)
    await db.insert(enrolments).values({ classId: tahsin.id, profileId: mainProfileId, status: 'active' });
  return mainProfileId;
}
