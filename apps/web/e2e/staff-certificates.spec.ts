import type { APIRequestContext, Page } from '@playwright/test';
import { actAs, createLearner } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';
import { authHeader, unlockProfile } from './support/profiles';
import { expect, headersOf, test } from './support/signed-in';
import { visit } from './support/visit';

// Certificates in the staff console. The journey works on a certificate it issues itself, to a
// profile it creates with a name no other test uses, so revoking it touches nothing else. The
// console opens with the demo admin's shared session.
test.use({ signedInAs: 'admin' });

/** A learner profile with a name of its own (letters only, as the name rule wants). */
async function uniqueProfile(request: APIRequestContext) {
  const learner = await createLearner(request);
  const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );
  const name = `Zainab ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const response = await request.post('/api/v1/user/me/profile', {
    headers: authHeader(learner.user.token),
    data: { name, gender: 'female', pin: '246810' },
  });
  expect(response.ok()).toBe(true);
  const { id: profileId } = ((await response.json()) as { data: { id: string } }).data;
  return { learner, name, profileId, search: name.slice(7, 13) };
}

/** Opens Certificates from the console's navigation. */
async function openConsoleCertificates(page: Page) {
  await page.goto('/staff');
  // On a phone (below Mantine's `sm`, 768 px) the navigation folds behind the menu button.
  if (page.viewportSize()!.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Staff console navigation' })
    .getByRole('link', { name: 'Certificates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
}

test('an admin issues a certificate by hand, revokes it, and the verification page says so', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { learner, name, profileId, search } = await uniqueProfile(request);
  await openConsoleCertificates(page);

  // Issue by hand: a first try without a learner or a reason is refused beside the fields.
  await page.getByRole('link', { name: 'Issue a certificate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Issue a certificate' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Class', exact: true }).selectOption({
    label: 'Nahwu Dasar: Matan al-Ajurrumiyyah · Arabic Grammar with al-Ajurrumiyyah',
  });
  await page.getByRole('button', { name: 'Issue certificate' }).click();
  await expect(page.getByLabel('Reason')).toHaveAccessibleDescription('This field is required');
  await page.getByLabel('Find the learner by profile name').fill(search);
  const profile = page.getByRole('combobox', { name: 'Learner profile' });
  await expect(profile.getByRole('option', { name: new RegExp(name) })).toBeAttached();
  await profile.selectOption({ label: `${name} (account: Fatimah Azzahra)` });
  await page.getByLabel('Reason').fill('Completed the class offline at the mosque');
  // The learner has not completed the class: issuing waits for staff to confirm it.
  await expect(page.getByRole('alert', { name: 'Not completed yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue certificate' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Issue although the learner has not completed it' }).check();
  await page.getByRole('button', { name: 'Issue certificate' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^Certificate AIS\/\d{4}\/\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Certificate ', '');
  await expect(page.getByText('Valid', { exact: true })).toBeVisible();
  const history = page.getByRole('list').filter({ hasText: 'Completed the class offline' });
  await expect(history).toContainText('by Admin Akademi');
  const verifyHref = await page
    .getByRole('link', { name: 'Open the public verification page' })
    .getAttribute('href');
  expect(verifyHref).toMatch(/^\/sertifikat\/[A-Za-z0-9_-]{16}$/);

  // The list finds it by the learner's name.
  await page.getByRole('link', { name: 'Certificates', exact: true }).first().click();
  await page.getByLabel('Search by number, code or name').fill(name);
  await expect(page.getByRole('table', { name: 'Certificates' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: number }).click();

  // Revoke: confirm with a reason (required), then the page says revoked.
  await page.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: `Revoke certificate ${number}?` });
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(dialog.getByLabel('Reason for revoking')).toHaveAccessibleDescription(
    /This field is required/,
  );
  await dialog.getByLabel('Reason for revoking').fill('Issued to the wrong class');
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Revoked on' })).toContainText(
    'Reason: Issued to the wrong class',
  );
  await expect(page.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  // The public verification page, signed out or not, says it is revoked and when.
  await page.goto(verifyHref!);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
  const verdict = page.getByRole('status').filter({ hasText: 'This certificate has been revoked' });
  await expect(verdict).toContainText('Revoked on');
  await expect(verdict).not.toContainText('wrong class');
  await expect(page.getByText(number)).toBeVisible();

  // The learner sees it revoked on the profile page, with no PDF to download.
  const learnerPage = await (await browser.newContext({ storageState: undefined })).newPage();
  await unlockProfile(request, learner.user.token, profileId, '246810');
  await actAs(learnerPage, { ...learner, profileId });
  await learnerPage.goto('/dashboard/profile');
  const held = learnerPage.getByRole('listitem', { name: 'Arabic Grammar with al-Ajurrumiyyah' });
  await expect(held.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(held).toContainText('Its PDFs are no longer offered');
  await expect(held.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await learnerPage.context().close();
});

test('an admin reissues a certificate with a corrected name; the old page links to the new one', async ({
  page,
  request,
  session,
}) => {
  const { learner, name } = await uniqueProfile(request);
  // The certificate to correct, issued by hand through the API by the demo admin.
  const adminHeaders = headersOf(session);
  const me = await request.get('/api/v1/user/me', { headers: authHeader(learner.user.token) });
  const profiles = ((await me.json()) as { data: { profiles: { id: string; name: string }[] } }).data
    .profiles;
  const classes = await request.get('/api/v1/staff/classes?search=Keluarga&size=5', {
    headers: adminHeaders,
  });
  const [family] = ((await classes.json()) as { data: { id: string }[] }).data;
  const issued = await request.post('/api/v1/staff/certificates', {
    headers: adminHeaders,
    data: {
      profileId: profiles.find((profile) => profile.name === name)!.id,
      itemType: 'class',
      itemId: family!.id,
      reason: 'Attended the family course in person',
    },
  });
  expect(issued.status()).toBe(201);
  const old = ((await issued.json()) as { data: { id: string; number: string; code: string } }).data;

  await page.goto(`/staff/certificates/${old.id}`);
  await page.getByRole('button', { name: 'Reissue' }).click();
  const dialog = page.getByRole('dialog', { name: `Reissue certificate ${old.number}` });
  await dialog.getByLabel('Reason for reissuing').fill('The name was misspelt');
  await dialog.getByLabel('Corrected name (optional)').fill(`${name} Humaira`);
  await dialog.getByRole('button', { name: 'Reissue certificate' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^Certificate AIS\/\d{4}\/\d{6}$/ });
  await expect(heading).not.toHaveText(`Certificate ${old.number}`);
  const renewed = (await heading.textContent())!.replace('Certificate ', '');
  await expect(page.getByText(`${name} Humaira`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: old.number }).first()).toBeVisible();

  await page.goto(`/sertifikat/${old.code}`);
  const verdict = page.getByRole('status').filter({ hasText: 'This certificate has been revoked' });
  await expect(verdict).toContainText('The academy issued a corrected certificate in its place');
  await verdict.getByRole('link', { name: `See certificate ${renewed}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This certificate is valid' })).toBeVisible();
  await expect(page.getByText(`${name} Humaira`).first()).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the certificates screens have no serious accessibility violation at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openConsoleCertificates(page);
    await expect(page.getByRole('table', { name: 'Certificates' })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The demo's revoked certificate (Siti Rahmawati's, never replaced): its detail and history.
    await page.getByLabel('Status').selectOption({ label: 'Revoked' });
    await page.getByLabel('Search by number, code or name').fill('Siti Rahmawati');
    await expect(page.getByRole('table', { name: 'Certificates' }).getByRole('row')).toHaveCount(2);
    await page.getByRole('table', { name: 'Certificates' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Reissue' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await visit(page, '/staff/certificates/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Issue a certificate' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
