import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithActiveProfile } from './support/profiles';
import { expect, headersOf, test } from './support/signed-in';

// An admin grades the demo essay of Umar Hasan ("Hadith 1–10 exam", arbain-nawawi: no other spec
// uses his attempt) and Umar's report shows the new score and the feedback. Maryam's essay in the
// demo teacher's class stays waiting (only looked at). The console opens with the demo admin's
// shared session.
test.use({ signedInAs: 'admin' });

/** The demo learner whose essay waits (apps/api/src/demo/demo-staff-grading.ts). */
const umar = { phoneNumber: '081377700001', password: 'umar12345', pin: '246810' };
const feedback = 'Jawaban yang baik. Sebutkan juga dalilnya: «إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ».';

async function checkAccessibility(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin grades the waiting demo essay; the learner’s report shows the score and the feedback', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/staff');
  await page
    .getByRole('navigation', { name: 'Staff console navigation' })
    .getByRole('link', { name: 'Grading' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grading' })).toBeVisible();
  const hadith = page.getByRole('region', { name: 'Hadith 1–10 exam' });
  await expect(hadith.getByRole('listitem', { name: 'Umar Hasan' })).toContainText(
    '1 answer waiting for a grade',
  );
  // Maryam's Arabic essay is shown right to left.
  const placement = page.getByRole('region', { name: 'Placement reflection' });
  await expect(placement.getByText('بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ')).toHaveAttribute('dir', 'rtl');
  await checkAccessibility(page);

  await hadith.getByRole('link', { name: 'Grade Umar Hasan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grade Umar Hasan' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('5 of 9 points (55%)');
  await expect(result).toContainText('Waiting for grading');
  // Which answer still waits is said up front and on its question.
  await expect(page.getByText('Still to grade: question 5.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Question 5' })).toContainText('Needs a grade');
  await expect(page.getByRole('listitem', { name: 'Question 1' })).not.toContainText('Needs a grade');

  // Beyond the question's points: refused beside the field, the feedback typed stays.
  const points = page.getByLabel('Points for question 5 (0 to 4)');
  const feedbackBox = page.getByLabel('Feedback on question 5 (the learner sees it)');
  await points.fill('5');
  await feedbackBox.fill(feedback);
  await page.getByRole('button', { name: 'Save grades' }).click();
  await expect(page.getByText("Points must be between 0 and the question's points")).toBeVisible();
  await expect(feedbackBox).toHaveValue(feedback);

  await points.fill('3');
  await page.getByRole('button', { name: 'Save grades' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Grades saved' })).toHaveText(
    'Grades saved. Score 8 of 9 (88%): Passed.',
  );
  await expect(result).toContainText('8 of 9 points (88%)');
  await expect(result).toContainText('Passed');
  await expect(page.getByText('Still to grade:')).toHaveCount(0);
  await checkAccessibility(page);

  // The exam's attempts list shows the graded attempt for regrading.
  await page.getByRole('link', { name: 'All attempts of this exam' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attempts: Hadith 1–10 exam' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Umar Hasan' })).toContainText('Passed');
  await checkAccessibility(page);

  // Umar signs in and opens his report (the exam's id is in the attempts page's address).
  const examId = new URL(page.url()).pathname.split('/').at(-1)!;
  const learner = await browser.newPage({ storageState: undefined });
  const { user, profile } = await signInWithActiveProfile(learner, umar);
  const examView = await learner.request.get(`/api/v1/exams/${examId}?profileId=${profile.id}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const { kitabId } = ((await examView.json()) as { data: { kitabId: string } }).data;
  await learner.goto(`/dashboard/kitab/${kitabId}/q/${examId}/report`);
  await expect(learner.getByTestId('exam-score')).toHaveText('8 / 9 (88%)');
  const essay = learner.getByRole('listitem', { name: 'Question 5' });
  await expect(essay).toContainText('3 of 4 points');
  await expect(essay).toContainText('Graded');
  await expect(essay).toContainText('Teacher’s feedback');
  await expect(essay).toContainText('Sebutkan juga dalilnya');
  await learner.close();
});

test('the override form extends the exam for one learner, with the reason', async ({ page, session }) => {
  test.setTimeout(90_000);
  // Maryam's attempt, in the demo teacher's class: only extended here, never graded.
  const queue = await page.request.get('/api/v1/staff/exam-attempts?needsGrading=true', {
    headers: headersOf(session),
  });
  const maryam = ((await queue.json()) as { data: { id: string; profile: { name: string } }[] }).data.find(
    (item) => item.profile.name === 'Maryam',
  )!;
  await page.goto(`/staff/grading/attempts/${maryam.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grade Maryam' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Extend the exam for this learner' });
  await form.getByLabel('Extra attempts').fill('1');
  await form.getByRole('button', { name: 'Save the extension' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await form.getByLabel('Reason').fill('Listrik padam saat ujian');
  await form.getByRole('button', { name: 'Save the extension' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Current extension' })).toContainText(
    '1 extra attempt(s), 0 extra minute(s)',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Current extension' })).toContainText(
    'Listrik padam saat ujian',
  );
  await checkAccessibility(page);
});
