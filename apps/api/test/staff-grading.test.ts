import type { Certificate } from '@academy/contract/certificates';
import type { Exam, ExamAttempt, ExamReport } from '@academy/contract/exam';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import type { StaffExamAttempt, StaffExamOverride } from '@academy/contract/staff-grading';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InsertedQuestion } from '../src/demo/insert-exam';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { completeCourses, enrol } from './helpers/certificate-factory';
import { createExam, fourKinds } from './helpers/exam-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Staff grading and per-learner overrides (issue 14): the queue, grades within each question's
// points, regrading, the result and certificates following a grade, overrides for one profile
// only, and who may do what: admins everything, a teacher the exams of their classes (403
// elsewhere), a learner nothing (403), nobody signed in 401.

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const hour = 3_600_000;
const minute = 60_000;

let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let sister: VerifiedUser;
let stranger: VerifiedUser;
let ownClassId: string;
let ownKitab: { kitabId: string; courseIds: string[] };
let otherKitabId: string;
/** The four kinds: single choice 2, multiple choice 2, short answer 1, essay 5 (pass mark 60). */
let graded: { examId: string; questions: InsertedQuestion[] };
let otherExam: { examId: string; questions: InsertedQuestion[] };

const profileOf = (user: VerifiedUser) => user.profiles[0]!.id;
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const errorsOf = (response: { json(): unknown }) =>
  Object.fromEntries(
    (response.json() as { errorList: { field: string; message: string }[] }).errorList.map((e) => [
      e.field,
      e.message,
    ]),
  );

function staffCall(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: StaffMember,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
}

function learnerCall(method: 'GET' | 'POST' | 'PUT', url: string, user: VerifiedUser, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(user.token), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

const examState = async (examId: string, user: VerifiedUser) =>
  data<Exam>(await learnerCall('GET', `/exams/${examId}?profileId=${profileOf(user)}`, user));

async function start(examId: string, user: VerifiedUser) {
  const response = await learnerCall('POST', `/exams/${examId}/attempts`, user, {
    profileId: profileOf(user),
  });
  expect(response.statusCode, response.body).toBe(201);
  return data<ExamAttempt>(response);
}

/**
 * Sits the four-kind exam: both choice questions right (4 points), the short answer wrong (0)
 * and an essay, which waits for staff: 4 of 10 so far.
 */
async function sitGraded(user: VerifiedUser) {
  const attempt = await start(graded.examId, user);
  const [single, multiple, short, essay] = graded.questions;
  const answers = [
    { questionId: single!.id, value: single!.rightOptionIds[0], seq: 1 },
    { questionId: multiple!.id, value: multiple!.rightOptionIds, seq: 1 },
    { questionId: short!.id, value: 'الحرف', seq: 1 },
    { questionId: essay!.id, value: 'إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ: every deed is judged by its intention.', seq: 1 },
  ];
  const saved = await learnerCall('PUT', `/exam-attempts/${attempt.id}/answers`, user, {
    profileId: profileOf(user),
    answers,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const finished = await learnerCall('POST', `/exam-attempts/${attempt.id}/finish`, user, {
    profileId: profileOf(user),
  });
  expect(finished.statusCode).toBe(200);
  return attempt.id;
}

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app);
  sister = await registerVerifiedUser(app);
  stranger = await registerVerifiedUser(app);
  const own = await createClass(app, basics, { state: 'in_progress' });
  const other = await createClass(app, basics, { state: 'in_progress', teacherId: await addTeacher(app) });
  ownClassId = own.id;
  ownKitab = await addKitab(app, own.id, { meetings: 1, perMeeting: 1 });
  otherKitabId = (await addKitab(app, other.id, { meetings: 1, perMeeting: 1 })).kitabId;
  for (const user of [learner, sister]) {
    await enrol(app, profileOf(user), own.id);
    await enrol(app, profileOf(user), other.id);
  }
  graded = await createExam(app, ownKitab.kitabId, { questions: fourKinds, passMark: 60 });
  otherExam = await createExam(app, otherKitabId, { questions: fourKinds });
});

