import { envelopeOf } from '@academy/contract/envelope';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  changePhoneBodySchema,
  otpSendBodySchema,
  otpVerificationBodySchema,
  otpVerifiedSchema,
  resendAvailableSchema,
  userSchema,
} from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { assertOwnAccount, principalOf } from '../../plugins/app/auth';
import { failures, signedIn } from '../../lib/route-schemas';

export const userIdParams = z.object({ userId: z.uuid() });

/**
 * Changes that need proof: a new phone number or e-mail needs the current password and a code
 * sent to the new address; a new password needs the old one and signs out other sessions.
 */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { accounts } = fastify.services;

  fastify.post(
    userPaths.otpSend,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Send a code to a new phone number or e-mail',
        description:
          'Phone numbers get it by WhatsApp, e-mails by e-mail; at most one every 60 s per purpose (429).',
        ...signedIn,
        body: otpSendBodySchema,
        response: { 200: envelopeOf(resendAvailableSchema), ...failures(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const { purpose, target } = request.body;
      const { resendAvailableAt } = await accounts.sendChangeCode(userId, purpose, target, request.language);
      return ok({ resendAvailableAt: resendAvailableAt.toISOString() });
    },
  );

  fastify.post(
    userPaths.otpVerification,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Check a change code (it stays usable for the change)',
        ...signedIn,
        body: otpVerificationBodySchema,
        response: { 200: envelopeOf(otpVerifiedSchema), ...failures(400, 401) },
      },
    },
    async (request) => {
      await accounts.checkChangeCode(principalOf(request).userId, request.body.purpose, request.body.otp);
      return ok({ verified: true as const });
    },
  );

  const contactChanges = [
    {
      field: 'phoneNumber',
      path: userPaths.changePhone,
      body: changePhoneBodySchema,
      summary: 'Change the phone number',
    },
    {
      field: 'email',
      path: userPaths.changeEmail,
      body: changeEmailBodySchema,
      summary: 'Change the e-mail',
    },
  ] as const;
  for (const change of contactChanges) {
    fastify.put(
      change.path(':userId'),
      {
        onRequest: [fastify.authenticate],
        schema: {
          tags: ['user'],
          summary: change.summary,
          description:
            'Needs the current password and the code sent to the new address (POST /user/otp/send).',
          ...signedIn,
          params: userIdParams,
          body: change.body,
          response: { 200: envelopeOf(userSchema), ...failures(400, 401, 403, 409, 429) },
        },
      },
      async (request) => {
        const { userId } = assertOwnAccount(request, request.params.userId);
        const body = request.body as { otp: string; password: string } & Record<typeof change.field, string>;
        const { otp, password } = body;
        return ok(
          await accounts.changeContact(userId, change.field, { value: body[change.field], otp, password }),
        );
      },
    );
  }

  fastify.put(
    userPaths.changePassword(':userId'),
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Change the password (signs out every other session)',
        ...signedIn,
        params: userIdParams,
        body: changePasswordBodySchema,
        response: { 200: envelopeOf(z.null()), ...failures(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { userId, sessionId } = assertOwnAccount(request, request.params.userId);
      await accounts.changePassword(userId, sessionId, request.body.oldPassword, request.body.newPassword);
      return ok(null);
    },
  );
};

export default routes;
