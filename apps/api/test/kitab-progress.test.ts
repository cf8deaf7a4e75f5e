import type { ActiveHours } from '@academy/contract/active-hours';
import type {
  CompleteCourseResult,
  CourseMaterial,
  KitabDetail,
  ProfileCourse,
  UpcomingItem,
} from '@academy/contract/kitab';
import type { ServerPageMeta } from '@academy/contract/page-meta';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { activeDays, enrolments } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp();
let basics: Basics;
let learner: VerifiedUser;
let stranger: VerifiedUser;
let profileId: string;
let book: Awaited<ReturnType<typeof addKitab>>;
let paidBook: Awaited<ReturnType<typeof addKitab>>;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app);
  stranger = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
  const open = await createClass(app, basics, { title: 'Bravo' });
  const running = await createClass(app, basics, { state: 'in_progress', title: 'Alpha' });
  const paid = await createClass(app, basics, { price: 100_000, title: 'Charlie' });
  book = await addKitab(app, running.id, {
    meetings: 3,
    perMeeting: 2,
    firstMeetingAt: new Date(Date.now() - 86_400_000),
  });
  paidBook = await addKitab(app, paid.id, { meetings: 1, perMeeting: 1, price: 30_000 });
  await addKitab(app, open.id, { meetings: 2, perMeeting: 1 });
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  await app.database.db.insert(enrolments).values([
    { classId: running.id, profileId, status: 'active', enrolledAt: at(48) },
    { classId: open.id, profileId, status: 'active', enrolledAt: at(24) },
    { classId: paid.id, profileId, status: 'waiting_payment', enrolledAt: at(1) },
  ]);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = learner.token) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('kitab and courses', () => {
  it('answers the kitab with its pertemuan and courses in order, for an enrolled profile', async () => {
    const response = await call('GET', `/api/v1/kitab/${book.kitabId}?profileId=${profileId}`);
    expect(response.statusCode).toBe(200);
    const kitab = (response.json() as { data: KitabDetail }).data;
    expect(kitab.pertemuan.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(kitab.pertemuan.flatMap((p) => p.courses.map((c) => c.id))).toEqual(book.courseIds);
    expect(kitab.progress).toEqual({ completed: 0, total: 6, percent: 0 });
  });

  it('refuses a profile not enrolled, or waiting for payment, with 403', async () => {
    const other = await registerVerifiedUser(app);
    const notEnrolled = await call(
      'GET',
      `/api/v1/kitab/${book.kitabId}?profileId=${other.profiles[0]!.id}`,
      undefined,
      other.token,
    );
    expect(notEnrolled.statusCode).toBe(403);
    // The refusal names the class, so a shared link to a material leads to the class.
    expect(notEnrolled.json()).toMatchObject({ reason: 'notEnrolled', data: { classId: book.classId } });
    const waiting = await call('GET', `/api/v1/kitab/${paidBook.kitabId}?profileId=${profileId}`);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ reason: 'enrolmentWaitingPayment' });
  });

  it('answers 404 for another account’s profile and 401 without a token', async () => {
    const foreign = await call(
      'GET',
      `/api/v1/kitab/${book.kitabId}?profileId=${profileId}`,
      undefined,
      stranger.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).not.toHaveProperty('data');
    const anonymous = await app.inject({ url: `/api/v1/kitab/${book.kitabId}?profileId=${profileId}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', `/api/v1/kitab/${book.courseIds[0]}?profileId=${profileId}`)).statusCode).toBe(
      404,
    );
  });

  it('answers a course’s material with its neighbours', async () => {
    const [first, second] = book.courseIds;
    const response = await call('GET', `/api/v1/courses/${second}?profileId=${profileId}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: CourseMaterial }).data).toMatchObject({
      id: second,
      kitabId: book.kitabId,
      pertemuanNumber: 1,
      kind: 'video',
      sourceUrl: 'https://example.org/video.mp4',
      previousCourseId: first,
      nextCourseId: book.courseIds[2],
      completed: false,
    });
    const text = await call('GET', `/api/v1/courses/${first}?profileId=${profileId}`);
    expect((text.json() as { data: CourseMaterial }).data).toMatchObject({
      kind: 'text',
      direction: 'rtl',
      previousCourseId: null,
    });
  });

  it('marks a course complete once, with the kitab’s progress', async () => {
    const url = `/api/v1/courses/${book.courseIds[0]}/complete`;
    const first = await call('POST', url, { profileId });
    expect(first.statusCode).toBe(200);
    const result = (first.json() as { data: CompleteCourseResult }).data;
    expect(result.kitabProgress).toEqual({ completed: 1, total: 6, percent: 16 });
    const again = (await call('POST', url, { profileId })).json() as { data: CompleteCourseResult };
    expect(again.data.completedAt).toBe(result.completedAt);
    const kitab = (await call('GET', `/api/v1/kitab/${book.kitabId}?profileId=${profileId}`)).json() as {
      data: KitabDetail;
    };
    expect(kitab.data.pertemuan[0]!.courses[0]!.completed).toBe(true);
    expect((await call('POST', url, { profileId }, stranger.token)).statusCode).toBe(404);
  });
});

