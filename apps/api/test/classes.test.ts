import type { ClassBrief, ClassDetail, ClassSummary, DepartmentPage } from '@academy/contract/catalogue';
import { classStates, type ClassState } from '@academy/contract/class-state';
import type { ServerPageMeta } from '@academy/contract/page-meta';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, teacherKitabSanadLinks } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import {
  addKitab,
  createClass,
  giveSanad,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { createdTransaction } from './helpers/payments';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp();
type Paged<T> = { data: T[]; meta: ServerPageMeta };

let basics: Basics;
let learner: VerifiedUser;
const byState = {} as Record<ClassState, { id: string; slug: string }>;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app);
  byState.not_open_yet = await createClass(app, basics, {
    state: 'not_open_yet',
    title: 'Tajwid for Beginners',
    titleId: 'Tajwid Pemula',
    department: 'quran',
  });
  byState.registration_open = await createClass(app, basics, {
    state: 'registration_open',
    title: 'Nahwu Basics',
    titleId: 'Dasar Nahwu',
    slug: 'nahwu-basics',
    withCategory: true,
  });
  byState.registration_ended = await createClass(app, basics, {
    state: 'registration_ended',
    title: 'Sakinah Family',
    titleId: 'Keluarga Sakinah',
    department: 'keluarga',
  });
  byState.in_progress = await createClass(app, basics, {
    state: 'in_progress',
    title: 'Arbain Nawawi',
    titleId: 'Arbain Nawawi',
  });
  byState.ended = await createClass(app, basics, {
    state: 'ended',
    title: 'Sharf Intro',
    titleId: 'Pengantar Sharaf',
  });
  byState.full = await createClass(app, basics, {
    state: 'registration_open',
    title: 'Full House',
    titleId: 'Kelas Penuh',
    capacity: 1,
    price: 100_000,
  });
  // Its one seat is held by a pending payment (a waiting enrolment holds a seat only so, decision 0076).
  await createdTransaction(app, learner.token, learner.profiles[0]!.id, {
    type: 'class',
    id: byState.full.id,
  });
  await addKitab(app, byState.registration_open.id, { meetings: 3, perMeeting: 2 });
});

