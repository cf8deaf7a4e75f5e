import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { demoAdmin } from './support/grading';
import { actAs, enrolledLearner, materialsOf, type Learner } from './support/learners';
import { learnerWhoPaid } from './support/payments';

// Issue 41, offline study (decision 0156): downloads live in the browser per profile, open
// without a signal, marks made offline reach the server once, and access that ended removes them.
// The service worker serves the app's shell offline, so these tests let it run.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (the first load installs it). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Downloads what the open dialog proposes and waits until it is on the phone. */
async function downloadInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Download for offline study' });
  await expect(dialog.getByTestId('download-size')).toHaveText(/^Size on this phone: \d/);
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(dialog.getByTestId('download-progress')).toHaveText(/^Downloaded \(/, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
}

async function kitabProgress(request: APIRequestContext, learner: Learner, kitabId: string) {
  const response = await request.get(`/api/v1/kitab/${kitabId}`, {
    params: { profileId: learner.profileId },
    headers: { Authorization: `Bearer ${learner.user.token}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { progress: { completed: number }; pertemuan: { courses: { id: string; completed: boolean }[] }[] };
  };
  return data;
}

test('a learner downloads meetings with audio and a PDF, studies them offline, and the mark reaches the server once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { learner, classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
  await page.goto('/dashboard');
  await controlled(page);

  // Meeting 2 (its PDF worksheet) and meeting 3 (its audio), each from its material page.
  await page.goto(`/dashboard/class/${classId}`);
  await page.getByRole('link', { name: 'Start reading Matn al-Ajurrumiyyah' }).click();
  await page.getByRole('link', { name: /Text: signs of the noun/ }).click();
  await page.getByRole('button', { name: 'Download this meeting: Matn al-Ajurrumiyyah' }).click();
  await downloadInDialog(page);
  await page.getByRole('link', { name: /Text: signs of the verb/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Text: signs of the verb' })).toBeVisible();
  await page.getByRole('button', { name: 'Download this meeting: Matn al-Ajurrumiyyah' }).click();
  await downloadInDialog(page);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await page.reload();
  const onPhone = page.getByRole('region', { name: 'On this phone' });
  await onPhone.getByRole('link', { name: 'Meeting 3: Signs of the verb and the particle' }).click();
  // The Arabic text reads right to left, from the phone.
  await expect(page.getByRole('heading', { level: 1, name: 'Text: signs of the verb' })).toBeVisible();
  await expect(page.locator('[dir="rtl"][lang="ar"]').filter({ hasText: 'وَالفِعْلُ' })).toBeVisible();

  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audio explanation of the text' })).toBeVisible();
  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  // It plays from the downloaded bytes and seeks.
  const seeked = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        const seek = () => {
          element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
          element.currentTime = 1.5;
        };
        element.addEventListener('error', () => reject(new Error('audio failed')), { once: true });
        if (element.readyState >= 1) seek();
        else element.addEventListener('loadedmetadata', seek, { once: true });
      }),
  );
  expect(seeked).toBeGreaterThan(1);

  // The PDF worksheet of meeting 2 opens from the phone.
  const outline = page.getByRole('navigation', { name: 'Meetings and materials' });
  await outline.getByRole('link', { name: /Worksheet: find the nouns/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Worksheet: find the nouns' })).toBeVisible();
  const frame = page.locator('iframe[title="Worksheet: find the nouns"]');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // The viewer opens the downloaded bytes (headless Chromium has no PDF viewer to look at), and
  // the PDF's own link hands over the same file: the worksheet, from the phone.
  const saving = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the PDF' }).click();
  const file = await (await saving).createReadStream();
  const head = await new Promise<string>((resolve) =>
    file.once('data', (chunk: Buffer | string) => resolve(chunk.toString('latin1').slice(0, 5))),
  );
  file.destroy();
  expect(head).toBe('%PDF-');

  // Marked offline: kept on the phone, and the progress shows it at once.
  const progressBefore = await outline.getByTestId('kitab-progress').textContent();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(
    page.getByText('Marked complete on this phone. It is sent when you are back online.'),
  ).toBeVisible();
  await expect(outline.getByTestId('kitab-progress')).not.toHaveText(progressBefore ?? '');
  await expect(outline.getByTestId('kitab-progress')).toHaveText(/^1 of 8 materials done/);
  const kitabId = /\/kitab\/([\w-]+)\//.exec(page.url())![1]!;
  expect((await kitabProgress(request, learner, kitabId)).progress.completed).toBe(0);
  // A material not downloaded says so plainly.
  await outline.getByRole('link', { name: /Text: al-Kalam/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not downloaded' })).toBeVisible();

  // The class page opens offline too, with the kitab's progress from the phone.
  await page.goto(`/dashboard/class/${classId}`);
  await expect(page.getByRole('link', { name: 'Continue reading Matn al-Ajurrumiyyah' })).toBeVisible();
  await expect(page.getByText('1 of 8 materials done (12%)')).toBeVisible();

  await context.setOffline(false);
  await expect.poll(async () => (await kitabProgress(request, learner, kitabId)).progress.completed).toBe(1);
  // Sent once: a reload (another sync) leaves the server with the one completion.
  await page.reload();
  await expect(page.getByText('1 of 8 materials done (12%)')).toBeVisible();
  const after = await kitabProgress(request, learner, kitabId);
  expect(after.progress.completed).toBe(1);
  expect(
    after.pertemuan.flatMap((meeting) => meeting.courses).filter((course) => course.completed),
  ).toHaveLength(1);
});

test('a kitab downloaded before a refund leaves the phone at the next sync', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { learner, classId, transactionId } = await learnerWhoPaid(request);
  await actAs(page, learner);

  await page.goto(`/dashboard/class/${classId}`);
  await page
    .getByRole('button', { name: /^Download for offline: / })
    .first()
    .click();
  await downloadInDialog(page);
  await page.goto('/dashboard/downloads');
  await expect(page.getByTestId('downloads-total')).toHaveText(/^\d+ meetings?, /);

  const admin = await request.post('/api/v1/auth/login', { data: demoAdmin });
  const { data: staff } = (await admin.json()) as { data: { token: string } };
  const refunded = await request.post(`/api/v1/staff/transactions/${transactionId}/refund`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { reason: 'Bought by mistake' },
  });
  expect(refunded.ok()).toBe(true);

  // The next app start syncs: the server says the profile may no longer read it.
  await page.reload();
  await expect(
    page.getByText(/was removed from this phone: this profile no longer has access to it/),
  ).toBeVisible();
  await expect(page.getByText('Nothing is downloaded yet.', { exact: false })).toBeVisible();
  const left = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('offline-'));
    const keys = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).length),
    );
    return keys.reduce((sum, count) => sum + count, 0);
  });
  // Only the (empty) index is left.
  expect(left).toBeLessThanOrEqual(1);
});

for (const width of [360, 390, 1280]) {
  test(`the Downloaded screen is axe-clean at ${width} px in English and Indonesian`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const { classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
    await page.goto(`/dashboard/class/${classId}`);
    const button = page.getByRole('button', { name: 'Download for offline: Matn al-Ajurrumiyyah' });
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/offline-class-en-${width}.png` });
    await button.click();
    await expect(page.getByTestId('download-size')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/offline-dialog-en-${width}.png` });
    await downloadInDialog(page);
    await page.goto('/dashboard/downloads');
    await expect(page.getByRole('heading', { level: 1, name: 'Downloaded' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Matn al-Ajurrumiyyah' })).toBeVisible();
    await page.screenshot({ path: `test-results/offline-downloads-en-${width}.png`, fullPage: true });
    await expectNoSeriousViolations(page);
    await page.evaluate(() => window.localStorage.setItem('academy.language', JSON.stringify('id')));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Unduhan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Matan al-Ajurrumiyyah' })).toBeVisible();
    await page.screenshot({ path: `test-results/offline-downloads-id-${width}.png`, fullPage: true });
    await expectNoSeriousViolations(page);
  });
}

test('a meeting staff changed is marked and updated with one tap; signing out says so and removes the downloads', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { learner, classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
  const [first] = await materialsOf(request, learner, classId);
  await page.goto(`/dashboard/class/${classId}`);
  await page.getByRole('button', { name: 'Download for offline: Matn al-Ajurrumiyyah' }).click();
  await downloadInDialog(page);

  // Staff change a material of meeting 1 (its minutes, so no other spec's text changes).
  const admin = await request.post('/api/v1/auth/login', { data: demoAdmin });
  const { data: staff } = (await admin.json()) as { data: { token: string } };
  const headers = { Authorization: `Bearer ${staff.token}` };
  const url = `/api/v1/staff/courses/${first!.courseId}`;
  const save = async (change: (minutes: number) => number) => {
    const { data: doc } = (await (await request.get(url, { headers })).json()) as {
      data: { durationMinutes: number };
    };
    const saved = await request.put(url, {
      headers,
      data: { ...doc, durationMinutes: change(doc.durationMinutes) },
    });
    expect(saved.ok()).toBe(true);
  };
  await save((minutes) => minutes + 1);
  try {
    await page.goto('/dashboard/downloads');
    const kitab = page.getByRole('region', { name: 'Matn al-Ajurrumiyyah' });
    await expect(kitab.getByText('Changed since download')).toHaveCount(1);
    await kitab.getByRole('button', { name: 'Update 1 meeting' }).click();
    await expect(page.getByText('Updated to the latest version.')).toBeVisible();
    await expect(kitab.getByText('Changed since download')).toHaveCount(0);
  } finally {
    await save((minutes) => minutes - 1);
  }

  await page.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText('This also removes the 3 meetings downloaded for offline study from this phone.', {
      exact: false,
    }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const left = await page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('offline-')),
  );
  expect(left).toEqual([]);
});
