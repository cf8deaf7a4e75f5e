import type { Page } from '@playwright/test';
import { storage } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { actAs, createLearner } from './support/learners';
import { expect, test } from './support/signed-in';

// The learner's calendar on a 360 px phone (issue 38, items 14 and 15). The demo learner's class
// in progress has a meeting live now and exams whose windows run into next month.

test.describe.configure({ timeout: 120_000 });
test.use({ signedInAs: 'learner', viewport: { width: 360, height: 780 } });

/** Nothing wider than the 360 px screen: the page does not scroll sideways. */
async function expectNothingCutOff(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/calendar/${name}.png`, fullPage: true });

test('the month grid fits seven columns at 360 px and lists the chosen day under it', async ({ page }) => {
  await page.goto('/dashboard/calendar?view=month');
  const grid = page.getByRole('region', { name: 'Month at a glance' });
  await expect(grid.getByRole('columnheader')).toHaveCount(7);
  // Sunday, the last column, is whole on the screen.
  const sunday = grid.getByRole('columnheader').last();
  await expect(sunday).toHaveText('Sun');
  const box = (await sunday.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expectNothingCutOff(page);
  // Today (a meeting is live now) is chosen, and its moments are listed under the grid.
  const today = grid.locator('td[aria-current="date"] button');
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await expect(today).toHaveAccessibleName(/, [1-9]\d* (entry|entries)$/);
  await expect(page.getByRole('link', { name: /^Meeting \d+/ }).first()).toBeVisible();
  // No title is broken into fragments inside the cells on a phone.
  await expect(grid.getByRole('link')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot(page, 'month-360-en');

  // Another day: the list follows it, and the address keeps it.
  const first = grid.getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-01/);

  await page.evaluate((key) => window.localStorage.setItem(key, '"id"'), storage.language);
  await page.reload();
  const kisi = page.getByRole('region', { name: 'Sekilas sebulan' });
  await expect(kisi.getByRole('columnheader').last()).toHaveText('Min');
  await expectNothingCutOff(page);
  await expectNoSeriousViolations(page);
  await shot(page, 'month-360-id');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(kisi.getByRole('link').first()).toBeVisible();
  await shot(page, 'month-1280-id');
});

test('an exam is its opening and its closing, and next month’s agenda keeps to its month', async ({
  page,
}) => {
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  // No exam reads as a span from one time to the same time: its opening is one point in time.
  const opening = page.getByRole('listitem').filter({ hasText: /^Exam opens: / });
  await expect(opening.first()).toBeVisible();
  await expect(opening.first()).toContainText(/\d{1,2}[.:]\d{2}( [AP]M)? WIB$/);
  await expect(opening.first()).not.toContainText('–');
  await expectNothingCutOff(page);
  await expectNoSeriousViolations(page);
  await shot(page, 'agenda-360-en');

  const monthHeading = page.getByRole('heading', { level: 2 }).first();
  const thisMonth = (await monthHeading.textContent())!;
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(monthHeading).not.toHaveText(thisMonth);
  const month = (await page.getByRole('heading', { level: 2 }).first().textContent())!.split(' ')[0]!;
  const days = page.getByRole('heading', { level: 3 });
  await expect(days.first()).toBeVisible();
  // Every day of next month's agenda is in next month (exams opened this month show their closing).
  for (const day of await days.allTextContents()) expect(day).toContain(month);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^Exam closes: / })
      .first(),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'agenda-1280-en');
  await page.getByText('Month', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Month at a glance' })).toBeVisible();
  await shot(page, 'month-1280-en');

  await page.evaluate((key) => window.localStorage.setItem(key, '"id"'), storage.language);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/dashboard/calendar');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^Ujian dibuka: / })
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'agenda-360-id');
});

test.describe('a new learner', () => {
  test.use({ signedInAs: undefined });

  test('subscribes with one tap (webcal and Google Calendar) and keeps the focus when renewing the address', async ({
    page,
    request,
  }) => {
    const learner = await createLearner(request);
    await actAs(page, learner);
    await page.goto('/dashboard/calendar');
    const panel = page.getByRole('region', { name: 'Subscribe in your phone’s calendar' });
    const address = panel.getByRole('textbox', { name: 'Private calendar address' });
    const url = await address.inputValue();
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/calendar\//);
    const webcal = url.replace(/^http:\/\//, 'webcal://');
    await expect(panel.getByRole('link', { name: 'Subscribe in this device’s calendar' })).toHaveAttribute(
      'href',
      webcal,
    );
    await expect(panel.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );

    // Cancelling gives the focus back to the button; renewing puts it on the new address.
    await panel.getByRole('button', { name: 'Make a new address' }).click();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByRole('button', { name: 'Make a new address' })).toBeFocused();
    await panel.getByRole('button', { name: 'Make a new address' }).click();
    await panel.getByRole('alert').getByRole('button', { name: 'Make a new address' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'A new address is ready; the old one no longer works.',
    );
    await expect(address).toBeFocused();
    await expect(address).not.toHaveValue(url);
    await expectNothingCutOff(page);
  });
});
