import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  staffLearnerParamsSchema,
  staffLearnerProfileParamsSchema,
  staffLearnerQuerySchema,
  staffLearnerRowSchema,
  staffLearnerSchema,
  staffManualEnrolmentBodySchema,
  staffUnlockPinBodySchema,
} from '@academy/contract/staff-learners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from './staff-auth';

/** Learners in the staff console (issue 14): find, read, unlock a PIN, enrol by hand. */
export const learnerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { staffLearners } = fastify.services;
  const tags = ['staff'];
  const learner = envelopeOf(staffLearnerSchema);

  fastify.get(
    staffPaths.learners,
    {
      schema: {
        tags,
        summary: 'Staff: learner accounts by name (account or profile), phone number or e-mail',
        description: 'A teacher finds only accounts with a profile enrolled in a class they teach.',
        ...signedIn,
        querystring: staffLearnerQuerySchema,
        response: { 200: pagedEnvelopeOf(staffLearnerRowSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, total } = await staffLearners.search(request.query, staffOf(request));
      return paged(items, request.query, total);
    },
  );

  fastify.get(
    staffPaths.learner(':userId'),
    {
      schema: {
        tags,
        summary:
          'Staff: a learner account, its profiles, enrolments, progress, hours, attempts, payments, certificates',
        description: 'Never a password, code or PIN. A teacher sees only what belongs to their classes.',
        ...signedIn,
        params: staffLearnerParamsSchema,
        response: { 200: learner, ...failures(401, 403, 404) },
      },
    },
    async (request) => ok(await staffLearners.get(request.params.userId, staffOf(request))),
  );

  fastify.post(
    staffPaths.learnerUnlockPin(':userId', ':profileId'),
    {
      schema: {
        tags,
        summary: 'Staff: lift a profile’s PIN lock (five wrong PINs), with a reason; answers the learner',
        ...signedIn,
        params: staffLearnerProfileParamsSchema,
        body: staffUnlockPinBodySchema,
        response: { 200: learner, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await staffLearners.unlockPin(
          request.params.userId,
          request.params.profileId,
          request.body,
          staffOf(request),
        ),
      ),
  );

  fastify.post(
    staffPaths.learnerEnrolments(':userId', ':profileId'),
    {
      schema: {
        tags,
        summary: 'Staff: enrol a profile in a class by hand (e.g. paid in cash), with a reason',
        description:
          'Active at once, without price or join password; a waiting-for-payment enrolment becomes active. ' +
          'The class must not have ended, and a new enrolment needs a free seat (409 `classFull`). ' +
          'A teacher enrols only into a class they teach (403).',
        ...signedIn,
        params: staffLearnerProfileParamsSchema,
        body: staffManualEnrolmentBodySchema,
        response: { 201: learner, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const after = await staffLearners.enrol(
        request.params.userId,
        request.params.profileId,
        request.body,
        staffOf(request),
      );
      return reply.code(201).send(ok(after, 201));
    },
  );
};
