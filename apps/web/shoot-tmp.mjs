import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3221';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = async (ctx, phoneNumber, password) => {
  const r = await ctx.request.post(base + '/api/v1/auth/login', { data: { phoneNumber, password } });
  return (await r.json()).data;
};
for (const [lang, width] of [['en', 1280], ['id', 390]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'en' ? 'en-US' : 'id-ID' });
  const user = await login(ctx, '081200000001', 'admin12345');
  await ctx.addInitScript(([u]) => localStorage.setItem('academy.user', u), [JSON.stringify(user)]);
  const page = await ctx.newPage();
  await page.goto(base + '/staff');
  await page.waitForTimeout(1500);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  console.log(keys);
  await page.goto(base + '/staff/grading');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/grading-shots/queue-${width}.png`, fullPage: true });
  const q = await ctx.request.get(base + '/api/v1/staff/exam-attempts?needsGrading=true', { headers: { Authorization: 'Bearer ' + user.token } });
  const items = (await q.json()).data;
  for (const item of items) {
    await page.goto(base + '/staff/grading/attempts/' + item.id);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/grading-shots/attempt-${item.profile.name}-${width}.png`, fullPage: true });
  }
  await page.goto(base + '/staff/grading/exams/' + items[0].exam.id);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/grading-shots/exam-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
