import { expect, test, type Page } from '@playwright/test';
import { signInWithUi } from './support/accounts';
import { examsOf } from './support/exams';
import { enrolledLearner } from './support/learners';

// The admin writes an exam with one question of each kind (one in Arabic) on the kitab of an open
// class; a learner of that class starts it and sees every question.

const demoAdmin = { phoneNumber: '081200000001', password: 'admin12345' };
const arabicPrompt = 'مَا إِعْرَابُ الفَاعِلِ؟';

/** Fills a field until the text stays (on a busy machine the page may still be starting up). */
async function fillSteady(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1000 });
  }).toPass();
}

async function fillBoth(page: Page, label: string, indonesian: string, english = indonesian) {
  await fillSteady(page, `${label} (Indonesian)`, indonesian);
  await fillSteady(page, `${label} (English)`, english);
}

/** Adds one question from the exam's page and comes back to it. */
async function addQuestion(page: Page, fill: () => Promise<void>) {
  await page.getByRole('link', { name: 'Add question' }).click();
  await fill();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
  await page.getByRole('link', { name: /Back to the exam/ }).click();
}

test('an admin writes an exam with four kinds of questions; an enrolled learner starts it and sees them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Console exam ${Date.now() % 1_000_000}`;
  await expect(() => signInWithUi(page, demoAdmin)).toPass({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/staff$/);
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const { learner, classId } = await enrolledLearner(learnerPage, request, 'nahwu-ajurrumiyyah');
  const kitabId = (await examsOf(request, learner, classId))('Chapter one exam: speech').kitabId;

  await page.goto(`/staff/kitab/${kitabId}`);
  await page.getByRole('link', { name: 'Add exam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New exam' })).toBeVisible();
  await fillSteady(page, 'Opens', '2020-01-01T08:00');
  await fillBoth(page, 'Title', `Ujian konsol ${title}`, title);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit exam' })).toBeVisible();

  // Single choice, in Arabic: a first try with two right options is refused beside the options.
  await page.getByRole('link', { name: 'Add question' }).click();
  await page.getByLabel('Writing direction').selectOption({ label: 'Right to left (Arabic)' });
  await fillBoth(page, 'Question', arabicPrompt);
  await expect(page.getByLabel('Question (Indonesian)', { exact: true })).toHaveCSS('direction', 'rtl');
  await fillBoth(page, 'Option 1', 'مَرْفُوعٌ');
  await fillBoth(page, 'Option 2', 'مَنْصُوبٌ');
  await page.getByLabel('Option 2 is right').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A single-choice question has exactly one right option')).toBeVisible();
  await expect(page.getByLabel('Question (Indonesian)', { exact: true })).toHaveValue(arabicPrompt);
  await page.getByLabel('Option 2 is right').uncheck();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
  await page.getByRole('link', { name: /Back to the exam/ }).click();

  await addQuestion(page, async () => {
    await page.getByLabel('Kind').selectOption({ label: 'Multiple choice' });
    await fillBoth(page, 'Question', 'Huruf idgham bighunnah?', 'Letters of idgham bighunnah?');
    await fillBoth(page, 'Option 1', 'ي');
    await fillBoth(page, 'Option 2', 'ن');
    await page.getByLabel('Option 2 is right').check();
  });
  await addQuestion(page, async () => {
    await page.getByLabel('Kind').selectOption({ label: 'Short answer' });
    await fillBoth(page, 'Question', 'Sebut pelaku dalam bahasa Arab', 'Name the doer in Arabic');
    await page.getByRole('button', { name: 'Add an answer' }).click();
    await page.getByRole('textbox', { name: /^Accepted answers/ }).fill('الفاعل');
  });
  await addQuestion(page, async () => {
    await page.getByLabel('Kind').selectOption({ label: 'Essay' });
    await fillBoth(page, 'Question', 'Jelaskan hadits niat', 'Explain the hadith of intentions');
  });
  await expect(page.getByRole('table', { name: 'Questions' }).getByRole('row')).toHaveCount(5);

  // The learner finds the new exam, starts it and sees the four questions, the Arabic one right to left.
  const exam = (await examsOf(request, learner, classId))(title);
  await learnerPage.goto(`/dashboard/kitab/${exam.kitabId}/q/${exam.id}`);
  await expect(learnerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await learnerPage.getByRole('button', { name: 'Start the exam' }).click();
  await learnerPage.locator('label').filter({ hasText: 'All questions' }).click();
  const questions = learnerPage.getByRole('region', { name: /^Question \d of 4/ });
  await expect(questions).toHaveCount(4);
  await expect(learnerPage.locator('[dir="rtl"]').filter({ hasText: arabicPrompt }).first()).toBeVisible();
  await expect(questions.nth(0).getByRole('radio', { name: 'مَرْفُوعٌ' })).toBeVisible();
  await expect(questions.nth(1).getByRole('checkbox', { name: 'ن' })).toBeVisible();
  await expect(learnerPage.getByText('Letters of idgham bighunnah?')).toBeVisible();
  await expect(learnerPage.getByText('Explain the hadith of intentions')).toBeVisible();
  await learnerContext.close();
});
