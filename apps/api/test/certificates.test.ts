import {
  certificatePdfFileName,
  type Badge,
  type Certificate,
  type CertificateVerification,
  type KitabSanad,
} from '@academy/contract/certificates';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeDays,
  certificates,
  courseCompletions,
  profilePurchases,
  teacherKitabSanadLinks,
} from '../src/db/schema/index';
import type { InsertedQuestion } from '../src/demo/insert-exam';
import { academyDay } from '../src/services/learning/active-hours-service';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import {
  addKitab,
  createClass,
  giveSanad,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { certificateChains } from '../src/services/certificates/sanad-chain';
import { addExam, completeCourses, enrol, recordAttempt } from './helpers/certificate-factory';
import { createExam, fourKinds } from './helpers/exam-factory';
import { buildTestApp, publicOriginEnv } from './helpers/test-app';

const app = await buildTestApp({
  ...publicOriginEnv('https://akademi.example'),
  CERTIFICATE_NUMBER_PREFIX: 'AIS',
});
let basics: Basics;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function certificatesOf(learner: VerifiedUser, profileId = learner.profiles[0]!.id) {
  const response = await get(`/api/v1/profile/${profileId}/certificates`, learner.token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Certificate[] }).data;
}

async function badgesOf(learner: VerifiedUser) {
  const response = await get(`/api/v1/profile/${learner.profiles[0]!.id}/badges`, learner.token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Badge[] }).data.map((badge) => badge.key);
}

/** A learner enrolled in a fresh class of one kitab (2 meetings of 2 courses), with `exams` exams. */
async function studyingLearner(options: { exams?: number; firstMeetingAt?: Date; title?: string } = {}) {
  const learner = await registerVerifiedUser(app);
  const profileId = learner.profiles[0]!.id;
  const course = await createClass(app, basics, { state: 'in_progress', title: options.title });
  const book = await addKitab(app, course.id, {
    meetings: 2,
    perMeeting: 2,
    firstMeetingAt: options.firstMeetingAt,
  });
  const examIds: string[] = [];
  for (let index = 0; index < (options.exams ?? 0); index += 1)
    examIds.push((await addExam(app, book.kitabId)).id);
  await enrol(app, profileId, course.id);
  return { learner, profileId, classId: course.id, book, examIds };
}

/** Sits an exam through the learner's own calls (start, save the right answers, finish): the result. */
async function sitExam(
  learner: VerifiedUser,
  profileId: string,
  exam: { examId: string; questions: InsertedQuestion[] },
) {
  const call = (url: string, method: 'POST' | 'PUT', payload: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: bearer(learner.token), payload });
  const started = await call(`/exams/${exam.examId}/attempts`, 'POST', { profileId });
  expect(started.statusCode).toBe(201);
  const attemptId = (started.json() as { data: { id: string } }).data.id;
  const answers = exam.questions.map((question) => ({
    questionId: question.id,
    value: question.rightOptionIds[0],
    seq: 1,
  }));
  expect((await call(`/exam-attempts/${attemptId}/answers`, 'PUT', { profileId, answers })).statusCode).toBe(
    200,
  );
  const finished = await call(`/exam-attempts/${attemptId}/finish`, 'POST', { profileId });
  expect(finished.statusCode).toBe(200);
  return (finished.json() as { data: { status: string; passed: boolean } }).data;
}

const numberPattern = new RegExp(`^AIS/${new Date().getFullYear()}/\\d{6}$`);

