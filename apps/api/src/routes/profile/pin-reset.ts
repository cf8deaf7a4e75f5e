import { envelopeOf } from '@academy/contract/envelope';
import { pinResetBodySchema, pinResetCodeSentSchema, pinResetPaths } from '@academy/contract/pin-reset';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, signedIn } from '../../lib/route-schemas';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/app/auth';

const params = z.object({ profileId: z.uuid() });

/**
 * Forgot PIN (decision 0036). These act for the account, not as the profile (whose PIN is the
 * thing forgotten), so they take the account's password and code instead of the profile gate.
 */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { pinReset } = fastify.services;

  fastify.post(
    pinResetPaths.sendCode(':profileId'),
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['profile'],
        summary: 'Forgot PIN: send a code to the account’s phone number or e-mail',
        description: 'The code goes on the deployment’s channel; at most one every 60 s (429).',
        ...signedIn,
        params,
        response: { 200: envelopeOf(pinResetCodeSentSchema), ...failures(401, 404, 429) },
      },
    },
    async (request) => {
      const sent = await pinReset.sendCode(
        principalOf(request).userId,
        request.params.profileId,
        request.language,
      );
      return ok({ ...sent, resendAvailableAt: sent.resendAvailableAt.toISOString() });
    },
  );

  fastify.put(
    pinResetPaths.reset(':profileId'),
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['profile'],
        summary: 'Forgot PIN: set a new PIN with the account password and the code',
        description:
          'Also lifts a PIN lock. A wrong password answers 400 on `password` (429 after 5); a wrong code 400 with the tries left.',
        ...signedIn,
        params,
        body: pinResetBodySchema,
        response: { 200: envelopeOf(z.null()), ...failures(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { password, otp, newPin } = request.body;
      await pinReset.reset(principalOf(request), request.params.profileId, { password, otp, newPin });
      return ok(null);
    },
  );
};

export default routes;
