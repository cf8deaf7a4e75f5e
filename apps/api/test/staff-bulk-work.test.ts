import type { StaffBulkResult } from '@academy/contract/staff-bulk-work';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificates, courseCompletions, examOverrides } from '../src/db/schema/index';
import { registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { failAuditWrites, restoreAuditWrites } from './helpers/audit-failure';
import {
  addKitab,
  addProfiles,
  addTeacher,
  createClass,
  seedCatalogueBasics,
} from './helpers/catalogue-factory';
import { addExam, enrol, recordAttempt } from './helpers/certificate-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Bulk work beside enrolment (issue 25, item 4): an exam extended for the learners selected, and
// the class's certificate to those of them who completed it. Each learner on their own, with one
// audit row; a refusal is named and leaves the others done.

const app = await buildTestApp();
const { db } = app.database;

let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let learner: VerifiedUser;
let classId: string;
let examId: string;
let courseIds: string[];
/** Enrolled: the first completed the class, the second did not; the third is not enrolled. */
let [completed, started, outsider] = ['', '', ''];

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app));
  classId = (await createClass(app, basics)).id;
  const book = await addKitab(app, classId, { meetings: 1, perMeeting: 2 });
  courseIds = book.courseIds;
  examId = (await addExam(app, book.kitabId)).id;
  learner = await registerVerifiedUser(app, { gender: 'male' });
  const [second, third] = await addProfiles(app, learner.user.id, 2);
  [completed, started, outsider] = [learner.profiles[0]!.id, second!, third!];
  for (const profileId of [completed, started]) await enrol(app, profileId, classId);
  // Completed without the certificate being issued then (e.g. before the class gave one).
  await db
    .insert(courseCompletions)
    .values(courseIds.map((courseId) => ({ profileId: completed, courseId })));
  await db.insert(courseCompletions).values({ profileId: started, courseId: courseIds[0]! });
  await recordAttempt(app, completed, examId, { passed: true });
});

const post = async (who: StaffMember, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v1/staff/${url}`, headers: who.headers, payload });

const resultsOf = (response: { json: () => unknown }) =>
  (response.json() as { data: StaffBulkResult }).data.results;

async function auditRows(resource: string, action: string) {
  const response = await app.inject({
    url: `/api/v1/staff/audit-log?resource=${resource}&action=${action}&size=100`,
    headers: admin.headers,
  });
  return (response.json() as { data: StaffAuditEntry[] }).data;
}

const overrideOf = async (profileId: string) =>
  (
    await db
      .select()
      .from(examOverrides)
      .where(and(eq(examOverrides.examId, examId), eq(examOverrides.profileId, profileId)))
  )[0];

describe('POST /staff/exams/{id}/overrides/bulk', () => {
  it('extends the exam for each learner who can take it, names the one who cannot, one audit row each', async () => {
    const response = await post(teacher, `exams/${examId}/overrides/bulk`, {
      profileIds: [completed, started, outsider, started],
      extraMinutes: 15,
      extraAttempts: 1,
      reason: 'Power cut in the village',
    });
    expect(response.statusCode).toBe(200);
    expect(resultsOf(response)).toEqual([
      { profileId: completed, ok: true },
      { profileId: started, ok: true },
      { profileId: outsider, ok: false, reason: 'overrideNoAttempt' },
    ]);
    expect(await overrideOf(started)).toMatchObject({ extraMinutes: 15, extraAttempts: 1 });
    expect(await overrideOf(outsider)).toBeUndefined();
    const rows = (await auditRows('exam-overrides', 'create')).filter(
      (row) => (row.after as { examId?: string } | null)?.examId === examId,
    );
    expect(rows).toHaveLength(2);
  });

  it('refuses the whole call to a teacher of another class, and an empty extension by its field', async () => {
    const payload = { profileIds: [started], extraMinutes: 5, reason: 'Late start' };
    expect((await post(otherTeacher, `exams/${examId}/overrides/bulk`, payload)).statusCode).toBe(403);
    const empty = await post(admin, `exams/${examId}/overrides/bulk`, { profileIds: [started], reason: 'x' });
    expect(resultsOf(empty)).toEqual([{ profileId: started, ok: false, reason: 'overrideEmpty' }]);
    const none = await post(admin, `exams/${examId}/overrides/bulk`, { profileIds: [], reason: 'x' });
    expect(none.statusCode).toBe(400);
  });
});

describe('POST /staff/classes/{id}/certificates/bulk', () => {
  const heldBy = async (profileId: string) =>
    db
      .select()
      .from(certificates)
      .where(and(eq(certificates.profileId, profileId), eq(certificates.itemId, classId)));

  it('leaves a learner as they were when their audit row cannot be written', async () => {
    await failAuditWrites(app);
    try {
      const response = await post(admin, `classes/${classId}/certificates/bulk`, {
        profileIds: [completed],
        reason: 'Term ended',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await restoreAuditWrites(app);
    }
    expect(await heldBy(completed)).toHaveLength(0);
  });

  it('issues the class’s certificate to those who completed it and names the others', async () => {
    const response = await post(teacher, `classes/${classId}/certificates/bulk`, {
      profileIds: [completed, started],
      reason: 'Term ended',
    });
    expect(response.statusCode).toBe(200);
    expect(resultsOf(response)).toEqual([
      { profileId: completed, ok: true },
      { profileId: started, ok: false, reason: 'certificateNotCompleted' },
    ]);
    expect(await heldBy(completed)).toHaveLength(1);
    expect(await heldBy(started)).toHaveLength(0);

    const again = await post(admin, `classes/${classId}/certificates/bulk`, {
      profileIds: [completed],
      reason: 'Term ended',
    });
    expect(resultsOf(again)).toEqual([{ profileId: completed, ok: false, reason: 'certificateHeld' }]);
    expect(await heldBy(completed)).toHaveLength(1);
  });

  it('refuses a teacher of another class and answers 404 for an unknown class', async () => {
    const payload = { profileIds: [completed], reason: 'Term ended' };
    expect((await post(otherTeacher, `classes/${classId}/certificates/bulk`, payload)).statusCode).toBe(403);
    const unknown = await post(admin, `classes/${crypto.randomUUID()}/certificates/bulk`, payload);
    expect(unknown.statusCode).toBe(404);
  });
});
