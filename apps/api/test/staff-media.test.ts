import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CourseMaterial } from '@academy/contract/kitab';
import type { StaffMedia } from '@academy/contract/staff';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import { describe, expect, it } from 'vitest';
import { bearer, registerVerifiedUser } from './helpers/account-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { enrol } from './helpers/certificate-factory';
import { startTestS3Server } from './helpers/s3-server';
import { createStaff } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * The media contract, run against both storages (decisions §4, decision 0083): the local folder
 * and a real S3-compatible server. Both apps share the worker's database, so one admin serves both.
 */
const mediaDir = await mkdtemp(path.join(tmpdir(), 'academy-media-'));
const s3 = await startTestS3Server();
// Above the 5 MiB part of a multipart upload, so an upload cut or refused midway has parts to drop.
const maxMb = 12;
const storages = [
  {
    storage: 'local',
    app: await buildTestApp({ MEDIA_DIR: mediaDir, MEDIA_MAX_MB: String(maxMb) }),
    /** Every file in MEDIA_DIR, temporary parts included. */
    stored: async () => {
      const files = await readdir(mediaDir, { recursive: true, withFileTypes: true });
      return files
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)));
    },
  },
  {
    storage: 's3',
    app: await buildTestApp({ ...s3.env, MEDIA_MAX_MB: String(maxMb) }),
    /** Every object in the bucket, and every multipart upload left unfinished. */
    stored: async () => {
      const { objects, unfinishedUploads } = await s3.stored();
      return [...objects, ...unfinishedUploads.map((key) => `unfinished upload of ${key}`)];
    },
  },
];
const admin = await createStaff(storages[0]!.app, 'admin');
const basics = await seedCatalogueBasics(storages[0]!.app);
/** The same settings, but nothing listens at the store's address. */
const unreachableStore = await buildTestApp(
  { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1', MEDIA_MAX_MB: String(maxMb) },
  { keepData: true },
);
const boundary = '----academy-test-boundary';

/** An MP4-looking file of `size` bytes: the `ftyp` box, then a counting pattern. */
function mp4(size: number) {
  const file = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(file);
  for (let i = 12; i < size; i += 1) file[i] = i % 251;
  return file;
}

function multipart(content: Buffer, fileName: string, { cutOff = false } = {}) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return cutOff
    ? Buffer.concat([head, content.subarray(0, content.length / 2)])
    : Buffer.concat([head, content, tail]);
}

/** A PDF-looking file of `size` bytes. */
function pdf(size: number) {
  const file = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.7\n').copy(file);
  for (let i = 16; i < size; i += 97) file[i] = i % 256;
  return file;
}

