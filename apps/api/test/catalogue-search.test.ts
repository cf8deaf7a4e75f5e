import type { Category, ClassSummary } from '@academy/contract/catalogue';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../src/db/schema/index';
import { createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { buildTestApp } from './helpers/test-app';

// Explore as learners use it: spellings, descriptions and teachers found; ended classes last;
// categories narrowed to a department's classes.

const app = await buildTestApp();
const ids = {} as Record<'fiqih' | 'hadis' | 'ended' | 'open' | 'soon', string>;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  ids.fiqih = (
    await createClass(app, basics, {
      title: 'Family law',
      titleId: 'Fiqih keluarga',
      department: 'keluarga',
      withCategory: true,
    })
  ).id;
  ids.hadis = (await createClass(app, basics, { title: 'Forty traditions', titleId: 'Arbain' })).id;
  await app.database.db
    .update(classes)
    .set({ description: { en: 'The forty hadith of an-Nawawi', id: 'Empat puluh hadits an-Nawawi' } })
    .where(eq(classes.id, ids.hadis));
  ids.ended = (
    await createClass(app, basics, { state: 'ended', title: 'Old class', department: 'quran' })
  ).id;
  ids.open = (
    await createClass(app, basics, { state: 'registration_open', title: 'Open class', department: 'quran' })
  ).id;
  ids.soon = (
    await createClass(app, basics, { state: 'not_open_yet', title: 'Coming class', department: 'quran' })
  ).id;
});

async function search(query: string) {
  const response = await app.inject({ url: `/api/v1/classes?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: ClassSummary[] }).data.map((item) => item.id);
}

describe('class search', () => {
  it('finds "Fiqih keluarga" by fikih, fiqh and FIQIH', async () => {
    for (const spelling of ['fikih', 'fiqh', 'FIQIH', 'fiqih kel']) {
      expect(await search(`search=${encodeURIComponent(spelling)}`), spelling).toContain(ids.fiqih);
    }
  });

  it('looks in descriptions, by any spelling of a word, and in the teacher’s name', async () => {
    expect(await search('search=hadis')).toEqual([ids.hadis]);
    expect(await search('search=hadith')).toEqual([ids.hadis]);
    expect(await search('search=ustadz%20test')).toHaveLength(5);
  });

  it('looks in the names of the category and sub category', async () => {
    expect(await search('search=basic%20grammar')).toEqual([ids.fiqih]);
    expect(await search('search=nahwu%20dasar')).toEqual([ids.fiqih]);
  });

  it('keeps short queries to the text as written', async () => {
    expect(await search('search=zz')).toEqual([]);
  });

  it('sorts by relevance: open registration first, then by start, ended last', async () => {
    expect(await search('department=quran&sortBy=relevance')).toEqual([ids.open, ids.soon, ids.ended]);
  });
});

describe('categories of a department', () => {
  const slugs = async (query: string) => {
    const response = await app.inject({ url: `/api/v1/categories${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Category[] }).data.map((category) => [
      category.slug,
      category.subCategories.map((sub) => sub.slug),
    ]);
  };

  it('offers only the categories the department’s classes use', async () => {
    expect(await slugs('?department=keluarga')).toEqual([['nahwu', ['nahwu-dasar']]]);
    expect(await slugs('?department=quran')).toEqual([]);
    expect(await slugs('')).toEqual([['nahwu', ['nahwu-dasar']]]);
    expect((await app.inject({ url: '/api/v1/categories?department=fiqh' })).statusCode).toBe(400);
  });
});
