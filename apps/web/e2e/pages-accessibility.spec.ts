import { expect, test, type Page } from '@playwright/test';
import { classIdOf } from './support/learners';
import { expectNoSeriousViolations, signInWithActiveProfile } from './support/profiles';

// Every page of the app, signed out and signed in as the demo learner (whose dashboard shows
// progress bars, and a class waiting for payment), at a phone's width and a desktop's.

const publicPages = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
  '/dept/bahasa-arab',
  '/kelas/nahwu-ajurrumiyyah',
  '/kelas/keluarga-sakinah',
  '/store',
  '/no-such-page',
];

/** The demo classes whose ids the learner's pages below name. */
const classSlugs = { arbain: 'arbain-nawawi', tajwid: 'tajwid-tuhfatul-athfal' };

/** Pages of the demo learner; `{arbain}` and `{tajwid}` stand for those classes' ids. */
const learnerPages = [
  '/profile',
  '/dashboard',
  '/dashboard/class',
  '/dashboard/class/upcoming',
  '/dashboard/class/{arbain}',
  '/dashboard/class/{arbain}/brief',
  '/dashboard/class/{tajwid}/payment-method',
  '/dashboard/user/class',
  '/dashboard/faq',
  '/dashboard/profile',
  '/dashboard/user/setting',
  '/dashboard/user/setting/profile',
  '/dashboard/user/setting/pin',
];

/** Opens a page and waits until it has its data: no request in flight, no loader showing. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of publicPages) {
      test(`${path} has no serious accessibility violation`, async ({ page }) => {
        await openSettled(page, path);
        await expectNoSeriousViolations(page);
      });
    }

    for (const pattern of learnerPages) {
      test(`the learner’s ${pattern} has no serious accessibility violation`, async ({ page, request }) => {
        const name = /\{(\w+)\}/.exec(pattern)?.[1] as keyof typeof classSlugs | undefined;
        const path = name
          ? pattern.replace(`{${name}}`, await classIdOf(request, classSlugs[name]))
          : pattern;
        await signInWithActiveProfile(page);
        await openSettled(page, path);
        await expectNoSeriousViolations(page);
      });
    }
  });
}
