import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Certificate } from '@academy/contract/certificates';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePdfs, kitab, teachers, users } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
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

let basics: Awaited<ReturnType<typeof seedCatalogueBasics>>;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
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

/** `count` characters of `words` repeated, cut at a letter (what a schema's longest value looks like). */
const longText = (words: string, count: number) =>
  words
    .repeat(Math.ceil(count / words.length))
    .slice(0, count)
    .trim();

/** Each word `pdftotext -bbox` finds on the page, with its box in points. */
function wordBoxes(file: string) {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
    text: match[5]!,
  }));
}

/**
 * The page as a picture (pdftoppm, one pixel a point): how many pixels of the paper outside the
 * frames (the outer 17 pt) and between the green and the gold frame (27–31 pt in) are not
 * paper, i.e. how much of anything printed runs past the border.
 */
function inkPastBorder(file: string): number {
  const stem = file.replace(/\.pdf$/, '-page');
  execFileSync('pdftoppm', ['-png', '-r', '72', '-singlefile', file, stem]);
  const { width, height, data } = PNG.sync.read(readFileSync(`${stem}.png`));
  const band = (at: number, size: number) => at < 17 || at >= size - 17;
  const between = (at: number, size: number) =>
    (at >= 27 && at <= 31) || (at >= size - 32 && at <= size - 28);
  const inside = (at: number, size: number) => at > 35 && at < size - 36;
  const paper = [0xfb, 0xf8, 0xf0];
  let ink = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const checked =
        band(x, width) ||
        band(y, height) ||
        (between(x, width) && inside(y, height)) ||
        (between(y, height) && inside(x, width));
      if (!checked) continue;
      const at = (y * width + x) * 4;
      const near = (colour: number[]) =>
        colour.every((value, channel) => Math.abs(data[at + channel]! - value) <= 12);
      // The paper, or the white a last part-pixel row or column of the page is blended with.
      if (!near(paper) && !near([0xff, 0xff, 0xff])) ink += 1;
    }
  }
  return ink;
}

describe('certificate PDFs of the longest names the schemas accept (issue 20 item 11)', () => {
  const longName = longText('Muhammad Abdurrahman Al Fatih Ibnu Sulaiman ', 100);
  const longTitle = longText('Kajian Intensif Tata Bahasa Arab untuk Pemula Tingkat Lanjut ', 200);
  const longTeacher = longText('Ustadz Doktor Abdullah bin Abdurrahman Al Jawi Lc MA ', 200);
  const longArabic = longText('شرح المقدمة الآجرومية في علم النحو للمبتدئين ', 200);
  const unbroken = 'A'.repeat(100);
  const people: { learner: VerifiedUser; certificate: Certificate }[] = [];

  beforeAll(async () => {
    for (const fullName of [longName, unbroken]) {
      const who = await registerVerifiedUser(app, { fullName });
      const teacherId = await addTeacher(app);
      await app.database.db.update(teachers).set({ name: longTeacher }).where(eq(teachers.id, teacherId));
      const course = await createClass(app, basics, {
        state: 'in_progress',
        title: longTitle,
        titleId: longTitle,
        teacherId,
      });
      const book = await addKitab(app, course.id, { meetings: 1, perMeeting: 1 });
      await app.database.db.update(kitab).set({ titleArabic: longArabic }).where(eq(kitab.id, book.kitabId));
      await enrol(app, who.profiles[0]!.id, course.id);
      await completeCourses(app, who.token, who.profiles[0]!.id, book.courseIds);
      const list = await app.inject({
        url: `/api/v1/profile/${who.profiles[0]!.id}/certificates`,
        headers: bearer(who.token),
      });
      people.push({ learner: who, certificate: (list.json() as { data: [Certificate] }).data[0] });
    }
  });

  async function render(index: number, variant: 'latin' | 'arabic') {
    const { learner: who, certificate: issued } = people[index]!;
    const response = await app.inject({
      url: `/api/v1/certificates/${issued.id}/pdf?profileId=${who.profiles[0]!.id}&variant=${variant}`,
      headers: { ...bearer(who.token), 'accept-language': 'id' },
    });
    expect(response.statusCode).toBe(200);
    const file = path.join(process.env.CERTIFICATE_PDF_DIR ?? folder, `long-${index}-${variant}.pdf`);
    writeFileSync(file, response.rawPayload);
    return file;
  }

  it.each(['latin', 'arabic'] as const)(
    'fits a 100-character name, 200-character titles and teacher inside the border (%s)',
    async (variant) => {
      for (const index of [0, 1]) {
        const file = await render(index, variant);
        const boxes = wordBoxes(file);
        const outside = boxes.filter(
          (box) => box.xMin < 40 || box.xMax > 841.89 - 40 || box.yMin < 40 || box.yMax > 595.28 - 40,
        );
        expect(outside, file).toEqual([]);
        expect(inkPastBorder(file), file).toBe(0);
        // Every word is still there, however it was wrapped.
        const text = pageText(file).replace(/\s+/g, ' ');
        const name = index === 0 ? longName : unbroken;
        const printed = pageText(file).replace(/\s+/g, '');
        expect(printed).toContain(name.replace(/\s+/g, ''));
        if (variant === 'latin') expect(printed).toContain(longTitle.replace(/\s+/g, ''));
        // In Arabic the teacher's label sits between the lines of a wrapped Latin name.
        if (variant === 'latin') expect(printed).toContain(longTeacher.replace(/\s+/g, ''));
        for (const word of longTeacher.split(' ')) expect(printed).toContain(word);
        expect(text).toContain(people[index]!.certificate.number);
        expect(pageInfo(file)).toMatch(/Pages:\s+1\n/);
      }
    },
    120_000,
  );
});
