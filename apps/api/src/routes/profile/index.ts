import { envelopeOf } from '@academy/contract/envelope';
import {
  changePinBodySchema,
  pinCheckBodySchema,
  pinRequirementBodySchema,
  pinValidSchema,
  profileSchema,
  updateProfileBodySchema,
} from '@academy/contract/profile';
import { profilePaths } from '@academy/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actingProfile, principalOf } from '../../plugins/app/auth';
import { failures, profileGate, signedIn } from '../../lib/route-schemas';

const params = z.object({ profileId: z.uuid() });
const pinFailures = failures(400, 401, 404, 423);

/**
 * The caller's own profiles: another account's profile answers 404. Wrong PINs answer 400 with
 * `data.remainingTries`; five lock PIN checks on the profile for 15 minutes (423). A right PIN
 * (check, requirement) or a first PIN unlocks the profile for the session; changing the profile
 * or its PIN acts as the profile, so it passes the gate first (decision 0014).
 */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { profiles } = fastify.services;

  fastify.put(
    profilePaths.update(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['profile'],
        summary: 'Update a profile’s name, gender or address',
        ...signedIn,
        params,
        body: updateProfileBodySchema,
        response: { 200: envelopeOf(profileSchema), ...failures(400, 401, 404), ...profileGate },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await profiles.update(profile.id, request.body));
    },
  );

  fastify.put(
    profilePaths.changePin(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['profile'],
        summary: 'Set or change a profile’s PIN',
        description: '`oldPin` is needed once the profile has a PIN; a wrong one counts toward the lock.',
        ...signedIn,
        params,
        body: changePinBodySchema,
        response: { 200: envelopeOf(z.null()), ...pinFailures, ...profileGate },
      },
    },
    async (request) => {
      const { oldPin, newPin } = request.body;
      await actingProfile(request, request.params.profileId);
      await profiles.changePin(principalOf(request), request.params.profileId, { oldPin, newPin });
      return ok(null);
    },
  );

  fastify.post(
    profilePaths.checkPin(':profileId'),
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['profile'],
        summary: 'Check a profile’s PIN (switching profiles)',
        ...signedIn,
        params,
        body: pinCheckBodySchema,
        response: { 200: envelopeOf(pinValidSchema), ...pinFailures },
      },
    },
    async (request) => {
      await profiles.checkPin(principalOf(request), request.params.profileId, request.body.pin);
      return ok({ valid: true as const });
    },
  );

  fastify.put(
    profilePaths.pinRequirement(':profileId'),
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['profile'],
        summary: 'Turn the profile-switch PIN requirement on or off',
        ...signedIn,
        params,
        body: pinRequirementBodySchema,
        response: { 200: envelopeOf(profileSchema), ...pinFailures },
      },
    },
    async (request) => {
      const { pinRequired, pin } = request.body;
      return ok(
        await profiles.setPinRequired(principalOf(request), request.params.profileId, pinRequired, pin),
      );
    },
  );
};

export default routes;
