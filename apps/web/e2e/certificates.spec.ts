import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { demoLearner } from './support/accounts';
import { examsOf } from './support/exams';
import { passEssayExam } from './support/grading';
import { enrolledLearner, materialsOf } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';
import { authHeader, unlockProfile } from './support/profiles';
import { expect, test } from './support/signed-in';

type CertificateView = { id: string; code: string; number: string; verifyUrl: string };

async function certificatesOf(request: APIRequestContext, token: string, profileId: string) {
  const response = await request.get(`/api/v1/profile/${profileId}/certificates`, {
    headers: authHeader(token),
  });
  return ((await response.json()) as { data: CertificateView[] }).data;
}

test('completing the last material of a class issues its certificate; both PDFs download', async ({
  page,
  request,
}) => {
  // The sisters' tahsin class: its one exam (the placement reflection, essays) is passed once staff
  // grade it, so its materials complete it.
  const { learner, classId } = await enrolledLearner(page, request, 'tahsin-akhwat');
  await passEssayExam(
    request,
    learner,
    (await examsOf(request, learner, classId))('Placement reflection').id,
    'Huruf ‘ain.',
  );
  const materials = await materialsOf(request, learner, classId);
  for (const material of materials.slice(0, -1)) {
    const done = await request.post(`/api/v1/courses/${material.courseId}/complete`, {
      headers: authHeader(learner.user.token),
      data: { profileId: learner.profileId },
    });
    expect(done.ok()).toBe(true);
  }

  await page.goto('/dashboard/profile');
  await expect(page.getByText('No certificate yet.', { exact: false })).toBeVisible();

  const last = materials.at(-1)!;
  await page.goto(`/dashboard/kitab/${last.kitabId}/p/${last.pertemuanId}/c/${last.courseId}`);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('status').filter({ hasText: '✓ Completed' })).toBeVisible();
  const issued = page.getByRole('status').filter({ hasText: 'Alhamdulillah, a certificate for you' });
  await expect(issued).toContainText('You completed Recitation Circle for Sisters');

  await issued.getByRole('link', { name: 'See your certificate' }).click();
  await expect(page).toHaveURL('/dashboard/profile');
  const certificate = page.getByRole('listitem', { name: 'Recitation Circle for Sisters' });
  await expect(certificate).toBeVisible();
  await expect(certificate.getByText('Valid')).toBeVisible();
  await expect(certificate.getByText(/No\. AIS\/\d{4}\/\d{6}/)).toBeVisible();
  await expect(certificate.getByText('تَحْسِينُ سُورَةِ الفَاتِحَةِ')).toBeVisible();

  // Saved under the server's one naming (`certificatePdfFileName`): the PDF's language.
  for (const [button, language] of [
    ['Download PDF', 'en'],
    ['Download Arabic PDF', 'ar'],
  ] as const) {
    const download = page.waitForEvent('download');
    await certificate.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^AIS-\\d{4}-\\d{6}-${language}\\.pdf$`));
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }

  // The badges of a first completed class, and the sanad of the kitab, on the same page: her
  // teacher's known chain of this kitab from its oldest link (decision 0108), nothing above it.
  await expect(page.getByRole('list', { name: 'Badges' }).getByText('First class completed')).toBeVisible();
  const chain = page.getByRole('list', { name: 'Sanad of Tahsin of al-Fatihah' });
  await expect(chain.getByRole('listitem').first()).toContainText('Syaikhah Ummu Abdillah');
  await expect(chain.getByRole('listitem').last()).toContainText('Fatimah Azzahra');
});

test('anyone can verify a certificate signed out; unknown codes are not found', async ({
  browser,
  request,
}) => {
  const login = await request.post('/api/v1/auth/login', {
    data: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const me = await request.get('/api/v1/user/me', { headers: authHeader(token) });
  const main = ((await me.json()) as { data: { profiles: { id: string }[] } }).data.profiles[0]!;
  await unlockProfile(request, token, main.id, demoLearner.pin);
  const [certificate] = await certificatesOf(request, token, main.id);

  const visitor = await browser.newPage();
  await visitor.goto(new URL(certificate!.verifyUrl).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
  await expect(visitor.getByText('This certificate is valid')).toBeVisible();
  await expect(visitor.getByText('Ahmad Fauzan').first()).toBeVisible();
  await expect(visitor.getByText(certificate!.number)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Arabic Morphology Basics' })).toBeVisible();
  // What was completed is named: the class, not the word "Class" (issue 38 item 19).
  await expect(visitor.locator('dt:text-is("Completed") + dd')).toHaveText(
    'Arabic Morphology Basics (class)',
  );
  // The demo knows no chain of the sharaf kitab (decision 0108): no sanad at all, none invented.
  await expect(visitor.getByRole('heading', { level: 2, name: 'Sanad' })).toHaveCount(0);
  // The server puts the certificate into the page itself, for link previews that run no script.
  const served = await (
    await visitor.request.get(new URL(certificate!.verifyUrl).pathname, {
      headers: { 'accept-language': 'id' },
    })
  ).text();
  expect(served).toContain(`<meta property="og:title" content="Sertifikat ${certificate!.number}" />`);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Ahmad Fauzan completed Arabic Morphology Basics/,
  );

  await visitor.goto('/sertifikat/AAAAAAAAAAAAAAAA');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
  await visitor.goto('/sertifikat/not-a-code');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
  await visitor.close();
});

test.describe('the demo learner, signed in', () => {
  // Its main profile holds the certificate of the ended class.
  test.use({ signedInAs: 'learner' });

  test('the demo learner’s profile shows its certificate, badges and hours, and no sanad it has not got', async ({
    page,
  }) => {
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Certificates' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Arabic Morphology Basics' })).toBeVisible();
    const badges = page.getByRole('list', { name: 'Badges' });
    await expect(badges.getByText('First class completed')).toBeVisible();
    await expect(badges.getByText('10 hours of study')).toBeVisible();
    await expect(page.getByText('Registered since')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Active hours' })).toBeVisible();
    // No chain of the sharaf kitab is known in the demo (decision 0108): no sanad card at all.
    await expect(page.getByRole('heading', { level: 2, name: 'Sanad' })).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      // The profile page with the certificate is scanned in pages-accessibility.spec.ts.
      test('the verification page has no serious accessibility violation', async ({ page, session }) => {
        const [certificate] = await certificatesOf(page.request, session.user.token, session.profile!.id);
        await page.goto(new URL(certificate!.verifyUrl).pathname);
        await expect(page.getByText('This certificate is valid')).toBeVisible();
        await expectNoSeriousViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
});
