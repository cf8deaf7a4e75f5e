import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { strFromU8, unzipSync } from 'fflate';
import { signInWithUi } from './support/accounts';
import { demoAdmin } from './support/grading';
import { createLearner } from './support/learners';
import { readCode } from './support/outbox';
import { expectNoSeriousViolations } from './support/axe';
import { authHeader, fillPin, freshLearner } from './support/profiles';

// A learner's data rights (decisions 0090–0091): "Your data" downloads a ZIP the server builds and
// names; "Delete account" closes the account at once with the password and a code. In both
// languages on a 390 px phone, with axe at 390 and 1280 px, and the admins' list of requests.

const words = {
  en: {
    locale: 'en-US',
    dataTitle: 'Your data',
    download: 'Download my data',
    currentPassword: 'Current password',
    wrongPassword: 'The current password is wrong',
    deletionTitle: 'Delete account',
    start: 'Delete my account',
    code: 'Verification code',
    confirm: 'Delete my account now',
    closedTitle: 'Your account is closed',
    phone: 'Phone number',
    password: 'Password',
    signIn: 'Sign in',
    erasedOn: 'It will be erased on',
    keep: 'Keep my account',
    keepAndSignIn: 'Keep my account and sign in',
    keepCode: 'Code',
  },
  id: {
    locale: 'id-ID',
    dataTitle: 'Data Anda',
    download: 'Unduh data saya',
    currentPassword: 'Kata sandi saat ini',
    wrongPassword: 'Kata sandi saat ini salah',
    deletionTitle: 'Hapus akun',
    start: 'Hapus akun saya',
    code: 'Kode verifikasi',
    confirm: 'Hapus akun saya sekarang',
    closedTitle: 'Akun Anda telah ditutup',
    phone: 'Nomor telepon',
    password: 'Kata sandi',
    signIn: 'Masuk',
    erasedOn: 'Akun ini akan dihapus pada',
    keep: 'Pertahankan akun saya',
    keepAndSignIn: 'Pertahankan akun saya dan masuk',
    keepCode: 'Kode',
  },
} as const;

// Each journey loads the settings page or the console cold and runs axe four times.
test.slow();

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const [language, text] of Object.entries(words)) {
  test.describe(`data rights in ${language}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, locale: text.locale });

    test('download my data, then delete the account: closed at once, told when it is erased, kept at the next sign-in', async ({
      page,
    }) => {
      const { account } = await freshLearner(page, { pin: '202020', active: true });
      await page.goto('/dashboard/user/setting');

      const data = page.getByRole('form', { name: text.dataTitle });
      await data.getByLabel(text.currentPassword).fill('not-my-password');
      await data.getByRole('button', { name: text.download }).click();
      await expect(data.getByLabel(text.currentPassword)).toHaveAccessibleDescription(text.wrongPassword);

      await data.getByLabel(text.currentPassword).fill(account.password);
      const download = page.waitForEvent('download');
      await data.getByRole('button', { name: text.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^academy-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(readFileSync(await file.path())));
      const saved = JSON.parse(strFromU8(files['account.json']!)) as { phoneNumber: string; email: string };
      expect(saved.email).toBe(account.email);
      expect(Object.keys(files)).toContain('profiles.json');
      await expect(data.getByLabel(text.currentPassword)).toHaveValue('');

      const deletion = page.getByRole('region', { name: text.deletionTitle });
      await deletion.getByRole('button', { name: text.start }).click();
      const confirm = page.getByRole('form', { name: text.deletionTitle });
      await expect(confirm.getByRole('group', { name: text.code })).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, `settings-390-${language}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoSeriousViolations(page);
      await screenshot(page, `settings-1280-${language}`);
      await page.setViewportSize({ width: 390, height: 844 });

      const code = await readCode(page.request, account.phoneNumber, { purpose: 'account-deletion' });
      await confirm.getByLabel(text.currentPassword).fill(account.password);
      await fillPin(confirm.getByRole('group', { name: text.code }), code);
      await confirm.getByRole('button', { name: text.confirm }).click();
      await expect(page).toHaveURL(/\/login/);
      // The sign-in page says what happened and when, and how to keep the account (issue 38).
      const erasure = new Intl.DateTimeFormat(text.locale, { dateStyle: 'medium', timeZone: 'Asia/Jakarta' });
      const eraseOn = erasure.format(new Date(Date.now() + 30 * 86_400_000));
      const notice = page.getByRole('status').filter({ hasText: eraseOn });
      await expect(notice).toContainText(text.keep);

      // The next sign-in says it again, with the date, and keeps the account with a code.
      await page.getByLabel(text.phone).fill(account.phoneNumber);
      await page.getByRole('textbox', { name: text.password, exact: true }).fill(account.password);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.closedTitle })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(`${text.erasedOn} ${eraseOn}`);
      await page.getByRole('button', { name: text.keep, exact: true }).click();
      const keep = page.getByRole('form', { name: text.keep });
      await expect(keep.getByRole('group', { name: text.keepCode })).toBeVisible();
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoSeriousViolations(page);
      await screenshot(page, `account-closed-360-${language}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoSeriousViolations(page);
      await screenshot(page, `account-closed-1280-${language}`);
      const restoreCode = await readCode(page.request, account.phoneNumber, { purpose: 'account-restore' });
      await fillPin(keep.getByRole('group', { name: text.keepCode }), restoreCode);
      await keep.getByRole('button', { name: text.keepAndSignIn }).click();
      await expect(page).not.toHaveURL(/\/login/);
    });
  });
}

test('admins see the request with its erasure date and reopen the account at its owner’s word', async ({
  page,
}) => {
  // A learner of its own (never signed in in this page), whose account is closed through the API.
  const learner = await createLearner(page.request);
  const headers = authHeader(learner.user.token);
  expect((await page.request.post('/api/v1/user/me/deletion/code', { headers })).ok()).toBe(true);
  const otp = await readCode(page.request, learner.phoneNumber, { purpose: 'account-deletion' });
  const closed = await page.request.post('/api/v1/user/me/deletion', {
    headers,
    data: { password: learner.password, otp },
  });
  expect(closed.ok()).toBe(true);

  await signInWithUi(page, demoAdmin);
  await page.goto('/staff/account-deletions');
  const table = page.getByRole('table', { name: 'Account deletion requests' });
  const row = table
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/staff/learners/${learner.user.id}"]`) });
  // The console's first load is the slowest step on a busy machine.
  await expect(row.getByText('Erasure scheduled')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page);
  await screenshot(page, 'staff-deletions-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await screenshot(page, 'staff-deletions-390');

  // The learner's page says so too.
  await row.getByRole('link').click();
  await expect(page.getByText('Account deletion', { exact: true })).toBeVisible();
  await page.goBack();

  await row.getByRole('button', { name: 'Cancel erasure' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Asked by WhatsApp from the account’s number');
  await dialog.getByRole('button', { name: 'Reopen the account' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Cancelled')).toBeVisible();

  const login = await page.request.post('/api/v1/auth/login', {
    data: { phoneNumber: learner.phoneNumber, password: learner.password },
  });
  expect(login.ok()).toBe(true);
});
