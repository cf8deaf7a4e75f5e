import type { MemorizedSurah, Recitation, StaffRecitation } from '@academy/contract/recitation';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../src/db/schema/index';
import { synthesizedWav } from '../src/services/recitations/synthesized-wav';
import { bearer, createProfile, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { enrol } from './helpers/certificate-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { multipartForm, multipartType } from './helpers/multipart-form';
import { startTestS3Server } from './helpers/s3-server';
import { buildTestApp } from './helpers/test-app';

// Recitations (setoran, api-contract "Recitations (setoran)"): handing in audio checked by its
// content and timed from the file, the enrolment and class rules, the staff queue and review
// (a teacher only for their classes), and the memorization counts.

// One learner starts many uploads here; the quota of unfinished ones is recitation-quota.test.ts's.
const limits = { RECITATION_MAX_MINUTES: '1', RECITATION_OPEN_UPLOADS: '50' };
const app = await buildTestApp(limits);
// A second server on the same database and media store: any server takes an upload's next piece.
const otherServer = await buildTestApp(limits, { keepData: true });
// And a server whose media store is S3 (a real S3-compatible server), on the same database.
const s3 = await startTestS3Server();
const s3Server = await buildTestApp({ ...s3.env, ...limits }, { keepData: true });

let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let stranger: VerifiedUser;
let quranClassId: string;
let otherTeachersClassId: string;
let plainClassId: string;
/** Made with a class of its own by the test of the console's switch. */
let newClass: () => Promise<string>;

const profileOf = (user: VerifiedUser) => user.profiles[0]!.id;
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const errorsOf = (response: { json(): unknown }) =>
  Object.fromEntries(
    (response.json() as { errorList: { field: string; message: string }[] }).errorList.map((e) => [
      e.field,
      e.message,
    ]),
  );

function submit(
  user: VerifiedUser,
  fields: Record<string, string | number>,
  audio: { bytes: Buffer; name: string } | null = { bytes: synthesizedWav(3), name: 'setoran.wav' },
  profileId = profileOf(user),
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/profile/${profileId}/recitations`,
    headers: {
      ...bearer(user.token),
      'accept-language': 'en',
      'content-type': multipartType,
    },
    payload: multipartForm(
      fields,
      audio ? { field: 'audio', name: audio.name, type: 'audio/webm', bytes: audio.bytes } : undefined,
    ),
  });
}

const fatihah = (classId = quranClassId) => ({ classId, surah: 1, fromAyah: 1, toAyah: 7 });

function review(id: string, who: StaffMember, payload: object) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/staff/recitations/${id}/review`,
    headers: who.headers,
    payload,
  });
}

async function handIn(fields: Record<string, string | number>, user = learner) {
  const response = await submit(user, fields);
  expect(response.statusCode, response.body).toBe(201);
  return data<Recitation>(response);
}

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  const otherTeacherId = await addTeacher(app);
  quranClassId = (await createClass(app, basics, { department: 'quran' })).id;
  otherTeachersClassId = (await createClass(app, basics, { teacherId: otherTeacherId })).id;
  plainClassId = (await createClass(app, basics)).id;
  newClass = async () => (await createClass(app, basics, { teacherId: otherTeacherId })).id;
  await app.database.db.update(classes).set({ takesRecitations: true }).where(eq(classes.id, quranClassId));
  await app.database.db
    .update(classes)
    .set({ takesRecitations: true })
    .where(eq(classes.id, otherTeachersClassId));
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app);
  stranger = await registerVerifiedUser(app);
  for (const classId of [quranClassId, otherTeachersClassId, plainClassId]) {
    await enrol(app, profileOf(learner), classId);
  }
});

