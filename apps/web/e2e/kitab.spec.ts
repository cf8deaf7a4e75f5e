import { expect, test } from './support/test';
import { enrolledLearner, materialsOf } from './support/learners';

test('reading a kitab meeting by meeting keeps the progress across reloads, and the dashboard continues there', async ({
  page,
  request,
}) => {
  const { classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');

  await page.goto(`/dashboard/class/${classId}`);
  await page.getByRole('link', { name: 'Start reading Matn al-Ajurrumiyyah' }).click();
  await expect(page).toHaveURL(/\/dashboard\/kitab\/[\w-]+\/p\/[\w-]+\/c\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Text: al-Kalam' })).toBeVisible();
  // The Arabic text reads right to left, in the Arabic font stack.
  const arabic = page.locator('[dir="rtl"][lang="ar"]').filter({ hasText: 'الكَلَامُ' });
  await expect(arabic).toBeVisible();
  expect(await arabic.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Naskh');
  await expect(page.getByRole('button', { name: '← Previous' })).toBeDisabled();

  const outline = page.getByRole('navigation', { name: 'Meetings and materials' });
  await expect(outline.getByText('Meeting 1: Speech and its parts')).toBeVisible();
  await expect(outline.getByTestId('kitab-progress')).toHaveText('0 of 8 materials done (0%)');

  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();
  await expect(outline.getByTestId('kitab-progress')).toHaveText('1 of 8 materials done (12%)');

  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explanation: what counts as speech' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(outline.getByTestId('kitab-progress')).toHaveText('2 of 8 materials done (25%)');

  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Video summary' })).toBeVisible();
  const video = page.locator('video');
  // A short-lived signed address: the file is not public (decision 0015).
  await expect(video).toHaveAttribute(
    'src',
    /^\/demo-media\/ajurrumiyyah-01\.mp4\?expires=\d+&sig=[0-9a-f]{64}$/,
  );
  // The video really loads from the academy’s own server.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(20);
  // Across the meeting boundary: the next course is the first of meeting 2.
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Text: signs of the noun' })).toBeVisible();
  await page.getByRole('link', { name: '← Previous' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Video summary' })).toBeVisible();

  await page.reload();
  await expect(outline.getByTestId('kitab-progress')).toHaveText('2 of 8 materials done (25%)');
  await expect(outline.getByRole('link', { name: /Text: al-Kalam.*completed/ })).toBeVisible();
  await expect(outline.locator('a[aria-current="page"]')).toContainText('Video summary');

  // The last opened material is where the dashboard continues.
  await page.goto('/dashboard');
  const continueCard = page.getByRole('region', { name: 'Continue where you left off' });
  await expect(continueCard).toContainText('Video summary');
  await expect(continueCard).toContainText('Arabic Grammar with al-Ajurrumiyyah');
  await continueCard.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Video summary' })).toBeVisible();

  await page.goto('/dashboard/user/class');
  await expect(page.getByText('2 of 8 materials done (25%)')).toBeVisible();
});

test('the last material of a kitab leads on to its exams', async ({ page, request }) => {
  const { learner, classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
  const last = (await materialsOf(request, learner, classId)).at(-1)!;
  await page.goto(`/dashboard/kitab/${last.kitabId}/p/${last.pertemuanId}/c/${last.courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: last.title.en })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next →' })).toBeDisabled();
  const end = page.getByRole('region', { name: 'The end of the kitab' });
  await expect(end).toContainText('This is the last material of Matn al-Ajurrumiyyah.');
  await end.getByRole('region', { name: 'Exams of this kitab' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/kitab\/[\w-]+\/q\/[\w-]+$/);
});

test('a material page counts active hours while it is visible', async ({ page, request }) => {
  await page.clock.install();
  const { learner, classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
  await page.goto(`/dashboard/class/${classId}`);
  await page.getByRole('link', { name: 'Start reading Matn al-Ajurrumiyyah' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Text: al-Kalam' })).toBeVisible();

  const beat = page.waitForRequest(
    (request) => request.url().includes('/api/v1/profile/active-hours') && request.method() === 'POST',
  );
  await page.clock.runFor(31_000);
  const body = (await beat).postDataJSON() as { profileId: string; seconds: number };
  expect(body.profileId).toBe(learner.profileId);
  expect(body.seconds).toBeGreaterThanOrEqual(30);
  expect(body.seconds).toBeLessThanOrEqual(60);
});
