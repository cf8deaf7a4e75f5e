import type { StaffBankQuestion, StaffQuestionBankSummary } from '@academy/contract/staff-question-bank';
import type { ServerPageMeta } from '@academy/contract/page-meta';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { examAttempts, examDraws, staffAuditLog } from '../src/db/schema/index';
import { bearer, registerVerifiedUser } from './helpers/account-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { data } from './helpers/exam-calls';
import { createExam } from './helpers/exam-factory';
import { multipartForm, multipartType } from './helpers/multipart-form';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// The bank read by page on the server (issue 38 item 5, decision 0164): a search over the
// questions' words, a category filter, and "remove this import", all its questions in one audited
// change, refused whole while an exam that learners have started draws from its category.

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const { db } = app.database;

let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let classId: string;
let kitabId: string;
let profileId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app, 'Ustadzah Lain'));
  classId = (await createClass(app, basics, { state: 'in_progress', slug: 'bank-search-class' })).id;
  kitabId = (await addKitab(app, classId, { meetings: 1, perMeeting: 1 })).kitabId;
  profileId = (await registerVerifiedUser(app)).profiles[0]!.id;
});

const aqidah = [
  '::Tawhid:: ما معنى التوحيد؟ {=إفراد الله بالعبادة ~الصلاة}',
  '',
  'Which are obligatory prayers? {~%50%Subuh ~%50%Maghrib ~Dhuha}',
  '',
  'Name the pillar of faith in the angels. {=Malaikat}',
].join('\n');
const fiqh = [
  'How many rakaat is Subuh? {=Two ~Four}',
  '',
  'What breaks wudu? {=Sleeping deeply ~Reading}',
].join('\n');

function importInto(who: StaffMember, category: string, content: string, fileName: string, into = classId) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/staff/questions/import',
    headers: { ...who.headers, 'accept-language': 'en', 'content-type': multipartType },
    payload: multipartForm(
      { format: 'gift', classId: into, category, dryRun: 'false' },
      { field: 'file', name: fileName, type: 'text/plain', bytes: Buffer.from(content) },
    ),
  });
}

const call = (who: StaffMember, method: 'GET' | 'DELETE', url: string) =>
  app.inject({ method, url: `/api/v1/staff${url}`, headers: { ...who.headers, 'accept-language': 'en' } });

const pageOf = async (who: StaffMember, query: string) => {
  const response = await call(who, 'GET', `/classes/${classId}/question-bank/questions?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: StaffBankQuestion[]; meta: ServerPageMeta };
};
const summaryOf = async (who: StaffMember) =>
  data<StaffQuestionBankSummary>(await call(who, 'GET', `/classes/${classId}/question-bank/summary`));

describe('the bank by page: search and category', () => {
  beforeAll(async () => {
    expect((await importInto(teacher, 'Aqidah', aqidah, 'aqidah.gift')).statusCode).toBe(201);
    expect((await importInto(teacher, 'Fiqh', fiqh, 'fiqh.gift')).statusCode).toBe(201);
  });

  it('pages the bank in its order, with the total', async () => {
    const first = await pageOf(teacher, 'page=1&size=2');
    expect(first.meta).toMatchObject({ number: 1, size: 2, totalElements: 5, totalPages: 3 });
    expect(first.data.map((question) => question.category)).toEqual(['Aqidah', 'Aqidah']);
    const last = await pageOf(teacher, 'page=3&size=2');
    expect(last.data.map((question) => question.prompt.en)).toEqual(['What breaks wudu?']);
  });

  it('finds every word in prompts, titles, options and accepted answers, in either script, case aside', async () => {
    const prompts = async (query: string) =>
      (await pageOf(teacher, query)).data.map((question) => question.prompt.en);
    expect(await prompts('search=subuh')).toEqual([
      'Which are obligatory prayers?',
      'How many rakaat is Subuh?',
    ]);
    expect(await prompts(`search=${encodeURIComponent('subuh rakaat')}`)).toEqual([
      'How many rakaat is Subuh?',
    ]);
    expect(await prompts('search=tawhid')).toEqual(['ما معنى التوحيد؟']);
    expect(await prompts(`search=${encodeURIComponent('التوحيد')}`)).toEqual(['ما معنى التوحيد؟']);
    expect(await prompts('search=malaikat')).toEqual(['Name the pillar of faith in the angels.']);
    // Pattern characters are searched as themselves.
    expect(await prompts(`search=${encodeURIComponent('%_')}`)).toEqual([]);
    expect((await pageOf(teacher, 'search=subuh')).meta.totalElements).toBe(2);
  });

  it('narrows to one category, with the search', async () => {
    const fiqhOnly = await pageOf(teacher, 'category=Fiqh');
    expect(fiqhOnly.meta.totalElements).toBe(2);
    expect(fiqhOnly.data.every((question) => question.category === 'Fiqh')).toBe(true);
    expect((await pageOf(teacher, 'category=Aqidah&search=subuh')).data).toHaveLength(1);
    expect((await pageOf(teacher, 'category=Nothing')).meta.totalElements).toBe(0);
  });

  it('bounds the search (400 beyond 100 characters) and keeps the bank’s access rules', async () => {
    const long = await call(
      teacher,
      'GET',
      `/classes/${classId}/question-bank/questions?search=${'a'.repeat(101)}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ err: true, code: 400 });
    expect((await call(otherTeacher, 'GET', `/classes/${classId}/question-bank/questions`)).statusCode).toBe(
      403,
    );
    expect((await call(otherTeacher, 'GET', `/classes/${classId}/question-bank/summary`)).statusCode).toBe(
      403,
    );
    expect((await call(teacher, 'GET', `/classes/${randomUUID()}/question-bank/questions`)).statusCode).toBe(
      404,
    );
    const learner = await registerVerifiedUser(app);
    const asLearner = { headers: bearer(learner.token) } as StaffMember;
    expect((await call(asLearner, 'GET', '/question-bank/questions')).statusCode).toBe(403);
  });

  it('sums the bank up: its categories with counts and its imports, newest first', async () => {
    const summary = await summaryOf(teacher);
    expect(summary.total).toBe(5);
    expect(summary.categories).toEqual([
      { category: 'Aqidah', count: 3 },
      { category: 'Fiqh', count: 2 },
    ]);
    expect(
      summary.imports.map((entry) => [entry.fileName, entry.category, entry.saved, entry.remaining]),
    ).toEqual([
      ['fiqh.gift', 'Fiqh', 2, 2],
      ['aqidah.gift', 'Aqidah', 3, 3],
    ]);
    expect(summary.imports[0]).toMatchObject({ format: 'gift', importedBy: expect.any(String) });
  });
});

