import { expect, test, type Page } from './support/test';
import { actAs } from './support/learners';
import { chapterOne, openDemoExam, practiceQuiz, serverAnswers } from './support/exams';
import { authHeader, fillPin } from './support/profiles';

const question = (page: Page, number: number) =>
  page.getByRole('region', { name: new RegExp(`^Question ${number} of \\d+`) });

/** Switches the exam from one question at a time to all of them. */
const showAllQuestions = (page: Page) => page.locator('label').filter({ hasText: 'All questions' }).click();

/** Answers the four kinds of the chapter-one exam, one question at a time. */
async function answerChapterOne(page: Page) {
  await question(page, 1).getByRole('radio', { name: 'بِالوَضْعِ' }).check();
  await page.getByRole('button', { name: 'Next →' }).click();
  const parts = question(page, 2);
  for (const part of ['اِسْمٌ', 'فِعْلٌ', 'حَرْفٌ'])
    await parts.getByRole('checkbox', { name: new RegExp(part) }).check();
  await page.getByRole('button', { name: 'Next →' }).click();
  await question(page, 3).getByRole('textbox').fill('مرفوع');
  await page.getByRole('button', { name: 'Next →' }).click();
  await question(page, 4).getByRole('textbox').fill('زَيْدٌ وحده اسم مفرد لا يفيد فائدة تامة.');
}

