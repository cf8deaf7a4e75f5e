import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import {
  staffClassPreviewParamsSchema,
  staffClassPreviewSchema,
} from '@academy/contract/staff-class-preview';
import {
  staffExamPreviewBodySchema,
  staffExamPreviewParamsSchema,
  staffExamPreviewReportSchema,
  staffExamPreviewSchema,
} from '@academy/contract/staff-exam-preview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from '../../plugins/app/staff-gate';

/**
 * Staff see as a learner would (issue 25 item 1, decision 0118): sit an exam, nothing recorded;
 * read a class's page, drafts included.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { examPreviews, classPreviews } = fastify.services;
  const tags = ['staff'];

  fastify.get(
    staffPaths.classPreview(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: a class’s page as a learner would see it, drafts included',
        description:
          'The data of the public class page, the class and its kitab whatever their visibility, and whether ' +
          'learners see the class now. Admins: any class; a teacher: the classes they teach (403 otherwise).',
        ...signedIn,
        params: staffClassPreviewParamsSchema,
        response: { 200: envelopeOf(staffClassPreviewSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await classPreviews.preview(request.params.id, staffOf(request))),
  );

  fastify.get(
    staffPaths.examPreview(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: preview an exam as a learner would sit it (nothing is recorded)',
        description:
          'Draft or published. The exam’s fixed questions and a fresh draw from the class’s bank, as a ' +
          'learner’s attempt shows them (never the answer key), and a signed token naming the draw and the ' +
          'time allowed, to hand back with the answers. Admins: any exam; a teacher: the exams of the ' +
          'classes they teach (403 otherwise).',
        ...signedIn,
        params: staffExamPreviewParamsSchema,
        response: { 200: envelopeOf(staffExamPreviewSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      // A fresh draw each time: never cached.
      void reply.header('Cache-Control', 'no-store');
      return ok(await examPreviews.start(request.params.id, staffOf(request)));
    },
  );

  fastify.post(
    staffPaths.examPreviewReport(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: grade a preview’s answers and report them with the right answers',
        description:
          'Graded by the attempts’ own rules; nothing is written. A token that is not the server’s, is for ' +
          'another exam or staff member, or is past its time by more than 10 minutes is 400 on `token`.',
        ...signedIn,
        params: staffExamPreviewParamsSchema,
        body: staffExamPreviewBodySchema,
        response: { 200: envelopeOf(staffExamPreviewReportSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await examPreviews.report(request.params.id, request.body, staffOf(request))),
  );
};
