import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, courses, enrolments, examQuestions, exams, kitab, pertemuan } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { createExam } from './helpers/exam-factory';
import { createPayment } from './helpers/payments';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Drafts, hidden and scheduled documents never reach learners or visitors (api-contract "Staff
// console, part 3"), by any route: lists, search, id, slug, store, purchase, kitab, course, exams.

const app = await buildTestApp();
const { db } = app.database;
const day = 86_400_000;
const text = (en: string, id = en) => ({ en, id });

let basics: Basics;
let admin: StaffMember;
let learner: VerifiedUser;
let profileId: string;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  learner = await registerVerifiedUser(app, { gender: 'female' });
  profileId = learner.profiles[0]!.id;
});

const get = (url: string) =>
  app.inject({ url, headers: { ...bearer(learner.token), 'accept-language': 'en' } });
const publicGet = (url: string) => app.inject({ url, headers: { 'accept-language': 'en' } });

/** Every public place a class shows up: the ids listed there. */
async function publicClassIds(search: string): Promise<string[]> {
  const ids: string[] = [];
  for (const url of [
    `/api/v1/classes?search=${encodeURIComponent(search)}&size=100`,
    '/api/v1/classes/upcoming?size=100',
    '/api/v1/store?size=100',
  ]) {
    const response = await publicGet(url);
    expect(response.statusCode, url).toBe(200);
    for (const item of (response.json() as { data: Array<{ id?: string; classId?: string }> }).data)
      ids.push(item.id ?? '', item.classId ?? '');
  }
  const page = await publicGet('/api/v1/departments/keluarga');
  for (const item of (page.json() as { data: { classes: Array<{ id: string }> } }).data.classes)
    ids.push(item.id);
  return ids;
}

async function expectClassUnseen(klass: { id: string; slug: string; title: { en: string } }) {
  expect(await publicClassIds(klass.title.en)).not.toContain(klass.id);
  for (const key of [klass.id, klass.slug]) {
    expect((await publicGet(`/api/v1/classes/${key}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/classes/${key}?profileId=${profileId}`)).statusCode).toBe(404);
    expect((await publicGet(`/api/v1/classes/${key}/brief`)).statusCode).toBe(404);
  }
  const join = await app.inject({
    method: 'POST',
    url: `/api/v1/classes/${klass.id}/join`,
    headers: { ...bearer(learner.token), 'accept-language': 'en' },
    payload: { profileId },
  });
  expect(join.statusCode).toBe(404);
  expect(
    (await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id })).statusCode,
  ).toBe(404);
}

async function expectClassSeen(klass: { id: string; slug: string; title: { en: string } }) {
  expect(await publicClassIds(klass.title.en)).toContain(klass.id);
  expect((await publicGet(`/api/v1/classes/${klass.slug}`)).statusCode).toBe(200);
}

const paidClass = (slug: string, fixture: Parameters<typeof createClass>[2] = {}) =>
  createClass(app, basics, {
    slug,
    title: `Hidden ${slug}`,
    department: 'keluarga',
    price: 75_000,
    ...fixture,
  });

describe('a class learners do not see', () => {
  it('a draft or hidden class: absent from every list, the store and search; 404 by id and slug', async () => {
    for (const visibility of ['draft', 'hidden'] as const) {
      const klass = await paidClass(`class-${visibility}`, { visibility });
      await addKitab(app, klass.id);
      await expectClassUnseen(klass);
      await db.update(classes).set({ visibility: 'published' }).where(eq(classes.id, klass.id));
      app.publicCache.invalidate();
      await expectClassSeen(klass);
    }
  });

  it('a class without a published kitab is not shown, however published it is', async () => {
    const bare = await paidClass('class-bare', { bare: true });
    await expectClassUnseen(bare);
    const withDraftKitab = await paidClass('class-draft-kitab');
    const { kitabId } = await addKitab(app, withDraftKitab.id);
    await db.update(kitab).set({ visibility: 'draft' }).where(eq(kitab.id, kitabId));
    await expectClassUnseen(withDraftKitab);
  });

  it('a scheduled class appears once its publish time has come', async () => {
    const klass = await paidClass('class-scheduled');
    await db
      .update(classes)
      .set({ publishAt: new Date(Date.now() + day) })
      .where(eq(classes.id, klass.id));
    await expectClassUnseen(klass);
    await db
      .update(classes)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(classes.id, klass.id));
    app.publicCache.invalidate();
    await expectClassSeen(klass);
  });

  it('a class an enrolled learner joined drops out of their classes when hidden', async () => {
    const klass = await createClass(app, basics, { slug: 'class-enrolled-hidden' });
    await db.insert(enrolments).values({ classId: klass.id, profileId, status: 'active' });
    const listed = async () =>
      (
        (await get(`/api/v1/profile/${profileId}/course?size=100`)).json() as {
          data: Array<{ class: { id: string } }>;
        }
      ).data.map((row) => row.class.id);
    expect(await listed()).toContain(klass.id);
    await db.update(classes).set({ visibility: 'hidden' }).where(eq(classes.id, klass.id));
    expect(await listed()).not.toContain(klass.id);
  });
});

