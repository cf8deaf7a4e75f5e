import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Certificate } from '@academy/contract/certificates';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePdfs, kitab, users } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { completeCourses, enrol } from './helpers/certificate-factory';
import { buildTestApp, publicOriginEnv } from './helpers/test-app';

// Reads the PDFs back as a person and a QR reader would: the text with poppler's pdftotext,
// the page as a picture with pdftoppm (Debian poppler-utils, installed by .ci/run).

const app = await buildTestApp(publicOriginEnv('https://akademi.example'));
const folder = mkdtempSync(path.join(tmpdir(), 'certificate-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const arabicTitle = 'الأَمْثِلَةُ التَّصْرِيفِيَّةُ';
let learner: VerifiedUser;
let certificate: Certificate;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app, { fullName: 'Ahmad Fauzan' });
  const course = await createClass(app, basics, {
    state: 'in_progress',
    title: 'Arabic Morphology Basics',
    titleId: 'Sharaf Dasar Amtsilah',
  });
  const book = await addKitab(app, course.id, { meetings: 1, perMeeting: 1 });
  await app.database.db.update(kitab).set({ titleArabic: arabicTitle }).where(eq(kitab.id, book.kitabId));
  await enrol(app, learner.profiles[0]!.id, course.id);
  await completeCourses(app, learner.token, learner.profiles[0]!.id, book.courseIds);
  const list = await app.inject({
    url: `/api/v1/profile/${learner.profiles[0]!.id}/certificates`,
    headers: bearer(learner.token),
  });
  [certificate] = (list.json() as { data: [Certificate] }).data;
});

async function download(variant: 'latin' | 'arabic', language = 'id') {
  const response = await app.inject({
    url: `/api/v1/certificates/${certificate.id}/pdf?profileId=${learner.profiles[0]!.id}&variant=${variant}`,
    headers: { ...bearer(learner.token), 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  const file = path.join(folder, `${variant}-${language}.pdf`);
  writeFileSync(file, response.rawPayload);
  return { file, bytes: response.rawPayload };
}

/** Letters only, without harakat, tatweel or spaces: what the reader's eye follows. */
const letters = (text: string) => text.replace(/[\u064B-\u065F\u0670\u0640\s]/g, '');

function pageText(file: string) {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function pageInfo(file: string) {
  return execFileSync('pdfinfo', [file], { encoding: 'utf8' });
}

function decodeQr(file: string) {
  execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  const png = PNG.sync.read(readFileSync(file.replace(/\.pdf$/, '.png')));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('certificate PDFs', () => {
  it('prints the learner’s language: the learner, the class and the Arabic title in logical order', async () => {
    const { file } = await download('latin', 'id');
    const text = pageText(file);
    expect(text).toContain('SERTIFIKAT');
    expect(text).toContain('Ahmad Fauzan');
    expect(text).toContain('Sharaf Dasar Amtsilah');
    expect(text).toContain(certificate.number);
    expect(letters(text)).toContain(letters(arabicTitle));
    expect(text).toMatch(/\d{1,2} \S+ 14\d\d H/); // the Hijri date, e.g. 13 Jumadilakhir 1448 H
    expect(pageInfo(file)).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    expect(pageInfo(file)).toMatch(/Pages:\s+1\n/);
    expect(decodeQr(file)).toBe(`https://akademi.example/sertifikat/${certificate.code}`);
  });

  it('prints English for a learner whose language is English', async () => {
    await app.database.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, learner.user.id));
    const text = pageText((await download('latin', 'id')).file);
    expect(text).toContain('CERTIFICATE');
    expect(text).toContain('Arabic Morphology Basics');
    await app.database.db.update(users).set({ preferredLanguage: null }).where(eq(users.id, learner.user.id));
  });

  it('prints Arabic, shaped right to left, with the Latin names and numbers in their places', async () => {
    const { file } = await download('arabic');
    const text = pageText(file);
    expect(letters(text)).toContain(letters('شهادة إتمام'));
    expect(letters(text)).toContain(letters(arabicTitle));
    expect(text).toContain('Ahmad Fauzan');
    expect(text).toContain('Sharaf Dasar Amtsilah');
    expect(text).toContain(certificate.number);
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/Amiri.*yes\s+yes/);
    expect(decodeQr(file)).toBe(`https://akademi.example/sertifikat/${certificate.code}`);
  });

  it('keeps a PDF once generated and serves the same bytes again', async () => {
    const first = await download('arabic');
    const second = await download('arabic');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const cached = await app.database.db
      .select({ language: certificatePdfs.language })
      .from(certificatePdfs)
      .where(and(eq(certificatePdfs.certificateId, certificate.id)));
    expect(cached.map((row) => row.language).sort()).toEqual(['ar', 'en', 'id']);
  });

  it('marks a revoked certificate’s PDF and makes it again', async () => {
    await app.services.certificates.revoke(certificate.id, {
      userId: null,
      name: 'Admin Akademi',
      reason: 'Issued by mistake',
    });
    const text = pageText((await download('latin', 'id')).file);
    expect(text).toContain('Sertifikat ini telah dicabut');
  });
});
