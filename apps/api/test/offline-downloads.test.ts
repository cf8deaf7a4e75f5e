import type { DownloadStatus, KitabDownloadStatus } from '@academy/contract/downloads';
import type { CompleteCourseResult, KitabDetail } from '@academy/contract/kitab';
import type { Transaction } from '@academy/contract/payments';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseCompletions, enrolments, kitab } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { createdTransaction } from './helpers/payments';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp();
const { db } = app.database;
let basics: Basics;
let admin: StaffMember;
let learner: VerifiedUser;
let profileId: string;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  learner = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
});

/** A kitab of a running class the learner is enrolled in. */
async function enrolledKitab() {
  const klass = await createClass(app, basics, { state: 'in_progress' });
  const book = await addKitab(app, klass.id, { meetings: 2, perMeeting: 2 });
  await db.insert(enrolments).values({ classId: klass.id, profileId, status: 'active' });
  return book;
}

async function status(kitabIds: string[], who = learner, profile = profileId) {
  const response = await app.inject({
    url: `/api/v1/profile/${profile}/downloads/status?kitab=${kitabIds.join(',')}`,
    headers: bearer(who.token),
  });
  return response;
}

async function statusOf(kitabId: string): Promise<KitabDownloadStatus> {
  const response = await status([kitabId]);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: DownloadStatus }).data.items[0]!;
}

function staffCall(method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
}

