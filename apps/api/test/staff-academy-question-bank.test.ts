import type { AttemptResult, ExamAttempt, ExamReport } from '@academy/contract/exam';
import { randomUUID } from 'node:crypto';
import type { StaffClassCopyResult } from '@academy/contract/staff-class-copy';
import type {
  StaffBankQuestion,
  StaffQuestionBank,
  StaffQuestionImportResult,
} from '@academy/contract/staff-question-bank';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, enrolments, examDraws, exams, kitab, staffAuditLog } from '../src/db/schema/index';
import { academyDay } from '../src/services/learning/active-hours-service';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { data, examCalls } from './helpers/exam-calls';
import { choiceBankQuestions } from './helpers/exam-factory';
import { multipartForm, multipartType } from './helpers/multipart-form';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// The academy-wide question bank (issue 25, decision 0121): bank questions with no class, which
// admins import, edit and remove; every staff member reads and exports it, copies its questions
// into the exams of their classes and draws from its categories. An attempt keeps what it drew.

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const { db } = app.database;
const hour = 3_600_000;
const text = (en: string, id = en) => ({ en, id });
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let profileId: string;
let classId: string;
let kitabId: string;
let otherClassId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
  const klass = await createClass(app, basics, { state: 'in_progress', slug: 'academy-bank-class' });
  classId = klass.id;
  kitabId = (await addKitab(app, classId, { meetings: 1, perMeeting: 1 })).kitabId;
  await db.insert(enrolments).values({ classId, profileId, status: 'active' });
  otherClassId = (
    await createClass(app, basics, { slug: 'academy-bank-other', teacherId: await addTeacher(app) })
  ).id;
});

const gift = [
  '// Akhlaq',
  'What is sabr? {=Patience ~Anger ~Haste}',
  '',
  'ما هو الصدق؟ {=قول الحق ~الكذب}',
  '',
  'Name the opposite of pride. {=Humility =Tawadu}',
].join('\n');

function importAcademy(who: StaffMember, dryRun: boolean, content = gift) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/staff/questions/import',
    headers: { ...who.headers, 'accept-language': 'en', 'content-type': multipartType },
    payload: multipartForm(
      { format: 'gift', category: 'Akhlaq', dryRun: String(dryRun) },
      { field: 'file', name: 'akhlaq.gift', type: 'text/plain', bytes: Buffer.from(content) },
    ),
  });
}

const call = (
  who: StaffMember,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: { ...who.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

const academyRows = () => db.select().from(bankQuestions).where(isNull(bankQuestions.classId));
const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errorList: { field: string; message: string }[] }).errorList;
const audit = (resource: string, resourceId: string) =>
  db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.resource, resource), eq(staffAuditLog.resourceId, resourceId)));

type Doc = Record<string, unknown> & { id: string; version: string };

/** The same options with the right answer moved to the first wrong one. */
const rightMoved = (options: { text: { en: string; id: string }; correct: boolean }[]) => {
  const next = options.findIndex((option) => !option.correct);
  return options.map((option, index) => ({ ...option, correct: index === next }));
};

