import type { ExamAttempt } from '@academy/contract/exam';
import type { StaffListRow } from '@academy/contract/staff';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Exams and their questions in the staff console: the resource pattern, the answer rules of each
// question kind, teacher scope, and what learners see after a staff save.

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const base = '/api/v1/staff';
type Doc = Record<string, unknown> & { id: string; version: string };

const text = (en: string, id = en) => ({ en, id });
const hour = 3_600_000;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let profileId: string;
let kitabId: string;
let otherKitabId: string;
let classId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  const otherTeacherId = await addTeacher(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
  const own = await createClass(app, basics, { state: 'in_progress' });
  const others = await createClass(app, basics, { state: 'in_progress', teacherId: otherTeacherId });
  classId = own.id;
  kitabId = (await addKitab(app, own.id, { meetings: 1, perMeeting: 1 })).kitabId;
  otherKitabId = (await addKitab(app, others.id, { meetings: 1, perMeeting: 1 })).kitabId;
  await app.database.db.insert(enrolments).values({ classId: own.id, profileId, status: 'active' });
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: StaffMember, payload?: object) {
  return app.inject({ method, url: `${base}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
}
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const errorsOf = (response: { json(): unknown }) =>
  Object.fromEntries(
    (response.json() as { errorList: { field: string; message: string }[] }).errorList.map((e) => [
      e.field,
      e.message,
    ]),
  );

const examInput = (onKitab = kitabId) => ({
  kitabId: onKitab,
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
});

const noAnswers = { options: [], acceptedAnswers: [], explanation: text('') };
const fourQuestions = (examId: string) => [
  {
    ...noAnswers,
    examId,
    kind: 'single_choice',
    prompt: text('مَا إِعْرَابُ الفَاعِلِ؟'),
    direction: 'rtl',
    points: 2,
    options: [
      { text: text('مَرْفُوعٌ'), correct: true },
      { text: text('مَنْصُوبٌ'), correct: false },
    ],
    explanation: text('The doer is marfu‘', 'Fa’il selalu marfu‘'),
  },
  {
    ...noAnswers,
    examId,
    kind: 'multiple_choice',
    prompt: text('Letters of idgham bighunnah?', 'Huruf idgham bighunnah?'),
    direction: 'ltr',
    points: 2,
    options: [
      { text: text('ي'), correct: true },
      { text: text('ن'), correct: true },
      { text: text('ل'), correct: false },
    ],
  },
  {
    ...noAnswers,
    examId,
    kind: 'short_answer',
    prompt: text('Name the doer in Arabic', 'Sebut pelaku dalam bahasa Arab'),
    direction: 'ltr',
    points: 1,
    acceptedAnswers: ['الفاعل'],
  },
  {
    ...noAnswers,
    examId,
    kind: 'essay',
    prompt: text('Explain the hadith of intentions', 'Jelaskan hadits niat'),
    direction: 'ltr',
    points: 5,
  },
];

async function createExamWithQuestions(onKitab = kitabId) {
  const exam = data<Doc>(await call('POST', '/exams', admin, examInput(onKitab)));
  const questions: Doc[] = [];
  for (const question of fourQuestions(exam.id)) {
    const response = await call('POST', '/questions', admin, question);
    expect(response.statusCode, response.body).toBe(201);
    questions.push(data<Doc>(response));
  }
  // A new exam is a draft; with its questions it is published, as staff do in the console.
  const published = await call('PUT', `/exams/${exam.id}`, admin, { ...exam, visibility: 'published' });
  expect(published.statusCode, published.body).toBe(200);
  return { exam: data<Doc>(published), questions };
}

const startAttempt = (examId: string, who = learner) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/exams/${examId}/attempts`,
    headers: { ...bearer(who.token), 'accept-language': 'en' },
    payload: { profileId: who.profiles[0]!.id },
  });

describe('exams and questions in the console', () => {
  it('round-trips an exam with one question of each kind, in order, audited', async () => {
    const { exam, questions } = await createExamWithQuestions();
    const { opensAt, closesAt, ...fields } = examInput();
    expect(exam).toMatchObject({ ...fields, position: 1, version: expect.any(String) });
    expect(Math.abs(Date.parse(exam.opensAt as string) - Date.parse(opensAt))).toBeLessThan(60_000);
    expect(Date.parse(exam.closesAt as string)).toBeGreaterThan(Date.parse(closesAt) - 60_000);
    expect(questions.map((q) => q.position)).toEqual([1, 2, 3, 4]);
    const single = data<Doc>(await call('GET', `/questions/${questions[0]!.id}`, admin));
    expect(single).toMatchObject({ ...fourQuestions(exam.id)[0], version: questions[0]!.version });
    const short = data<Doc>(await call('GET', `/questions/${questions[2]!.id}`, admin));
    expect(short).toMatchObject({ acceptedAnswers: ['الفاعل'], options: [] });

    const list = await call('GET', `/questions?parentId=${exam.id}&sortBy=position`, admin);
    expect(data<StaffListRow[]>(list).map((row) => row.subtitle)).toEqual([
      'single_choice',
      'multiple_choice',
      'short_answer',
      'essay',
    ]);

    const reversed = [...questions].reverse().map((q) => q.id);
    const order = await call('PUT', '/questions/order', admin, { parentId: exam.id, ids: reversed });
    expect(order.statusCode, order.body).toBe(200);
    const after = await call('GET', `/questions?parentId=${exam.id}&sortBy=position`, admin);
    expect(data<StaffListRow[]>(after).map((row) => row.id)).toEqual(reversed);

    const audit = await call('GET', `/audit-log?resource=exams&resourceId=${exam.id}`, admin);
    // Newest first: the publishing, then the creation.
    expect(data<StaffAuditEntry[]>(audit).map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(data<StaffAuditEntry[]>(audit)[1]).toMatchObject({ action: 'create', actorUserId: admin.userId });
  });

  it('answers 409 with the current document when the version is stale', async () => {
    const { exam } = await createExamWithQuestions();
    const first = await call('PUT', `/exams/${exam.id}`, admin, { ...exam, passMark: 70 });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', `/exams/${exam.id}`, admin, { ...exam, passMark: 80 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ data: { current: { passMark: 70 } } });
  });

  it('names the rule a question breaks and writes nothing', async () => {
    const { exam } = await createExamWithQuestions();
    const [single, multiple, short] = fourQuestions(exam.id);
    const cases: [object, Record<string, string>][] = [
      [
        { ...single, options: single!.options.slice(0, 1) },
        { options: 'A choice question needs at least 2 options' },
      ],
      [
        { ...multiple, options: multiple!.options.map((o) => ({ ...o, correct: false })) },
        { options: 'Mark at least one option as right' },
      ],
      [
        { ...single, options: single!.options.map((o) => ({ ...o, correct: true })) },
        { options: 'A single-choice question has exactly one right option' },
      ],
      [{ ...short, acceptedAnswers: [] }, { acceptedAnswers: 'Add at least one accepted answer' }],
      [
        { ...single, prompt: text('', 'x'), points: 0 },
        { 'prompt.en': 'This field is required', points: 'Enter a valid whole number' },
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await call('POST', '/questions', admin, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorsOf(response)).toMatchObject(expected);
    }
    const closesFirst = await call('POST', '/exams', admin, { ...examInput(), closesAt: iso(-2) });
    expect(errorsOf(closesFirst)).toMatchObject({ closesAt: 'Must not be earlier than the date before it' });
    const list = await call('GET', `/questions?parentId=${exam.id}`, admin);
    expect(data<StaffListRow[]>(list)).toHaveLength(4);
  });

  it('lets a teacher author exams of their own classes only', async () => {
    const mine = await call('POST', '/exams', teacher, examInput());
    expect(mine.statusCode, mine.body).toBe(201);
    const question = await call('POST', '/questions', teacher, fourQuestions(data<Doc>(mine).id)[3]!);
    expect(question.statusCode, question.body).toBe(201);
    expect((await call('POST', '/exams', teacher, examInput(otherKitabId))).statusCode).toBe(403);
    const { exam, questions } = await createExamWithQuestions(otherKitabId);
    expect((await call('GET', `/exams/${exam.id}`, teacher)).statusCode).toBe(403);
    expect((await call('GET', `/questions/${questions[0]!.id}`, teacher)).statusCode).toBe(403);
    expect((await call('POST', '/questions', teacher, fourQuestions(exam.id)[0]!)).statusCode).toBe(403);
    const listed = data<StaffListRow[]>(await call('GET', '/exams?size=100', teacher));
    expect(listed.map((row) => row.id)).not.toContain(exam.id);
    const learnerCall = await app.inject({ url: `${base}/exams`, headers: bearer(learner.token) });
    expect(learnerCall.statusCode).toBe(403);
  });

  it('shows learners the questions, checks saves against a staff edit at once, and keeps attempted exams', async () => {
    const { exam, questions } = await createExamWithQuestions();
    const started = await startAttempt(exam.id);
    expect(started.statusCode, started.body).toBe(201);
    const attempt = data<ExamAttempt>(started);
    expect(attempt.questions.map((q) => q.kind)).toEqual([
      'single_choice',
      'multiple_choice',
      'short_answer',
      'essay',
    ]);
    expect(attempt.questions[0]).toMatchObject({ direction: 'rtl', prompt: text('مَا إِعْرَابُ الفَاعِلِ؟') });
    const save = (value: string, seq: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/exam-attempts/${attempt.id}/answers`,
        headers: { ...bearer(learner.token), 'accept-language': 'en' },
        payload: { profileId, answers: [{ questionId: questions[0]!.id, value, seq }] },
      });
    const firstOption = attempt.questions[0]!.options![0]!.id;
    expect((await save(firstOption, 1)).statusCode).toBe(200);

    // A staff save adds a third option; the learner's next save may choose it (no stale cache).
    const current = data<Doc>(await call('GET', `/questions/${questions[0]!.id}`, admin));
    const options = [...(current.options as object[]), { text: text('مَجْرُورٌ'), correct: false }];
    const edited = await call('PUT', `/questions/${current.id}`, admin, { ...current, options });
    expect(edited.statusCode, edited.body).toBe(200);
    const reread = await app.inject({
      url: `/api/v1/exam-attempts/${attempt.id}?profileId=${profileId}`,
      headers: bearer(learner.token),
    });
    const newOptions = data<ExamAttempt>(reread).questions[0]!.options!;
    expect(newOptions[0]!.id).toBe(firstOption);
    expect((await save(newOptions[2]!.id, 2)).statusCode).toBe(200);

    const removeExam = await call('DELETE', `/exams/${exam.id}`, admin);
    expect(removeExam.statusCode).toBe(409);
    expect(removeExam.json()).toMatchObject({
      message: 'Learners have already sat this exam, so it cannot be deleted',
    });
    expect((await call('DELETE', `/questions/${questions[3]!.id}`, admin)).statusCode).toBe(409);

    const unsat = await createExamWithQuestions();
    expect((await call('DELETE', `/questions/${unsat.questions[0]!.id}`, admin)).json()).toMatchObject({
      data: { outcome: 'deleted' },
    });
    expect((await call('DELETE', `/exams/${unsat.exam.id}`, admin)).json()).toMatchObject({
      data: { outcome: 'deleted' },
    });
  });
  it('starts the next learner on the questions as staff last saved them, though the exam was just read', async () => {
    const enrolledLearner = async () => {
      const someone = await registerVerifiedUser(app);
      await app.database.db
        .insert(enrolments)
        .values({ classId, profileId: someone.profiles[0]!.id, status: 'active' });
      return someone;
    };
    const { exam, questions } = await createExamWithQuestions();
    // The first start reads the exam's question set, which later starts reuse for a few seconds.
    expect((await startAttempt(exam.id, await enrolledLearner())).statusCode).toBe(201);
    const essay = data<Doc>(await call('GET', `/questions/${questions[3]!.id}`, admin));
    const prompt = text(
      'Explain the hadith of intentions, with an example',
      'Jelaskan hadits niat dengan contoh',
    );
    expect((await call('PUT', `/questions/${essay.id}`, admin, { ...essay, prompt })).statusCode).toBe(200);
    const started = await startAttempt(exam.id, await enrolledLearner());
    expect(started.statusCode, started.body).toBe(201);
    expect(data<ExamAttempt>(started).questions.map((question) => question.prompt)).toContainEqual(prompt);
  });
});
