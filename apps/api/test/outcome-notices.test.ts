import type { AppNotification, NotificationSettings } from '@academy/contract/meetings';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { completeCourses, enrol } from './helpers/certificate-factory';
import { createExam, fourKinds } from './helpers/exam-factory';
import { buildTestApp } from './helpers/test-app';
import { defaultNotificationSettings } from '../src/services/notifications/notification-settings-service';

// A grade released and a certificate issued reach the learner (decisions §9): once per event,
// in the inbox, and by WhatsApp and e-mail as the account's settings allow.
const app = await buildTestApp({ NOTIFICATION_JOB_SECONDS: '0' });
let basics: Basics;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
});

/** A learner in a fresh class of one kitab (one meeting of two courses). */
async function studyingLearner() {
  const learner = await registerVerifiedUser(app);
  const profileId = learner.profiles[0]!.id;
  const klass = await createClass(app, basics, { state: 'in_progress' });
  const book = await addKitab(app, klass.id, { meetings: 1, perMeeting: 2 });
  await enrol(app, profileId, klass.id);
  return { learner, profileId, book };
}

const inbox = async (learner: VerifiedUser, profileId: string) => {
  const res = await app.inject({
    url: `/api/v1/profile/${profileId}/notifications`,
    headers: { ...bearer(learner.token), 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: AppNotification[] }).data;
};

const deliveriesOf = async (profileId: string, eventKey: string) => {
  const rows = await app.database.db
    .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(and(eq(notifications.profileId, profileId), eq(notifications.eventKey, eventKey)));
  return Object.fromEntries(rows.map((row) => [row.channel, row.status]));
};

/**
 * In the inbox at once, and one delivery by WhatsApp and by e-mail: queued, or already sent when
 * a sender of the worker's shared database reached it first (seen under load in a full run).
 */
const everyChannel = {
  inapp: 'sent',
  whatsapp: expect.stringMatching(/^(queued|sent)$/),
  email: expect.stringMatching(/^(queued|sent)$/),
};

const turnOff = (learner: VerifiedUser, kind: keyof NotificationSettings['kinds']) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/user/me/notification-settings',
    headers: bearer(learner.token),
    payload: {
      ...defaultNotificationSettings,
      kinds: { ...defaultNotificationSettings.kinds, [kind]: false },
    },
  });

/** Sits a one-question exam through the learner's calls with the right answer; the attempt's id. */
async function sitExam(learner: VerifiedUser, profileId: string, kitabId: string) {
  const exam = await createExam(app, kitabId, { questions: fourKinds.slice(0, 1) });
  const call = (url: string, method: 'POST' | 'PUT', payload: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: bearer(learner.token), payload });
  const started = await call(`/exams/${exam.examId}/attempts`, 'POST', { profileId });
  expect(started.statusCode).toBe(201);
  const attemptId = (started.json() as { data: { id: string } }).data.id;
  const answers = [
    { questionId: exam.questions[0]!.id, value: exam.questions[0]!.rightOptionIds[0], seq: 1 },
  ];
  expect((await call(`/exam-attempts/${attemptId}/answers`, 'PUT', { profileId, answers })).statusCode).toBe(
    200,
  );
  expect((await call(`/exam-attempts/${attemptId}/finish`, 'POST', { profileId })).statusCode).toBe(200);
  return { attemptId, examId: exam.examId };
}

describe('outcome notices', () => {
  it('tell the learner of a certificate issued, once, by every channel the account allows', async () => {
    const { learner, profileId, book } = await studyingLearner();
    await completeCourses(app, learner.token, profileId, book.courseIds);
    const certificateNotices = (await inbox(learner, profileId)).filter(
      (n) => n.kind === 'certificateIssued',
    );
    expect(certificateNotices).toHaveLength(1);
    expect(certificateNotices[0]!.title.en).toMatch(/^Certificate issued: /);
    expect(certificateNotices[0]!.url).toMatch(/^\/sertifikat\/[\w-]+$/);

    // Completing again and evaluating again issue nothing new, so no second notice.
    await app.services.certificates.evaluate(profileId);
    const [row, ...others] = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, profileId), eq(notifications.kind, 'certificateIssued')));
    expect(others).toEqual([]);
    expect(await deliveriesOf(profileId, row!.eventKey)).toEqual(everyChannel);
  });

  it('tell the learner of an exam grade released, once per attempt, with the score', async () => {
    const { learner, profileId, book } = await studyingLearner();
    const { attemptId, examId } = await sitExam(learner, profileId, book.kitabId);
    const grades = (await inbox(learner, profileId)).filter((n) => n.kind === 'gradeReleased');
    expect(grades).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ en: 'You scored 100% and passed.' }),
        url: `/dashboard/kitab/${book.kitabId}/q/${examId}`,
      }),
    ]);
    expect(await deliveriesOf(profileId, `exam-graded:${attemptId}`)).toEqual(everyChannel);
  });

  it('respect the account’s settings: a kind turned off is kept in the inbox and sent nowhere', async () => {
    const graded = await studyingLearner();
    expect((await turnOff(graded.learner, 'gradeReleased')).statusCode).toBe(200);
    const { attemptId } = await sitExam(graded.learner, graded.profileId, graded.book.kitabId);
    expect(await deliveriesOf(graded.profileId, `exam-graded:${attemptId}`)).toEqual({
      inapp: 'sent',
      whatsapp: 'skipped',
      email: 'skipped',
    });

    const certified = await studyingLearner();
    expect((await turnOff(certified.learner, 'certificateIssued')).statusCode).toBe(200);
    await completeCourses(app, certified.learner.token, certified.profileId, certified.book.courseIds);
    const [row] = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.profileId, certified.profileId), eq(notifications.kind, 'certificateIssued')),
      );
    expect(await deliveriesOf(certified.profileId, row!.eventKey)).toEqual({
      inapp: 'sent',
      whatsapp: 'skipped',
      email: 'skipped',
    });
  });
});
