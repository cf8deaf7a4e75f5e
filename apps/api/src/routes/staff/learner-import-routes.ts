import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import {
  learnerImportMaxBytes,
  staffLearnerImportFieldsSchema,
  staffLearnerImportParamsSchema,
  staffLearnerImportResultSchema,
} from '@academy/contract/staff-learner-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { readImportForm } from './import-form';
import { staffOf } from '../../plugins/app/staff-gate';

/** Learners imported into a class from CSV, previewed first (decision 0117). */
export const learnerImportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { learnerImport } = fastify.services;

  fastify.post(
    staffPaths.learnerImport(':id'),
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff: import learners into a class from CSV, each invited to set their password (multipart)',
        description:
          'Fields `dryRun` and the `file` (CSV, UTF-8 with or without a byte order mark, `,` or `;`; headings ' +
          '`name, phone, email, gender` or `nama, telepon, email, jenis kelamin`; at most ' +
          `${learnerImportMaxBytes / 1024 / 1024} MB, 413 above). Answers each row's outcome (\`new\`, ` +
          '`existing`: the main profile of the account holding the phone or e-mail, `enrolled-already`) and ' +
          'the errors by line and field. `dryRun=true` or any error saves nothing (200); otherwise each learner ' +
          'is created or found, enrolled and invited in a transaction of their own with one audit row, a ' +
          'refusal being that row’s result (201). A teacher imports into the classes they teach (403 otherwise).',
        ...signedIn,
        params: staffLearnerImportParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeOf(staffLearnerImportResultSchema),
          201: envelopeOf(staffLearnerImportResultSchema),
          ...failures(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImportForm(
        request,
        staffLearnerImportFieldsSchema,
        learnerImportMaxBytes,
      );
      const result = await learnerImport.import(
        request.params.id,
        file.content,
        fields.dryRun === 'true',
        staffOf(request),
        request.language,
      );
      const status = result.results.length > 0 ? 201 : 200;
      return reply.code(status).send(ok(result, status));
    },
  );
};
