import { expect, test } from '@playwright/test';
import { actAs, classIdOf, createLearner } from './support/learners';
import { expectNoSeriousViolations } from './support/profiles';

for (const viewport of [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the payment screens have no serious accessibility violation and fit the screen', async ({
      page,
      request,
    }) => {
      const learner = await createLearner(request);
      const classId = await classIdOf(request, 'tajwid-tuhfatul-athfal');
      await actAs(page, learner);
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );

      await page.goto(`/dashboard/class/${classId}/payment-method`);
      await expect(page.getByRole('button', { name: 'Pay with QRIS' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await fits();

      await page.getByRole('button', { name: 'Pay with QRIS' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Hold my seat and pay' }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByRole('img', { name: /QRIS code/ })).toBeVisible();
      await expectNoSeriousViolations(page);
      await fits();
      const orderId = (await page.getByText(/^Order AKD-/).textContent())!.replace('Order ', '');

      await page.goto('/dashboard/transaction');
      await expect(page.getByRole('article')).toHaveCount(1);
      await expectNoSeriousViolations(page);
      await fits();

      await page.goto(`/dev/sandbox-pay/${orderId}`);
      await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
      await expectNoSeriousViolations(page);
      await fits();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByText('Done: the order is now Completed.')).toBeVisible();

      await page.goto('/dashboard/transaction');
      await expect(page.getByRole('article').getByText('Completed')).toBeVisible();
    });
  });
}
