import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { classIdOf } from './support/learners';
import { expect, headersOf, test } from './support/signed-in';

// A class's bank searched and filtered on the server, and "remove this import" (issue 38 item 5,
// decision 0164): two files imported, the list narrowed by a word and by a category, then one
// import removed after a confirmation that says how many questions go; on a laptop in English and
// on a phone in Indonesian, the dialog's buttons inside the screen.
test.use({ signedInAs: 'admin' });

const demoSlug = 'nahwu-ajurrumiyyah';

async function importFile(
  request: APIRequestContext,
  headers: Record<string, string>,
  classId: string,
  category: string,
  name: string,
  lines: string[],
) {
  const response = await request.post('/api/v1/staff/questions/import', {
    headers,
    multipart: {
      format: 'gift',
      classId,
      category,
      file: { name, mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n\n')) },
    },
  });
  expect(response.status()).toBe(201);
}

/** Two imports with a word no other question holds; answers the class, the word and the names. */
async function twoImports(request: APIRequestContext, headers: Record<string, string>) {
  const run = Date.now() % 1_000_000;
  const word = `Zamzam${run}`;
  const classId = await classIdOf(request, demoSlug);
  const sirah = { category: `Sirah ${run}`, file: `sirah-${run}.gift` };
  const adab = { category: `Adab ${run}`, file: `adab-${run}.gift` };
  await importFile(request, headers, classId, sirah.category, sirah.file, [
    `Where is the well of ${word}? {=Makkah ~Madinah}`,
    'In which year was the Hijrah? {=622}',
    'Who was the first caliph? {=Abu Bakr ~Umar}',
  ]);
  await importFile(request, headers, classId, adab.category, adab.file, [
    'Which hand is used for eating? {=The right ~The left}',
    `What is said before drinking ${word} water? {=Bismillah ~Nothing}`,
  ]);
  return { classId, word, sirah, adab };
}

/** The confirmation's buttons lie wholly inside the screen. */
async function expectInsideScreen(page: Page, names: string[]) {
  const width = page.viewportSize()!.width;
  for (const name of names) {
    const box = (await page.getByRole('dialog').getByRole('button', { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

test('the bank is searched by a word and narrowed to a category, and one import is removed as a whole', async ({
  page,
  request,
  session,
}) => {
  const { classId, word, sirah, adab } = await twoImports(request, headersOf(session));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/classes/${classId}/questions/import`);
  const bank = page.getByRole('table', { name: 'Question bank' });
  await page.getByRole('searchbox', { name: 'Search the bank' }).fill(word);
  await expect(bank.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: /^2 of \d+ questions shown$/ })).toBeVisible();
  await page.getByLabel('Filter by category').selectOption({ label: `${adab.category} (2)` });
  await expect(bank.getByRole('row')).toHaveCount(2);
  await expect(bank).toContainText(`What is said before drinking ${word} water?`);
  await page.getByRole('searchbox', { name: 'Search the bank' }).fill('');
  await expect(bank.getByRole('row')).toHaveCount(3);

  const imports = page.getByRole('region', { name: 'Imports' });
  await expect(imports.getByRole('listitem').filter({ hasText: sirah.file })).toContainText(
    `${sirah.category} · 3 of 3 questions still in the bank`,
  );
  await imports.getByRole('button', { name: `Remove this import: ${sirah.file} (3 questions)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this import?' });
  await expect(dialog).toContainText(
    `3 questions imported from ${sirah.file} into “${sirah.category}” leave the bank.`,
  );
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Remove 3 questions' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `3 questions of ${sirah.file} removed from the bank.` }),
  ).toBeVisible();
  await expect(imports.getByRole('listitem').filter({ hasText: sirah.file })).toHaveCount(0);
  await page.getByLabel('Filter by category').selectOption({ label: 'All categories' });
  await page.getByRole('searchbox', { name: 'Search the bank' }).fill(word);
  await expect(bank.getByRole('row')).toHaveCount(2);
  await expect(
    page.getByLabel('Filter by category').locator('option', { hasText: sirah.category }),
  ).toHaveCount(0);
});

test.describe('on a phone in Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('the search and the removal read in Indonesian, the confirmation inside a 360 px screen', async ({
    page,
    request,
    session,
  }) => {
    const { classId, word, adab } = await twoImports(request, headersOf(session));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/staff/classes/${classId}/questions/import`);
    await page.getByRole('searchbox', { name: 'Cari di bank soal' }).fill(word);
    await expect(page.getByRole('table', { name: 'Bank soal' }).getByRole('row')).toHaveCount(3);
    const imports = page.getByRole('region', { name: 'Impor' });
    await imports.getByRole('button', { name: `Hapus impor ini: ${adab.file} (2 soal)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus impor ini?' });
    await expect(dialog).toContainText(
      `2 soal yang diimpor dari ${adab.file} ke “${adab.category}” keluar dari bank.`,
    );
    await expectInsideScreen(page, ['Batal', 'Hapus 2 soal']);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Hapus 2 soal' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `2 soal dari ${adab.file} dihapus dari bank.` }),
    ).toBeVisible();
  });
});
