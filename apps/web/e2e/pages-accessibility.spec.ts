import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount } from './support/accounts';
import { classIdOf } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/signed-in';
import { visit } from './support/visit';

// Every page of the app, signed out and signed in as the demo learner (whose dashboard shows
// progress bars, and a class waiting for payment), at a phone's width and a desktop's: one walk
// per group and width, each page a step, every axe finding reported (decision 0088). Forms are
// scanned with their error messages showing.

/** A page to scan: its path (or how to build it), and what must show before the scan. */
interface Stop {
  path: string | ((request: APIRequestContext) => Promise<string>);
  ready?: (page: Page, width: number) => Promise<void>;
}

const publicPages: Stop[] = [
  { path: '/', ready: (page) => expect(page.getByText(/guided by/).first()).toBeVisible() },
  {
    path: '/login',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
        /required/,
      );
    },
  },
  {
    path: '/register',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(/Full name cannot be empty!/);
    },
  },
  {
    // The code entry of a new account.
    path: async (request) => {
      const response = await request.post('/api/v1/user/register', { data: newAccount() });
      return `/register?verify=${((await response.json()) as { data: { id: string } }).data.id}`;
    },
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible(),
  },
  { path: '/forgot-password' },
  { path: '/privacy-policy' },
  { path: '/terms-of-service' },
  { path: '/dept/bahasa-arab' },
  {
    path: '/kelas/nahwu-ajurrumiyyah',
    ready: (page) => expect(page.getByRole('link', { name: 'Sign in to join' })).toBeVisible(),
  },
  { path: '/kelas/keluarga-sakinah' },
  { path: '/store', ready: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  { path: '/no-such-page' },
];

/** A page of a demo class, by its slug. */
const classPage =
  (slug: string, rest = '') =>
  async (request: APIRequestContext) =>
    `/dashboard/class/${await classIdOf(request, slug)}${rest}`;

const learnerPages: Stop[] = [
  { path: '/profile' },
  { path: '/dashboard' },
  { path: '/dashboard/class' },
  { path: '/dashboard/class/upcoming' },
  { path: classPage('arbain-nawawi') },
  { path: classPage('arbain-nawawi', '/brief') },
  { path: classPage('tajwid-tuhfatul-athfal', '/payment-method') },
  { path: '/dashboard/user/class' },
  { path: '/dashboard/faq' },
  // Nothing downloaded yet: the empty Downloaded screen with its space and settings.
  { path: '/dashboard/downloads' },
  {
    // The profile page with the demo's certificate and badges (no known chain: no sanad).
    path: '/dashboard/profile',
    ready: async (page, width) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Certificates' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Badges' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  },
  {
    path: '/dashboard/user/setting',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'General setting' })).toBeVisible();
      await page
        .getByRole('form', { name: 'Password' })
        .getByRole('button', { name: 'Change password' })
        .click();
      await expect(page.getByLabel('Old password')).toHaveAccessibleDescription('This field is required');
    },
  },
  {
    path: '/dashboard/user/setting/profile',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Profile setting' })).toBeVisible(),
  },
  {
    path: '/dashboard/user/setting/pin',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Setting PIN' })).toBeVisible(),
  },
];

/** Scans each page in turn, each a step; a finding is reported and the walk goes on. */
async function walk(page: Page, stops: Stop[], width: number) {
  for (const stop of stops) {
    const path = typeof stop.path === 'string' ? stop.path : await stop.path(page.request);
    await test.step(path, async () => {
      await visit(page, path);
      await stop.ready?.(page, width);
      await expectNoSeriousViolations(page, { soft: true });
    });
  }
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // A dozen pages, each settled and scanned by axe: a long test on a busy machine.
    test.describe.configure({ timeout: 300_000 });

    test('every public page has no serious accessibility violation', async ({ page }) => {
      await walk(page, publicPages, viewport.width);
    });

    test.describe('signed in', () => {
      test.use({ signedInAs: 'learner' });

      test('every page of the demo learner has no serious accessibility violation', async ({ page }) => {
        await walk(page, learnerPages, viewport.width);
      });
    });
  });
}

test.describe('while loading', () => {
  test.use({ signedInAs: 'learner' });

  test('the class lists’ placeholders have no serious accessibility violation', async ({ page }) => {
    // The class lists' answers wait until the placeholders have been scanned.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/classes(\/upcoming)?(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    for (const path of ['/dashboard/class/upcoming', '/dashboard/class']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('[aria-busy="true"] .mantine-Skeleton-root').first()).toBeVisible();
        await expectNoSeriousViolations(page, { soft: true });
      });
    }
    release();
    await expect(
      page.getByRole('list', { name: 'Classes found' }).getByRole('listitem').first(),
    ).toBeVisible();
  });
});

test('the scan reports what it looks for: an image without a text and a button without a name', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>Scan</title></head><body><main><h1>Scan</h1><img src="/x.png"><button></button></main></body></html>',
  );
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(
    /image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/,
  );
});
