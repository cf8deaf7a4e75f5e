import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import {
  staffBulkCertificateBodySchema,
  staffBulkExamParamsSchema,
  staffBulkOverrideBodySchema,
  staffBulkResultSchema,
} from '@academy/contract/staff-bulk-work';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from '../../plugins/app/staff-gate';

const perLearner =
  'Each learner on their own, through the same operation as for one learner (its transaction and its audit ' +
  'row): a refusal is that learner’s result, with its message key, and the others are done. A teacher works ' +
  'only on the classes they teach (403 for the whole call).';

/** Bulk work on the learners selected in a class's gradebook, beside bulk enrolment (issue 25). */
export const bulkLearnerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { bulkLearners } = fastify.services;
  const tags = ['staff'];

  fastify.post(
    staffPaths.bulkOverrides(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: the same exam extension for many learners',
        description: `An extra attempt, a later close or more minutes, with one reason. ${perLearner}`,
        ...signedIn,
        params: staffBulkExamParamsSchema,
        body: staffBulkOverrideBodySchema,
        response: { 200: envelopeOf(staffBulkResultSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await bulkLearners.extendExam(request.params.id, request.body, staffOf(request))),
  );

  fastify.post(
    staffPaths.bulkCertificates(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: the class’s certificate for each selected learner who completed it',
        description: `A learner who has not completed the class is left out (\`certificateNotCompleted\`), one who holds it already too (\`certificateHeld\`). ${perLearner}`,
        ...signedIn,
        params: staffBulkExamParamsSchema,
        body: staffBulkCertificateBodySchema,
        response: { 200: envelopeOf(staffBulkResultSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await bulkLearners.issueCertificates(request.params.id, request.body, staffOf(request))),
  );
};
