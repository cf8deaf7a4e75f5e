import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoLearner, signInWithApi } from './support/accounts';
import { demoAdmin } from './support/grading';
import { authHeader, readMe, signInWithActiveProfile } from './support/profiles';

// Every screen of the app on a 360 px phone in Indonesian: nothing may be wider than the screen,
// nor reach past its right edge (a cut button is as bad as a sideways scroll). To cover a new
// screen, add its path to one of the two lists below.

/** What a route needs to build its path: ids of the demo academy, read from the API. */
interface Demo {
  classId: (slug: string) => Promise<string>;
  /** The first kitab of a class. */
  kitabId: (slug: string) => Promise<string>;
  /** The exam route of the first exam of a class's first kitab. */
  examPath: (slug: string) => Promise<string>;
  /** The verification code of the profile's first certificate. */
  certificateCode: () => Promise<string>;
  /** The first kitab of a class, with its first meeting and material. */
  firstMaterial: (slug: string) => Promise<{ kitabId: string; pertemuanId: string; courseId: string }>;
}

type Route = { name: string; path: string | ((demo: Demo) => Promise<string>) };

const signedOutRoutes: Route[] = [
  { name: 'home', path: '/' },
  { name: 'sign-in', path: '/login' },
  { name: 'registration', path: '/register' },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'short link', path: '/link/daftar' },
  { name: 'Arabic department', path: '/dept/bahasa-arab' },
  { name: 'Quran department', path: '/dept/quran' },
  { name: 'family department', path: '/dept/keluarga' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'terms of service', path: '/terms-of-service' },
  { name: 'store', path: '/store' },
  { name: 'class, open', path: '/kelas/nahwu-ajurrumiyyah' },
  { name: 'class, paid', path: '/kelas/tajwid-tuhfatul-athfal' },
  { name: 'class, sisters only', path: '/kelas/tahsin-akhwat' },
  { name: 'class, with password', path: '/kelas/halaqah-alumni' },
  { name: 'class, full', path: '/kelas/tahfizh-privat' },
  { name: 'class, not open yet', path: '/kelas/bahasa-arab-ikhwan-intensif' },
  { name: 'class, registration ended', path: '/kelas/keluarga-sakinah' },
  { name: 'class, in progress', path: '/kelas/arbain-nawawi' },
  { name: 'class, ended', path: '/kelas/sharaf-amtsilah' },
  { name: 'not found', path: '/tidak-ada' },
];

const signedInRoutes: Route[] = [
  { name: 'profile picker', path: '/profile' },
  { name: 'gender step', path: '/gender' },
  { name: 'address step', path: '/onboarding-address' },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'explore classes', path: '/dashboard/class' },
  { name: 'upcoming', path: '/dashboard/class/upcoming' },
  { name: 'transactions', path: '/dashboard/transaction' },
  {
    name: 'class detail, in progress',
    path: async (demo) => `/dashboard/class/${await demo.classId('arbain-nawawi')}`,
  },
  {
    name: 'class detail, paid',
    path: async (demo) => `/dashboard/class/${await demo.classId('tajwid-tuhfatul-athfal')}`,
  },
  {
    name: 'class detail, brothers only',
    path: async (demo) => `/dashboard/class/${await demo.classId('halaqah-alumni')}`,
  },
  {
    name: 'class brief',
    path: async (demo) => `/dashboard/class/${await demo.classId('arbain-nawawi')}/brief`,
  },
  {
    name: 'class payment',
    path: async (demo) => `/dashboard/class/${await demo.classId('tajwid-tuhfatul-athfal')}/payment-method`,
  },
  {
    name: 'kitab payment',
    path: async (demo) =>
      `/dashboard/class/${await demo.classId('tajwid-tuhfatul-athfal')}/payment-method/${await demo.kitabId('tajwid-tuhfatul-athfal')}`,
  },
  { name: 'certificate verification', path: async (demo) => `/sertifikat/${await demo.certificateCode()}` },
  {
    name: 'material',
    path: async (demo) => {
      const { kitabId, pertemuanId, courseId } = await demo.firstMaterial('arbain-nawawi');
      return `/dashboard/kitab/${kitabId}/p/${pertemuanId}/c/${courseId}`;
    },
  },
  { name: 'profile', path: '/dashboard/profile' },
  { name: 'FAQ', path: '/dashboard/faq' },
  { name: 'my classes', path: '/dashboard/user/class' },
  { name: 'settings', path: '/dashboard/user/setting' },
  { name: 'profile settings', path: '/dashboard/user/setting/profile' },
  { name: 'PIN settings', path: '/dashboard/user/setting/pin' },
  { name: 'exam PIN settings', path: '/dashboard/user/setting/exam-pin' },
  { name: 'exam', path: (demo) => demo.examPath('arbain-nawawi') },
  { name: 'not found in the dashboard', path: '/dashboard/tidak-ada' },
];

