import { expect, type Page } from '@playwright/test';

/** The seeded demo teacher (api-contract "Staff calls"); the demo admin is in `./grading`. */
export const demoTeacher = { phoneNumber: '081200000002', password: 'guru12345' } as const;

/** Fills a field until the text stays (on a busy machine the page may still be starting up). */
export async function fillSteady(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1000 });
  }).toPass();
}

/** Fills both languages of a console field labelled `<label> (Indonesian)` and `<label> (English)`. */
export async function fillBoth(page: Page, label: string, indonesian: string, english = indonesian) {
  await fillSteady(page, `${label} (Indonesian)`, indonesian);
  await fillSteady(page, `${label} (English)`, english);
}

/** Presses Create on a console form and waits for the saved record's edit page. */
export async function create(page: Page, editHeading: string) {
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: editHeading })).toBeVisible();
}

/** Adds one question from the exam's page and comes back to it. */
export async function addQuestion(page: Page, fill: () => Promise<void>) {
  await page.getByRole('link', { name: 'Add question' }).click();
  await fill();
  await create(page, 'Edit question');
  await page.getByRole('link', { name: /Back to the exam/ }).click();
}
