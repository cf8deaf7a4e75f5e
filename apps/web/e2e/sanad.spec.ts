import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { authHeader } from './support/profiles';
import { expect, test } from './support/signed-in';

// A sanad belongs to a teacher and a kitab (issue 26 item 3, decision 0108): the console edits a
// chain per kitab and warns where a taught kitab has none; a certificate shows only a known chain.
test.use({ signedInAs: 'admin' });

const widths = [390, 1280] as const;

test('the teacher form edits a chain per kitab and warns where a kitab they teach has none', async ({
  page,
}) => {
  await page.goto('/staff/teachers');
  await page
    .getByRole('table', { name: 'Teachers' })
    .getByRole('link', { name: /Ustadz Abdullah Hakim/ })
    .click();
  await expect(page.getByRole('group', { name: /^Sanad per kitab/ })).toBeVisible();

  const forty = page.getByRole('group', {
    name: 'Sanad of Al-Arba‘in an-Nawawiyyah (The Forty Hadith of an-Nawawi)',
  });
  await expect(forty.getByLabel('Teacher 1 in the chain')).toHaveValue('Syaikh Abdul Muhsin al-Abbad');
  await expect(forty.getByLabel('Teacher 2 in the chain')).toHaveValue('Syaikh Abdurrahman al-Ifriqi');
  await expect(forty.getByRole('status')).toHaveCount(0);

  const primer = page.getByRole('group', {
    name: 'Sanad of Matn al-Ajurrumiyyah (Arabic Grammar with al-Ajurrumiyyah)',
  });
  await expect(primer.getByRole('status')).toHaveText(
    'No chain of this kitab is known: certificates of this kitab will show no sanad.',
  );
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  // Entering a link takes the warning away (nothing is saved: the demo stays as it is).
  await primer.getByRole('button', { name: 'Add a teacher to the chain' }).click();
  await primer.getByLabel('Teacher 1 in the chain').fill('Syaikh Nahwu');
  await expect(primer.getByRole('status')).toHaveCount(0);
});

async function verifyPathOf(page: Page, token: string, search: string, title: string) {
  const response = await page.request.get(`/api/v1/staff/certificates?search=${encodeURIComponent(search)}`, {
    headers: authHeader(token),
  });
  const rows = ((await response.json()) as { data: { code: string; item: { title: { en: string } } }[] })
    .data;
  const row = rows.find((each) => each.item.title.en === title);
  if (!row) throw new Error(`no certificate of ${title} for ${search}`);
  return `/sertifikat/${row.code}`;
}

test('a certificate’s public page shows its kitab’s known chain, and no sanad where none is known', async ({
  page,
  session,
}) => {
  const forty = await verifyPathOf(
    page,
    session.user.token,
    'Siti Rahmawati',
    'The Forty Hadith of an-Nawawi',
  );
  const sharaf = await verifyPathOf(page, session.user.token, 'Ahmad Fauzan', 'Arabic Morphology Basics');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(forty);
    const chain = page.getByRole('list', { name: 'Sanad of The Forty Hadith of an-Nawawi' });
    // From the oldest known link down; nothing added above it (no jump to the Prophet ﷺ).
    await expect(chain.getByRole('listitem')).toHaveText([
      /Syaikh Abdurrahman al-Ifriqi/,
      /Syaikh Abdul Muhsin al-Abbad/,
      /Ustadz Abdullah Hakim/,
      /Siti Rahmawati/,
    ]);
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto(sharaf);
    await expect(page.getByText('This certificate is valid')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sanad' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: /^Sanad of/ })).toHaveCount(0);
  }
});
