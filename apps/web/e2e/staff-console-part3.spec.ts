import { classIdOf, createLearner } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';
import { draftClass } from './support/staff';
import { expect, test } from './support/signed-in';

// Staff console, part 3 (issue 25): a class published in stages, a cash payment recorded, the
// gradebook with its download and a bulk change. The console opens with the demo admin's shared
// session; the class and the learner are this spec's own.
test.use({ signedInAs: 'admin' });

test('a class is prepared as a draft and published from the console; learners see it only then', async ({
  page,
  request,
  session,
}) => {
  const slug = `fikih-puasa-${Date.now() % 1_000_000}`;
  const classId = await draftClass(request, session.user.token, slug);
  expect((await request.get(`/api/v1/classes/${slug}`)).status()).toBe(404);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/classes/${classId}`);
  await expect(page.getByLabel('Visibility')).toHaveValue('draft');
  await page.getByLabel('Visibility').selectOption({ label: 'Published' });
  await expect(page.getByLabel('Publish from (empty: now)')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectNoSeriousViolations(page);
  expect((await request.get(`/api/v1/classes/${slug}`)).status()).toBe(200);

  // On a phone, in Indonesian: hidden again from the same form.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/kelas/${slug}`);
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fikih Puasa' })).toBeVisible();
  await page.goto(`/staff/classes/${classId}`);
  await page.getByLabel('Visibilitas').selectOption({ label: 'Disembunyikan' });
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tersimpan' })).toBeVisible();
  expect((await request.get(`/api/v1/classes/${slug}`)).status()).toBe(404);
  await page.getByRole('button', { name: 'English' }).click();
});

test('cash is recorded for a learner, who then shows in the gradebook, downloaded and suspended in bulk', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request);
  const classId = await classIdOf(request, 'tajwid-tuhfatul-athfal');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/learners/${learner.user.id}`);
  const form = page.getByRole('region', { name: /Record a cash or transfer payment from/ });
  await form.getByLabel('Item').selectOption(classId);
  await form.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await form.getByLabel('Amount received (Rp)').fill('150000');
  await form.getByLabel('Reference').fill('BCA 7781');
  await form.getByLabel('Reason').fill('Transfer received on Friday');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByRole('status')).toContainText('recorded');

  await page.goto(`/staff/classes/${classId}`);
  await page.getByRole('link', { name: 'Gradebook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gradebook' })).toBeVisible();
  await page.getByLabel('Find a learner (name or phone)').fill(learner.phoneNumber);
  const table = page.getByRole('table', { name: 'Gradebook' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Fatimah Azzahra');
  await expectNoSeriousViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^gradebook-.+\.csv$/);

  // On a phone: the learner selected and suspended, with a reason.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('checkbox', { name: 'Select every learner shown' }).check();
  const bulk = page.getByRole('region', { name: /With the selected learners/ });
  await expect(bulk.getByRole('heading')).toHaveText('With the selected learners (1)');
  await bulk.getByLabel('Action').selectOption({ label: 'Suspend' });
  await bulk.getByLabel('Reason').fill('Asked to pause this term');
  await bulk.getByRole('button', { name: 'Apply to 1 learner(s)' }).click();
  await expect(bulk.getByRole('status')).toContainText('Done for 1 of 1.');
  await expect(table.getByRole('row').nth(1)).toContainText('Suspended');
  await expectNoSeriousViolations(page);
});
