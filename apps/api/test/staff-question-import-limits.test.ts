import type { StaffQuestionImportResult } from '@academy/contract/staff-question-bank';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueBasics, createClass } from './helpers/catalogue-factory';
import { multipartForm, multipartType } from './helpers/multipart-form';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// The question import's limits (issue 37, items 11 and 13): a file holding more questions than
// one import takes is refused once read that far, its preview never the whole file.

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
