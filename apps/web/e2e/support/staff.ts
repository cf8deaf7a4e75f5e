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

/**
 * Follows a console page's "Add <what>" link and waits for the new record's form. The link's page
 * loads in a transition that keeps the old page (with the same field labels) on screen until the new
 * one is ready: typing before its heading shows would fill the old form.
 */
export async function openNew(page: Page, what: string) {
  await page.getByRole('link', { name: `Add ${what}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `New ${what}` })).toBeVisible();
}

/** Presses Create on a console form and waits for the saved record's edit page. */
export async function create(page: Page, editHeading: string) {
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: editHeading })).toBeVisible();
}

/** Adds one question from the exam's page and comes back to it. */
export async function addQuestion(page: Page, fill: () => Promise<void>) {
  await openNew(page, 'question');
  await fill();
  await create(page, 'Edit question');
  await page.getByRole('link', { name: /Back to the exam/ }).click();
}
