import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { newAccount, signInWithUi } from './support/accounts';
import { classIdOf } from './support/learners';
import { readInvitationPath } from './support/outbox';
import { expect, test } from './support/signed-in';

// A bulk enrolment from CSV (issue 25 item 4, decision 0117): the demo admin imports learners
// into a class from its gradebook. A file with a bad row is answered by line and saves nothing;
// fixed, it is previewed, imported, each learner enrolled and invited; an invited learner sets a
// password from the link in their messages and signs in. On a laptop in English and on a phone in
// Indonesian (`;`-separated, Indonesian headings, a byte order mark, as Excel writes it there).
test.use({ signedInAs: 'admin' });

const demoSlug = 'nahwu-ajurrumiyyah';

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** The demo class's gradebook at `width` px, then its import page (the link named in the page's language). */
async function openImport(page: Page, request: APIRequestContext, width: number, link: string) {
  const classId = await classIdOf(request, demoSlug);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(`/staff/classes/${classId}/gradebook`);
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

/** A signed-out browser (the learner's own phone or laptop) in a language, at a width. */
async function learnerPage(browser: Browser, baseURL: string, locale: string, width: number) {
  const context = await browser.newContext({
    baseURL,
    // Signed out: the test's own contexts hold the admin's session.
    storageState: { cookies: [], origins: [] },
    locale,
    viewport: { width, height: width < 600 ? 844 : 900 },
    serviceWorkers: 'block',
  });
  return context.newPage();
}

test('an admin imports learners from CSV at 1280 px in English; one sets a password and signs in', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const first = newAccount();
  const second = newAccount();
  const rows = (secondPhone: string) =>
    [
      'name,phone,email,gender',
      `Aisyah Rahmawati,${first.phoneNumber},${first.email},female`,
      `عبد الله بن عمر,${secondPhone},${second.email},L`,
    ].join('\n');

  await openImport(page, request, 1280, 'Import learners (CSV)');
  const file = page.getByLabel('CSV file');
  await file.setInputFiles(csvFile('learners.csv', rows('not a phone')));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Line 3, Phone:' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await expectNoSeriousViolations(page);

  // Fixed: both learners previewed as new accounts, the Arabic name as written; nothing saved yet.
  await file.setInputFiles(csvFile('learners.csv', rows(second.phoneNumber)));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 learners in the file' })).toBeVisible();
  const preview = page.getByRole('table', { name: 'Learners in the file' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('rowheader', { name: 'عبد الله بن عمر' })).toBeVisible();
  await expect(preview.getByText('New account, invited')).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/wt-import-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Import 2 learners' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done for 2 of 2 learners.' })).toBeVisible();
  const results = page.getByRole('table', { name: 'Learners imported' });
  await expect(results.getByText('Enrolled, invitation sent')).toHaveCount(2);
  await expectNoSeriousViolations(page);

  // Both are on the gradebook now.
  await page.getByRole('link', { name: 'Back to the gradebook' }).click();
  await page.getByLabel('Find a learner (name or phone)').fill('Aisyah Rahmawati');
  await expect(page.getByRole('rowheader', { name: /Aisyah Rahmawati/ })).toBeVisible();

  // The learner opens the link of their invitation, sets a password and signs in with it.
  const invitation = await readInvitationPath(request, first.phoneNumber);
  const learner = await learnerPage(browser, baseURL!, 'en-US', 1280);
  await learner.goto(invitation);
  await expect(learner.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(learner.getByText('Aisyah Rahmawati', { exact: false })).toBeVisible();
  await learner.getByLabel('New password', { exact: false }).first().fill('bismillah123');
  await learner.getByLabel('Confirm new password').fill('bismillah124');
  await learner.getByRole('button', { name: 'Save password' }).click();
  await expect(learner.getByText('Password not match')).toBeVisible();
  await expectNoSeriousViolations(learner);
  await learner.screenshot({ path: '/tmp/wt-import-invitation-1280.png', fullPage: true });
  await learner.getByLabel('Confirm new password').fill('bismillah123');
  await learner.getByRole('button', { name: 'Save password' }).click();
  await learner.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInWithUi(learner, { phoneNumber: first.phoneNumber, password: 'bismillah123' });

  // The link holds once.
  await learner.goto(invitation);
  await expect(learner.getByRole('alert')).toContainText('This invitation has already been used.');
  await learner.context().close();
});

test.describe('on a phone in Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('an admin imports an Excel CSV at 390 px in Indonesian; the invitation page is in Indonesian', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const learner = newAccount();
    const excel = (gender: string) =>
      `\uFEFFnama;telepon;email;jenis kelamin\r\nSiti Nurhaliza;${learner.phoneNumber};${learner.email};${gender}\r\n`;

    await openImport(page, request, 390, 'Impor peserta (CSV)');
    const file = page.getByLabel('Berkas CSV');
    await file.setInputFiles(csvFile('peserta.csv', excel('X')));
    await page.getByRole('button', { name: 'Pratinjau' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Baris 2, Jenis kelamin:' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: '/tmp/wt-import-390-errors.png', fullPage: true });

    await file.setInputFiles(csvFile('peserta.csv', excel('P')));
    await page.getByRole('button', { name: 'Pratinjau' }).click();
    const preview = page.getByRole('table', { name: 'Peserta dalam berkas' });
    await expect(preview.getByRole('row').filter({ hasText: 'Siti Nurhaliza' })).toContainText('Perempuan');
    await page.getByRole('button', { name: 'Impor 1 peserta' }).click();
    await expect(
      page.getByRole('table', { name: 'Peserta yang diimpor' }).getByText('Didaftarkan, undangan terkirim'),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: '/tmp/wt-import-390.png', fullPage: true });

    const phone = await learnerPage(browser, baseURL!, 'id-ID', 390);
    await phone.goto(await readInvitationPath(request, learner.email));
    await expect(phone.getByRole('heading', { level: 1, name: 'Buat kata sandi Anda' })).toBeVisible();
    await phone.getByLabel('Kata sandi baru', { exact: false }).first().fill('abc');
    await phone.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(phone.getByText('Kata sandi minimal 8 karakter!')).toBeVisible();
    await expectNoSeriousViolations(phone);
    await phone.screenshot({ path: '/tmp/wt-import-invitation-390.png', fullPage: true });

    // A link that is no invitation is refused, with the ways on.
    await phone.goto('/invitation/bukan-undangan');
    await expect(phone.getByRole('alert')).toContainText('Tautan undangan ini tidak valid.');
    await expect(phone.getByRole('link', { name: 'Kembali ke halaman masuk' })).toBeVisible();
    await expectNoSeriousViolations(phone);
    await phone.context().close();
  });
});
