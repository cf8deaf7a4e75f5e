import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { classIdOf } from './support/learners';
import { authHeader } from './support/profiles';
import { expect, headersOf, test } from './support/signed-in';
import { create, draftExam, fillBoth, openNew } from './support/staff';

// The academy-wide question bank (issue 25, decision 0121): the demo admin imports a GIFT file
// into it from the console, then an exam of a demo class takes a random draw from it, on a laptop
// in English and on a phone in Indonesian.
test.use({ signedInAs: 'admin' });

const demoSlug = 'nahwu-ajurrumiyyah';

const gift = [
  '// Akhlaq for every class',
  'ما هو الصبر؟ {=حبس النفس على ما تكره ~الغضب}',
  '',
  'Which are praised traits? {~%50%Honesty ~%50%Patience ~Pride}',
  '',
  'The opposite of pride? {=Humility =Tawadu}',
].join('\n');

/** The first kitab of the demo class, through the staff calls. */
async function demoKitab(request: APIRequestContext, token: string) {
  const classId = await classIdOf(request, demoSlug);
  const kitabs = await request.get(`/api/v1/staff/kitab?parentId=${classId}&size=1`, {
    headers: authHeader(token),
  });
  return ((await kitabs.json()) as { data: { id: string }[] }).data[0]!.id;
}

/** The page's words for one run: English or Indonesian. */
interface Words {
  format: string;
  category: string;
  file: string;
  preview: string;
  import: string;
  previewed: string;
  saved: string;
  bank: string;
}

/** Imports the GIFT file into the academy bank from its page, previewed first; its rows are listed. */
async function importIntoAcademyBank(page: Page, words: Words, category: string) {
  await expect(page.getByRole('heading', { level: 1, name: words.bank })).toBeVisible();
  await page.getByLabel(words.format).selectOption('gift');
  await page.getByRole('textbox', { name: words.category }).fill(category);
  await page.getByRole('button', { name: new RegExp(`^${words.file}`) }).setInputFiles({
    name: 'akhlaq.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(gift),
  });
  await page.getByRole('button', { name: words.preview }).click();
  await expect(page.getByRole('status').filter({ hasText: words.previewed })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: words.import, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
  const rows = page.getByRole('table', { name: words.bank }).getByRole('row').filter({ hasText: category });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'ما هو الصبر؟' }).getByText('ما هو الصبر؟')).toHaveAttribute(
    'dir',
    'rtl',
  );
  await expectNoSeriousViolations(page);
}

test('an admin imports a GIFT file into the academy bank and an exam draws from it, at 1280 px', async ({
  page,
  request,
  session,
}) => {
  const category = `Akhlaq ${Date.now() % 1_000_000}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Academy question bank' }).click();
  await importIntoAcademyBank(
    page,
    {
      format: 'Format',
      category: 'Category',
      file: 'File',
      preview: 'Preview',
      import: 'Import',
      previewed: '3 questions ready to import',
      saved: '3 questions imported into the bank',
      bank: 'Academy question bank',
    },
    category,
  );

  // A new exam of a class draws two questions of the category from the academy bank.
  const kitabId = await demoKitab(request, session.user.token);
  await page.goto(`/staff/kitab/${kitabId}`);
  await openNew(page, 'exam');
  await fillBoth(page, 'Title', 'Ujian akhlak', 'Akhlaq exam');
  await page.getByRole('button', { name: 'Add a draw' }).click();
  const draw = page.getByRole('group', { name: 'Draw 1' });
  await draw.getByLabel('Bank').selectOption({ label: 'The academy bank' });
  await draw.getByLabel('Category').selectOption({ label: `${category} (3 in the bank)` });
  await draw.getByLabel('Questions per attempt').fill('4');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByText('The academy question bank has fewer questions in this category than the draw takes'),
  ).toBeVisible();
  await draw.getByLabel('Questions per attempt').fill('2');
  await create(page, 'Edit exam');
  await expect(draw.getByLabel('Bank')).toHaveValue('academy');
  await expect(draw.getByLabel('Category')).toHaveValue(category);
  await expectNoSeriousViolations(page);

  // A fixed question copied from the academy bank.
  await page.getByRole('button', { name: 'Add from the bank' }).click();
  const picker = page.getByRole('dialog', { name: 'Add questions from a bank' });
  await picker.getByLabel('Bank', { exact: true }).selectOption({ label: 'The academy bank' });
  await picker.getByLabel('Category').selectOption(category);
  await picker.getByRole('checkbox', { name: 'The opposite of pride?' }).check();
  await expectNoSeriousViolations(page);
  await picker.getByRole('button', { name: 'Add 1 question' }).click();
  await expect(picker).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Questions' }).getByText('The opposite of pride?'),
  ).toBeVisible();
});

test.describe('on a phone in Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('an admin imports into the academy bank and an exam draws from it, at 390 px', async ({
    page,
    request,
    session,
  }) => {
    const headers = headersOf(session);
    const category = `Adab ${Date.now() % 1_000_000}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/staff/question-bank');
    await importIntoAcademyBank(
      page,
      {
        format: 'Format',
        category: 'Kategori',
        file: 'Berkas',
        preview: 'Pratinjau',
        import: 'Impor',
        previewed: '3 soal siap diimpor',
        saved: '3 soal diimpor ke bank soal',
        bank: 'Bank soal akademi',
      },
      category,
    );

    // An exam of the class, made without draws, takes one from the academy bank on its page.
    const kitabId = await demoKitab(request, session.user.token);
    const examId = await draftExam(request, session.user.token, kitabId, {
      en: 'Adab quiz',
      id: 'Kuis adab',
    });
    await page.goto(`/staff/exams/${examId}`);
    await page.getByRole('button', { name: 'Tambah undian' }).click();
    const draw = page.getByRole('group', { name: 'Undian 1' });
    await draw.getByLabel('Bank soal').selectOption({ label: 'Bank soal akademi' });
    await draw.getByLabel('Kategori').selectOption({ label: `${category} (3 di bank)` });
    await draw.getByLabel('Soal per percobaan').fill('3');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Tersimpan sebagai draf: peserta tidak melihatnya.')).toBeVisible();

    const saved = await request.get(`/api/v1/staff/exams/${examId}`, { headers });
    expect(((await saved.json()) as { data: { draws: unknown[] } }).data.draws).toEqual([
      { bank: 'academy', category, count: 3 },
    ]);
    await expectNoSeriousViolations(page);
  });
});
