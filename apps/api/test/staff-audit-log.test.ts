import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import type { StaffAuditActor } from '@academy/contract/staff-reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kitab, recitations, staffAuditLog } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// The audit log's filters: who (the staff account), what (resource, action) and when (days in
// Jakarta, both included). Entries are written straight in with known times.
const app = await buildTestApp();
const base = '/api/v1/staff/audit-log';
const at = (local: string) => new Date(`${local}+07:00`);

let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let basics: Basics;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app);
  const entry = (
    actor: StaffMember,
    actorName: string,
    action: 'create' | 'update' | 'delete',
    resource: string,
    createdAt: string,
  ) => ({
    actorUserId: actor.userId,
    actorName,
    action,
    resource,
    resourceId: `${resource}-${createdAt}`,
    before: action === 'create' ? null : { title: 'Old' },
    after: action === 'delete' ? null : { title: 'New' },
    createdAt: at(createdAt),
  });
  await app.database.db
    .insert(staffAuditLog)
    .values([
      entry(admin, 'Admin Akademi', 'create', 'classes', '2026-01-05T08:00:00'),
      entry(admin, 'Admin Akademi', 'update', 'classes', '2026-01-10T23:30:00'),
      entry(teacher, 'Guru Akademi', 'update', 'courses', '2026-01-11T00:30:00'),
      entry(teacher, 'Guru Akademi', 'delete', 'courses', '2026-01-20T10:00:00'),
    ]);
});