/** Staff save a course or meeting document with one field changed, as the console does. */
async function staffEdit(resource: 'courses' | 'pertemuan', id: string, change: Record<string, unknown>) {
  const current = await staffCall('GET', `/${resource}/${id}`);
  expect(current.statusCode, current.body).toBe(200);
  const doc = (current.json() as { data: Record<string, unknown> }).data;
  const saved = await staffCall('PUT', `/${resource}/${id}`, { ...doc, ...change });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('GET /profile/{profileId}/downloads/status', () => {
  it('answers each kitab’s version and meetings; a staff change to a material or meeting changes them', async () => {
    const book = await enrolledKitab();
    const before = await statusOf(book.kitabId);
    expect(before).toMatchObject({ kitabId: book.kitabId, mayRead: true });
    expect(before.meetings.map((meeting) => meeting.id)).toEqual(book.meetingIds);
    // Asking again without a change answers the same versions.
    expect(await statusOf(book.kitabId)).toEqual(before);

    await staffEdit('courses', book.courseIds[2]!, { body: 'الحمد لله رب العالمين' });
    const afterCourse = await statusOf(book.kitabId);
    expect(afterCourse.version).not.toBe(before.version);
    // Only the second meeting (where the material is) is marked changed.
    expect(afterCourse.meetings[0]!.version).toBe(before.meetings[0]!.version);
    expect(afterCourse.meetings[1]!.version).not.toBe(before.meetings[1]!.version);

    await staffEdit('pertemuan', book.meetingIds[0]!, {
      title: { en: 'Meeting one, renamed', id: 'Pertemuan satu, diganti' },
    });
    const afterMeeting = await statusOf(book.kitabId);
    expect(afterMeeting.version).not.toBe(afterCourse.version);
    expect(afterMeeting.meetings[0]!.version).not.toBe(afterCourse.meetings[0]!.version);
  });

  it('answers mayRead false after unenrolment, suspension and unpublishing, with no versions', async () => {
    const suspended = await enrolledKitab();
    const removed = await enrolledKitab();
    const hidden = await enrolledKitab();
    const response = await status([suspended.kitabId, removed.kitabId, hidden.kitabId]);
    const items = (response.json() as { data: DownloadStatus }).data.items;
    expect(items.map((item) => item.mayRead)).toEqual([true, true, true]);

    await db
      .update(enrolments)
      .set({ status: 'suspended' })
      .where(and(eq(enrolments.classId, suspended.classId), eq(enrolments.profileId, profileId)));
    await db
      .delete(enrolments)
      .where(and(eq(enrolments.classId, removed.classId), eq(enrolments.profileId, profileId)));
    await db.update(kitab).set({ visibility: 'hidden' }).where(eq(kitab.id, hidden.kitabId));
    const after = await status([suspended.kitabId, removed.kitabId, hidden.kitabId]);
    expect((after.json() as { data: DownloadStatus }).data.items).toEqual(
      [suspended, removed, hidden].map((book) => ({
        kitabId: book.kitabId,
        mayRead: false,
        version: null,
        meetings: [],
      })),
    );
  });

  it('answers mayRead false once a bought kitab is refunded', async () => {
    const klass = await createClass(app, basics, { price: 100_000 });
    const book = await addKitab(app, klass.id, { meetings: 1, perMeeting: 1, price: 30_000 });
    const transaction: Transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'kitab',
      id: book.kitabId,
    });
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/dev/sandbox-payments/${transaction.orderId}`,
      payload: { outcome: 'settlement' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await statusOf(book.kitabId)).mayRead).toBe(true);

    const refunded = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/transactions/${transaction.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'Bought by mistake' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await statusOf(book.kitabId)).toMatchObject({ mayRead: false, version: null });
  });

  it('answers an unknown kitab as not readable, refuses bad ids (400) and another account’s profile (404)', async () => {
    expect(await statusOf(randomUUID())).toMatchObject({ mayRead: false, version: null });
    expect((await status(['not-an-id'])).statusCode).toBe(400);
    expect((await status([])).statusCode).toBe(400);
    const stranger = await registerVerifiedUser(app);
    const book = await enrolledKitab();
    const foreign = await status([book.kitabId], stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 404 });
  });
});

describe('POST /courses/{courseId}/complete with a mark made offline', () => {
  const complete = (courseId: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/courses/${courseId}/complete`,
      headers: bearer(learner.token),
      payload: { profileId, ...payload },
    });

  it('counts the same mark id sent twice once, dated when it was made', async () => {
    const book = await enrolledKitab();
    const markId = randomUUID();
    const markedAt = new Date(Date.now() - 3_600_000).toISOString();
    const first = await complete(book.courseIds[0]!, { markId, markedAt });
    expect(first.statusCode, first.body).toBe(200);
    const again = await complete(book.courseIds[0]!, { markId, markedAt });
    expect(again.statusCode).toBe(200);
    const [one, two] = [first, again].map((r) => (r.json() as { data: CompleteCourseResult }).data);
    expect(one).toMatchObject({ markId, completedAt: markedAt, kitabProgress: { completed: 1, total: 4 } });
    expect(two).toMatchObject({ markId, completedAt: markedAt, kitabProgress: { completed: 1, total: 4 } });
    const rows = await db
      .select()
      .from(courseCompletions)
      .where(
        and(eq(courseCompletions.profileId, profileId), eq(courseCompletions.courseId, book.courseIds[0]!)),
      );
    expect(rows).toHaveLength(1);
  });

  it('applies marks sent in order, each dated by the device and never in the future', async () => {
    const book = await enrolledKitab();
    const early = new Date(Date.now() - 7_200_000).toISOString();
    const late = new Date(Date.now() - 60_000).toISOString();
    const results: CompleteCourseResult[] = [];
    for (const [courseId, markedAt] of [
      [book.courseIds[0]!, early],
      [book.courseIds[1]!, late],
      [book.courseIds[2]!, new Date(Date.now() + 86_400_000).toISOString()],
    ] as const) {
      const response = await complete(courseId, { markId: randomUUID(), markedAt });
      results.push((response.json() as { data: CompleteCourseResult }).data);
    }
    expect(results.map((result) => result.kitabProgress.completed)).toEqual([1, 2, 3]);
    expect(results[0]!.completedAt).toBe(early);
    expect(results[1]!.completedAt).toBe(late);
    expect(Date.parse(results[2]!.completedAt)).toBeLessThanOrEqual(Date.now());
    const kitabRead = await app.inject({
      url: `/api/v1/kitab/${book.kitabId}?profileId=${profileId}`,
      headers: bearer(learner.token),
    });
    expect((kitabRead.json() as { data: KitabDetail }).data.progress.completed).toBe(3);
  });

  it('refuses a mark id that is not a uuid (400)', async () => {
    const book = await enrolledKitab();
    const response = await complete(book.courseIds[0]!, { markId: 'twice' });
    expect(response.statusCode).toBe(400);
  });
});