const list = async (query = '') => {
  const response = await app.inject({ url: `/api/v1/classes${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as Paged<ClassSummary>;
};

describe('GET /classes', () => {
  it('lists every class with its derived state and paging meta', async () => {
    const body = await list('?size=100');
    expect(body.meta).toEqual({ number: 1, size: 100, totalElements: 6, totalPages: 1 });
    const states = Object.fromEntries(body.data.map((c) => [c.id, c.state]));
    for (const [state, klass] of Object.entries(byState)) expect(states[klass.id]).toBe(state);
  });

  it('counts seats and marks a class full when every seat is taken', async () => {
    const full = (await list('?size=100')).data.find((c) => c.id === byState.full.id)!;
    expect(full).toMatchObject({ capacity: 1, seatsTaken: 1, seatsLeft: 0, state: 'full', isFree: false });
  });

  it.each(classStates)('filters by state %s', async (state) => {
    const body = await list(`?state=${state}`);
    expect(body.data.map((c) => c.id)).toEqual([byState[state].id]);
    expect(body.meta.totalElements).toBe(1);
  });

  it('searches titles in English and Indonesian, ignoring case', async () => {
    expect((await list('?search=NAHWU')).data.map((c) => c.id)).toEqual([byState.registration_open.id]);
    expect((await list('?search=pemula')).data.map((c) => c.id)).toEqual([byState.not_open_yet.id]);
    expect((await list('?search=100%25')).data).toEqual([]);
  });

  it('filters by department and by category or sub category slug', async () => {
    expect((await list('?department=quran')).data.map((c) => c.id)).toEqual([byState.not_open_yet.id]);
    expect((await list('?category=nahwu')).data.map((c) => c.id)).toEqual([byState.registration_open.id]);
    expect((await list('?category=nahwu-dasar')).data.map((c) => c.id)).toEqual([
      byState.registration_open.id,
    ]);
  });

  it('pages with 1-based page numbers', async () => {
    const first = await list('?size=4&page=1&sortBy=startAt&sortType=asc');
    const second = await list('?size=4&page=2&sortBy=startAt&sortType=asc');
    expect(first.meta).toEqual({ number: 1, size: 4, totalElements: 6, totalPages: 2 });
    expect(second.meta).toEqual({ number: 2, size: 4, totalElements: 6, totalPages: 2 });
    expect(first.data).toHaveLength(4);
    expect(second.data).toHaveLength(2);
    const starts = [...first.data, ...second.data].map((c) => c.startAt);
    expect(starts).toEqual([...starts].sort());
  });

  it('sorts by title in the request language', async () => {
    const en = await app.inject({
      url: '/api/v1/classes?sortBy=title&sortType=asc&size=100',
      headers: { 'accept-language': 'en' },
    });
    const titles = (en.json() as Paged<ClassSummary>).data.map((c) => c.title.en);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const id = await list('?sortBy=title&sortType=desc&size=100');
    const idTitles = id.data.map((c) => c.title.id);
    expect(idTitles).toEqual([...idTitles].sort((a, b) => b.localeCompare(a)));
  });

  it('rejects an unknown state or sort field in the envelope', async () => {
    const response = await app.inject({ url: '/api/v1/classes?state=open&sortBy=nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: true, code: 400 });
  });

  it('accepts the tracking params', async () => {
    const response = await app.inject({
      url: '/api/v1/classes?serviceId=1&requestId=3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /classes/upcoming', () => {
  it('lists classes not started yet, soonest first', async () => {
    const response = await app.inject({ url: '/api/v1/classes/upcoming?size=10' });
    const body = response.json() as Paged<ClassSummary>;
    expect(body.data.map((c) => c.state).sort()).toEqual(
      ['full', 'not_open_yet', 'registration_ended', 'registration_open'].sort(),
    );
    const starts = body.data.map((c) => c.startAt);
    expect(starts).toEqual([...starts].sort());
    expect(body.meta.totalElements).toBe(4);
  });

  it('leaves out, for one gender, the classes only for the other', async () => {
    const brothers = await createClass(app, basics, { state: 'not_open_yet', gender: 'male' });
    const slugsFor = async (gender?: 'male' | 'female') => {
      const response = await app.inject({
        url: `/api/v1/classes/upcoming?size=50${gender ? `&gender=${gender}` : ''}`,
      });
      return (response.json() as Paged<ClassSummary>).data.map((item) => item.slug);
    };
    expect(await slugsFor()).toContain(brothers.slug);
    expect(await slugsFor('male')).toContain(brothers.slug);
    const forSisters = await slugsFor('female');
    expect(forSisters).not.toContain(brothers.slug);
    expect(forSisters).toHaveLength((await slugsFor()).length - 1);
    expect((await app.inject({ url: '/api/v1/classes/upcoming?gender=x' })).statusCode).toBe(400);
    // The other tests count the classes of the basics.
    await app.database.db.delete(classes).where(eq(classes.id, brothers.id));
  });
});

describe('GET /classes/{classKey}', () => {
  it('answers a class by slug or id with teacher, sanad and kitab', async () => {
    const bySlug = await app.inject({ url: '/api/v1/classes/nahwu-basics' });
    expect(bySlug.statusCode).toBe(200);
    const detail = (bySlug.json() as { data: ClassDetail }).data;
    expect(detail).toMatchObject({
      id: byState.registration_open.id,
      state: 'registration_open',
      enrolled: false,
      enrolment: null,
      telegramUrl: null,
      category: { slug: 'nahwu' },
      subCategory: { slug: 'nahwu-dasar' },
      lessonSchedule: { en: 'Mondays 8 pm', id: 'Senin 20.00' },
    });
    // The teacher's only chain is assigned to no kitab (decision 0108): the page shows none.
    expect(detail.teacher.sanad).toEqual([]);
    expect(detail.kitab).toEqual([
      expect.objectContaining({
        titleArabic: 'متن الآجرومية',
        pertemuanCount: 3,
        courseCount: 6,
        price: null,
      }),
    ]);
    const byId = await app.inject({ url: `/api/v1/classes/${byState.registration_open.id}` });
    expect((byId.json() as { data: ClassDetail }).data.slug).toBe('nahwu-basics');
    // A chain of the class's kitab shows under it, upwards from the teacher's own teacher.
    await giveSanad(app, basics.teacherId, detail.kitab[0]!.id);
    app.publicCache.invalidate();
    const chained = (
      (await app.inject({ url: '/api/v1/classes/nahwu-basics' })).json() as { data: ClassDetail }
    ).data;
    expect(chained.teacher.sanad).toEqual([
      {
        kitabId: detail.kitab[0]!.id,
        titleArabic: 'متن الآجرومية',
        links: [
          { position: 1, name: 'Syaikh Pertama', note: expect.any(Object) },
          { position: 2, name: 'Syaikh Kedua', note: expect.any(Object) },
        ],
      },
    ]);
    await app.database.db.delete(teacherKitabSanadLinks);
    app.publicCache.invalidate();
  });

  it('answers 404 for an unknown class', async () => {
    expect((await app.inject({ url: '/api/v1/classes/no-such-class' })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/v1/classes/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });

  it('tells an enrolled profile its enrolment, and the Telegram link only once active', async () => {
    const profileId = learner.profiles[0]!.id;
    const url = `/api/v1/classes/${byState.full.id}?profileId=${profileId}`;
    const waiting = (await app.inject({ url, headers: bearer(learner.token) })).json() as {
      data: ClassDetail;
    };
    expect(waiting.data).toMatchObject({
      enrolled: true,
      enrolment: { status: 'waiting_payment' },
      telegramUrl: null,
    });

    await app.inject({
      method: 'POST',
      url: `/api/v1/classes/${byState.registration_open.id}/join`,
      headers: bearer(learner.token),
      payload: { profileId },
    });
    const active = await app.inject({
      url: `/api/v1/classes/${byState.registration_open.id}?profileId=${profileId}`,
      headers: bearer(learner.token),
    });
    expect((active.json() as { data: ClassDetail }).data).toMatchObject({
      enrolled: true,
      enrolment: { status: 'active', profileId },
      telegramUrl: 'https://t.me/+test-group',
      seatsTaken: 1,
    });
  });

  it('needs a signed-in owner to name a profile', async () => {
    const profileId = learner.profiles[0]!.id;
    const anonymous = await app.inject({ url: `/api/v1/classes/nahwu-basics?profileId=${profileId}` });
    expect(anonymous.statusCode).toBe(401);
    const other = await registerVerifiedUser(app);
    const foreign = await app.inject({
      url: `/api/v1/classes/nahwu-basics?profileId=${profileId}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).not.toHaveProperty('data.telegramUrl');
  });
});

