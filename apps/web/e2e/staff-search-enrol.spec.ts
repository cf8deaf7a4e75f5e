import type { APIRequestContext, Page } from '@playwright/test';
import { classIdOf, createLearner } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';
import { draftClass } from './support/staff';
import { expect, test } from './support/signed-in';

// Bulk enrolment from the learners search (issue 25, item 4): the demo admin finds two learners
// this spec registered (a unique word in their names), selects their profiles, enrols both in a
// class of the spec's own, then both in the sisters' class, which refuses the brother. On a laptop
// in English and on a phone in Indonesian.
test.use({ signedInAs: 'admin' });

/** The words of the page in one language. */
type Words = {
  search: string;
  submitSearch: string;
  select: (name: string) => string;
  selectAll: string;
  /** The results' count once the search has rendered. */
  found: string;
  selected: string;
  form: string;
  klass: string;
  reason: string;
  submit: string;
  bothDone: string;
  oneDone: string;
  enrolled: string;
  refused: string;
};

const english: Words = {
  search: 'Name, phone number or e-mail',
  submitSearch: 'Search',
  select: (name) => `Select ${name}`,
  selectAll: 'Select all shown',
  found: '2 learners',
  selected: '2 profiles selected',
  form: 'Enrol the selected profiles in a class',
  klass: 'Class',
  reason: 'Reason',
  submit: 'Enrol the selected',
  bothDone: 'Enrolled 2 of 2.',
  oneDone: 'Enrolled 1 of 2.',
  enrolled: 'enrolled',
  refused: 'This class is not open to this profile’s gender',
};

const indonesian: Words = {
  search: 'Nama, nomor telepon, atau email',
  submitSearch: 'Cari',
  select: (name) => `Pilih ${name}`,
  selectAll: 'Pilih semua yang ditampilkan',
  found: '2 peserta',
  selected: '2 profil dipilih',
  form: 'Daftarkan profil yang dipilih ke kelas',
  klass: 'Kelas',
  reason: 'Alasan',
  submit: 'Daftarkan yang dipilih',
  bothDone: 'Terdaftar 2 dari 2.',
  oneDone: 'Terdaftar 1 dari 2.',
  enrolled: 'terdaftar',
  refused: 'Kelas ini tidak dibuka untuk jenis kelamin profil ini',
};

/**
 * Registers a sister and a brother sharing a unique word, searches for it and enrols both, first
 * in a fresh class open to all, then in "Halaqah Tahsin Akhwat", open to sisters only.
 */
async function enrolFromSearch(
  page: Page,
  {
    request,
    token,
    words,
    language,
  }: { request: APIRequestContext; token: string; words: Words; language?: string },
) {
  // Names take letters only: the time's digits are spelled as letters.
  const word = `Cari${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const sister = `Fatimah ${word}`;
  const brother = `Ahmad ${word}`;
  await createLearner(request, { gender: 'female', fullName: sister });
  await createLearner(request, { gender: 'male', fullName: brother });
  const openClass = await draftClass(request, token, `fikih-${word.toLowerCase()}`);
  const sistersClass = await classIdOf(request, 'tahsin-akhwat');

  await page.goto('/staff/learners');
  if (language) await page.getByRole('button', { name: language }).click();
  await page.getByLabel(words.search).fill(word);
  await page.getByRole('button', { name: words.submitSearch, exact: true }).click();
  // The new learners may show in the list before the search: a selection there belongs to no search.
  // The address changes first and the page renders the search as a transition after it (the last
  // results stay meanwhile): a tick in between is the last search's, and the search's render drops it.
  await expect(page).toHaveURL(new RegExp(`[?&]search=${word}`));
  await expect(page.getByText(words.found, { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: words.select(sister) }).check();
  await page.getByRole('checkbox', { name: words.select(brother) }).check();
  await expect(page.getByText(words.selected)).toBeVisible();

  const form = page.getByRole('region', { name: words.form });
  await form.getByLabel(words.klass).selectOption(openClass);
  await form.getByLabel(words.reason).fill('Paid in cash at the office');
  await form.getByRole('button', { name: words.submit }).click();
  const outcome = form.getByRole('status');
  await expect(outcome).toContainText(words.bothDone);
  await expect(outcome).toContainText(`${sister}: ${words.enrolled}`);
  await expect(outcome).toContainText(`${brother}: ${words.enrolled}`);
  // Done: the selection is cleared, the outcome stays.
  await expect(page.getByRole('checkbox', { name: words.select(sister) })).not.toBeChecked();

  await page.getByRole('checkbox', { name: words.selectAll }).check();
  await expect(page.getByText(words.selected)).toBeVisible();
  await form.getByLabel(words.klass).selectOption(sistersClass);
  await form.getByLabel(words.reason).fill('Joined the sisters’ circle');
  await form.getByRole('button', { name: words.submit }).click();
  await expect(outcome).toContainText(words.oneDone);
  await expect(outcome).toContainText(`${sister}: ${words.enrolled}`);
  await expect(outcome).toContainText(`${brother}: ${words.refused}`);
  await expectNoSeriousViolations(page);
}

test('an admin enrols learners selected from a search at 1280 px in English; the sisters’ class refuses a brother', async ({
  page,
  request,
  session,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await enrolFromSearch(page, { request, token: session.user.token, words: english });
});

test('an admin enrols learners selected from a search at 390 px in Indonesian', async ({
  page,
  request,
  session,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enrolFromSearch(page, {
    request,
    token: session.user.token,
    words: indonesian,
    language: 'Bahasa Indonesia',
  });
});
