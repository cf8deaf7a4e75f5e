import { expect, test } from './support/test';
import { enrolledLearner } from './support/learners';
import { expectNoSeriousViolations } from './support/axe';

for (const viewport of [
  { name: 'mobile', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('explore, class detail and material detail have no serious accessibility violation', async ({
      page,
      request,
    }) => {
      const { classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');

      await page.goto('/dashboard/class?department=bahasa-arab');
      await expect(page.getByRole('list', { name: 'Classes found' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(`/dashboard/class/${classId}`);
      await expect(page.getByRole('link', { name: 'Start reading Matn al-Ajurrumiyyah' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('link', { name: 'Start reading Matn al-Ajurrumiyyah' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Text: al-Kalam' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
