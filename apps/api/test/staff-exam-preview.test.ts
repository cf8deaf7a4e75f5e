import type { Exam, ExamAttempt } from '@academy/contract/exam';
import type { StaffExamPreview, StaffExamPreviewReport } from '@academy/contract/staff-exam-preview';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeDays,
  bankQuestions,
  certificates,
  courseCompletions,
  enrolments,
  examAnswers,
  examAttempts,
  examDraws,
  examQuestionOptions,
  examQuestions,
  exams,
  notifications,
  outboxMessages,
  profileBadges,
  staffAuditLog,
} from '../src/db/schema/index';
import { ExamPreviewService } from '../src/services/exams/exam-preview-service';
import { registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { data, examCalls } from './helpers/exam-calls';
import { choiceBankQuestions, createExam, fourKinds } from './helpers/exam-factory';
import { staffTrio, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Staff preview of an exam (issue 25 item 1, decision 0118): staff sit an exam, draft or
// published, as a learner would; the answers are graded by the attempts' own rules and nothing
// is recorded: no attempt, answer, drawn copy, progress, certificate, badge or notification.

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const { db } = app.database;

let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let learner: VerifiedUser;
let profileId: string;
/** Draft, the four kinds: single (2), multiple (2), short answer (1), essay (5). */
let draftExam: Awaited<ReturnType<typeof createExam>>;
/** Published, one fixed question and a draw of 2 of the class's 6 "Aqidah" bank questions. */
let drawExam: Awaited<ReturnType<typeof createExam>>;

const asLearner = examCalls(app, () => ({ token: learner.token, profileId }));

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  ({ admin, teacher, otherTeacher } = await staffTrio(app, basics.teacherId));
  learner = await registerVerifiedUser(app);
  profileId = learner.profiles[0]!.id;
  const klass = await createClass(app, basics, { state: 'in_progress' });
  const { kitabId } = await addKitab(app, klass.id, { meetings: 1, perMeeting: 1 });
  await db.insert(enrolments).values({ classId: klass.id, profileId, status: 'active' });
  draftExam = await createExam(app, kitabId, { questions: fourKinds });
  await db.update(exams).set({ visibility: 'draft' }).where(eq(exams.id, draftExam.examId));
  drawExam = await createExam(app, kitabId, { questions: fourKinds.slice(0, 1) });
  await db
    .insert(bankQuestions)
    .values(
      choiceBankQuestions(klass.id, 'Aqidah', ['Tawhid?', 'Iman?', 'Ihsan?', 'Islam?', 'Taqwa?', 'Ikhlas?']),
    );
  await db.insert(examDraws).values({ examId: drawExam.examId, position: 1, category: 'Aqidah', count: 2 });
  // The learner sat the published exam once: its attempt must stay as it is.
  const started = await asLearner.start(drawExam.examId);
  expect(started.statusCode, started.body).toBe(201);
  const attemptId = data<ExamAttempt>(started).id;
  const finished = await asLearner.call('POST', `/api/v1/exam-attempts/${attemptId}/finish`, { profileId });
  expect(finished.statusCode, finished.body).toBe(200);
});

const previewUrl = (examId: string) => `/api/v1/staff/preview/exams/${examId}`;

function startPreview(examId: string, member: StaffMember | null = admin) {
  return app.inject({ method: 'GET', url: previewUrl(examId), headers: member?.headers ?? {} });
}

function reportOf(examId: string, payload: object, member: StaffMember = admin) {
  return app.inject({
    method: 'POST',
    url: `${previewUrl(examId)}/report`,
    headers: member.headers,
    payload,
  });
}

async function preview(examId: string, member: StaffMember = admin) {
  const response = await startPreview(examId, member);
  expect(response.statusCode, response.body).toBe(200);
  return data<StaffExamPreview>(response);
}

const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errorList: { field: string; message: string }[] }).errorList;

/** Rows of every table a real attempt, its grading or its follow-ups write to. */
async function recordedRows() {
  const tables = {
    examAttempts,
    examAnswers,
    examQuestions,
    examQuestionOptions,
    courseCompletions,
    activeDays,
    certificates,
    profileBadges,
    notifications,
    outboxMessages,
    staffAuditLog,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ total: count() }).from(table);
    counts[name] = row!.total;
  }
  return counts;
}