describe('PUT /profile/course-last-access', () => {
  it('records the last course per class and answers null', async () => {
    const response = await call('PUT', '/api/v1/profile/course-last-access', {
      profileId,
      courseId: book.courseIds[3],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ err: false, data: null });
  });

  it('refuses another account’s profile and courses of classes not open to the profile', async () => {
    const foreign = await call(
      'PUT',
      '/api/v1/profile/course-last-access',
      { profileId, courseId: book.courseIds[0] },
      stranger.token,
    );
    expect(foreign.statusCode).toBe(404);
    const locked = await call('PUT', '/api/v1/profile/course-last-access', {
      profileId,
      courseId: paidBook.courseIds[0],
    });
    expect(locked.statusCode).toBe(403);
  });
});

describe('GET /profile/{profileId}/course', () => {
  type Page = { data: ProfileCourse[]; meta: ServerPageMeta };
  const list = async (query: string) =>
    (await call('GET', `/api/v1/profile/${profileId}/course${query}`)).json() as Page;

  it('pages the profile’s classes with progress and last access', async () => {
    const page = await list('?page=1&size=2');
    expect(page.meta).toEqual({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.data.map((c) => c.class.title.en)).toEqual(['Charlie', 'Bravo']);
    const second = await list('?page=2&size=2');
    expect(second.data).toHaveLength(1);
    const alpha = second.data[0]!;
    expect(alpha.class.title.en).toBe('Alpha');
    expect(alpha.progress).toEqual({ completed: 1, total: 6, percent: 16 });
    expect(alpha.lastAccess).toMatchObject({ courseId: book.courseIds[3], kitabId: book.kitabId });
  });

  it('sorts by last access (never opened last), title and enrolment time', async () => {
    expect((await list('?sortBy=lastAccessAt&sortType=desc')).data[0]!.class.title.en).toBe('Alpha');
    expect((await list('?sortBy=title&sortType=asc')).data.map((c) => c.class.title.id)).toEqual(
      [...(await list('?sortBy=title&sortType=asc')).data.map((c) => c.class.title.id)].sort(),
    );
    expect((await list('?sortBy=enrolledAt&sortType=asc')).data.map((c) => c.class.title.en)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
  });

  it('answers 404 for another account’s profile and 400 for an unknown sort field', async () => {
    expect(
      (await call('GET', `/api/v1/profile/${profileId}/course`, undefined, stranger.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v1/profile/${profileId}/course?sortBy=price`)).statusCode).toBe(400);
  });
});

describe('GET /profile/{profileId}/course/upcoming', () => {
  it('pages meetings still to come in active classes, soonest first', async () => {
    const response = await call('GET', `/api/v1/profile/${profileId}/course/upcoming?size=2`);
    const body = response.json() as { data: UpcomingItem[]; meta: ServerPageMeta };
    // Alpha's third meeting (the first two are past) and Bravo's two; the paid class waits for payment.
    expect(body.meta).toEqual({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    const times = body.data.map((item) => item.scheduledAt);
    expect(times).toEqual([...times].sort());
    expect(body.data[0]).toMatchObject({ kind: 'pertemuan', firstCourseId: expect.any(String) });
    expect(
      (await call('GET', `/api/v1/profile/${profileId}/course/upcoming`, undefined, stranger.token))
        .statusCode,
    ).toBe(404);
  });
});

/** As if `seconds` had passed since the profile's last heartbeat. */
async function movePreviousBeatBack(seconds: number) {
  await app.database.db
    .update(activeDays)
    .set({ lastBeatAt: sql`${activeDays.lastBeatAt} - make_interval(secs => ${seconds})` })
    .where(eq(activeDays.profileId, profileId));
}

describe('active hours', () => {
  it('counts a heartbeat up to 60 s, and no more than the time that passed since the previous beat', async () => {
    const beat = async (seconds: number) =>
      (
        (await call('POST', '/api/v1/profile/active-hours', { profileId, seconds })).json() as {
          data: ActiveHours;
        }
      ).data.today.seconds;
    // The first beat ever only starts the clock: no time is known to have passed before it.
    expect(await beat(600)).toBe(0);
    await movePreviousBeatBack(600);
    expect(await beat(600)).toBe(60);
    await movePreviousBeatBack(45);
    expect(await beat(30)).toBe(90);
    const summary = await call('GET', `/api/v1/profile/${profileId}/active-hours?days=7`);
    expect((summary.json() as { data: ActiveHours }).data).toMatchObject({
      profileId,
      totalSeconds: 90,
      days: [{ seconds: 90 }],
    });
  });

  it('adds no more than the wall clock for a burst of 60 beats', async () => {
    const before = await call('GET', `/api/v1/profile/${profileId}/active-hours?days=7`);
    const start = (before.json() as { data: ActiveHours }).data.today.seconds;
    await movePreviousBeatBack(5);
    const began = Date.now();
    await Promise.all(
      Array.from({ length: 60 }, () =>
        call('POST', '/api/v1/profile/active-hours', { profileId, seconds: 60 }),
      ),
    );
    const elapsed = (Date.now() - began) / 1000;
    const after = await call('GET', `/api/v1/profile/${profileId}/active-hours?days=7`);
    const added = (after.json() as { data: ActiveHours }).data.today.seconds - start;
    expect(added).toBeGreaterThanOrEqual(5);
    expect(added).toBeLessThanOrEqual(5 + elapsed);
  });

  it('refuses another account’s profile and bad beats', async () => {
    expect(
      (await call('POST', '/api/v1/profile/active-hours', { profileId, seconds: 30 }, stranger.token))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/v1/profile/active-hours', { profileId, seconds: 0 })).statusCode).toBe(
      400,
    );
    expect(
      (await call('GET', `/api/v1/profile/${profileId}/active-hours`, undefined, stranger.token)).statusCode,
    ).toBe(404);
  });
});