/** Staff console screens, signed in as the demo admin (paths read with the admin's token). */
const staffRoutes: {
  name: string;
  path: string | ((token: string, request: APIRequestContext) => Promise<string>);
}[] = [
  { name: 'staff home', path: '/staff' },
  // Authoring the content (issue 13): each list, a new record's form and a stored record's.
  ...(
    [
      'classes',
      'kitab',
      'pertemuan',
      'courses',
      'exams',
      'questions',
      'teachers',
      'categories',
      'departments',
      'faq',
      'links',
    ] as const
  ).flatMap((resource) => [
    { name: `staff ${resource}`, path: `/staff/${resource}` },
    {
      name: `staff a record of ${resource}`,
      path: async (token: string, request: APIRequestContext) =>
        `/staff/${resource}/${encodeURIComponent(await firstRecordOf(resource, token, request))}`,
    },
  ]),
  { name: 'staff new class', path: '/staff/classes/new' },
  {
    name: 'staff new material',
    path: async (token, request) =>
      `/staff/courses/new?parent=${await firstRecordOf('pertemuan', token, request)}`,
  },
  {
    name: 'staff new question',
    path: async (token, request) =>
      `/staff/questions/new?parent=${await firstRecordOf('exams', token, request)}`,
  },
  { name: 'staff change log', path: '/staff/audit-log' },
  { name: 'staff learners', path: '/staff/learners?search=a' },
  {
    name: 'staff a learner',
    path: async (token, request) => {
      const response = await request.get(`/api/v1/staff/learners?search=${demoLearner.phoneNumber}`, {
        headers: authHeader(token),
      });
      return `/staff/learners/${((await response.json()) as { data: { userId: string }[] }).data[0]!.userId}`;
    },
  },
  { name: 'staff grading queue', path: '/staff/grading' },
  {
    name: 'staff grading an attempt',
    path: async (token, request) =>
      `/staff/grading/attempts/${(await firstWaitingAttempt(token, request)).id}`,
  },
  {
    name: 'staff attempts of an exam',
    path: async (token, request) =>
      `/staff/grading/exams/${(await firstWaitingAttempt(token, request)).exam.id}`,
  },
  { name: 'staff transactions', path: '/staff/transactions' },
  { name: 'staff transactions, filtered', path: '/staff/transactions?lateSettlement=true&itemType=kitab' },
  {
    name: 'staff transaction',
    path: async (token, request) => {
      const response = await request.get('/api/v1/staff/transactions?status=partial_refund', {
        headers: authHeader(token),
      });
      return `/staff/transactions/${((await response.json()) as { data: { id: string }[] }).data[0]!.id}`;
    },
  },
  { name: 'staff certificates', path: '/staff/certificates' },
  {
    name: 'staff certificate',
    path: async (token, request) => {
      const response = await request.get('/api/v1/staff/certificates?status=revoked', {
        headers: authHeader(token),
      });
      return `/staff/certificates/${((await response.json()) as { data: { id: string }[] }).data[0]!.id}`;
    },
  },
  { name: 'staff issue a certificate', path: '/staff/certificates/new' },
];

/** The id of the first record of a staff resource, as its list answers. */
async function firstRecordOf(resource: string, token: string, request: APIRequestContext) {
  const response = await request.get(`/api/v1/staff/${resource}?size=1`, { headers: authHeader(token) });
  return ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
}

async function firstWaitingAttempt(token: string, request: APIRequestContext) {
  const response = await request.get('/api/v1/staff/exam-attempts?needsGrading=true', {
    headers: authHeader(token),
  });
  return ((await response.json()) as { data: { id: string; exam: { id: string } }[] }).data[0]!;
}