async function entries(query: string, who = admin) {
  const response = await app.inject({ url: `${base}?${query}`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: StaffAuditEntry[]; meta: { totalElements: number } };
  return { rows: body.data.map((row) => `${row.action} ${row.resource}`), total: body.meta.totalElements };
}

describe('GET /staff/audit-log filters', () => {
  it('filters by who', async () => {
    expect(await entries(`actorUserId=${teacher.userId}`)).toEqual({
      rows: ['delete courses', 'update courses'],
      total: 2,
    });
  });

  it('filters by what: resource and action, alone or together', async () => {
    expect((await entries('resource=classes')).rows).toEqual(['update classes', 'create classes']);
    expect((await entries('action=update')).rows).toEqual(['update courses', 'update classes']);
    expect((await entries('action=update&resource=courses')).total).toBe(1);
  });

  it('filters by when: whole days in the academy’s zone, both included', async () => {
    // 10 Jan 23:30 and 11 Jan 00:30 in Jakarta fall on different days (both are 10 Jan in UTC).
    expect((await entries('from=2026-01-11&to=2026-01-11')).rows).toEqual(['update courses']);
    expect((await entries('from=2026-01-05&to=2026-01-10')).rows).toEqual([
      'update classes',
      'create classes',
    ]);
    expect((await entries('from=2026-01-11')).total).toBe(2);
    expect((await entries('to=2026-01-10')).total).toBe(2);
  });

  it('combines who, what and when, and pages the result', async () => {
    expect(await entries(`actorUserId=${admin.userId}&action=create&from=2026-01-01&to=2026-01-31`)).toEqual({
      rows: ['create classes'],
      total: 1,
    });
    expect(await entries('size=1&page=2')).toMatchObject({ rows: ['update courses'], total: 4 });
  });

  it('refuses a malformed day or staff id', async () => {
    const day = await app.inject({ url: `${base}?from=10-01-2026`, headers: admin.headers });
    expect(day.statusCode).toBe(400);
    expect(day.json()).toMatchObject({ errorList: [{ field: 'from', message: 'Enter a date' }] });
    const who = await app.inject({ url: `${base}?actorUserId=someone`, headers: admin.headers });
    expect(who.statusCode).toBe(400);
  });
});

describe('GET /staff/audit-log/actors', () => {
  it('lists the staff members the log names, by name', async () => {
    const response = await app.inject({ url: `${base}/actors`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: StaffAuditActor[] }).data).toEqual([
      { userId: admin.userId, name: 'Admin Akademi' },
      { userId: teacher.userId, name: 'Guru Akademi' },
    ]);
  });

  it('names what each change is about, in the request’s language, never as raw ids', async () => {
    const klass = await createClass(app, basics, {
      title: 'Fiqh of purification',
      titleId: 'Fikih thaharah',
    });
    const profile = learner.profiles[0]!;
    const enrolled = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/learners/${learner.user.id}/profiles/${profile.id}/enrolments`,
      headers: admin.headers,
      payload: { classId: klass.id, reason: 'Paid in cash' },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    await app.database.db.insert(staffAuditLog).values([
      {
        actorUserId: admin.userId,
        actorName: 'Admin Akademi',
        action: 'update',
        resource: 'kitab',
        resourceId: '00000000-0000-4000-8000-00000000000a',
        before: { title: { en: 'Old', id: 'Lama' } },
        after: { title: { en: 'The Ajurrumiyyah', id: 'Matan al-Ajurrumiyyah' } },
      },
      {
        actorUserId: admin.userId,
        actorName: 'Admin Akademi',
        action: 'revoke',
        resource: 'certificates',
        resourceId: '00000000-0000-4000-8000-00000000000b',
        before: null,
        after: { number: 'AIS/2026/000042', learnerName: 'Fatimah Azzahra', status: 'revoked' },
      },
    ]);
    const subjects = async (query: string, language: 'en' | 'id') => {
      const response = await app.inject({
        url: `${base}?actorUserId=${admin.userId}&${query}`,
        headers: { ...admin.headers, 'accept-language': language },
      });
      return (response.json() as { data: StaffAuditEntry[] }).data.map((entry) => entry.subject);
    };
    expect(await subjects('resource=enrolments', 'en')).toEqual([`${profile.name} · Fiqh of purification`]);
    expect(await subjects('resource=enrolments', 'id')).toEqual([`${profile.name} · Fikih thaharah`]);
    expect(await subjects('resource=kitab', 'id')).toEqual(['Matan al-Ajurrumiyyah']);
    expect(await subjects('resource=certificates', 'en')).toEqual(['AIS/2026/000042 · Fatimah Azzahra']);
  });

  it('names meetings, attendance marks and recitation reviews that exist (issue 38 item 9)', async () => {
    const klass = await createClass(app, basics, { title: 'Tahsin', titleId: 'Tahsin' });
    const book = await addKitab(app, klass.id, { meetings: 2, perMeeting: 0 });
    const [meetingId] = book.meetingIds;
    const profile = learner.profiles[0]!;
    const [recitation] = await app.database.db
      .insert(recitations)
      .values({
        profileId: profile.id,
        classId: klass.id,
        surah: 1,
        fromAyah: 1,
        toAyah: 7,
        mediaKey: 'recitation-key.webm',
        contentType: 'audio/webm',
        durationSeconds: 40,
      })
      .returning({ id: recitations.id });
    const row = (resource: string, resourceId: string, before: unknown, after: unknown) => ({
      actorUserId: teacher.userId,
      actorName: 'Guru Akademi',
      action: 'update' as const,
      resource,
      resourceId,
      before,
      after,
    });
    // What the series, the attendance page and the review write: no name in the change itself.
    await app.database.db
      .insert(staffAuditLog)
      .values([
        row('pertemuan', meetingId!, { startsAt: null }, { startsAt: '2027-01-09T13:00:00.000Z' }),
        row('attendance', `${meetingId}:${profile.id}`, null, { profileId: profile.id, present: true }),
        row('recitations', recitation!.id, { grade: null }, { grade: 'jayyid', status: 'reviewed' }),
      ]);
    const subject = async (resource: string) => {
      const response = await app.inject({
        url: `${base}?actorUserId=${teacher.userId}&resource=${resource}`,
        headers: admin.headers,
      });
      return (response.json() as { data: StaffAuditEntry[] }).data.map((entry) => entry.subject);
    };
    const kitabTitle = (
      await app.database.db.select({ title: kitab.title }).from(kitab).where(eq(kitab.id, book.kitabId))
    )[0]!.title.en;
    expect(await subject('pertemuan')).toEqual([`1. Meeting 1 · ${kitabTitle}`]);
    expect(await subject('attendance')).toEqual([`${profile.name} · 1. Meeting 1 · ${kitabTitle}`]);
    expect(await subject('recitations')).toEqual([`${profile.name} · Al-Fatihah 1–7`]);
  });

  it('is for admins: 403 to a teacher and a learner', async () => {
    expect((await app.inject({ url: `${base}/actors`, headers: teacher.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: `${base}/actors`, headers: bearer(learner.token) })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: `${base}?action=update`, headers: teacher.headers })).statusCode).toBe(
      403,
    );
  });
});