describe('kitab, meetings, courses and exams learners do not see', () => {
  let classId: string;
  let shown: Awaited<ReturnType<typeof addKitab>>;
  let draftKitab: Awaited<ReturnType<typeof addKitab>>;

  beforeAll(async () => {
    const klass = await createClass(app, basics, { slug: 'class-with-drafts', price: 0 });
    classId = klass.id;
    shown = await addKitab(app, classId, { meetings: 2, perMeeting: 2, price: 20_000 });
    draftKitab = await addKitab(app, classId, { meetings: 1, perMeeting: 1, position: 2, price: 30_000 });
    await db.update(kitab).set({ visibility: 'draft' }).where(eq(kitab.id, draftKitab.kitabId));
    await db.update(pertemuan).set({ visibility: 'hidden' }).where(eq(pertemuan.id, shown.meetingIds[1]!));
    await db
      .update(courses)
      .set({ visibility: 'published', publishAt: new Date(Date.now() + day) })
      .where(eq(courses.id, shown.courseIds[1]!));
    await db.insert(enrolments).values({ classId, profileId, status: 'active' });
  });

  it('the class page lists only the published kitab; a draft kitab answers 404 and is not sold', async () => {
    const detail = (await publicGet(`/api/v1/classes/${classId}`)).json() as {
      data: { kitab: Array<{ id: string; pertemuanCount: number; courseCount: number }> };
    };
    expect(detail.data.kitab.map((row) => row.id)).toEqual([shown.kitabId]);
    expect((await get(`/api/v1/kitab/${draftKitab.kitabId}?profileId=${profileId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/kitab/${draftKitab.kitabId}/exams?profileId=${profileId}`)).statusCode).toBe(
      404,
    );
    const store = (await publicGet('/api/v1/store?kind=kitab&size=100')).json() as {
      data: Array<{ id: string }>;
    };
    expect(store.data.map((item) => item.id)).toContain(shown.kitabId);
    expect(store.data.map((item) => item.id)).not.toContain(draftKitab.kitabId);
    const buy = await createPayment(app, learner.token, profileId, { type: 'kitab', id: draftKitab.kitabId });
    expect(buy.statusCode).toBe(404);
  });

  it('the kitab shows only published, due meetings and courses; the others answer 404', async () => {
    const response = await get(`/api/v1/kitab/${shown.kitabId}?profileId=${profileId}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = (
      response.json() as {
        data: { pertemuan: Array<{ id: string; courses: Array<{ id: string }> }>; courseCount: number };
      }
    ).data;
    expect(detail.pertemuan.map((row) => row.id)).toEqual([shown.meetingIds[0]]);
    expect(detail.pertemuan[0]!.courses.map((row) => row.id)).toEqual([shown.courseIds[0]]);
    expect(detail.courseCount).toBe(1);
    for (const courseId of [shown.courseIds[1]!, shown.courseIds[2]!, draftKitab.courseIds[0]!]) {
      expect((await get(`/api/v1/courses/${courseId}?profileId=${profileId}`)).statusCode).toBe(404);
      const complete = await app.inject({
        method: 'POST',
        url: `/api/v1/courses/${courseId}/complete`,
        headers: { ...bearer(learner.token), 'accept-language': 'en' },
        payload: { profileId },
      });
      expect(complete.statusCode).toBe(404);
    }
    const first = (await get(`/api/v1/courses/${shown.courseIds[0]}?profileId=${profileId}`)).json() as {
      data: { nextCourseId: string | null };
    };
    expect(first.data.nextCourseId).toBeNull();
    const upcoming = (await get(`/api/v1/profile/${profileId}/course/upcoming?size=100`)).json() as {
      data: Array<{ pertemuanId?: string }>;
    };
    const meetings = upcoming.data.map((item) => item.pertemuanId);
    expect(meetings).toContain(shown.meetingIds[0]);
    expect(meetings).not.toContain(shown.meetingIds[1]);
  });

  it('a draft exam is absent from the kitab, the upcoming list and the store, and cannot be started', async () => {
    const open = await createExam(app, shown.kitabId, { price: 10_000 });
    const draft = await createExam(app, shown.kitabId, { price: 10_000 });
    await db.update(exams).set({ visibility: 'draft' }).where(eq(exams.id, draft.examId));
    const listed = (await get(`/api/v1/kitab/${shown.kitabId}/exams?profileId=${profileId}`)).json() as {
      data: Array<{ id: string }>;
    };
    expect(listed.data.map((exam) => exam.id)).toEqual([open.examId]);
    expect((await get(`/api/v1/exams/${draft.examId}?profileId=${profileId}`)).statusCode).toBe(404);
    const start = await app.inject({
      method: 'POST',
      url: `/api/v1/exams/${draft.examId}/attempts`,
      headers: { ...bearer(learner.token), 'accept-language': 'en' },
      payload: { profileId },
    });
    expect(start.statusCode).toBe(404);
    const upcoming = (await get(`/api/v1/profile/${profileId}/course/upcoming?size=100`)).json() as {
      data: Array<{ examId?: string }>;
    };
    expect(upcoming.data.map((item) => item.examId)).toContain(open.examId);
    expect(upcoming.data.map((item) => item.examId)).not.toContain(draft.examId);
    const store = (await publicGet('/api/v1/store?kind=exam&size=100')).json() as {
      data: Array<{ id: string }>;
    };
    expect(store.data.map((item) => item.id)).toContain(open.examId);
    expect(store.data.map((item) => item.id)).not.toContain(draft.examId);
    expect(
      (await createPayment(app, learner.token, profileId, { type: 'exam', id: draft.examId })).statusCode,
    ).toBe(404);
  });
});

describe('staff publish, hide and schedule', () => {
  const staffCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1/staff${url}`,
      headers: admin.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('documents carry visibility and publishAt; a class hidden by staff is gone at once', async () => {
    const klass = await createClass(app, basics, { slug: 'class-staff-hides' });
    await addKitab(app, klass.id);
    expect((await publicGet(`/api/v1/classes/${klass.slug}`)).statusCode).toBe(200);
    const doc = (await staffCall('GET', `/classes/${klass.id}`)).json() as { data: Record<string, unknown> };
    expect(doc.data).toMatchObject({ visibility: 'published', publishAt: null });
    const hidden = await staffCall('PUT', `/classes/${klass.id}`, { ...doc.data, visibility: 'hidden' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await publicGet(`/api/v1/classes/${klass.slug}`)).statusCode).toBe(404);
    const later = new Date(Date.now() + day).toISOString();
    const scheduled = await staffCall('PUT', `/classes/${klass.id}`, {
      ...(hidden.json() as { data: Record<string, unknown> }).data,
      visibility: 'published',
      publishAt: later,
    });
    expect(scheduled.json()).toMatchObject({ data: { visibility: 'published', publishAt: later } });
    expect((await publicGet(`/api/v1/classes/${klass.slug}`)).statusCode).toBe(404);
    const audit = (await staffCall('GET', `/audit-log?resource=classes&resourceId=${klass.id}`)).json() as {
      data: Array<{ before: { visibility: string }; after: { visibility: string } }>;
    };
    expect(audit.data[1]).toMatchObject({
      before: { visibility: 'published' },
      after: { visibility: 'hidden' },
    });
  });

  it('a new exam is a draft; it is published only with questions that each have a right answer', async () => {
    const klass = await createClass(app, basics, { slug: 'class-exam-publish' });
    const { kitabId } = await addKitab(app, klass.id);
    const input = {
      kitabId,
      title: text('Publish test', 'Uji terbit'),
      description: text(''),
      durationMinutes: 20,
      opensAt: new Date(Date.now() - day).toISOString(),
      closesAt: new Date(Date.now() + day).toISOString(),
      price: 0,
      passMark: 60,
      attemptsAllowed: 1,
      showAnswers: true,
      pinRequired: false,
    };
    const refused = await staffCall('POST', '/exams', { ...input, visibility: 'published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorList: [
        {
          field: 'visibility',
          message: 'An exam without questions cannot be published; add its questions first',
        },
      ],
    });
    const created = await staffCall('POST', '/exams', input);
    expect(created.statusCode, created.body).toBe(201);
    const exam = (created.json() as { data: Record<string, unknown> & { id: string } }).data;
    expect(exam.visibility).toBe('draft');
    const publish = () => staffCall('PUT', `/exams/${exam.id}`, { ...exam, visibility: 'published' });
    expect((await publish()).statusCode).toBe(400);

    // A question saved before the rule (or by an import) without its right answer still blocks it.
    const [broken] = await db
      .insert(examQuestions)
      .values({
        examId: exam.id,
        position: 1,
        kind: 'short_answer',
        prompt: text('Name it'),
        acceptedAnswers: [],
      })
      .returning({ id: examQuestions.id });
    const noAnswer = await publish();
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json()).toMatchObject({
      errorList: [
        {
          field: 'visibility',
          message: 'Every question needs its right answer before the exam is published',
        },
      ],
    });
    await db
      .update(examQuestions)
      .set({ acceptedAnswers: ['nahwu'] })
      .where(eq(examQuestions.id, broken!.id));
    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    const listed = (await get(`/api/v1/kitab/${kitabId}/exams?profileId=${profileId}`)).json() as {
      data?: Array<{ id: string }>;
    };
    // Not enrolled: the kitab is closed to this learner, but the exam is published.
    expect(listed.data).toBeUndefined();
    const [row] = await db.select({ visibility: exams.visibility }).from(exams).where(eq(exams.id, exam.id));
    expect(row!.visibility).toBe('published');
  });
});
