import type { StaffQuestionBank, StaffQuestionImportResult } from '@academy/contract/staff-question-bank';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, staffAuditLog } from '../src/db/schema/index';
import { addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { multipartForm, multipartType } from './helpers/multipart-form';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Importing questions into a class's bank (api-contract "Staff console, part 3"): a preview with
// line-numbered errors, nothing saved on a dry run; as Moodle does, an import saves the questions
// it can keep as written and names the skipped ones, in one audited change.

const app = await buildTestApp();
const { db } = app.database;

let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let classId: string;
/** A class whose bank takes the files written from Moodle's documentation. */
let moodleClassId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app));
  classId = (await createClass(app, basics, { slug: 'question-bank-class' })).id;
  moodleClassId = (await createClass(app, basics, { slug: 'moodle-bank-class' })).id;
});

const moodleFixture = (name: string) =>
  readFileSync(new URL(`../src/services/exams/question-import/fixtures/${name}`, import.meta.url), 'utf8');

const gift = [
  '// Aqidah',
  '::Tawhid:: ما معنى التوحيد؟ {=إفراد الله بالعبادة ~الصلاة ~الصوم}',
  '',
  'Which are obligatory prayers? {~%50%Subuh ~%50%Maghrib ~%-100%Dhuha}',
  '',
  'The first month of the Hijri year? {=Muharram =Muharam}',
  '',
  'Explain the meaning of ikhlas. {}',
].join('\n');

interface ImportOptions {
  who?: StaffMember;
  format?: string;
  content?: string | Buffer;
  fileName?: string;
  dryRun?: boolean;
  language?: string;
  target?: string;
  category?: string;
}

function importFile(options: ImportOptions = {}) {
  const fields: Record<string, string> = {
    format: options.format ?? 'gift',
    classId: options.target ?? classId,
    category: options.category ?? 'Aqidah',
  };
  if (options.dryRun !== undefined) fields.dryRun = String(options.dryRun);
  const content = options.content ?? gift;
  return app.inject({
    method: 'POST',
    url: '/api/v1/staff/questions/import',
    headers: {
      ...(options.who ?? teacher).headers,
      'accept-language': options.language ?? 'en',
      'content-type': multipartType,
    },
    payload: multipartForm(fields, {
      field: 'file',
      name: options.fileName ?? 'questions.txt',
      type: 'text/plain',
      bytes: Buffer.isBuffer(content) ? content : Buffer.from(content),
    }),
  });
}

const resultOf = (response: { json(): unknown }) =>
  (response.json() as { data: StaffQuestionImportResult }).data;
const bankOf = async (who: StaffMember = teacher, bank = classId) => {
  const response = await app.inject({
    url: `/api/v1/staff/classes/${bank}/question-bank`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: StaffQuestionBank }).data.items;
};
const storedCount = async () =>
  (await db.select().from(bankQuestions).where(eq(bankQuestions.classId, classId))).length;
const auditRows = (bank = classId) =>
  db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.resource, 'question-bank'), eq(staffAuditLog.resourceId, bank)));

