import type { APIRequestContext, Page } from '@playwright/test';
import { actAs, createLearner, type Learner } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';
import { authHeader, fillPin } from './support/profiles';
import { expect, test } from './support/signed-in';
import { visit } from './support/visit';

// Learners in the staff console. The PIN this spec unlocks is one it locks itself, on a learner it
// registers itself; the enrolments go to learners it registers too. The demo learner (Ahmad
// Fauzan) and the demo learner with a locked profile (Siti Rahmawati) are only read. The console
// opens with the demo admin's shared session.
test.use({ signedInAs: 'admin' });

/** A second profile with a PIN on the learner's account, locked by five wrong PINs. */
async function lockedProfile(request: APIRequestContext, learner: Learner, name: string, pin: string) {
  const created = await request.post('/api/v1/user/me/profile', {
    headers: authHeader(learner.user.token),
    data: { name, gender: 'female', pin },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const wrong = await request.post(`/api/v1/profile/${id}/pin/check`, {
      headers: authHeader(learner.user.token),
      data: { pin: '000000' },
    });
    statuses.push(wrong.status());
  }
  expect(statuses.at(-1)).toBe(423);
  return id;
}

async function openLearners(page: Page) {
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: /Assalamu’alaikum/ })).toBeVisible();
  // On a phone the console's navigation folds behind the menu button.
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Staff console navigation' })
    .getByRole('link', { name: 'Learners' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learners' })).toBeVisible();
}

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Name, phone number or e-mail' }).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const results = (page: Page) => page.getByRole('table', { name: 'Learners' });

test('an admin finds the demo learner, unlocks a locked PIN with a reason, and the learner can enter it again', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const learner = await createLearner(request);
  await lockedProfile(request, learner, 'Khadijah', '246802');

  // The learner, on their own phone: even the right PIN is refused while the lock lasts.
  const learnerPage = await (await browser.newContext({ storageState: undefined })).newPage();
  await actAs(learnerPage, learner);
  await learnerPage.goto('/profile');
  const enterPin = async () => {
    await learnerPage.getByRole('button', { name: 'Choose Khadijah' }).click();
    const dialog = learnerPage.getByRole('dialog', { name: 'Enter the PIN of Khadijah' });
    await fillPin(dialog.getByRole('group', { name: 'PIN' }), '246802');
    await dialog.getByRole('button', { name: 'Enter' }).click();
    return dialog;
  };
  const refused = await enterPin();
  await expect(refused.getByRole('group', { name: 'PIN' })).toContainText('Locked until');
  await learnerPage.keyboard.press('Escape');
  await expect(refused).toBeHidden();

  await openLearners(page);

  // The demo learner by name; the term stays in the address, so back returns to the results.
  await search(page, 'Ahmad');
  await expect(page).toHaveURL(/\/staff\/learners\?search=Ahmad$/);
  await results(page).getByRole('link', { name: 'Ahmad Fauzan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ahmad Fauzan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Profile 2: Aisyah' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Classes · Ahmad Fauzan' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Name, phone number or e-mail' })).toHaveValue('Ahmad');
  await expect(results(page).getByRole('link', { name: 'Ahmad Fauzan' })).toBeVisible();

  // The test's own learner by phone number, written the international way.
  await search(page, `+62 ${learner.phoneNumber.slice(1)}`);
  await results(page).getByRole('link', { name: learner.user.fullName }).click();
  const khadijah = page.getByRole('region', { name: 'Profile 2: Khadijah' });
  await expect(khadijah.getByText(/PIN locked until/)).toBeVisible();

  await khadijah.getByRole('button', { name: 'Unlock PIN of Khadijah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlock the PIN of Khadijah?' });
  await dialog.getByRole('button', { name: 'Unlock PIN' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAccessibleDescription(/Give the reason for this change/);
  await reason.fill('Her mother called from the registered number');
  await dialog.getByRole('button', { name: 'Unlock PIN' }).click();
  await expect(dialog).toBeHidden();
  await expect(khadijah.getByRole('status')).toHaveText(
    'The PIN of Khadijah is unlocked: the learner can enter it again.',
  );
  await expect(khadijah.getByText(/PIN locked until/)).toBeHidden();
  await expect(khadijah.getByRole('button', { name: 'Unlock PIN of Khadijah' })).toBeHidden();

  // The learner tries again and is in.
  const accepted = await enterPin();
  await expect(accepted).toBeHidden();
  await expect(learnerPage).not.toHaveURL(/\/profile$/);
});

test('an admin enrols a learner in a class by hand with a reason; a full class is refused in place', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const learner = await createLearner(request, { gender: 'male' });
  await openLearners(page);
  await search(page, learner.phoneNumber);
  await results(page).getByRole('link', { name: learner.user.fullName }).click();
  const main = page.getByRole('region', { name: `Profile 1: ${learner.user.fullName}` });
  const form = main.getByRole('region', { name: `Enrol ${learner.user.fullName} in a class` });
  const klass = form.getByRole('combobox', { name: 'Class' });
  const reason = form.getByRole('textbox', { name: 'Reason' });

  // No reason: said beside the field; the class chosen stays.
  await klass.selectOption({ label: 'Tahfizh Privat · Private Quran Memorisation' });
  await form.getByRole('button', { name: 'Enrol' }).click();
  await expect(reason).toHaveAccessibleDescription(/Give the reason for this change/);
  await expect(klass).toHaveValue(/.+/);

  // A full class: refused in place, nothing typed lost.
  await reason.fill('Paid in cash at the office');
  await form.getByRole('button', { name: 'Enrol' }).click();
  await expect(form.getByRole('alert')).toHaveText('This class is full');
  await expect(reason).toHaveValue('Paid in cash at the office');

  // A brothers' class with a join password: enrolled at once, without it.
  await klass.selectOption({ label: 'Halaqah Alumni · Alumni Study Circle' });
  await form.getByRole('button', { name: 'Enrol' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `${learner.user.fullName} is enrolled in Halaqah Alumni · Alumni Study Circle.`,
  );
  const classes = main.getByRole('table', { name: `Classes · ${learner.user.fullName}` });
  await expect(classes.getByRole('row', { name: /Alumni Study Circle.*Active/ })).toBeVisible();
  await expect(reason).toHaveValue('');
});

for (const width of [390, 1280]) {
  test(`the learner pages have no serious accessibility violation at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await openLearners(page);
    await search(page, 'a');
    await expect(results(page)).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot(page, width, 'search');

    // The demo learner with a locked profile: read only (the dialog is opened, then cancelled).
    await search(page, 'Siti');
    await results(page).getByRole('link', { name: 'Siti Rahmawati' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Siti Rahmawati' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot(page, width, 'learner-locked');
    await page.getByRole('button', { name: 'Unlock PIN of Hafsah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock the PIN of Hafsah?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot(page, width, 'unlock-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await visit(page, '/staff/learners?search=Ahmad');
    await results(page).getByRole('link', { name: 'Ahmad Fauzan' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Profile 1: Ahmad Fauzan' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot(page, width, 'learner-demo');
  });
}

/** With SHOTS_DIR set, a full-page screenshot to look at. */
async function shoot(page: Page, width: number, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({
    path: `${process.env.SHOTS_DIR}/staff-learners-${width}-${name}.png`,
    fullPage: true,
  });
}
