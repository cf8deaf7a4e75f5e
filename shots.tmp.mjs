import { chromium } from '@playwright/test';
const base = 'http://localhost:3241';
const token = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phoneNumber: '081200000001', password: 'admin12345' }) })).json();
const list = await (await fetch(`${base}/api/v1/staff/certificates?status=revoked`, { headers: { authorization: `Bearer ${login.data.token}` } })).json();
const revoked = list.data[0];
const valid = (await (await fetch(`${base}/api/v1/staff/certificates?status=valid`, { headers: { authorization: `Bearer ${login.data.token}` } })).json()).data[0];
for (const [lang, locale] of [['en', 'en-US'], ['id', 'id-ID']]) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
    await context.addInitScript(([user, lang]) => {
      localStorage.setItem('academy.user', user);
      localStorage.setItem('academy.language', JSON.stringify(lang));
    }, [JSON.stringify(login.data), lang]);
    const page = await context.newPage();
    for (const [name, path] of [
      ['list', '/staff/certificates'],
      ['detail-revoked', `/staff/certificates/${revoked.id}`],
      ['detail-valid', `/staff/certificates/${valid.id}`],
      ['issue', '/staff/certificates/new'],
      ['verify-revoked', `/sertifikat/${revoked.code}`],
    ]) {
      await page.goto(base + path);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/cert-shots/${lang}-${width}-${name}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