describe('issuing (decisions §7)', () => {
  it('issues the class certificate when the last course is completed, not before', async () => {
    const { learner, book, classId } = await studyingLearner({ title: 'Morphology' });
    await completeCourses(app, learner.token, learner.profiles[0]!.id, book.courseIds.slice(0, -1));
    expect(await certificatesOf(learner)).toEqual([]);

    const last = await app.inject({
      method: 'POST',
      url: `/api/v1/courses/${book.courseIds.at(-1)}/complete`,
      headers: bearer(learner.token),
      payload: { profileId: learner.profiles[0]!.id },
    });
    const [certificate, ...others] = await certificatesOf(learner);
    expect(others).toEqual([]);
    // The completion answers the certificate it issued, so the app can say so at once.
    expect(last.json()).toMatchObject({ data: { certificatesIssued: [certificate] } });
    expect(certificate).toMatchObject({
      item: { type: 'class', id: classId, title: { en: 'Morphology' }, titleArabic: 'متن الآجرومية' },
      learnerName: 'Budi Santoso',
      teacherName: 'Ustadz Test',
      status: 'valid',
      revokedAt: null,
    });
    expect(certificate!.number).toMatch(numberPattern);
    expect(certificate!.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(certificate!.verifyUrl).toBe(`https://akademi.example/sertifikat/${certificate!.code}`);
    expect(certificate!.hijriDate).toMatch(/^14\d\d-\d\d-\d\d$/);

    // Completing again issues nothing more.
    await completeCourses(app, learner.token, learner.profiles[0]!.id, book.courseIds.slice(-1));
    expect(await certificatesOf(learner)).toHaveLength(1);
  });

  it('waits for every exam of the kitab: the last exam passed issues it', async () => {
    const { learner, profileId, book, examIds } = await studyingLearner({ exams: 2 });
    await completeCourses(app, learner.token, profileId, book.courseIds);
    expect(await certificatesOf(learner)).toEqual([]);

    await recordAttempt(app, profileId, examIds[0]!, { passed: true });
    await recordAttempt(app, profileId, examIds[1]!, { passed: false });
    await recordAttempt(app, profileId, examIds[1]!, { passed: true, status: 'submitted' });
    expect(await app.services.certificates.evaluate(profileId)).toEqual([]);

    await recordAttempt(app, profileId, examIds[1]!, { passed: true });
    const issued = await app.services.certificates.evaluate(profileId);
    expect(issued).toHaveLength(1);
    expect(await certificatesOf(learner)).toEqual(issued);
  });

  it('issues on the last course when the exams were passed first', async () => {
    const { learner, profileId, book, examIds } = await studyingLearner({ exams: 1 });
    await recordAttempt(app, profileId, examIds[0]!, { passed: true });
    expect(await app.services.certificates.evaluate(profileId)).toEqual([]);
    await completeCourses(app, learner.token, profileId, book.courseIds);
    expect(await certificatesOf(learner)).toHaveLength(1);
  });

  it('issues when the learner finishes the last exam themselves, all courses completed first (HTTP)', async () => {
    const { learner, profileId, book } = await studyingLearner();
    const exam = await createExam(app, book.kitabId, { questions: fourKinds.slice(0, 1) });
    await completeCourses(app, learner.token, profileId, book.courseIds);
    expect(await certificatesOf(learner)).toEqual([]);

    expect(await sitExam(learner, profileId, exam)).toMatchObject({ status: 'graded', passed: true });
    const [certificate, ...others] = await certificatesOf(learner);
    expect(others).toEqual([]);
    expect(certificate).toMatchObject({ item: { type: 'class' }, status: 'valid' });
    expect(await badgesOf(learner)).toEqual(
      expect.arrayContaining(['first-exam-passed', 'first-class-completed']),
    );
  });

  it('issues on the last course completed when the learner passed the exam first (HTTP)', async () => {
    const { learner, profileId, book } = await studyingLearner();
    const exam = await createExam(app, book.kitabId, { questions: fourKinds.slice(0, 1) });
    expect(await sitExam(learner, profileId, exam)).toMatchObject({ status: 'graded', passed: true });
    await completeCourses(app, learner.token, profileId, book.courseIds.slice(0, -1));
    expect(await certificatesOf(learner)).toEqual([]);

    const last = await app.inject({
      method: 'POST',
      url: `/api/v1/courses/${book.courseIds.at(-1)}/complete`,
      headers: bearer(learner.token),
      payload: { profileId },
    });
    const held = await certificatesOf(learner);
    expect(held).toHaveLength(1);
    expect(last.json()).toMatchObject({ data: { certificatesIssued: held } });
  });

  it('needs an active enrolment for a class, and a purchase for a kitab on its own', async () => {
    const learner = await registerVerifiedUser(app);
    const profileId = learner.profiles[0]!.id;
    const course = await createClass(app, basics, { state: 'in_progress' });
    const book = await addKitab(app, course.id, { meetings: 1, perMeeting: 2, price: 25_000 });
    await app.database.db
      .insert(courseCompletions)
      .values(book.courseIds.map((courseId) => ({ profileId, courseId })));
    expect(await app.services.certificates.evaluate(profileId)).toEqual([]);

    await app.database.db
      .insert(profilePurchases)
      .values({ profileId, itemType: 'kitab', itemId: book.kitabId });
    const [certificate] = await app.services.certificates.evaluate(profileId);
    expect(certificate?.item).toMatchObject({
      type: 'kitab',
      id: book.kitabId,
      title: { en: 'The Ajurrumiyyah' },
    });
  });

  it('issues one certificate under concurrent completions and evaluations', async () => {
    const { learner, profileId, book } = await studyingLearner();
    await completeCourses(app, learner.token, profileId, book.courseIds.slice(0, -2));
    const lastTwo = book.courseIds.slice(-2).map((courseId) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/courses/${courseId}/complete`,
        headers: bearer(learner.token),
        payload: { profileId },
      }),
    );
    const evaluations = Array.from({ length: 8 }, () => app.services.certificates.evaluate(profileId));
    const answers = await Promise.all(lastTwo);
    await Promise.all(evaluations);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await certificatesOf(learner)).toHaveLength(1);
  });

  it('numbers certificates {prefix}/{year}/{000001} without gaps or duplicates under concurrency', async () => {
    const learners = await Promise.all(Array.from({ length: 6 }, () => studyingLearner()));
    for (const { profileId, book } of learners) {
      await app.database.db
        .insert(courseCompletions)
        .values(book.courseIds.map((courseId) => ({ profileId, courseId })));
    }
    await Promise.all(
      learners.flatMap(({ profileId }) => [0, 1].map(() => app.services.certificates.evaluate(profileId))),
    );
    const rows = await app.database.db.select({ number: certificates.number }).from(certificates);
    const sequence = rows.map((row) => Number(row.number.split('/')[2])).sort((a, b) => a - b);
    expect(rows.every((row) => numberPattern.test(row.number))).toBe(true);
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, index) => index + 1));
  });
});

describe('ownership', () => {
  let owner: Awaited<ReturnType<typeof studyingLearner>>;
  let certificate: Certificate;
  let stranger: VerifiedUser;

  beforeAll(async () => {
    owner = await studyingLearner();
    await completeCourses(app, owner.learner.token, owner.profileId, owner.book.courseIds);
    [certificate] = (await certificatesOf(owner.learner)) as [Certificate];
    stranger = await registerVerifiedUser(app);
  });

  const pdfUrl = (certificateId: string, profileId: string, variant = 'latin') =>
    `/api/v1/certificates/${certificateId}/pdf?profileId=${profileId}&variant=${variant}`;

  it('answers 404 for another account’s profile, certificate or PDF, and 401 without a token', async () => {
    expect((await get(`/api/v1/profile/${owner.profileId}/certificates`, stranger.token)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/v1/profile/${owner.profileId}/badges`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/profile/${owner.profileId}/sanad`, stranger.token)).statusCode).toBe(404);
    expect((await get(pdfUrl(certificate.id, owner.profileId), stranger.token)).statusCode).toBe(404);
    const ownProfile = await get(pdfUrl(certificate.id, stranger.profiles[0]!.id), stranger.token);
    expect(ownProfile.statusCode).toBe(404);
    expect(ownProfile.json()).toMatchObject({ err: true, code: 404 });
    expect((await get(pdfUrl(certificate.id, owner.profileId))).statusCode).toBe(401);
    expect((await get(`/api/v1/profile/${owner.profileId}/certificates`)).statusCode).toBe(401);
  });

  it('answers 400 for a variant that does not exist, and the PDF for its owner', async () => {
    const wrong = await get(pdfUrl(certificate.id, owner.profileId, 'greek'), owner.learner.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ err: true, errorList: [{ field: 'variant' }] });
    const pdf = await get(pdfUrl(certificate.id, owner.profileId, 'arabic'), owner.learner.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/attachment; filename="AIS-\d{4}-\d{6}-ar\.pdf"/);
    // A learner's name and certificate: no cache keeps a copy (issue 20, item 13).
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The web app saves the file under this name: the number, then the PDF's language.
    const latin = await get(pdfUrl(certificate.id, owner.profileId, 'latin'), owner.learner.token);
    expect(latin.headers['content-disposition']).toBe(
      `attachment; filename="${certificatePdfFileName(certificate.number, 'latin', 'id')}"`,
    );
    expect(certificatePdfFileName('AIS/2026/000001', 'latin', 'id')).toBe('AIS-2026-000001-id.pdf');
  });
});

describe('verification', () => {
  let certificate: Certificate;

  beforeAll(async () => {
    const owner = await studyingLearner({ title: 'Verified class' });
    await completeCourses(app, owner.learner.token, owner.profileId, owner.book.courseIds);
    [certificate] = (await certificatesOf(owner.learner)) as [Certificate];
  });

  it('shows a valid certificate’s facts and sanad to anyone, without a token', async () => {
    const response = await get(`/api/v1/certificates/verify/${certificate.code}`);
    expect(response.statusCode).toBe(200);
    const verification = (response.json() as { data: CertificateVerification }).data;
    expect(verification).toMatchObject({
      status: 'valid',
      number: certificate.number,
      learnerName: 'Budi Santoso',
      teacherName: 'Ustadz Test',
      item: { type: 'class', title: { en: 'Verified class' } },
      issuedAt: certificate.issuedAt,
      hijriDate: certificate.hijriDate,
    });
    // The teacher has no known chain of this kitab (only one assigned to none): no sanad at all.
    expect(verification.sanad).toEqual([]);
  });

  it('shows a revoked certificate as revoked', async () => {
    await app.database.db
      .update(certificates)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(certificates.id, certificate.id));
    const response = await get(`/api/v1/certificates/verify/${certificate.code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'revoked', revokedAt: expect.any(String) } });
  });

  it('answers 404 for unknown codes and codes of the wrong shape, never a database error', async () => {
    for (const code of ['AAAAAAAAAAAAAAAA', 'short', "x'%20or%201=1--aaaaaa", 'a'.repeat(150), '%00%00']) {
      const response = await get(`/api/v1/certificates/verify/${code}`);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toMatchObject({ err: true, code: 404, reason: 'notFound' });
    }
  });
});

