import type { ClassDetail } from '@academy/contract/catalogue';
import { staffResources, type StaffResourceName } from '@academy/contract/endpoints';
import type { ServerPageMeta } from '@academy/contract/page-meta';
import type { StaffClass, StaffListRow } from '@academy/contract/staff';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseCompletions, enrolments, users } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import {
  addKitab,
  addTeacher,
  createClass,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp();
const base = '/api/v1/staff';
type Doc = Record<string, unknown> & { id: string; version: string };

let basics: Basics;
let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let ownClassId: string;
let otherClassId: string;
let otherTeacherId: string;

const text = (en: string, id = en) => ({ en, id });
const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  otherTeacherId = await addTeacher(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app, { gender: 'female' });
  ownClassId = (await createClass(app, basics, { slug: 'own-class' })).id;
  otherClassId = (await createClass(app, basics, { slug: 'other-class' })).id;
  await app.inject({
    method: 'PUT',
    url: `${base}/classes/${otherClassId}`,
    headers: admin.headers,
    payload: { ...(await getDoc('classes', otherClassId)), teacherId: otherTeacherId },
  });
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: StaffMember | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `${base}${url}`,
    headers: who ? who.headers : { 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function getDoc(resource: string, id: string, who = admin): Promise<Doc> {
  const response = await call('GET', `/${resource}/${id}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Doc }).data;
}

/** A valid new record of each resource (its parents made on the way). */
async function newInput(resource: StaffResourceName): Promise<Record<string, unknown>> {
  const unique = Math.random().toString(36).slice(2, 8);
  switch (resource) {
    case 'departments':
      return { name: text('Quran', 'Al-Qur’an'), description: text('Recitation', 'Tilawah'), position: 2 };
    case 'categories':
      return { slug: `cat-${unique}`, name: text('Fiqh'), parentId: null, position: 3 };
    case 'teachers': {
      const book = await created('kitab');
      return {
        name: 'Ustadz Baru',
        bio: text('New', 'Baru'),
        photoUrl: null,
        accountPhoneNumber: null,
        sanad: [{ kitabId: book.id, links: [{ name: 'Syaikh A', note: text('Taught him', 'Mengajarnya') }] }],
      };
    }
    case 'classes':
      return {
        slug: `class-${unique}`,
        title: text('Fiqh of Prayer', 'Fikih Shalat'),
        description: text('About prayer', 'Tentang shalat'),
        coverImageUrl: null,
        departmentSlug: 'keluarga',
        categoryId: basics.categoryId,
        subCategoryId: basics.subCategoryId,
        teacherId: basics.teacherId,
        price: 50000,
        joinPassword: 'rahasia',
        gender: 'all',
        registrationStartAt: iso(-1),
        registrationEndAt: iso(5),
        startAt: iso(7),
        endAt: iso(60),
        capacity: 20,
        telegramUrl: 'https://t.me/+fiqh',
        lessonSchedule: text('Sundays', 'Ahad'),
        prepare: text('', ''),
        rules: text('Be kind', 'Santun'),
      };
    case 'kitab':
      return {
        classId: ownClassId,
        title: text('Safinah'),
        titleArabic: 'سفينة النجاة',
        author: 'Salim bin Sumair',
        description: text(''),
        price: null,
      };
    case 'pertemuan': {
      const book = await created('kitab');
      return {
        kitabId: book.id,
        title: text('First meeting', 'Pertemuan pertama'),
        startsAt: iso(8),
        durationMinutes: 90,
        place: { kind: 'online', joinUrl: 'https://meet.google.com/abc-defg-hij' },
        recordingUrl: null,
      };
    }
    case 'courses': {
      const meeting = await created('pertemuan');
      return {
        pertemuanId: meeting.id,
        title: text('Opening text', 'Teks pembuka'),
        kind: 'text',
        sourceUrl: null,
        body: 'بِسْمِ اللهِ الرَّحْمٰنِ الرَّحِيْمِ',
        direction: 'rtl',
        durationMinutes: 5,
      };
    }
    case 'exams': {
      const book = await created('kitab');
      return {
        kitabId: book.id,
        title: text('Grammar exam', 'Ujian nahwu'),
        description: text('Chapter one', 'Bab satu'),
        durationMinutes: 30,
        opensAt: iso(-1),
        closesAt: iso(2),
        price: 0,
        passMark: 60,
        attemptsAllowed: 2,
        showAnswers: true,
        pinRequired: false,
      };
    }
    case 'questions': {
      const exam = await created('exams');
      return {
        examId: exam.id,
        kind: 'single_choice',
        prompt: text('مَا إِعْرَابُ الفَاعِلِ؟'),
        direction: 'rtl',
        points: 2,
        options: [
          { text: text('مَرْفُوعٌ'), correct: true },
          { text: text('مَنْصُوبٌ'), correct: false },
        ],
        acceptedAnswers: [],
        explanation: text('', ''),
      };
    }
    case 'faq':
      return {
        question: text('How do I join?', 'Bagaimana cara mendaftar?'),
        answer: text('Press join.', 'Tekan daftar.'),
        position: 1,
      };
    case 'links':
      return { slug: `l-${unique}`, target: '/kelas/own-class' };
  }
}

async function created(resource: StaffResourceName, who = admin): Promise<Doc> {
  const response = await call('POST', `/${resource}`, who, await newInput(resource));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Doc }).data;
}

describe('staff gate', () => {
  it('answers 401 without a token, 403 for a learner, and the role for staff', async () => {
    expect((await call('GET', '/me', null)).statusCode).toBe(401);
    const asLearner = await app.inject({ url: `${base}/classes`, headers: bearer(learner.token) });
    expect(asLearner.statusCode).toBe(403);
    // A learner is refused before the body is even read.
    const learnerPost = await app.inject({
      method: 'POST',
      url: `${base}/classes`,
      headers: bearer(learner.token),
      payload: {},
    });
    expect(learnerPost.statusCode).toBe(403);
    const me = await call('GET', '/me', teacher);
    expect(me.json()).toMatchObject({ data: { role: 'teacher', teacherId: basics.teacherId } });
    expect((await call('GET', '/me', admin)).json()).toMatchObject({
      data: { role: 'admin', teacherId: null },
    });
  });

  it('signs staff in with the same call, naming their role', async () => {
    const [row] = await app.database.db.select().from(users).where(eq(users.id, admin.userId));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: row!.phoneNumber, password: 'secret-pass-1' },
    });
    expect(response.json()).toMatchObject({ data: { role: 'admin' } });
  });
});

describe.each(staffResources)('the %s resource', (resource) => {
  it('lists, creates, reads, saves and removes, each change audited', async () => {
    const list = await call('GET', `/${resource}?size=5&sortBy=title&sortType=asc`, admin);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { meta: ServerPageMeta }).meta).toMatchObject({ number: 1, size: 5 });

    let doc: Doc;
    if (resource === 'departments') {
      doc = await getDoc(resource, 'quran');
    } else {
      doc = await created(resource);
      expect(doc.version).toEqual(expect.any(String));
    }
    const read = await getDoc(resource, doc.id);
    expect(read.version).toBe(doc.version);

    const changed: Doc = { ...read, ...(resource === 'links' ? { target: 'https://example.com/x' } : {}) };
    for (const key of ['title', 'name', 'question', 'prompt']) {
      if (key in changed && typeof changed[key] === 'object')
        changed[key] = text(`Changed ${resource}`, `Diubah ${resource}`);
      if (key in changed && typeof changed[key] === 'string') changed[key] = `Changed ${resource}`;
    }
    const saved = await call('PUT', `/${resource}/${doc.id}`, admin, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (saved.json() as { data: Doc }).data;
    expect(after.version).not.toBe(read.version);

    const audit = await call('GET', `/audit-log?resource=${resource}&resourceId=${doc.id}`, admin);
    const entries = (audit.json() as { data: StaffAuditEntry[] }).data;
    expect(entries[0]).toMatchObject({
      action: 'update',
      actorUserId: admin.userId,
      actorName: 'Admin Akademi',
    });
    expect(entries[0]!.before).toMatchObject({ id: doc.id });
    expect(entries[0]!.after).not.toEqual(entries[0]!.before);

    if (resource !== 'departments') {
      const removed = await call('DELETE', `/${resource}/${doc.id}`, admin);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ data: { outcome: 'deleted' } });
      expect((await call('GET', `/${resource}/${doc.id}`, admin)).statusCode).toBe(404);
    }
  });

  it('refuses learners and answers 404 for an unknown record', async () => {
    const asLearner = await app.inject({ url: `${base}/${resource}/x`, headers: bearer(learner.token) });
    expect(asLearner.statusCode).toBe(403);
    const unknown =
      resource === 'links' || resource === 'departments' ? 'nope' : '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/${resource}/${unknown}`, admin)).statusCode).toBe(404);
  });
});