describe.each(storages)('media in $storage storage', ({ app, stored: storedFiles }) => {
  function upload(body: Buffer, headers = admin.headers) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/staff/media',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  }

  /** A signed address of a stored media path, as the console asks for it. */
  async function signedAddress(mediaPath: string) {
    const address = await app.inject({
      url: `/api/v1/staff/media/address?path=${encodeURIComponent(mediaPath)}`,
      headers: admin.headers,
    });
    expect(address.statusCode, address.body).toBe(200);
    return (address.json() as { data: { url: string } }).data.url;
  }

  describe('POST /staff/media', () => {
    it('stores a video by its content and serves it with byte ranges', async () => {
      const file = mp4(200_000);
      const response = await upload(multipart(file, 'lesson.bin'));
      expect(response.statusCode, response.body).toBe(201);
      const media = (response.json() as { data: StaffMedia }).data;
      expect(media).toMatchObject({ contentType: 'video/mp4', kind: 'video', size: 200_000 });
      expect(media.url).toBe(`/media/${media.key}`);
      expect((await app.inject({ url: media.url })).statusCode).toBe(403);

      expect(await storedFiles()).toContain(media.key);
      // Learners and the console get it at a signed address (decision 0015).
      const signed = await signedAddress(media.url);
      expect(signed).toMatch(new RegExp(`^/media/${media.key}\\?expires=\\d+&sig=[0-9a-f]{64}$`));
      const whole = await app.inject({ url: signed });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'content-length': '200000',
      });
      expect(whole.rawPayload.equals(file)).toBe(true);

      const part = await app.inject({ url: signed, headers: { range: 'bytes=1000-1999' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 1000-1999/200000');
      expect(part.rawPayload.equals(file.subarray(1000, 2000))).toBe(true);

      const tail = await app.inject({ url: signed, headers: { range: 'bytes=-10' } });
      expect(tail.rawPayload.equals(file.subarray(199_990))).toBe(true);

      const past = await app.inject({ url: signed, headers: { range: 'bytes=300000-' } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe('bytes */200000');

      const audit = await app.inject({
        url: '/api/v1/staff/audit-log?resource=media',
        headers: admin.headers,
      });
      expect((audit.json() as { data: StaffAuditEntry[] }).data[0]).toMatchObject({
        action: 'upload',
        resourceId: media.key,
        after: { fileName: 'lesson.bin', contentType: 'video/mp4' },
      });
    });

    it('refuses a file whose content is not an accepted type, whatever its name', async () => {
      const before = await storedFiles();
      const response = await upload(
        multipart(Buffer.from('<html><script>alert(1)</script></html>'), 'video.mp4'),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ err: true, reason: 'mediaTypeNotAllowed' });
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses a file over MEDIA_MAX_MB and keeps nothing of it', async () => {
      const before = await storedFiles();
      const response = await upload(multipart(mp4(maxMb * 1024 * 1024 + 10), 'big.mp4'));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ err: true, message: 'The file is too large' });
      expect(await storedFiles()).toEqual(before);
    });

    it('stores nothing of an upload cut off midway', async () => {
      const before = await storedFiles();
      const response = await upload(multipart(mp4(50_000), 'cut.mp4', { cutOff: true }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        err: true,
        message: 'The upload was cut off; please try again',
      });
      expect(await storedFiles()).toEqual(before);
    });

    it('stores nothing of a large upload cut off after whole parts were sent', async () => {
      const before = await storedFiles();
      const response = await upload(multipart(mp4((maxMb - 1) * 1024 * 1024), 'cut.mp4', { cutOff: true }));
      expect(response.statusCode).toBe(400);
      expect(await storedFiles()).toEqual(before);
    });

    it('serves an uploaded PDF at its signed address, whole and in ranges', async () => {
      const file = pdf(300_000);
      const response = await upload(multipart(file, 'latihan.pdf'));
      expect(response.statusCode, response.body).toBe(201);
      const media = (response.json() as { data: StaffMedia }).data;
      expect(media).toMatchObject({ contentType: 'application/pdf', kind: 'pdf', size: 300_000 });
      const signed = await signedAddress(media.url);
      const whole = await app.inject({ url: signed });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-length': '300000' });
      expect(whole.rawPayload.equals(file)).toBe(true);
      const part = await app.inject({ url: signed, headers: { range: 'bytes=250000-' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 250000-299999/300000');
      expect(part.rawPayload.equals(file.subarray(250_000))).toBe(true);
    });

    it('keeps a material’s kind to its file: a PDF named .mp4 is no video, a PNG no PDF (issue 26 item 9)', async () => {
      const renamed = (await upload(multipart(pdf(4_000), 'lesson.mp4'))).json() as { data: StaffMedia };
      expect(renamed.data).toMatchObject({ kind: 'pdf', contentType: 'application/pdf' });
      const png = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(500),
      ]);
      const image = (await upload(multipart(png, 'notes.pdf'))).json() as { data: StaffMedia };
      expect(image.data.kind).toBe('image');
      const book = await addKitab(app, (await createClass(app, basics)).id, { meetings: 1, perMeeting: 1 });
      const material = (kind: string, sourceUrl: string) =>
        postMaterial(book.meetingIds[0]!, kind, sourceUrl);
      for (const [kind, url, message] of [
        [
          'video',
          renamed.data.url,
          'This file is not a video: upload an MP4 or WebM video, or choose the kind that matches the file',
        ],
        [
          'audio',
          renamed.data.url,
          'This file is not audio: upload MP3, M4A, OGG or WAV, or choose the kind that matches the file',
        ],
        [
          'pdf',
          image.data.url,
          'This file is not a PDF: upload a PDF, or choose the kind that matches the file',
        ],
        [
          'video',
          '/demo-media/amtsilah-tabel.pdf',
          'This file is not a video: upload an MP4 or WebM video, or choose the kind that matches the file',
        ],
      ] as const) {
        const refused = await material(kind, url);
        expect(refused.statusCode, `${kind} ${url}`).toBe(400);
        expect(refused.json()).toMatchObject({ errorList: [{ field: 'sourceUrl', message }] });
      }
      // The kind the file is, or an outside address whose content is not ours to read, is taken.
      expect((await material('pdf', renamed.data.url)).statusCode).toBe(201);
      expect((await material('video', 'https://www.youtube.com/watch?v=abc')).statusCode).toBe(201);
    });

    it('is for staff only', async () => {
      const learner = await registerVerifiedUser(app);
      expect((await upload(multipart(mp4(100), 'a.mp4'), bearer(learner.token))).statusCode).toBe(403);
      expect((await upload(multipart(mp4(100), 'a.mp4'), {})).statusCode).toBe(401);
    });
  });

  describe('GET /media/<key>', () => {
    it('answers 404 for unknown keys and paths outside the media folder, even when signed', async () => {
      const signed = (path: string) => app.services.mediaSigner.sign(path);
      expect(
        (await app.inject({ url: signed('/media/2026/01/00000000-0000-4000-8000-000000000000.mp4') }))
          .statusCode,
      ).toBe(404);
      expect((await app.inject({ url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBeGreaterThanOrEqual(
        403,
      );
      expect((await app.inject({ url: signed('/media/2026/01/x.html') })).statusCode).toBe(404);
    });
  });

  describe('a staff-uploaded video in a course (issue 7, decision 0015)', () => {
    it('reaches an enrolled learner only at a signed address that plays; unsigned or tampered, it does not', async () => {
      // The admin uploads the video and puts it in a course through the console's calls.
      const file = mp4(120_000);
      const uploaded = await upload(multipart(file, 'pelajaran-1.mp4'));
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const media = (uploaded.json() as { data: StaffMedia }).data;
      const { klass, courseId } = await videoCourse(media.url);

      const learner = await registerVerifiedUser(app);
      const profileId = learner.profiles[0]!.id;
      await enrol(app, profileId, klass.id);
      const read = await app.inject({
        url: `/api/v1/courses/${courseId}?profileId=${profileId}`,
        headers: bearer(learner.token),
      });
      expect(read.statusCode, read.body).toBe(200);
      const source = (read.json() as { data: CourseMaterial }).data.sourceUrl!;
      expect(source).toMatch(new RegExp(`^/media/${media.key}\\?expires=\\d+&sig=[0-9a-f]{64}$`));

      const whole = await app.inject({ url: source });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.rawPayload.equals(file)).toBe(true);
      const part = await app.inject({ url: source, headers: { range: 'bytes=0-1023' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(file.subarray(0, 1024))).toBe(true);

      const [path, query] = source.split('?');
      const params = new URLSearchParams(query);
      const flipped = params.get('sig')!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const refused = [
        path!,
        `${path}?expires=${params.get('expires')}`,
        `${path}?expires=${params.get('expires')}&sig=${flipped}`,
        `${path}?expires=${Number(params.get('expires')) + 3600}&sig=${params.get('sig')}`,
      ];
      for (const url of refused) {
        const answer = await app.inject({ url });
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json(), url).toMatchObject({ err: true, reason: 'mediaLinkInvalid' });
      }

      // Who may not read the course gets no address at all.
      const stranger = await registerVerifiedUser(app);
      const strangerRead = await app.inject({
        url: `/api/v1/courses/${courseId}?profileId=${stranger.profiles[0]!.id}`,
        headers: bearer(stranger.token),
      });
      expect(strangerRead.statusCode).toBe(403);
      expect(strangerRead.body).not.toContain(media.key);
    });
  });

  /** A material of a meeting, saved through the console's call. */
  function postMaterial(pertemuanId: string, kind: string, sourceUrl: string) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/staff/courses',
      headers: admin.headers,
      payload: {
        pertemuanId,
        title: { en: 'Lesson', id: 'Pelajaran' },
        kind,
        sourceUrl,
        body: null,
        direction: 'ltr',
        durationMinutes: 12,
      },
    });
  }

  /** A video course, made through the console's calls, in a new class running now (of `teacherId`). */
  async function videoCourse(sourceUrl: string, teacherId?: string) {
    const klass = await createClass(app, basics, { state: 'in_progress', price: 100_000, teacherId });
    const book = await addKitab(app, klass.id, { meetings: 1, perMeeting: 1 });
    const created = await postMaterial(book.meetingIds[0]!, 'video', sourceUrl);
    expect(created.statusCode, created.body).toBe(201);
    return { klass, courseId: (created.json() as { data: { id: string } }).data.id };
  }

  describe('GET /staff/media/address for a teacher (issue 20 item 9)', () => {
    const address = (path: string, headers: Record<string, string>) =>
      app.inject({ url: `/api/v1/staff/media/address?path=${encodeURIComponent(path)}`, headers });

    it('signs media of the classes she teaches and her own uploads, never another class’s lesson', async () => {
      const ownTeacherId = await addTeacher(app, 'Ustadzah Sendiri');
      const otherTeacherId = await addTeacher(app);
      const teacher = await createStaff(app, 'teacher', ownTeacherId);

      const othersUpload = (await upload(multipart(mp4(4_000), 'paid.mp4'))).json() as { data: StaffMedia };
      await videoCourse(othersUpload.data.url, otherTeacherId);
      await videoCourse('/demo-media/other-class-lesson.mp4', otherTeacherId);
      const ownLesson = (await upload(multipart(mp4(4_000), 'own.mp4'))).json() as { data: StaffMedia };
      await videoCourse(ownLesson.data.url, ownTeacherId);
      const ownUpload = await upload(multipart(mp4(4_000), 'draft.mp4'), teacher.headers);
      expect(ownUpload.statusCode, ownUpload.body).toBe(201);
      const draft = (ownUpload.json() as { data: StaffMedia }).data;

      for (const path of [othersUpload.data.url, '/demo-media/other-class-lesson.mp4']) {
        const refused = await address(path, teacher.headers);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json(), path).toMatchObject({ err: true, reason: 'forbidden' });
        expect(refused.body).not.toContain('sig=');
      }
      for (const path of [ownLesson.data.url, draft.url]) {
        const signed = await address(path, teacher.headers);
        expect(signed.statusCode, signed.body).toBe(200);
        const url = (signed.json() as { data: { url: string } }).data.url;
        expect((await app.inject({ url })).statusCode, path).toBe(200);
      }
      // An admin previews any of them.
      expect((await address(othersUpload.data.url, admin.headers)).statusCode).toBe(200);
    });
  });
});

describe('an S3-compatible store that does not answer', () => {
  it('is the server’s error (500), not a cut-off upload, and the server stays up', async () => {
    const app = unreachableStore;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/media',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart(pdf(1000), 'a.pdf'),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ err: true, reason: 'internalError' });
    const read = await app.inject({
      url: app.services.mediaSigner.sign('/media/2026/01/00000000-0000-4000-8000-000000000000.pdf'),
    });
    expect(read.statusCode).toBe(500);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
