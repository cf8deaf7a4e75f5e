import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  staffEnrolmentFileQuerySchema,
  staffLearnerFileQuerySchema,
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
import { sendTable, tableFileAnswer } from '../../lib/table-file';
import { academyDay } from '../../services/learning/index';
import { staffOf } from '../../plugins/app/staff-gate';

/** Learners in the staff console (issue 14): find, download, read, unlock a PIN, enrol by hand. */
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

  for (const format of ['csv', 'xlsx'] as const) {
    fastify.get(
      staffPaths.learnersFile(format),
      {
        schema: {
          tags,
          summary: `Staff: the learners the list's search finds as ${format.toUpperCase()}, with contact details`,
          description:
            'Every matching account (newest first, at most 10,000): name, phone, e-mail, gender, profiles, ' +
            'verified and registered, in the reader’s language. Texts a spreadsheet would run as formulas are ' +
            'neutralised (CSV: UTF-8 with a byte order mark). A teacher downloads the accounts the list shows them.',
          ...signedIn,
          querystring: staffLearnerFileQuerySchema,
          ...tableFileAnswer(format, 'The learners', 400, 401, 403),
        },
      },
      async (request, reply) =>
        sendTable(
          reply,
          format,
          {
            name: `learners-${academyDay(new Date())}`,
            sheet: request.language === 'en' ? 'Learners' : 'Peserta',
          },
          await staffLearners.table(request.query, staffOf(request), request.language),
        ),
    );

    fastify.get(
      staffPaths.enrolmentsFile(format),
      {
        schema: {
          tags,
          summary: `Staff: enrolments across classes as ${format.toUpperCase()}, with learners' names`,
          description:
            'Filtered by the learners’ search, `classId`, `status` and the days enrolled (`from`, `to`: days in ' +
            'Asia/Jakarta, both included); newest first, at most 10,000. Each row: profile and account names, ' +
            'phone, e-mail, class, status, when, and the payment that granted the seat (method, amount). ' +
            'Formulas neutralised. A teacher downloads the enrolments of the classes they teach.',
          ...signedIn,
          querystring: staffEnrolmentFileQuerySchema,
          ...tableFileAnswer(format, 'The enrolments', 400, 401, 403),
        },
      },
      async (request, reply) =>
        sendTable(
          reply,
          format,
          {
            name: `enrolments-${academyDay(new Date())}`,
            sheet: request.language === 'en' ? 'Enrolments' : 'Pendaftaran',
          },
          await staffLearners.enrolmentTable(request.query, staffOf(request), request.language),
        ),
    );
  }

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