function demoIds(request: APIRequestContext, token?: string, profileId?: string): Demo {
  const classId = async (slug: string) => {
    const response = await request.get(`/api/v1/classes/${slug}`);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const kitabId = async (slug: string) => {
    const response = await request.get(`/api/v1/classes/${slug}`);
    return ((await response.json()) as { data: { kitab: { id: string }[] } }).data.kitab[0]!.id;
  };
  return {
    classId,
    kitabId,
    async examPath(slug) {
      const bookId = await kitabId(slug);
      const response = await request.get(`/api/v1/kitab/${bookId}/exams?profileId=${profileId}`, {
        headers: token ? authHeader(token) : {},
      });
      const [exam] = ((await response.json()) as { data: { id: string }[] }).data;
      return `/dashboard/kitab/${bookId}/q/${exam!.id}`;
    },
    async certificateCode() {
      const response = await request.get(`/api/v1/profile/${profileId}/certificates`, {
        headers: token ? authHeader(token) : {},
      });
      return ((await response.json()) as { data: { code: string }[] }).data[0]!.code;
    },
    async firstMaterial(slug) {
      const firstKitabId = await kitabId(slug);
      const kitab = await request.get(`/api/v1/kitab/${firstKitabId}?profileId=${profileId}`, {
        headers: token ? authHeader(token) : {},
      });
      const { pertemuan } = (
        (await kitab.json()) as {
          data: { pertemuan: { id: string; courses: { id: string }[] }[] };
        }
      ).data;
      return {
        kitabId: firstKitabId,
        pertemuanId: pertemuan[0]!.id,
        courseId: pertemuan[0]!.courses[0]!.id,
      };
    },
  };
}

/** Elements whose right edge passes the screen's, unless a scrolling or clipping box holds them. */
async function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (
          style.overflowX !== 'visible' &&
          parent !== document.body &&
          parent !== document.documentElement
        ) {
          return parent.getBoundingClientRect().right <= width + 1;
        }
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1) continue;
      if (getComputedStyle(element).visibility === 'hidden' || clipped(element)) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      offenders.push(
        `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} "${text}" → ${Math.round(rect.right)}px`,
      );
    }
    return offenders.slice(0, 5);
  });
}

async function expectFitsTheScreen(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  if (process.env.SHOTS_DIR) {
    // Screen-sized pieces from the top, to look at as a person scrolls.
    const { width, height } = page.viewportSize()!;
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let piece = 0; piece * height < Math.min(pageHeight, height * (width < 600 ? 5 : 2)); piece += 1) {
      const file = `${process.env.SHOTS_DIR}/${width}-${name.replace(/[^a-z0-9]+/gi, '-')}-${piece}.png`;
      const y = piece * height;
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(height, pageHeight - y) },
      });
    }
  }
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${name} (${path}) is wider than the screen`).toBeLessThanOrEqual(clientWidth);
  expect(await pastTheRightEdge(page), `${name} (${path}) reaches past the screen`).toEqual([]);
}

// SHOTS_DIR also walks the screens at 1280 px, for looking at them (screenshots only).
const widths = process.env.SHOTS_DIR ? [360, 1280] : [360];

for (const width of widths) {
  test.describe(`${width} px, Indonesian`, () => {
    test.use({ viewport: { width, height: 740 }, locale: 'id-ID' });
    // Twenty-odd screens in one test; screenshots take longer still.
    test.setTimeout(process.env.SHOTS_DIR ? 600_000 : 180_000);

    test('every signed-out screen fits the screen', async ({ page }) => {
      const demo = demoIds(page.request);
      for (const route of signedOutRoutes) {
        const path = typeof route.path === 'string' ? route.path : await route.path(demo);
        await test.step(route.name, () => expectFitsTheScreen(page, path, `out-${route.name}`));
      }
    });

    test('every staff screen fits the screen', async ({ page }) => {
      const { token } = await signInWithApi(page, demoAdmin);
      for (const route of staffRoutes) {
        const path = typeof route.path === 'string' ? route.path : await route.path(token, page.request);
        await test.step(route.name, () => expectFitsTheScreen(page, path, `staff-${route.name}`));
      }
    });

    test('every signed-in screen fits the screen', async ({ page }) => {
      const { user, profile } = await signInWithActiveProfile(page, demoLearner);
      const me = await readMe(page.request, user.token);
      expect(me.profiles.length).toBeGreaterThan(0);
      const demo = demoIds(page.request, user.token, profile.id);
      for (const route of signedInRoutes) {
        const path = typeof route.path === 'string' ? route.path : await route.path(demo);
        await test.step(route.name, () => expectFitsTheScreen(page, path, `in-${route.name}`));
      }
    });
  });
}