describe('the academy bank, for admins', () => {
  it('previews and imports a GIFT file into the academy bank, audited, listed with no class', async () => {
    const preview = await importAcademy(admin, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(data<StaffQuestionImportResult>(preview)).toMatchObject({ saved: 0, errors: [] });
    expect(await academyRows()).toHaveLength(0);

    const saved = await importAcademy(admin, false);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(data<StaffQuestionImportResult>(saved).saved).toBe(3);
    const listed = data<StaffQuestionBank>(await call(admin, 'GET', '/question-bank')).items;
    expect(listed).toHaveLength(3);
    expect(listed.every((question) => question.classId === null && question.category === 'Akhlaq')).toBe(
      true,
    );
    expect(listed[1]).toMatchObject({ prompt: text('ما هو الصدق؟'), direction: 'rtl' });
    // Not in any class's bank.
    expect(
      data<StaffQuestionBank>(await call(admin, 'GET', `/classes/${classId}/question-bank`)).items,
    ).toEqual([]);
    const rows = await audit('question-bank', 'academy');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toMatchObject({
      classId: null,
      category: 'Akhlaq',
      fileName: 'akhlaq.gift',
      questionIds: listed.map((question) => question.id),
    });
  });

  it('exports the academy bank as the CSV and XLSX template', async () => {
    const csv = await call(admin, 'GET', '/question-bank.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="question-bank-academy.csv"');
    const body = csv.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFcategory,kind,prompt,')).toBe(true);
    expect(body).toContain('Akhlaq,single_choice,What is sabr?,Patience');
    const xlsx = await call(admin, 'GET', '/question-bank.xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="question-bank-academy.xlsx"');
  });

  it('edits a question (audited) and refuses an edit that leaves it without its answer, by field', async () => {
    const [question] = await academyRows();
    const refused = await call(admin, 'PATCH', `/question-bank/questions/${question!.id}`, {
      options: question!.options.map((option) => ({ ...option, correct: false })),
    });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual([{ field: 'options', message: expect.any(String) }]);
    const invalid = await call(admin, 'PATCH', `/question-bank/questions/${question!.id}`, { points: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(errorsOf(invalid)[0]!.field).toBe('points');

    const edited = await call(admin, 'PATCH', `/question-bank/questions/${question!.id}`, {
      prompt: text('What is sabr?', 'Apa itu sabar?'),
      points: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data<StaffBankQuestion>(edited)).toMatchObject({
      prompt: text('What is sabr?', 'Apa itu sabar?'),
      points: 3,
    });
    const [row] = await audit('bank-questions', question!.id);
    expect(row).toMatchObject({ action: 'update', before: expect.objectContaining({ points: 1 }) });
    expect(row!.after).toMatchObject({ points: 3, prompt: text('What is sabr?', 'Apa itu sabar?') });
    expect(
      (await call(admin, 'PATCH', `/question-bank/questions/${randomUUID()}`, { points: 2 })).statusCode,
    ).toBe(404);
  });
});

describe('the academy bank, for teachers and learners', () => {
  it('lets a teacher read and export it but not import, edit or remove (403), nothing changed', async () => {
    expect(data<StaffQuestionBank>(await call(teacher, 'GET', '/question-bank')).items).toHaveLength(3);
    expect((await call(teacher, 'GET', '/question-bank.csv')).statusCode).toBe(200);
    const before = await academyRows();
    expect((await importAcademy(teacher, true)).statusCode).toBe(403);
    expect((await importAcademy(teacher, false)).statusCode).toBe(403);
    const id = before[0]!.id;
    expect((await call(teacher, 'PATCH', `/question-bank/questions/${id}`, { points: 5 })).statusCode).toBe(
      403,
    );
    expect((await call(teacher, 'DELETE', `/question-bank/questions/${id}`)).statusCode).toBe(403);
    expect(await academyRows()).toEqual(before);
    // Their own class's bank questions are theirs to edit; another teacher's class's are not.
    const [own, foreign] = await db
      .insert(bankQuestions)
      .values([
        ...choiceBankQuestions(classId, 'Own', ['Mine?']),
        ...choiceBankQuestions(otherClassId, 'Theirs', ['Theirs?']),
      ])
      .returning();
    expect(
      (await call(teacher, 'PATCH', `/question-bank/questions/${own!.id}`, { category: 'Mine' })).statusCode,
    ).toBe(200);
    expect((await call(teacher, 'DELETE', `/question-bank/questions/${foreign!.id}`)).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', `/question-bank/questions/${own!.id}`)).statusCode).toBe(200);
  });

  it('never gives a learner the bank or its answers', async () => {
    const asLearner = { headers: bearer(learner.token) } as StaffMember;
    for (const url of ['/question-bank', '/question-bank.csv', '/question-bank.xlsx'])
      expect((await call(asLearner, 'GET', url)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/staff/question-bank' })).statusCode).toBe(401);
  });
});

describe('exams of a class taking from the academy bank', () => {
  let examId: string;

  const examInput = (draws: object[]) => ({
    kitabId,
    title: text('Akhlaq exam', 'Ujian akhlak'),
    description: text(''),
    durationMinutes: 30,
    opensAt: iso(-1),
    closesAt: iso(2),
    price: 0,
    passMark: 60,
    attemptsAllowed: 1,
    showAnswers: true,
    pinRequired: false,
    draws,
  });

  it('saves a draw that names the academy bank and refuses one it cannot fill, by field', async () => {
    const created = await call(
      teacher,
      'POST',
      '/exams',
      examInput([{ bank: 'academy', category: 'Akhlaq', count: 2 }]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const exam = data<Doc>(created);
    examId = exam.id;
    expect(exam.draws).toEqual([{ bank: 'academy', category: 'Akhlaq', count: 2 }]);

    const tooMany = await call(teacher, 'PUT', `/exams/${examId}`, {
      ...exam,
      draws: [
        { bank: 'academy', category: 'Akhlaq', count: 4 }, // the academy's "Akhlaq" holds 3
        { bank: 'class', category: 'Akhlaq', count: 1 }, // the class's bank has no "Akhlaq"
      ],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany)).toEqual([
      {
        field: 'draws.0.count',
        message: 'The academy question bank has fewer questions in this category than the draw takes',
      },
      {
        field: 'draws.1.count',
        message: 'The class’s question bank has fewer questions in this category than the draw takes',
      },
    ]);
    const published = await call(teacher, 'PUT', `/exams/${examId}`, { ...exam, visibility: 'published' });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('draws an attempt’s questions from it, no answer sent, and keeps them when the bank changes', async () => {
    const asLearner = examCalls(app, () => ({ token: learner.token, profileId }));
    const started = await asLearner.start(examId);
    expect(started.statusCode, started.body).toBe(201);
    const attempt = data<ExamAttempt>(started);
    expect(attempt.questions).toHaveLength(2);
    // The answer key never reaches the learner.
    expect(started.body).not.toMatch(/"correct"|acceptedAnswers|Humility|Tawadu/);

    const bank = await academyRows();
    const answers = attempt.questions.map((question) => {
      const source = bank.find((row) => row.prompt.en === question.prompt.en)!;
      if (question.kind === 'short_answer')
        return { questionId: question.id, value: source.acceptedAnswers[0], seq: 1 };
      const rightText = source.options.find((option) => option.correct)!.text.en;
      const right = question.options!.find((option) => option.text.en === rightText)!;
      return { questionId: question.id, value: right.id, seq: 1 };
    });
    const saved = await asLearner.call('PUT', `/api/v1/exam-attempts/${attempt.id}/answers`, {
      profileId,
      answers,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The admin edits one drawn question's answers and removes the other: the attempt keeps its copies.
    const drawn = attempt.questions.map((question) =>
      bank.find((row) => row.prompt.en === question.prompt.en)!,
    );
    const [first, second] = drawn;
    const changed =
      first!.kind === 'short_answer'
        ? { acceptedAnswers: ['Something else'], prompt: text('Changed?') }
        : {
            options: rightMoved(first!.options),
            prompt: text('Changed?'),
          };
    expect((await call(admin, 'PATCH', `/question-bank/questions/${first!.id}`, changed)).statusCode).toBe(
      200,
    );
    expect((await call(admin, 'DELETE', `/question-bank/questions/${second!.id}`)).statusCode).toBe(200);
    // Audited (after an earlier test's edit, when the draw took that question).
    expect((await audit('bank-questions', second!.id)).map((row) => row.action)).toContain('delete');
    expect(await db.select().from(bankQuestions).where(eq(bankQuestions.id, second!.id))).toEqual([]);

    const finished = await asLearner.call('POST', `/api/v1/exam-attempts/${attempt.id}/finish`, {
      profileId,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const result = data<AttemptResult>(finished);
    expect(result.passed).toBe(true);
    expect(result.score).toBe(result.maxScore);
    const report = data<ExamReport>(
      await asLearner.call('GET', `/api/v1/exam-attempts/${attempt.id}/report?profileId=${profileId}`),
    );
    expect(report.questions.map((question) => question.prompt.en)).toEqual(
      attempt.questions.map((question) => question.prompt.en),
    );
    expect(report.questions.every((question) => question.correct)).toBe(true);
  });

  it('copies academy questions into a teacher’s exam as fixed questions, and refuses another class’s', async () => {
    const [academyQuestion] = await academyRows();
    const [foreign] = await db
      .insert(bankQuestions)
      .values(choiceBankQuestions(otherClassId, 'Elsewhere', ['Elsewhere?']))
      .returning();
    // A GIFT file's feedback is the bank question's explanation, which the exam's copy shows.
    const explanation = { en: 'Sabr is holding oneself back.', id: 'Sabar adalah menahan diri.' };
    await db.update(bankQuestions).set({ explanation }).where(eq(bankQuestions.id, academyQuestion!.id));
    const copied = await call(teacher, 'POST', `/exams/${examId}/questions/from-bank`, {
      questionIds: [academyQuestion!.id],
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const [copyId] = data<{ questionIds: string[] }>(copied).questionIds;
    expect(data<Doc>(await call(teacher, 'GET', `/questions/${copyId}`))).toMatchObject({
      prompt: academyQuestion!.prompt,
      kind: academyQuestion!.kind,
      explanation,
    });
    const refused = await call(teacher, 'POST', `/exams/${examId}/questions/from-bank`, {
      questionIds: [academyQuestion!.id, foreign!.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual([
      {
        field: 'questionIds.1',
        message: 'This question is in neither the bank of the exam’s class nor the academy bank',
      },
    ]);
  });

  it('keeps a copied class’s draws pointing at the academy bank, which is not copied', async () => {
    const academyBefore = (await academyRows()).length;
    const copied = await call(admin, 'POST', `/classes/${classId}/copy`, {
      title: text('Akhlaq next term', 'Akhlak semester depan'),
      slug: 'academy-bank-class-next',
      startsOn: academyDay(new Date(Date.now() + 60 * 24 * hour)),
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const copyId = data<StaffClassCopyResult>(copied).id;
    const [copiedExam] = await db
      .select({ id: exams.id })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .where(eq(kitab.classId, copyId));
    const draws = await db.select().from(examDraws).where(eq(examDraws.examId, copiedExam!.id));
    expect(draws.map(({ bank, category, count }) => ({ bank, category, count }))).toEqual([
      { bank: 'academy', category: 'Akhlaq', count: 2 },
    ]);
    expect(await academyRows()).toHaveLength(academyBefore);
  });
});
