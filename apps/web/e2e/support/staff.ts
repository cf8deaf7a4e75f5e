import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader } from './profiles';

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

const text = (en: string, id = en) => ({ en, id });

/** A new class (a draft) with a published kitab, through the staff calls. */
export async function draftClass(request: APIRequestContext, token: string, slug: string) {
  const headers = authHeader(token);
  const teachers = await request.get('/api/v1/staff/teachers?size=1', { headers });
  const teacherId = ((await teachers.json()) as { data: { id: string }[] }).data[0]!.id;
  const day = 86_400_000;
  const at = (days: number) => new Date(Date.now() + days * day).toISOString();
  const created = await request.post('/api/v1/staff/classes', {
    headers,
    data: {
      slug,
      title: text('Fiqh of Fasting', 'Fikih Puasa'),
      description: text('The chapter of fasting.', 'Bab puasa.'),
      coverImageUrl: null,
      departmentSlug: 'keluarga',
      categoryId: null,
      subCategoryId: null,
      teacherId,
      price: 0,
      gender: 'all',
      registrationStartAt: at(-1),
      registrationEndAt: at(5),
      startAt: at(7),
      endAt: at(60),
      capacity: 20,
      telegramUrl: null,
      lessonSchedule: text('Sundays', 'Ahad'),
      prepare: text(''),
      rules: text(''),
      visibility: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { data: { id: string } }).data.id;
  const book = await request.post('/api/v1/staff/kitab', {
    headers,
    data: {
      classId,
      title: text('Safinah'),
      titleArabic: 'سفينة النجاة',
      author: 'Salim bin Sumair',
      description: text(''),
      price: null,
    },
  });
  expect(book.status()).toBe(201);
  return classId;
}

/**
 * A draft exam of the kitab with no question and no draw, open from tomorrow for a month, through
 * the staff calls; answers its id.
 */
export async function draftExam(
  request: APIRequestContext,
  token: string,
  kitabId: string,
  title: { en: string; id: string },
) {
  const day = 86_400_000;
  const created = await request.post('/api/v1/staff/exams', {
    headers: authHeader(token),
    data: {
      kitabId,
      title,
      description: text(''),
      durationMinutes: 10,
      opensAt: new Date(Date.now() + day).toISOString(),
      closesAt: new Date(Date.now() + 30 * day).toISOString(),
      price: 0,
      passMark: 60,
      attemptsAllowed: 1,
      showAnswers: true,
      pinRequired: false,
      draws: [],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}
