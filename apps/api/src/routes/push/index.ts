import { pushPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { profileIdParamsSchema } from '@academy/contract/kitab';
import {
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  vapidPublicKeySchema,
} from '@academy/contract/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { failures, profileGate, signedIn } from '../../lib/route-schemas';
import { actingProfile } from '../../plugins/app/auth';

/** Web Push (api-contract "Offline study and Web Push", decision 0155). */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { pushSubscriptions } = fastify.services;
  const tags = ['notifications'];

  fastify.get(
    pushPaths.vapidPublicKey,
    {
      schema: {
        tags,
        summary: 'The VAPID public key (base64url) a browser subscribes to push with',
        response: { 200: envelopeOf(vapidPublicKeySchema) },
      },
    },
    async () => ok({ key: fastify.settings.vapid.publicKey }),
  );

  fastify.post(
    pushPaths.subscriptions(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'Turn push on for this device: the browser’s PushSubscription JSON',
        description:
          'One subscription per device (endpoint) and profile; past the cap the profile’s oldest is dropped. ' +
          'The endpoint must be `https:` on a public start.',
        ...signedIn,
        params: profileIdParamsSchema,
        body: pushSubscriptionBodySchema,
        response: { 201: envelopeOf(z.null()), ...failures(400, 401, 404), ...profileGate },
      },
    },
    async (request, reply) => {
      const profile = await actingProfile(request, request.params.profileId);
      await pushSubscriptions.subscribe(profile.id, request.body);
      return reply.code(201).send(ok(null, 201));
    },
  );

  fastify.delete(
    pushPaths.subscriptions(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'Turn push off for this device: `{ endpoint }`',
        ...signedIn,
        params: profileIdParamsSchema,
        body: pushUnsubscribeBodySchema,
        response: { 200: envelopeOf(z.null()), ...failures(400, 401, 404), ...profileGate },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      await pushSubscriptions.unsubscribe(profile.id, request.body.endpoint);
      return ok(null);
    },
  );
};

export default routes;
