import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { classIdOf, createLearner, joinWithApi } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/signed-in';

// Learners and their enrolments downloaded from the console's learners list (issue 25, item 6),
// with the list's search and the enrolment filters: on a laptop in English and on a phone in
// Indonesian. The demo admin's shared session; the learner is this spec's own.
test.use({ signedInAs: 'admin' });

/** Clicks a download button and answers the file it brings. */
async function downloaded(page: Page, button: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return download;
}

/** A downloaded CSV's lines, header first (`trimEnd`: `trim` would take the byte order mark away too). */
async function csvLines(file: Download) {
  return readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
}

test('learners and their enrolments download with the list’s search and the filters chosen', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request);
  const classId = await classIdOf(request, 'nahwu-ajurrumiyyah');
  await joinWithApi(request, learner, classId);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/learners?search=${learner.phoneNumber}`);
  await expect(page.getByRole('table', { name: 'Learners' }).getByRole('row')).toHaveCount(2);
  const learners = await downloaded(page, 'Download learners (CSV)');
  expect(learners.suggestedFilename()).toMatch(/^learners-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = await csvLines(learners);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe('\uFEFFName,Phone,E-mail,Gender,Profiles,Verified,Registered (WIB)');
  expect(lines[1]).toMatch(new RegExp(`^Fatimah Azzahra,${learner.phoneNumber},`));

  const section = page.getByRole('region', { name: 'Enrolments across classes' });
  await section.getByLabel('Class').selectOption(classId);
  await section.getByLabel('Status').selectOption({ label: 'Active' });
  const enrolments = await csvLines(await downloaded(page, 'Download enrolments (CSV)'));
  expect(enrolments[0]).toMatch(/^\uFEFFLearner,Account,Phone,E-mail,Class,Status,Enrolled \(WIB\)/);
  expect(enrolments).toHaveLength(2);
  expect(enrolments[1]).toMatch(
    new RegExp(`^Fatimah Azzahra,Fatimah Azzahra,${learner.phoneNumber},.*,active,`),
  );
  await expectNoSeriousViolations(page);

  // On a phone, in Indonesian: days in the wrong order are refused by their field, nothing sent.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  const bagian = page.getByRole('region', { name: 'Pendaftaran di semua kelas' });
  await bagian.getByLabel('Terdaftar sejak').fill('2026-05-02');
  await bagian.getByLabel('Terdaftar sampai').fill('2026-05-01');
  await page.getByRole('button', { name: 'Unduh pendaftaran (CSV)' }).click();
  await expect(bagian.getByLabel('Terdaftar sampai')).toHaveAccessibleDescription(
    'Tidak boleh lebih awal dari tanggal sebelumnya',
  );
  await bagian.getByLabel('Terdaftar sejak').fill('');
  await bagian.getByLabel('Terdaftar sampai').fill('');
  const pendaftaran = await csvLines(await downloaded(page, 'Unduh pendaftaran (CSV)'));
  expect(pendaftaran[0]).toMatch(/^\uFEFFPeserta,Akun,Telepon,E-mail,Kelas,Status,Terdaftar \(WIB\)/);
  expect(pendaftaran[1]).toContain(',aktif,');
  const workbook = await downloaded(page, 'Unduh peserta (Excel)');
  expect(workbook.suggestedFilename()).toMatch(/^learners-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(
    readFileSync((await workbook.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'English' }).click();
});
