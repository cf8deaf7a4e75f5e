import type { APIRequestContext, Page } from '@playwright/test';
import { staffResources } from '@academy/contract/endpoints';
import { matchPath } from 'react-router';
import { paths } from '../src/config/paths';
import { demoLearner, newAccount } from './support/accounts';
import { chapterOne, examsOf, finishAttempt, startAttempt } from './support/exams';
import { actAs, classIdOf, createLearner, joinWithApi, type Learner } from './support/learners';
import { learnerWaitingToPay, startPayment } from './support/payments';
import { authHeader, readMe } from './support/profiles';
import { expect, test } from './support/signed-in';
import { visit } from './support/visit';

// Every screen of the app on a 360 px phone in Indonesian: nothing may be wider than the screen,
// nor reach past its right edge (a cut button is as bad as a sideways scroll). To cover a new
// screen, add its path to one of the lists below (the first test says when a path of
// src/config/paths.ts is in none of them).

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
  /** A new account that waits for its code (registered, not verified). */
  unverifiedUserId: () => Promise<string>;
  /** A pending QRIS payment of a new learner's own, for the paid demo class. */
  pendingOrderId: () => Promise<string>;
}

/**
 * A screen to walk: a fixed path, or one built from records (`route` then names the pattern of
 * src/config/paths.ts it fills, for the check that every route is walked). The walk must stay on
 * the path, unless `endsAt` names where it leads (a short link).
 */
type Route<Context = Demo> = { name: string; endsAt?: string } & (
  { path: string } | { route: string; path: (context: Context) => Promise<string> }
);

const signedOutRoutes: Route[] = [
  { name: 'home', path: '/' },
  { name: 'sign-in', path: '/login' },
  { name: 'registration', path: '/register' },
  {
    name: 'registration, code entry',
    route: paths.register.path,
    path: async (demo) => paths.register.verify(await demo.unverifiedUserId()),
  },
  { name: 'forgot password', path: '/forgot-password' },
  // An unknown token: the refusal, with the page's heading and the ways on.
  { name: 'invitation, unknown link', path: paths.invitation.getHref('not-a-real-invitation') },
  { name: 'short link', path: '/link/daftar', endsAt: '/kelas/nahwu-ajurrumiyyah' },
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
  {
    name: 'sandbox payer',
    route: paths.sandboxPay.path,
    path: async (demo) => paths.sandboxPay.getHref(await demo.pendingOrderId()),
  },
  // Any other path asks a visitor to sign in; the public not-found screen is under public paths.
  { name: 'not found', path: '/store/tidak-ada' },
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
    route: paths.dashboard.classDetail.path,
    path: async (demo) => `/dashboard/class/${await demo.classId('arbain-nawawi')}`,
  },
  {
    name: 'class detail, paid',
    route: paths.dashboard.classDetail.path,
    path: async (demo) => `/dashboard/class/${await demo.classId('tajwid-tuhfatul-athfal')}`,
  },
  {
    name: 'class detail, brothers only',
    route: paths.dashboard.classDetail.path,
    path: async (demo) => `/dashboard/class/${await demo.classId('halaqah-alumni')}`,
  },
  {
    name: 'class brief',
    route: paths.dashboard.classBrief.path,
    path: async (demo) => `/dashboard/class/${await demo.classId('arbain-nawawi')}/brief`,
  },
  {
    name: 'class payment',
    route: paths.dashboard.classPayment.path,
    path: async (demo) => `/dashboard/class/${await demo.classId('tajwid-tuhfatul-athfal')}/payment-method`,
  },
  {
    name: 'kitab payment',
    route: paths.dashboard.kitabPayment.path,
    path: async (demo) =>
      `/dashboard/class/${await demo.classId('tajwid-tuhfatul-athfal')}/payment-method/${await demo.kitabId('tajwid-tuhfatul-athfal')}`,
  },
  {
    name: 'certificate verification',
    route: paths.certificateVerification.path,
    path: async (demo) => `/sertifikat/${await demo.certificateCode()}`,
  },
  {
    name: 'material',
    route: paths.dashboard.material.path,
    path: async (demo) => {
      const { kitabId, pertemuanId, courseId } = await demo.firstMaterial('arbain-nawawi');
      return `/dashboard/kitab/${kitabId}/p/${pertemuanId}/c/${courseId}`;
    },
  },
  { name: 'profile', path: '/dashboard/profile' },
  { name: 'FAQ', path: '/dashboard/faq' },
  { name: 'downloaded', path: '/dashboard/downloads' },
  { name: 'my classes', path: '/dashboard/user/class' },
  { name: 'settings', path: '/dashboard/user/setting' },
  { name: 'profile settings', path: '/dashboard/user/setting/profile' },
  { name: 'PIN settings', path: '/dashboard/user/setting/pin' },
  { name: 'exam PIN settings', path: '/dashboard/user/setting/exam-pin' },
  { name: 'notification settings', path: '/dashboard/user/setting/notifications' },
  { name: 'calendar', path: '/dashboard/calendar' },
  { name: 'notifications', path: '/dashboard/notifications' },
  { name: 'exam', route: paths.dashboard.exam.path, path: (demo) => demo.examPath('arbain-nawawi') },
  { name: 'not found in the dashboard', path: '/dashboard/tidak-ada' },
];

