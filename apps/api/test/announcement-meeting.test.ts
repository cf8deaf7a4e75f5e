import { staffPaths } from '@academy/contract/endpoints';
import type { AnnouncementSummary } from '@academy/contract/meetings';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, staffAuditLog } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Issue 38 item 19: an announcement that changes a meeting says which one (`meetingId`), so the
// learner's class page shows it in that meeting's entry. Only a meeting of the class is taken, and
// a meeting deleted later leaves the announcement about no meeting.

const app = await buildTestApp({ NOTIFICATION_JOB_SECONDS: '0' });

let admin: StaffMember;
let learner: VerifiedUser;
let classId: string;
let meetingIds: string[];
let otherMeetingId: string;

const announce = (payload: Record<string, unknown>, language = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/staff/classes/${classId}/announcements`,
    headers: { ...admin.headers, 'accept-language': language },
    payload: { title: 'Meeting 2 moves', body: 'It starts at 20.30 WIB.', channels: ['inapp'], ...payload },
  });

const learnerList = async () => {
  const response = await app.inject({
    url: `/api/v1/profile/${learner.profiles[0]!.id}/classes/${classId}/announcements`,
    headers: bearer(learner.token),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: AnnouncementSummary[] }).data;
};

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  learner = await registerVerifiedUser(app);
  const klass = await createClass(app, basics, { state: 'in_progress' });
  classId = klass.id;
  meetingIds = (await addKitab(app, classId, { meetings: 3, perMeeting: 1 })).meetingIds;
  const other = await createClass(app, basics, { state: 'in_progress' });
  otherMeetingId = (await addKitab(app, other.id, { meetings: 1, perMeeting: 1 })).meetingIds[0]!;
  await app.database.db
    .insert(enrolments)
    .values({ classId, profileId: learner.profiles[0]!.id, status: 'active' });
});

describe('an announcement about a meeting', () => {
  it('stores the meeting and answers it to staff and learners; none answers null', async () => {
    const response = await announce({ meetingId: meetingIds[1] });
    expect(response.statusCode).toBe(201);
    const sent = (response.json() as { data: AnnouncementSummary }).data;
    expect(sent.meetingId).toBe(meetingIds[1]);

    const plain = await announce({ title: 'Welcome' });
    expect(plain.statusCode).toBe(201);
    expect((plain.json() as { data: AnnouncementSummary }).data.meetingId).toBeNull();
    const cleared = await announce({ title: 'About nothing', meetingId: null });
    expect((cleared.json() as { data: AnnouncementSummary }).data.meetingId).toBeNull();

    const staffList = await app.inject({
      url: `/api/v1/staff/classes/${classId}/announcements`,
      headers: admin.headers,
    });
    const byTitle = Object.fromEntries(
      (staffList.json() as { data: AnnouncementSummary[] }).data.map((row) => [row.title, row.meetingId]),
    );
    expect(byTitle).toEqual({ 'Meeting 2 moves': meetingIds[1], Welcome: null, 'About nothing': null });
    expect((await learnerList()).find((row) => row.id === sent.id)?.meetingId).toBe(meetingIds[1]);

    const [audit] = await app.database.db
      .select({ after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.resource, 'announcements'), eq(staffAuditLog.resourceId, sent.id)));
    expect(audit?.after).toMatchObject({ meetingId: meetingIds[1] });
  });

  it('refuses a meeting of another class, or none at all, with the reason in both languages', async () => {
    for (const [meetingId, language, message] of [
      [otherMeetingId, 'en', 'Choose one of this class’s meetings'],
      [otherMeetingId, 'id', 'Pilih salah satu pertemuan kelas ini'],
      ['9b2f0c1e-4d3a-4b5c-8d6e-7f8091a2b3c4', 'en', 'Choose one of this class’s meetings'],
      ['meeting two', 'id', 'Pilih salah satu pertemuan kelas ini'],
    ] as const) {
      const response = await announce({ title: `Refused ${meetingId}`, meetingId }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        err: true,
        code: 400,
        errorList: [{ field: 'meetingId', message }],
      });
    }
    // Nothing was written for them.
    expect((await learnerList()).some((row) => row.title.startsWith('Refused'))).toBe(false);
  });

  it('is about no meeting once that meeting is deleted', async () => {
    const response = await announce({ title: 'Meeting 3 is cancelled', meetingId: meetingIds[2] });
    const { id } = (response.json() as { data: AnnouncementSummary }).data;
    const removed = await app.inject({
      method: 'DELETE',
      url: staffPaths.item('pertemuan', meetingIds[2]!),
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const after = (await learnerList()).find((row) => row.id === id);
    expect(after).toMatchObject({ title: 'Meeting 3 is cancelled', meetingId: null });
  });
});
