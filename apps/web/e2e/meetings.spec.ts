import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { storage } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { expect, headersOf, test } from './support/signed-in';

// Meetings, the calendar, the inbox and announcements (issue 23). The demo seeds the class in
// progress (arbain-nawawi) with a meeting live now, yesterday's recorded one and the next on
// Saturday evening, and a reminder in the main profile's inbox.

// Each test walks a whole flow with two axe walks; on a busy machine that passes the default minute.
test.describe.configure({ timeout: 120_000 });

/** Switches the interface to Indonesian and the viewport to a phone, then reloads. */
async function asIndonesianPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate((key) => window.localStorage.setItem(key, '"id"'), storage.language);
  await page.reload();
}

test.describe('a learner', () => {
  test.use({ signedInAs: 'learner' });

  test('sees real meetings on the dashboard, joins the live one, and finds them in the calendar', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Upcoming meetings' });
    const upcoming = card.getByRole('list', { name: 'Upcoming meetings' });
    // The first page of a run waits for the server's first answers on a busy machine.
    await expect(upcoming.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    // The live meeting's button is lit (a link to its room); the next one's waits.
    const join = upcoming.getByRole('link', { name: 'Join' });
    await expect(join).toHaveAttribute('href', /^https:\/\//);
    await expect(
      upcoming.getByRole('button', { name: 'Join (opens 15 minutes before)' }).first(),
    ).toBeDisabled();
    await expect(upcoming.getByText(/WIB/).first()).toBeVisible();
    await expect(card.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await upcoming.getByRole('button', { name: 'I am here' }).click();
    await expect(upcoming.getByText('Present')).toBeVisible();
    await expectNoSeriousViolations(page);
    // Attendance on the learner's classes: the live meeting has started, so it is held and attended.
    await page.goto('/dashboard/user/class');
    await expect(page.getByText(/^Attended [1-9]\d* of [1-9]\d* held meetings$/).first()).toBeVisible();
    await page.goto('/dashboard');

    await asIndonesianPhone(page);
    const kartu = page.getByRole('region', { name: 'Pertemuan mendatang' });
    await expect(kartu.getByRole('link', { name: 'Gabung' })).toBeVisible();
    await kartu.getByRole('link', { name: 'Kalender' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    // The agenda: days with the Hijri date beside the Gregorian one.
    await expect(page.getByRole('heading', { level: 3 }).first()).toContainText(/H|AH/);
    await expect(page.getByRole('link', { name: /Pertemuan \d/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByText('Bulan', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'Sekilas sebulan' })).toBeVisible();

    // The private address, renewed.
    const address = page.getByRole('textbox', { name: 'Alamat kalender pribadi' });
    await expect(address).toHaveValue(/\/api\/v1\/calendar\/[\w-]+\.ics$/);
    const before = await address.inputValue();
    await page.getByRole('button', { name: 'Buat alamat baru' }).click();
    await page.getByRole('alert').getByRole('button', { name: 'Buat alamat baru' }).click();
    await expect(page.getByText('Alamat baru sudah siap; alamat lama tidak berlaku lagi.')).toBeVisible();
    await expect(address).not.toHaveValue(before);
    expect((await page.request.get(before)).status()).toBe(404);
  });

  test('reads a reminder in the inbox from the bell, and chooses what to hear about', async ({ page }) => {
    await page.goto('/dashboard');
    const bell = page.getByRole('link', { name: /^Notifications, [1-9]\d* unread$/ });
    await bell.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('Meeting reminders').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();

    await page.getByRole('link', { name: 'Notification settings' }).click();
    const announcements = page.getByRole('checkbox', { name: 'Class announcements' });
    await expect(announcements).toBeChecked();
    await announcements.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
    await asIndonesianPhone(page);
    const pengumuman = page.getByRole('checkbox', { name: 'Pengumuman kelas' });
    await expect(pengumuman).not.toBeChecked();
    await expectNoSeriousViolations(page);
    await pengumuman.check();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Pengaturan notifikasi Anda tersimpan.')).toBeVisible();
  });
});

test.describe('staff', () => {
  test.use({ signedInAs: 'admin' });

  test('announce to a class and see who received it; a meeting’s schedule in the editor', async ({
    page,
  }) => {
    await page.goto('/staff/announcements');
    const classes = page.getByRole('combobox', { name: 'Class' });
    const arbain = (await classes.getByRole('option', { name: /Arbain/ }).textContent())!;
    await classes.selectOption({ label: arbain });
    await page.getByRole('textbox', { name: 'Title' }).fill('No lesson next Saturday');
    await page.getByRole('textbox', { name: 'Text' }).fill('We meet again the Saturday after, at 20.00 WIB.');
    await page.getByRole('button', { name: 'Send to the class' }).click();
    const statuses = page.getByRole('region', { name: 'Delivery of the announcement to each learner' });
    await expect(statuses.getByRole('row').nth(1)).toBeVisible();
    await expect(statuses.getByText('Sent').first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Past announcements' }).getByText('No lesson next Saturday').first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    // The schedule of a meeting, edited one by one in its form.
    await page.goto('/staff/pertemuan');
    await page
      .getByRole('link')
      .filter({ hasText: /Niat|Intention|Hadith|Hadits/ })
      .first()
      .click();
    await expect(page.getByLabel('Starts at (WIB)')).toBeVisible();
    await expect(page.getByLabel('Duration (minutes)')).toHaveValue('90');
    await expect(page.getByRole('combobox', { name: 'Place' })).toHaveValue('online');
    await expect(page.getByLabel('Join link')).toHaveValue(/^https:\/\//);
    await asIndonesianPhone(page);
    await expect(page.getByLabel('Tautan bergabung')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('schedule a class’s meetings as a series, and correct a meeting’s attendance', async ({
    page,
    request,
    session,
  }) => {
    const classId = async (slug: string) =>
      ((await (await request.get(`/api/v1/classes/${slug}`)).json()) as { data: { id: string } }).data.id;
    // The alumni circle's meetings are not in any other flow: the series moves them far ahead.
    await page.goto(`/staff/classes/${await classId('halaqah-alumni')}/meetings`);
    const series = page.getByRole('form', { name: 'Schedule as a series' });
    await series.getByLabel('From (date)').fill('2031-01-01');
    await series.getByLabel('Time (WIB)').fill('20:00');
    await series.getByRole('checkbox', { name: 'Saturday' }).check();
    await series.getByRole('textbox', { name: 'Number of meetings' }).fill('2');
    await series.getByRole('combobox', { name: 'Place' }).selectOption('online');
    await series.getByLabel('Join link').fill('https://meet.google.com/alm-ncrl-sat');
    await expect(series.getByText(/^2 meetings, from .*4.* to .*11.* WIB$/)).toBeVisible();
    await series.getByRole('button', { name: 'Apply to the meetings' }).click();
    await expect(page.getByText('The first 2 meetings are scheduled.')).toBeVisible();
    const meetings = page.getByRole('region', { name: 'The class’s meetings' });
    await expect(meetings.getByRole('row').nth(1)).toContainText(/Jan 4, 2031, 8:00 PM WIB/);
    await expectNoSeriousViolations(page);

    // A series longer than the class's meetings is not capped: the missing ones are made
    // (issue 38 item 8), said before and after.
    const count = series.getByRole('textbox', { name: 'Number of meetings' });
    await count.fill('12');
    await count.blur();
    await expect(count).toHaveValue('12');
    await expect(
      series.getByText(/^The class has \d+ meetings: \d+ more will be made in its last kitab\.$/),
    ).toBeVisible();
    await series.getByRole('button', { name: 'Apply to the meetings' }).click();
    await expect(series.getByRole('status')).toHaveText(
      /^The first 12 meetings are scheduled\. \d+ meetings? (was|were) added to the last kitab\.$/,
    );
    await expect(meetings.getByRole('row')).toHaveCount(13);

    // A meeting of the ended class its learners attended: one learner corrected, then put back.
    const meetingsOf = await request.get(
      `/api/v1/staff/classes/${await classId('sharaf-amtsilah')}/meetings`,
      {
        headers: headersOf(session),
      },
    );
    const [first] = ((await meetingsOf.json()) as { data: { meetings: { id: string }[] } }).data.meetings;
    await page.goto(paths.staff.attendance.getHref(first!.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    const present = page.getByRole('checkbox', { name: /present$/ }).first();
    const was = await present.isChecked();
    // The tick follows the server's answer.
    await present.click();
    await expect(present).toBeChecked({ checked: !was });
    await expect(page.getByText('Staff').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await asIndonesianPhone(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Presensi' })).toBeVisible();
    const hadir = page.getByRole('checkbox', { name: /hadir$/ }).first();
    await hadir.click();
    await expect(hadir).toBeChecked({ checked: was });
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: '← Kembali ke pertemuan' }).click();
    await expect(page.getByRole('link', { name: 'Presensi' })).toBeVisible();
  });

  test('a meeting not yet held offers no ticks and says from when attendance is taken', async ({
    page,
    request,
    session,
  }) => {
    const { data } = (await (await request.get('/api/v1/classes/tahsin-akhwat')).json()) as {
      data: { id: string };
    };
    const listed = await request.get(`/api/v1/staff/classes/${data.id}/meetings`, {
      headers: headersOf(session),
    });
    const { meetings } = (
      (await listed.json()) as {
        data: { meetings: { id: string; startsAt: string | null }[] };
      }
    ).data;
    const ahead = meetings.find((meeting) => meeting.startsAt && Date.parse(meeting.startsAt) > Date.now());
    expect(ahead, 'the demo class has a meeting ahead').toBeDefined();
    await page.goto(paths.staff.attendance.getHref(ahead!.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    await expect(page.getByText('This meeting has not been held yet')).toBeVisible();
    await expect(page.getByText(/^Attendance can be taken from its start, .+ WIB\.$/)).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await asIndonesianPhone(page);
    await expect(page.getByText('Pertemuan ini belum berlangsung')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });
});
