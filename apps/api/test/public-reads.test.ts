import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp();
let basics: Basics;
let learner: VerifiedUser;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app, { gender: 'male' });
});

const seatsTaken = async (slug: string) =>
  (
    (await app.inject({ url: `/api/v1/classes/${slug}` })).json() as {
      data: { seatsTaken: number };
    }
  ).data.seatsTaken;

describe('public class reads', () => {
  it('are kept, and answered afresh once a seat is taken', async () => {
    const klass = await createClass(app, basics);
    expect(await seatsTaken(klass.slug)).toBe(0);
    const joined = await app.inject({
      method: 'POST',
      url: `/api/v1/classes/${klass.slug}/join`,
      headers: bearer(learner.token),
      payload: { profileId: learner.profiles[0]!.id },
    });
    expect(joined.statusCode).toBe(201);
    expect(await seatsTaken(klass.slug)).toBe(1);
  });

  it('answer each language and query with its own answer, checked against the contract', async () => {
    await createClass(app, basics, { title: 'Grammar', titleId: 'Nahwu' });
    const list = async (language: string, query: string) =>
      (
        await app.inject({ url: `/api/v1/classes?${query}`, headers: { 'accept-language': language } })
      ).json() as {
        data: { title: { en: string } }[];
        meta: { size: number };
      };
    expect((await list('en', 'size=1')).meta.size).toBe(1);
    expect((await list('en', 'size=5')).meta.size).toBe(5);
    expect((await list('en', 'size=5&search=Grammar')).data.map((c) => c.title.en)).toEqual(['Grammar']);
    const bad = await app.inject({ url: '/api/v1/classes?size=0' });
    expect(bad.statusCode).toBe(400);
  });

  it('arrive compressed, with the headers of any API answer', async () => {
    for (let i = 0; i < 4; i += 1) await createClass(app, basics);
    const response = await app.inject({
      url: '/api/v1/classes?size=10',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['x-request-id']).toBeDefined();
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toMatchObject({ err: false, code: 200 });
  });

  it('answer an unknown class with 404, and do not keep it', async () => {
    expect((await app.inject({ url: '/api/v1/classes/not-yet' })).statusCode).toBe(404);
    await createClass(app, basics, { slug: 'not-yet' });
    expect((await app.inject({ url: '/api/v1/classes/not-yet' })).statusCode).toBe(200);
  });
});