describe('POST /staff/questions/import', () => {
  it('previews a dry run, Arabic intact, and saves nothing', async () => {
    const response = await importFile({ dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    expect(result.errors).toEqual([]);
    expect(result.saved).toBe(0);
    expect(result.questions.map((q) => [q.line, q.kind])).toEqual([
      [2, 'single_choice'],
      [4, 'multiple_choice'],
      [6, 'short_answer'],
      [8, 'essay'],
    ]);
    expect(result.questions[0]).toMatchObject({
      title: 'Tawhid',
      prompt: 'ما معنى التوحيد؟',
      direction: 'rtl',
      options: [{ text: 'إفراد الله بالعبادة', correct: true }, { text: 'الصلاة' }, { text: 'الصوم' }],
    });
    expect(await storedCount()).toBe(0);
    expect(await auditRows()).toHaveLength(0);
  });

  it('answers errors by line in the request language and saves nothing on a dry run', async () => {
    const broken = `${gift}\n\nNo right answer here {~a ~b}\n\nUnclosed {=a ~b`;
    const response = await importFile({ content: broken, dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    expect(result.saved).toBe(0);
    expect(result.fileRefused).toBe(false);
    expect(result.questions).toHaveLength(4);
    expect(result.errors).toEqual([
      { line: 10, message: 'Mark at least one option as right' },
      { line: 12, message: 'The answers are opened with { but never closed with }' },
    ]);
    const inIndonesian = resultOf(await importFile({ content: broken, language: 'id', dryRun: true }));
    expect(inIndonesian.errors[1]).toEqual({
      line: 12,
      message: 'Jawaban dibuka dengan { tetapi tidak ditutup dengan }',
    });
    expect(await storedCount()).toBe(0);
    expect(await auditRows()).toHaveLength(0);
  });

  it('saves every question in the class’s bank with its category, with one audit row', async () => {
    const response = await importFile({ fileName: 'aqidah.gift' });
    expect(response.statusCode, response.body).toBe(201);
    expect(resultOf(response).saved).toBe(4);
    const bank = await bankOf();
    expect(bank).toHaveLength(4);
    expect(bank[0]).toMatchObject({
      classId,
      category: 'Aqidah',
      kind: 'single_choice',
      prompt: { en: 'ما معنى التوحيد؟', id: 'ما معنى التوحيد؟' },
      direction: 'rtl',
      points: 1,
    });
    expect(bank.find((q) => q.kind === 'short_answer')!.acceptedAnswers).toEqual(['Muharram', 'Muharam']);
    expect(bank.find((q) => q.kind === 'multiple_choice')!.options.map((o) => o.correct)).toEqual([
      true,
      true,
      false,
    ]);
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({
      category: 'Aqidah',
      format: 'gift',
      fileName: 'aqidah.gift',
      questionIds: bank.map((q) => q.id),
    });
    const log = await app.inject({
      url: '/api/v1/staff/audit-log?resource=question-bank',
      headers: admin.headers,
    });
    expect(log.statusCode, log.body).toBe(200);
    expect((log.json() as { data: { resourceId: string }[] }).data.map((row) => row.resourceId)).toEqual([
      classId,
    ]);
  });

  it('imports Aiken, CSV and XLSX (an admin on any class), Arabic intact', async () => {
    const aiken = 'ما هو الركن الأول؟\nA. الشهادتان\nB) الصلاة\nANSWER: A\n';
    expect((await importFile({ format: 'aiken', content: aiken, category: 'Fiqh' })).statusCode).toBe(201);
    const csv =
      '\uFEFFkind,prompt,option_a,option_b,option_c,option_d,option_e,option_f,answer\r\n' +
      'multiple_choice,"أركان الوضوء، ما هي؟",غسل الوجه,الأكل,غسل اليدين,,,,"A, C"\r\n';
    const byAdmin = await importFile({ who: admin, format: 'csv', content: csv, category: 'Fiqh' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Questions');
    sheet.addRow(['kind', 'prompt', 'option_a', 'option_b', 'answer']);
    sheet.addRow(['short_answer', 'ما جمع كتاب؟', '', '', 'كتب']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await importFile({ format: 'xlsx', content: xlsx, category: 'Nahwu' })).statusCode).toBe(201);

    const fiqh = (await bankOf(admin)).filter((q) => q.category !== 'Aqidah');
    expect(fiqh.map((q) => [q.category, q.kind, q.prompt.id])).toEqual([
      ['Fiqh', 'single_choice', 'ما هو الركن الأول؟'],
      ['Fiqh', 'multiple_choice', 'أركان الوضوء، ما هي؟'],
      ['Nahwu', 'short_answer', 'ما جمع كتاب؟'],
    ]);
    expect(fiqh[1]!.options.map((o) => [o.text.id, o.correct])).toEqual([
      ['غسل الوجه', true],
      ['الأكل', false],
      ['غسل اليدين', true],
    ]);
    expect(fiqh[2]!.acceptedAnswers).toEqual(['كتب']);
  });

  it('refuses another teacher’s class (403) and an unknown class (404), saving nothing', async () => {
    const before = await storedCount();
    expect((await importFile({ who: otherTeacher })).statusCode).toBe(403);
    expect((await importFile({ who: otherTeacher, dryRun: true })).statusCode).toBe(403);
    const bank = await app.inject({
      url: `/api/v1/staff/classes/${classId}/question-bank`,
      headers: otherTeacher.headers,
    });
    expect(bank.statusCode).toBe(403);
    expect((await importFile({ who: admin, target: randomUUID() })).statusCode).toBe(404);
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 for a binary file as text and a text file as a workbook', async () => {
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe]);
    const asGift = await importFile({ content: binary, fileName: 'picture.png' });
    expect(asGift.statusCode).toBe(400);
    expect(asGift.json()).toMatchObject({
      reason: 'importNotText',
      message: 'The file is not a text file in UTF-8; save it as plain text (UTF-8) and try again',
    });
    const asWorkbook = await importFile({ format: 'xlsx', content: gift });
    expect(asWorkbook.statusCode).toBe(400);
    expect(asWorkbook.json()).toMatchObject({ reason: 'importNotWorkbook' });
  });

  it('answers 413 for a file over the limit, 400 for missing or bad fields, 415 without a form', async () => {
    const huge = importFile({ content: Buffer.alloc(2 * 1024 * 1024 + 10, 'a') });
    expect((await huge).statusCode).toBe(413);

    const bad = await importFile({ format: 'docx', category: '' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errorList: { field: string }[] }).errorList.map((e) => e.field).sort()).toEqual([
      'category',
      'format',
    ]);
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/questions/import',
      headers: { ...teacher.headers, 'content-type': multipartType },
      payload: multipartForm({ format: 'gift', classId, category: 'Aqidah' }),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({
      errorList: [{ field: 'file', message: 'This field is required' }],
    });

    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/questions/import',
      headers: teacher.headers,
      payload: { format: 'gift', classId, category: 'Aqidah' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('POST /staff/questions/import: files written as Moodle’s documentation writes them', () => {
  const moodleImport = (options: ImportOptions) => importFile({ target: moodleClassId, ...options });

  it('previews every question by line: what it becomes as learners are graded, and why the others cannot be', async () => {
    const response = await moodleImport({ content: moodleFixture('moodle-docs.gift'), dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    expect(result).toMatchObject({ saved: 0, fileRefused: false });
    expect(result.errors).toEqual([
      { line: 16, message: 'Negative marks are not supported: “Grant” (-50%)' },
      {
        line: 16,
        message: expect.stringMatching(
          /^Partial credit on a single-answer question is not supported: “no one” \(50%\)/,
        ),
      },
      { line: 18, message: expect.stringContaining('“half credit answer” (50%)') },
      { line: 30, message: 'Partial credit on a short answer is not supported: “Cat” (50%)' },
      {
        line: 35,
        message: expect.stringContaining('tolerance or a range are not supported (“3.141:0.0005”)'),
      },
      { line: 37, message: expect.stringContaining('(“3.141..3.142”)') },
      { line: 39, message: expect.stringContaining('(“1822:2” (50%))') },
      { line: 42, message: 'Matching questions are not supported' },
      { line: 58, message: 'The question has no answers in { }' },
    ]);
    // Each kind as the parser's own tests read it: here, that every one reaches the preview.
    expect(result.questions.map((q) => q.line)).toEqual([6, 8, 11, 13, 20, 28, 33, 49, 56, 61, 63, 65]);
    expect(new Set(result.questions.map((q) => q.kind))).toEqual(
      new Set(['single_choice', 'multiple_choice', 'short_answer', 'essay']),
    );
    const at = (line: number) => result.questions.find((q) => q.line === line)!;
    expect(at(6).options).toEqual([
      { text: 'True', correct: true },
      { text: 'False', correct: false },
    ]);
    expect(at(20).notes).toEqual([
      'Graded all or nothing: the points need every right option ticked and no wrong one (no part marks per option)',
    ]);
    expect(at(28)).toMatchObject({ prompt: 'Two plus two equals _____.', acceptedAnswers: ['four', '4'] });
    expect(at(33).notes).toEqual(['Graded as text: the answer must be written as “1822”']);
    expect(at(65).options.map((o) => o.text)).toEqual(['blue', 'green']);

    const inIndonesian = resultOf(
      await moodleImport({ content: moodleFixture('moodle-docs.gift'), dryRun: true, language: 'id' }),
    );
    expect(inIndonesian.questions[0]!.options.map((o) => o.text)).toEqual(['Benar', 'Salah']);
    expect(inIndonesian.errors.at(-2)).toEqual({ line: 42, message: 'Soal menjodohkan tidak didukung' });
    expect(await bankOf(teacher, moodleClassId)).toHaveLength(0);
    expect(await auditRows(moodleClassId)).toHaveLength(0);
  });

  it('saves the questions it can keep and names the skipped ones, in one audited change', async () => {
    const response = await moodleImport({
      content: moodleFixture('moodle-docs.gift'),
      fileName: 'moodle.gift',
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = resultOf(response);
    expect(result.saved).toBe(12);
    expect(result.errors.map((error) => error.line)).toEqual([16, 16, 18, 30, 35, 37, 39, 42, 58]);
    const bank = await bankOf(teacher, moodleClassId);
    expect(bank).toHaveLength(12);
    // Nothing is saved with a meaning other than the file's: no frog question became a choice.
    expect(bank.some((q) => q.prompt.en.startsWith('What is a frog?'))).toBe(false);
    expect(bank[0]).toMatchObject({
      title: 'Q1',
      kind: 'single_choice',
      prompt: { en: '1+1=2' },
      options: [
        { text: { en: 'True', id: 'Benar' }, correct: true },
        { text: { en: 'False', id: 'Salah' }, correct: false },
      ],
      explanation: null,
    });
    const feedback = bank.find((q) => q.prompt.en.startsWith("What's the answer"))!;
    expect(feedback.explanation?.en).toBe(
      'The right answer is the one called right.\n“wrong answer”: feedback comment on the wrong answer\n“right answer”: Very good!',
    );
    expect(bank.find((q) => q.title === 'Bold')!.prompt.en).toBe("Who's buried in Grant's tomb?");
    const audit = await auditRows(moodleClassId);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({
      fileName: 'moodle.gift',
      questionIds: bank.map((q) => q.id),
      skipped: result.errors,
    });
  });

  it('saves nothing from a file that cannot be read as a whole', async () => {
    const response = await moodleImport({ format: 'csv', content: 'question,answer\nQ?,A\n' });
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response)).toMatchObject({ saved: 0, fileRefused: true });
  });

  it('reads Aiken options without a space and names a missing or unknown answer precisely', async () => {
    const aiken = `${moodleFixture('moodle-docs-aiken.txt')}\nNo answer?\nA) one\nB) two\n\nWrong letter?\nA)one\nB)two\nANSWER: C\n`;
    const result = resultOf(await moodleImport({ format: 'aiken', content: aiken, dryRun: true }));
    expect(result.questions.map((q) => q.line)).toEqual([1, 6, 15, 20]);
    expect(result.errors).toEqual([
      { line: 25, message: 'The question has no "ANSWER: …" line after its last option (line 27)' },
      { line: 32, message: '"ANSWER: C" names no option: the options are A, B' },
    ]);
  });
});

describe('GET /staff/classes/{id}/question-bank.csv and .xlsx', () => {
  const download = (format: 'csv' | 'xlsx', who: StaffMember = teacher) =>
    app.inject({
      url: `/api/v1/staff/classes/${classId}/question-bank.${format}`,
      headers: { ...who.headers, 'accept-language': 'en' },
    });

  it('writes the bank as the import’s template, which the import reads back whole', async () => {
    // A prompt a spreadsheet would run as a formula.
    await db.insert(bankQuestions).values({
      classId,
      category: 'Tricky',
      kind: 'essay',
      prompt: { en: '=HYPERLINK("https://example.test")', id: '=HYPERLINK("https://example.test")' },
      position: 0,
    });
    const bank = await bankOf();
    const csv = await download('csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="question-bank-${classId.slice(0, 8)}.csv"`,
    );
    const text = csv.rawPayload.toString('utf8');
    expect(
      text.startsWith(
        '\uFEFFcategory,kind,prompt,option_a,option_b,option_c,option_d,option_e,option_f,answer\r\n',
      ),
    ).toBe(true);
    expect(text).toContain('Aqidah,single_choice,ما معنى التوحيد؟,إفراد الله بالعبادة');
    expect(text).toContain(`"'=HYPERLINK(""https://example.test"")"`);

    const xlsx = await download('xlsx');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    // Excel keeps it as a text cell, without the CSV's neutralising apostrophe.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const tricky = workbook.worksheets[0]!.getColumn(3).values.find((value) =>
      String(value).includes('HYPERLINK'),
    );
    expect(tricky).toBe('=HYPERLINK("https://example.test")');
    for (const [format, content] of [
      ['csv', csv.rawPayload],
      ['xlsx', xlsx.rawPayload],
    ] as const) {
      const again = await importFile({ format, content, fileName: `bank.${format}`, dryRun: true });
      expect(again.statusCode, again.body).toBe(200);
      const result = resultOf(again);
      expect(result.errors).toEqual([]);
      expect(
        result.questions.map(({ kind, prompt, options, acceptedAnswers }) => ({
          kind,
          prompt,
          options,
          acceptedAnswers,
        })),
      ).toEqual(
        bank.map((question) => ({
          kind: question.kind,
          prompt: question.prompt.en,
          options: question.options.map((option) => ({ text: option.text.en, correct: option.correct })),
          acceptedAnswers: question.acceptedAnswers,
        })),
      );
    }
  });

  it('is refused for another teacher’s class', async () => {
    expect((await download('csv', otherTeacher)).statusCode).toBe(403);
    expect((await download('xlsx', otherTeacher)).statusCode).toBe(403);
  });
});
