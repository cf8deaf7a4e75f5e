import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import {
  staffClassCopyBodySchema,
  staffClassCopyParamsSchema,
  staffClassCopyResultSchema,
} from '@academy/contract/staff-class-copy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from '../../plugins/app/staff-gate';

/** A class copied for the next term (issue 25 item 7, decision 0115). */
export const classCopyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { classCopies } = fastify.services;

  fastify.post(
    staffPaths.classCopy(':id'),
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: copy a class for the next term, as a draft',
        description:
          'Copies the class with its kitab (and its teacher’s sanad of them), meetings, materials, exams with ' +
          'their questions, options and draws, and its question bank, in one transaction with one audit row; ' +
          'the copy and everything in it are drafts. `startsOn` is the new first day in WIB: every date moves ' +
          'by the whole days from the original’s first day, keeping its time of day. Meeting recordings and ' +
          'everything of learners stay behind; media files are shared. A taken `slug` is 409 on the field. ' +
          'A teacher copies the classes they teach (403 otherwise), and the copy stays theirs.',
        ...signedIn,
        params: staffClassCopyParamsSchema,
        body: staffClassCopyBodySchema,
        response: { 201: envelopeOf(staffClassCopyResultSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const copy = await classCopies.copy(request.params.id, request.body, staffOf(request));
      return reply.code(201).send(ok(copy, 201));
    },
  );
};
