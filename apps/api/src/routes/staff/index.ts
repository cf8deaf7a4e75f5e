import multipart from '@fastify/multipart';
import { staffPaths, staffResources } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  staffMediaAddressQuerySchema,
  staffMediaAddressSchema,
  staffMediaSchema,
  staffMeSchema,
} from '@academy/contract/staff';
import { staffAuditEntrySchema, staffAuditQuerySchema } from '@academy/contract/staff-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { gradingRoutes } from './grading-routes';
import { reportRoutes } from './report-routes';
import { todayRoutes } from './today-routes';
import { certificateRoutes } from './certificate-routes';
import { learnerRoutes } from './learner-routes';
import { accountDeletionRoutes } from './account-deletion-routes';
import { resourceRoutes } from './resource-routes';
import { checkMediaPreview } from '../../services/staff/index';
import { requireStaff, staffOf } from '../../plugins/app/staff-gate';
import { transactionsRoutes } from './transactions-routes';
import { bulkLearnerRoutes } from './bulk-learner-routes';
import { gradebookRoutes } from './gradebook-routes';
import { classCopyRoutes } from './class-copy-routes';
import { previewRoutes } from './preview-routes';
import { questionBankRoutes } from './question-bank-routes';
import { learnerImportRoutes } from './learner-import-routes';
import { staffMeetingRoutes } from '../meetings/staff-routes';
import { staffAnnouncementRoutes } from '../notifications/staff-routes';
import { staffRecitationRoutes } from '../recitations/staff-routes';

/** Every call under /api/v1/staff (api-contract "Staff calls"): one gate, then the resources. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.decorateRequest('staffActor', null);
  fastify.addHook('onRequest', requireStaff);
  // Staff changes take effect for learners at once: a saved change empties the public cache.
  // (onSend, so the cache is empty before the staff member's answer leaves.) The exams' cached
  // question shapes go too, so a learner's next save is checked against the edited questions.
  fastify.addHook('onSend', async (request, reply, payload) => {
    // A preview's report changes nothing (decision 0118).
    const changesNothing = request.routeOptions.url?.startsWith(staffPaths.examPreview('')) ?? false;
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && !changesNothing) {
      fastify.publicCache.invalidate();
      fastify.services.exams.forgetQuestionShapes();
    }
    return payload;
  });
  const { staff, media, mediaSigner } = fastify.services;
  const tags = ['staff'];

  fastify.get(
    staffPaths.me,
    {
      schema: {
        tags,
        summary: 'Staff: who the console is for (role and teacher record)',
        ...signedIn,
        response: { 200: envelopeOf(staffMeSchema), ...failures(401, 403) },
      },
    },
    async (request) => {
      const { userId, fullName, role, teacherId } = staffOf(request);
      return ok({ userId, fullName, role, teacherId });
    },
  );

  for (const name of staffResources) await fastify.register(resourceRoutes(name));
  await fastify.register(gradingRoutes);
  await fastify.register(transactionsRoutes);
  await fastify.register(gradebookRoutes);
  await fastify.register(bulkLearnerRoutes);
  await fastify.register(classCopyRoutes);
  await fastify.register(previewRoutes);
  await fastify.register(reportRoutes);
  await fastify.register(todayRoutes);
  await fastify.register(certificateRoutes);
  await fastify.register(learnerRoutes);
  await fastify.register(accountDeletionRoutes);
  await fastify.register(staffMeetingRoutes);
  await fastify.register(staffAnnouncementRoutes);
  await fastify.register(staffRecitationRoutes);

  fastify.get(
    staffPaths.auditLog,
    {
      schema: {
        tags,
        summary: 'Staff (admins): who changed what, when, before and after; newest first',
        ...signedIn,
        querystring: staffAuditQuerySchema,
        response: { 200: pagedEnvelopeOf(staffAuditEntrySchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, total } = await staff.auditEntries(request.query, staffOf(request), request.language);
      return paged(items, request.query, total);
    },
  );

  const maxBytes = fastify.settings.MEDIA_MAX_MB * 1024 * 1024;
  await fastify.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: false,
  });
  // After multipart: the import reads its form with the limits of its own.
  await fastify.register(questionBankRoutes);
  await fastify.register(learnerImportRoutes);

  fastify.get(
    staffPaths.mediaAddress,
    {
      schema: {
        tags,
        summary: 'Staff: a short-lived signed address of a stored media path, to preview it',
        description:
          'Admins: any path. A teacher: media in a course of a class they teach, or a file they uploaded (403 otherwise).',
        ...signedIn,
        querystring: staffMediaAddressQuerySchema,
        response: { 200: envelopeOf(staffMediaAddressSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      await checkMediaPreview(fastify.database.db, request.query.path, staffOf(request));
      return ok({ url: mediaSigner.sign(request.query.path) });
    },
  );

  fastify.post(
    staffPaths.media,
    {
      schema: {
        tags,
        summary: 'Staff: upload a video, audio, PDF or image (multipart field `file`)',
        description:
          `The type is read from the content, not the name: MP4, WebM, M4A, MP3, OGG, WAV, PDF, JPEG, PNG, WebP, GIF (415 otherwise). ` +
          `At most MEDIA_MAX_MB (413). A cut-off upload stores nothing (400). Answers the key and its path \`/media/<key>\`.`,
        ...signedIn,
        consumes: ['multipart/form-data'],
        response: { 201: envelopeOf(staffMediaSchema), ...failures(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
      const file = await request.file().catch((error: unknown) => {
        throw new AppError(400, 'uploadIncomplete', { cause: error });
      });
      if (!file)
        throw new AppError(400, 'validationFailed', { errorList: [{ field: 'file', message: 'required' }] });
      const stored = await media.upload({ stream: file.file });
      await staff.record(staffOf(request), 'upload', 'media', stored.key, {
        ...stored,
        fileName: file.filename,
      });
      return reply.code(201).send(ok(stored, 201));
    },
  );
};

export default routes;