describe('removing an import', () => {
  const importNamed = async (fileName: string) =>
    (await summaryOf(admin)).imports.find((entry) => entry.fileName === fileName)!;

  it('refuses another teacher (403) and a teacher on the academy bank, an unknown import 404; nothing removed', async () => {
    const entry = await importNamed('fiqh.gift');
    expect((await call(otherTeacher, 'DELETE', `/question-bank/imports/${entry.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/question-bank/imports/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/question-bank/imports/not-a-uuid')).statusCode).toBe(400);
    expect((await summaryOf(admin)).total).toBe(5);

    const academy = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/questions/import',
      headers: { ...admin.headers, 'content-type': multipartType },
      payload: multipartForm(
        { format: 'gift', category: 'Akhlaq', dryRun: 'false' },
        { field: 'file', name: 'akhlaq.gift', type: 'text/plain', bytes: Buffer.from(fiqh) },
      ),
    });
    expect(academy.statusCode).toBe(201);
    const [academyImport] = data<StaffQuestionBankSummary>(
      await call(teacher, 'GET', '/question-bank/summary'),
    ).imports;
    expect((await call(teacher, 'DELETE', `/question-bank/imports/${academyImport!.id}`)).statusCode).toBe(
      403,
    );
    const removed = await call(admin, 'DELETE', `/question-bank/imports/${academyImport!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(data<{ removed: number }>(removed)).toEqual({ removed: 2 });
  });

  it('removes every question of one import still in the bank, in one audit row, the others kept', async () => {
    const entry = await importNamed('aqidah.gift');
    const [one] = (await pageOf(teacher, 'category=Aqidah')).data;
    // A question removed by hand before is not counted again.
    expect((await call(teacher, 'DELETE', `/question-bank/questions/${one!.id}`)).statusCode).toBe(200);
    expect((await importNamed('aqidah.gift')).remaining).toBe(2);

    const removed = await call(teacher, 'DELETE', `/question-bank/imports/${entry.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(data<{ removed: number }>(removed)).toEqual({ removed: 2 });
    const summary = await summaryOf(teacher);
    expect(summary.total).toBe(2);
    expect(summary.categories).toEqual([{ category: 'Fiqh', count: 2 }]);
    expect(summary.imports.map((row) => row.fileName)).toEqual(['fiqh.gift']);

    const rows = await db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.resource, 'question-bank'),
          eq(staffAuditLog.resourceId, classId),
          eq(staffAuditLog.action, 'delete'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toMatchObject({
      id: entry.id,
      fileName: 'aqidah.gift',
      category: 'Aqidah',
      questions: [
        expect.objectContaining({ category: 'Aqidah' }),
        expect.objectContaining({ category: 'Aqidah' }),
      ],
    });
    // Gone already: 404.
    expect((await call(teacher, 'DELETE', `/question-bank/imports/${entry.id}`)).statusCode).toBe(404);
  });

  it('refuses, removing nothing, while an exam that learners have started draws from its category', async () => {
    const { examId } = await createExam(app, kitabId);
    await db.insert(examDraws).values({ examId, position: 1, category: 'Fiqh', count: 1 });
    // A draw nobody has started yet does not hold an import back.
    expect((await importInto(teacher, 'Fiqh', fiqh, 'fiqh-again.gift')).statusCode).toBe(201);
    const again = await importNamed('fiqh-again.gift');
    expect((await call(teacher, 'DELETE', `/question-bank/imports/${again.id}`)).statusCode).toBe(200);

    await db.insert(examAttempts).values({ examId, profileId, deadline: new Date(Date.now() + 3_600_000) });
    const entry = await importNamed('fiqh.gift');
    const refused = await call(teacher, 'DELETE', `/question-bank/imports/${entry.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      err: true,
      code: 409,
      message: expect.stringContaining('Nothing was removed'),
      data: { exams: [{ id: examId, title: { en: 'Grammar exam', id: 'Ujian nahwu' }, category: 'Fiqh' }] },
    });
    expect((await summaryOf(teacher)).total).toBe(2);
    expect((await importNamed('fiqh.gift')).remaining).toBe(2);
  });
});
