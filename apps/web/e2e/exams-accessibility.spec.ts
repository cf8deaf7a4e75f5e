import { expect, test } from './support/test';
import { chapterOne, openDemoExam } from './support/exams';
import { expectNoSeriousViolations } from './support/axe';

for (const viewport of [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the exam, taking it, finishing, the report and the exam-PIN setting have no serious violation', async ({
      page,
      request,
    }) => {
      const { classId } = await openDemoExam(page, request, chapterOne);
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Start the exam' }).click();
      await page.getByRole('radio', { name: 'بِالوَضْعِ' }).check();
      await expect(page.getByText('Every answer is saved')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.locator('label').filter({ hasText: 'All questions' }).click();
      await expectNoSeriousViolations(page);
      // No page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.getByRole('link', { name: 'Finish the exam' }).first().click();
      await expect(page.getByRole('heading', { name: 'Finish the exam?' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Finish now' }).click();
      await expect(page.getByTestId('exam-score')).toBeVisible();
      await expectNoSeriousViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.goto(`/dashboard/class/${classId}`);
      await expect(page.getByRole('link', { name: chapterOne })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/dashboard/user/setting/exam-pin');
      await expect(page.getByRole('heading', { level: 1, name: 'Exam PIN' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
