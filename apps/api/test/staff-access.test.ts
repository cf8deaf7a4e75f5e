import type { StaffListRow } from '@academy/contract/staff';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import {
  addKitab,
  addTeacher,
  createClass,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { createExam, fourKinds } from './helpers/exam-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * Who reaches each staff call (decisions §8, decision 0045), the order calls, and the archive rule
 * of decision 0048 for records that hold others. The gate is checked on every staff call of the
 * served OpenAPI document, so a new staff route is covered without touching this file.
 */

const app = await buildTestApp();
const base = '/api/v1/staff';
const text = (en: string, id = en) => ({ en, id });

let basics: Basics;
let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
/** The teacher's class and one of another teacher, each with a kitab of two meetings of two courses and an exam. */
let own: Awaited<ReturnType<typeof classWithContent>>;
let other: Awaited<ReturnType<typeof classWithContent>>;
let otherTeacherId: string;

async function classWithContent(teacherId: string) {
  const klass = await createClass(app, basics, { teacherId });
  const first = await addKitab(app, klass.id, { meetings: 2, perMeeting: 2, position: 1 });
  const second = await addKitab(app, klass.id, { meetings: 1, perMeeting: 1, position: 2 });
  const { examId, questions } = await createExam(app, first.kitabId, { questions: fourKinds });
  return {
    classId: klass.id,
    kitabIds: [first.kitabId, second.kitabId],
    meetingIds: first.meetingIds,
    courseIds: first.courseIds,
    examId,
    questionIds: questions.map((question) => question.id),
  };
}

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  otherTeacherId = await addTeacher(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app);
  own = await classWithContent(basics.teacherId);
  other = await classWithContent(otherTeacherId);
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: StaffMember, payload?: unknown) {
  return app.inject({
    method,
    url: `${base}${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function getDoc(resource: string, id: string) {
  const response = await call('GET', `/${resource}/${id}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Record<string, unknown> & { id: string; version: string } }).data;
}

async function childIds(resource: string, parentId: string) {
  const list = await call(
    'GET',
    `/${resource}?parentId=${parentId}&sortBy=position&sortType=asc&size=100`,
    admin,
  );
  return (list.json() as { data: StaffListRow[] }).data.map((row) => row.id);
}

async function auditOf(resource: string, resourceId: string) {
  const response = await call('GET', `/audit-log?resource=${resource}&resourceId=${resourceId}`, admin);
  return (response.json() as { data: StaffAuditEntry[] }).data;
}

/** Every staff call of the served OpenAPI document, its path parameters filled with an unknown id. */
function staffOperations() {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(`${base}/`))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        path,
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      })),
    );
}

describe('the staff gate on every staff call', () => {
  const operations = staffOperations();

  it('finds the staff calls in the OpenAPI document', () => {
    // Five calls per resource at most, plus the console's own; a broken document would find none.
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        `PUT ${base}/kitab/order`,
        `DELETE ${base}/links/{id}`,
        `POST ${base}/media`,
        `GET ${base}/audit-log`,
      ]),
    );
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: 401 without a token, 403 with a learner’s',
    async (_name, op) => {
      const payload = op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} };
      const anonymous = await app.inject({ method: op.method, url: op.url, ...payload });
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json()).toMatchObject({ err: true, code: 401 });
      const asLearner = await app.inject({
        method: op.method,
        url: op.url,
        headers: bearer(learner.token),
        ...payload,
      });
      expect(asLearner.statusCode, asLearner.body).toBe(403);
      expect(asLearner.json()).toMatchObject({ err: true, code: 403 });
    },
  );
});

