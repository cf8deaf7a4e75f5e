import type { CalendarEntry, StaffAttendance } from '@academy/contract/meetings';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, pertemuan, staffAuditLog, users } from '../src/db/schema/index';
import { academyDay } from '../src/services/learning/active-hours-service';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createExam } from './helpers/exam-factory';
import { createPayment, createdTransaction } from './helpers/payments';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp({ APP_ORIGIN: 'http://localhost:3000' });
const minute = 60_000;
const day = 86_400_000;
let learner: VerifiedUser;
let stranger: VerifiedUser;
let profileId: string;
let admin: StaffMember;
let otherTeacher: StaffMember;
let book: Awaited<ReturnType<typeof addKitab>>;
let otherBook: Awaited<ReturnType<typeof addKitab>>;
let examId: string;
let paidClassId: string;

/** 20:00 WIB (13:00 UTC) `days` from today. */
const eveningIn = (days: number) => {
  const at = new Date(Date.now() + days * day);
  at.setUTCHours(13, 0, 0, 0);
  return at;
};
const schedule = (id: string, startsAt: Date | null, durationMinutes = 90) =>
  app.database.db
    .update(pertemuan)
    .set({ scheduledAt: startsAt, durationMinutes })
    .where(eq(pertemuan.id, id));

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app);
  stranger = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
  admin = await createStaff(app, 'admin');
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app));
  const running = await createClass(app, basics, { state: 'in_progress' });
  const other = await createClass(app, basics, { state: 'in_progress' });
  const paid = await createClass(app, basics, { price: 100_000 });
  paidClassId = paid.id;
  book = await addKitab(app, running.id, { meetings: 6, perMeeting: 1 });
  otherBook = await addKitab(app, other.id, { meetings: 1, perMeeting: 1 });
  await app.database.db.insert(enrolments).values({ classId: running.id, profileId, status: 'active' });
  const [m1, m2, m3, m4, m5, m6] = book.meetingIds as [string, string, string, string, string, string];
  // Out of number order on purpose: the calendar orders by time.
  await schedule(m1, eveningIn(3));
  await schedule(m2, eveningIn(1));
  await schedule(m3, eveningIn(200)); // beyond any window asked below
  await schedule(m4, new Date(Date.now() + 10 * minute), 60); // attendance open (15 min before)
  await schedule(m5, new Date(Date.now() - 3 * 3_600_000), 60); // over
  await schedule(m6, null);
  await schedule(otherBook.meetingIds[0]!, eveningIn(1)); // a class the profile is not in
  const exam = await createExam(app, book.kitabId, {
    opensAt: new Date(Date.now() + 2 * day),
    closesAt: new Date(Date.now() + 4 * day),
  });
  examId = exam.examId;
});

