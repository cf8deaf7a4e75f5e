import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { classIdOf, createLearner } from './support/learners';
import { expect, headersOf, test } from './support/signed-in';

// The console's dialogs and pages of issue 38 looked at on a 360 px phone in both languages
// (issue 38, walk of 2026-11-29): the class copy and refund dialogs keep their buttons on the
// screen, a cash payment's amounts stay on one line and it shows no gateway fee or deadline, the
// change log's date filters are wide enough for a date, and a PDF's dialog offers the file in a tab
// of its own (phone browsers show no PDF in a frame).
test.use({ signedInAs: 'admin' });

const lessonPdf = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/demo-media/amtsilah-tabel.pdf',
);

/** Every named button of the dialog lies wholly inside the screen's width once scrolled to. */
async function expectButtonsInside(page: Page, dialog: Locator, names: string[]) {
  const width = page.viewportSize()!.width;
  for (const name of names) {
    const button = dialog.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

const words = {
  en: {
    locale: 'en-US',
    copy: 'Copy for the next term',
    copyButtons: ['Cancel', 'Copy the class'],
    refund: 'Refund',
    refundButton: 'Review the refund',
    refundable: 'Left to refund',
    fee: 'QRIS fee',
    expires: 'Expires',
    from: 'From',
    to: 'To',
    readPdf: 'Read the PDF',
    openPdf: 'Open the PDF in a new tab',
    recordForm: /Record a cash or transfer payment from/,
    reference: 'Reference',
  },
  id: {
    locale: 'id-ID',
    copy: 'Salin untuk semester berikutnya',
    copyButtons: ['Batal', 'Salin kelas'],
    refund: 'Kembalikan dana',
    refundButton: 'Periksa pengembalian dana',
    refundable: 'Sisa yang dapat dikembalikan',
    fee: 'Biaya QRIS',
    expires: 'Kedaluwarsa',
    from: 'Dari',
    to: 'Sampai',
    readPdf: 'Baca PDF',
    openPdf: 'Buka PDF di tab baru',
    recordForm: /Catat pembayaran tunai atau transfer dari/,
    reference: 'Referensi',
  },
} as const;

for (const [language, text] of Object.entries(words)) {
  test.describe(`at 360 px in ${language}`, () => {
    test.use({ locale: text.locale, viewport: { width: 360, height: 740 } });

    test('the class copy dialog keeps its buttons on the screen', async ({ page, request }) => {
      await page.goto(`/staff/classes/${await classIdOf(request, 'nahwu-ajurrumiyyah')}`);
      await page.getByRole('button', { name: text.copy }).click();
      const dialog = page.getByRole('dialog', { name: text.copy });
      await expectButtonsInside(page, dialog, [...text.copyButtons]);
    });

    test('a cash payment reads as staff received it, its amounts on one line, and its refund dialog fits', async ({
      page,
      request,
      session,
    }) => {
      const learner = await createLearner(request);
      const recorded = await request.post('/api/v1/staff/payments', {
        headers: headersOf(session),
        data: {
          profileId: learner.profileId,
          item: { type: 'class', id: await classIdOf(request, 'tajwid-tuhfatul-athfal') },
          method: 'cash',
          amount: 150000,
          reference: 'KW-0042',
          reason: 'Paid at the office',
        },
      });
      expect(recorded.status()).toBe(201);
      const { id } = ((await recorded.json()) as { data: { id: string } }).data;
      await page.goto(`/staff/transactions/${id}`);
      const left = page.locator('dt', { hasText: text.refundable }).locator('xpath=following-sibling::dd');
      await expect(left).toContainText('150');
      // One line: the amount no taller than its label's first line.
      const height = (await left.boundingBox())!.height;
      expect(height).toBeLessThan(30);
      await expect(page.locator('dt', { hasText: text.fee })).toHaveCount(0);
      await expect(page.locator('dt', { hasText: text.expires })).toHaveCount(0);

      await page.getByRole('button', { name: text.refund, exact: true }).click();
      await expectButtonsInside(page, page.getByRole('dialog'), [text.refundButton]);
    });

    test('the cash payment form’s fields are one size', async ({ page, request }) => {
      const learner = await createLearner(request);
      await page.goto(`/staff/learners/${learner.user.id}`);
      const form = page.getByRole('region', { name: text.recordForm });
      await expect(form.getByRole('textbox', { name: text.reference })).toBeVisible();
      const sizes = await form
        .locator('label')
        .evaluateAll((labels) => labels.map((label) => getComputedStyle(label).fontSize));
      expect(sizes.length).toBeGreaterThan(4);
      expect(new Set(sizes).size).toBe(1);
    });

    test('the change log’s date filters are wide enough for a date', async ({ page }) => {
      await page.goto('/staff/audit-log');
      for (const label of [text.from, text.to]) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toBeVisible();
        expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(200);
      }
    });

    test('a PDF’s dialog offers the file in a tab of its own', async ({ page, request, session }) => {
      const meetings = await request.get('/api/v1/staff/pertemuan?size=1', { headers: headersOf(session) });
      const meetingId = ((await meetings.json()) as { data: { id: string }[] }).data[0]!.id;
      await page.goto(`/staff/materials/new?parent=${meetingId}`);
      await page.locator('input[type="file"]').setInputFiles(lessonPdf);
      await page.getByRole('button', { name: text.readPdf }).click();
      const dialog = page.getByRole('dialog', { name: text.readPdf });
      const open = dialog.getByRole('link', { name: text.openPdf });
      await expect(open).toHaveAttribute('target', '_blank');
      await expect(open).toHaveAttribute('href', /.+/);
      await expect(open).toBeInViewport({ ratio: 1 });
      await expectNoSeriousViolations(page);
    });
  });
}
