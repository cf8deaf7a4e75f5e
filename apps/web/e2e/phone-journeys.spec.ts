import { expect, test } from './support/test';
import { newAccount } from './support/accounts';
import { actAs, classIdOf, createLearner } from './support/learners';
import { readCode } from './support/outbox';
import { fillPin, freshLearner, sampleAddress, unlockProfile } from './support/profiles';

// The journeys of issue 11 as a newcomer meets them on a 360 px phone.
test.use({ viewport: { width: 360, height: 740 } });

test('a forgotten PIN: wrong tries empty the boxes, the lock stops "Enter", and the reset lifts it', async ({
  page,
}) => {
  const { account, user, profile } = await freshLearner(page, {
    pin: '121212',
    address: sampleAddress,
  });
  await page.goto('/profile');
  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();
  const dialog = page.getByRole('dialog');
  const pin = dialog.getByRole('group', { name: 'PIN' });

  await fillPin(pin, '000000');
  await dialog.getByRole('button', { name: 'Enter' }).click();
  await expect(pin).toContainText('The PIN is wrong');
  // Two sentences, two lines: the error and the tries left are separate texts.
  await expect(pin.getByText('The PIN is wrong', { exact: true })).toBeVisible();
  await expect(pin.getByText('4 tries left.', { exact: true })).toBeVisible();
  await expect(pin.locator('input').first()).toHaveValue('');
  await expect(pin.locator('input').first()).toBeFocused();

  for (let attempt = 0; attempt < 4; attempt += 1) {
    await fillPin(pin, '000000');
    await dialog.getByRole('button', { name: 'Enter' }).click();
    await expect(pin.locator('input').first()).toHaveValue('');
  }
  await expect(pin.getByText(/^Locked until/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enter' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Forgot PIN?' }).click();
  await expect(dialog.getByRole('heading', { name: `Forgot ${account.fullName}’s PIN?` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `We sent a 6-digit code to WhatsApp ${account.phoneNumber}.`,
  );
  const code = await readCode(page.request, account.phoneNumber, { purpose: 'pin-reset' });

  // A wrong password keeps everything typed and says so beside the field.
  await fillPin(dialog.getByRole('group', { name: 'Code from the message' }), code);
  await dialog.getByRole('textbox', { name: 'Account password' }).fill('not-the-password');
  await fillPin(dialog.getByRole('group', { name: 'New PIN', exact: true }), '343434');
  await fillPin(dialog.getByRole('group', { name: 'Confirm PIN' }), '343434');
  await dialog.getByRole('button', { name: 'Save the new PIN and enter' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Account password' })).toHaveAccessibleDescription(
    'The current password is wrong',
  );
  await dialog.getByRole('textbox', { name: 'Account password' }).fill(account.password);
  await dialog.getByRole('button', { name: 'Save the new PIN and enter' }).click();
  await expect(page).toHaveURL('/dashboard');
  // On a phone the active profile is always in the header.
  await expect(
    page.getByRole('link', { name: `Active profile: ${account.fullName} — switch profile` }),
  ).toBeVisible();

  // The new PIN opens the profile from now on (the server checks it), and the profile now entered
  // is chosen again without its PIN (issue 38).
  await unlockProfile(page.request, user.token, profile.id, '343434');
  await page.goto('/profile');
  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"Skip for now" on the address is remembered at the next profile switch', async ({ page }) => {
  const { account } = await freshLearner(page, { pin: '565656' });
  await page.goto('/profile');
  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();
  await fillPin(page.getByRole('dialog').getByRole('group', { name: 'PIN' }), '565656');
  await page.getByRole('dialog').getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/\/onboarding-address/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/dashboard');
  // Chosen again (the profile entered: no PIN asked, issue 38), the address is not asked again.
  await page.goto('/profile');
  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('signing up from a class page, with the number as WhatsApp shows it, lands back on the class', async ({
  page,
}) => {
  const account = newAccount();
  const national = account.phoneNumber.slice(1);
  const whatsAppForm = `+62 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`;
  await page.goto('/kelas/nahwu-ajurrumiyyah');
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/register\?to=/);
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Phone number').fill(whatsAppForm);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The verification step says where the code went, in the number's one stored form.
  await expect(
    page.getByText(`Enter the 6-digit code we sent to your WhatsApp number ${account.phoneNumber}.`),
  ).toBeVisible();
  const code = await readCode(page.request, account.phoneNumber);
  await fillPin(page.getByRole('group', { name: 'Verification code' }), code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();
  const dialog = page.getByRole('dialog');
  await fillPin(dialog.getByRole('group', { name: 'New PIN', exact: true }), '787878');
  await fillPin(dialog.getByRole('group', { name: 'Confirm PIN' }), '787878');
  await dialog.getByRole('button', { name: 'Save PIN and enter' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/kelas\/nahwu-ajurrumiyyah/);
  await expect(page.getByText('You are enrolled')).toBeVisible();
});

test('a sister’s profile learns that a brothers-only class is not for her before any password', async ({
  page,
}) => {
  const learner = await createLearner(page.request, { gender: 'female' });
  await actAs(page, learner);
  await page.goto(`/dashboard/class/${await classIdOf(page.request, 'halaqah-alumni')}`);
  await expect(page.getByRole('button', { name: 'Not open to this profile' })).toBeDisabled();
  await expect(page.getByText(/This class is for brothers only/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter the join password' })).toHaveCount(0);
});

test('the sign-out question can be answered "Cancel"', async ({ page }) => {
  await freshLearner(page, { pin: '909090', address: sampleAddress, active: true });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL('/dashboard');
});

test('explore on a phone: filters fold away, categories follow the department, spellings and Back work', async ({
  page,
}) => {
  const learner = await createLearner(page.request);
  await actAs(page, learner);
  await page.goto('/dashboard/class');
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toBeHidden();
  await page.getByRole('button', { name: 'Filter classes' }).click();
  await expect(category).toBeVisible();

  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Quran' });
  await expect(category.locator('option')).toHaveText(['All', 'Tajwid', '— Basic tajwid']);

  // Ended classes come last.
  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'All' });
  const results = page.getByRole('list', { name: 'Classes found' });
  await expect(results.getByRole('listitem').last()).toContainText('Ended');

  const search = page.getByRole('searchbox', { name: 'Search' });
  // Each search is in the address before the next is typed (the form starts again from it).
  await search.fill('fikih');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=fikih/);
  await expect(results).toContainText('Building a Sakinah Family');
  await search.fill('hadis');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=hadis/);
  await expect(results).toContainText('The Forty Hadith');
  await page.goBack();
  await expect(search).toHaveValue('fikih');
  await expect(results).toContainText('Building a Sakinah Family');
});

test('the store sells a class only while its registration is open', async ({ page }) => {
  await page.goto('/store');
  const notOpen = page.getByRole('article', { name: 'Intensive Arabic for Brothers' });
  await expect(notOpen).toContainText('Registration not open yet');
  await expect(notOpen.getByRole('link', { name: /^Buy/ })).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: 'Tajwid with Tuhfat al-Atfal' }).getByRole('link', { name: /^Buy/ }),
  ).toBeVisible();
});

test('a refused form brings its first error into view; a class page names its tab', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Full name')).toBeInViewport();

  await page.goto('/kelas/arbain-nawawi');
  await expect(page).toHaveTitle(/^The Forty Hadith of an-Nawawi · /);
  await page.goto('/dept/quran');
  await expect(page).toHaveTitle(/^Quran · /);
});
