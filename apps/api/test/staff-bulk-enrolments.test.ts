import type { StaffBulkEnrolmentResult } from '@academy/contract/staff-bulk-enrolments';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { failAuditWrites, restoreAuditWrites } from './helpers/audit-failure';
import {
  addKitab,
  addProfiles,
  addTeacher,
  createClass,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Bulk enrolments (api-contract "Staff console, part 3"): one audit row per learner, each
// learner all or nothing.

const app = await buildTestApp();
const { db } = app.database;

let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let learner: VerifiedUser;
let classId: string;
let kitabId: string;
let ids: string[];
let basics: Basics;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app));
  classId = (await createClass(app, basics, { capacity: 2, price: 50_000 })).id;
  kitabId = (await addKitab(app, classId)).kitabId;
  learner = await registerVerifiedUser(app, { gender: 'male' });
  ids = [learner.profiles[0]!.id, ...(await addProfiles(app, learner.user.id, 2))];
});

const bulk = (who: StaffMember, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/staff/classes/${classId}/enrolments/bulk`,
    headers: who.headers,
    payload,
  });

const statusOf = async (profileId: string) =>
  (await db.select().from(enrolments).where(eq(enrolments.profileId, profileId))).find(
    (row) => row.classId === classId,
  )?.status ?? null;

async function auditRows(action: string) {
  const response = await app.inject({
    url: `/api/v1/staff/audit-log?resource=enrolments&action=${action}&size=100`,
    headers: admin.headers,
  });
  return (response.json() as { data: StaffAuditEntry[] }).data.filter((row) =>
    row.resourceId.endsWith(`:${classId}`),
  );
}

const reads = async (profileId: string) =>
  (
    await app.inject({
      url: `/api/v1/kitab/${kitabId}?profileId=${profileId}`,
      headers: bearer(learner.token),
    })
  ).statusCode;

describe('POST /staff/classes/{id}/enrolments/bulk', () => {
  it('changes nothing when a learner’s audit row cannot be written', async () => {
    await failAuditWrites(app);
    try {
      const response = await bulk(admin, { action: 'enrol', profileIds: ids, reason: 'Term list' });
      expect(response.statusCode).toBe(500);
    } finally {
      await restoreAuditWrites(app);
    }
    expect(await Promise.all(ids.map(statusOf))).toEqual([null, null, null]);
  });

  it('enrols each learner on their own: the class fills, the last is refused, one audit row each', async () => {
    const response = await bulk(teacher, { action: 'enrol', profileIds: ids, reason: 'Paid at the office' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: StaffBulkEnrolmentResult }).data.results).toEqual([
      { profileId: ids[0], ok: true },
      { profileId: ids[1], ok: true },
      { profileId: ids[2], ok: false, reason: 'classFull' },
    ]);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['active', 'active', null]);
    const rows = await auditRows('create');
    expect(rows.map((row) => row.resourceId).sort()).toEqual(
      [`${ids[0]}:${classId}`, `${ids[1]}:${classId}`].sort(),
    );
    expect(rows[0]!.after).toMatchObject({ action: 'enrol', reason: 'Paid at the office', status: 'active' });
    expect(await reads(ids[0]!)).toBe(200);
  });

  it('suspends: materials close, the place is kept; a learner not enrolled is named', async () => {
    const response = await bulk(admin, {
      action: 'suspend',
      profileIds: [ids[0], ids[2]],
      reason: 'Unpaid term',
    });
    expect((response.json() as { data: StaffBulkEnrolmentResult }).data.results).toEqual([
      { profileId: ids[0], ok: true },
      { profileId: ids[2], ok: false, reason: 'notEnrolled' },
    ]);
    expect(await statusOf(ids[0]!)).toBe('suspended');
    // The class was priced: a manual enrolment wrote a class purchase, which no longer opens it.
    expect(await reads(ids[0]!)).toBe(403);
    const rows = await auditRows('update');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Unpaid term' },
    });
    // Enrolled again, the suspended learner is active once more.
    const again = await bulk(admin, { action: 'enrol', profileIds: [ids[0]], reason: 'Paid' });
    expect((again.json() as { data: StaffBulkEnrolmentResult }).data.results[0]).toEqual({
      profileId: ids[0],
      ok: true,
    });
    expect(await reads(ids[0]!)).toBe(200);
  });

  it('unenrols: the class closes to them, a seat frees, one audit row each', async () => {
    const response = await bulk(admin, { action: 'unenrol', profileIds: [ids[0], ids[1]], reason: 'Left' });
    expect((response.json() as { data: StaffBulkEnrolmentResult }).data.results.every((r) => r.ok)).toBe(
      true,
    );
    expect(await Promise.all(ids.map(statusOf))).toEqual([null, null, null]);
    expect(await reads(ids[0]!)).toBe(403);
    expect(await auditRows('delete')).toHaveLength(2);
    const refill = await bulk(admin, { action: 'enrol', profileIds: [ids[2]], reason: 'Took the seat' });
    expect((refill.json() as { data: StaffBulkEnrolmentResult }).data.results[0]!.ok).toBe(true);
  });

  it('asks for a reason and an action, and keeps a teacher to their own classes', async () => {
    const invalid = await bulk(admin, { action: 'expel', profileIds: [], reason: '' });
    expect(invalid.statusCode).toBe(400);
    expect((invalid.json() as { errorList: Array<{ field: string }> }).errorList.map((e) => e.field)).toEqual(
      expect.arrayContaining(['action', 'profileIds', 'reason']),
    );
    expect(
      (await bulk(otherTeacher, { action: 'enrol', profileIds: [ids[0]], reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('names each profile the class’s gender rule refuses, and enrols the others', async () => {
    const sisters = await createClass(app, basics, { gender: 'female' });
    const [sister] = await addProfiles(app, learner.user.id, 1, 'female');
    const [unset] = await addProfiles(app, learner.user.id, 1, null);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/classes/${sisters.id}/enrolments/bulk`,
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { action: 'enrol', profileIds: [ids[0], sister, unset], reason: 'Term list' },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: StaffBulkEnrolmentResult }).data.results).toEqual([
      { profileId: ids[0], ok: false, reason: 'classGenderRestricted' },
      { profileId: sister, ok: true },
      { profileId: unset, ok: false, reason: 'profileGenderRequired' },
    ]);
  });
});