describe('teachers', () => {
  it('list the departments for the class form, but neither open nor save one', async () => {
    expect((await call('GET', '/departments', teacher)).statusCode).toBe(200);
    expect((await call('GET', '/departments/quran', teacher)).statusCode).toBe(403);
    const doc = await getDoc('departments', 'quran');
    const saved = await call('PUT', '/departments/quran', teacher, { ...doc, name: text('Renamed') });
    expect(saved.statusCode).toBe(403);
    expect((await getDoc('departments', 'quran')).version).toBe(doc.version);
  });

  it('reach no short link', async () => {
    const created = await call('POST', '/links', admin, { slug: 'teacher-check', target: '/kelas/x' });
    expect(created.statusCode, created.body).toBe(201);
    const doc = await getDoc('links', 'teacher-check');
    expect((await call('GET', '/links', teacher)).statusCode).toBe(403);
    expect((await call('GET', '/links/teacher-check', teacher)).statusCode).toBe(403);
    expect((await call('POST', '/links', teacher, { slug: 'by-teacher', target: '/x' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/links/teacher-check', teacher, { ...doc, target: '/y' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', '/links/teacher-check', teacher)).statusCode).toBe(403);
    expect((await getDoc('links', 'teacher-check')).target).toBe('/kelas/x');
  });

  it('reach the courses of their classes and none of another teacher’s', async () => {
    const mine = await call('GET', `/courses/${own.courseIds[0]}`, teacher);
    expect(mine.statusCode, mine.body).toBe(200);

    const theirs = await getDoc('courses', other.courseIds[0]!);
    expect((await call('GET', `/courses/${theirs.id}`, teacher)).statusCode).toBe(403);
    const saved = await call('PUT', `/courses/${theirs.id}`, teacher, { ...theirs, title: text('Mine now') });
    expect(saved.statusCode).toBe(403);
    expect((await call('DELETE', `/courses/${theirs.id}`, teacher)).statusCode).toBe(403);
    const { id: _id, version: _version, position: _position, ...input } = theirs;
    expect((await call('POST', '/courses', teacher, input)).statusCode).toBe(403);
    // Nor may they move their own course under another teacher's meeting.
    const moved = await call('PUT', `/courses/${own.courseIds[0]}`, teacher, {
      ...(await getDoc('courses', own.courseIds[0]!)),
      pertemuanId: other.meetingIds[0],
    });
    expect(moved.statusCode).toBe(403);

    const listed = await call('GET', `/courses?parentId=${other.meetingIds[0]}`, teacher);
    expect((listed.json() as { data: StaffListRow[] }).data).toEqual([]);
    expect(await getDoc('courses', theirs.id)).toEqual(theirs);
    expect(await auditOf('courses', theirs.id)).toEqual([]);
  });
});

/** The order calls: the children of each resource's parent, in the fixtures of a class. */
const orders = [
  { resource: 'kitab', parent: 'classId', children: 'kitabIds' },
  { resource: 'pertemuan', parent: 'kitabIds', children: 'meetingIds' },
  { resource: 'courses', parent: 'meetingIds', children: 'courseIds' },
  { resource: 'questions', parent: 'examId', children: 'questionIds' },
] as const;

function orderOf(fixture: typeof own, entry: (typeof orders)[number]) {
  const parent = fixture[entry.parent];
  const parentId = Array.isArray(parent) ? parent[0]! : (parent as string);
  // A meeting's courses: the first two of the kitab's courses are the first meeting's.
  const ids = entry.resource === 'courses' ? fixture.courseIds.slice(0, 2) : [...fixture[entry.children]];
  return { parentId, ids };
}

describe.each(orders)('PUT /staff/$resource/order', (entry) => {
  it('reorders the children of a teacher’s own parent, audited with who and the new order', async () => {
    const { parentId, ids } = orderOf(own, entry);
    expect(await childIds(entry.resource, parentId)).toEqual(ids);
    const reversed = [...ids].reverse();
    const ordered = await call('PUT', `/${entry.resource}/order`, teacher, { parentId, ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(await childIds(entry.resource, parentId)).toEqual(reversed);

    const [entryOfLog] = await auditOf(entry.resource, parentId);
    expect(entryOfLog).toMatchObject({
      action: 'reorder',
      actorUserId: teacher.userId,
      actorName: 'Guru Akademi',
      before: null,
      after: { ids: reversed },
    });
    // Put back for the next test.
    await call('PUT', `/${entry.resource}/order`, admin, { parentId, ids });
  });

  it('refuses a teacher the children of another teacher’s parent, and changes nothing', async () => {
    const { parentId, ids } = orderOf(other, entry);
    const refused = await call('PUT', `/${entry.resource}/order`, teacher, {
      parentId,
      ids: [...ids].reverse(),
    });
    expect(refused.statusCode).toBe(403);
    expect(await childIds(entry.resource, parentId)).toEqual(ids);
    expect(await auditOf(entry.resource, parentId)).toEqual([]);
  });

  it('refuses a list that is not every child once (409), and changes nothing', async () => {
    const { parentId, ids } = orderOf(own, entry);
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), other.courseIds[0]!]]) {
      const stale = await call('PUT', `/${entry.resource}/order`, admin, { parentId, ids: wrong });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({ err: true, code: 409 });
    }
    expect(await childIds(entry.resource, parentId)).toEqual(ids);
  });
});

describe('records that hold others (decision 0048)', () => {
  it('a category with sub categories answers 409 hasChildren and stays; without them it goes', async () => {
    const refused = await call('DELETE', `/categories/${basics.categoryId}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ err: true, message: 'Remove what it holds first' });
    expect((await getDoc('categories', basics.categoryId)).id).toBe(basics.categoryId);
    expect((await auditOf('categories', basics.categoryId)).map((e) => e.action)).not.toContain('delete');

    const parent = await call('POST', '/categories', admin, {
      slug: 'aqidah',
      name: text('Creed', 'Akidah'),
      parentId: null,
      position: 9,
    });
    const parentId = (parent.json() as { data: { id: string } }).data.id;
    const child = await call('POST', '/categories', admin, {
      slug: 'aqidah-dasar',
      name: text('Basic creed', 'Akidah dasar'),
      parentId,
      position: 1,
    });
    const childId = (child.json() as { data: { id: string } }).data.id;
    expect((await call('DELETE', `/categories/${parentId}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/categories/${childId}`, admin)).statusCode).toBe(200);
    const removed = await call('DELETE', `/categories/${parentId}`, admin);
    expect(removed.json()).toMatchObject({ data: { outcome: 'deleted' } });
  });

  it('a teacher with classes answers 409 hasChildren and stays; without them it goes', async () => {
    const refused = await call('DELETE', `/teachers/${otherTeacherId}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ err: true, message: 'Remove what it holds first' });
    expect((await getDoc('teachers', otherTeacherId)).id).toBe(otherTeacherId);

    const created = await call('POST', '/teachers', admin, {
      name: 'Ustadz Sementara',
      bio: text('Temporary'),
      photoUrl: null,
      accountPhoneNumber: null,
      sanad: [],
    });
    const id = (created.json() as { data: { id: string } }).data.id;
    const klass = await createClass(app, basics, { teacherId: id });
    expect((await call('DELETE', `/teachers/${id}`, admin)).statusCode).toBe(409);
    await app.database.db.delete(classes).where(eq(classes.id, klass.id));
    const removed = await call('DELETE', `/teachers/${id}`, admin);
    expect(removed.json()).toMatchObject({ data: { outcome: 'deleted' } });
  });
});
