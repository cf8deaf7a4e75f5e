import { expect, test } from './support/test';
import { demoLearner } from './support/accounts';
import { actAs, classIdOf, createLearner } from './support/learners';
import { fillPin } from './support/profiles';

test.use({ locale: 'en-US' });

test('a visitor opens a landing page, signs in, picks the profile with its PIN and comes back joined', async ({
  page,
}) => {
  await page.goto('/kelas/nahwu-ajurrumiyyah');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arabic Grammar with al-Ajurrumiyyah' }),
  ).toBeVisible();
  await expect(page.getByText('Ustadz Abdullah Hakim, Lc., M.A.').first()).toBeVisible();
  // The teacher's known chain is of the Forty Hadith, not of this kitab: none is shown here.
  await expect(page.getByText('Sanad (chain of teachers)')).toHaveCount(0);
  await expect(page.getByText('Registration open').first()).toBeVisible();

  await page.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(page).toHaveURL('/login?to=%2Fkelas%2Fnahwu-ajurrumiyyah%3Fjoin%3D1');
  await page.getByLabel('Phone number').fill(demoLearner.phoneNumber);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoLearner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // No profile is active yet: the picker comes first, with the main profile's PIN.
  await expect(page).toHaveURL(/\/profile\?to=/);
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  const pinDialog = page.getByRole('dialog');
  await fillPin(pinDialog.getByRole('group', { name: 'PIN' }), demoLearner.pin);
  await pinDialog.getByRole('button', { name: 'Enter' }).click();
  // The demo profile has no address yet: the onboarding step may be skipped.
  await expect(page).toHaveURL(/\/onboarding-address\?to=/);
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await expect(page).toHaveURL('/kelas/nahwu-ajurrumiyyah');
  await expect(page.getByText('You have joined this class.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Telegram group' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters fold away under one button, are drawn once opened, and a chosen one opens them again', async ({
    page,
    request,
  }) => {
    await actAs(page, await createLearner(request));
    await page.goto('/dashboard/class');
    await expect(
      page.getByRole('list', { name: 'Classes found' }).getByRole('listitem').first(),
    ).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filter classes' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded, the selects are not in the page at all (a phone's first load draws the classes only).
    await expect(page.getByLabel('Department')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Department').selectOption('quran');
    await expect(page).toHaveURL('/dashboard/class?department=quran');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filter classes (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByLabel('Department')).toHaveValue('quran');
  });
});

