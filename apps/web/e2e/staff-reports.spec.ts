import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/signed-in';
import { visit } from './support/visit';

// Reports and the audit log (issue 14 items 5 and 6). Reads only, except one FAQ entry the audit
// test creates itself (its question is unique to the run), so any spec order holds. The console
// opens with the demo admin's (or teacher's) shared session.

/** Today in the academy's zone, as a date field writes it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** A FAQ entry of this run, made and removed through the API: two changes for the log. */
async function changeTheLog(page: Page, token: string) {
  const question = `Reports e2e ${Date.now()}`;
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/v1/staff/faq', {
    headers,
    data: {
      question: { en: question, id: question },
      answer: { en: 'An answer', id: 'Sebuah jawaban' },
      position: 900,
    },
  });
  expect(created.status()).toBe(201);
  const faqId = ((await created.json()) as { data: { id: string } }).data.id;
  const removed = await page.request.delete(`/api/v1/staff/faq/${faqId}`, { headers });
  expect(removed.ok()).toBe(true);
  return { question, faqId };
}

async function openReports(page: Page) {
  await page.goto('/staff');
  await page
    .getByRole('navigation', { name: 'Staff console navigation' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(/\/staff\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
}

test.describe('the demo admin, signed in', () => {
  test.use({ signedInAs: 'admin' });

  test('an admin reads the term at a glance and exports a table as CSV', async ({ page }) => {
    await openReports(page);

    // Charts where a picture reads faster, each named by what it shows; every table beside it.
    await expect(
      page.getByRole('img', { name: /^New learner profiles per week, .*: \d+ in all/ }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /^Net revenue per month, / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Active hours per week, / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Final exam of morphology: median \d+/ })).toBeVisible();
    for (const table of [
      'Learners and new registrations',
      'Enrolments per class',
      'Completion',
      'Exams: pass rates and scores',
      'Revenue per month',
      'Revenue per item',
      'Active hours',
    ]) {
      await expect(page.getByRole('table', { name: table })).toBeVisible();
    }
    const registrations = page.getByRole('table', { name: 'Learners and new registrations' });
    await expect(registrations.getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('table', { name: 'Enrolments per class' })).toContainText('The Forty Hadith');

    // One table as a CSV file: named for the report and the dates, UTF-8 with a BOM, a header row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV: Enrolments per class' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^enrolments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const content = await readFile((await download.path())!, 'utf8');
    expect(content.startsWith('\uFEFFClass,Active,Waiting for payment,Suspended,Total\r\n')).toBe(true);
    expect(content).toMatch(/\r\nThe Forty Hadith[^\r\n]*,\d+,\d+,\d+,\d+\r\n/);

    // Other dates: kept in the address, the tables follow.
    await page.getByLabel('From').fill(today());
    await expect(page).toHaveURL(new RegExp(`from=${today()}`));
    await expect(registrations.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Last 12 weeks' }).click();
    await expect(registrations.getByRole('row')).toHaveCount(13);
  });

  test('an admin filters the change log by who, what and when', async ({ page, session }) => {
    const { question, faqId } = await changeTheLog(page, session.user.token);

    await page.goto('/staff/audit-log');
    await page.getByLabel('Who').selectOption({ label: 'Admin Akademi' });
    await page.getByLabel('Record type').selectOption({ label: 'FAQ' });
    await page.getByLabel('Action').selectOption({ label: 'Created' });
    await page.getByLabel('From').fill(today());
    await expect(page).toHaveURL(/actorUserId=.*resource=faq.*action=create.*from=/);

    const log = page.getByRole('table', { name: 'Change log' });
    // Each change is named by what it is about (the FAQ's question), never by a raw id.
    const row = log.getByRole('row').filter({ hasText: question }).filter({ hasText: 'Created' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).not.toContainText(faqId);
    await expect(log.getByRole('row').filter({ hasText: 'Deleted' })).toHaveCount(0);
    await row.getByText(/\d+ fields/).click();
    await expect(row.getByRole('table', { name: 'Changed fields' })).toContainText(question);

    // The filters are in the address: a reload keeps them; clearing shows every change again.
    await page.reload();
    await expect(page.getByLabel('Action')).toHaveValue('create');
    await expect(
      log.getByRole('row').filter({ hasText: question }).filter({ hasText: 'Created' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/staff\/audit-log$/);
    // Every kind of change can be picked, those made outside the content screens too.
    for (const type of [
      'Enrolments',
      'Profile PIN unlocks',
      'Exam attempts (grades)',
      'Transactions',
      'Certificates',
    ]) {
      await expect(
        page.getByLabel('Record type').getByRole('option', { name: type, exact: true }),
      ).toBeAttached();
    }
  });

  for (const width of [390, 1280]) {
    test(`reports and the change log pass axe and fit at ${width} px`, async ({ page, session }) => {
      await page.setViewportSize({ width, height: 900 });
      await changeTheLog(page, session.user.token);
      for (const [path, table] of [
        ['/staff/reports', 'Enrolments per class'],
        ['/staff/audit-log', 'Change log'],
      ] as const) {
        await visit(page, path);
        await expect(page.getByRole('table', { name: table })).toBeVisible();
        if (path === '/staff/audit-log')
          await page
            .getByText(/^\d+ fields?$/)
            .first()
            .click();
        await expectNoSeriousViolations(page);
        // Nothing wider than the screen, down to a 360 px phone.
        for (const screen of width < 1000 ? [width, 360] : [width]) {
          await page.setViewportSize({ width: screen, height: 900 });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} at ${screen} px`).toBeLessThanOrEqual(0);
        }
        await page.setViewportSize({ width, height: 900 });
      }
    });
  }
});

test.describe('the demo teacher, signed in', () => {
  test.use({ signedInAs: 'teacher' });

  test('a teacher reads the reports of her class, without revenue', async ({ page }) => {
    await openReports(page);
    const enrolments = page.getByRole('table', { name: 'Enrolments per class' });
    // The header, her class and the totals row, which adds up as the class's row does.
    await expect(enrolments.getByRole('row')).toHaveCount(3);
    await expect(enrolments).toContainText('Recitation Circle for Sisters');
    const cells = async (index: number) =>
      (await enrolments.getByRole('row').nth(index).getByRole('cell').allTextContents()).slice(1);
    await expect(enrolments.getByRole('row').last()).toContainText('All classes');
    expect(await cells(2)).toEqual(await cells(1));
    await expect(page.getByRole('table', { name: 'Revenue per month' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /^Active hours per week, / })).toBeVisible();
  });
});