/** What a new learner's own records give the screens that show them (made through the API). */
interface OwnRecords {
  /** A pending QRIS payment of the paid demo class. */
  pendingPaymentId: () => Promise<string>;
  /** The priced demo exam on the open nahwu class the learner joined. */
  pricedExam: () => Promise<{ classId: string; kitabId: string; id: string }>;
  /** An exam of that class with the learner's attempt running, or that attempt finished. */
  examWith: (attempt: 'running' | 'finished') => Promise<{ kitabId: string; id: string }>;
}

/** Screens of a new learner's own payments and exam attempts, walked as that learner. */
const ownRecordRoutes: Route<OwnRecords>[] = [
  {
    name: 'QRIS payment',
    route: paths.dashboard.qris.path,
    path: async (own) => paths.dashboard.qris.getHref(await own.pendingPaymentId()),
  },
  {
    name: 'exam payment',
    route: paths.dashboard.examPayment.path,
    path: async (own) => {
      const exam = await own.pricedExam();
      return paths.dashboard.examPayment.getHref(exam.classId, exam.kitabId, exam.id);
    },
  },
  {
    name: 'exam finish',
    route: paths.dashboard.examFinish.path,
    path: async (own) => {
      const exam = await own.examWith('running');
      return paths.dashboard.examFinish.getHref(exam.kitabId, exam.id);
    },
  },
  {
    name: 'exam report',
    route: paths.dashboard.examReport.path,
    path: async (own) => {
      const exam = await own.examWith('finished');
      return paths.dashboard.examReport.getHref(exam.kitabId, exam.id);
    },
  },
];

