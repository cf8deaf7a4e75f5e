import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signInWithUi } from './support/accounts';
import { actAs, classIdOf, createLearner } from './support/learners';
import { expectNoSeriousViolations } from './support/profiles';

const here = path.dirname(fileURLToPath(import.meta.url));
const lessonVideo = path.resolve(here, '../../api/demo-media/arbain-01.mp4');

/** The demo staff (api-contract "Staff calls"). */
const demoAdmin = { phoneNumber: '081200000001', password: 'admin12345' };
const demoTeacher = { phoneNumber: '081200000002', password: 'guru12345' };

const arabicText = 'بَابُ الطَّهَارَةِ: الْمِيَاهُ سَبْعَةٌ';

async function fillBoth(page: Page, label: string, indonesian: string, english: string) {
  await page.getByLabel(`${label} (Indonesian)`, { exact: true }).fill(indonesian);
  await page.getByLabel(`${label} (English)`, { exact: true }).fill(english);
}

test('an admin builds a class with a kitab, a meeting, an uploaded video and an Arabic text; a learner joins and reads it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = `fikih-thaharah-${Date.now() % 1_000_000}`;
  await signInWithUi(page, demoAdmin);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Assalamu’alaikum, Admin Akademi/ }),
  ).toBeVisible();

  // The class: a first try without a title is refused beside the field, and keeps the rest.
  await page
    .getByRole('navigation', { name: 'Staff console navigation' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await page.getByRole('link', { name: 'Add class' }).click();
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Title (Indonesian)', { exact: true })).toHaveAccessibleDescription(
    'This field is required',
  );
  await expect(page.getByLabel('Address (slug)')).toHaveValue(slug);
  await fillBoth(page, 'Title', 'Fikih Thaharah', 'Fiqh of Purification');
  await fillBoth(
    page,
    'Description',
    'Bab bersuci dari Safinatun Najah.',
    'The chapter of purification of the Safinah.',
  );
  await page.getByLabel('Teacher').selectOption({ label: 'Ustadz Abdullah Hakim, Lc., M.A.' });
  await page.getByLabel('Department').selectOption({ label: 'Family' });
  await fillBoth(page, 'Lesson schedule', 'Ahad 20.00 WIB', 'Sundays 8 pm WIB');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit class' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // Its kitab, with an Arabic title.
  await page.getByRole('link', { name: 'Add kitab' }).click();
  await fillBoth(page, 'Title', 'Safinatun Najah', 'The Ship of Salvation');
  await page.getByLabel('Arabic title').fill('سفينة النجاة');
  await page.getByLabel('Author').fill('Salim bin Sumair al-Hadhrami');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit kitab' })).toBeVisible();

  // A meeting.
  await page.getByRole('link', { name: 'Add meeting' }).click();
  await fillBoth(page, 'Title', 'Air dan macamnya', 'Water and its kinds');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit meeting' })).toBeVisible();

  // An uploaded video: its type is read from the file, and it plays in the preview.
  await page.getByRole('link', { name: 'Add material' }).click();
  await fillBoth(page, 'Title', 'Video pembuka', 'Opening video');
  await page.locator('input[type="file"]').setInputFiles(lessonVideo);
  await expect(page.getByRole('status').filter({ hasText: /Uploaded/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Media file' })).toHaveValue(
    /^\/media\/\d{4}\/\d{2}\/[\w-]+\.mp4$/,
  );
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.duration))
    .toBeGreaterThan(20);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit material' })).toBeVisible();
  await page.getByRole('link', { name: /Back to the meeting/ }).click();

  // An Arabic text, right to left, with its live preview.
  await page.getByRole('link', { name: 'Add material' }).click();
  await fillBoth(page, 'Title', 'Matan: air', 'Text: water');
  await page.getByLabel('Kind').selectOption({ label: 'Text' });
  await page.getByText('Right to left (Arabic)').click();
  await page.getByLabel('Text', { exact: true }).fill(arabicText);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('[dir="rtl"]')).toHaveText(arabicText);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit material' })).toBeVisible();
  await page.getByRole('link', { name: /Back to the meeting/ }).click();
  const materials = page.getByRole('table', { name: 'Materials' });
  await expect(materials.getByRole('row')).toHaveCount(3);

  // Reordering: the text goes first.
  await materials.getByRole('button', { name: /Move .*Text: water up/ }).click();
  await expect(materials.getByRole('row').nth(1)).toContainText('Text: water');

  // A learner finds the class at once, joins it and reads both materials.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const learner = await createLearner(request);
  await actAs(learnerPage, learner);
  await learnerPage.goto('/dashboard/class');
  await learnerPage.getByRole('searchbox').first().fill('Purification');
  await learnerPage
    .getByRole('link', { name: /Fiqh of Purification/ })
    .first()
    .click();
  await learnerPage.getByRole('button', { name: /^Join/ }).first().click();
  await learnerPage.getByRole('link', { name: 'Start reading The Ship of Salvation' }).click();
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Text: water' })).toBeVisible();
  await expect(learnerPage.locator('[dir="rtl"]').filter({ hasText: arabicText })).toBeVisible();
  await learnerPage.getByRole('link', { name: 'Next →' }).click();
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Opening video' })).toBeVisible();
  const video = learnerPage.locator('video');
  await expect(video).toHaveAttribute('src', /\/media\//);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(20);
  await learnerContext.close();
});