describe('sanad per teacher and kitab (decision 0108)', () => {
  const verificationOf = async (certificate: Certificate) =>
    (
      (await get(`/api/v1/certificates/verify/${certificate.code}`)).json() as {
        data: CertificateVerification;
      }
    ).data;

  it('prints a chain only on the certificate of the kitab the teacher has it for', async () => {
    const withChain = await studyingLearner({ title: 'Class with a chain' });
    await giveSanad(app, basics.teacherId, withChain.book.kitabId, ['Syaikh Hadits']);
    const without = await studyingLearner({ title: 'Class without a chain' });
    for (const { learner, profileId, book } of [withChain, without])
      await completeCourses(app, learner.token, profileId, book.courseIds);

    const [chained] = (await certificatesOf(withChain.learner)) as [Certificate];
    expect((await verificationOf(chained)).sanad).toEqual([
      {
        titleArabic: 'متن الآجرومية',
        chain: [
          expect.objectContaining({ position: 1, name: 'Syaikh Hadits', role: 'chain' }),
          expect.objectContaining({ position: 2, name: 'Ustadz Test', role: 'teacher' }),
          expect.objectContaining({ position: 3, name: 'Budi Santoso', role: 'learner' }),
        ],
      },
    ]);
    const [plain] = (await certificatesOf(without.learner)) as [Certificate];
    expect((await verificationOf(plain)).sanad).toEqual([]);
    expect(
      (
        (await get(`/api/v1/profile/${without.profileId}/sanad`, without.learner.token)).json() as {
          data: KitabSanad[];
        }
      ).data,
    ).toEqual([]);
    // Both PDFs print with a chain and without one.
    for (const [certificate, owner] of [
      [plain, without],
      [chained, withChain],
    ] as const) {
      for (const variant of ['latin', 'arabic']) {
        const pdf = await app.inject({
          url: `/api/v1/certificates/${certificate.id}/pdf?profileId=${owner.profileId}&variant=${variant}`,
          headers: bearer(owner.learner.token),
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }

    // A certificate keeps the chain it copied when the teacher's chain later goes.
    await app.database.db
      .delete(teacherKitabSanadLinks)
      .where(eq(teacherKitabSanadLinks.kitabId, withChain.book.kitabId));
    expect((await verificationOf(chained)).sanad).toHaveLength(1);
  });

  it('gives a class certificate one chain per kitab that has one', async () => {
    const learner = await registerVerifiedUser(app);
    const profileId = learner.profiles[0]!.id;
    const course = await createClass(app, basics, { state: 'in_progress', title: 'Two kitab' });
    const first = await addKitab(app, course.id, { meetings: 1, perMeeting: 1 });
    const second = await addKitab(app, course.id, { meetings: 1, perMeeting: 1, position: 2 });
    await giveSanad(app, basics.teacherId, second.kitabId, ['Syaikh Kedua Kitab']);
    await enrol(app, profileId, course.id);
    await completeCourses(app, learner.token, profileId, [...first.courseIds, ...second.courseIds]);
    const [certificate] = (await certificatesOf(learner)) as [Certificate];
    const sanad = (await verificationOf(certificate)).sanad;
    expect(sanad.map((entry) => entry.chain.map((link) => link.name))).toEqual([
      ['Syaikh Kedua Kitab', 'Ustadz Test', 'Budi Santoso'],
    ]);
    const pdf = await app.inject({
      url: `/api/v1/certificates/${certificate.id}/pdf?profileId=${profileId}&variant=latin`,
      headers: bearer(learner.token),
    });
    expect(pdf.statusCode).toBe(200);
    const list = (
      (await get(`/api/v1/profile/${profileId}/sanad`, learner.token)).json() as { data: KitabSanad[] }
    ).data;
    expect(list.map((entry) => entry.kitab.id)).toEqual([second.kitabId]);
  });

  it('keeps the one chain an older certificate copied, and none when it copied none', () => {
    const older = { sanadChains: null, titleArabic: 'كتاب', teacherName: 'Guru', learnerName: 'Budi' };
    expect(certificateChains({ ...older, sanad: [] })).toEqual([]);
    expect(
      certificateChains({ ...older, sanad: [{ name: 'Syaikh', note: { en: '', id: '' } }] }).map((entry) => [
        entry.titleArabic,
        entry.chain.map((link) => link.name),
      ]),
    ).toEqual([['كتاب', ['Syaikh', 'Guru', 'Budi']]]);
  });
});

describe('sanad and badges', () => {
  it('gives the sanad of each completed kitab with a known chain, through the teacher to the learner', async () => {
    const { learner, profileId, book } = await studyingLearner();
    await giveSanad(app, basics.teacherId, book.kitabId);
    expect((await get(`/api/v1/profile/${profileId}/sanad`, learner.token)).json()).toMatchObject({
      data: [],
    });
    await completeCourses(app, learner.token, profileId, book.courseIds);
    const sanad = (
      (await get(`/api/v1/profile/${profileId}/sanad`, learner.token)).json() as { data: KitabSanad[] }
    ).data;
    expect(sanad).toHaveLength(1);
    expect(sanad[0]!.kitab).toEqual({
      id: book.kitabId,
      title: expect.any(Object),
      titleArabic: 'متن الآجرومية',
    });
    expect(sanad[0]!.chain.map((link) => [link.position, link.name, link.role])).toEqual([
      [1, 'Syaikh Kedua', 'chain'],
      [2, 'Syaikh Pertama', 'chain'],
      [3, 'Ustadz Test', 'teacher'],
      [4, 'Budi Santoso', 'learner'],
    ]);
  });

  it('awards first class completed and week by week when every meeting is done in its week', async () => {
    const { learner, profileId, book } = await studyingLearner();
    expect(await badgesOf(learner)).toEqual([]);
    await completeCourses(app, learner.token, profileId, book.courseIds);
    expect((await badgesOf(learner)).sort()).toEqual(['first-class-completed', 'kitab-on-pace']);
    const [badge] = (
      (
        await app.inject({
          url: `/api/v1/profile/${profileId}/badges`,
          headers: { ...bearer(learner.token), 'accept-language': 'id' },
        })
      ).json() as { data: Badge[] }
    ).data;
    expect(badge?.title).toMatch(/Kelas pertama selesai|Pekan demi pekan/);
  });

  it('does not award week by week for meetings completed after their week', async () => {
    const { learner, profileId, book } = await studyingLearner({
      firstMeetingAt: new Date(Date.now() - 30 * 86_400_000),
    });
    await completeCourses(app, learner.token, profileId, book.courseIds);
    expect(await badgesOf(learner)).toEqual(['first-class-completed']);
  });

  it('awards first exam passed when a passed attempt is evaluated', async () => {
    const { learner, profileId, examIds } = await studyingLearner({ exams: 1 });
    await recordAttempt(app, profileId, examIds[0]!, { passed: false });
    await app.services.certificates.evaluate(profileId);
    expect(await badgesOf(learner)).toEqual([]);
    await recordAttempt(app, profileId, examIds[0]!, { passed: true });
    await app.services.certificates.evaluate(profileId);
    expect(await badgesOf(learner)).toEqual(['first-exam-passed']);
  });

  it('awards 10 and 50 hours studied from the active-hours heartbeat', async () => {
    const learner = await registerVerifiedUser(app);
    const profileId = learner.profiles[0]!.id;
    const beat = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/profile/active-hours',
        headers: bearer(learner.token),
        payload: { profileId, seconds: 30 },
      });
    await app.database.db.insert(activeDays).values({ profileId, day: '2026-01-01', seconds: 36_000 - 60 });
    expect((await beat()).statusCode).toBe(200);
    expect(await badgesOf(learner)).toEqual([]);
    await app.database.db
      .insert(activeDays)
      .values({ profileId, day: academyDay(new Date(Date.now() - 2 * 86_400_000)), seconds: 60 });
    await beat();
    expect(await badgesOf(learner)).toEqual(['hours-10']);
    await app.database.db.insert(activeDays).values({ profileId, day: '2026-01-02', seconds: 40 * 3600 });
    await beat();
    expect(await badgesOf(learner)).toEqual(['hours-10', 'hours-50']);
  });
});

describe('the verification page for link previews', () => {
  it('puts the certificate’s title and description into the app page; unknown codes are 404', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'academy-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><head><title>Academy</title></head><body></body>',
    );
    const site = await buildTestApp(publicOriginEnv('https://akademi.example'), { keepData: true, webRoot });
    const owner = await studyingLearner({ title: 'Fiqh "Basics" <1> & more' });
    await completeCourses(app, owner.learner.token, owner.profileId, owner.book.courseIds);
    const [certificate] = await certificatesOf(owner.learner);

    const page = await site.inject({
      url: `/sertifikat/${certificate!.code}`,
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<title>Certificate ${certificate!.number} · Akademi Ilmu Syar’i</title>`);
    expect(page.body).toContain(
      `<meta property="og:url" content="https://akademi.example/sertifikat/${certificate!.code}" />`,
    );
    expect(page.body).toContain(
      'Budi Santoso completed Fiqh &#34;Basics&#34; &#60;1&#62; &#38; more with Ustadz Test.',
    );

    const unknown = await site.inject({ url: '/sertifikat/AAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Sertifikat tidak ditemukan · Akademi Ilmu Syar’i</title>');
  });
});