describe('the grading queue', () => {
  let waitingId: string;
  let otherWaitingId: string;

  beforeAll(async () => {
    waitingId = await sitGraded(learner);
    const attempt = await start(otherExam.examId, learner);
    await learnerCall('PUT', `/exam-attempts/${attempt.id}/answers`, learner, {
      profileId: profileOf(learner),
      answers: [{ questionId: otherExam.questions[3]!.id, value: 'Jawaban esai', seq: 1 }],
    });
    await learnerCall('POST', `/exam-attempts/${attempt.id}/finish`, learner, {
      profileId: profileOf(learner),
    });
    otherWaitingId = attempt.id;
  });

  it('lists finished attempts with an answer waiting, with the questions staff grade', async () => {
    const response = await staffCall('GET', '/exam-attempts?needsGrading=true', admin);
    expect(response.statusCode).toBe(200);
    const items = data<StaffExamAttempt[]>(response);
    expect(items.map((item) => item.id).sort()).toEqual([waitingId, otherWaitingId].sort());
    const item = items.find((entry) => entry.id === waitingId)!;
    expect(item).toMatchObject({
      status: 'submitted',
      score: 4,
      maxScore: 10,
      passed: null,
      waiting: 1,
      profile: { id: profileOf(learner), name: learner.profiles[0]!.name },
      exam: { id: graded.examId, passMark: 60 },
    });
    expect(item.answers.map((answer) => [answer.kind, answer.points, answer.maxPoints])).toEqual([
      ['short_answer', 0, 1],
      ['essay', null, 5],
    ]);
    expect(item.answers[1]!.answer).toContain('إِنَّمَا الأَعْمَالُ');
    expect(item.answers[0]!.acceptedAnswers).toEqual(['الفَاعِلُ']);
  });

  it('filters by exam; a teacher sees only the exams of the classes they teach', async () => {
    const byExam = data<StaffExamAttempt[]>(
      await staffCall('GET', `/exam-attempts?needsGrading=true&examId=${graded.examId}`, admin),
    );
    expect(byExam.map((item) => item.id)).toEqual([waitingId]);
    const teachers = data<StaffExamAttempt[]>(
      await staffCall('GET', '/exam-attempts?needsGrading=true', teacher),
    );
    expect(teachers.map((item) => item.id)).toEqual([waitingId]);
    expect((await staffCall('GET', `/exam-attempts?examId=${otherExam.examId}`, teacher)).statusCode).toBe(
      403,
    );
    expect((await staffCall('GET', `/exam-attempts/${otherWaitingId}`, teacher)).statusCode).toBe(403);
    const grade = await staffCall('PUT', `/exam-attempts/${otherWaitingId}/grades`, teacher, {
      grades: [{ questionId: otherExam.questions[3]!.id, points: 5 }],
    });
    expect(grade.statusCode).toBe(403);
  });

  it('answers 403 to a learner and 401 to nobody', async () => {
    const asLearner = await app.inject({
      url: '/api/v1/staff/exam-attempts',
      headers: bearer(learner.token),
    });
    expect(asLearner.statusCode).toBe(403);
    const grade = await app.inject({
      method: 'PUT',
      url: `/api/v1/staff/exam-attempts/${waitingId}/grades`,
      headers: bearer(learner.token),
      payload: { grades: [{ questionId: graded.questions[3]!.id, points: 5 }] },
    });
    expect(grade.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/staff/exam-attempts' })).statusCode).toBe(401);
  });

  it('shows one attempt with every answer; the choice questions read-only', async () => {
    const attempt = data<StaffExamAttempt>(await staffCall('GET', `/exam-attempts/${waitingId}`, teacher));
    expect(attempt.answers.map((answer) => [answer.kind, answer.gradable, answer.points])).toEqual([
      ['single_choice', false, 2],
      ['multiple_choice', false, 2],
      ['short_answer', true, 0],
      ['essay', true, null],
    ]);
    expect(attempt.answers[0]!.options?.filter((option) => option.correct)).toHaveLength(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await staffCall('GET', `/exam-attempts/${unknown}`, admin)).statusCode).toBe(404);
  });

  it('refuses points beyond the question, choice questions and questions of another exam', async () => {
    const [single, , , essay] = graded.questions;
    const beyond = await staffCall('PUT', `/exam-attempts/${waitingId}/grades`, admin, {
      grades: [{ questionId: essay!.id, points: 6 }],
    });
    expect(beyond.statusCode).toBe(400);
    expect(errorsOf(beyond)).toEqual({
      'grades.0.points': "Points must be between 0 and the question's points",
    });
    const negative = await staffCall('PUT', `/exam-attempts/${waitingId}/grades`, admin, {
      grades: [{ questionId: essay!.id, points: -1 }],
    });
    expect(errorsOf(negative)).toEqual({
      'grades.0.points': "Points must be between 0 and the question's points",
    });
    const mixed = await staffCall('PUT', `/exam-attempts/${waitingId}/grades`, admin, {
      grades: [
        { questionId: single!.id, points: 0 },
        { questionId: otherExam.questions[3]!.id, points: 1 },
      ],
    });
    expect(errorsOf(mixed)).toEqual({
      'grades.0.questionId': 'Choice questions are graded automatically',
      'grades.1.questionId': 'This question is not part of the attempt',
    });
    // Nothing was written.
    const after = data<StaffExamAttempt>(await staffCall('GET', `/exam-attempts/${waitingId}`, admin));
    expect(after).toMatchObject({ status: 'submitted', score: 4, waiting: 1 });
  });

  it('refuses to grade an attempt that still runs (409)', async () => {
    const running = await start(graded.examId, sister);
    const response = await staffCall('PUT', `/exam-attempts/${running.id}/grades`, admin, {
      grades: [{ questionId: graded.questions[3]!.id, points: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect((response.json() as { message: string }).message).toBe(
      'This attempt is not finished yet, so it cannot be graded',
    );
    await learnerCall('POST', `/exam-attempts/${running.id}/finish`, sister, {
      profileId: profileOf(sister),
    });
  });

  it('a grade that completes the class gives the score, the pass, the feedback and the certificate at once', async () => {
    await completeCourses(app, learner.token, profileOf(learner), ownKitab.courseIds);
    const certificatesOf = async () =>
      data<Certificate[]>(await learnerCall('GET', `/profile/${profileOf(learner)}/certificates`, learner));
    expect(await certificatesOf()).toEqual([]);

    const essay = graded.questions[3]!;
    const response = await staffCall('PUT', `/exam-attempts/${waitingId}/grades`, teacher, {
      grades: [
        { questionId: essay.id, points: 5, feedback: '  Well argued; cite the hadith in full next time.  ' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(data<StaffExamAttempt>(response)).toMatchObject({
      status: 'graded',
      score: 9,
      percent: 90,
      passed: true,
      waiting: 0,
    });
    expect((await certificatesOf()).map((certificate) => certificate.item.id)).toEqual([ownClassId]);

    const report = data<ExamReport>(
      await learnerCall('GET', `/exam-attempts/${waitingId}/report?profileId=${profileOf(learner)}`, learner),
    );
    expect(report).toMatchObject({ score: 9, passed: true, status: 'graded' });
    const essayLine = report.questions.find((question) => question.id === essay.id)!;
    expect(essayLine).toMatchObject({
      awardedPoints: 5,
      correct: true,
      feedback: 'Well argued; cite the hadith in full next time.',
    });
    expect((await staffCall('GET', '/exam-attempts?needsGrading=true', teacher)).json()).toMatchObject({
      data: [],
    });

    const audit = data<StaffAuditEntry[]>(
      await staffCall('GET', `/audit-log?resource=exam-attempts&resourceId=${waitingId}`, admin),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { status: 'submitted', score: 4, passed: null },
      after: { status: 'graded', score: 9, passed: true },
    });
  });

  it('regrading changes the score and the pass, short answers too; a lost pass revokes its certificate', async () => {
    const [, , short, essay] = graded.questions;
    const certificatesOf = async () =>
      data<Certificate[]>(await learnerCall('GET', `/profile/${profileOf(learner)}/certificates`, learner));
    const [earned] = await certificatesOf();
    expect(earned).toMatchObject({ status: 'valid', item: { id: ownClassId } });

    const failed = await staffCall('PUT', `/exam-attempts/${waitingId}/grades`, admin, {
      grades: [{ questionId: essay!.id, points: 1, feedback: null }],
    });
    expect(data<StaffExamAttempt>(failed)).toMatchObject({ score: 5, percent: 50, passed: false });
    // The pass that earned the class's certificate is gone: the certificate is revoked in the
    // regrade's transaction, with the regrade as its reason, and its public page says so.
    expect(await certificatesOf()).toEqual([expect.objectContaining({ id: earned!.id, status: 'revoked' })]);
    const verified = await app.inject({ method: 'GET', url: `/api/v1/certificates/verify/${earned!.code}` });
    expect(data<{ status: string }>(verified).status).toBe('revoked');
    const revocations = data<StaffAuditEntry[]>(
      await staffCall('GET', `/audit-log?resource=certificates&resourceId=${earned!.id}`, admin),
    );
    expect(revocations).toEqual([
      expect.objectContaining({
        action: 'revoke',
        after: expect.objectContaining({
          status: 'revoked',
          attemptId: waitingId,
          reason: expect.stringContaining('Regraded: the exam is no longer passed'),
        }),
      }),
    ]);

    const passed = await staffCall('PUT', `/exam-attempts/${waitingId}/grades`, admin, {
      grades: [{ questionId: short!.id, points: 1, feedback: 'Accepted: same word without harakat' }],
    });
    const view = data<StaffExamAttempt>(passed);
    expect(view).toMatchObject({ score: 6, percent: 60, passed: true });
    // Passing again earns the class anew: a new certificate beside the revoked one.
    const after = await certificatesOf();
    expect(after.map((certificate) => certificate.status).sort()).toEqual(['revoked', 'valid']);
    expect(after.find((certificate) => certificate.status === 'valid')!.id).not.toBe(earned!.id);
    expect(view.answers.find((answer) => answer.questionId === essay!.id)!.feedback).toBeNull();
    // Without needsGrading the exam's graded attempts are listed for regrading.
    const all = data<StaffExamAttempt[]>(
      await staffCall('GET', `/exam-attempts?examId=${graded.examId}`, admin),
    );
    expect(all.map((item) => item.id)).toContain(waitingId);
  });
});

describe('per-learner overrides', () => {
  /** An objective exam with one attempt that both learners fail. */
  let once: { examId: string; questions: InsertedQuestion[] };

  async function sitAndFail(user: VerifiedUser) {
    const attempt = await start(once.examId, user);
    const [single] = once.questions;
    const wrong = single!.optionIds.find((id) => !single!.rightOptionIds.includes(id));
    await learnerCall('PUT', `/exam-attempts/${attempt.id}/answers`, user, {
      profileId: profileOf(user),
      answers: [{ questionId: single!.id, value: wrong, seq: 1 }],
    });
    await learnerCall('POST', `/exam-attempts/${attempt.id}/finish`, user, { profileId: profileOf(user) });
  }

  const override = (who: StaffMember, body: object) => staffCall('POST', '/exam-overrides', who, body);

  beforeAll(async () => {
    once = await createExam(app, ownKitab.kitabId, { questions: fourKinds.slice(0, 1), attemptsAllowed: 1 });
    await sitAndFail(learner);
    await sitAndFail(sister);
  });

  it('an extra attempt lets that learner revise, and no one else', async () => {
    expect((await examState(once.examId, learner)).state).toBe('result');
    const response = await override(teacher, {
      examId: once.examId,
      profileId: profileOf(learner),
      extraAttempts: 1,
      reason: 'Power cut during the exam',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(data<StaffExamOverride>(response)).toMatchObject({
      extraAttempts: 1,
      reason: 'Power cut during the exam',
    });
    expect(await examState(once.examId, learner)).toMatchObject({ state: 'revise', attemptsAllowed: 2 });
    expect(await examState(once.examId, sister)).toMatchObject({ state: 'result', attemptsAllowed: 1 });
    const second = await start(once.examId, learner);
    expect(second.id).toBeDefined();
    await learnerCall('POST', `/exam-attempts/${second.id}/finish`, learner, {
      profileId: profileOf(learner),
    });
  });

  it('a later close reopens an ended exam for that learner only, and bounds the deadline', async () => {
    const closed = await createExam(app, ownKitab.kitabId, {
      opensAt: new Date(Date.now() - 3 * hour),
      closesAt: new Date(Date.now() - hour),
      durationMinutes: 120,
    });
    expect((await examState(closed.examId, sister)).state).toBe('ended');
    const closesAt = new Date(Date.now() + 30 * minute);
    const early = await override(admin, {
      examId: closed.examId,
      profileId: profileOf(sister),
      closesAt: new Date(Date.now() - 2 * hour).toISOString(),
      reason: 'Sick on exam day',
    });
    expect(errorsOf(early)).toEqual({ closesAt: "The new close time must be later than the exam's own" });
    const response = await override(admin, {
      examId: closed.examId,
      profileId: profileOf(sister),
      closesAt: closesAt.toISOString(),
      reason: 'Sick on exam day',
    });
    expect(response.statusCode).toBe(201);
    expect(await examState(closed.examId, sister)).toMatchObject({
      state: 'start',
      closesAt: closesAt.toISOString(),
    });
    expect((await examState(closed.examId, learner)).state).toBe('ended');
    const attempt = await start(closed.examId, sister);
    // min(start + 120 minutes, the override's close)
    expect(attempt.deadline).toBe(closesAt.toISOString());
    await learnerCall('POST', `/exam-attempts/${attempt.id}/finish`, sister, {
      profileId: profileOf(sister),
    });
  });

  it('more minutes lengthen new attempts and the running one of that learner only', async () => {
    const timed = await createExam(app, ownKitab.kitabId, { durationMinutes: 30 });
    const running = await start(timed.examId, learner);
    const startedAt = Date.parse(running.startedAt);
    expect(Date.parse(running.deadline) - startedAt).toBe(30 * minute);
    const response = await override(admin, {
      examId: timed.examId,
      profileId: profileOf(learner),
      extraMinutes: 15,
      reason: 'Reads slowly (dyslexia)',
    });
    expect(response.statusCode).toBe(201);
    const again = data<ExamAttempt>(
      await learnerCall('GET', `/exam-attempts/${running.id}?profileId=${profileOf(learner)}`, learner),
    );
    expect(Date.parse(again.deadline) - startedAt).toBe(45 * minute);
    expect(await examState(timed.examId, learner)).toMatchObject({ durationMinutes: 45 });
    expect(await examState(timed.examId, sister)).toMatchObject({ durationMinutes: 30 });
    const sisters = await start(timed.examId, sister);
    expect(Date.parse(sisters.deadline) - Date.parse(sisters.startedAt)).toBe(30 * minute);
    for (const [user, id] of [
      [learner, running.id],
      [sister, sisters.id],
    ] as const) {
      await learnerCall('POST', `/exam-attempts/${id}/finish`, user, { profileId: profileOf(user) });
    }

    // Setting it again replaces it (200), listed once; removing it restores the exam's rules.
    const replaced = await override(admin, {
      examId: timed.examId,
      profileId: profileOf(learner),
      extraMinutes: 20,
      reason: 'Twenty minutes, as agreed with the parents',
    });
    expect(replaced.statusCode).toBe(200);
    const listed = data<StaffExamOverride[]>(
      await staffCall('GET', `/exam-overrides?examId=${timed.examId}`, admin),
    );
    expect(listed.map((entry) => [entry.profileId, entry.extraMinutes])).toEqual([[profileOf(learner), 20]]);
    const removed = await staffCall('DELETE', `/exam-overrides/${listed[0]!.id}`, teacher);
    expect(removed.statusCode).toBe(200);
    expect(await examState(timed.examId, learner)).toMatchObject({ durationMinutes: 30 });

    const audit = data<StaffAuditEntry[]>(
      await staffCall('GET', '/audit-log?resource=exam-overrides', admin),
    );
    const actions = audit.filter((entry) => entry.resourceId === listed[0]!.id).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['create', 'delete', 'update']);
    expect(
      audit.find((entry) => entry.action === 'update' && entry.resourceId === listed[0]!.id),
    ).toMatchObject({
      before: { extraMinutes: 15, reason: 'Reads slowly (dyslexia)' },
      after: { extraMinutes: 20, reason: 'Twenty minutes, as agreed with the parents' },
    });
  });

  it('refuses a learner with no attempt and no access, an empty override, and a missing reason', async () => {
    const response = await override(admin, {
      examId: once.examId,
      profileId: profileOf(stranger),
      extraAttempts: 1,
      reason: 'Asked by a parent',
    });
    expect(response.statusCode).toBe(409);
    expect((response.json() as { message: string }).message).toBe(
      'This learner has no attempt at this exam and no access to it, so there is nothing to extend',
    );
    const empty = await override(admin, {
      examId: once.examId,
      profileId: profileOf(sister),
      reason: 'Nothing',
    });
    expect(errorsOf(empty)).toEqual({
      extraAttempts: 'Give an extra attempt, a later close time or more minutes',
    });
    const noReason = await override(admin, {
      examId: once.examId,
      profileId: profileOf(sister),
      extraAttempts: 1,
      reason: '  ',
    });
    expect(errorsOf(noReason)).toEqual({ reason: 'This field is required' });
  });

  it('two staff setting the same learner’s override at once make one override', async () => {
    const exam = await createExam(app, ownKitab.kitabId);
    const body = (minutes: number) => ({
      examId: exam.examId,
      profileId: profileOf(sister),
      extraMinutes: minutes,
      reason: `Burst ${minutes}`,
    });
    const answers = await Promise.all([5, 10, 15, 20].map((minutes) => override(admin, body(minutes))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const listed = data<StaffExamOverride[]>(
      await staffCall('GET', `/exam-overrides?examId=${exam.examId}`, admin),
    );
    expect(listed).toHaveLength(1);
  });

  it('a teacher overrides only in their classes; a learner never', async () => {
    const elsewhere = await override(teacher, {
      examId: otherExam.examId,
      profileId: profileOf(learner),
      extraAttempts: 1,
      reason: 'Not my class',
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await staffCall('GET', `/exam-overrides?examId=${otherExam.examId}`, teacher)).statusCode).toBe(
      403,
    );
    const asLearner = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/exam-overrides',
      headers: bearer(learner.token),
      payload: { examId: once.examId, profileId: profileOf(learner), extraAttempts: 5, reason: 'Me' },
    });
    expect(asLearner.statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('describes the grading and override calls', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/v1/staff/exam-attempts'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/v1/staff/exam-attempts/{id}/grades'] ?? {})).toEqual(['put']);
    expect(Object.keys(paths['/api/v1/staff/exam-overrides'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/staff/exam-overrides/{id}'] ?? {})).toEqual(['delete']);
  });
});