test('start an exam, answer every kind including Arabic, reload and find every answer, finish and read the report', async ({
  page,
  request,
}) => {
  const { learner, exam } = await openDemoExam(page, request, chapterOne);
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('timer', { name: 'Time left' })).toContainText(/^Time left(29|30):\d\d$/);
  await answerChapterOne(page);
  await expect(page.getByText('Every answer is saved')).toBeVisible();
  await expect(question(page, 4).getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 3, answered and saved' })).toBeVisible();

  // Sitting the exam is study time: hiding the page reports the visible seconds.
  const beat = page.waitForRequest(
    (sent) => sent.url().includes('/api/v1/profile/active-hours') && sent.method() === 'POST',
  );
  await page.waitForTimeout(1100);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(((await beat).postDataJSON() as { profileId: string }).profileId).toBe(learner.profileId);

  await page.reload();
  await showAllQuestions(page);
  await expect(question(page, 1).getByRole('radio', { name: 'بِالوَضْعِ' })).toBeChecked();
  await expect(question(page, 2).getByRole('checkbox', { name: /فِعْلٌ/ })).toBeChecked();
  await expect(question(page, 2).getByRole('checkbox', { name: /مَصْدَرٌ/ })).not.toBeChecked();
  await expect(question(page, 3).getByRole('textbox')).toHaveValue('مرفوع');
  await expect(question(page, 3).locator('[lang="ar"][dir="rtl"]')).toContainText('إِعْرَابُ الفَاعِلِ');
  await expect(question(page, 4).getByRole('textbox')).toHaveValue(/زَيْدٌ وحده/);
  expect(await serverAnswers(request, learner, exam.id)).toHaveLength(4);

  await page.getByRole('link', { name: 'Finish the exam' }).first().click();
  await expect(page.getByRole('heading', { name: 'Finish the exam?' })).toBeVisible();
  await expect(page.getByText('Every question has an answer.')).toBeVisible();
  await page.getByRole('button', { name: 'Finish now' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByTestId('exam-score')).toHaveText('5 / 10 (50%)');
  await expect(page.getByText('Waiting for grading').first()).toBeVisible();
  // Not read as a failed 50 %: the score is one so far, with the essay's points still to come.
  await expect(page.getByText('Score so far')).toBeVisible();
  await expect(
    page.getByText('5 points are still being graded: the result is decided once they are.'),
  ).toBeVisible();
  await expect(page.getByText('Time ran out')).toHaveCount(0);
  const review = page.getByRole('listitem').filter({ hasText: 'Question 3' });
  await expect(review.getByText('Right', { exact: true })).toBeVisible();
});

test('answers given offline are kept, sent when the connection returns, and shown on a second device', async ({
  page,
  request,
  browser,
  context,
}) => {
  const { learner, exam, url } = await openDemoExam(page, request, chapterOne);
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(question(page, 1)).toBeVisible();

  await context.setOffline(true);
  await question(page, 1).getByRole('radio', { name: 'بِالوَضْعِ' }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await question(page, 2).getByRole('checkbox', { name: /اِسْمٌ/ }).check();
  await page.getByRole('button', { name: 'Next →' }).click();
  await question(page, 3).getByRole('textbox').fill('مرفوع');
  await expect(page.getByText('3 answers not saved yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 1, answered, not saved yet' })).toBeVisible();
  // Only the exam's own notice, even now that the app-wide one has had time to load: that one
  // would cover the question and say classes need a connection.
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  expect(await serverAnswers(request, learner, exam.id)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText('Every answer is saved')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toHaveCount(0);
  expect(await serverAnswers(request, learner, exam.id)).toHaveLength(3);

  // Continue on another device: the server's answers are there.
  const other = await browser.newContext();
  const second = await other.newPage();
  await actAs(second, learner);
  await second.goto(url);
  await showAllQuestions(second);
  await expect(question(second, 1).getByRole('radio', { name: 'بِالوَضْعِ' })).toBeChecked();
  await expect(question(second, 2).getByRole('checkbox', { name: /اِسْمٌ/ })).toBeChecked();
  await expect(question(second, 3).getByRole('textbox')).toHaveValue('مرفوع');
  await other.close();
});

test('the one-minute quiz runs out: the exam finishes itself and shows the result', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await openDemoExam(page, request, practiceQuiz);
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await question(page, 1).getByRole('radio', { name: 'كِتَابٌ' }).check();
  await expect(page.getByText('Every answer is saved')).toBeVisible();
  await expect(page.getByText('1 minute left').first()).toBeVisible();
  await expect(page).toHaveURL(/\/report$/, { timeout: 90_000 });
  await expect(page.getByTestId('exam-score')).toHaveText('1 / 3 (33%)');
  await expect(page.getByText('Not passed')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Time ran out' })).toContainText(
    'The exam was finished for you when its time ran out',
  );
});

test('a failed exam is revised with a new attempt', async ({ page, request }) => {
  const { url } = await openDemoExam(page, request, practiceQuiz);
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await showAllQuestions(page);
  await question(page, 1).getByRole('radio', { name: 'فِي' }).check();
  await expect(page.getByText('Every answer is saved')).toBeVisible();
  await page.getByRole('link', { name: 'Finish the exam' }).first().click();
  await expect(page.getByText('2 questions have no answer yet:')).toBeVisible();
  await page.getByRole('button', { name: 'Finish now' }).click();
  await expect(page.getByText('Not passed')).toBeVisible();

  await page.getByRole('link', { name: 'Retake the exam' }).click();
  await expect(page).toHaveURL(url);
  await page.getByRole('button', { name: 'Retake the exam' }).click();
  await showAllQuestions(page);
  await question(page, 1).getByRole('radio', { name: 'كِتَابٌ' }).check();
  await question(page, 2).getByRole('radio', { name: 'قَامَ' }).check();
  await question(page, 3).getByRole('radio', { name: 'عَلَى' }).check();
  await expect(page.getByText('Every answer is saved')).toBeVisible();
  await page.getByRole('link', { name: 'Finish the exam' }).first().click();
  await page.getByRole('button', { name: 'Finish now' }).click();
  await expect(page.getByTestId('exam-score')).toHaveText('3 / 3 (100%)');
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
});

test('with the exam PIN on, starting an exam asks for the profile’s PIN', async ({ page, request }) => {
  const { learner } = await openDemoExam(page, request, practiceQuiz);
  const pinSet = await request.put(`/api/v1/profile/${learner.profileId}/pin/change`, {
    headers: authHeader(learner.user.token),
    data: { newPin: '246810', confirmPin: '246810' },
  });
  expect(pinSet.ok()).toBe(true);

  await page.goto('/dashboard/user/setting/exam-pin');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam PIN' })).toBeVisible();
  await page
    .getByRole('switch', { name: 'Ask for the PIN when starting or continuing an exam' })
    .check({ force: true });
  await fillPin(page.getByRole('group', { name: 'Current PIN' }), '246810');
  await page.getByRole('button', { name: 'Turn the exam PIN on' }).click();
  await expect(page.getByText('Exams now ask for this profile’s PIN')).toBeVisible();

  await page.goBack();
  await page.reload();
  await expect(page.getByText('Starting or continuing this exam asks for the profile’s PIN.')).toBeVisible();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile PIN' });
  await fillPin(dialog.getByRole('group', { name: 'PIN' }), '111111');
  await dialog.getByRole('button', { name: 'Open the exam' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The PIN is wrong');
  await fillPin(dialog.getByRole('group', { name: 'PIN' }), '246810');
  await dialog.getByRole('button', { name: 'Open the exam' }).click();
  await expect(question(page, 1)).toBeVisible();
});
