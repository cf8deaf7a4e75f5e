import { expect, test, type Page } from './support/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { demoLearner, signInWithApi, storage } from './support/accounts';
import { actAs, classIdOf, createLearner, joinWithApi } from './support/learners';
import { demoExam, kitabOf, orderIdOn, payOnSandbox, startPayment } from './support/payments';

/** The QR code on the QRIS screen, decoded as a phone's camera would read it. */
async function readQrCode(page: Page): Promise<string | undefined> {
  const src = await page.getByRole('img', { name: /QRIS code/ }).getAttribute('src');
  const png = PNG.sync.read(Buffer.from(src!.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test('buys the demo paid class from its landing page through QRIS, paid on the sandbox payer', async ({
  page,
  context,
  request,
}) => {
  const learner = await createLearner(request);
  await actAs(page, learner);
  await page.goto('/kelas/tajwid-tuhfatul-athfal');
  await page.getByRole('button', { name: 'Join and pay' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tajwid with Tuhfat al-Atfal' })).toBeVisible();
  await expect(page.getByText('IDR 150,000')).toBeVisible();
  await expect(page.getByText('QRIS fee (0.7%)')).toBeVisible();
  await expect(page.getByText('IDR 151,050')).toBeVisible();
  await expect(page.getByRole('radio', { name: /QRIS/ })).toBeChecked();

  await page.getByRole('button', { name: 'Pay with QRIS' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your seat is held for 15 minutes while you pay');
  await dialog.getByRole('button', { name: 'Hold my seat and pay' }).click();

  await expect(page).toHaveURL(/\/dashboard\/transaction\/[0-9a-f-]+\/qris$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with QRIS' })).toBeVisible();
  await expect(page.getByText('IDR 151,050')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  const qr = page.getByRole('img', { name: /QRIS code/ });
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(300);
  const orderId = await orderIdOn(page);
  const payload = await readQrCode(page);
  expect(payload).toContain('5406151050');
  expect(payload).toContain(orderId);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download QR code' }).click();
  expect((await download).suggestedFilename()).toBe(`qris-${orderId}.png`);

  // The class page meanwhile says the seat waits for payment.
  const classId = await classIdOf(request, 'tajwid-tuhfatul-athfal');

  const payer = await context.newPage();
  await payer.goto(`/dev/sandbox-pay/${orderId}`);
  await expect(payer.getByRole('heading', { name: 'Sandbox payer' })).toBeVisible();
  await expect(payer.getByText('IDR 151,050')).toBeVisible();
  await payer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(payer.getByText('Done: the order is now Completed.')).toBeVisible();

  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 15_000 });
  // Paid, the heading no longer asks to pay (issue 38 item 19).
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the class' }).click();
  await expect(page).toHaveURL(`/dashboard/class/${classId}`);
  await expect(page.getByText('You have joined this class.')).toBeVisible();
});

test('a waiting learner sees "waiting for payment" on the dashboard and lets the seat go', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request);
  const classId = await classIdOf(request, 'tajwid-tuhfatul-athfal');
  await actAs(page, learner);
  await page.goto(`/dashboard/class/${classId}/payment-method`);
  await page.getByRole('button', { name: 'Pay with QRIS' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hold my seat and pay' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  await page.goto('/dashboard/user/class');
  await expect(page.getByText('Waiting for payment')).toBeVisible();
  await page.getByRole('link', { name: 'Complete payment' }).click();
  await expect(page.getByText('A payment for this item is already waiting.')).toBeVisible();
  await page.getByRole('button', { name: 'Let the seat go' }).click();
  const dialog = page.getByRole('dialog', { name: 'Let this seat go?' });
  await expect(dialog).toContainText('the seat becomes free for someone else');
  await dialog.getByRole('button', { name: 'Let the seat go' }).click();
  await expect(page.getByText('The payment was cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with QRIS' })).toBeVisible();

  await page.goto('/dashboard/user/class');
  await expect(page.getByText('Waiting for payment')).toHaveCount(0);
});

test('buys a kitab on its own and opens it without the class', async ({ page, request }) => {
  const learner = await createLearner(request);
  const { classId, kitab } = await kitabOf(request, 'tajwid-tuhfatul-athfal');
  await actAs(page, learner);
  await page.goto(`/dashboard/class/${classId}`);
  await page.getByRole('link', { name: `Buy this kitab: ${kitab.title.en}` }).click();
  await expect(page).toHaveURL(`/dashboard/class/${classId}/payment-method/${kitab.id}`);
  await expect(page.getByText('IDR 75,525')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with QRIS' }).click();
  await expect(page.getByRole('dialog')).toContainText('The QR code can be paid for 15 minutes.');
  await page.getByRole('dialog').getByRole('button', { name: 'Show the QR code' }).click();

  await payOnSandbox(request, await orderIdOn(page));
  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Open the kitab' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/kitab/${kitab.id}/p/`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Join this class to open its materials')).toHaveCount(0);

  // The class page now opens that kitab to the profile, without the class.
  await page.goto(`/dashboard/class/${classId}`);
  await expect(
    page.getByRole('link', { name: new RegExp(`(Start|Continue) reading ${kitab.title.en}`) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Buy this kitab: ${kitab.title.en}` })).toHaveCount(0);

  // Nor does the store offer it again.
  await page.goto('/store');
  const card = page.getByRole('article', { name: kitab.title.en, exact: true });
  await expect(card).toContainText('Already yours');
  await expect(card.getByRole('link', { name: `Buy ${kitab.title.en}` })).toHaveCount(0);
});

test('buys a priced exam on its payment route', async ({ page, request }) => {
  const learner = await createLearner(request);
  const exam = await demoExam(request);
  await joinWithApi(request, learner, exam.class.id);
  await actAs(page, learner);
  // Where the exam's pay-first screen and the store lead.
  await page.goto(`/dashboard/class/${exam.class.id}/payment-method/${exam.kitabId}/${exam.id}`);
  await expect(page.getByRole('heading', { name: exam.title.en })).toBeVisible();
  await expect(page.getByText('IDR 25,175')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with QRIS' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Show the QR code' }).click();
  await payOnSandbox(request, await orderIdOn(page));
  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Open the exam' })).toHaveAttribute(
    'href',
    `/dashboard/kitab/${exam.kitabId}/q/${exam.id}`,
  );
});

test('cancels a pending transaction from the list after confirming', async ({ page, request }) => {
  const learner = await createLearner(request);
  const { orderId } = await startPayment(request, learner, {
    type: 'class',
    id: await classIdOf(request, 'tajwid-tuhfatul-athfal'),
  });
  await actAs(page, learner);
  await page.goto('/dashboard/transaction');
  await expect(page.getByRole('article').getByText('Waiting')).toBeVisible();
  await page.getByRole('button', { name: `Cancel payment ${orderId}` }).click();
  // A question with a way back and a red confirm, in words about a class seat; no X.
  const dialog = page.getByRole('dialog', { name: 'Cancel this payment?' });
  await expect(dialog).toContainText('the seat held for you in this class is released');
  await expect(dialog.getByRole('button')).toHaveText(['Back', 'Cancel payment']);
  // "Back" cancels nothing.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('article').getByText('Waiting')).toBeVisible();
  await page.getByRole('button', { name: `Cancel payment ${orderId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('article').getByText('Canceled')).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel payment ${orderId}` })).toHaveCount(0);
});

test('the transactions list shows every status label and filters by status', async ({ page }) => {
  const user = await signInWithApi(page, demoLearner);
  const me = await page.request.get('/api/v1/user/me', {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const { data } = (await me.json()) as { data: { profiles: { id: string; isMain: boolean }[] } };
  const second = data.profiles.find((profile) => !profile.isMain)!;
  const headers = { Authorization: `Bearer ${user.token}` };
  // The profile has a PIN: unlock it for this session, as the profile picker does.
  await page.request.post(`/api/v1/profile/${second.id}/pin/check`, { headers, data: { pin: '654321' } });
  // A pending payment of its own, so "Waiting" is there too.
  const { kitab } = await kitabOf(page.request, 'nahwu-ajurrumiyyah');
  const pending = await page.request.post('/api/v1/payments', {
    headers,
    data: { profileId: second.id, item: { type: 'kitab', id: kitab.id }, method: 'qris' },
  });
  expect(pending.status()).toBe(201);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storage.profile,
    JSON.stringify({ id: second.id, userId: user.id }),
  ] as const);
  await page.goto('/dashboard/transaction');
  const labels = [
    'Waiting',
    'Success',
    'Completed',
    'Rejected',
    'Canceled',
    'Expired',
    'Failed',
    'Refund',
    'Chargeback',
    'Partial Refund',
    'Partial Chargeback',
    'Authorized',
  ];
  const list = page.getByRole('region', { name: 'Transactions' });
  const badges = list.getByRole('article').locator('.mantine-Badge-label');
  await expect(list.getByRole('article')).toHaveCount(10);
  // One alignment on every card: the amount and the badge end at the same place, at 360 and 1280 px.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const rightEdges = await list.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => {
        const amount = [...card.querySelectorAll('p')].find((p) =>
          /^(Rp|IDR)/.test(p.textContent?.trim() ?? ''),
        );
        const badge = card.querySelector('.mantine-Badge-root');
        return [amount, badge].map((element) => Math.round(element!.getBoundingClientRect().right)).join(',');
      }),
    );
    expect(new Set(rightEdges).size, `right edges at ${width} px: ${rightEdges.join(' | ')}`).toBe(1);
  }
  const seen = await badges.allTextContents();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(list.getByRole('article')).toHaveCount(2);
  seen.push(...(await badges.allTextContents()));
  expect(seen.sort()).toEqual([...labels].sort());

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Partial Refund' }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByText('Partial Refund')).toBeVisible();
  await expect(page).toHaveURL(/status=partial_refund/);
});
