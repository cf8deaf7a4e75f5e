import type { Page } from '@playwright/test';
import { storage } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/signed-in';

// A class page lists its meetings (issue 38): the demo's class in progress (arbain-nawawi, on Zoom)
// has one live now, one held yesterday with its recording and the next on Saturdays; the full
// Quran class (tahfizh-privat) meets on Google Meet.

test.describe.configure({ timeout: 120_000 });

const shots = process.env.SHOTS_DIR;

/** Nothing of the page reaches past the screen's right edge. */
async function expectFits(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('a learner of the class', () => {
  test.use({ signedInAs: 'learner' });

  test('finds its meetings on the class page, the live one first with its join link and place', async ({
    page,
  }) => {
    await page.goto('/dashboard/class/arbain-nawawi');
    const meetings = page.getByRole('region', { name: 'Meetings' });
    const list = meetings.getByRole('list', { name: 'Meetings' });
    const first = list.getByRole('listitem').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expect(first.getByText('Live now')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Join' })).toHaveAttribute('href', /^https:\/\/zoom\.us\//);
    await expect(first.getByText('Online on Zoom')).toBeVisible();
    await expect(first.getByText(/WIB$/)).toBeVisible();
    await expect(
      first.getByRole('button', { name: 'I am here' }).or(first.getByText('Present')),
    ).toBeVisible();
    // The rest, held ones with their recordings at the end.
    const more = meetings.getByRole('button', { name: /^Show the other \d+ meetings?$/ });
    await more.click();
    await expect(meetings.getByRole('button', { name: 'Show fewer meetings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      list.getByRole('listitem').last().getByRole('link', { name: 'Watch the recording' }),
    ).toHaveAttribute('href', /^https:\/\//);
    await expectNoSeriousViolations(page);
    if (shots) {
      await page.screenshot({ path: `${shots}/class-meetings-en-1280.png` });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await meetings.getByRole('button', { name: /^Show the other \d+ meetings?$/ }).click();
      await expectFits(page);
      await meetings.screenshot({ path: `${shots}/class-meetings-en-360.png` });
    }

    // A Quran class meets on Google Meet, and its schedule says so.
    await page.goto('/dashboard/class/tahfizh-privat');
    const quran = page.getByRole('region', { name: 'Meetings' });
    await expect(quran.getByText('Online on Google Meet').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Google Meet/).first()).toBeVisible();
    await expect(page.getByText(/Zoom/)).toHaveCount(0);
  });

  test('reads them in Indonesian on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    await page.evaluate((key) => window.localStorage.setItem(key, '"id"'), storage.language);
    await page.goto('/dashboard/class/arbain-nawawi');
    const meetings = page.getByRole('region', { name: 'Pertemuan' });
    const first = meetings.getByRole('listitem').first();
    await expect(first.getByText('Sedang berlangsung')).toBeVisible({ timeout: 30_000 });
    await expect(first.getByText('Daring via Zoom')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Gabung' })).toBeVisible();
    await expectFits(page);
    await expectNoSeriousViolations(page);
    if (shots) {
      await meetings.screenshot({ path: `${shots}/class-meetings-id-360.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await meetings.screenshot({ path: `${shots}/class-meetings-id-1280.png` });
    }
  });
});
