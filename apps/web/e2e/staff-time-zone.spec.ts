import { expect, test, type APIRequestContext } from './support/test';
import { signInWithApi } from './support/accounts';
import { adminHeaders, demoAdmin } from './support/grading';
import { classIdOf } from './support/learners';

// Staff enter and read times in the academy's zone, WIB (Asia/Jakarta), whatever their device's
// zone, and each time field says so (issue 26, item 12): an admin on a laptop set to London time
// typed 08:00 and learners read 15:00.
test.use({ timezoneId: 'Europe/London' });

const wib = (iso: string) => new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 16);

async function classDocument(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/v1/staff/classes/${id}`, { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { endAt: string; startAt: string } }).data;
}

for (const width of [390, 1280]) {
  test(`class times are typed and read in WIB on a device in another zone (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await classIdOf(request, 'bahasa-arab-ikhwan-intensif');
    const before = await classDocument(request, id);
    await signInWithApi(page, demoAdmin);
    await page.goto(`/staff/classes/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit class' })).toBeVisible({
      timeout: 30_000,
    });

    const ends = page.getByLabel('Class ends', { exact: true });
    await expect(ends).toHaveValue(wib(before.endAt));
    await expect(ends).toHaveAccessibleDescription('Time in Jakarta (WIB), as learners see it.');

    // 20:00 WIB on the last day is 13:00 UTC, whatever the laptop's clock says.
    const day = wib(before.endAt).slice(0, 10);
    await ends.fill(`${day}T20:00`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await classDocument(request, id)).endAt)
      .toBe(new Date(`${day}T13:00:00Z`).toISOString());

    // Put the demo back as it was.
    await ends.fill(wib(before.endAt));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await classDocument(request, id)).endAt).toBe(before.endAt);
  });
}
