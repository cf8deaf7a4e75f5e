import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signInWithUi } from './support/accounts';
import { demoAdmin } from './support/grading';
import { actAs, classIdOf, createLearner } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/signed-in';
import { addQuestion, create, demoTeacher, fillBoth, fillSteady, openNew } from './support/staff';
import { visit } from './support/visit';

const here = path.dirname(fileURLToPath(import.meta.url));
const lessonVideo = path.resolve(here, '../../api/demo-media/arbain-01.mp4');
const lessonPdf = path.resolve(here, '../../api/demo-media/amtsilah-tabel.pdf');

const arabicText = 'بَابُ الطَّهَارَةِ: الْمِيَاهُ سَبْعَةٌ';
const arabicPrompt = 'مَا حُكْمُ الْمَاءِ الْمُطْلَقِ؟';

/** The learner's exam, one question at a time. */
const question = (page: Page, number: number) =>
  page.getByRole('region', { name: new RegExp(`^Question ${number} of 4`) });

// The whole issue-13 journey in one test: the admin builds a class with every kind of content on a
// new kitab, then a new learner finds it, joins, reads and sits its exam. Long by nature: its own
// timeout, as the other long journeys have (about 40 s alone on a quiet machine).
test('an admin builds a class with a kitab, a meeting, an uploaded video, an Arabic text and a four-kind exam; a learner finds, joins, reads it and takes the exam', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const slug = `fikih-thaharah-${Date.now() % 1_000_000}`;
  // The first test of a run meets a cold server; once (not reproduced since) the sign-in page
  // dropped a password typed while it hydrated: sign in again then.
  await expect(() => signInWithUi(page, demoAdmin)).toPass({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/staff$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Assalamu’alaikum, Admin Akademi/ }),
  ).toBeVisible();

  await test.step('the class: a first try without a title is refused beside the field, and keeps the rest', async () => {
    await page
      .getByRole('navigation', { name: 'Staff console navigation' })
      .getByRole('link', { name: 'Classes' })
      .click();
    await openNew(page, 'class');
    await fillSteady(page, 'Address (slug)', slug);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByLabel('Title (Indonesian)', { exact: true })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(page.getByLabel('Address (slug)')).toHaveValue(slug);
    // The form's banner sits above the fields it points to (issue 38 item 13), not under them.
    const banner = page.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' });
    const firstField = page.getByRole('combobox', { name: 'Visibility' });
    expect((await banner.boundingBox())!.y).toBeLessThan((await firstField.boundingBox())!.y);
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
    // A new class starts as a draft; this one goes live with its kitab.
    await expect(page.getByLabel('Visibility')).toHaveValue('draft');
    await page.getByLabel('Visibility').selectOption({ label: 'Published' });
    await create(page, 'Edit class');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  await test.step('its kitab, with an Arabic title, and a meeting', async () => {
    await openNew(page, 'kitab');
    await fillBoth(page, 'Title', 'Safinatun Najah', 'The Ship of Salvation');
    await fillSteady(page, 'Arabic title', 'سفينة النجاة');
    await fillSteady(page, 'Author', 'Salim bin Sumair al-Hadhrami');
    await create(page, 'Edit kitab');
    await openNew(page, 'meeting');
    await fillBoth(page, 'Title', 'Air dan macamnya', 'Water and its kinds');
    await create(page, 'Edit meeting');
  });

  await test.step('an uploaded video: its type is read from the file, and it plays in the preview', async () => {
    await openNew(page, 'material');
    await fillBoth(page, 'Title', 'Video pembuka', 'Opening video');
    await page.locator('input[type="file"]').setInputFiles(lessonVideo);
    await expect(page.getByRole('status').filter({ hasText: /Uploaded/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Media file' })).toHaveValue(
      /^\/media\/\d{4}\/\d{2}\/[\w-]+\.mp4$/,
    );
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.duration))
      .toBeGreaterThan(20);
    // Its playing time is read from the file, not left at the form's 10 minutes.
    await expect(page.getByLabel('Duration (minutes)')).toHaveValue('1');
    await create(page, 'Edit material');
    await page.getByRole('link', { name: /Back to the meeting/ }).click();
  });

  await test.step('an Arabic text, right to left, with its live preview; reordered first', async () => {
    await openNew(page, 'material');
    await fillBoth(page, 'Title', 'Matan: air', 'Text: water');
    await page.getByLabel('Kind').selectOption({ label: 'Text' });
    await page.getByText('Right to left (Arabic)').click();
    await fillSteady(page, 'Text', arabicText);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('[dir="rtl"]')).toHaveText(arabicText);
    await create(page, 'Edit material');
    await page.getByRole('link', { name: /Back to the meeting/ }).click();
    const materials = page.getByRole('table', { name: 'Materials' });
    await expect(materials.getByRole('row')).toHaveCount(3);
    await materials.getByRole('button', { name: /Move .*Text: water up/ }).click();
    await expect(materials.getByRole('row').nth(1)).toContainText('Text: water');
  });

  await test.step('a PDF chosen as "Video": the kind follows the file, one click saves, leaving unsaved asks', async () => {
    await openNew(page, 'material');
    await fillBoth(page, 'Title', 'Ringkasan', 'Summary');
    // Leaving typed input behind asks first; staying keeps it.
    await page.getByRole('link', { name: /Back to the meeting/ }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New material' })).toBeVisible();
    await expect(page.getByLabel('Title (English)')).toHaveValue('Summary');

    await page.locator('input[type="file"]').setInputFiles(lessonPdf);
    await expect(page.getByRole('status').filter({ hasText: /Uploaded/ })).toBeVisible();
    await expect(page.getByLabel('Kind')).toHaveValue('pdf');
    // The PDF is read in a dialog, not framed in the form where it kept the focus and ate the
    // first click on Create (issue 38 item 6); closed, the focus is back on its button.
    await expect(page.locator('form iframe')).toHaveCount(0);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('button', { name: 'Read the PDF' }).click();
    const reader = page.getByRole('dialog', { name: 'Read the PDF' });
    await expect(reader.locator('iframe')).toBeVisible();
    await reader.locator('iframe').click();
    await reader.getByRole('button', { name: 'Close' }).click();
    await expect(reader).toHaveCount(0);
    await expect(preview.getByRole('button', { name: 'Read the PDF' })).toBeFocused();
    await create(page, 'Edit material');
    await page.getByRole('link', { name: /Back to the meeting/ }).click();
    await expect(page.getByRole('table', { name: 'Materials' }).getByRole('row')).toHaveCount(4);
  });

  await test.step('an exam on the new kitab, open now', async () => {
    await page.getByRole('link', { name: /Back to the kitab/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit kitab' })).toBeVisible();
    await openNew(page, 'exam');
    await fillBoth(page, 'Title', 'Ujian bab thaharah', 'Purification exam');
    await fillSteady(page, 'Opens', '2020-01-01T08:00');
    await create(page, 'Edit exam');
  });

  await test.step('single choice in Arabic: two right options are refused beside the options', async () => {
    await openNew(page, 'question');
    await page.getByLabel('Writing direction').selectOption({ label: 'Right to left (Arabic)' });
    await fillBoth(page, 'Question', arabicPrompt);
    await expect(page.getByLabel('Question (Indonesian)', { exact: true })).toHaveCSS('direction', 'rtl');
    await fillBoth(page, 'Option 1', 'طَاهِرٌ مُطَهِّرٌ');
    await fillBoth(page, 'Option 2', 'نَجِسٌ');
    await page.getByLabel('Option 2 is right').check();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('A single-choice question has exactly one right option')).toBeVisible();
    await expect(page.getByLabel('Question (Indonesian)', { exact: true })).toHaveValue(arabicPrompt);
    await page.getByLabel('Option 2 is right').uncheck();
    await create(page, 'Edit question');
    await page.getByRole('link', { name: /Back to the exam/ }).click();
  });

  await test.step('multiple choice, short answer and essay', async () => {
    await addQuestion(page, async () => {
      await page.getByLabel('Kind').selectOption({ label: 'Multiple choice' });
      await fillBoth(page, 'Question', 'Mana yang air suci?', 'Which water is pure?');
      await fillBoth(page, 'Option 1', 'Air hujan', 'Rain water');
      await fillBoth(page, 'Option 2', 'Air laut', 'Sea water');
      await page.getByRole('button', { name: 'Add an option' }).click();
      await fillBoth(page, 'Option 3', 'Air kencing', 'Urine');
      await page.getByLabel('Option 2 is right').check();
      await expect(page.getByLabel('Option 3 is right')).not.toBeChecked();
    });
    await addQuestion(page, async () => {
      await page.getByLabel('Kind').selectOption({ label: 'Short answer' });
      await fillBoth(page, 'Question', 'Tulis "air" dalam bahasa Arab', 'Write "water" in Arabic');
      await page.getByRole('button', { name: 'Add an answer' }).click();
      await page.getByRole('textbox', { name: /^Accepted answers/ }).fill('ماء');
    });
    await addQuestion(page, async () => {
      await page.getByLabel('Kind').selectOption({ label: 'Essay' });
      await fillBoth(page, 'Question', 'Jelaskan macam-macam air', 'Explain the kinds of water');
    });
    await expect(page.getByRole('table', { name: 'Questions' }).getByRole('row')).toHaveCount(5);
    // With its questions, the exam (a draft until now) is published.
    await page.getByLabel('Visibility').selectOption({ label: 'Published' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  // A new learner finds the class at once, joins it, reads both materials and sits the exam.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const learner = await createLearner(request);
  await actAs(learnerPage, learner);

  await test.step('the learner finds the class, joins it and reads both materials', async () => {
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
  });

  await test.step('the learner takes the exam: answers every question and finishes', async () => {
    await learnerPage.getByRole('link', { name: /Back to the class/ }).click();
    await learnerPage.getByRole('link', { name: 'Purification exam' }).click();
    await expect(learnerPage.getByRole('heading', { level: 1, name: 'Purification exam' })).toBeVisible();
    await learnerPage.getByRole('button', { name: 'Start the exam' }).click();
    await expect(
      question(learnerPage, 1).locator('[dir="rtl"]').filter({ hasText: arabicPrompt }),
    ).toBeVisible();
    await question(learnerPage, 1).getByRole('radio', { name: 'طَاهِرٌ مُطَهِّرٌ' }).check();
    await learnerPage.getByRole('button', { name: 'Next →' }).click();
    for (const option of ['Rain water', 'Sea water'])
      await question(learnerPage, 2).getByRole('checkbox', { name: option }).check();
    await learnerPage.getByRole('button', { name: 'Next →' }).click();
    await question(learnerPage, 3).getByRole('textbox').fill('ماء');
    await learnerPage.getByRole('button', { name: 'Next →' }).click();
    await question(learnerPage, 4).getByRole('textbox').fill('Air mutlak, air musta’mal dan air najis.');
    await expect(learnerPage.getByText('Every answer is saved')).toBeVisible();
    await learnerPage.getByRole('link', { name: 'Finish the exam' }).first().click();
    await expect(learnerPage.getByText('Every question has an answer.')).toBeVisible();
    await learnerPage.getByRole('button', { name: 'Finish now' }).click();
  });

  await test.step('the learner sees the result, the essay waiting for grading', async () => {
    await expect(learnerPage).toHaveURL(/\/report$/);
    await expect(learnerPage.getByTestId('exam-score')).toHaveText('3 / 4 (75%)');
    await expect(learnerPage.getByText('Waiting for grading').first()).toBeVisible();
    const shortAnswer = learnerPage.getByRole('listitem').filter({ hasText: 'Question 3' });
    await expect(shortAnswer.getByText('Right', { exact: true })).toBeVisible();
  });
  await learnerContext.close();
});

test('a teacher edits their own class and is refused another teacher’s', async ({ page, request }) => {
  const otherClassId = await classIdOf(request, 'nahwu-ajurrumiyyah');
  await signInWithUi(page, demoTeacher);
  await expect(page).toHaveURL(/\/staff$/);
  const nav = page.getByRole('navigation', { name: 'Staff console navigation' });
  // A teacher finds learners, grades, hears recitations, reads the payments (decision 0058),
  // certificates and reports of their classes, and writes to them.
  await expect(nav.getByRole('link')).toHaveText([
    'Classes',
    'Your teacher profile',
    'Learners',
    'Grading',
    'Recitations',
    'Transactions',
    'Reports',
    'Certificates',
    'Announcements',
  ]);
  await nav.getByRole('link', { name: 'Classes' }).click();
  const table = page.getByRole('table', { name: 'Classes' });
  await expect(table.getByRole('row')).toHaveCount(2);
  // A new class is an admin's: the teacher is not offered one.
  await expect(page.getByRole('link', { name: 'Add class' })).toHaveCount(0);
  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit class' })).toBeVisible();
  await fillBoth(page, 'Lesson schedule', 'Sabtu 16.00 WIB', 'Saturdays 4 pm WIB');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const brief = await request.get('/api/v1/classes/tahsin-akhwat/brief');
  expect((await brief.json()).data.lessonSchedule.en).toBe('Saturdays 4 pm WIB');

  await page.goto(`/staff/classes/${otherClassId}`);
  const refused = page.getByRole('alert').filter({ hasText: 'This page is not open to your account' });
  await expect(refused).toBeVisible();
  // Admin screens reached by address say the same plainly, with the way back to the console.
  for (const path of [
    '/staff/classes/new',
    '/staff/teachers',
    '/staff/audit-log',
    '/staff/account-deletions',
  ]) {
    await page.goto(path);
    await expect(refused).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  }
  await refused.getByRole('link', { name: 'Back to the console' }).click();
  await expect(page).toHaveURL(/\/staff$/);
});

test.describe('the demo admin, signed in', () => {
  test.use({ signedInAs: 'admin' });

  test('the second of two staff saving the same record is told it changed, and keeps what they typed', async ({
    browser,
  }) => {
    const open = async () => {
      // Two browsers of the demo admin (one session: the conflict is the record's, not the session's).
      const context = await browser.newContext();
      const page = await context.newPage();
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
    // Both versions side by side, field by field.
    const differences = second.page.getByRole('table', { name: 'Where the saved version and yours differ' });
    await expect(differences.getByRole('row', { name: 'Question (English)' })).toHaveText(
      /Question \(English\)\s*Saved first\s*Saved second/,
    );
    // Keeping mine: the next Save replaces the other version.
    await second.page.getByRole('button', { name: /Keep my changes/ }).click();
    await second.page.getByRole('button', { name: 'Save' }).click();
    await expect(second.page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    // The first, now behind, may load the saved version instead.
    const typedFirst = first.page.getByLabel('Question (English)', { exact: true });
    await typedFirst.fill('Saved third');
    await first.page.getByRole('button', { name: 'Save' }).click();
    await first.page.getByRole('button', { name: /Load the saved version/ }).click();
    await expect(typedFirst).toHaveValue('Saved second');
    await first.context.close();
    await second.context.close();
  });
});

test('a learner who opens /staff is told it is for staff', async ({ page, request }) => {
  const learner = await createLearner(request);
  await actAs(page, learner);
  await page.goto('/staff');
  await expect(page.getByRole('alert')).toContainText('This page is for academy staff');
});

/** No serious axe violation, and no translation key shown in place of its text. */
async function expectSoundPage(page: Page) {
  await expectNoSeriousViolations(page);
  const shown = await page.locator('body').innerText();
  expect(
    shown.match(/\b(?:list|choices|fields|form|nav|resources|options|textList)(?:\.\w+)+/g) ?? [],
  ).toEqual([]);
}

test.describe('the demo admin, signed in, on every console page', () => {
  test.use({ signedInAs: 'admin' });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`the console pages have no serious accessibility violation (${viewport.name})`, async ({ page }) => {
      // Some twenty console pages, each checked by axe (two workers share the two cores).
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      await visit(page, '/staff');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectSoundPage(page);

      await visit(page, '/staff/classes');
      await expect(page.getByRole('table', { name: 'Classes' })).toBeVisible();
      await expectSoundPage(page);
      await page.getByRole('table', { name: 'Classes' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit class' })).toBeVisible();
      await expectSoundPage(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.getByRole('table', { name: 'Kitab' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit kitab' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Meetings' })).toBeVisible();
      await expectSoundPage(page);
      await page.getByRole('table', { name: 'Meetings' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit meeting' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Materials' })).toBeVisible();
      await expectSoundPage(page);
      await openNew(page, 'material');
      await page.getByLabel('Kind').selectOption({ label: 'Text' });
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByLabel('Text', { exact: true })).toHaveAccessibleDescription(
        'This field is required',
      );
      await expectSoundPage(page);

      await visit(page, '/staff/teachers');
      await page.getByRole('table', { name: 'Teachers' }).getByRole('link').first().click();
      await expect(page.getByRole('group', { name: /^Sanad per kitab/ })).toBeVisible();
      await expectSoundPage(page);

      await visit(page, '/staff/exams');
      // The demo's own exam, not a draft of a class copied for the next term.
      await page
        .getByRole('table', { name: 'Exams' })
        .getByRole('row')
        .filter({ hasText: /Chapter one exam/ })
        .filter({ hasNotText: 'Draft' })
        .getByRole('link')
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit exam' })).toBeVisible();
      await expectSoundPage(page);
      await page.getByRole('table', { name: 'Questions' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
      await expectSoundPage(page);

      // Console addresses are English words; the API's names of old still lead there.
      await visit(page, '/staff/pertemuan');
      await expect(page).toHaveURL('/staff/meetings');
      await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();

      // The academy's own content: each list, and its first record's form.
      for (const [resource, table, editHeading] of [
        ['categories', 'Categories', 'Edit category'],
        ['departments', 'Departments', 'Edit department'],
        ['faq', 'FAQ', 'Edit question'],
        ['links', 'Short links', 'Edit short link'],
      ] as const) {
        await test.step(resource, async () => {
          await visit(page, `/staff/${resource}`);
          await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
          await expectSoundPage(page);
          await page.getByRole('table', { name: table }).getByRole('link').first().click();
          await expect(page.getByRole('heading', { level: 1, name: editHeading })).toBeVisible();
          await expectSoundPage(page);
        });
      }

      await visit(page, '/staff/audit-log');
      await expect(page.getByRole('heading', { level: 1, name: 'Change log' })).toBeVisible();
      await expectSoundPage(page);
    });
  }
});
