import { readFileSync } from 'node:fs';
import { expectNoSeriousViolations } from './support/axe';
import { authHeader } from './support/profiles';
import { expect, headersOf, test } from './support/signed-in';
import { create, fillBoth, openNew } from './support/staff';

// Question import into a class's bank (issue 25, decision 0106; issue 38): a GIFT file is previewed
// question by question, what each becomes as learners are graded and the ones that cannot be
// imported with why; the import saves the good ones and names the skipped ones, and the questions
// are listed. An exam then draws from the bank (decision 0114).
test.use({ signedInAs: 'admin' });

const giftWith = (firstAnswers: string) =>
  [
    '// Aqidah, chapter 1',
    '::Tawhid:: ما معنى التوحيد؟ {=إفراد الله بالعبادة ~الصلاة}',
    '',
    `Which are obligatory prayers? {${firstAnswers}}`,
    '',
    'Explain the meaning of ikhlas. {}',
  ].join('\n');

test('a GIFT file is previewed question by question, imported without the ones it cannot keep, and its questions appear', async ({
  page,
  request,
  session,
}) => {
  const classes = await request.get('/api/v1/staff/classes?size=1', {
    headers: authHeader(session.user.token),
  });
  const classId = ((await classes.json()) as { data: { id: string }[] }).data[0]!.id;
  const category = `Aqidah ${Date.now() % 1_000_000}`;

  // On a phone: from the class to the import, a file with one error.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/staff/classes/${classId}`);
  await page.getByRole('link', { name: 'Import questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import questions' })).toBeVisible();
  await page.getByLabel('Format').selectOption('gift');
  await page.getByRole('textbox', { name: 'Category' }).fill(category);
  const file = page.getByRole('button', { name: /^File/ });
  await file.setInputFiles({
    name: 'aqidah.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(giftWith('~Subuh ~Dhuha')),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Line 4: Mark at least one option as right' }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: '2 questions ready to import. 1 question will be skipped.' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Questions in the file' })
      .getByRole('row')
      .filter({ hasText: 'Not imported' }),
  ).toContainText('Mark at least one option as right');
  await expectNoSeriousViolations(page);

  // Written as Moodle writes it, previewed at 1280: each question as learners are graded, Arabic
  // as written, a short answer with partial credit refused with why; then imported without it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await file.setInputFiles({
    name: 'aqidah.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      `${giftWith('~%50%Subuh ~%50%Maghrib ~%-100%Dhuha')}\n\n::Frog:: What is a frog? {=Frog =%50%Cat =%0%*}`,
    ),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '3 questions ready to import. 1 question will be skipped.' }),
  ).toBeVisible();
  const preview = page.getByRole('table', { name: 'Questions in the file' });
  await expect(preview.getByRole('cell', { name: 'ما معنى التوحيد؟' })).toBeVisible();
  await expect(preview.getByRole('row')).toHaveCount(5);
  const prayers = preview.getByRole('row').filter({ hasText: 'Which are obligatory prayers?' });
  for (const text of [
    'Multiple choice',
    'Learners tick every right option and no other:',
    '✓ Maghrib',
    'Graded all or nothing',
  ])
    await expect(prayers).toContainText(text);
  await expect(preview.getByRole('row').filter({ hasText: 'Not imported' })).toContainText(
    'Partial credit on a short answer is not supported: “Cat” (50%)',
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '3 questions imported into the bank. 1 question skipped (see why above).' }),
  ).toBeVisible();

  const bank = page.getByRole('table', { name: 'Question bank' });
  const imported = bank.getByRole('row').filter({ hasText: category });
  await expect(imported).toHaveCount(3);
  await expect(imported.filter({ hasText: 'ما معنى التوحيد؟' })).toContainText('✓ إفراد الله بالعبادة');
  await expect(imported.filter({ hasText: 'Which are obligatory prayers?' })).toContainText(
    'Multiple choice',
  );
  await expectNoSeriousViolations(page);

  // The bank comes back out as the CSV template, Arabic intact, ready to import elsewhere.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the bank (CSV)' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toBe(`question-bank-${classId.slice(0, 8)}.csv`);
  const csv = readFileSync(await exported.path(), 'utf8');
  expect(csv).toMatch(/^\uFEFFcategory,kind,prompt,option_a/);
  expect(csv).toContain(`${category},single_choice,ما معنى التوحيد؟,إفراد الله بالعبادة,الصلاة`);
});

test('an exam is built with a random draw from a category of the bank, refused beyond what it holds', async ({
  page,
  request,
  session,
}) => {
  const headers = headersOf(session);
  const classes = await request.get('/api/v1/staff/classes?size=1', { headers });
  const classId = ((await classes.json()) as { data: { id: string }[] }).data[0]!.id;
  const kitabs = await request.get(`/api/v1/staff/kitab?parentId=${classId}&size=1`, { headers });
  const kitabId = ((await kitabs.json()) as { data: { id: string }[] }).data[0]!.id;
  const category = `Fiqh ${Date.now() % 1_000_000}`;
  const imported = await request.post('/api/v1/staff/questions/import', {
    headers,
    multipart: {
      format: 'gift',
      classId,
      category,
      file: {
        name: 'fiqh.gift',
        mimeType: 'text/plain',
        buffer: Buffer.from(giftWith('~%50%Subuh ~%50%Maghrib ~Dhuha')),
      },
    },
  });
  expect(imported.status()).toBe(201);

  await page.goto(`/staff/kitab/${kitabId}`);
  await openNew(page, 'exam');
  await fillBoth(page, 'Title', 'Ujian fikih acak', 'Random fiqh exam');
  await page.getByRole('button', { name: 'Add a draw' }).click();
  const draw = page.getByRole('group', { name: 'Draw 1' });
  await draw.getByLabel('Category').selectOption({ label: `${category} (3 in the bank)` });
  await draw.getByLabel('Questions per attempt').fill('4');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByText('The class’s question bank has fewer questions in this category than the draw takes'),
  ).toBeVisible();
  await draw.getByLabel('Questions per attempt').fill('2');
  await create(page, 'Edit exam');
  await expect(draw.getByLabel('Category')).toHaveValue(category);
  await expect(draw.getByLabel('Questions per attempt')).toHaveValue('2');

  // A fixed question copied from the same bank.
  await page.getByRole('button', { name: 'Add from the bank' }).click();
  const picker = page.getByRole('dialog', { name: 'Add questions from a bank' });
  await picker.getByLabel('Category').selectOption(category);
  await picker.getByRole('checkbox', { name: 'Explain the meaning of ikhlas.' }).check();
  await expectNoSeriousViolations(page);
  await picker.getByRole('button', { name: 'Add 1 question' }).click();
  await expect(picker).toBeHidden();
  const questions = page.getByRole('region', { name: 'Questions' });
  await expect(questions.getByText('Explain the meaning of ikhlas.')).toBeVisible();
  await expectNoSeriousViolations(page);
});