/** Staff console screens, signed in as the demo admin (paths read with the admin's token). */
const staffRoutes: Route<{ token: string; request: APIRequestContext }>[] = [
  { name: 'staff home', path: '/staff' },
  { name: 'staff change log', path: '/staff/audit-log' },
  { name: 'staff reports', path: '/staff/reports' },
  // Authoring the content (issue 13): each list, a new record's form and a stored record's.
  ...staffResources.flatMap((resource): Route<{ token: string; request: APIRequestContext }>[] => [
    { name: `staff ${resource}`, path: paths.staff.list.getHref(resource) },
    {
      name: `staff a record of ${resource}`,
      route: paths.staff.edit.path,
      path: async ({ token, request }) =>
        paths.staff.edit.getHref(resource, await firstRecordOf(resource, token, request)),
    },
  ]),
  {
    name: 'staff new class',
    route: paths.staff.create.path,
    path: async () => paths.staff.create.getHref('classes'),
  },
  {
    name: 'staff new material',
    route: paths.staff.create.path,
    path: async ({ token, request }) =>
      paths.staff.create.getHref('courses', await firstRecordOf('pertemuan', token, request)),
  },
  {
    name: 'staff new question',
    route: paths.staff.create.path,
    path: async ({ token, request }) =>
      paths.staff.create.getHref('questions', await firstRecordOf('exams', token, request)),
  },
  { name: 'staff learners', path: '/staff/learners?search=a' },
  { name: 'staff account deletions', path: '/staff/account-deletions' },
  {
    name: 'staff a learner',
    route: paths.staff.learner.path,
    path: async ({ token, request }) => {
      const response = await request.get(`/api/v1/staff/learners?search=${demoLearner.phoneNumber}`, {
        headers: authHeader(token),
      });
      return `/staff/learners/${((await response.json()) as { data: { userId: string }[] }).data[0]!.userId}`;
    },
  },
  { name: 'staff grading queue', path: '/staff/grading' },
  {
    name: 'staff grading an attempt',
    route: paths.staff.gradingAttempt.path,
    path: async ({ token, request }) =>
      `/staff/grading/attempts/${(await firstWaitingAttempt(token, request)).id}`,
  },
  {
    name: 'staff attempts of an exam',
    route: paths.staff.gradingExam.path,
    path: async ({ token, request }) =>
      `/staff/grading/exams/${(await firstWaitingAttempt(token, request)).exam.id}`,
  },
  { name: 'staff transactions', path: '/staff/transactions' },
  { name: 'staff transactions, filtered', path: '/staff/transactions?lateSettlement=true&itemType=kitab' },
  {
    name: 'staff transaction',
    route: paths.staff.transaction.path,
    path: async ({ token, request }) => {
      const response = await request.get('/api/v1/staff/transactions?status=partial_refund', {
        headers: authHeader(token),
      });
      return `/staff/transactions/${((await response.json()) as { data: { id: string }[] }).data[0]!.id}`;
    },
  },
  { name: 'staff certificates', path: '/staff/certificates' },
  {
    name: 'staff certificate',
    route: paths.staff.certificate.path,
    path: async ({ token, request }) => {
      const response = await request.get('/api/v1/staff/certificates?status=revoked', {
        headers: authHeader(token),
      });
      return `/staff/certificates/${((await response.json()) as { data: { id: string }[] }).data[0]!.id}`;
    },
  },
  { name: 'staff issue a certificate', path: '/staff/certificates/new' },
  { name: 'staff announcements', path: '/staff/announcements' },
  {
    name: 'staff gradebook',
    route: paths.staff.gradebook.path,
    path: async ({ token, request }) =>
      `/staff/classes/${await firstRecordOf('classes', token, request)}/gradebook`,
  },
  {
    name: 'staff class meetings',
    route: paths.staff.classMeetings.path,
    path: async ({ token, request }) =>
      `/staff/classes/${await firstRecordOf('classes', token, request)}/meetings`,
  },
  {
    name: 'staff meeting attendance',
    route: paths.staff.attendance.path,
    path: async ({ token, request }) =>
      paths.staff.attendance.getHref(await firstRecordOf('pertemuan', token, request)),
  },
  {
    name: 'staff learner import',
    route: paths.staff.learnerImport.path,
    path: async ({ token, request }) =>
      paths.staff.learnerImport.getHref(await firstRecordOf('classes', token, request)),
  },
  {
    name: 'staff question import',
    route: paths.staff.questionImport.path,
    path: async ({ token, request }) =>
      `/staff/classes/${await firstRecordOf('classes', token, request)}/questions/import`,
  },
  { name: 'staff academy question bank', path: paths.staff.academyQuestionBank.getHref() },
  {
    name: 'staff exam preview',
    route: paths.staff.examPreview.path,
    path: async ({ token, request }) =>
      paths.staff.examPreview.getHref(await firstRecordOf('exams', token, request)),
  },
  {
    name: 'staff class preview',
    route: paths.staff.classPreview.path,
    path: async ({ token, request }) =>
      paths.staff.classPreview.getHref(await firstRecordOf('classes', token, request)),
  },
  { name: 'staff recitations', path: '/staff/recitations' },
  {
    name: 'staff recitation',
    route: paths.staff.recitation.path,
    path: async ({ token, request }) => {
      const response = await request.get('/api/v1/staff/recitations', { headers: authHeader(token) });
      return `/staff/recitations/${((await response.json()) as { data: { id: string }[] }).data[0]!.id}`;
    },
  },
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
    async unverifiedUserId() {
      const response = await request.post('/api/v1/user/register', { data: newAccount() });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: { id: string } }).data.id;
    },
    async pendingOrderId() {
      return (await learnerWaitingToPay(request)).orderId;
    },
  };
}

/** A new learner in the open nahwu class, with its own payment and attempts made on demand. */
async function ownRecords(request: APIRequestContext, learner: Learner): Promise<OwnRecords> {
  const classId = await classIdOf(request, 'nahwu-ajurrumiyyah');
  await joinWithApi(request, learner, classId);
  const exams = await examsOf(request, learner, classId);
  // One attempt runs at a time: the finish screen shows it running, the report once it is finished.
  const exam = exams(chapterOne);
  let attemptId: string | undefined;
  return {
    async pendingPaymentId() {
      const paidClassId = await classIdOf(request, 'tajwid-tuhfatul-athfal');
      return (await startPayment(request, learner, { type: 'class', id: paidClassId })).id;
    },
    async pricedExam() {
      return { classId, ...exams('Ajurrumiyyah: chapter test') };
    },
    async examWith(attempt) {
      attemptId ??= (await startAttempt(request, learner, exam.id)).id;
      if (attempt === 'finished') await finishAttempt(request, learner, attemptId);
      return exam;
    },
  };
}

