import { inArray, sql } from 'drizzle-orm';
import type { App } from '../app';
import { users } from '../db/schema/index';
import { demoClassPassword, seedDemoAcademy, type DemoAcademySummary } from './demo-academy';
import { demoLearner, demoSignInBanner, seedDemoAccounts, type DemoAccounts } from './demo-accounts';
import { seedDemoPayments, seedDemoWaitingSeat } from './demo-payments';
import { seedDemoCertificates } from './demo-certificates';
import { demoStaff, demoStaffBanner, seedDemoStaff } from './demo-staff';
import {
  DemoPasswords,
  demoAccountsLine,
  generatedPasswordsBanner,
  secureDemoSignIns,
} from './demo-sign-ins';
import { seedDemoStaffPayments } from './demo-staff-payments';
import { seedDemoStaffCertificates } from './demo-staff-certificates';
import { seedDemoExams } from './demo-exams';
import { seedDemoStaffGrading } from './demo-staff-grading';
import { seedDemoStaffReports } from './demo-staff-reports';
import { seedDemoStaffLearners } from './demo-staff-learners';
import { seedDemoRecitations } from './demo-recitations';
import { copyDemoMediaIntoStore } from '../services/media/index';

/** What the demo seed created; later parts of the seed (classes, kitab, enrolments) build on it. */
export interface DemoSeed {
  learner: DemoAccounts;
  /** The demo classes and the state each was seeded in. */
  academy: DemoAcademySummary;
}

/**
 * The demo at start: seeds the demo academy when SEED_DEMO is on and the database has no account
 * yet (decisions §4), with the published passwords or generated ones (decision 0074), and says
 * which demo sign-ins exist. A server whose demo passwords are generated never keeps a published
 * one (secureDemoSignIns). Answers what it created, or undefined when it seeded nothing.
 */
export async function seedDemo(app: App): Promise<DemoSeed | undefined> {
  const generated = app.settings.demoPasswords === 'generated';
  if (!app.settings.SEED_DEMO) {
    if (generated) await secureDemoSignIns(app);
    return undefined;
  }
  const [row] = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) {
    app.log.info('demo seed skipped: the database already has accounts');
    if (generated) await secureDemoSignIns(app);
    else await printDemoSignIns(app);
    return undefined;
  }
  if (app.services.s3Media) {
    // The demo courses' files, served from the store like every other media file (decision 0083).
    const copied = await copyDemoMediaIntoStore(app.services.s3Media);
    app.log.info({ ...copied, bucket: app.services.s3Media.bucket }, 'demo media put into the media store');
  }
  const passwords = new DemoPasswords(app.settings.demoPasswords);
  const learner = await seedDemoAccounts(app, passwords);
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
  await seedDemoStaff(app, passwords);
  await seedDemoStaffGrading(app, passwords);
  await seedDemoStaffPayments(app, passwords);
  // The hand-issued certificates are Siti's: the demo account's second profile holds none (issue 10).
  const siti = await seedDemoStaffLearners(app, passwords);
  await seedDemoStaffCertificates(app, siti);
  await seedDemoRecitations(app, { siti, learner: learner.mainProfileId });
  const signIns = passwords.generatedSignIns();
  if (signIns.length > 0) {
    app.log.warn(generatedPasswordsBanner(signIns));
    app.log.warn(demoAccountsLine(signIns));
  } else await printDemoSignIns(app);
  return { learner, academy };
}

/**
 * The published demo sign-ins, at every start of a localhost database that holds the demo
 * accounts (issue 13).
 */
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
