import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { StaffBankQuestion, StaffQuestionBank } from '@academy/contract/staff-question-bank';
import { expectNoSeriousViolations } from './support/axe';
import { expect, headersOf, test } from './support/signed-in';

// Editing a question of the academy bank from the console (issue 25): the demo admin opens a
// question this spec imported itself, an edit without its right answer is refused beside its
// field with the typing kept, and a good edit saves and shows in the bank's table, on a laptop in
// English and on a phone in Indonesian.
test.use({ signedInAs: 'admin' });

/** Imports a GIFT file into the academy bank through the API, under a category of this run. */
async function importAcademy(request: APIRequestContext, headers: Record<string, string>, gift: string) {
  const category = `Edit ${Date.now() % 1_000_000}`;
  const response = await request.post('/api/v1/staff/questions/import', {
    headers,
    multipart: {
      format: 'gift',
      category,
      dryRun: 'false',
      file: { name: 'edit.gift', mimeType: 'text/plain', buffer: Buffer.from(gift) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return category;
}

/** The academy bank's question whose prompt (English) is `prompt`, as the API answers it. */
async function bankQuestion(request: APIRequestContext, headers: Record<string, string>, prompt: string) {
  const response = await request.get('/api/v1/staff/question-bank', { headers });
  const { data } = (await response.json()) as { data: StaffQuestionBank };
  return data.items.find((item) => item.prompt.en === prompt) as StaffBankQuestion;
}

/** The page's words for one run: English or Indonesian. */
interface Words {
  bank: string;
  edit: RegExp;
  dialog: string;
  /** The prompt's boxes, Indonesian and English. */
  prompt: { id: string; en: string };
  save: string;
}

/** The bank table's row of a question, by its prompt. */
const rowOf = (page: Page, words: Words, prompt: string): Locator =>
  page.getByRole('table', { name: words.bank }).getByRole('row').filter({ hasText: prompt });

/** Opens the edit dialog of a question from its row of the bank's table. */
async function openEditor(page: Page, words: Words, prompt: string) {
  await rowOf(page, words, prompt).getByRole('button', { name: words.edit }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types a new prompt in both languages and saves: the dialog stays open on a refusal. */
async function savePrompt(dialog: Locator, words: Words, prompt: { id: string; en: string }) {
  for (const language of ['id', 'en'] as const)
    await dialog.getByRole('textbox', { name: words.prompt[language] }).fill(prompt[language]);
  await dialog.getByRole('button', { name: words.save }).click();
}

test('an admin edits an academy bank question’s prompt and right answer, at 1280 px', async ({
  page,
  request,
  session,
}) => {
  const headers = headersOf(session);
  const stamp = Date.now() % 1_000_000;
  const prompt = `What is sabr? (${stamp})`;
  const arabic = `ما هو الصدق؟ ${stamp}`;
  await importAcademy(
    request,
    headers,
    [`${prompt} {=Patience ~Anger ~Haste}`, '', `${arabic} {=قول الحق ~الكذب}`].join('\n'),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/staff/question-bank');
  const words = {
    bank: 'Academy question bank',
    edit: /^Edit question/,
    dialog: 'Edit a bank question',
    prompt: { id: 'Question (Indonesian)', en: 'Question (English)' },
    save: 'Save changes',
  };

  // An Arabic question is typed right to left.
  let dialog = await openEditor(page, words, arabic);
  await expect(dialog.getByText('Single choice: the kind stays as it is.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Question (English)' })).toHaveCSS('direction', 'rtl');
  await expect(dialog.getByRole('textbox', { name: 'Option 1 (Indonesian)' })).toHaveValue('قول الحق');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  dialog = await openEditor(page, words, prompt);
  await expect(dialog.getByRole('textbox', { name: 'Category' })).toHaveValue(/^Edit /);
  await expectNoSeriousViolations(page);

  const changed = `What does sabr mean? (${stamp})`;
  // No right option: refused beside the options, what was typed kept.
  await dialog.getByRole('checkbox', { name: 'Option 1 is right' }).uncheck();
  await savePrompt(dialog, words, { id: `Apa arti sabar? (${stamp})`, en: changed });
  await expect(
    dialog.getByRole('group', { name: 'Options' }).getByText('Mark at least one option as right'),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Question (English)' })).toHaveValue(changed);
  await expectNoSeriousViolations(page);

  await dialog.getByRole('checkbox', { name: 'Option 2 is right' }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The question is saved.' })).toBeVisible();
  const row = rowOf(page, words, changed);
  await expect(row.getByText('✓ Anger')).toBeVisible();
  await expect(rowOf(page, words, prompt)).toHaveCount(0);

  const saved = await bankQuestion(request, headers, changed);
  expect(saved.prompt).toEqual({ en: changed, id: `Apa arti sabar? (${stamp})` });
  expect(saved.options.map((option) => option.correct)).toEqual([false, true, false]);
  expect(saved.kind).toBe('single_choice');
  await expectNoSeriousViolations(page);
});

test.describe('on a phone in Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('an admin edits a short answer’s prompt and accepted answers, at 390 px', async ({
    page,
    request,
    session,
  }) => {
    const headers = headersOf(session);
    const stamp = Date.now() % 1_000_000;
    const prompt = `Lawan dari sombong? (${stamp})`;
    await importAcademy(request, headers, `${prompt} {=Rendah hati =Tawadu}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/staff/question-bank');
    const words = {
      bank: 'Bank soal akademi',
      edit: /^Ubah soal/,
      dialog: 'Ubah soal bank',
      prompt: { id: 'Pertanyaan (Indonesia)', en: 'Pertanyaan (Inggris)' },
      save: 'Simpan perubahan',
    };
    const dialog = await openEditor(page, words, prompt);
    await expect(dialog.getByText('Jawaban singkat: jenisnya tetap.', { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page);

    const changed = `Apa lawan dari sombong? (${stamp})`;
    // Without an accepted answer: refused beside the list, the prompt kept.
    await dialog.getByRole('button', { name: 'Hapus Jawaban yang diterima 2' }).click();
    await dialog.getByRole('button', { name: 'Hapus Jawaban yang diterima 1' }).click();
    await savePrompt(dialog, words, { id: changed, en: `Opposite of pride? (${stamp})` });
    const answers = dialog.getByRole('group', { name: 'Jawaban yang diterima' });
    await expect(answers.getByText('Tambahkan minimal satu jawaban yang diterima')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Pertanyaan (Indonesia)' })).toHaveValue(changed);
    await expectNoSeriousViolations(page);

    await answers.getByRole('button', { name: 'Tambah jawaban' }).click();
    await answers.getByRole('textbox', { name: 'Jawaban yang diterima 1' }).fill('Tawaduk');
    await dialog.getByRole('button', { name: 'Simpan perubahan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Soal sudah disimpan.' })).toBeVisible();
    await expect(rowOf(page, words, changed).getByText('✓ Tawaduk')).toBeVisible();

    const saved = await bankQuestion(request, headers, `Opposite of pride? (${stamp})`);
    expect(saved).toMatchObject({
      kind: 'short_answer',
      prompt: { id: changed },
      acceptedAnswers: ['Tawaduk'],
    });
    await expectNoSeriousViolations(page);
  });
});
