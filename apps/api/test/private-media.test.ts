import type { CourseMaterial } from '@academy/contract/kitab';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments } from '../src/db/schema/index';
import { MediaSigner } from '../src/services/media/media-signer';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * Paid lessons are not public files (issue 7, finding 5; decision 0015): our media answer only at
 * the short-lived signed address a course read hands to a learner who may read the course.
 */
const app = await buildTestApp();
let learner: VerifiedUser;
let stranger: VerifiedUser;
let courseId: string;
let paidCourseId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app, { gender: 'male' });
  stranger = await registerVerifiedUser(app, { gender: 'male' });
  const running = await createClass(app, basics, { state: 'in_progress' });
  const paid = await createClass(app, basics, { price: 150_000 });
  const book = await addKitab(app, running.id, { meetings: 1, perMeeting: 2 });
  const paidBook = await addKitab(app, paid.id, { meetings: 1, perMeeting: 2 });
  courseId = book.courseIds[1]!;
  paidCourseId = paidBook.courseIds[1]!;
  const { db } = app.database;
  await db.update(courses).set({ sourceUrl: '/demo-media/tuhfah-02.mp4' }).where(eq(courses.id, courseId));
  await db
    .update(courses)
    .set({ sourceUrl: '/demo-media/tuhfah-02.mp4' })
    .where(eq(courses.id, paidCourseId));
  await db
    .insert(enrolments)
    .values({ classId: running.id, profileId: learner.profiles[0]!.id, status: 'active' });
});

async function readCourse(id: string, who: VerifiedUser) {
  return app.inject({
    url: `/api/v1/courses/${id}?profileId=${who.profiles[0]!.id}`,
    headers: bearer(who.token),
  });
}

describe('private media', () => {
  it('refuses every media path without a valid signature, before looking for the file', async () => {
    const signer = new MediaSigner('some-other-key-that-is-32-characters-long');
    for (const url of [
      '/demo-media/tuhfah-02.mp4',
      '/demo-media/tuhfah-02.mp4?expires=9999999999&sig=00',
      `${signer.sign('/demo-media/tuhfah-02.mp4')}`,
      '/%64emo-media/tuhfah-02.mp4',
      '/demo-media/missing.mp4',
      '/media/staff-upload.pdf',
      `http://localhost/demo-media/tuhfah-02.mp4`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ err: true, reason: 'mediaLinkInvalid' });
    }
  });

  it('hands a learner who may read the course a signed address that plays, with range requests', async () => {
    const read = await readCourse(courseId, learner);
    expect(read.statusCode).toBe(200);
    const source = (read.json() as { data: CourseMaterial }).data.sourceUrl!;
    expect(source).toMatch(/^\/demo-media\/tuhfah-02\.mp4\?expires=\d+&sig=[0-9a-f]{64}$/);
    const whole = await app.inject({ url: source });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await app.inject({ url: source, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
  });

  it('gives no address to who may not read the course, and a signature fits only its own file', async () => {
    expect((await readCourse(paidCourseId, learner)).statusCode).toBe(403);
    expect((await readCourse(courseId, stranger)).statusCode).toBe(403);
    const source = ((await readCourse(courseId, learner)).json() as { data: CourseMaterial }).data.sourceUrl!;
    const other = source.replace('tuhfah-02.mp4', 'arbain-01.mp4');
    expect((await app.inject({ url: other })).statusCode).toBe(403);
  });

  it('refuses an expired address', () => {
    const signer = new MediaSigner('a-key-for-this-test-that-is-32-chars-long');
    const issued = new Date('2026-01-01T00:00:00Z');
    const url = signer.sign('/demo-media/a.mp4', issued);
    const query = new URLSearchParams(url.split('?')[1]);
    const verify = (at: Date) =>
      signer.verify('/demo-media/a.mp4', query.get('expires'), query.get('sig'), at);
    expect(verify(new Date(issued.getTime() + 60 * 60_000))).toBe(true);
    expect(verify(new Date(issued.getTime() + 4 * 60 * 60_000))).toBe(false);
    expect(signer.sign('https://example.org/video.mp4')).toBe('https://example.org/video.mp4');
  });
});
