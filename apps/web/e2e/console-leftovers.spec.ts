import type { Locator } from '@playwright/test';
import { newAccount } from './support/accounts';
import { createLearner } from './support/learners';
import { readCode } from './support/outbox';
import { expectNoSeriousViolations } from './support/axe';
import { authHeader } from './support/profiles';
import { expect, test } from './support/signed-in';

// Issue 26, items 6 and 13, on screen: manual enrolment offers only the classes the profile's
// gender may join; issuing a certificate below completion shows the progress and asks first; the
// transactions filter speaks the app's own statuses; the verification step's "change number".
// The exhaustive rules are in the API tests (staff-learners, staff-certificates, staff-payments,
// registration-correction).

const phone = { width: 390, height: 844 };
const sistersClass = 'Halaqah Tahsin Akhwat · Recitation Circle for Sisters';
const desktop = { width: 1280, height: 800 };

/** A pending registration made when the file starts: its resend wait runs out while the console tests run. */
let pending: { id: string; account: ReturnType<typeof newAccount> };
test.beforeAll(async ({ request }) => {
  const account = newAccount();
  const response = await request.post('/api/v1/user/register', { data: account });
  expect(response.ok()).toBe(true);
  pending = { id: ((await response.json()) as { data: { id: string } }).data.id, account };
});

/** The option texts of a select. */
const optionsOf = (select: Locator) => select.locator('option').allTextContents();

