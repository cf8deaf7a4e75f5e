import type { ServerPageMeta } from '@academy/contract/page-meta';
import type { StoreItem } from '@academy/contract/store';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqEntries, shortLinks } from '../src/db/schema/index';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp();
let paidClassId: string;
let paidKitabId: string;
let basics: Awaited<ReturnType<typeof seedCatalogueBasics>>;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  const paid = await createClass(app, basics, { price: 200_000, title: 'Paid' });
  paidClassId = paid.id;
  const free = await createClass(app, basics, { title: 'Free' });
  paidKitabId = (await addKitab(app, free.id, { price: 40_000 })).kitabId;
  const ended = await createClass(app, basics, { state: 'ended', price: 90_000 });
  await addKitab(app, ended.id, { price: 10_000 });
  await app.database.db.insert(shortLinks).values([
    { slug: 'daftar', target: '/kelas/test-class' },
    { slug: 'telegram', target: 'https://t.me/akademi_ilmu' },
  ]);
  await app.database.db.insert(faqEntries).values([
    { position: 2, question: { en: 'Second?', id: 'Kedua?' }, answer: { en: 'B', id: 'B' } },
    { position: 1, question: { en: 'First?', id: 'Pertama?' }, answer: { en: 'A', id: 'A' } },
  ]);
});

describe('GET /links/{slug}', () => {
  it('resolves internal and external targets and counts each click', async () => {
    const internal = await app.inject({ url: '/api/v1/links/daftar' });
    expect(internal.json()).toMatchObject({
      data: { slug: 'daftar', target: '/kelas/test-class', external: false },
    });
    const external = await app.inject({ url: '/api/v1/links/telegram' });
    expect(external.json()).toMatchObject({ data: { external: true } });
    await app.inject({ url: '/api/v1/links/daftar' });
    const [row] = await app.database.db.select().from(shortLinks).where(eq(shortLinks.slug, 'daftar'));
    expect(row!.clickCount).toBe(2);
  });

  it('answers 404 for an unknown slug in the request language', async () => {
    const response = await app.inject({ url: '/api/v1/links/nowhere', headers: { 'accept-language': 'id' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ err: true, message: 'Tidak ditemukan' });
  });
});

describe('GET /faq', () => {
  it('lists entries in order, in both languages', async () => {
    const response = await app.inject({ url: '/api/v1/faq' });
    expect(
      (response.json() as { data: { question: { en: string } }[] }).data.map((e) => e.question.en),
    ).toEqual(['First?', 'Second?']);
  });
});

describe('GET /store', () => {
  type Page = { data: StoreItem[]; meta: ServerPageMeta };
  const store = async (query = '') => (await app.inject({ url: `/api/v1/store${query}` })).json() as Page;

  it('lists paid classes and kitab of classes that have not ended', async () => {
    const page = await store();
    expect(page.meta).toEqual({ number: 1, size: 10, totalElements: 2, totalPages: 1 });
    expect(page.data.map((item) => [item.kind, item.id, item.price]).sort()).toEqual(
      [
        ['class', paidClassId, 200_000],
        ['kitab', paidKitabId, 40_000],
      ].sort(),
    );
    const kitab = page.data.find((item) => item.kind === 'kitab')!;
    expect(kitab).toMatchObject({ titleArabic: 'متن الآجرومية', class: { state: 'registration_open' } });
  });

  it('filters by kind and pages', async () => {
    expect((await store('?kind=kitab')).data.map((item) => item.id)).toEqual([paidKitabId]);
    expect((await store('?kind=class')).data.map((item) => item.id)).toEqual([paidClassId]);
    const first = await store('?size=1&page=1');
    const second = await store('?size=1&page=2');
    expect(first.meta).toEqual({ number: 1, size: 1, totalElements: 2, totalPages: 2 });
    expect(new Set([first.data[0]!.id, second.data[0]!.id])).toEqual(new Set([paidClassId, paidKitabId]));
  });

  it("leaves out a class closed to the looking profile's gender (issue 38 item 19)", async () => {
    const brothers = await createClass(app, basics, { price: 75_000, title: 'Brothers', gender: 'male' });
    const classIds = async (query: string) =>
      (await store(`?kind=class${query}`)).data.map((item) => item.id).sort();
    expect(await classIds('&gender=female')).toEqual([paidClassId]);
    expect(await classIds('&gender=male')).toEqual([paidClassId, brothers.id].sort());
    expect(await classIds('')).toEqual([paidClassId, brothers.id].sort());
    expect((await store('?gender=female')).meta.totalElements).toBe(2);
  });
});
