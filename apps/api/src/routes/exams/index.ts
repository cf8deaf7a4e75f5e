import { envelopeOf } from '@academy/contract/envelope';
import {
  attemptIdParamsSchema,
  attemptResultSchema,
  examAttemptSchema,
  examIdParamsSchema,
  examPinBodySchema,
  examReportSchema,
  examSchema,
  profileBodySchema,
  profileQuerySchema,
  saveAnswersBodySchema,
  saveAnswersResultSchema,
  startAttemptBodySchema,
} from '@academy/contract/exam';
import { examPaths } from '@academy/contract/endpoints';
import { examSaveGraceSeconds } from '@academy/contract/exam-state';
import { kitabIdParamsSchema, profileIdParamsSchema } from '@academy/contract/kitab';
import { profileSchema } from '@academy/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { bearerTokenOf } from '../../lib/signed-in-callers';
import { failures, signedIn } from '../../lib/route-schemas';
import { actingProfile, principalOf } from '../../plugins/app/auth';

const ownNote =
  'For one of the caller’s profiles; another account’s profile, or another profile’s attempt, answers 404.';
const pinNote =
  ' While the profile’s exam PIN is on (or the exam always asks for it) only a session that entered the ' +
  'profile’s PIN acts on its attempts: a start with the right `pin`, or `POST /profile/{profileId}/pin/check`, ' +
  'once per sign-in; otherwise 403 `examPinRequired` (423 while the PIN is locked).';

/** Exams of a kitab, attempts (start, continue, save, finish, report) and the exam PIN (decisions §5). */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { exams } = fastify.services;

  fastify.get(
    examPaths.kitabExams(':kitabId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['exams'],
        summary: 'A kitab’s exams, each with the profile’s state',
        description: `${ownNote} Open to an active enrolment in the class or a bought kitab (403 otherwise).`,
        ...signedIn,
        params: kitabIdParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: envelopeOf(z.array(examSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.query.profileId);
      return ok(await exams.listForKitab(profile.id, request.params.kitabId));
    },
  );

  fastify.get(
    examPaths.exam(':examId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['exams'],
        summary: 'An exam with the profile’s state, attempts and payment',
        description: ownNote,
        ...signedIn,
        params: examIdParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: envelopeOf(examSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.query.profileId);
      return ok(await exams.exam(profile.id, request.params.examId));
    },
  );

  fastify.post(
    examPaths.attempts(':examId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['exams'],
        summary: 'Start an attempt (201), or continue the running one (200)',
        description:
          `${ownNote} 402 pay first; 403 not enrolled; 409 'You have an unfinished exam' while another ` +
          "exam’s attempt runs, 409 'The exam has ended' when closed or no attempt is left. When the " +
          'exam or the profile asks for the PIN, a wrong one answers as the PIN check (400, 423).',
        ...signedIn,
        params: examIdParamsSchema,
        body: startAttemptBodySchema,
        response: {
          200: envelopeOf(examAttemptSchema),
          201: envelopeOf(examAttemptSchema),
          ...failures(400, 401, 402, 403, 404, 409, 423),
        },
      },
    },
    async (request, reply) => {
      const profile = await actingProfile(request, request.body.profileId);
      const { attempt, created } = await exams.start(
        principalOf(request),
        profile,
        request.params.examId,
        request.body.pin,
      );
      const code = created ? 201 : 200;
      return reply.code(code).send(ok(attempt, code));
    },
  );

  fastify.get(
    examPaths.attempt(':attemptId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['exams'],
        summary: 'An attempt: questions (never the right answers), saved answers, deadline and server time',
        description: `${ownNote} An attempt past its deadline and the grace is finished at its deadline first.${pinNote}`,
        ...signedIn,
        params: attemptIdParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: envelopeOf(examAttemptSchema), ...failures(400, 401, 403, 404, 423) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.query.profileId);
      return ok(await exams.attempt(profile, request.params.attemptId));
    },
  );

  fastify.put(
    examPaths.answers(':attemptId'),
    {
      // Exam night's hot call (decision 0170): the handler checks the caller, in the save's own
      // statement when it can; the gate, as everywhere, before the body's validation answers.
      attachValidation: true,
      schema: {
        tags: ['exams'],
        summary: 'Save answers (1 to 200); a save whose seq is not above the stored one changes nothing',
        description:
          `${ownNote} After the deadline plus ${examSaveGraceSeconds} s, or once finished: 409 'The exam has ended'. In the grace ` +
          'period only answers with `recordedAt` before the deadline count; a `recordedAt` before the ' +
          'attempt started or after the save arrived (5 s of clock skew allowed) answers 400 on that field. ' +
          `\`saved\` is what the server holds for each question named.${pinNote}`,
        ...signedIn,
        params: attemptIdParamsSchema,
        body: saveAnswersBodySchema,
        response: { 200: envelopeOf(saveAnswersResultSchema), ...failures(400, 401, 403, 404, 409, 423) },
      },
    },
    async (request) => {
      const { params, body } = request;
      const token = bearerTokenOf(request);
      if (token && !request.validationError) {
        const saved = await exams.saveAnswersOfToken(token, body.profileId, params.attemptId, body.answers);
        if (saved) {
          fastify.signedInCallers.remember(token, saved.userId);
          return ok(saved.result);
        }
      }
      await fastify.authenticateProfileCall(request);
      if (request.validationError) throw request.validationError;
      const profile = await actingProfile(request, body.profileId);
      return ok(await exams.saveAnswers(token!, profile, params.attemptId, body.answers));
    },
  );

  fastify.post(
    examPaths.finish(':attemptId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['exams'],
        summary: 'Finish an attempt and grade it (at its deadline at the latest); again answers the same',
        description: `${ownNote}${pinNote}`,
        ...signedIn,
        params: attemptIdParamsSchema,
        body: profileBodySchema,
        response: { 200: envelopeOf(attemptResultSchema), ...failures(400, 401, 403, 404, 423) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.body.profileId);
      return ok(await exams.finish(profile, request.params.attemptId));
    },
  );

  fastify.get(
    examPaths.report(':attemptId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['exams'],
        summary: 'A finished attempt’s result and per-question review',
        description:
          `${ownNote} Right answers and explanations appear as \`rightAnswersRule\` says, never while ` +
          'the profile sits the exam or could start another attempt; essay points are null until graded. ' +
          `409 while the attempt runs.${pinNote}`,
        ...signedIn,
        params: attemptIdParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: envelopeOf(examReportSchema), ...failures(400, 401, 403, 404, 409, 423) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.query.profileId);
      return ok(await exams.report(profile, request.params.attemptId));
    },
  );

  fastify.put(
    examPaths.examPin(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['exams', 'profile'],
        summary: 'Whether starting or continuing an exam asks for the profile’s PIN',
        description: 'Needs the profile’s PIN; a wrong one counts toward the PIN lock (400, 423).',
        ...signedIn,
        params: profileIdParamsSchema,
        body: examPinBodySchema,
        response: { 200: envelopeOf(profileSchema), ...failures(400, 401, 404, 423) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(
        await exams.setExamPin(principalOf(request), profile.id, request.body.required, request.body.pin),
      );
    },
  );
};

export default routes;
