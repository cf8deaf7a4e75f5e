import {
  accountClosedSchema,
  accountDeletionBodySchema,
  accountRestoreBodySchema,
  accountRestoreCodeBodySchema,
  dataExportBodySchema,
  dataRightsPaths,
  deletionCodeSentSchema,
} from '@academy/contract/data-rights';
import { envelopeOf } from '@academy/contract/envelope';
import { signedInUserSchema } from '@academy/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { principalOf } from '../../plugins/app/auth';

/** A learner's data rights (decisions 0090–0091): download everything, delete the account. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { dataExport, accountDeletions } = fastify.services;

  fastify.post(
    dataRightsPaths.dataExport,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Download my data: a ZIP of JSON files and the certificate PDFs',
        description:
          'Needs the current password (400 on `password`, 429 after 5 wrong); at most 3 exports per 15 minutes (429 `tooManyDataExports`). Never a password, PIN, token or code, nor a hash of one. Named by the server in Content-Disposition.',
        ...signedIn,
        body: dataExportBodySchema,
        response: {
          200: z
            .custom<Readable>((value) => value instanceof Readable)
            .meta({ type: 'string', format: 'binary', description: 'application/zip' }),
          ...failures(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await dataExport.export(
        principalOf(request).userId,
        request.body.password,
        request.language,
      );
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  fastify.post(
    dataRightsPaths.deletionCode,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Delete my account: send a code to the account’s phone number or e-mail',
        description: 'The code goes on the deployment’s channel; at most one every 60 s (429).',
        ...signedIn,
        response: { 200: envelopeOf(deletionCodeSentSchema), ...failures(401, 409, 429) },
      },
    },
    async (request) => {
      const sent = await accountDeletions.sendCode(principalOf(request).userId, request.language);
      return ok({ ...sent, resendAvailableAt: sent.resendAvailableAt.toISOString() });
    },
  );

  fastify.post(
    dataRightsPaths.deletion,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Delete my account: closes it at once, erases it after 30 days',
        description:
          'Needs the current password (400 on `password`, 429 after 5 wrong) and the code (400 with tries left). Every session ends; sign-in answers 403 `accountClosed` until an admin cancels the request or the account is erased.',
        ...signedIn,
        body: accountDeletionBodySchema,
        response: { 200: envelopeOf(accountClosedSchema), ...failures(400, 401, 409, 429) },
      },
    },
    async (request) => ok(await accountDeletions.close(principalOf(request).userId, request.body)),
  );

  fastify.post(
    dataRightsPaths.restoreCode,
    {
      schema: {
        tags: ['auth'],
        summary: 'Keep a closed account: send a code to its phone number or e-mail (decision 0151)',
        description:
          'Signed out, with the phone number and password (counted as a sign-in: 401, 429). 409 `deletionNotScheduled` when the account is not closed or already erased; at most one code every 60 s (429).',
        body: accountRestoreCodeBodySchema,
        response: { 200: envelopeOf(deletionCodeSentSchema), ...failures(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const sent = await accountDeletions.sendRestoreCode(request.body, clientOf(request), request.language);
      return ok({ ...sent, resendAvailableAt: sent.resendAvailableAt.toISOString() });
    },
  );

  fastify.post(
    dataRightsPaths.restore,
    {
      schema: {
        tags: ['auth'],
        summary: 'Keep a closed account: cancels its erasure and signs in (decision 0151)',
        description:
          'The phone number and password (401, 429 as a sign-in) and the code (400 with tries left). 409 `deletionNotScheduled` when the account is not closed or already erased. Answers as sign-in does.',
        body: accountRestoreBodySchema,
        response: { 200: envelopeOf(signedInUserSchema), ...failures(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ok(await accountDeletions.restore(request.body, clientOf(request))),
  );
};

/** Who asks, for the sign-in counts: the client address (no known-device cookie reaches here). */
const clientOf = (request: { ip: string }) => ({ address: request.ip, deviceId: null });

export default routes;
