import {
  dataRightsPaths,
  staffAccountDeletionParamsSchema,
  staffAccountDeletionQuerySchema,
  staffAccountDeletionSchema,
  staffDeletionCancelBodySchema,
} from '@academy/contract/data-rights';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from '../../plugins/app/staff-gate';

/** Account deletion requests in the staff console (admins; decisions 0090–0091). */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { accountDeletions } = fastify.services;
  const tags = ['staff'];

  fastify.get(
    dataRightsPaths.staffDeletions,
    {
      schema: {
        tags,
        summary: 'Staff (admins): account deletion requests, newest first, with status and erasure date',
        ...signedIn,
        querystring: staffAccountDeletionQuerySchema,
        response: { 200: pagedEnvelopeOf(staffAccountDeletionSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, total } = await accountDeletions.list(request.query, staffOf(request));
      return paged(items, request.query, total);
    },
  );

  fastify.post(
    dataRightsPaths.staffDeletionCancel(':id'),
    {
      schema: {
        tags,
        summary:
          'Staff (admins): cancel a scheduled erasure at the owner’s request; the account signs in again',
        description: 'Audited with the reason. 409 once the request is cancelled or the account erased.',
        ...signedIn,
        params: staffAccountDeletionParamsSchema,
        body: staffDeletionCancelBodySchema,
        response: { 200: envelopeOf(staffAccountDeletionSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await accountDeletions.cancel(request.params.id, request.body.reason, staffOf(request))),
  );
};
