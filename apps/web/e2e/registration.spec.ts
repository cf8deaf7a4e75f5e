import { expect, test, type Page } from './support/test';
import { demoLearner, newAccount, storage } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { earlyRegistration } from './support/early-registration';
import { hydrated } from './support/held-app';
import { readCode } from './support/outbox';

async function fillRegistration(page: Page, account: ReturnType<typeof newAccount>) {
  await page.getByLabel('Full name').fill(account.fullName);
  // Typing starts the app; a radio checked while it hydrates the server's form is unchecked by
  // the hydration and checked again by the replay of early input a moment later, which `check()`
  // would not wait for (that replay is speed-hydration.spec.ts's).
  await hydrated(page);
  await page.getByRole('radio', { name: account.gender === 'female' ? 'Female' : 'Male' }).check();
  await page.getByLabel('Phone number').fill(account.phoneNumber);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
}

test('registration shows each validation message next to its field and keeps the input', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();

  const field = (label: string, exact = false) =>
    exact ? page.getByRole('textbox', { name: label, exact }) : page.getByLabel(label);
  await expect(field('Full name')).toHaveAccessibleDescription(/Full name cannot be empty!/);
  await expect(page.getByText('Gender is required!')).toBeVisible();
  await expect(field('Phone number')).toHaveAccessibleDescription(/Phone number must be more than 8 digits!/);
  // An empty address is missing, not badly written.
  await expect(field('E-mail')).toHaveAccessibleDescription(/This field is required/);
  await expect(field('Password', true)).toHaveAccessibleDescription(/Password is at least 8 characters!/);

  await field('Full name').fill('Abdullah 2');
  await field('Phone number').fill('08123');
  await field('E-mail').fill('abdullah@');
  await field('Password', true).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(field('Full name')).toHaveAccessibleDescription(
    /Invalid name, please use alphabet letters only/,
  );
  await expect(field('Phone number')).toHaveAccessibleDescription(/Phone number must be more than 8 digits!/);
  await expect(field('E-mail')).toHaveAccessibleDescription(/Incorrect email format!/);
  await expect(field('Password', true)).toHaveAccessibleDescription(/Password is at least 8 characters!/);
  // What the learner typed stays.
  await expect(field('Full name')).toHaveValue('Abdullah 2');
  await expect(field('E-mail')).toHaveValue('abdullah@');
});

test('the server’s field errors appear next to their fields', async ({ page }) => {
  const account = { ...newAccount(), phoneNumber: demoLearner.phoneNumber };
  await page.goto('/register');
  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/already registered/);
  await expect(page).toHaveURL(/\/register$/);
});

test('a new learner registers, verifies with the code and lands signed in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/register\?verify=/);
  // Registration leaves the session signed out; the OTP timing value is stored.
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.user)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.otp)).toContain('resendAvailableAt');
  await expect(page.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();

  // A wrong code is refused with the server's message.
  const code = await readCode(page.request, account.phoneNumber, { purpose: 'verify-account' });
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code digit 1').click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is wrong');

  await page.getByLabel('Code digit 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Verification signs in; the next stop is the profile picker (decisions §1 onboarding order).
  await expect(page).toHaveURL(/\/profile/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.user)).toContain('"token"');
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.otp)).toBeNull();
});

test('the resend countdown ticks down each second', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  const countdown = page.getByText(/You can ask for a new code in (\d+) s/);
  await expect(countdown).toBeVisible();
  const first = Number((await countdown.textContent())?.match(/(\d+) s/)?.[1]);
  await expect
    .poll(async () => Number((await countdown.textContent())?.match(/(\d+) s/)?.[1]))
    .toBeLessThan(first);
});

// Issue 26, item 6: the verification step on a phone, in Indonesian.
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
  const send = page.getByRole('button', { name: 'Kirim kode ke sana' });
  await expect(send).toBeDisabled();
  const waitText = /Anda dapat meminta kode baru dalam \d+ detik/;
  await expect(page.getByText(waitText)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page.getByRole('group', { name: 'Kode verifikasi' })).toBeVisible();

  /** Opens a registration on this device (which never saw its code sent) and asks for a code at `to`. */
  const sendTo = async (pending: { id: string; account: { password: string } }, to: string) => {
    await page.goto(`/register?verify=${pending.id}`);
    await page.getByRole('button', { name: 'Ganti nomor' }).click();
    await page.getByRole('textbox', { name: 'Nomor telepon' }).fill(to);
    await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(pending.account.password);
    await send.click();
  };
  const codeGroup = page.getByRole('group', { name: 'Kode verifikasi' });
  const wait = page.getByRole('alert').filter({ hasText: 'Mohon tunggu' });

  // A registration of a moment ago, opened here: the server's 429 starts this page's countdown.
  const fresh = newAccount();
  const registered = await request.post('/api/v1/user/register', { data: fresh });
  expect(registered.ok()).toBe(true);
  await sendTo(
    { id: ((await registered.json()) as { data: { id: string } }).data.id, account: fresh },
    newAccount().phoneNumber,
  );
  await expect(wait).toBeVisible();
  await expect(page.getByText(waitText)).toBeVisible();
  await expect(send).toBeDisabled();

  // The registration made when the run started, its wait over: its password is asked, the new
  // code goes to the corrected number, and that code verifies the account. (Run alone, this spec
  // finds it younger than the wait, and waits.)
  const corrected = newAccount().phoneNumber;
  await sendTo(earlyRegistration(), corrected);
  await expect(codeGroup.or(wait)).toBeVisible();
  if (await wait.isVisible()) {
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
