import type { StaffQuestionImportResult } from '@academy/contract/staff-question-bank';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, Zip, ZipDeflate, type ZipInputFile } from 'fflate';
import { constants, deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueBasics, createClass } from './helpers/catalogue-factory';
import { multipartForm, multipartType } from './helpers/multipart-form';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// The question import's limits (issue 37, items 11 and 13): a workbook is unpacked within limits
// on its content, rows, cells and columns (413 past them, decision 0139), and a file holding more
// questions than one import takes is refused once read that far, its preview never the whole file.

const app = await buildTestApp();

let teacher: StaffMember;
let classId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  classId = (await createClass(app, basics, { slug: 'import-limits-class' })).id;
});

function importFile(format: string, bytes: Buffer) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/staff/questions/import',
    headers: { ...teacher.headers, 'accept-language': 'en', 'content-type': multipartType },
    payload: multipartForm(
      { format, classId, category: 'Limits', dryRun: 'true' },
      { field: 'file', name: `questions.${format}`, type: 'application/octet-stream', bytes },
    ),
  });
}

const resultOf = (response: { json(): unknown }) =>
  (response.json() as { data: StaffQuestionImportResult }).data;

describe('POST /staff/questions/import: a file past the bank’s limit of 500 questions', () => {
  it('refuses a GIFT file of about 250,000 questions as a whole, answering none of them', async () => {
    const tiny = Buffer.from('a{T}\n\n'.repeat(Math.floor((2 * 1024 * 1024 - 16) / 6)));
    const response = await importFile('gift', tiny);
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    expect(result).toMatchObject({ questions: [], saved: 0, fileRefused: true });
    expect(result.errors).toEqual([{ line: 1, message: 'At most 500 questions can be imported at once' }]);
    expect(response.body.length).toBeLessThan(1000);
  });

  it('refuses a file of which more than 500 questions cannot be read, naming only that', async () => {
    const unreadable = Buffer.from('kind,prompt\n' + 'riddle,What?\n'.repeat(100_000));
    const result = resultOf(await importFile('csv', unreadable));
    expect(result).toMatchObject({ questions: [], saved: 0, fileRefused: true });
    expect(result.errors).toEqual([
      {
        line: 1,
        message: 'More than 500 questions of the file cannot be read; check that it is in the format chosen',
      },
    ]);
  });

  it('still previews 500 questions and their errors', async () => {
    const csv = 'kind,prompt\n' + 'essay,Why?\n'.repeat(500) + 'riddle,What?\n'.repeat(20);
    const result = resultOf(await importFile('csv', Buffer.from(csv)));
    expect(result.questions).toHaveLength(500);
    expect(result.errors).toHaveLength(20);
    expect(result.fileRefused).toBe(false);
  });
});

/** A workbook of `rows` rows written by ExcelJS, as a spreadsheet program saves it. */
async function workbookOf(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A real workbook whose sheet is padded with `megabytes` MB of spaces (valid XML that a reader must
 * go through). Each megabyte is deflated once as a block that ends with a full flush (it refers to
 * nothing before it), and that block is repeated: a file of about `megabytes` kB, built at once.
 */
async function inflatingWorkbook(megabytes: number): Promise<Buffer> {
  const entries = unzipSync(
    await workbookOf([
      ['kind', 'prompt'],
      ['essay', 'Why?'],
    ]),
  );
  const flushed = (bytes: Uint8Array, last = false) =>
    deflateRawSync(bytes, { level: 9, finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH });
  const megabyte = flushed(Buffer.alloc(1024 * 1024, 0x20));
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, bytes] of Object.entries(entries)) {
    if (!name.startsWith('xl/worksheets/')) {
      const file = new ZipDeflate(name);
      zip.add(file);
      file.push(bytes, true);
      continue;
    }
    const text = new TextDecoder().decode(bytes);
    const at = text.indexOf('<sheetData');
    const head = strToU8(text.slice(0, at));
    const tail = strToU8(text.slice(at));
    // The CRC is left 0: readers of workbooks do not check it, and the limits come first.
    const file: ZipInputFile = {
      filename: name,
      size: head.length + megabytes * 1024 * 1024 + tail.length,
      crc: 0,
      compression: 8,
    };
    zip.add(file);
    file.ondata!(null, flushed(head), false);
    for (let index = 0; index < megabytes; index++) file.ondata!(null, megabyte, false);
    file.ondata!(null, flushed(tail, true), true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

describe('POST /staff/questions/import: a workbook is unpacked within limits', () => {
  it('refuses a 1,000 MB sheet packed in about 1 MB in under 2 s, the memory hardly growing, health answering meanwhile', async () => {
    const bomb = await inflatingWorkbook(1000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // A first import, so that the time measured is the file's and not the first request's.
    expect(
      (
        await importFile(
          'xlsx',
          await workbookOf([
            ['kind', 'prompt'],
            ['essay', 'Why?'],
          ]),
        )
      ).statusCode,
    ).toBe(200);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = Date.now();
    let healthAfter = Number.POSITIVE_INFINITY;
    const health = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const asked = Date.now();
      const answer = await app.inject({ url: '/api/health' });
      healthAfter = Date.now() - asked;
      return answer.statusCode;
    })();
    const response = await importFile('xlsx', bomb);
    const took = Date.now() - started;
    expect(await health).toBe(200);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      reason: 'importWorkbookTooLarge',
      message: expect.stringContaining('The workbook is too large once unpacked') as unknown,
    });
    expect(took).toBeLessThan(2000);
    expect(healthAfter).toBeLessThan(500);
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a sheet of more than 2,000 rows, or a cell past column BL, and reads one within them', async () => {
    const rows = [['kind', 'prompt'], ...Array.from({ length: 2100 }, () => ['essay', 'Why?'])];
    const tooManyRows = await importFile('xlsx', await workbookOf(rows));
    expect(tooManyRows.statusCode, tooManyRows.body).toBe(413);
    expect(tooManyRows.json()).toMatchObject({ reason: 'importWorkbookTooLarge' });

    const far = await workbookOf([
      ['kind', 'prompt'],
      ['essay', 'Why?', ...Array<string>(100).fill('x')],
    ]);
    expect((await importFile('xlsx', far)).statusCode).toBe(413);

    const fine = await importFile('xlsx', await workbookOf(rows.slice(0, 301)));
    expect(fine.statusCode, fine.body).toBe(200);
    expect(resultOf(fine).questions).toHaveLength(300);
  });

  it('answers 400 for a zip that is no workbook, as before', async () => {
    const response = await importFile('xlsx', Buffer.from('PK\x03\x04 not really a zip', 'latin1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'importNotWorkbook' });
  });
});