describe('who previews an exam', () => {
  it('lets an admin and the class’s teacher preview a draft exam as a learner would sit it', async () => {
    for (const member of [admin, teacher]) {
      const sheet = await preview(draftExam.examId, member);
      expect(sheet.visibility).toBe('draft');
      expect(sheet.questions.map((question) => question.kind)).toEqual(
        fourKinds.map((question) => question.kind),
      );
      expect(sheet.questions[0]!.direction).toBe('rtl');
      expect(new Date(sheet.deadline).getTime() - new Date(sheet.startedAt).getTime()).toBe(30 * 60_000);
    }
  });

  it('refuses another class’s teacher (403), a learner (403) and no sign-in (401)', async () => {
    expect((await startPreview(draftExam.examId, otherTeacher)).statusCode).toBe(403);
    const asLearnerResponse = await app.inject({
      method: 'GET',
      url: previewUrl(draftExam.examId),
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(asLearnerResponse.statusCode).toBe(403);
    expect((await startPreview(draftExam.examId, null)).statusCode).toBe(401);
    const sheet = await preview(draftExam.examId);
    expect(
      (await reportOf(draftExam.examId, { token: sheet.token, answers: [] }, otherTeacher)).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown exam', async () => {
    expect((await startPreview('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the preview’s questions', () => {
  it('carry no answer key', async () => {
    const response = await startPreview(draftExam.examId);
    const body = response.body;
    for (const secret of ['correct', 'rightOptionIds', 'acceptedAnswers', 'explanation', 'الفَاعِلُ', 'marfu'])
      expect(body).not.toContain(secret);
    const sheet = data<StaffExamPreview>(response);
    for (const question of sheet.questions)
      for (const option of question.options ?? []) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
    // The token names the draw, not the answers: decoded, it holds no option and no right answer.
    const decoded = Buffer.from(sheet.token.split('.')[0]!, 'base64url').toString('utf8');
    expect(decoded).not.toContain('correct');
    for (const rightId of draftExam.questions.flatMap((question) => question.rightOptionIds))
      expect(decoded).not.toContain(rightId);
  });

  it('draw afresh from the bank for each preview, after the fixed questions', async () => {
    const draws = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const sheet = await preview(drawExam.examId);
      expect(sheet.questions).toHaveLength(3);
      expect(sheet.questions[0]!.id).toBe(drawExam.questions[0]!.id);
      expect(sheet.questions.map((question) => question.position)).toEqual([1, 2, 3]);
      draws.add(
        sheet.questions
          .slice(1)
          .map((question) => question.id)
          .join(','),
      );
    }
    expect(draws.size).toBeGreaterThan(1);
  });
});

describe('grading a preview', () => {
  const question = (index: number) => () => draftExam.questions[index]!;
  const [single, multiple, short, essay] = [question(0), question(1), question(2), question(3)];

  it('scores right answers of every kind as an attempt would, and shows the right answers', async () => {
    const sheet = await preview(draftExam.examId);
    const response = await reportOf(draftExam.examId, {
      token: sheet.token,
      answers: [
        { questionId: single().id, value: single().rightOptionIds[0] },
        { questionId: multiple().id, value: [...multiple().rightOptionIds].reverse() },
        // Matched without harakat, as a learner's short answer is.
        { questionId: short().id, value: ' الفاعل ' },
        { questionId: essay().id, value: 'Amal itu tergantung niatnya.' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = data<StaffExamPreviewReport>(response);
    expect(report).toMatchObject({ score: 5, maxScore: 10, percent: 50, status: 'submitted', passed: null });
    expect(report.showsRightAnswers).toBe(true);
    expect(report.timedOut).toBe(false);
    const [first, second, third, fourth] = report.questions;
    expect(first).toMatchObject({ correct: true, awardedPoints: 2, rightOptionIds: single().rightOptionIds });
    expect(first!.explanation?.en).toContain('marfu');
    expect(second).toMatchObject({ correct: true, awardedPoints: 2 });
    expect([...second!.rightOptionIds!].sort()).toEqual([...multiple().rightOptionIds].sort());
    expect(third).toMatchObject({ correct: true, awardedPoints: 1, acceptedAnswers: ['الفَاعِلُ'] });
    expect(fourth).toMatchObject({
      correct: null,
      awardedPoints: null,
      answer: 'Amal itu tergantung niatnya.',
    });
  });

  it('scores wrong and missing answers 0', async () => {
    const sheet = await preview(draftExam.examId);
    const wrongSingle = single().optionIds.find((id) => !single().rightOptionIds.includes(id))!;
    const response = await reportOf(draftExam.examId, {
      token: sheet.token,
      answers: [
        { questionId: single().id, value: wrongSingle },
        // All and only the right options score: one right option alone is wrong.
        { questionId: multiple().id, value: [multiple().rightOptionIds[0]!] },
        { questionId: short().id, value: 'المفعول' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = data<StaffExamPreviewReport>(response);
    expect(report.score).toBe(0);
    expect(report.questions.slice(0, 3).map((question) => question.correct)).toEqual([false, false, false]);
    expect(report.questions[3]).toMatchObject({ answer: null, awardedPoints: 0, correct: false });
  });

  it('grades a draw preview on the questions it drew, and passes it', async () => {
    const sheet = await preview(drawExam.examId);
    const answers = sheet.questions.map((question, index) => ({
      questionId: question.id,
      value:
        index === 0
          ? drawExam.questions[0]!.rightOptionIds[0]!
          : question.options!.find((option) => option.text.en.endsWith(' right'))!.id,
    }));
    const response = await reportOf(drawExam.examId, { token: sheet.token, answers });
    expect(response.statusCode, response.body).toBe(200);
    const report = data<StaffExamPreviewReport>(response);
    expect(report).toMatchObject({ score: 6, maxScore: 6, percent: 100, passed: true, status: 'graded' });
    expect(report.questions.map((question) => question.id)).toEqual(
      sheet.questions.map((question) => question.id),
    );
    // Another preview's option ids are not this one's: its draw is its own.
    const other = await preview(drawExam.examId);
    const mixed = await reportOf(drawExam.examId, { token: other.token, answers: answers.slice(1, 2) });
    expect(mixed.statusCode).toBe(400);
  });

  it('refuses an answer to a question not in the preview, or of the wrong shape, on its field', async () => {
    const sheet = await preview(draftExam.examId);
    const unknown = await reportOf(draftExam.examId, {
      token: sheet.token,
      answers: [{ questionId: drawExam.questions[0]!.id, value: drawExam.questions[0]!.rightOptionIds[0] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual([
      { field: 'answers.0.questionId', message: 'This question is not in the exam' },
    ]);
    const misfit = await reportOf(draftExam.examId, {
      token: sheet.token,
      answers: [{ questionId: single().id, value: 'not an option' }],
    });
    expect(errorsOf(misfit)).toEqual([
      { field: 'answers.0.value', message: 'This answer does not fit the question' },
    ]);
  });
});

describe('the preview token', () => {
  const invalid = [{ field: 'token', message: 'This preview is not valid; open the preview again' }];

  it('refuses a tampered token, another exam’s and another staff member’s', async () => {
    const sheet = await preview(drawExam.examId);
    const [body, mac] = sheet.token.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as { drawn: string[] };
    payload.drawn = payload.drawn.slice(0, 1);
    const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
    for (const token of [forged, `${body}.${'0'.repeat(64)}`, 'garbage']) {
      const response = await reportOf(drawExam.examId, { token, answers: [] });
      expect(response.statusCode, token).toBe(400);
      expect(errorsOf(response)).toEqual(invalid);
    }
    const elsewhere = await reportOf(draftExam.examId, { token: sheet.token, answers: [] });
    expect(errorsOf(elsewhere)).toEqual(invalid);
    const teachers = await preview(drawExam.examId, teacher);
    expect(errorsOf(await reportOf(drawExam.examId, { token: teachers.token, answers: [] }))).toEqual(
      invalid,
    );
  });

  it('refuses a token past its time by more than the grace', async () => {
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    const earlier = new ExamPreviewService(db, app.settings.mediaSigningSecret, () => anHourAgo);
    const actor = (await app.services.staffAccounts.actor(admin.userId))!;
    const sheet = await earlier.start(draftExam.examId, actor);
    const response = await reportOf(draftExam.examId, { token: sheet.token, answers: [] });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      { field: 'token', message: 'This preview has expired; open the preview again' },
    ]);
  });
});

describe('nothing is recorded', () => {
  it('leaves the attempt tables, follow-ups and the learner’s exam as they were', async () => {
    const learnerExam = async () => {
      const response = await asLearner.call('GET', `/api/v1/exams/${drawExam.examId}?profileId=${profileId}`);
      expect(response.statusCode, response.body).toBe(200);
      return data<Exam>(response);
    };
    const rowsBefore = await recordedRows();
    const examBefore = await learnerExam();
    for (const examId of [draftExam.examId, drawExam.examId]) {
      const sheet = await preview(examId);
      const answers = sheet.questions
        .filter((question) => question.options)
        .map((question) => ({ questionId: question.id, value: question.options![0]!.id }));
      const single = answers.filter((_, index) => sheet.questions[index]!.kind === 'single_choice');
      expect((await reportOf(examId, { token: sheet.token, answers: single })).statusCode).toBe(200);
    }
    expect(await recordedRows()).toEqual(rowsBefore);
    const examAfter = await learnerExam();
    expect(examAfter).toEqual(examBefore);
    expect(examAfter.attemptsUsed).toBe(1);
    // A draft stays out of the learner's reach.
    const draft = await asLearner.call('GET', `/api/v1/exams/${draftExam.examId}?profileId=${profileId}`);
    expect(draft.statusCode).toBe(404);
  });
});
