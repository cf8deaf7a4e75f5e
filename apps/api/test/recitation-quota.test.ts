import type { RecitationUpload } from '@academy/contract/recitation';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, recitations } from '../src/db/schema/index';
import { claimJobPeriod } from '../src/services/operations/index';
import { synthesizedWav } from '../src/services/recitations/synthesized-wav';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { enrol } from './helpers/certificate-factory';
import { multipartForm, multipartType } from './helpers/multipart-form';
import { buildTestApp } from './helpers/test-app';

// A profile's recitation storage quota (issue 37 item 12, decision 0140): unfinished uploads at
// once (409), their announced bytes together and the audio of a WIB day (413), each with a reason
// the recorder shows; uploads left unfinished for a day removed by a job run once across a fleet.

const MiB = 1024 * 1024;
const app = await buildTestApp({
  RECITATION_MAX_MINUTES: '1',
  RECITATION_UNFINISHED_MAX_MB: '20',
  RECITATION_DAILY_MAX_MB: '30',
});
const { db } = app.database;

let classId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  classId = (await createClass(app, basics, { department: 'quran' })).id;
  await db.update(classes).set({ takesRecitations: true }).where(eq(classes.id, classId));
});

/** A learner of their own, enrolled in the class: each test starts with an empty quota. */
async function newLearner() {
  const learner = await registerVerifiedUser(app);
  await enrol(app, profileOf(learner), classId);
  return learner;
}

const profileOf = (user: VerifiedUser) => user.profiles[0]!.id;
const fatihah = () => ({ classId, surah: 1, fromAyah: 1, toAyah: 7 });

function start(user: VerifiedUser, size: number, language = 'en') {
  return app.inject({
    method: 'POST',
    url: `/api/v1/profile/${profileOf(user)}/recitations/uploads`,
    headers: { ...bearer(user.token), 'accept-language': language },
    payload: { ...fatihah(), size },
  });
}

/** Recordings the profile handed in at `submittedAt`, `megabytes` MiB together. */
async function handedIn(user: VerifiedUser, megabytes: number, submittedAt = new Date()) {
  await db.insert(recitations).values({
    profileId: profileOf(user),
    classId,
    surah: 1,
    fromAyah: 1,
    toAyah: 7,
    mediaKey: 'quota/none.wav',
    contentType: 'audio/wav',
    durationSeconds: 60,
    sizeBytes: megabytes * MiB,
    submittedAt,
  });
}

/** The start of today in WIB (Asia/Jakarta, UTC+7), the academy's day. */
function wibDayStart(at = new Date()) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(at);
  return new Date(`${day}T00:00:00+07:00`);
}

describe('recitation upload quota per profile', () => {
  it('holds at most 3 unfinished uploads at once (409 with the reason, in both languages), even in a burst', async () => {
    const learner = await newLearner();
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(learner, 1000)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array<number>(3).fill(201),
      ...Array<number>(7).fill(409),
    ]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      reason: 'recitationUploadsOpen',
      message:
        'Other recordings of this profile are still being sent; let them finish, or send this one tomorrow (an unfinished one is removed after a day)',
    });
    expect((await start(learner, 1000, 'id')).json()).toMatchObject({
      message:
        'Rekaman lain dari profil ini masih dikirim; tunggu hingga selesai, atau kirim rekaman ini besok (unggahan yang tidak selesai dihapus setelah sehari)',
    });
  });

  it('refuses a start whose size passes the unfinished uploads’ total (413), and takes one within it', async () => {
    const learner = await newLearner();
    expect((await start(learner, 12 * MiB)).statusCode).toBe(201);
    const over = await start(learner, 9 * MiB);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      reason: 'recitationUnfinishedTooLarge',
      message:
        'The recordings of this profile still being sent are too large together to start this one; let them finish first',
    });
    expect((await start(learner, 8 * MiB)).statusCode).toBe(201);
  });

  it('refuses audio past the day’s total (WIB), counting today’s recordings and unfinished uploads, not yesterday’s', async () => {
    const learner = await newLearner();
    await handedIn(learner, 100, new Date(wibDayStart().getTime() - 1));
    await handedIn(learner, 20);
    expect((await start(learner, 6 * MiB)).statusCode).toBe(201);
    const over = await start(learner, 5 * MiB);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      reason: 'recitationDailyLimit',
      message:
        'This profile has sent as much recitation audio today as a day allows; send this recording tomorrow',
    });
    expect((await start(learner, 4 * MiB)).statusCode).toBe(201);

    // A one-request recitation counts against the same total.
    const submitted = await app.inject({
      method: 'POST',
      url: `/api/v1/profile/${profileOf(learner)}/recitations`,
      headers: { ...bearer(learner.token), 'accept-language': 'en', 'content-type': multipartType },
      payload: multipartForm(fatihah(), {
        field: 'audio',
        name: 'setoran.wav',
        type: 'audio/wav',
        bytes: synthesizedWav(3),
      }),
    });
    expect(submitted.statusCode, submitted.body).toBe(413);
    expect(submitted.json()).toMatchObject({ reason: 'recitationDailyLimit' });
  });

  it('records a finished upload’s bytes, which count towards the day', async () => {
    const learner = await newLearner();
    const wav = synthesizedWav(2);
    const upload = (
      start(learner, wav.length).then((answer) => answer.json()) as Promise<{
        data: RecitationUpload;
      }>
    ).then((answer) => answer.data);
    const { id } = await upload;
    const finished = await app.inject({
      method: 'PATCH',
      url: `/api/v1/profile/${profileOf(learner)}/recitations/uploads/${id}`,
      headers: {
        ...bearer(learner.token),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      payload: wav,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const [row] = await db.select().from(recitations).where(eq(recitations.id, id));
    expect(row!.sizeBytes).toBe(wav.length);
  });

  it('frees the quota of uploads left unfinished for a day, removed by a job claimed once across the fleet', async () => {
    const learner = await newLearner();
    for (let index = 0; index < 3; index++) expect((await start(learner, 1000)).statusCode).toBe(201);
    expect((await start(learner, 1000)).statusCode).toBe(409);
    // The server claimed the hourly job's period as it started serving: no other server runs it now.
    expect(await claimJobPeriod(db, 'abandoned-recitation-uploads', 3_600_000)).toBe(false);
    expect(
      await app.services.recitations.removeAbandonedUploads(Date.now() + 25 * 3_600_000),
    ).toBeGreaterThanOrEqual(3);
    expect((await start(learner, 1000)).statusCode).toBe(201);
  });
});
