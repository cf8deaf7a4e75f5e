import type { JoinClassResult } from '@academy/contract/catalogue';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../src/db/schema/index';
import { bearer, createProfile, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addProfiles, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp();
let basics: Basics;
let learner: VerifiedUser;
let mainProfileId: string;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app, { gender: 'male' });
  mainProfileId = learner.profiles[0]!.id;
});

function join(classKey: string, payload: Record<string, unknown>, token = learner.token, language = 'en') {
  return app.inject({
    method: 'POST',
    url: `/api/v1/classes/${classKey}/join`,
    headers: { ...bearer(token), 'accept-language': language },
    payload,
  });
}

describe('POST /classes/{classKey}/join', () => {
  it('enrols in a free class at once, with the Telegram link', async () => {
    const klass = await createClass(app, basics);
    const response = await join(klass.slug, { profileId: mainProfileId });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: JoinClassResult }).data).toMatchObject({
      classId: klass.id,
      profileId: mainProfileId,
      status: 'active',
      telegramUrl: 'https://t.me/+test-group',
    });
  });

  it('puts a paid class in waiting for payment, without the Telegram link', async () => {
    const klass = await createClass(app, basics, { price: 150_000 });
    const response = await join(klass.id, { profileId: mainProfileId });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: JoinClassResult }).data).toMatchObject({
      status: 'waiting_payment',
      telegramUrl: null,
    });
  });

  it('answers 409 when the profile has already joined', async () => {
    const klass = await createClass(app, basics);
    expect((await join(klass.id, { profileId: mainProfileId })).statusCode).toBe(201);
    const again = await join(klass.id, { profileId: mainProfileId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'alreadyEnrolled',
      message: 'This profile has already joined this class',
    });
  });

  it.each(['not_open_yet', 'registration_ended', 'in_progress', 'ended'] as const)(
    'refuses a class whose registration is not open (%s) with 400',
    async (state) => {
      const klass = await createClass(app, basics, { state });
      const response = await join(klass.id, { profileId: mainProfileId }, learner.token, 'id');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        reason: 'classRegistrationClosed',
        message: 'Pendaftaran kelas ini sedang tidak dibuka',
        data: { state },
      });
    },
  );

  it('opens at exactly the registration start and closes at exactly the registration end', async () => {
    const now = Date.now();
    const justOpened = await createClass(app, basics, {
      times: { registrationStartAt: new Date(now - 1_000) },
    });
    expect((await join(justOpened.id, { profileId: mainProfileId })).statusCode).toBe(201);
    const justClosed = await createClass(app, basics, { times: { registrationEndAt: new Date(now - 1) } });
    expect((await join(justClosed.id, { profileId: mainProfileId })).statusCode).toBe(400);
    const notYet = await createClass(app, basics, { times: { registrationStartAt: new Date(now + 60_000) } });
    expect((await join(notYet.id, { profileId: mainProfileId })).statusCode).toBe(400);
  });

  it('answers 409 full once every seat is taken', async () => {
    const klass = await createClass(app, basics, { capacity: 1, price: 50_000 });
    const [other] = await addProfiles(app, learner.user.id, 1);
    expect((await join(klass.id, { profileId: other })).statusCode).toBe(201);
    const response = await join(klass.id, { profileId: mainProfileId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'classFull' });
  });

  it('keeps male-only and female-only classes to that gender', async () => {
    const sisters = await createClass(app, basics, { gender: 'female' });
    const refused = await join(sisters.id, { profileId: mainProfileId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'classGenderRestricted' });
    const daughter = await createProfile(app, learner.token, { name: 'Aisyah', gender: 'female' });
    expect((await join(sisters.id, { profileId: daughter.id })).statusCode).toBe(201);

    const brothers = await createClass(app, basics, { gender: 'male' });
    expect((await join(brothers.id, { profileId: daughter.id })).statusCode).toBe(403);
    expect((await join(brothers.id, { profileId: mainProfileId })).statusCode).toBe(201);
  });

  it('asks a profile without a gender to choose one for a restricted class', async () => {
    const klass = await createClass(app, basics, { gender: 'male' });
    const [noGender] = await addProfiles(app, learner.user.id, 1, null);
    const response = await join(klass.id, { profileId: noGender });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'profileGenderRequired' });
  });

  it('needs the right join password on a protected class', async () => {
    const klass = await createClass(app, basics, { password: 'halaqah-2025' });
    const missing = await join(klass.id, { profileId: mainProfileId });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ reason: 'classPasswordRequired' });
    const wrong = await join(klass.id, { profileId: mainProfileId, password: 'guess' });
    expect(wrong.json()).toMatchObject({ reason: 'classPasswordWrong' });
    expect((await join(klass.id, { profileId: mainProfileId, password: 'halaqah-2025' })).statusCode).toBe(
      201,
    );
  });

  it('answers 404 for another account’s profile and writes nothing', async () => {
    const klass = await createClass(app, basics);
    const other = await registerVerifiedUser(app);
    const response = await join(klass.id, { profileId: mainProfileId }, other.token);
    expect(response.statusCode).toBe(404);
    const rows = await app.database.db.select().from(enrolments).where(eq(enrolments.classId, klass.id));
    expect(rows).toEqual([]);
  });

  it('needs a signed-in caller and a valid body', async () => {
    const klass = await createClass(app, basics);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/v1/classes/${klass.id}/join`,
      payload: { profileId: mainProfileId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await join(klass.id, { profileId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await join('no-such-class', { profileId: mainProfileId })).statusCode).toBe(404);
  });

  it('never overbooks: 50 concurrent joins on 10 seats make exactly 10 enrolments', async () => {
    const klass = await createClass(app, basics, { capacity: 10 });
    const profileIds = await addProfiles(app, learner.user.id, 50);
    const responses = await Promise.all(profileIds.map((profileId) => join(klass.id, { profileId })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({ err: true, reason: 'classFull' });
    }
    const rows = await app.database.db.select().from(enrolments).where(eq(enrolments.classId, klass.id));
    expect(rows).toHaveLength(10);
    const detail = await app.inject({ url: `/api/v1/classes/${klass.id}` });
    expect(detail.json()).toMatchObject({ data: { state: 'full', seatsTaken: 10, seatsLeft: 0 } });
  });

  it('answers 409 (not 500) when one profile joins twice at the same time', async () => {
    const klass = await createClass(app, basics);
    const [profileId] = await addProfiles(app, learner.user.id, 1);
    const responses = await Promise.all([join(klass.id, { profileId }), join(klass.id, { profileId })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
