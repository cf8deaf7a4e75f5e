import type { Page } from '@playwright/test';
import { expect, test } from './support/signed-in';

// A signed-in page's first load renders its screen once (decision 0172): the screen's texts come
// with its code, and its data is asked for beside them, so no placeholder is shown and each call
// is made once.
test.use({ signedInAs: 'learner' });

/**
 * Records whether a placeholder (a skeleton) was ever put on the page, with the API's answers
 * slowed as on a phone's network (here they would arrive before the screen's code anyway).
 */
async function watchPlaceholdersOnSlowAnswers(page: Page) {
  await page.route('**/api/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__placeholders', { value: seen });
    new MutationObserver(() => {
      if (document.querySelector('#root .mantine-Skeleton-root[data-visible]')) seen.push('skeleton');
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

const calls = (urls: string[]) =>
  urls
    .filter((url) => new URL(url).pathname.startsWith('/api/'))
    .map((url) => new URL(url).pathname.replace(/[0-9a-f-]{36}/g, ':id'))
    .sort();

test('the dashboard renders once with its data: no placeholder, each call once', async ({ page }) => {
  await watchPlaceholdersOnSlowAnswers(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Assalamu/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming meetings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Continue where you left off' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders),
  ).toEqual([]);
  expect(calls(requested)).toEqual([
    '/api/v1/academy',
    '/api/v1/profile/:id/calendar',
    '/api/v1/profile/:id/course',
    '/api/v1/profile/:id/notifications',
    '/api/v1/user/me',
  ]);
});

test('explore classes renders once with its classes: no placeholder, each call once', async ({ page }) => {
  await watchPlaceholdersOnSlowAnswers(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/dashboard/class?department=quran');
  await expect(page.getByRole('heading', { name: 'Explore classes' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Private Quran Memorisation/ }).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders),
  ).toEqual([]);
  const made = calls(requested);
  expect(made.filter((call) => call === '/api/v1/classes')).toHaveLength(1);
  expect(made.filter((call) => call === '/api/v1/categories')).toHaveLength(1);
  expect(made.filter((call) => call === '/api/v1/profile/:id/course')).toHaveLength(1);
});
