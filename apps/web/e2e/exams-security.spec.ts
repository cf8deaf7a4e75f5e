import { expect, test, type APIRequestContext } from './support/test';
import { chapterOne, examsOf, finishAttempt, serverAnswers, startAttempt } from './support/exams';
import {
  actAs,
  classIdOf,
  createLearner,
  enrolledLearner,
  joinWithApi,
  type Learner,
} from './support/learners';
import { authHeader, fillPin } from './support/profiles';

// Issue 20, item 3: with the exam PIN on, another sign-in of the account (a sibling's phone)
// neither reads nor saves a running attempt until it enters the profile's PIN; what it typed
// waits on the device and is saved once the PIN is in.
const pin = '246810';

async function signInAgain(request: APIRequestContext, learner: Learner): Promise<Learner> {
  const response = await request.post('/api/v1/auth/login', {
    data: { phoneNumber: learner.phoneNumber, password: learner.password },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Learner['user'] };
  return { ...learner, user: { ...learner.user, token: data.token } };
}

test('another sign-in asks for the PIN before it reads, saves or finishes the running exam, and keeps what was typed', async ({
  page,
  request,
}) => {
  // Two sign-ins and four PIN dialogs: more steps than most journeys.
  test.slow();
  const owner = await createLearner(request);
  const classId = await classIdOf(request, 'nahwu-ajurrumiyyah');
  await joinWithApi(request, owner, classId);
  const exam = (await examsOf(request, owner, classId))(chapterOne);
  const headers = authHeader(owner.user.token);
  // A PIN the profile picker does not ask for (the family shares it), and the exam PIN on.
  for (const [url, data] of [
    [`/api/v1/profile/${owner.profileId}/pin/change`, { newPin: pin, confirmPin: pin }],
    [`/api/v1/profile/${owner.profileId}/pin/requirement`, { pinRequired: false, pin }],
    [`/api/v1/profile/${owner.profileId}/exam-pin`, { required: true, pin }],
  ] as const) {
    expect((await request.put(url, { headers, data })).ok()).toBe(true);
  }
  const started = await request.post(`/api/v1/exams/${exam.id}/attempts`, {
    headers,
    data: { profileId: owner.profileId, pin },
  });
  expect(started.status()).toBe(201);

  // The sibling's phone: the same account, signed in again.
  const sibling = await signInAgain(request, owner);
  await actAs(page, sibling);
  await page.goto(`/dashboard/kitab/${exam.kitabId}/q/${exam.id}/finish`);
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the profile’s PIN' })).toBeVisible({
    timeout: 30_000,
  });
  const dialog = page.getByRole('dialog', { name: 'Profile PIN' });
  await fillPin(dialog.getByRole('group', { name: 'PIN' }), '111111');
  await dialog.getByRole('button', { name: 'Go on with the exam' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The PIN is wrong');
  await fillPin(dialog.getByRole('group', { name: 'PIN' }), pin);
  await dialog.getByRole('button', { name: 'Go on with the exam' }).click();
  await expect(page.getByRole('heading', { name: 'Finish the exam?' })).toBeVisible();

  // Sitting it on this phone; then the owner's phone changes a PIN setting, which ends every
  // other sign-in's entry of the PIN: the next answer waits on this phone for the PIN.
  await page.getByRole('link', { name: 'Back to the exam' }).click();
  // Continuing asks for the PIN as ever (decisions §5).
  await page.getByRole('button', { name: 'Continue the exam' }).click();
  await fillPin(dialog.getByRole('group', { name: 'PIN' }), pin);
  await dialog.getByRole('button', { name: 'Open the exam' }).click();
  await expect(page.getByRole('region', { name: /^Question 1 of \d+/ })).toBeVisible();
  expect(
    (
      await request.put(`/api/v1/profile/${owner.profileId}/pin/requirement`, {
        headers,
        data: { pinRequired: false, pin },
      })
    ).ok(),
  ).toBe(true);
  await page
    .getByRole('region', { name: /^Question 1 of \d+/ })
    .getByRole('radio', { name: 'بِالوَضْعِ' })
    .check();
  await expect(page.getByText('Enter the profile’s PIN to save your answers.')).toBeVisible();
  await expect(page.getByText('1 answer not saved yet')).toBeVisible();
  expect(await serverAnswers(request, owner, exam.id)).toHaveLength(0);

  await fillPin(dialog.getByRole('group', { name: 'PIN' }), pin);
  await dialog.getByRole('button', { name: 'Go on with the exam' }).click();
  await expect(page.getByText('Every answer is saved')).toBeVisible();
  expect(await serverAnswers(request, owner, exam.id)).toHaveLength(1);
});

// Issue 20, item 1: the report of a failed attempt says plainly when the right answers show, and
// holds them back while the last attempt runs.
test('the report of a failed attempt holds the right answers back while the last attempt runs', async ({
  page,
  request,
}) => {
  test.slow();
  const { learner, classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
  const exam = (await examsOf(request, learner, classId))(chapterOne);
  const first = await startAttempt(request, learner, exam.id);
  await finishAttempt(request, learner, first.id);
  const second = await startAttempt(request, learner, exam.id);

  await page.goto(`/dashboard/kitab/${exam.kitabId}/q/${exam.id}/report?attempt=${first.id}`);
  await expect(page.getByText('Not passed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(
      'Right answers and explanations show once no attempt is left (none running) or the exam closes.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('No answer');
  await expect(page.getByText('Right answer', { exact: true })).toHaveCount(0);

  await finishAttempt(request, learner, second.id);
  await page.reload();
  await expect(page.getByText('Right answer', { exact: true }).first()).toBeVisible();
});
