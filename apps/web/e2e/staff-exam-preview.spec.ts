import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { chapterOne, examsOf, finishAttempt, startAttempt } from './support/exams';
import { classIdOf, createLearner, joinWithApi, type Learner } from './support/learners';
import { authHeader } from './support/profiles';
import { draftClass, draftExam } from './support/staff';
import { expect, test } from './support/signed-in';

// Staff preview an exam as a learner would (issue 25 item 1, decision 0118): the demo admin opens
// "Preview as a learner" on an exam's console page, answers on the learner's question cards,
// finishes, and reads the score with the right answers. Nothing is recorded: a learner who sat
// the exam keeps exactly the attempts they had. At 1280 px in English, at 390 px in Indonesian.
test.use({ signedInAs: 'admin' });

const demoSlug = 'nahwu-ajurrumiyyah';

/** A fresh learner of the demo class who sat the demo exam once; answers its exam as they see it. */
async function learnerWhoSat(request: APIRequestContext) {
  const learner = await createLearner(request);
  const classId = await classIdOf(request, demoSlug);
  await joinWithApi(request, learner, classId);
  const exam = (await examsOf(request, learner, classId))(chapterOne);
  await finishAttempt(request, learner, (await startAttempt(request, learner, exam.id)).id);
  return { learner, exam };
}

async function learnersExam(request: APIRequestContext, learner: Learner, examId: string) {
  const response = await request.get(`/api/v1/exams/${examId}?profileId=${learner.profileId}`, {
    headers: authHeader(learner.user.token),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { attemptsUsed: number; lastAttemptId: string; state: string } })
    .data;
}

/** Opens an exam's console page at `width` px and its preview by the button named `name`. */
async function openPreview(page: Page, examId: string, width: number, name: string) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(`/staff/exams/${examId}`);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/preview/exams/${examId}$`));
}

test('an admin previews a demo exam at 1280 px in English; the learner’s attempts stay as they were', async ({
  page,
  request,
}) => {
  const { learner, exam } = await learnerWhoSat(request);
  const before = await learnersExam(request, learner, exam.id);
  expect(before.attemptsUsed).toBe(1);

  await openPreview(page, exam.id, 1280, 'Preview as a learner');
  await expect(page.getByTestId('preview-banner')).toContainText('Preview: nothing is recorded');
  await expect(page.getByTestId('preview-banner')).not.toContainText('Learners don’t see');
  await expect(page.getByRole('heading', { level: 1, name: chapterOne })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toContainText(/2\d:\d\d|30:00/);
  await expectNoSeriousViolations(page);

  const card = (number: number) => page.getByRole('region', { name: new RegExp(`^Question ${number} of 4`) });
  await card(1).getByRole('radio', { name: 'بِالوَضْعِ' }).check();
  for (const part of ['noun', 'verb', 'particle'])
    await card(2)
      .getByRole('checkbox', { name: new RegExp(`\\(${part}\\)`) })
      .check();
  await card(3).getByRole('textbox').fill('marfu');
  await card(4)
    .getByRole('textbox')
    .fill('Zaid alone is one word: kalam needs a composed, meaningful utterance.');
  await expect(page.getByText('4 of 4 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Finish and see the report' }).click();

  // Graded as an attempt is: the essay waits for a teacher, the rest are right.
  await expect(page.getByTestId('exam-score')).toHaveText('5 / 10 (50%)');
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByText('Right answer', { exact: true })).toHaveCount(3);
  await expect(page.getByText('مَرْفُوعٌ')).toBeVisible();
  await expectNoSeriousViolations(page);

  const after = await learnersExam(request, learner, exam.id);
  expect(after).toEqual(before);
  await page.getByRole('button', { name: 'Preview again' }).click();
  await expect(page.getByText('0 of 4 answered')).toBeVisible();
});

test('an admin previews a draft class’s page at 1280 px in English, bannered; the public page stays 404', async ({
  page,
  request,
  session,
}) => {
  const slug = `fasting-preview-${Date.now() % 1_000_000}`;
  const classId = await draftClass(request, session.user.token, slug);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/classes/${classId}`);
  await page.getByRole('link', { name: 'Preview as a learner' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/preview/classes/${classId}$`));
  await expect(page.getByTestId('preview-banner')).toContainText("Preview — learners don't see this yet");
  await expect(page.getByRole('heading', { level: 1, name: 'Fiqh of Fasting' })).toBeVisible();
  await expect(page.getByText('Safinah')).toBeVisible();
  await expectNoSeriousViolations(page);
  expect((await request.get(`/api/v1/classes/${slug}`)).status()).toBe(404);
});

test.describe('on a phone in Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('an admin previews a draft exam at 390 px in Indonesian', async ({ page, request, session }) => {
    const headers = authHeader(session.user.token);
    const classId = await classIdOf(request, demoSlug);
    const klass = await request.get(`/api/v1/classes/${classId}`);
    const kitabId = ((await klass.json()) as { data: { kitab: { id: string }[] } }).data.kitab[0]!.id;
    const text = (en: string, id: string) => ({ en, id });
    const examId = await draftExam(
      request,
      session.user.token,
      kitabId,
      text('Draft quiz: signs of the noun', 'Kuis draf: tanda-tanda isim'),
    );
    const question = await request.post('/api/v1/staff/questions', {
      headers,
      data: {
        examId,
        kind: 'single_choice',
        prompt: text('Which is a sign of the noun?', 'Manakah tanda isim?'),
        direction: 'ltr',
        points: 1,
        options: [
          { text: text('Tanwin', 'Tanwin'), correct: true },
          { text: text('Sukun at the end', 'Sukun di akhir'), correct: false },
        ],
        acceptedAnswers: [],
        explanation: text('', ''),
      },
    });
    expect(question.status()).toBe(201);

    try {
      await openPreview(page, examId, 390, 'Pratinjau sebagai peserta');
      const banner = page.getByTestId('preview-banner');
      await expect(banner).toContainText('Pratinjau: tidak ada yang dicatat');
      await expect(banner).toContainText('Peserta belum melihat ujian ini.');
      await expectNoSeriousViolations(page);

      await page.getByRole('radio', { name: 'Sukun di akhir' }).check();
      await page.getByRole('button', { name: 'Selesai dan lihat laporan' }).click();
      await expect(page.getByTestId('exam-score')).toHaveText('0 / 1 (0%)');
      await expect(page.getByText('Jawaban benar', { exact: true })).toBeVisible();
      await expect(page.getByText('Tanwin').last()).toBeVisible();
      await expectNoSeriousViolations(page);
      // Still a draft, out of learners' reach.
      expect((await request.get(`/api/v1/staff/exams/${examId}`, { headers })).ok()).toBe(true);
    } finally {
      await request.delete(`/api/v1/staff/exams/${examId}`, { headers });
    }
  });

  test('an admin previews a demo class’s page at 390 px in Indonesian: published, no banner', async ({
    page,
  }) => {
    const classId = await classIdOf(page.request, demoSlug);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/staff/classes/${classId}`);
    await page.getByRole('link', { name: 'Pratinjau sebagai peserta' }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/preview/classes/${classId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