describe('handing in a recitation', () => {
  it('stores a WAV of 3 s as 3 s, submitted, with a signed address that answers byte ranges', async () => {
    const created = await handIn({ ...fatihah(), note: 'First try' });
    expect(created).toMatchObject({ status: 'submitted', surah: 1, fromAyah: 1, toAyah: 7, grade: null });
    expect(created.durationSeconds).toBeCloseTo(3, 1);
    expect(created.audioUrl).toMatch(
      /^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.wav\?expires=\d+&sig=[0-9a-f]+$/,
    );
    const ranged = await app.inject({ url: created.audioUrl, headers: { range: 'bytes=0-3' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('RIFF');
    const unsigned = await app.inject({ url: created.audioUrl.split('?')[0]! });
    expect(unsigned.statusCode).toBe(403);
  });

  it('times a WebM from MediaRecorder (no length in its header) by its last block: about 3 s', async () => {
    // Recorded by Chromium's fake microphone (a synthesised tone), as the browser test records.
    const bytes = await readFile(new URL('./fixtures/media-recorder-3s.webm', import.meta.url));
    const response = await submit(learner, fatihah(), { bytes, name: 'setoran.webm' });
    expect(response.statusCode, response.body).toBe(201);
    expect(data<Recitation>(response).durationSeconds).toBeCloseTo(2.94, 1);
    expect(data<Recitation>(response).contentType).toBe('video/webm');
  });

  it('refuses a text file named .webm by its content (415)', async () => {
    const response = await submit(learner, fatihah(), {
      bytes: Buffer.from('this is not audio at all, only text pretending'),
      name: 'recitation.webm',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: 'Send the recitation as WebM, Ogg, MP4 (AAC) or WAV audio',
    });
  });

  it('refuses a recording longer than RECITATION_MAX_MINUTES (here 1)', async () => {
    const response = await submit(learner, fatihah(), { bytes: synthesizedWav(61, 2000), name: 'long.wav' });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual({ audio: 'The recording is longer than allowed' });
  });

  it('refuses an image, which is media but no audio (415)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await submit(learner, fatihah(), { bytes: png, name: 'a.wav' })).statusCode).toBe(415);
  });

  it('checks the surah and ayah range against the Quran', async () => {
    const beyond = await submit(learner, { classId: quranClassId, surah: 1, fromAyah: 1, toAyah: 8 });
    expect(errorsOf(beyond)).toEqual({
      toAyah: 'The ayahs must be within the surah, the first not after the last',
    });
    const reversed = await submit(learner, { classId: quranClassId, surah: 2, fromAyah: 10, toAyah: 5 });
    expect(reversed.statusCode).toBe(400);
    const noSurah = await submit(learner, { classId: quranClassId, surah: 115, fromAyah: 1, toAyah: 1 });
    expect(errorsOf(noSurah)).toEqual({ surah: 'Choose a surah from 1 to 114' });
    const baqarah = await submit(learner, { classId: quranClassId, surah: 2, fromAyah: 280, toAyah: 286 });
    expect(baqarah.statusCode).toBe(201);
  });

  it('asks for the audio when none is sent', async () => {
    const response = await submit(learner, fatihah(), null);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorsOf(response)).toEqual({ audio: 'Add a recording' });
  });

  it('answers 403 when the profile is not enrolled or the class takes no recitations', async () => {
    const notEnrolled = await submit(stranger, fatihah());
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json()).toMatchObject({ message: 'Join this class to hand in recitations' });
    const noRecitations = await submit(learner, fatihah(plainClassId));
    expect(noRecitations.statusCode).toBe(403);
    expect(noRecitations.json()).toMatchObject({ message: 'This class does not take recitations' });
  });

  it('follows the console’s takesRecitations switch on the class (off: 403)', async () => {
    const classId = await newClass();
    await enrol(app, profileOf(learner), classId);
    const classUrl = `/api/v1/staff/classes/${classId}`;
    const doc = (await app.inject({ url: classUrl, headers: admin.headers })).json() as {
      data: Record<string, unknown>;
    };
    expect(doc.data.takesRecitations).toBe(false);
    const switchedOn = await app.inject({
      method: 'PUT',
      url: classUrl,
      headers: admin.headers,
      payload: { ...doc.data, takesRecitations: true },
    });
    expect(switchedOn.statusCode, switchedOn.body).toBe(200);
    expect((await submit(learner, fatihah(classId))).statusCode).toBe(201);
    const on = (switchedOn.json() as { data: Record<string, unknown> }).data;
    const switchedOff = await app.inject({
      method: 'PUT',
      url: classUrl,
      headers: admin.headers,
      payload: { ...on, takesRecitations: false },
    });
    expect(switchedOff.statusCode, switchedOff.body).toBe(200);
    const refused = await submit(learner, fatihah(classId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'This class does not take recitations' });
  });

  it('answers 404 for another account’s profile and 401 without a token', async () => {
    expect((await submit(stranger, fatihah(), null, profileOf(learner))).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/v1/profile/${profileOf(learner)}/recitations`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('links a repeat to a recitation of the same profile and class only', async () => {
    const first = await handIn({ classId: quranClassId, surah: 112, fromAyah: 1, toAyah: 4 });
    const again = await handIn({
      classId: quranClassId,
      surah: 112,
      fromAyah: 1,
      toAyah: 4,
      repeatOf: first.id,
    });
    expect(again.repeatOf).toBe(first.id);
    const elsewhere = await submit(learner, { ...fatihah(otherTeachersClassId), repeatOf: first.id });
    expect(errorsOf(elsewhere)).toEqual({
      repeatOf: 'The recitation to repeat is not one of this profile’s in this class',
    });
  });
});

describe('reading recitations', () => {
  it('lists the profile’s own recitations, newest first, by class; another’s answers 404', async () => {
    const list = await app.inject({
      url: `/api/v1/profile/${profileOf(learner)}/recitations?classId=${quranClassId}&size=100`,
      headers: bearer(learner.token),
    });
    const items = data<Recitation[]>(list);
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((item) => item.classId === quranClassId)).toBe(true);
    const times = items.map((item) => item.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const one = await app.inject({
      url: `/api/v1/profile/${profileOf(learner)}/recitations/${items[0]!.id}`,
      headers: bearer(learner.token),
    });
    expect(data<Recitation>(one).id).toBe(items[0]!.id);
    const foreign = await app.inject({
      url: `/api/v1/profile/${profileOf(stranger)}/recitations/${items[0]!.id}`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the staff review', () => {
  it('gives a teacher the queue of the classes they teach, oldest first; another class 403', async () => {
    await handIn(fatihah(otherTeachersClassId));
    const queue = await app.inject({
      url: '/api/v1/staff/recitations?status=submitted&size=100',
      headers: teacher.headers,
    });
    const items = data<StaffRecitation[]>(queue);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.classId === quranClassId && item.status === 'submitted')).toBe(true);
    const times = items.map((item) => item.submittedAt);
    expect([...times].sort()).toEqual(times);
    expect(items[0]!.profile.id).toBe(profileOf(learner));
    const other = await app.inject({
      url: `/api/v1/staff/recitations?classId=${otherTeachersClassId}`,
      headers: teacher.headers,
    });
    expect(other.statusCode).toBe(403);
    const everything = await app.inject({
      url: '/api/v1/staff/recitations?size=100',
      headers: admin.headers,
    });
    expect(data<StaffRecitation[]>(everything).some((item) => item.classId === otherTeachersClassId)).toBe(
      true,
    );
    const bySurah = await app.inject({
      url: '/api/v1/staff/recitations?surah=112',
      headers: teacher.headers,
    });
    expect(data<StaffRecitation[]>(bySurah).every((item) => item.surah === 112)).toBe(true);
    const asLearner = await app.inject({ url: '/api/v1/staff/recitations', headers: bearer(learner.token) });
    expect(asLearner.statusCode).toBe(403);
  });

  it('grades with comments at moments, audited; the learner reads them', async () => {
    const recitation = await handIn(fatihah());
    const response = await review(recitation.id, teacher, {
      grade: 'jayyid',
      comments: [
        { atSeconds: 2.5, ayah: 3, category: 'tajwid', text: 'Mad thabi’i: two counts' },
        { atSeconds: 0.5, ayah: 1, category: 'makharij', text: 'The ḥa from the middle of the throat' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const reviewed = data<StaffRecitation>(response);
    expect(reviewed).toMatchObject({ status: 'reviewed', grade: 'jayyid', reviewerName: 'Guru Akademi' });
    expect(reviewed.comments.map((comment) => comment.atSeconds)).toEqual([0.5, 2.5]);
    const mine = await app.inject({
      url: `/api/v1/profile/${profileOf(learner)}/recitations/${recitation.id}`,
      headers: bearer(learner.token),
    });
    expect(data<Recitation>(mine).comments[1]).toMatchObject({ category: 'tajwid', ayah: 3 });
    const audit = await app.inject({
      url: '/api/v1/staff/audit-log?resource=recitations',
      headers: admin.headers,
    });
    const entry = data<StaffAuditEntry[]>(audit).find((row) => row.resourceId === recitation.id);
    expect(entry).toMatchObject({ action: 'update', before: { status: 'submitted', grade: null } });
    expect(entry?.after).toMatchObject({ status: 'reviewed', grade: 'jayyid' });
  });

  it('asks to repeat with the grade `repeat`', async () => {
    const recitation = await handIn(fatihah());
    const response = await review(recitation.id, admin, { grade: 'repeat', comments: [] });
    expect(data<StaffRecitation>(response)).toMatchObject({ status: 'repeat', grade: 'repeat' });
  });

  it('validates the review: grade, category, a moment within the recording, an ayah within the range', async () => {
    const recitation = await handIn(fatihah());
    const badGrade = await review(recitation.id, teacher, { grade: 'excellent', comments: [] });
    expect(errorsOf(badGrade)).toHaveProperty('grade');
    const badCategory = await review(recitation.id, teacher, {
      grade: 'maqbul',
      comments: [{ atSeconds: 1, ayah: 1, category: 'style', text: 'x' }],
    });
    expect(badCategory.statusCode).toBe(400);
    const late = await review(recitation.id, teacher, {
      grade: 'maqbul',
      comments: [{ atSeconds: 30, ayah: 1, category: 'waqf', text: 'x' }],
    });
    expect(errorsOf(late)).toEqual({
      'comments.0.atSeconds': 'A comment must be within the recording and its ayah within the range recited',
    });
    const outside = await review(recitation.id, teacher, {
      grade: 'maqbul',
      comments: [{ atSeconds: 1, ayah: 9, category: 'waqf', text: 'x' }],
    });
    expect(errorsOf(outside)).toHaveProperty('comments.0.ayah');
    const still = await app.inject({
      url: `/api/v1/staff/recitations/${recitation.id}`,
      headers: teacher.headers,
    });
    expect(data<StaffRecitation>(still).status).toBe('submitted');
  });

  it('lets a teacher review only in their classes (403), and answers 404 for no recitation', async () => {
    const elsewhere = await handIn(fatihah(otherTeachersClassId));
    expect((await review(elsewhere.id, teacher, { grade: 'maqbul', comments: [] })).statusCode).toBe(403);
    const read = await app.inject({
      url: `/api/v1/staff/recitations/${elsewhere.id}`,
      headers: teacher.headers,
    });
    expect(read.statusCode).toBe(403);
    const none = await review('00000000-0000-4000-8000-000000000000', admin, {
      grade: 'maqbul',
      comments: [],
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('the memorization map', () => {
  it('counts the distinct ayahs of reviewed recitations graded maqbul or better, overlaps once', async () => {
    const reader = await registerVerifiedUser(app);
    await enrol(app, profileOf(reader), quranClassId);
    const graded = async (surah: number, fromAyah: number, toAyah: number, grade: string) => {
      const recitation = await handIn({ classId: quranClassId, surah, fromAyah, toAyah }, reader);
      expect((await review(recitation.id, teacher, { grade, comments: [] })).statusCode).toBe(200);
    };
    await graded(2, 1, 10, 'mumtaz');
    await graded(2, 5, 20, 'maqbul');
    await graded(2, 30, 40, 'repeat');
    await handIn({ classId: quranClassId, surah: 2, fromAyah: 50, toAyah: 60 }, reader);
    await graded(114, 1, 6, 'jayyid_jiddan');
    const map = await app.inject({
      url: `/api/v1/profile/${profileOf(reader)}/memorization`,
      headers: bearer(reader.token),
    });
    const surahs = data<MemorizedSurah[]>(map);
    expect(surahs).toHaveLength(114);
    expect(surahs[1]).toEqual({ surah: 2, ayahs: 286, accepted: 20, acceptedRanges: [[1, 20]] });
    expect(surahs[113]).toMatchObject({ surah: 114, ayahs: 6, accepted: 6 });
    expect(surahs[0]).toMatchObject({ surah: 1, ayahs: 7, accepted: 0 });
    expect(surahs.reduce((total, surah) => total + surah.ayahs, 0)).toBe(6236);

    const byTeacher = await app.inject({
      url: `/api/v1/staff/profiles/${profileOf(reader)}/memorization`,
      headers: teacher.headers,
    });
    expect(data<MemorizedSurah[]>(byTeacher)[1]!.accepted).toBe(20);
    const outsider = await registerVerifiedUser(app);
    const notTaught = await app.inject({
      url: `/api/v1/staff/profiles/${profileOf(outsider)}/memorization`,
      headers: teacher.headers,
    });
    expect(notTaught.statusCode).toBe(403);
  });
});

describe('a resumable upload (decision 0104)', () => {
  type Upload = {
    id: string;
    size: number;
    offset: number;
    chunkBytes: number;
    recitation: Recitation | null;
  };

  function start(user: VerifiedUser, body: object, profileId = profileOf(user)) {
    return app.inject({
      method: 'POST',
      url: `/api/v1/profile/${profileId}/recitations/uploads`,
      headers: { ...bearer(user.token), 'accept-language': 'en' },
      payload: body,
    });
  }

  function piece(
    user: VerifiedUser,
    uploadId: string,
    offset: number,
    bytes: Buffer,
    server = app,
    profileId = profileOf(user),
  ) {
    return server.inject({
      method: 'PATCH',
      url: `/api/v1/profile/${profileId}/recitations/uploads/${uploadId}`,
      headers: {
        ...bearer(user.token),
        'accept-language': 'en',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      payload: bytes,
    });
  }

  const state = (user: VerifiedUser, uploadId: string, server = app, profileId = profileOf(user)) =>
    server.inject({
      url: `/api/v1/profile/${profileId}/recitations/uploads/${uploadId}`,
      headers: bearer(user.token),
    });

  async function begin(bytes: Buffer, fields: object = fatihah()) {
    const started = await start(learner, { ...fields, size: bytes.length });
    expect(started.statusCode, started.body).toBe(201);
    return data<Upload>(started);
  }

  it('takes the pieces in order on any server, resumes where the server stands, and records once', async () => {
    const wav = synthesizedWav(3);
    const upload = await begin(wav, { ...fatihah(), note: 'Over a weak line' });
    expect(upload).toMatchObject({ offset: 0, size: wav.length, chunkBytes: 512 * 1024, recitation: null });
    const third = Math.floor(wav.length / 3);

    const first = await piece(learner, upload.id, 0, wav.subarray(0, third));
    expect(first.statusCode, first.body).toBe(200);
    expect(data<Upload>(first)).toMatchObject({ offset: third, recitation: null });

    // A piece that does not follow on (resent, or skipping ahead) is refused with where to go on.
    for (const offset of [0, third * 2]) {
      const mismatch = await piece(learner, upload.id, offset, wav.subarray(offset, offset + third));
      expect(mismatch.statusCode).toBe(409);
      expect(mismatch.headers['upload-offset']).toBe(String(third));
    }

    // The connection dropped: the other server says where the upload stands, and takes the rest.
    const resumed = await state(learner, upload.id, otherServer);
    expect(data<Upload>(resumed)).toMatchObject({ offset: third, recitation: null });
    const second = await piece(learner, upload.id, third, wav.subarray(third, third * 2), otherServer);
    expect(data<Upload>(second).offset).toBe(third * 2);
    const last = await piece(learner, upload.id, third * 2, wav.subarray(third * 2));
    expect(last.statusCode, last.body).toBe(200);
    const finished = data<Upload>(last);
    expect(finished.offset).toBe(wav.length);
    expect(finished.recitation).toMatchObject({
      id: upload.id,
      status: 'submitted',
      note: 'Over a weak line',
    });
    expect(finished.recitation!.durationSeconds).toBeCloseTo(3, 1);
    const audio = await app.inject({ url: finished.recitation!.audioUrl });
    expect(audio.rawPayload.equals(wav)).toBe(true);

    // The answer was lost: asking again, or sending the last piece again, answers the same recitation.
    expect(data<Upload>(await state(learner, upload.id, otherServer)).recitation?.id).toBe(upload.id);
    const again = await piece(learner, upload.id, third * 2, wav.subarray(third * 2), otherServer);
    expect(data<Upload>(again).recitation?.id).toBe(upload.id);
    const listed = await app.inject({
      url: `/api/v1/profile/${profileOf(learner)}/recitations?size=100`,
      headers: bearer(learner.token),
    });
    expect(data<Recitation[]>(listed).filter((item) => item.id === upload.id)).toHaveLength(1);
  });

  it('holds the pieces as objects of an S3 store until the last, then only the recording', async () => {
    const wav = synthesizedWav(2);
    const half = Math.floor(wav.length / 2);
    const started = await s3Server.inject({
      method: 'POST',
      url: `/api/v1/profile/${profileOf(learner)}/recitations/uploads`,
      headers: bearer(learner.token),
      payload: { ...fatihah(), size: wav.length },
    });
    expect(started.statusCode, started.body).toBe(201);
    const upload = data<Upload>(started);
    expect(data<Upload>(await piece(learner, upload.id, 0, wav.subarray(0, half), s3Server)).offset).toBe(
      half,
    );
    const held = (await s3.stored()).objects.filter((key) => key.includes(upload.id));
    expect(held.sort()).toEqual([
      `recitation-uploads/${profileOf(learner)}/${upload.id}/chunk-0-${half}`,
      expect.stringMatching(
        new RegExp(`^recitation-uploads/${profileOf(learner)}/${upload.id}/upload-\\d+\\.json$`),
      ),
    ]);
    expect(data<Upload>(await state(learner, upload.id, s3Server)).offset).toBe(half);
    const last = await piece(learner, upload.id, half, wav.subarray(half), s3Server);
    expect(last.statusCode, last.body).toBe(200);
    expect(data<Upload>(last).recitation!.durationSeconds).toBeCloseTo(2, 1);
    const { objects } = await s3.stored();
    expect(objects.filter((key) => key.includes(upload.id))).toEqual([]);
    const audio = await s3Server.inject({ url: data<Upload>(last).recitation!.audioUrl });
    expect(audio.rawPayload.equals(wav)).toBe(true);
  });

  it('removes uploads left unfinished for a day in the hourly clean-up, and keeps newer ones', async () => {
    const wav = synthesizedWav(2);
    const half = Math.floor(wav.length / 2);
    const upload = await begin(wav);
    expect(data<Upload>(await piece(learner, upload.id, 0, wav.subarray(0, half))).offset).toBe(half);
    await app.services.recitations.removeAbandonedUploads(Date.now() + 23 * 3_600_000);
    expect((await state(learner, upload.id)).statusCode).toBe(200);
    expect(
      await app.services.recitations.removeAbandonedUploads(Date.now() + 25 * 3_600_000),
    ).toBeGreaterThanOrEqual(1);
    expect((await state(learner, upload.id)).statusCode).toBe(404);
  });

  it('refuses a recording past the limit, and a piece past the size announced or the piece limit (413)', async () => {
    const tooLarge = await start(learner, { ...fatihah(), size: 12 * 1024 * 1024 + 1 });
    expect(tooLarge.statusCode).toBe(413);
    const upload = await begin(Buffer.alloc(100));
    expect((await piece(learner, upload.id, 0, Buffer.alloc(101))).statusCode).toBe(413);
    const big = await begin(Buffer.alloc(600 * 1024));
    expect((await piece(learner, big.id, 0, Buffer.alloc(512 * 1024 + 1))).statusCode).toBe(413);
    expect(data<Upload>(await state(learner, big.id)).offset).toBe(0);
    // An empty piece stores nothing (and asks where the upload stands).
    const empty = await piece(learner, big.id, 0, Buffer.alloc(0));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(data<Upload>(empty).offset).toBe(0);
    expect(data<Upload>(await state(learner, big.id)).offset).toBe(0);
  });

  it('checks the fields and the class rules when it starts (400, 403)', async () => {
    const beyond = await start(learner, {
      classId: quranClassId,
      surah: 1,
      fromAyah: 1,
      toAyah: 8,
      size: 10,
    });
    expect(errorsOf(beyond)).toEqual({
      toAyah: 'The ayahs must be within the surah, the first not after the last',
    });
    const noRecitations = await start(learner, { ...fatihah(plainClassId), size: 10 });
    expect(noRecitations.statusCode).toBe(403);
    expect((await start(stranger, { ...fatihah(), size: 10 })).statusCode).toBe(403);
  });

  it('lets no other profile, of another account or the same, ask about or append to an upload (404)', async () => {
    const wav = synthesizedWav(1);
    const upload = await begin(wav);
    expect((await piece(stranger, upload.id, 0, wav)).statusCode).toBe(404);
    expect((await state(stranger, upload.id)).statusCode).toBe(404);
    expect((await piece(stranger, upload.id, 0, wav, app, profileOf(learner))).statusCode).toBe(404);
    // Another profile of the same account neither.
    const sibling = await createProfile(app, learner.token);
    expect((await piece(learner, upload.id, 0, wav, app, sibling.id)).statusCode).toBe(404);
    expect((await state(learner, upload.id, app, sibling.id)).statusCode).toBe(404);
    expect(data<Upload>(await state(learner, upload.id)).offset).toBe(0);
  });

  it('checks the whole recording by its content at the last piece, and ends a refused upload (415)', async () => {
    const text = Buffer.from('this is not audio at all, only text pretending to be a recording');
    const upload = await begin(text);
    const last = await piece(learner, upload.id, 0, text);
    expect(last.statusCode).toBe(415);
    expect((await state(learner, upload.id)).statusCode).toBe(404);
  });
});
