import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { storage } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { adminHeaders } from './support/grading';
import { enrolledLearner } from './support/learners';
import { expect, test } from './support/signed-in';

// Issue 38 item 19: a class's announcement sat 2,700 px down its page, after the kitab, and said
// nothing in the meeting it changed. Now the announcements come right under the class's header,
// before its meetings, and an announcement about a meeting shows in that meeting's entry.

test.describe.configure({ timeout: 120_000 });

const shots = process.env.SHOTS_DIR;
const phone = { width: 360, height: 740 };

type StaffMeeting = { id: string; number: number; startsAt: string | null };

/**
 * A fresh learner of nahwu-ajurrumiyyah (its meetings all to come, weekly) and an announcement to
 * that learner alone about the class's second meeting, sent through the staff API.
 */
async function announcedToLearner(page: Page, request: APIRequestContext, title: string) {
  const { learner, classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
  const headers = await adminHeaders(request);
  const listed = await request.get(`/api/v1/staff/classes/${classId}/meetings`, { headers });
  const { meetings } = ((await listed.json()) as { data: { meetings: StaffMeeting[] } }).data;
  const meeting = meetings[1]!;
  const sent = await request.post(`/api/v1/staff/classes/${classId}/announcements`, {
    headers,
    data: {
      title,
      body: 'Kajian dimulai pukul 20.30 WIB, setengah jam lebih lambat.',
      channels: ['inapp'],
      profileIds: [learner.profileId],
      meetingId: meeting.id,
    },
  });
  expect(sent.status()).toBe(201);
  expect(((await sent.json()) as { data: { meetingId: string } }).data.meetingId).toBe(meeting.id);
  return { classId, meeting };
}

/** Nothing of the page reaches past the screen's right edge (once the layout follows a resize). */
async function expectFits(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** The top of an element in the page, in px from the page's top. */
const topOf = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test.describe('a learner of the class', () => {
  test('reads its announcements right under the header on a 360 px phone, and in the meeting they change', async ({
    page,
    request,
  }) => {
    const title = 'Meeting 2 starts half an hour later';
    const { classId, meeting } = await announcedToLearner(page, request, title);
    await page.setViewportSize(phone);
    await page.goto(`/dashboard/class/${classId}`);

    const announcements = page.getByRole('region', { name: 'Announcements' });
    const heading = announcements.getByRole('heading', { name: 'Announcements' });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await expect(announcements.getByText(title)).toBeVisible();
    const meetings = page.getByRole('region', { name: 'Meetings' });
    await expect(meetings).toBeVisible();
    // On the first screen of the phone, without scrolling, and before the meetings.
    expect(await topOf(heading)).toBeLessThan(phone.height);
    expect(await topOf(heading)).toBeLessThan(await topOf(meetings));

    // The second meeting's entry carries it; the first's does not.
    const entries = meetings.getByRole('list', { name: 'Meetings' }).locator(':scope > li');
    const second = entries.nth(1);
    await expect(second).toContainText(`Meeting ${meeting.number}`);
    const about = second.getByRole('list', { name: 'Announcements about this meeting' });
    await expect(about.getByText(title)).toBeVisible();
    await expect(about.getByText('Kajian dimulai pukul 20.30 WIB, setengah jam lebih lambat.')).toBeVisible();
    await expect(about.getByText(/\d{4}.* WIB$/)).toBeVisible();
    await expect(entries.nth(0).getByRole('list', { name: 'Announcements about this meeting' })).toHaveCount(
      0,
    );
    await expectFits(page);
    await expectNoSeriousViolations(page);
    if (shots) {
      await page.screenshot({ path: `${shots}/class-announcements-en-360.png` });
      await second.screenshot({ path: `${shots}/class-announcement-meeting-en-360.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/class-announcements-en-1280.png` });
    }
  });

  test('reads them in Indonesian: Pengumuman first, and in Pertemuan 2', async ({ page, request }) => {
    const title = 'Pertemuan 2 dimulai pukul 20.30';
    const { classId, meeting } = await announcedToLearner(page, request, title);
    await page.setViewportSize(phone);
    await page.goto('/dashboard');
    await page.evaluate((key) => window.localStorage.setItem(key, '"id"'), storage.language);
    await page.goto(`/dashboard/class/${classId}`);

    const announcements = page.getByRole('region', { name: 'Pengumuman' });
    const heading = announcements.getByRole('heading', { name: 'Pengumuman' });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const meetings = page.getByRole('region', { name: 'Pertemuan' });
    expect(await topOf(heading)).toBeLessThan(phone.height);
    expect(await topOf(heading)).toBeLessThan(await topOf(meetings));
    const second = meetings.getByRole('list', { name: 'Pertemuan' }).locator(':scope > li').nth(1);
    await expect(second).toContainText(`Pertemuan ${meeting.number}`);
    const about = second.getByRole('list', { name: 'Pengumuman tentang pertemuan ini' });
    await expect(about.getByText(title)).toBeVisible();
    await expect(about.getByText(/WIB$/)).toBeVisible();
    await expectFits(page);
    await expectNoSeriousViolations(page);
    if (shots) {
      await page.screenshot({ path: `${shots}/class-announcements-id-360.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/class-announcements-id-1280.png` });
    }
  });
});

test.describe('staff', () => {
  test.use({ signedInAs: 'admin' });

  test('say which meeting an announcement is about, from the class’s meetings', async ({ page }) => {
    await page.goto('/staff/announcements');
    const classes = page.getByRole('combobox', { name: 'Class' });
    const sakinah = (await classes.getByRole('option', { name: /Sakinah/ }).textContent())!;
    await classes.selectOption({ label: sakinah });
    const about = page.getByRole('combobox', { name: 'About a meeting' });
    await expect(about).toHaveValue('');
    await expect(about.getByRole('option', { name: 'No particular meeting' })).toHaveCount(1);
    const second = (await about.getByRole('option', { name: /^Meeting 2\b.* WIB$/ }).textContent())!;
    await about.selectOption({ label: second });
    await page.getByRole('textbox', { name: 'Title' }).fill('Meeting 2 moves to the mosque hall');
    await page.getByRole('textbox', { name: 'Text' }).fill('The main hall is being painted.');
    for (const channel of ['WhatsApp', 'Push notification']) {
      await page.getByRole('checkbox', { name: channel }).uncheck();
    }
    await page.getByRole('button', { name: 'Send to the class' }).click();
    const past = page.getByRole('list', { name: 'Past announcements' });
    await expect(
      past.getByRole('listitem').filter({ hasText: 'Meeting 2 moves to the mosque hall' }).first(),
    ).toContainText(`about ${second}`);
    // The form is ready for the next one, about no meeting.
    await expect(about).toHaveValue('');
    await expectNoSeriousViolations(page);
    if (shots) {
      const form = page.locator('form').filter({ has: about });
      await form.screenshot({ path: `${shots}/announcement-form-en-1280.png` });
      await page.setViewportSize(phone);
      await expectFits(page);
      await form.screenshot({ path: `${shots}/announcement-form-en-360.png` });
      await page.evaluate((key) => window.localStorage.setItem(key, '"id"'), storage.language);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Tentang pertemuan' })).toBeVisible();
      await expectFits(page);
      await page
        .locator('form')
        .first()
        .screenshot({ path: `${shots}/announcement-form-id-360.png` });
    }
  });
});
