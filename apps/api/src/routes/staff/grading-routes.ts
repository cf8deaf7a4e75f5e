import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  staffAttemptParamsSchema,
  staffAttemptsQuerySchema,
  staffExamAttemptSchema,
  staffExamOverrideSchema,
  staffGradesBodySchema,
  staffOverrideBodySchema,
  staffOverridesQuerySchema,
} from '@academy/contract/staff-grading';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from '../../plugins/app/staff-gate';

const okEmpty = z.object({ err: z.literal(false), code: z.number(), message: z.string(), data: z.null() });

/**
 * Staff grading and per-learner exam overrides (issue 14). Admins reach every exam, a teacher
 * the exams of the classes they teach (403 otherwise); learners never pass the staff gate.
 */
export const gradingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { staffGrading, examOverrides } = fastify.services;
  const tags = ['staff'];

  fastify.get(
    staffPaths.examAttempts,
    {
      schema: {
        tags,
        summary:
          'Staff: finished exam attempts; `needsGrading=true` is the queue of essays and short answers waiting',
        description:
          'Each attempt with its essay and short-answer questions, the learner’s answers, points and feedback. ' +
          'The queue is oldest first; without `needsGrading` every finished attempt (of `examId`), newest first, for regrading.',
        ...signedIn,
        querystring: staffAttemptsQuerySchema,
        response: { 200: pagedEnvelopeOf(staffExamAttemptSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { items, total } = await staffGrading.list(request.query, staffOf(request));
      return paged(items, request.query, total);
    },
  );

  fastify.get(
    staffPaths.examAttempt(':id'),
    {
      schema: {
        tags,
        summary:
          'Staff: one finished attempt with every answer (choice questions read-only, with their points)',
        ...signedIn,
        params: staffAttemptParamsSchema,
        response: { 200: envelopeOf(staffExamAttemptSchema), ...failures(401, 403, 404) },
      },
    },
    async (request) => ok(await staffGrading.attempt(request.params.id, staffOf(request))),
  );

  fastify.put(
    staffPaths.examAttemptGrades(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: grade or regrade essays and short answers; the score, pass and certificates follow',
        description:
          'Points from 0 to the question’s points (400 with the field beyond). 409 while the attempt still runs.',
        ...signedIn,
        params: staffAttemptParamsSchema,
        body: staffGradesBodySchema,
        response: { 200: envelopeOf(staffExamAttemptSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await staffGrading.grade(request.params.id, request.body, staffOf(request))),
  );

  fastify.get(
    staffPaths.examOverrides,
    {
      schema: {
        tags,
        summary: 'Staff: per-learner exam overrides (of one exam or profile)',
        ...signedIn,
        querystring: staffOverridesQuerySchema,
        response: { 200: pagedEnvelopeOf(staffExamOverrideSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { items, total } = await examOverrides.list(request.query, staffOf(request));
      return paged(items, request.query, total);
    },
  );

  fastify.post(
    staffPaths.examOverrides,
    {
      schema: {
        tags,
        summary: 'Staff: give one learner an extra attempt, a later close or more minutes, with a reason',
        description:
          'Sets the profile’s override of the exam: 201 when new, 200 when it replaces the one it had. ' +
          'A running attempt gets the new deadline. 409 for a profile with no attempt at the exam and no access to it.',
        ...signedIn,
        body: staffOverrideBodySchema,
        response: {
          200: envelopeOf(staffExamOverrideSchema),
          201: envelopeOf(staffExamOverrideSchema),
          ...failures(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { override, created } = await examOverrides.set(request.body, staffOf(request));
      const status = created ? 201 : 200;
      return reply.code(status).send(ok(override, status));
    },
  );

  fastify.delete(
    staffPaths.examOverride(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: remove an override; the exam’s own rules apply to the learner again',
        ...signedIn,
        params: staffAttemptParamsSchema,
        response: { 200: okEmpty, ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      await examOverrides.remove(request.params.id, staffOf(request));
      return ok(null);
    },
  );
};
