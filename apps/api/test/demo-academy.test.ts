import type { ClassDetail, ClassSummary } from '@academy/contract/catalogue';
import { classStates } from '@academy/contract/class-state';
import type { CourseMaterial, KitabDetail, ProfileCourse, UpcomingItem } from '@academy/contract/kitab';
import type { Transaction } from '@academy/contract/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoClassPassword } from '../src/demo/demo-academy';
import { demoLearner } from '../src/demo/demo-accounts';
import { seedDemo, type DemoSeed } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp({ SEED_DEMO: 'true' });
let seeded: DemoSeed;
let token: string;

beforeAll(async () => {
  seeded = (await seedDemo(app))!;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
  });
  token = (login.json() as { data: { token: string } }).data.token;
  // The demo profiles have PINs: the picker's PIN check unlocks them for this session.
  await unlockProfile(app, token, seeded.learner.mainProfileId, demoLearner.mainProfilePin);
  await unlockProfile(app, token, seeded.learner.secondProfileId, demoLearner.secondProfile.pin);
});

const get = async <T>(url: string) => {
  const response = await app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: T; meta?: unknown };
};

describe('the demo academy', () => {
  it('has at least eight classes covering every class state, as the server derives them', async () => {
    const { data } = await get<ClassSummary[]>('/api/v1/classes?size=100');
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.map((c) => c.state))).toEqual(new Set(classStates));
    const derived = Object.fromEntries(data.map((c) => [c.slug, c.state]));
    for (const { slug, state } of seeded.academy) expect(derived[slug]).toBe(state);
  });

  it('has free and paid, male-only, female-only and password-protected classes', async () => {
    const { data } = await get<ClassSummary[]>('/api/v1/classes?size=100');
    expect(data.some((c) => c.isFree)).toBe(true);
    expect(data.some((c) => c.price > 0)).toBe(true);
    expect(data.some((c) => c.gender === 'male')).toBe(true);
    expect(data.some((c) => c.gender === 'female')).toBe(true);
    expect(data.filter((c) => c.hasPassword).map((c) => c.slug)).toEqual(['halaqah-alumni']);
  });

  it('has the three departments, each with classes', async () => {
    for (const slug of ['bahasa-arab', 'quran', 'keluarga']) {
      const { data } = await get<{ classes: unknown[] }>(`/api/v1/departments/${slug}`);
      expect(data.classes.length).toBeGreaterThan(0);
    }
  });

  it('lets the demo learner join the protected class with the documented password', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/classes/halaqah-alumni/join',
      headers: bearer(token),
      payload: { profileId: seeded.learner.mainProfileId, password: demoClassPassword },
    });
    expect(response.statusCode).toBe(201);
  });

  it('shows the main profile’s classes with partial progress and a last access', async () => {
    const { data } = await get<ProfileCourse[]>(
      `/api/v1/profile/${seeded.learner.mainProfileId}/course?sortBy=lastAccessAt&sortType=desc`,
    );
    const arbain = data.find((c) => c.class.slug === 'arbain-nawawi')!;
    expect(data[0]!.class.slug).toBe('arbain-nawawi');
    expect(arbain.progress.completed).toBeGreaterThan(0);
    expect(arbain.progress.completed).toBeLessThan(arbain.progress.total);
    expect(arbain.lastAccess).not.toBeNull();
    expect(data.find((c) => c.class.slug === 'tajwid-tuhfatul-athfal')!.enrolment.status).toBe(
      'waiting_payment',
    );
  });

  it('holds the main profile’s waiting seat with a real pending payment the sandbox can pay (issue 20 item 5)', async () => {
    const { data } = await get<{ item: { id: string }; pendingTransactionId: string | null }>(
      `/api/v1/payments/quote?profileId=${seeded.learner.mainProfileId}&itemType=class&itemId=${
        (await get<ClassDetail>('/api/v1/classes/tajwid-tuhfatul-athfal')).data.id
      }`,
    );
    expect(data.pendingTransactionId).toEqual(expect.any(String));
    const { data: transaction } = await get<Transaction>(
      `/api/v1/transactions/${data.pendingTransactionId}?profileId=${seeded.learner.mainProfileId}`,
    );
    expect(transaction).toMatchObject({ status: 'pending', price: 150_000 });
    expect(Date.parse(transaction.expiresAt)).toBeGreaterThan(Date.now() + 24 * 60 * 60_000);
    const order = await app.inject({ url: `/api/v1/dev/sandbox-payments/${transaction.orderId}` });
    expect(order.json()).toMatchObject({ data: { status: 'pending', totalPrice: transaction.totalPrice } });
  });

  it('has meetings still to come in the class in progress', async () => {
    const { data } = await get<UpcomingItem[]>(
      `/api/v1/profile/${seeded.learner.mainProfileId}/course/upcoming`,
    );
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((item) => item.class.slug === 'arbain-nawawi')).toBe(true);
    const times = data.map((item) => item.scheduledAt);
    expect(times).toEqual([...times].sort());
    expect(Date.parse(times[0]!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('serves Arabic text right to left, and courses of every kind', async () => {
    const detail = await get<ClassDetail>(
      `/api/v1/classes/arbain-nawawi?profileId=${seeded.learner.mainProfileId}`,
    );
    expect(detail.data.telegramUrl).toMatch(/^https:\/\/t\.me\//);
    const kitab = await get<KitabDetail>(
      `/api/v1/kitab/${detail.data.kitab[0]!.id}?profileId=${seeded.learner.mainProfileId}`,
    );
    const items = kitab.data.pertemuan.flatMap((p) => p.courses);
    expect(new Set(items.map((c) => c.kind))).toEqual(new Set(['text', 'video', 'audio', 'pdf']));
    const material = await get<CourseMaterial>(
      `/api/v1/courses/${items[0]!.id}?profileId=${seeded.learner.mainProfileId}`,
    );
    expect(material.data).toMatchObject({ kind: 'text', direction: 'rtl', completed: true });
    expect(material.data.body).toContain('إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ');
  });

  it('has short links and FAQ entries in both languages', async () => {
    const link = await get<{ target: string; external: boolean }>('/api/v1/links/daftar');
    expect(link.data).toEqual({ slug: 'daftar', target: '/kelas/nahwu-ajurrumiyyah', external: false });
    const faq = await get<{ question: { en: string; id: string } }[]>('/api/v1/faq');
    expect(faq.data.length).toBeGreaterThanOrEqual(3);
    expect(faq.data.every((entry) => entry.question.en && entry.question.id)).toBe(true);
  });
});
