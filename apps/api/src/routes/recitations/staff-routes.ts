import { recitationPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { profileIdParamsSchema } from '@academy/contract/kitab';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  memorizedSurahSchema,
  recitationReviewBodySchema,
  staffRecitationSchema,
  staffRecitationsQuerySchema,
} from '@academy/contract/recitation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from '../../plugins/app/staff-gate';

const idParams = z.object({ id: z.uuid() });

/**
 * Staff review of recitations (api-contract "Recitations (setoran)"), registered under the staff
 * gate: admins reach every class, a teacher the classes they teach (403 otherwise).
 */
export const staffRecitationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { recitations } = fastify.services;
  const tags = ['staff', 'recitations'];

  fastify.get(
    recitationPaths.staffList,
    {
      schema: {
        tags,
        summary: 'Staff: recitations to hear, oldest first; filters by class, status, surah and learner',
        ...signedIn,
        querystring: staffRecitationsQuerySchema,
        response: { 200: pagedEnvelopeOf(staffRecitationSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { items, total } = await recitations.staffList(request.query, staffOf(request));
      return paged(items, request.query, total);
    },
  );

  fastify.get(
    recitationPaths.staffItem(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: one recitation with its signed audio address, grade and comments',
        ...signedIn,
        params: idParams,
        response: { 200: envelopeOf(staffRecitationSchema), ...failures(401, 403, 404) },
      },
    },
    async (request) => ok(await recitations.staffView(request.params.id, staffOf(request))),
  );

  fastify.put(
    recitationPaths.staffReview(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: grade a recitation with comments at moments of it (a regrade replaces both)',
        description:
          'Each comment within the recording and its ayah within the range recited (400 on the field). ' +
          '`repeat` asks the learner to record the range again. Audited; the learner is notified (`gradeReleased`).',
        ...signedIn,
        params: idParams,
        body: recitationReviewBodySchema,
        response: { 200: envelopeOf(staffRecitationSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await recitations.review(request.params.id, request.body, staffOf(request))),
  );

  fastify.get(
    recitationPaths.staffMemorization(':profileId'),
    {
      schema: {
        tags,
        summary:
          'Staff: a learner profile’s memorization map (a teacher: learners of the classes they teach)',
        ...signedIn,
        params: profileIdParamsSchema,
        response: { 200: envelopeOf(z.array(memorizedSurahSchema)), ...failures(401, 403, 404) },
      },
    },
    async (request) => ok(await recitations.staffMemorization(request.params.profileId, staffOf(request))),
  );
};
