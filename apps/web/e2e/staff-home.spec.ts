import type { StaffToday } from '@academy/contract/staff-today';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { storage } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { expect, headersOf, test, type DemoSession } from './support/signed-in';

// The console's home is the day's work (issue 38 item 13): grading, recitations and payments
// waiting and the day's meetings (WIB), each a count with a link to where it is done; the content
// links stay below. Reads only.

async function todayOf(request: APIRequestContext, session: DemoSession): Promise<StaffToday> {
  const response = await request.get('/api/v1/staff/today', { headers: headersOf(session) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StaffToday }).data;
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

type Count = (today: StaffToday) => number;

/**
 * Each card shows the API's count and the meetings card a link per meeting. The demo academy is
 * shared with the tests running beside this one (a grade, a payment): the page's count is the
 * API's from just before the page loaded (`before`) or from just after.
 */
async function expectTheDay(
  page: Page,
  today: () => Promise<StaffToday>,
  before: StaffToday,
  names: [string, Count][],
) {
  await expect(card(page, names[0]![0])).toBeVisible();
  const after = await today();
  for (const [name, count] of names) {
    const either = [...new Set([count(before), count(after)])].join('|');
    await expect(card(page, name).getByText(new RegExp(`^(${either})$`))).toBeVisible();
  }
  const meetings = card(page, names[3]![0]);
  await expect(meetings.getByRole('link')).toHaveCount(before.meetings.length);
}

/** The four cards in English. */
const english: [string, Count][] = [
  ['Answers to grade', (today) => today.gradingWaiting],
  ['Recitations to hear', (today) => today.recitationsWaiting],
  ['Payments waiting', (today) => today.paymentsWaiting],
  ['Meetings today', (today) => today.meetings.length],
];

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // The layout settles after the resize: nothing wider than the screen once it has.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} at ${width} px`,
      })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe('the demo admin', () => {
  test.use({ signedInAs: 'admin' });

  test('sees the academy’s work of the day, each count leading to its queue', async ({
    page,
    request,
    session,
  }, testInfo) => {
    const now = () => todayOf(request, session);
    const today = await now();
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 2, name: 'Today’s work' })).toBeVisible();
    await expect(page.getByText('Learners see every change at once')).toHaveCount(0);
    await expectTheDay(page, now, today, english);
    // The content stays a link away, below the day's work.
    const content = page.getByRole('region', { name: 'Content' });
    await expect(content.getByRole('link', { name: 'Classes' })).toBeVisible();
    await expect(content.getByRole('link', { name: 'Teachers' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'admin-en');

    await card(page, 'Payments waiting').getByRole('link', { name: 'Check the waiting payments' }).click();
    await expect(page).toHaveURL(/\/staff\/transactions\?status=waiting$/);
    await expect(page.getByLabel('Status')).toHaveValue('waiting');
    await page.goBack();
    await card(page, 'Answers to grade').getByRole('link', { name: 'Open the grading queue' }).click();
    await expect(page).toHaveURL(/\/staff\/grading$/);
    await page.goBack();
    await card(page, 'Recitations to hear').getByRole('link', { name: 'Open the recitation queue' }).click();
    await expect(page).toHaveURL(/\/staff\/recitations$/);

    await page.goto('/staff');
    await page.evaluate((key) => window.localStorage.setItem(key, '"id"'), storage.language);
    const beforeReload = await now();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Pekerjaan hari ini' })).toBeVisible();
    const indonesian = [
      'Jawaban untuk dinilai',
      'Setoran untuk disimak',
      'Pembayaran menunggu',
      'Pertemuan hari ini',
    ];
    await expectTheDay(
      page,
      now,
      beforeReload,
      english.map(([, count], index): [string, Count] => [indonesian[index]!, count]),
    );
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'admin-id');
  });
});

test.describe('the demo teacher', () => {
  test.use({ signedInAs: 'teacher' });

  test('sees the work of her class only, and her profile among the content links', async ({
    page,
    request,
    session,
  }, testInfo) => {
    const now = () => todayOf(request, session);
    const today = await now();
    await page.goto('/staff');
    await expectTheDay(page, now, today, english);
    for (const meeting of today.meetings) {
      await expect(card(page, 'Meetings today')).toContainText(meeting.classTitle.en);
    }
    const content = page.getByRole('region', { name: 'Content' });
    await expect(content.getByRole('link', { name: 'Your teacher profile' })).toBeVisible();
    await expect(content.getByRole('link', { name: 'Teachers' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'teacher-en');
  });
});
