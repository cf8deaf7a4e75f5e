import { inArray, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { users } from '../schema/index';
import { demoClassPassword, seedDemoAcademy, type DemoAcademySummary } from './demo-academy';
import { demoLearner, demoSignInBanner, seedDemoAccounts, type DemoAccounts } from './demo-accounts';
import { seedDemoPayments, seedDemoWaitingSeat } from './demo-payments';
import { seedDemoCertificates } from './demo-certificates';
import { demoStaff, demoStaffBanner, seedDemoStaff } from './demo-staff';
import { seedDemoStaffPayments } from './demo-staff-payments';
import { seedDemoStaffCertificates } from './demo-staff-certificates';
import { seedDemoExams } from './demo-exams';
import { seedDemoStaffGrading } from './demo-staff-grading';
import { seedDemoStaffReports } from './demo-staff-reports';
import { seedDemoStaffLearners } from './demo-staff-learners';

/** What the demo seed created; later parts of the seed (classes, kitab, enrolments) build on it. */
export interface DemoSeed {
  learner: DemoAccounts;
  /** The demo classes and the state each was seeded in. */
  academy: DemoAcademySummary;
}

/**
 * Seeds the demo academy on start when SEED_DEMO is on and the database has no account yet
 * (decisions §4). Answers what it created, or undefined when it did nothing.
 */
export async function seedDemo(app: App): Promise<DemoSeed | undefined> {
  if (!app.settings.SEED_DEMO) return undefined;
  const [row] = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) {
    app.log.info('demo seed skipped: the database already has accounts');
    await printDemoSignIns(app);
    return undefined;
  }
  const learner = await seedDemoAccounts(app);
  const academy = await seedDemoAcademy(app.database.db, {
    learnerProfileIds: [learner.mainProfileId, learner.secondProfileId],
  });
  await seedDemoPayments(app.database.db, { secondProfileId: learner.secondProfileId });
  await seedDemoWaitingSeat(app.database.db, { mainProfileId: learner.mainProfileId });
  const exams = await seedDemoExams(app, learner.mainProfileId);
  const certificates = await seedDemoCertificates(app, learner.mainProfileId);
  const reportsStarted = performance.now();
  const reportLearners = await seedDemoStaffReports(app.database.db);
  app.log.info(
    { ...reportLearners, ms: Math.round(performance.now() - reportsStarted) },
    'demo learners of the staff reports seeded',
  );
  app.log.info(
    {
      certificates: certificates.map((certificate) => certificate.number),
      classes: academy,
      exams,
      joinPassword: { 'halaqah-alumni': demoClassPassword },
    },
    'demo academy seeded',
  );
  await seedDemoStaff(app);
  await seedDemoStaffGrading(app);
  await seedDemoStaffPayments(app);
  // The hand-issued certificates are Siti's: the demo account's second profile holds none (issue 10).
  const siti = await seedDemoStaffLearners(app);
  await seedDemoStaffCertificates(app, siti);
  await printDemoSignIns(app);
  return { learner, academy };
}

/** The demo sign-ins, at every start of a database that holds the demo accounts (issue 13). */
async function printDemoSignIns(app: App): Promise<void> {
  const phones = [demoLearner.phoneNumber, demoStaff.admin.phoneNumber];
  const found = await app.database.db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(inArray(users.phoneNumber, phones));
  const held = new Set(found.map((user) => user.phoneNumber));
  if (held.has(demoLearner.phoneNumber)) app.log.warn(demoSignInBanner());
  if (held.has(demoStaff.admin.phoneNumber)) app.log.warn(demoStaffBanner());
}