describe('GET /classes/{classKey}/brief', () => {
  it('answers what to prepare and the rules', async () => {
    const response = await app.inject({ url: '/api/v1/classes/nahwu-basics/brief' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: ClassBrief }).data).toMatchObject({
      slug: 'nahwu-basics',
      prepare: { en: 'A notebook', id: 'Buku catatan' },
      rules: { en: 'Be on time', id: 'Datang tepat waktu' },
      state: 'registration_open',
      enrolled: false,
      telegramUrl: null,
    });
  });
});

describe('departments and categories', () => {
  it('lists the three departments in order', async () => {
    const response = await app.inject({ url: '/api/v1/departments' });
    const slugs = (response.json() as { data: { slug: string }[] }).data.map((d) => d.slug);
    expect(slugs).toEqual(['bahasa-arab', 'quran', 'keluarga']);
  });

  it('answers a department page with its classes, running and coming ones first', async () => {
    const response = await app.inject({ url: '/api/v1/departments/bahasa-arab' });
    const page = (response.json() as { data: DepartmentPage }).data;
    expect(page.department.name).toEqual({ en: 'Arabic Language', id: 'Bahasa Arab' });
    expect(page.classes).toHaveLength(4);
    expect(page.classes.at(-1)!.state).toBe('ended');
    expect((await app.inject({ url: '/api/v1/departments/fiqh' })).statusCode).toBe(404);
  });

  it('answers the category tree', async () => {
    const response = await app.inject({ url: '/api/v1/categories' });
    expect((response.json() as { data: unknown }).data).toEqual([
      expect.objectContaining({
        slug: 'nahwu',
        subCategories: [expect.objectContaining({ slug: 'nahwu-dasar' })],
      }),
    ]);
  });
});