describe('validation', () => {
  it('names each bad field with the contract’s message and writes nothing', async () => {
    const input = await newInput('classes');
    const response = await call('POST', '/classes', admin, {
      ...input,
      slug: 'Not A Slug',
      title: { en: '', id: 'Judul' },
      capacity: 0,
      startAt: iso(1),
      telegramUrl: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    const errors = (response.json() as { errorList: { field: string; message: string }[] }).errorList;
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      slug: 'Use lower-case letters, digits and dashes only',
      'title.en': 'This field is required',
      capacity: 'Enter a valid whole number',
      startAt: 'Must not be earlier than the date before it',
      telegramUrl: 'Enter an address starting with https:// or /',
    });
  });

  it('answers 409 with the slug field for a taken slug', async () => {
    const response = await call('POST', '/classes', admin, {
      ...(await newInput('classes')),
      slug: 'own-class',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorList: [{ field: 'slug' }] });
  });

  it('requires a body for a text course and a source for a video', async () => {
    const input = await newInput('courses');
    const text = await call('POST', '/courses', admin, { ...input, body: '  ' });
    expect(text.json()).toMatchObject({ errorList: [{ field: 'body' }] });
    const video = await call('POST', '/courses', admin, { ...input, kind: 'video', sourceUrl: null });
    expect(video.json()).toMatchObject({ errorList: [{ field: 'sourceUrl' }] });
  });
});

