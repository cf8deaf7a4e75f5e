import type { MeetingSeriesResult, StaffClassMeetings } from '@academy/contract/meetings';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pertemuan, staffAuditLog } from '../src/db/schema/index';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp();
let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let classId: string;
let basics: Awaited<ReturnType<typeof seedCatalogueBasics>>;
let firstBook: Awaited<ReturnType<typeof addKitab>>;
let secondBook: Awaited<ReturnType<typeof addKitab>>;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  const teacherId = await addTeacher(app);
  teacher = await createStaff(app, 'teacher', teacherId);
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app));
  const klass = await createClass(app, basics, { teacherId });
  classId = klass.id;
  // Added second kitab first: the order is the kitab's position, then the meeting's number.
  secondBook = await addKitab(app, classId, { meetings: 2, perMeeting: 1, position: 2 });
  firstBook = await addKitab(app, classId, { meetings: 3, perMeeting: 1, position: 1 });
});

const seriesUrl = () => `/api/v1/staff/classes/${classId}/meetings/series`;
const tenSaturdays = {
  firstDate: '2027-01-06', // a Wednesday: the first Saturday is 9 January
  time: '20:00',
  weekdays: [6],
  count: 4,
  durationMinutes: 120,
  place: { kind: 'online', joinUrl: 'https://meet.google.com/abc-defg-hij' },
};
const fieldsOf = (res: { json: () => unknown }) =>
  ((res.json() as { errorList?: { field: string }[] }).errorList ?? []).map((error) => error.field);
const put = (payload: object, headers = admin.headers) =>
  app.inject({ method: 'PUT', url: seriesUrl(), headers, payload });

describe('a class’s meetings as a series', () => {
  it('lists the class’s meetings in order: kitab by position, then by number', async () => {
    const res = await app.inject({
      url: `/api/v1/staff/classes/${classId}/meetings`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const { meetings } = (res.json() as { data: StaffClassMeetings }).data;
    expect(meetings.map((m) => m.id)).toEqual([...firstBook.meetingIds, ...secondBook.meetingIds]);
  });

  it('gives the series’ dates (every Saturday 20.00 WIB) to the meetings in order, audited', async () => {
    const listed = await app.inject({
      url: `/api/v1/staff/classes/${classId}/meetings`,
      headers: admin.headers,
    });
    const before = (listed.json() as { data: StaffClassMeetings }).data;
    const res = await put(tenSaturdays, teacher.headers);
    expect(res.statusCode).toBe(200);
    const { meetings } = (res.json() as { data: StaffClassMeetings }).data;
    expect(meetings.map((m) => m.startsAt)).toEqual([
      '2027-01-09T13:00:00.000Z',
      '2027-01-16T13:00:00.000Z',
      '2027-01-23T13:00:00.000Z',
      '2027-01-30T13:00:00.000Z',
      expect.any(String), // beyond the count: left as it was
    ]);
    expect(meetings[4]!.startsAt).toBe(before.meetings[4]!.startsAt);
    expect(meetings[3]).toMatchObject({
      id: secondBook.meetingIds[0],
      durationMinutes: 120,
      place: tenSaturdays.place,
    });
    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.resource, 'pertemuan'), eq(staffAuditLog.resourceId, firstBook.meetingIds[0]!)),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: teacher.userId,
        action: 'update',
        before: expect.objectContaining({ startsAt: expect.any(String) }),
        after: { startsAt: '2027-01-09T13:00:00.000Z', durationMinutes: 120, place: tenSaturdays.place },
      }),
    ]);
  });

  it('meets on several weekdays and keeps a recording already set', async () => {
    await app.database.db
      .update(pertemuan)
      .set({ recordingUrl: 'https://youtu.be/rec' })
      .where(eq(pertemuan.id, firstBook.meetingIds[0]!));
    const res = await put({
      ...tenSaturdays,
      firstDate: '2027-02-01', // a Monday
      time: '06:30',
      weekdays: [4, 1, 4],
      count: 3,
      place: { kind: 'onsite', address: 'Masjid Al-Ikhlas, Bogor' },
    });
    expect(res.statusCode).toBe(200);
    const { meetings } = (res.json() as { data: StaffClassMeetings }).data;
    // 06.30 WIB is 23.30 UTC the day before.
    expect(meetings.slice(0, 3).map((m) => m.startsAt)).toEqual([
      '2027-01-31T23:30:00.000Z',
      '2027-02-03T23:30:00.000Z',
      '2027-02-07T23:30:00.000Z',
    ]);
    expect(meetings[0]).toMatchObject({ recordingUrl: 'https://youtu.be/rec' });
    // The fourth kept the earlier series' date.
    expect(meetings[3]!.startsAt).toBe('2027-01-30T13:00:00.000Z');
  });

  it('answers 400 on each invalid field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstDate: '2027-02-30' }, 'firstDate'],
      [{ time: '24:00' }, 'time'],
      [{ weekdays: [] }, 'weekdays'],
      [{ weekdays: [0] }, 'weekdays.0'],
      [{ count: 0 }, 'count'],
      [{ durationMinutes: 1 }, 'durationMinutes'],
      [{ place: { kind: 'online', joinUrl: 'not a link' } }, 'place.joinUrl'],
    ];
    for (const [change, field] of cases) {
      const res = await put({ ...tenSaturdays, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(fieldsOf(res), field).toContain(field);
    }
  });

  it('answers 403 to a teacher of another class and 404 for no class', async () => {
    expect((await put(tenSaturdays, otherTeacher.headers)).statusCode).toBe(403);
    const list = await app.inject({
      url: `/api/v1/staff/classes/${classId}/meetings`,
      headers: otherTeacher.headers,
    });
    expect(list.statusCode).toBe(403);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/v1/staff/classes/00000000-0000-4000-8000-000000000000/meetings/series',
      headers: admin.headers,
      payload: tenSaturdays,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('makes the meetings a longer series needs in the last kitab, each audited, in one change (issue 38 item 8)', async () => {
    // The class has 5 meetings; ten Saturdays are asked for: 5 more are made, none capped.
    const res = await put({ ...tenSaturdays, firstDate: '2028-01-01', count: 10 }, teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { meetings, created } = (res.json() as { data: MeetingSeriesResult }).data;
    expect(created).toBe(5);
    expect(meetings).toHaveLength(10);
    // Saturday 1 January 2028 20.00 WIB, then every Saturday.
    expect(meetings.map((m) => m.startsAt)).toEqual(
      Array.from({ length: 10 }, (_, week) => new Date(Date.UTC(2028, 0, 1 + 7 * week, 13)).toISOString()),
    );
    const made = meetings.slice(5);
    expect(made.map((m) => [m.kitabId, m.number, m.title])).toEqual(
      [3, 4, 5, 6, 7].map((number) => [
        secondBook.kitabId,
        number,
        { en: `Meeting ${number}`, id: `Pertemuan ${number}` },
      ]),
    );
    expect(made[0]).toMatchObject({ durationMinutes: 120, place: tenSaturdays.place, recordingUrl: null });
    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.resource, 'pertemuan'), eq(staffAuditLog.action, 'create')));
    expect(audit.map((row) => row.resourceId).sort()).toEqual(made.map((m) => m.id).sort());
    expect(audit[0]).toMatchObject({ actorUserId: teacher.userId, before: null });
  });

  it('a class without a kitab is refused on count, with why', async () => {
    const empty = await createClass(app, basics, { bare: true });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/staff/classes/${empty.id}/meetings/series`,
      headers: admin.headers,
      payload: tenSaturdays,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorList: [{ field: 'count', message: expect.stringContaining('Add a kitab') }],
    });
  });
});
