import { expect, test, type Locator, type Page } from './support/test';
import { createVerifiedAccount } from './support/accounts';
import { chapterOne, examsOf, finishAttempt, startAttempt } from './support/exams';
import {
  actAs,
  classIdOf,
  createLearner,
  enrolledLearner,
  joinWithApi,
  materialsOf,
} from './support/learners';
import { readCode } from './support/outbox';
import { fillPin, freshLearner, sampleAddress } from './support/profiles';

// The defects of issue 11 that a newcomer met on a 360 px phone in Indonesian, walked the same way
// once fixed (phone-journeys.spec.ts holds the journeys walked in English).
test.use({ viewport: { width: 360, height: 740 }, locale: 'id-ID' });

/** A toast on the screen (Mantine's notification), by its text. */
const toastWith = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

/**
 * Records the text of every toast shown in the tab from now on, even one gone before a check runs
 * (a toast closes by itself after 3 s). Answers a reader of what was seen.
 */
async function watchToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    // An element counts once, however often the toasts' container moves it.
    const counted = new WeakSet<Element>();
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
        if (counted.has(toast)) continue;
        counted.add(toast);
        seen.push(toast.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

/** The text of an element outside its isolated runs, `|` where each run sits. */
const textOutsideIslands = (element: Locator) =>
  element.evaluate((node) =>
    [...node.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent)
      .join('|'),
  );

/** Whether two elements' boxes on the screen share any point. */
async function overlap(a: Locator, b: Locator) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('an element has no box');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test('a shared link to a material of a class not joined leads to that class, ready to join', async ({
  page,
  request,
}) => {
  // Someone in the class shares the address of a material...
  const classId = await classIdOf(request, 'nahwu-ajurrumiyyah');
  const sharer = await createLearner(request);
  await joinWithApi(request, sharer, classId);
  const [material] = await materialsOf(request, sharer, classId);
  // ...and a newcomer who has not joined opens it.
  await actAs(page, await createLearner(request));
  await page.goto(`/dashboard/kitab/${material!.kitabId}/p/${material!.pertemuanId}/c/${material!.courseId}`);

  const locked = page.getByRole('alert').filter({ hasText: 'Materi ini belum terbuka untuk Anda' });
  await expect(locked).toBeVisible();
  await locked.getByRole('link', { name: 'Lihat kelasnya' }).click();
  await expect(page).toHaveURL(`/dashboard/class/${classId}`);
  await expect(page.getByRole('button', { name: 'Daftar kelas' })).toBeEnabled();
});

test('a free class explains its kitab’s own price, and the kitab’s payment never speaks of the class', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request);
  const classId = await classIdOf(request, 'nahwu-ajurrumiyyah');
  await actAs(page, learner);
  await page.goto(`/dashboard/class/${classId}`);
  await expect(page.getByText('Kitab saja: Rp 50.000')).toBeVisible();
  await expect(
    page.getByText(
      'Kelas ini gratis dan sudah termasuk kitab ini. Beli kitab saja jika ingin membacanya tanpa mengikuti kelas.',
    ),
  ).toBeVisible();

  await page.getByRole('link', { name: /^Beli kitab / }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/class/${classId}/payment-method/[0-9a-f-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Kitab', { exact: true })).toBeVisible();
  // What a kitab payment is about: the kitab; no seat held, no class opened.
  await expect(main).not.toContainText(/kursi|membuka kelas|buka kelas/i);
  await main.getByRole('button', { name: 'Bayar dengan QRIS' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Kode QR dapat dibayar selama 15 menit.');
  await expect(dialog).not.toContainText(/kursi|kelas/i);
  await expect(dialog.getByRole('button', { name: 'Tampilkan kode QR' })).toBeVisible();
});

test('a password reset says it is done once: in its dialog, with no toast besides', async ({ page }) => {
  const account = await createVerifiedAccount(page.request);
  await page.goto('/forgot-password');
  const toastsSeen = await watchToasts(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  const code = await readCode(page.request, account.email, { purpose: 'reset-password' });
  await page.getByLabel('Kode verifikasi').fill(code);
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill('alhamdulillah9');
  await page.getByLabel('Konfirmasi kata sandi baru').fill('alhamdulillah9');
  await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();

  const done = 'Kata sandi Anda sudah diubah. Silakan masuk dengan kata sandi baru.';
  await expect(page.getByRole('dialog')).toContainText(done);
  // Once on the screen: the dialog's text is the only one (a toast too would say it twice).
  await expect(page.getByText(done)).toHaveCount(1);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await toastsSeen()).toEqual([]);
});

test('the PIN requirement screen: status, switch and button agree, and its toast leaves the button free', async ({
  page,
}) => {
  await freshLearner(page, { pin: '626262', address: sampleAddress, active: true });
  await page.goto('/dashboard/user/setting/pin');
  const toastsSeen = await watchToasts(page);
  const form = page.getByRole('form', { name: 'PIN saat berganti profil' });
  const requirement = form.getByRole('switch', { name: 'Minta PIN saat beralih ke profil ini' });
  const unchanged = form.getByRole('button', { name: 'Ubah sakelar untuk mengganti' });

  // The PIN is asked: the status says so, the switch is on, and there is nothing to save yet.
  await expect(form.getByText('PIN diminta', { exact: true })).toBeVisible();
  await expect(requirement).toBeChecked();
  await expect(unchanged).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Nonaktifkan PIN' })).toHaveCount(0);

  await requirement.click({ force: true });
  await expect(requirement).not.toBeChecked();
  const turnOff = form.getByRole('button', { name: 'Nonaktifkan PIN' });
  await expect(turnOff).toBeEnabled();
  // The status stays what is saved until the change is confirmed with the PIN.
  await expect(form.getByText('PIN diminta', { exact: true })).toBeVisible();

  await fillPin(form.getByRole('group', { name: 'PIN saat ini' }), '626262');
  await turnOff.click();
  const toast = toastWith(page, 'PIN tidak lagi diminta saat beralih ke profil ini');
  await expect(toast).toBeVisible();
  await expect(form.getByText('PIN tidak diminta', { exact: true })).toBeVisible();
  await expect(requirement).not.toBeChecked();
  await expect(unchanged).toBeDisabled();
  expect(await toastsSeen()).toEqual(['PIN tidak lagi diminta saat beralih ke profil ini']);

  // On a phone the toast comes at the top, never over the screen's button.
  expect((await toast.boundingBox())!.y).toBeLessThan(740 / 3);
  expect(await overlap(toast, unchanged)).toBe(false);
  await requirement.click({ force: true });
  await expect(form.getByRole('button', { name: 'Aktifkan PIN' })).toBeEnabled();
});

test('"Nama profil" answers with its own message, in settings and when adding a profile', async ({
  page,
}) => {
  const { account } = await freshLearner(page, { pin: '636363', address: sampleAddress, active: true });
  await page.goto('/dashboard/user/setting/profile');
  const form = page.getByRole('form', { name: 'Detail profil' });
  await form.getByLabel('Nama profil').fill('');
  await form.getByRole('button', { name: 'Simpan profil' }).click();
  await expect(form.getByLabel('Nama profil')).toHaveAccessibleDescription('Nama profil tidak boleh kosong!');
  await expect(form.getByLabel('Nama profil')).toBeInViewport();

  await page.goto('/profile');
  await expect(page.getByRole('button', { name: `Pilih ${account.fullName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah profil' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Tambah profil' }).click();
  await expect(dialog.getByLabel('Nama profil')).toHaveAccessibleDescription(
    'Nama profil tidak boleh kosong!',
  );
});

test('Arabic inside Indonesian lesson text is isolated, so its punctuation stays on its side', async ({
  page,
  request,
}) => {
  const { learner, classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
  const material = (await materialsOf(request, learner, classId)).find(
    (entry) => entry.title.id === 'Penjelasan: empat tanda isim',
  );
  await page.goto(`/dashboard/kitab/${material!.kitabId}/p/${material!.pertemuanId}/c/${material!.courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Penjelasan: empat tanda isim' })).toBeVisible();
  const text = page.getByText(/^Isim dikenali dengan empat tanda/);
  await expect(text).toBeVisible();

  // Each Arabic run is its own right-to-left island; the Latin numbering and semicolons stay outside.
  const islands = text.locator('bdi[dir="rtl"]');
  await expect(islands).toHaveText(['بِسْمِ', 'كِتَابٌ', 'الكِتَابُ', 'فِي المَسْجِدِ']);
  for (const island of await islands.all()) {
    await expect(island).toHaveAttribute('lang', 'ar');
  }
  expect(await textOutsideIslands(text)).toBe(
    'Isim dikenali dengan empat tanda: (1) khafadh/jar, seperti |; (2) tanwin, seperti |; (3) alif lam, seperti |; (4) didahului huruf jar, seperti |.',
  );
});

test('Arabic inside an Indonesian exam question is isolated the same way', async ({ page, request }) => {
  const { learner, classId } = await enrolledLearner(page, request, 'nahwu-ajurrumiyyah');
  const exam = (await examsOf(request, learner, classId))(chapterOne);
  await finishAttempt(request, learner, (await startAttempt(request, learner, exam.id)).id);

  await page.goto(`/dashboard/kitab/${exam.kitabId}/q/${exam.id}/report`);
  const prompt = page.getByText(/^Manakah tiga bagian kalam/);
  await expect(prompt.locator('bdi[dir="rtl"][lang="ar"]')).toHaveText(['أَقْسَامُ الكَلَامِ']);
  // The brackets and the question mark are Latin text around the island, where they were written.
  expect(await textOutsideIslands(prompt)).toBe('Manakah tiga bagian kalam (|)?');
});

test('the header names the active profile whole, on two lines when it must', async ({ page }) => {
  const { account } = await freshLearner(page, { pin: '646464', address: sampleAddress, active: true });
  await page.goto('/dashboard');
  const chip = page.getByRole('link', { name: `Profil aktif: ${account.fullName} — ganti profil` });
  const name = chip.getByText(account.fullName, { exact: true });
  await expect(name).toBeVisible();
  // Nothing of the name is cut off ("Fatimah Az…" cannot tell two sisters apart).
  const cut = await name.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
  );
  expect(cut).toBe(false);
});

test('a tap on "Masuk" while the page is still arriving never puts the password in the address', async ({
  page,
}) => {
  // A slow connection: the app's script takes a while to come.
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Nomor telepon').fill('081234567890');
  await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill('bukan-kata-sandinya');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  // The browser did not send the form itself (it would put both fields in the address).
  await expect(page.getByRole('alert')).toHaveText('Nomor telepon atau kata sandi salah');
  expect(page.url()).not.toContain('password');
  await expect(page.getByLabel('Nomor telepon')).toHaveValue('081234567890');
});