test.describe('the console', () => {
  test.use({ signedInAs: 'admin' });

  test('enrolment by gender, a certificate below completion, and the transactions filter', async ({
    page,
    request,
    session,
  }) => {
    test.setTimeout(120_000);
    // A sister with a name of her own, so the certificate form finds exactly her.
    const learner = await createLearner(request, { gender: 'female' });
    const name = `Zainab ${String.fromCharCode(...[...String(Date.now()).slice(-6)].map((d) => 97 + Number(d)))}`;
    const renamed = await request.put(`/api/v1/profile/${learner.profileId}`, {
      headers: authHeader(learner.user.token),
      data: { name },
    });
    expect(renamed.ok()).toBe(true);

    // Enrolling by hand: brothers-only classes are not offered to her (at 390 px).
    await page.setViewportSize(phone);
    await page.goto(`/staff/learners/${learner.user.id}`);
    const enrol = page.getByRole('region', { name: `Enrol ${name} in a class` });
    const classSelect = enrol.getByRole('combobox', { name: 'Class' });
    await expect(classSelect).toHaveAccessibleDescription('Only classes open to sisters are listed.', {
      timeout: 30_000,
    });
    await expect(classSelect.locator('option', { hasText: 'Recitation Circle for Sisters' })).toHaveCount(1);
    expect((await optionsOf(classSelect)).join('|')).not.toMatch(/Brothers|Ikhwan/);
    await classSelect.selectOption({ label: sistersClass });
    await enrol.getByRole('textbox', { name: 'Reason' }).fill('Paid in cash at the office');
    await enrol.getByRole('button', { name: 'Enrol', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} is enrolled in` })).toBeVisible();
    await expectNoSeriousViolations(page);

    // Issuing a certificate by hand to her at 0 %: the progress shows and a confirmation is asked.
    await page.setViewportSize(desktop);
    await page.goto('/staff/certificates/new');
    await page.getByRole('searchbox', { name: 'Find the learner by profile name' }).fill(name);
    const profileSelect = page.getByRole('combobox', { name: 'Learner profile' });
    await expect(profileSelect.locator('option', { hasText: name })).toHaveCount(1);
    await profileSelect.selectOption({ label: `${name} (account: Fatimah Azzahra)` });
    await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: sistersClass });
    await expect(
      page.getByRole('status').filter({ hasText: /^Progress: 0 of \d+ lessons completed \(0 %\)\.$/ }),
    ).toBeVisible();
    await expect(page.getByRole('alert', { name: 'Not completed yet' })).toContainText('completed 0 %');
    await page.getByRole('textbox', { name: 'Reason' }).fill('Completed the circle offline');
    const issue = page.getByRole('button', { name: 'Issue certificate' });
    await expect(issue).toBeDisabled();
    await expectNoSeriousViolations(page);
    await page.getByRole('checkbox', { name: 'Issue although the learner has not completed it' }).check();
    await expect(issue).toBeEnabled();
    await issue.click();
    await expect(page).toHaveURL(/\/staff\/certificates\/[0-9a-f-]{36}$/);
    const audit = await request.get('/api/v1/staff/audit-log?resource=certificates&size=1', {
      headers: authHeader(session.user.token),
    });
    const [entry] = ((await audit.json()) as { data: { after: Record<string, unknown> }[] }).data;
    expect(entry?.after).toMatchObject({ belowCompletion: true, progressPercent: 0 });

    // The transactions filter: the app's statuses with their labels, never a gateway's raw name.
    await page.setViewportSize(phone);
    await page.goto('/staff/transactions');
    const statusSelect = page.getByRole('combobox', { name: 'Status' });
    await expect(statusSelect.locator('option', { hasText: 'Completed' })).toHaveCount(1);
    const statuses = await optionsOf(statusSelect);
    expect(statuses).toEqual(expect.arrayContaining(['Any status', 'Waiting', 'Completed', 'Expired']));
    expect(statuses.join('|')).not.toMatch(/settlement|pending|expire\b|_/);
    await statusSelect.selectOption({ label: 'Completed' });
    await expect(page).toHaveURL(/status=settlement/);
  });
});

test('the verification step opens at its top and corrects the WhatsApp number (360 px, Indonesian)', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();

  // Registering on a phone: the step opens at its top with its heading in view.
  const typed = newAccount();
  await page.goto('/register');
  await page.getByLabel('Nama lengkap').fill(typed.fullName);
  await page.getByRole('radio', { name: 'Perempuan' }).check();
  await page.getByLabel('Nomor telepon').fill(typed.phoneNumber);
  await page.getByLabel('E-mail').fill(typed.email);
  await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(typed.password);
  await page.getByRole('button', { name: 'Buat akun' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Verifikasi akun Anda' });
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // "Ganti nomor": the number as typed, no password asked (this page registered), and the resend
  // wait of the code just sent.
  await page.getByRole('button', { name: 'Ganti nomor' }).click();
  const number = page.getByRole('textbox', { name: 'Nomor telepon' });
  await expect(number).toHaveValue(/^(0|62|\+62)?857/);
  await expect(page.getByRole('textbox', { name: 'Kata sandi', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kirim kode ke sana' })).toBeDisabled();
  await expect(page.getByText(/Anda dapat meminta kode baru dalam \d+ detik/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page.getByRole('group', { name: 'Kode verifikasi' })).toBeVisible();

  // The registration made when the file started, opened on another visit: its password is asked,
  // the new code goes to the corrected number, and that code verifies the account.
  await page.goto(`/register?verify=${pending.id}`);
  await page.getByRole('button', { name: 'Ganti nomor' }).click();
  const corrected = newAccount().phoneNumber;
  await page.getByRole('textbox', { name: 'Nomor telepon' }).fill(corrected);
  await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(pending.account.password);
  const send = page.getByRole('button', { name: 'Kirim kode ke sana' });
  // This device never knew the pending account's resend wait: the server's 429 starts the countdown.
  await send.click();
  const codeGroup = page.getByRole('group', { name: 'Kode verifikasi' });
  const wait = page.getByRole('alert').filter({ hasText: 'Mohon tunggu' });
  await expect(codeGroup.or(wait)).toBeVisible();
  if (await wait.isVisible()) {
    await expect(page.getByText(/Anda dapat meminta kode baru dalam \d+ detik/)).toBeVisible();
    await expect(send).toBeEnabled({ timeout: 60_000 });
    await send.click();
  }
  await expect(codeGroup).toBeVisible();
  await expect(page.getByText(corrected).first()).toBeVisible();
  const code = await readCode(request, corrected);
  for (const [index, digit] of [...code].entries()) {
    await page.getByRole('textbox', { name: `Digit kode ke-${index + 1}` }).fill(digit);
  }
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(page).not.toHaveURL(/verify=/);
  await context.close();
});