test('exploring with a filter keeps it in the address across a reload', async ({ page, request }) => {
  const learner = await createLearner(request);
  await actAs(page, learner);
  await page.goto('/dashboard/class');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore classes' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /classes found/ })).toBeVisible();

  await page.getByLabel('Department').selectOption('quran');
  await expect(page).toHaveURL('/dashboard/class?department=quran');
  const results = page.getByRole('list', { name: 'Classes found' });
  await expect(results.getByRole('listitem')).toHaveCount(3);
  await expect(results).toContainText('Tajwid with Tuhfat al-Atfal');
  await expect(results).not.toContainText('Arabic Grammar');

  await page.getByLabel('State').selectOption('full');
  await expect(page).toHaveURL('/dashboard/class?department=quran&state=full');
  await expect(results.getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(page.getByLabel('Department')).toHaveValue('quran');
  await expect(page.getByLabel('State')).toHaveValue('full');
  await expect(page.getByRole('list', { name: 'Classes found' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Private Quran Memorisation')).toBeVisible();

  await page.getByLabel('Search', { exact: true }).fill('no such class anywhere');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=no\+such\+class\+anywhere/);
  await expect(page.getByText('No class matches these filters.')).toBeVisible();

  // An ended class has no seats to count.
  await page.goto('/dashboard/class?state=ended');
  const ended = page.getByRole('list', { name: 'Classes found' });
  await expect(ended).toContainText('Arabic Morphology Basics');
  await expect(ended).not.toContainText('seats left');

  // "Upcoming" offers a sister the sisters' class and never the brothers-only one.
  await page.goto('/dashboard/class/upcoming');
  const upcoming = page.getByRole('list', { name: 'Upcoming classes' });
  await expect(upcoming).toContainText('Recitation Circle for Sisters');
  await expect(upcoming).not.toContainText('Intensive Arabic for Brothers');
});

test('joining a free class opens its materials and its Telegram group', async ({ page, request }) => {
  const learner = await createLearner(request);
  await actAs(page, learner);
  const classId = await classIdOf(request, 'nahwu-ajurrumiyyah');
  await page.goto(`/dashboard/class/${classId}`);
  await expect(page.getByRole('link', { name: 'Join the Telegram group' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join class' }).click();
  await expect(page.getByText('You have joined this class.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Telegram group' })).toHaveAttribute(
    'href',
    'https://t.me/+akademi-nahwu-ajurrumiyyah',
  );
  await expect(page.getByRole('link', { name: 'Start reading Matn al-Ajurrumiyyah' })).toBeVisible();

  await page.goto('/dashboard/user/class');
  await expect(
    page.getByRole('link', { name: 'Arabic Grammar with al-Ajurrumiyyah', exact: true }),
  ).toBeVisible();
  // My classes says where the learner stands, not that registration is open.
  const card = page.getByRole('article', { name: 'Arabic Grammar with al-Ajurrumiyyah' });
  await expect(card).toContainText('You are enrolled');
  await expect(card).not.toContainText('Registration open');

  // Exploring again, the class's card says the profile has joined it.
  await page.goto('/dashboard/class?search=Ajurrumiyyah');
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Arabic Grammar with al-Ajurrumiyyah', exact: true }) })
      .getByText('You are enrolled'),
  ).toBeVisible();
});

test('a password-protected class refuses a wrong password and accepts the right one', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request, { gender: 'male' });
  await actAs(page, learner);
  const classId = await classIdOf(request, 'halaqah-alumni');
  await page.goto(`/dashboard/class/${classId}`);
  await page.getByRole('button', { name: 'Enter the join password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join password' });
  await dialog.getByRole('button', { name: 'Join class' }).click();
  await expect(dialog.getByLabel('Class password')).toHaveAccessibleDescription(
    /Please enter the class password/,
  );

  await dialog.getByLabel('Class password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Join class' }).click();
  await expect(dialog.getByLabel('Class password')).toHaveAccessibleDescription(
    /The class password is wrong/,
  );

  await dialog.getByLabel('Class password').fill('alumni2025');
  await dialog.getByRole('button', { name: 'Join class' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('You have joined this class.')).toBeVisible();
});

test('closed and full classes say why; a paid class leads to its payment screen', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request);
  await actAs(page, learner);
  await page.goto(`/dashboard/class/${await classIdOf(request, 'tahfizh-privat')}`);
  await expect(page.getByRole('button', { name: 'Class is full' })).toBeDisabled();
  await page.goto(`/dashboard/class/${await classIdOf(request, 'sharaf-amtsilah')}`);
  await expect(page.getByRole('button', { name: 'This class has ended' })).toBeDisabled();

  const paidId = await classIdOf(request, 'tajwid-tuhfatul-athfal');
  await page.goto(`/dashboard/class/${paidId}`);
  await expect(page.getByText('IDR 150,000').first()).toBeVisible();
  await page.getByRole('button', { name: 'Join and pay' }).click();
  await expect(page).toHaveURL(`/dashboard/class/${paidId}/payment-method`);
  await expect(page.getByRole('heading', { level: 2, name: 'Tajwid with Tuhfat al-Atfal' })).toBeVisible();
  // Nothing is held until the learner confirms paying (payments.spec.ts goes on from here).
  await expect(page.getByRole('button', { name: 'Pay with QRIS' })).toBeVisible();
});

test('a short link to an app path opens it; an unknown one is not found', async ({ page }) => {
  await page.goto('/link/daftar');
  await expect(page).toHaveURL('/kelas/nahwu-ajurrumiyyah');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arabic Grammar with al-Ajurrumiyyah' }),
  ).toBeVisible();
  await page.goto('/link/no-such-link');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a short link to another site leaves the app', async ({ page }) => {
  await page.route('https://t.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Telegram</title>' }),
  );
  await page.goto('/link/telegram');
  await expect(page).toHaveURL('https://t.me/akademi_ilmu');
});

test('department pages, the store and the FAQ show the academy’s content in Indonesian too', async ({
  page,
  request,
}) => {
  await page.goto('/dept/quran');
  await expect(page.getByRole('heading', { level: 1, name: 'Quran' })).toBeVisible();
  await expect(page.getByText('Tajwid, recitation and memorisation.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Classes of this department' }).getByRole('listitem'),
  ).toHaveCount(3);

  await page.goto('/store');
  await expect(page.getByRole('article', { name: 'Tajwid with Tuhfat al-Atfal' })).toContainText(
    'IDR 150,000',
  );
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('article', { name: 'Tajwid: Nazham Tuhfatul Athfal' })).toContainText(
    'Rp 150.000',
  );

  const learner = await createLearner(request);
  await actAs(page, learner);
  await page.goto('/dashboard/faq');
  await page.getByRole('button', { name: 'Bagaimana cara mendaftar kelas?' }).click();
  await expect(page.getByText('Masuk, pilih profil, buka halaman kelas')).toBeVisible();
});
