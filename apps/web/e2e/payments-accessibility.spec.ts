import { expect, test, type Page } from './support/test';
import { actAs, classIdOf, createLearner, joinWithApi } from './support/learners';
import { demoExam, kitabOf, orderIdOn } from './support/payments';
import { expectNoSeriousViolations } from './support/axe';

for (const viewport of [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const fits = async (page: Page) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

    test('the payment screens have no serious accessibility violation and fit the screen', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const learner = await createLearner(request);
      const classId = await classIdOf(request, 'tajwid-tuhfatul-athfal');
      await actAs(page, learner);

      await page.goto(`/dashboard/class/${classId}/payment-method`);
      await expect(page.getByRole('button', { name: 'Pay with QRIS' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await fits(page);

      await page.getByRole('button', { name: 'Pay with QRIS' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Hold my seat and pay' }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByRole('img', { name: /QRIS code/ })).toBeVisible();
      await expectNoSeriousViolations(page);
      await fits(page);
      const qrisScreen = page.url();
      const orderId = await orderIdOn(page);

      await page.goto('/dashboard/transaction');
      await expect(page.getByRole('article')).toHaveCount(1);
      await expectNoSeriousViolations(page);
      await fits(page);

      await page.goto(`/dev/sandbox-pay/${orderId}`);
      await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
      await expectNoSeriousViolations(page);
      await fits(page);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByText('Done: the order is now Completed.')).toBeVisible();

      // The QRIS screen in its success state: paid, leading to the class.
      await page.goto(qrisScreen);
      await expect(page.getByText('Payment complete')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open the class' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await fits(page);

      await page.goto('/dashboard/transaction');
      await expect(page.getByRole('article').getByText('Completed')).toBeVisible();
    });

    test('the kitab and exam payment routes have no serious accessibility violation and fit the screen', async ({
      page,
      request,
    }) => {
      const learner = await createLearner(request);
      const { classId, kitab } = await kitabOf(request, 'tajwid-tuhfatul-athfal');
      const exam = await demoExam(request);
      await joinWithApi(request, learner, exam.class.id);
      await actAs(page, learner);

      await page.goto(`/dashboard/class/${classId}/payment-method/${kitab.id}`);
      await expect(page.getByRole('heading', { name: kitab.title.en })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay with QRIS' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await fits(page);
      await page.getByRole('button', { name: 'Pay with QRIS' }).click();
      await expect(page.getByRole('dialog')).toContainText('The QR code can be paid for 15 minutes.');
      await expectNoSeriousViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto(`/dashboard/class/${exam.class.id}/payment-method/${exam.kitabId}/${exam.id}`);
      await expect(page.getByRole('heading', { name: exam.title.en })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay with QRIS' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await fits(page);
    });
  });
}
