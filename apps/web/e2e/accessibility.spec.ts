import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from './support/accounts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 740 },
]) {
  test.describe(`${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home has no serious accessibility violation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText(/guided by/).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('sign-in has no serious accessibility violation', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
        /required/,
      );
      await expectNoSeriousViolations(page);
    });

    test('registration has no serious accessibility violation', async ({ page }) => {
      await page.goto('/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(/Full name cannot be empty!/);
      await expectNoSeriousViolations(page);
    });

    test('verification has no serious accessibility violation', async ({ page }) => {
      const account = newAccount();
      const response = await page.request.post('/api/v1/user/register', { data: account });
      const { data } = (await response.json()) as { data: { id: string } };
      await page.goto(`/register?verify=${data.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