/** Every path pattern of src/config/paths.ts, by its key (e.g. `dashboard.qris`). */
function pathPatterns(tree: object = paths, prefix = ''): { key: string; pattern: string }[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'object' || value === null) return [];
    const name = `${prefix}${key}`;
    return 'path' in value && typeof value.path === 'string'
      ? [{ key: name, pattern: value.path }]
      : pathPatterns(value as object, `${name}.`);
  });
}

/** Whether a walked screen is of `pattern`: by its declared route, or by its fixed path. */
function walks(route: { path: unknown; route?: string }, pattern: string) {
  if (route.route) return route.route === pattern;
  const pathname = String(route.path).split('?')[0]!;
  // The most specific pattern a fixed path fills is its own (`/staff/grading`, not `/staff/:resource`).
  const best = pathPatterns()
    .map((entry) => entry.pattern)
    .filter((candidate) => matchPath(candidate, pathname))
    .sort((a, b) => a.split(':').length - b.split(':').length)[0];
  return best === pattern;
}

test('every path of the app is in a walk', () => {
  const walked = [...signedOutRoutes, ...signedInRoutes, ...ownRecordRoutes, ...staffRoutes];
  const missing = pathPatterns()
    .filter(({ pattern }) => !walked.some((route) => walks(route, pattern)))
    .map(({ key, pattern }) => `${key} (${pattern})`);
  expect(missing).toEqual([]);
});

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

/** Badges whose label is cut short ("AK…" for "AKTIF"): a status must be read whole. */
async function cutBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Badge-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => `"${label.textContent}" shows ${label.clientWidth}px of ${label.scrollWidth}px`),
  );
}

async function expectFitsTheScreen(
  page: Page,
  path: string,
  name: string,
  { endsAt = path.split('?')[0], load = false }: { endsAt?: string | undefined; load?: boolean } = {},
) {
  // An address that leads elsewhere (a short link) is the server's to answer: a full load.
  await visit(page, path, { load: load || endsAt !== path.split('?')[0] });
  await expect(page.locator('h1').first()).toBeVisible();
  // The walk looks at the screen it asked for, not at a sign-in or other page it was sent to.
  expect(new URL(page.url()).pathname, `${name} (${path}) sent the walk elsewhere`).toBe(endsAt);
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
  expect(await cutBadges(page), `${name} (${path}) cuts a badge short`).toEqual([]);
}

/**
 * Walks routes in order, each a step; `context` builds the paths that need records. The app moves
 * between the screens itself, unless `load` (the records change behind its back between screens).
 */
async function walk<Context>(
  page: Page,
  routes: Route<Context>[],
  context: Context,
  prefix: string,
  { load = false } = {},
) {
  for (const route of routes) {
    await test.step(route.name, async () => {
      const path = typeof route.path === 'string' ? route.path : await route.path(context);
      await expectFitsTheScreen(page, path, `${prefix}-${route.name}`, { endsAt: route.endsAt, load });
    });
  }
}

// SHOTS_DIR also walks the screens at 1280 px, for looking at them (screenshots only).
const widths = process.env.SHOTS_DIR ? [360, 1280] : [360];

for (const width of widths) {
  test.describe(`${width} px, Indonesian`, () => {
    test.use({ viewport: { width, height: 740 }, locale: 'id-ID' });
    // Twenty-odd screens in one test; screenshots take longer still.
    test.setTimeout(process.env.SHOTS_DIR ? 600_000 : 180_000);

    test('every signed-out screen fits the screen', async ({ page }) => {
      await walk(page, signedOutRoutes, demoIds(page.request), 'out');
    });

    test.describe('the demo admin, signed in', () => {
      test.use({ signedInAs: 'admin' });

      test('every staff screen fits the screen', async ({ page, session }) => {
        // Some forty console screens: more than the other walks.
        test.setTimeout(process.env.SHOTS_DIR ? 900_000 : 360_000);
        await walk(page, staffRoutes, { token: session.user.token, request: page.request }, 'staff');
      });
    });

    test('every screen of a new learner’s own payment and exams fits the screen', async ({ page }) => {
      const learner = await createLearner(page.request);
      await actAs(page, learner);
      // The attempt is finished through the API between two screens: each screen loads afresh.
      await walk(page, ownRecordRoutes, await ownRecords(page.request, learner), 'own', { load: true });
    });

    test.describe('the demo learner, signed in', () => {
      test.use({ signedInAs: 'learner' });

      test('every signed-in screen fits the screen', async ({ page, session }) => {
        const { user, profile } = session;
        const me = await readMe(page.request, user.token);
        expect(me.profiles.length).toBeGreaterThan(0);
        await walk(page, signedInRoutes, demoIds(page.request, user.token, profile!.id), 'in');
      });
    });
  });
}
