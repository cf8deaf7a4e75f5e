import { classIdOf, createLearner, joinWithApi } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';
import { authHeader } from './support/profiles';
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

  // Unenrolling asks first (issue 38 item 13): "Back" leaves the learner as they were.
  await page.getByRole('checkbox', { name: 'Select every learner shown' }).check();
  await bulk.getByLabel('Action').selectOption({ label: 'Unenrol' });
  await bulk.getByLabel('Reason').fill('Left the academy');
  await bulk.getByRole('button', { name: 'Apply to 1 learner(s)' }).click();
  const ask = page.getByRole('dialog', { name: 'Unenrol 1 learner?' });
  await expect(ask).toContainText('The class closes for this learner at once');
  await ask.getByRole('button', { name: 'Back' }).click();
  await expect(ask).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText('Suspended');
  await bulk.getByRole('button', { name: 'Apply to 1 learner(s)' }).click();
  await page
    .getByRole('dialog', { name: 'Unenrol 1 learner?' })
    .getByRole('button', { name: 'Unenrol 1 learner' })
    .click();
  await expect(bulk.getByRole('status')).toContainText('Done for 1 of 1.');
});

test('an exam is extended for the selected learners, the class certificate goes only to those who completed it, and a message reaches them alone', async ({
  page,
  request,
  session,
}) => {
  const learner = await createLearner(request);
  const classId = await classIdOf(request, 'nahwu-ajurrumiyyah');
  await joinWithApi(request, learner, classId);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/classes/${classId}/gradebook`);
  await page.getByLabel('Find a learner (name or phone)').fill(learner.phoneNumber);
  const table = page.getByRole('table', { name: 'Gradebook' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select every learner shown' }).check();
  const bulk = page.getByRole('region', { name: /With the selected learners/ });
  await bulk.getByLabel('Action').selectOption({ label: 'Extend an exam' });
  await bulk.getByLabel('Exam').selectOption({ label: 'Chapter one exam: speech' });
  // Nothing to extend by: refused by its field before anything is sent.
  await bulk.getByLabel('Reason').fill('Power cut in the village');
  await bulk.getByRole('button', { name: 'Apply to 1 learner(s)' }).click();
  await expect(bulk.getByLabel('Extra attempts')).toHaveAccessibleDescription(
    'Give an extra attempt, a later close time or more minutes',
  );
  await bulk.getByLabel('Extra minutes').fill('20');
  // A later close, typed in WIB (07:00 WIB is midnight UTC).
  await bulk.getByLabel('Close later, at (WIB)').fill('2099-06-01T07:00');
  await bulk.getByRole('button', { name: 'Apply to 1 learner(s)' }).click();
  await expect(bulk.getByRole('status')).toContainText('Done for 1 of 1.');
  await expectNoSeriousViolations(page);

  // On a phone, in Indonesian: the certificate is held back from a learner who has not completed.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await page.getByRole('checkbox', { name: 'Pilih semua peserta yang tampil' }).check();
  const massal = page.getByRole('region', { name: /Untuk peserta terpilih/ });
  await massal.getByLabel('Tindakan').selectOption({ label: 'Terbitkan sertifikat kelas' });
  await massal.getByLabel('Alasan').fill('Akhir semester');
  await massal.getByRole('button', { name: 'Terapkan ke 1 peserta' }).click();
  await expect(massal.getByRole('status')).toContainText('Selesai untuk 0 dari 1.');
  await expect(massal.getByRole('status')).toContainText('Belum menyelesaikan kelas ini');
  await expectNoSeriousViolations(page);

  // A message to the selected learner only: on their class page, not on the class's others'.
  await page.getByRole('checkbox', { name: 'Pilih semua peserta yang tampil' }).check();
  await massal.getByLabel('Tindakan').selectOption({ label: 'Kirim pesan' });
  await massal.getByLabel('Judul').fill('Setoran Anda ditunggu');
  await massal.getByLabel('Isi').fill('Mohon kirim setoran sebelum Jumat.');
  await massal.getByRole('button', { name: 'Kirim ke 1 peserta' }).click();
  await expect(massal.getByRole('status')).toContainText('Selesai untuk 1 dari 1.');
  await expect(massal.getByRole('link', { name: 'Lihat siapa yang menerimanya' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const classPage = await request.get(
    `/api/v1/profile/${learner.profileId}/classes/${classId}/announcements`,
    { headers: authHeader(learner.user.token) },
  );
  expect(((await classPage.json()) as { data: { title: string; audience: string }[] }).data).toContainEqual(
    expect.objectContaining({ title: 'Setoran Anda ditunggu', audience: 'selected' }),
  );
  const overrides = await request.get(`/api/v1/staff/exam-overrides?profileId=${learner.profileId}`, {
    headers: authHeader(session.user.token),
  });
  expect(((await overrides.json()) as { data: { extraMinutes: number; closesAt: string }[] }).data).toEqual([
    expect.objectContaining({ extraMinutes: 20, closesAt: '2099-06-01T00:00:00.000Z' }),
  ]);
});