const calendar = (query: string, token = learner.token, id = profileId) =>
  app.inject({
    url: `/api/v1/profile/${id}/calendar?${query}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
  });

describe('the calendar', () => {
  it('answers meetings, exam windows and open payment deadlines of the window in time order', async () => {
    const payment = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: paidClassId,
    });
    // From yesterday in the academy's zone: the meeting that ended three hours ago is yesterday
    // there between midnight and 03:00 WIB.
    const from = academyDay(new Date(Date.now() - day));
    const response = await calendar(`from=${from}&to=${academyDay(new Date(Date.now() + 30 * day))}`);
    expect(response.statusCode).toBe(200);
    const entries = (response.json() as { data: CalendarEntry[] }).data;
    const starts = entries.map((entry) => entry.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(entries.map((entry) => `${entry.type}:${entry.id}`)).toEqual([
      `meeting:${book.meetingIds[4]}`,
      `meeting:${book.meetingIds[3]}`,
      `payment:${payment.id}`,
      `meeting:${book.meetingIds[1]}`,
      `exam:${examId}`,
      `meeting:${book.meetingIds[0]}`,
    ]);
    const meeting = entries.find((entry) => entry.id === book.meetingIds[1])!;
    expect(meeting).toMatchObject({
      startsAt: eveningIn(1).toISOString(),
      endsAt: new Date(eveningIn(1).getTime() + 90 * minute).toISOString(),
      url: `/dashboard/class/${meeting.classId}`,
      attended: false,
    });
    expect(entries.find((entry) => entry.type === 'exam')!.url).toBe(
      `/dashboard/kitab/${book.kitabId}/q/${examId}`,
    );
  });

  it('keeps to the window: a meeting overlapping its start is in, one after its end is out', async () => {
    const from = new Date(Date.now() - 150 * minute).toISOString();
    const to = new Date(Date.now() + 30 * minute).toISOString();
    const entries = (
      (await calendar(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).json() as {
        data: CalendarEntry[];
      }
    ).data;
    expect(entries.filter((entry) => entry.type === 'meeting').map((entry) => entry.id)).toEqual([
      book.meetingIds[4],
      book.meetingIds[3],
    ]);
  });

  it('refuses a window over 92 days or ending before it starts, and another account’s profile', async () => {
    const tooLong = await calendar('from=2026-01-01&to=2026-04-03');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errorList: [{ field: 'to', message: 'Choose at most 92 days' }] });
    expect((await calendar('from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
    expect((await calendar('from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await calendar('from=yesterday&to=2026-01-01')).statusCode).toBe(400);
    expect((await calendar('from=2026-01-01&to=2026-01-02', stranger.token)).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/v1/profile/${profileId}/calendar?from=2026-01-01&to=2026-01-02` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the private iCalendar feed', () => {
  const feedUrl = async (method: 'GET' | 'POST' = 'GET') => {
    const response = await app.inject({
      method,
      url: `/api/v1/profile/${profileId}/calendar-feed`,
      headers: bearer(learner.token),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { url: string } }).data.url;
  };
  const fetchFeed = (url: string) => app.inject({ url: new URL(url).pathname });

  it("speaks the account's own language, whatever the calendar app asks in (issue 38 item 19)", async () => {
    const summaries = async (headers: Record<string, string> = {}) =>
      (await app.inject({ url: new URL(await feedUrl()).pathname, headers })).body;
    const account = eq(users.id, learner.user.id);
    await app.database.db.update(users).set({ preferredLanguage: 'en' }).where(account);
    try {
      expect(await summaries()).toContain('SUMMARY:Exam opens');
      expect(await summaries({ 'accept-language': 'id' })).toContain('SUMMARY:Exam opens');
      await app.database.db.update(users).set({ preferredLanguage: 'id' }).where(account);
      expect(await summaries({ 'accept-language': 'en' })).toContain('SUMMARY:Ujian dibuka');
    } finally {
      await app.database.db.update(users).set({ preferredLanguage: null }).where(account);
    }
  });

  it('is an RFC 5545 calendar of the profile’s entries with the right times in WIB', async () => {
    const url = await feedUrl();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect(await feedUrl()).toBe(url);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const calendarComponent = new ICAL.Component(ICAL.parse(response.body));
    expect(calendarComponent.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Jakarta');
    const events = calendarComponent.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const meeting = events.find((event) => event.uid.startsWith(`meeting-${book.meetingIds[1]}`));
    expect(meeting).toBeDefined();
    expect(meeting!.startDate.toJSDate().toISOString()).toBe(eveningIn(1).toISOString());
    expect(meeting!.endDate.toJSDate().getTime() - meeting!.startDate.toJSDate().getTime()).toBe(90 * minute);
    // 13:00 UTC is 20:00 in Asia/Jakarta.
    const wib = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(wib.format(meeting!.startDate.toJSDate())).toBe('20:00');
    expect(events.some((event) => event.uid.startsWith(`exam-opens-${examId}`))).toBe(true);
    expect(events.some((event) => event.uid.startsWith(`meeting-${otherBook.meetingIds[0]}`))).toBe(false);
  });

  it('draws an exam as its opening and its closing and names a payment deadline as such (issue 38)', async () => {
    // Opened ten days ago and open for a year: its closing is beyond the feed's 92 days.
    const yearLong = await createExam(app, book.kitabId, {
      opensAt: new Date(Date.now() - 10 * day),
      closesAt: new Date(Date.now() + 365 * day),
    });
    // The class's pending payment (the one made above, answered again while it is pending).
    const payment = (
      (await createPayment(app, learner.token, profileId, { type: 'class', id: paidClassId })).json() as {
        data: { id: string };
      }
    ).data;
    const response = await app.inject({
      url: new URL(await feedUrl()).pathname,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    // Strictly: every line folded to at most 75 octets and ended by CRLF (RFC 5545 3.1), and a
    // parser's reading of it.
    expect(response.body.endsWith('\r\n')).toBe(true);
    for (const line of response.body.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\r\n]/);
    }
    const vevents = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent');
    const events = vevents.map((vevent) => ({
      uid: vevent.getFirstPropertyValue('uid') as string,
      summary: vevent.getFirstPropertyValue('summary') as string,
      start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
      end: vevent.hasProperty('dtend')
        ? (vevent.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().getTime()
        : null,
      transparent: vevent.getFirstPropertyValue('transp') === 'TRANSPARENT',
    }));
    // RFC 5545 3.6.1: an end is later than the start; nothing here lasts more than a day.
    for (const event of events) {
      if (event.end !== null) expect(event.end - event.start).toBeGreaterThan(0);
      if (event.end !== null) expect(event.end - event.start).toBeLessThan(day);
    }
    const exam = await app.inject({
      url: `/api/v1/profile/${profileId}/calendar?from=${academyDay(new Date())}&to=${academyDay(new Date(Date.now() + 30 * day))}`,
      headers: { ...bearer(learner.token), 'accept-language': 'en' },
    });
    const window = (exam.json() as { data: CalendarEntry[] }).data.find((entry) => entry.id === examId)!;
    // iCalendar times are to the second.
    const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
    const of = (id: string) => events.filter((event) => event.uid.includes(id));
    // The short exam: two points, at its opening and its closing, as the app's calendar shows it.
    expect(of(examId)).toEqual([
      expect.objectContaining({ start: toSecond(window.startsAt), end: null, transparent: true }),
      expect.objectContaining({ start: toSecond(window.endsAt), end: null, transparent: true }),
    ]);
    expect(of(examId).map((event) => event.summary.split(':')[0])).toEqual(['Exam opens', 'Exam closes']);
    // The year-long exam: its opening only; its closing is past the feed's end.
    expect(of(yearLong.examId)).toEqual([
      expect.objectContaining({ uid: expect.stringMatching(/^exam-opens-/), end: null }),
    ]);
    // The class's own payment: a deadline named as such, the class named once.
    const [deadline] = of(payment.id);
    expect(deadline).toMatchObject({ end: null, transparent: true });
    expect(deadline!.summary).toMatch(/^Payment deadline: /);
    const className = deadline!.summary.replace('Payment deadline: ', '');
    expect(className.length).toBeGreaterThan(0);
    expect(className).not.toContain(' · ');
  });

  it('answers 404 at the old address once renewed, and the new one serves the calendar', async () => {
    const old = await feedUrl();
    const renewed = await feedUrl('POST');
    expect(renewed).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
    expect(await feedUrl()).toBe(renewed);
    expect(
      (await app.inject({ url: '/api/v1/calendar/not-a-real-token-at-all-000000.ics' })).statusCode,
    ).toBe(404);
  });
});

describe('attendance', () => {
  const mark = (meetingId: string, token = learner.token, id = profileId) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/pertemuan/${meetingId}/attendance`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { profileId: id },
    });

  it('marks the profile present from 15 minutes before the start until the end, 409 otherwise', async () => {
    const present = await mark(book.meetingIds[3]!);
    expect(present.statusCode).toBe(200);
    expect(present.json()).toMatchObject({ data: { profileId, present: true } });
    expect((await mark(book.meetingIds[3]!)).statusCode).toBe(200);
    const early = await mark(book.meetingIds[1]!);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'Attendance opens 15 minutes before the meeting starts and closes when it ends',
    });
    expect((await mark(book.meetingIds[4]!)).statusCode).toBe(409);
    expect((await mark(book.meetingIds[5]!)).statusCode).toBe(409);
    await schedule(book.meetingIds[1]!, new Date(Date.now() + 16 * minute));
    expect((await mark(book.meetingIds[1]!)).statusCode).toBe(409);
    await schedule(book.meetingIds[1]!, new Date(Date.now() + 14 * minute));
    expect((await mark(book.meetingIds[1]!)).statusCode).toBe(200);
    await schedule(book.meetingIds[1]!, eveningIn(1));
  });

  it('keeps a meeting that is not published out of the calendar and attendance (decision 0098)', async () => {
    const open = book.meetingIds[3]!;
    const window = `from=${encodeURIComponent(new Date(Date.now() - day).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + day).toISOString())}`;
    const meetingsIn = async () =>
      ((await calendar(window)).json() as { data: CalendarEntry[] }).data.map((entry) => entry.id);
    expect(await meetingsIn()).toContain(open);
    for (const visibility of ['hidden', 'draft'] as const) {
      await app.database.db.update(pertemuan).set({ visibility }).where(eq(pertemuan.id, open));
      expect(await meetingsIn()).not.toContain(open);
      expect((await mark(open)).statusCode).toBe(404);
    }
    await app.database.db.update(pertemuan).set({ visibility: 'published' }).where(eq(pertemuan.id, open));
    expect((await mark(open)).statusCode).toBe(200);
  });

  it('answers 403 to a profile not enrolled in the class, and 404 for another account’s profile', async () => {
    await schedule(otherBook.meetingIds[0]!, new Date(Date.now() - 5 * minute));
    expect((await mark(otherBook.meetingIds[0]!)).statusCode).toBe(403);
    expect((await mark(book.meetingIds[3]!, stranger.token, stranger.profiles[0]!.id)).statusCode).toBe(403);
    expect((await mark(book.meetingIds[3]!, stranger.token)).statusCode).toBe(404);
  });

  it('refuses staff the attendance of a meeting not yet held, in the envelope and both languages', async () => {
    const url = `/api/v1/staff/pertemuan/${book.meetingIds[0]}/attendance`; // three evenings ahead
    const put = (language: string) =>
      app.inject({
        method: 'PUT',
        url,
        headers: { ...admin.headers, 'accept-language': language },
        payload: { profileId, present: true },
      });
    const ahead = await put('id');
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toEqual({
      err: true,
      code: 409,
      reason: 'attendanceNotYetHeld',
      message: 'Pertemuan ini belum dimulai: presensinya dapat diisi sejak pertemuan dimulai',
    });
    expect((await put('en')).json()).toMatchObject({
      message: 'This meeting has not started yet: its attendance can be taken from its start',
    });
    // A meeting with no date has not been held either.
    const undated = await app.inject({
      method: 'PUT',
      url: `/api/v1/staff/pertemuan/${book.meetingIds[5]}/attendance`,
      headers: admin.headers,
      payload: { profileId, present: true },
    });
    expect(undated.json()).toMatchObject({ code: 409, reason: 'meetingNotScheduled' });
  });

  it('lets staff see who came and correct it, audited; a teacher of another class gets 403', async () => {
    // The meeting the learner marked herself (open from 15 minutes before) has started since.
    await schedule(book.meetingIds[3]!, new Date(Date.now() - 5 * minute), 60);
    const url = `/api/v1/staff/pertemuan/${book.meetingIds[3]}/attendance`;
    const list = await app.inject({ url, headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as { data: StaffAttendance }).data.rows;
    expect(rows).toEqual([expect.objectContaining({ profileId, present: true, markedBy: 'self' })]);

    const corrected = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { profileId, present: false },
    });
    expect(corrected.statusCode).toBe(200);
    expect((corrected.json() as { data: StaffAttendance }).data.rows[0]).toMatchObject({
      present: false,
      markedBy: 'staff',
    });
    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.resource, 'attendance'),
          eq(staffAuditLog.resourceId, `${book.meetingIds[3]}:${profileId}`),
        ),
      );
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      before: { present: true },
      after: { present: false },
    });

    const stray = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { profileId: stranger.profiles[0]!.id, present: true },
    });
    expect(stray.statusCode).toBe(400);
    expect((await app.inject({ url, headers: otherTeacher.headers })).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url,
          headers: otherTeacher.headers,
          payload: { profileId, present: true },
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ url, headers: bearer(learner.token) })).statusCode).toBe(403);
  });
});