describe('edit conflicts', () => {
  it('tells the second of two staff who saved the same version that the record changed', async () => {
    const first = await getDoc('classes', ownClassId);
    const second = await getDoc('classes', ownClassId, teacher);
    const saved = await call('PUT', `/classes/${ownClassId}`, admin, { ...first, capacity: 31 });
    expect(saved.statusCode).toBe(200);
    const stale = await call('PUT', `/classes/${ownClassId}`, teacher, { ...second, capacity: 40 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'Someone else saved this record first. Reload it to see their changes, then edit again.',
      data: { current: { capacity: 31 } },
    });
    expect((await getDoc('classes', ownClassId)).capacity).toBe(31);
  });

  it('lets exactly one of two concurrent saves of one version win', async () => {
    const doc = await getDoc('faq', (await created('faq')).id);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => call('PUT', `/faq/${doc.id}`, admin, { ...doc, position: 10 + n })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('classes', () => {
  it('refuses a capacity below the seats taken, with a clear message', async () => {
    const klass = await createClass(app, basics, { capacity: 5 });
    const profiles = [learner.profiles[0]!.id, (await registerVerifiedUser(app)).profiles[0]!.id];
    await app.database.db
      .insert(enrolments)
      .values(profiles.map((profileId) => ({ classId: klass.id, profileId, status: 'active' as const })));
    const doc = await getDoc('classes', klass.id);
    const lowered = await call('PUT', `/classes/${klass.id}`, admin, { ...doc, capacity: 1 });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json()).toMatchObject({
      errorList: [
        { field: 'capacity', message: 'The capacity cannot be lower than the seats already taken' },
      ],
    });
    expect((await call('PUT', `/classes/${klass.id}`, admin, { ...doc, capacity: 2 })).statusCode).toBe(200);
  });

  it('keeps, sets and removes the join password without ever showing it', async () => {
    const doc = await created('classes');
    expect(doc).toMatchObject({ hasJoinPassword: true });
    expect(JSON.stringify(doc)).not.toContain('rahasia');
    const kept = await call('PUT', `/classes/${doc.id}`, admin, { ...doc, title: text('Kept') });
    expect(kept.json()).toMatchObject({ data: { hasJoinPassword: true } });
    const cleared = await call('PUT', `/classes/${doc.id}`, admin, {
      ...(kept.json() as { data: Doc }).data,
      joinPassword: null,
    });
    expect(cleared.json()).toMatchObject({ data: { hasJoinPassword: false } });
  });

  it('archives a class learners joined: gone from the lists, still open to its learners', async () => {
    const klass = await createClass(app, basics, { slug: 'to-archive', title: 'Archive me' });
    await app.database.db
      .insert(enrolments)
      .values({ classId: klass.id, profileId: learner.profiles[0]!.id, status: 'active' });
    const removed = await call('DELETE', `/classes/${klass.id}`, admin);
    expect(removed.json()).toMatchObject({ data: { outcome: 'archived' } });
    const explore = await app.inject({ url: '/api/v1/classes?search=Archive' });
    expect((explore.json() as { data: unknown[] }).data).toHaveLength(0);
    expect((await app.inject({ url: '/api/v1/classes/to-archive' })).statusCode).toBe(200);
    const doc = await getDoc('classes', klass.id);
    expect(doc.archivedAt).toEqual(expect.any(String));
    const audit = await call('GET', `/audit-log?resource=classes&resourceId=${klass.id}`, admin);
    expect((audit.json() as { data: StaffAuditEntry[] }).data[0]).toMatchObject({ action: 'archive' });
  });

  it('shows a learner every change at once', async () => {
    const doc = await getDoc('classes', ownClassId);
    await call('PUT', `/classes/${ownClassId}`, admin, {
      ...doc,
      title: text('Renamed class', 'Kelas baru'),
    });
    const page = await app.inject({ url: '/api/v1/classes/own-class', headers: { 'accept-language': 'en' } });
    expect((page.json() as { data: ClassDetail }).data.title).toEqual(text('Renamed class', 'Kelas baru'));
  });
});

describe('teachers', () => {
  it('reach only the classes they teach', async () => {
    const list = await call('GET', '/classes?size=100', teacher);
    const ids = (list.json() as { data: StaffListRow[] }).data.map((row) => row.id);
    expect(ids).toContain(ownClassId);
    expect(ids).not.toContain(otherClassId);

    const own = await getDoc('classes', ownClassId, teacher);
    const saved = await call('PUT', `/classes/${ownClassId}`, teacher, {
      ...own,
      lessonSchedule: text('Fridays', 'Jumat'),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await call('GET', `/classes/${otherClassId}`, teacher)).statusCode).toBe(403);
    const other = await getDoc('classes', otherClassId);
    expect((await call('PUT', `/classes/${otherClassId}`, teacher, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/classes/${otherClassId}`, teacher)).statusCode).toBe(403);
  });

  it('cannot hand their class to another teacher, create classes, or edit the academy’s content', async () => {
    const own = await getDoc('classes', ownClassId, teacher);
    const moved = await call('PUT', `/classes/${ownClassId}`, teacher, { ...own, teacherId: otherTeacherId });
    expect(moved.statusCode).toBe(403);
    expect((await call('POST', '/classes', teacher, await newInput('classes'))).statusCode).toBe(403);
    expect((await call('POST', '/faq', teacher, await newInput('faq'))).statusCode).toBe(403);
    expect((await call('GET', '/faq', teacher)).statusCode).toBe(403);
    expect((await call('GET', '/audit-log', teacher)).statusCode).toBe(403);
    // They read what a class form offers (categories, teachers), without changing it.
    expect((await call('GET', '/categories', teacher)).statusCode).toBe(200);
    expect((await call('GET', '/teachers', teacher)).statusCode).toBe(200);
    // …but not another teacher's document (it names their account's phone number); her own is
    // hers to edit (staff-teacher-profile.test.ts).
    expect((await call('GET', `/teachers/${otherTeacherId}`, teacher)).statusCode).toBe(403);
    expect((await call('POST', '/categories', teacher, await newInput('categories'))).statusCode).toBe(403);
  });

  it('write the kitab, meetings and courses of their own classes only', async () => {
    const mine = await call('POST', '/kitab', teacher, await newInput('kitab'));
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await call('POST', '/kitab', teacher, {
      ...(await newInput('kitab')),
      classId: otherClassId,
    });
    expect(theirs.statusCode).toBe(403);
    const otherBook = await call('POST', '/kitab', admin, {
      ...(await newInput('kitab')),
      classId: otherClassId,
    });
    const otherId = (otherBook.json() as { data: Doc }).data.id;
    const meeting = await call('POST', '/pertemuan', teacher, {
      kitabId: otherId,
      title: text('X'),
      startsAt: null,
      durationMinutes: 90,
      place: null,
      recordingUrl: null,
    });
    expect(meeting.statusCode).toBe(403);
    const kitabList = await call('GET', '/kitab?size=100', teacher);
    const rows = (kitabList.json() as { data: StaffListRow[] }).data;
    // Every class made with the test factory has a kitab: the teacher sees those of their classes.
    const taught = (await call('GET', '/classes?size=100', teacher)).json() as { data: StaffListRow[] };
    const taughtIds = taught.data.map((row) => row.id);
    expect(taughtIds).toContain(ownClassId);
    expect(taughtIds).not.toContain(otherClassId);
    expect(rows.map((row) => row.parentId)).toContain(ownClassId);
    expect(rows.every((row) => taughtIds.includes(row.parentId!))).toBe(true);
  });
});

describe('order and removal of meetings and courses', () => {
  it('reorders meetings and courses of one parent, and refuses a stale list', async () => {
    const { kitabId, meetingIds, courseIds } = await addKitab(app, ownClassId, {
      meetings: 3,
      perMeeting: 2,
    });
    const reversed = [...meetingIds].reverse();
    const ordered = await app.inject({
      method: 'PUT',
      url: `${base}/pertemuan/order`,
      headers: teacher.headers,
      payload: { parentId: kitabId, ids: reversed },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const list = await call('GET', `/pertemuan?parentId=${kitabId}&sortBy=position&sortType=asc`, teacher);
    expect((list.json() as { data: StaffListRow[] }).data.map((row) => row.id)).toEqual(reversed);

    const stale = await app.inject({
      method: 'PUT',
      url: `${base}/pertemuan/order`,
      headers: admin.headers,
      payload: { parentId: kitabId, ids: reversed.slice(1) },
    });
    expect(stale.statusCode).toBe(409);

    const firstMeetingCourses = courseIds.slice(0, 2).reverse();
    const courseOrder = await app.inject({
      method: 'PUT',
      url: `${base}/courses/order`,
      headers: admin.headers,
      payload: { parentId: meetingIds[0], ids: firstMeetingCourses },
    });
    expect(courseOrder.statusCode).toBe(200);
    const courses = await call('GET', `/courses?parentId=${meetingIds[0]}`, admin);
    expect((courses.json() as { data: StaffListRow[] }).data.map((row) => row.id)).toEqual(
      firstMeetingCourses,
    );
  });

  it('keeps what learners studied and renumbers meetings after a removal', async () => {
    const { kitabId, meetingIds, courseIds } = await addKitab(app, ownClassId, {
      meetings: 3,
      perMeeting: 1,
    });
    await app.database.db
      .insert(courseCompletions)
      .values({ profileId: learner.profiles[0]!.id, courseId: courseIds[0]! });
    expect((await call('DELETE', `/courses/${courseIds[0]}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/kitab/${kitabId}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/pertemuan/${meetingIds[1]}`, admin)).statusCode).toBe(200);
    const list = await call('GET', `/pertemuan?parentId=${kitabId}`, admin);
    expect((list.json() as { data: StaffListRow[] }).data.map((row) => row.position)).toEqual([1, 2]);
  });
});

describe('teacher accounts', () => {
  it('links an account to a teacher by phone number and makes it a teacher', async () => {
    const person = await registerVerifiedUser(app);
    const doc = await created('teachers');
    const saved = await call('PUT', `/teachers/${doc.id}`, admin, {
      ...doc,
      accountPhoneNumber: person.account.phoneNumber,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = await app.inject({ url: `${base}/me`, headers: bearer(person.token) });
    expect(me.json()).toMatchObject({ data: { role: 'teacher', teacherId: doc.id } });
    const unknown = await call('PUT', `/teachers/${doc.id}`, admin, {
      ...(saved.json() as { data: Doc }).data,
      accountPhoneNumber: '089999999999',
    });
    expect(unknown.json()).toMatchObject({ errorList: [{ field: 'accountPhoneNumber' }] });
  });
});

describe('a teacher’s sanad per kitab (decision 0108)', () => {
  it('lists each kitab the teacher teaches, saves a chain per kitab and refuses unknown or repeated kitab', async () => {
    const doc = await getDoc('teachers', basics.teacherId);
    const sanad = doc.sanad as { kitabId: string; teaches: boolean; links: unknown[] }[];
    // Every kitab of their classes, none with a chain yet (the old one belongs to no kitab).
    expect(sanad.length).toBeGreaterThan(0);
    expect(sanad.every((entry) => entry.teaches && entry.links.length === 0)).toBe(true);
    const kitabId = sanad[0]!.kitabId;
    const link = { name: 'Syaikh Nahwu', note: text('Taught him', 'Mengajarnya') };

    const errorsOf = async (chains: unknown[]) => {
      const response = await call('PUT', `/teachers/${doc.id}`, admin, { ...doc, sanad: chains });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: true, code: 400 });
      return (response.json() as { errorList: { field: string; message: string }[] }).errorList;
    };
    expect(await errorsOf([{ kitabId: '00000000-0000-4000-8000-000000000000', links: [link] }])).toEqual([
      { field: 'sanad.0.kitabId', message: 'This kitab does not exist' },
    ]);
    expect(
      await errorsOf([
        { kitabId, links: [link] },
        { kitabId, links: [] },
      ]),
    ).toEqual([{ field: 'sanad.1.kitabId', message: 'This kitab already has its chain above' }]);
    expect(await errorsOf([{ kitabId: 'not-a-kitab', links: [] }])).toMatchObject([
      { field: 'sanad.0.kitabId', message: 'Invalid value' },
    ]);
    expect((await getDoc('teachers', doc.id)).version).toBe(doc.version);

    const saved = await call('PUT', `/teachers/${doc.id}`, admin, {
      ...doc,
      sanad: [{ kitabId, links: [link] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await getDoc('teachers', doc.id)).sanad as typeof sanad;
    expect(after.find((entry) => entry.kitabId === kitabId)).toMatchObject({ links: [link], teaches: true });
    expect(after.filter((entry) => entry.links.length > 0)).toHaveLength(1);
    await call('PUT', `/teachers/${doc.id}`, admin, { ...(await getDoc('teachers', doc.id)), sanad: [] });
  });
});

describe('the staff class document', () => {
  it('round-trips every field of decisions §2', async () => {
    const doc = (await created('classes')) as unknown as StaffClass;
    expect(doc).toMatchObject({
      departmentSlug: 'keluarga',
      price: 50000,
      capacity: 20,
      telegramUrl: 'https://t.me/+fiqh',
      gender: 'all',
      categoryId: basics.categoryId,
      subCategoryId: basics.subCategoryId,
      archivedAt: null,
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes every staff call', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/v1/staff/classes',
      '/api/v1/staff/classes/{id}',
      '/api/v1/staff/pertemuan/order',
      '/api/v1/staff/media',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