test('a teacher edits their own class and is refused another teacher’s', async ({ page, request }) => {
  const otherClassId = await classIdOf(request, 'nahwu-ajurrumiyyah');
  await signInWithUi(page, demoTeacher);
  await expect(page).toHaveURL(/\/staff$/);
  const nav = page.getByRole('navigation', { name: 'Staff console navigation' });
  // A teacher finds learners, grades, reads the payments (decision 0058), certificates and
  // reports of their classes.
  await expect(nav.getByRole('link')).toHaveText([
    'Classes',
    'Learners',
    'Grading',
    'Transactions',
    'Reports',
    'Certificates',
  ]);
  await nav.getByRole('link', { name: 'Classes' }).click();
  const table = page.getByRole('table', { name: 'Classes' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit class' })).toBeVisible();
  await fillBoth(page, 'Lesson schedule', 'Sabtu 16.00 WIB', 'Saturdays 4 pm WIB');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const brief = await request.get('/api/v1/classes/tahsin-akhwat/brief');
  expect((await brief.json()).data.lessonSchedule.en).toBe('Saturdays 4 pm WIB');

  await page.goto(`/staff/classes/${otherClassId}`);
  await expect(page.getByRole('alert')).toContainText('You do not have access to this');
});

test('the second of two staff saving the same record is told it changed, and keeps what they typed', async ({
  browser,
}) => {
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithUi(page, demoAdmin);
    await page.goto('/staff/faq');
    await page.getByRole('table', { name: 'FAQ' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
    return { context, page };
  };
  const first = await open();
  const second = await open();
  await first.page.getByLabel('Question (English)', { exact: true }).fill('Saved first');
  await first.page.getByRole('button', { name: 'Save' }).click();
  await expect(first.page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const typed = second.page.getByLabel('Question (English)', { exact: true });
  await typed.fill('Saved second');
  await second.page.getByRole('button', { name: 'Save' }).click();
  await expect(second.page.getByRole('alert')).toContainText('Someone else saved this record first');
  await expect(typed).toHaveValue('Saved second');
  await second.page.getByRole('button', { name: /Load the saved version/ }).click();
  await expect(typed).toHaveValue('Saved first');
  await first.context.close();
  await second.context.close();
});

test('a learner who opens /staff is told it is for staff', async ({ page, request }) => {
  const learner = await createLearner(request);
  await actAs(page, learner);
  await page.goto('/staff');
  await expect(page.getByRole('alert')).toContainText('This page is for academy staff');
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the console pages have no serious accessibility violation (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInWithUi(page, demoAdmin);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/staff/classes');
    await expect(page.getByRole('table', { name: 'Classes' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('table', { name: 'Classes' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit class' })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await page.getByRole('table', { name: 'Kitab' }).getByRole('link').first().click();
    await page.getByRole('table', { name: 'Meetings' }).getByRole('link').first().click();
    await page.getByRole('link', { name: 'Add material' }).click();
    await page.getByLabel('Kind').selectOption({ label: 'Text' });
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByLabel('Text', { exact: true })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expectNoSeriousViolations(page);

    await page.goto('/staff/teachers');
    await page.getByRole('table', { name: 'Teachers' }).getByRole('link').first().click();
    await expect(page.getByRole('group', { name: /Sanad/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/staff/exams');
    await page
      .getByRole('table', { name: 'Exams' })
      .getByRole('link', { name: /Chapter one exam/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit exam' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('table', { name: 'Questions' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/staff/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Change log' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
