import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import {
  staffBulkEnrolmentBodySchema,
  staffBulkEnrolmentParamsSchema,
  staffBulkEnrolmentResultSchema,
} from '@academy/contract/staff-bulk-enrolments';
import { staffGradebookParamsSchema, staffGradebookSchema } from '@academy/contract/staff-gradebook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { sendTable, tableFileAnswer } from '../../lib/table-file';
import { gradebookFile } from '../../services/staff/index';
import { staffOf } from '../../plugins/app/staff-gate';

/** A class's gradebook, its downloads and bulk work on its learners (api-contract "Staff console, part 3"). */
export const gradebookRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { gradebook, bulkEnrolments } = fastify.services;
  const tags = ['staff'];

  fastify.get(
    staffPaths.gradebook(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: a class’s gradebook, its learners by its exams',
        description:
          'Scores are percents of an exam’s points (best and last graded attempt), with attempts started and ' +
          'attempts waiting for grading; completion is the percent of the class’s courses completed. A teacher ' +
          'reads the classes they teach (403 otherwise).',
        ...signedIn,
        params: staffGradebookParamsSchema,
        response: { 200: envelopeOf(staffGradebookSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await gradebook.gradebook(request.params.id, staffOf(request))),
  );

  fastify.post(
    staffPaths.bulkEnrolments(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: enrol, unenrol or suspend many learners of a class, each on its own',
        description:
          'Each learner in a database transaction of their own with one audit row (the reason kept): a refusal ' +
          '(`classFull`, `notEnrolled`, `alreadyEnrolled`, …) leaves that learner as they were and the others done. ' +
          'Unenrolled or suspended learners lose the class’s materials and exams; suspended ones keep their place.',
        ...signedIn,
        params: staffBulkEnrolmentParamsSchema,
        body: staffBulkEnrolmentBodySchema,
        response: { 200: envelopeOf(staffBulkEnrolmentResultSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await bulkEnrolments.apply(request.params.id, request.body, staffOf(request))),
  );

  for (const format of ['csv', 'xlsx'] as const) {
    fastify.get(
      staffPaths.gradebookFile(':id', format),
      {
        schema: {
          tags,
          summary:
            format === 'csv'
              ? 'Staff: the gradebook as CSV (UTF-8 with a byte order mark, formulas neutralised)'
              : 'Staff: the gradebook as an Excel workbook (formulas neutralised)',
          ...signedIn,
          params: staffGradebookParamsSchema,
          ...tableFileAnswer(format, 'The gradebook', 400, 401, 403, 404),
        },
      },
      async (request, reply) => {
        const book = await gradebook.gradebook(request.params.id, staffOf(request));
        return sendTable(
          reply,
          format,
          gradebookFile(book, request.language),
          gradebook.table(book, request.language),
        );
      },
    );
  }
};
