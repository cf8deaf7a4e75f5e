import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { actAs, type Learner } from './support/learners';
import { learnerWhoPaid } from './support/payments';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/signed-in';
import { visit } from './support/visit';

// Each test pays for the demo paid class with a learner of its own (through the sandbox payer), so
// refunding it touches nothing another spec reads. The console opens with the demo admin's shared
// session.
test.use({ signedInAs: 'admin' });

async function openAsLearner(page: Page, learner: Learner, classId: string) {
  await actAs(page, learner);
  await page.goto(`/dashboard/class/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tajwid with Tuhfat al-Atfal' })).toBeVisible();
}

test('an admin refunds a paid class and the class closes for the learner', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { learner, classId, orderId } = await learnerWhoPaid(request);
  const learnerContext = await browser.newContext({ storageState: undefined });
  const learnerPage = await learnerContext.newPage();
  await openAsLearner(learnerPage, learner, classId);
  await expect(learnerPage.getByText('You have joined this class.')).toBeVisible();

  await page.goto('/staff');
  await page
    .getByRole('navigation', { name: 'Staff console navigation' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  // The learner's phone number finds the payment; the filter lands in the address.
  await page.getByRole('searchbox', { name: 'Search' }).fill(learner.phoneNumber);
  await expect(page).toHaveURL(new RegExp(`search=${learner.phoneNumber}`));
  // The filter offers the outcomes (issue 38 item 13; every option in console-leftovers.spec.ts).
  await page.getByLabel('Status').selectOption({ label: 'Paid' });
  await expect(page).toHaveURL(/status=paid/);
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('IDR 151,050');
  await table.getByRole('link', { name: orderId }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Transaction ${orderId}` })).toBeVisible();
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history).toContainText('Created at the gateway');
  await expect(history).toContainText('Gateway notification');
  await expect(page.getByRole('region', { name: 'Gateway' })).toContainText('Sandbox (built in)');
  await page.getByRole('button', { name: 'Check with the gateway now' }).click();
  await expect(page.getByText('Checked with the gateway: Completed')).toBeVisible();

  // Part of it first: more than was paid is refused beside the field, and what was typed stays.
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${orderId}` });
  await dialog.getByRole('radio', { name: 'Part of it' }).check();
  await dialog.getByLabel('Amount in rupiah').fill('200000');
  await dialog.getByLabel('Reason').fill('Wrong class bought');
  await dialog.getByRole('button', { name: 'Review the refund' }).click();
  await expect(
    dialog.getByText('The refund cannot be more than what was paid, less earlier refunds'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveValue('Wrong class bought');
  await dialog.getByLabel('Amount in rupiah').fill('50000');
  await dialog.getByRole('button', { name: 'Review the refund' }).click();
  await expect(dialog).toContainText('Refund IDR 50,000?');
  await expect(dialog).toContainText('the transaction becomes Partial Refund');
  // Back to the form: nothing was refunded yet.
  await dialog.getByRole('button', { name: 'Back' }).click();

  // Then everything that is left.
  await dialog.getByRole('radio', { name: 'Everything left (IDR 151,050)' }).check();
  await dialog.getByRole('button', { name: 'Review the refund' }).click();
  await expect(dialog).toContainText('Refund IDR 151,050?');
  await expect(dialog).toContainText('loses Tajwid with Tuhfat al-Atfal');
  await dialog.getByRole('button', { name: 'Refund now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Refunded IDR 151,050')).toBeVisible();
  await expect(history).toContainText('Refunded by staff');
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('Wrong class bought');
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toBeHidden();

  // The learner's class is closed: no longer joined, it asks to be bought again.
  await learnerPage.reload();
  await expect(learnerPage.getByRole('button', { name: 'Join and pay' })).toBeVisible();
  await expect(learnerPage.getByText('You have joined this class.')).toBeHidden();
  await learnerContext.close();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the transaction screens have no serious accessibility violation at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { orderId } = await learnerWhoPaid(request);
    await page.goto('/staff/transactions?lateSettlement=true');
    await expect(page.getByRole('table', { name: 'Transactions' })).toContainText('Late settlement');
    await expectNoSeriousViolations(page);
    await visit(page, `/staff/transactions?search=${orderId}`);
    // The download holds what the filters match: this order, with the learner's name.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    // (`trim` would take the byte order mark away too.)
    const lines = readFileSync((await file.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\uFEFFOrder id,Created \(WIB\),Paid \(WIB\),Learner,.*,Method,Receipt$/);
    expect(lines[1]).toContain(orderId);
    await page.getByRole('link', { name: orderId }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Transaction ${orderId}` })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByRole('radio', { name: 'Part of it' }).check();
    await page.getByLabel('Amount in rupiah').fill('1000');
    await page.getByLabel('Reason').fill('Checking the screens');
    await page.getByRole('button', { name: 'Review the refund' }).click();
    await expect(page.getByRole('button', { name: 'Refund now' })).toBeVisible();
    await expectNoSeriousViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });
}
