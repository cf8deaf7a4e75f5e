import { envelopeOf } from '@academy/contract/envelope';
import { createProfileBodySchema, meSchema, profileSchema } from '@academy/contract/profile';
import {
  correctRegistrationBodySchema,
  registerBodySchema,
  registerResultSchema,
  resendAvailableSchema,
  signedInUserSchema,
  updateUserBodySchema,
  userSchema,
  verifyEmailBodySchema,
} from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { assertOwnAccount, principalOf } from '../../plugins/app/auth';
import { failures, signedIn } from '../../lib/route-schemas';
import accountChangeRoutes, { userIdParams } from './account-changes';
import dataRightsRoutes from './data-rights';

/** Registration, verification and the signed-in account (api-contract "Calls the spec lists"). */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { accounts, profiles } = fastify.services;
  await fastify.register(accountChangeRoutes);
  await fastify.register(dataRightsRoutes);

  fastify.post(
    userPaths.register,
    {
      schema: {
        tags: ['user'],
        summary: 'Register an account',
        description:
          'Creates the account and its main profile (no PIN) and sends a verification code on the deployment’s channel. 409 names the phone number or e-mail already registered.',
        body: registerBodySchema,
        response: { 200: envelopeOf(registerResultSchema), ...failures(400, 409) },
      },
    },
    async (request) => {
      const { user, resendAvailableAt } = await accounts.register(request.body, request.language);
      return ok({
        ...user,
        otpChannel: accounts.otpChannel,
        resendAvailableAt: (resendAvailableAt ?? new Date()).toISOString(),
      });
    },
  );

  fastify.patch(
    userPaths.registration(':id'),
    {
      schema: {
        tags: ['user'],
        summary: 'Correct the phone number or e-mail of an unverified account, and send a new code there',
        description:
          'Only while the account is unverified (409 `alreadyVerified` after), and only with the password ' +
          'given at registration (400 on the `password` field; 429 after 5 wrong ones). The new phone number ' +
          'or e-mail follows registration’s rules: 409 `phoneTaken` / `emailTaken` when a verified account ' +
          'holds it. A new code goes to the account’s channel and the old one no longer works; the 60 s ' +
          'resend limit holds (429 with `data.resendAvailableAt`, nothing changed). Decision 0110.',
        params: z.object({ id: z.uuid() }),
        body: correctRegistrationBodySchema,
        response: { 200: envelopeOf(registerResultSchema), ...failures(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { user, resendAvailableAt } = await accounts.correctRegistration(
        request.params.id,
        request.body,
        request.language,
      );
      return ok({
        ...user,
        otpChannel: accounts.otpChannel,
        resendAvailableAt: resendAvailableAt.toISOString(),
      });
    },
  );

  fastify.post(
    userPaths.verifyEmail,
    {
      schema: {
        tags: ['user'],
        summary: 'Verify the account with its code (signs in)',
        body: verifyEmailBodySchema,
        response: { 200: envelopeOf(signedInUserSchema), ...failures(400, 409) },
      },
    },
    async (request) => ok(await accounts.verify(request.body.userId, request.body.otp)),
  );

  fastify.post(
    userPaths.sendVerification(':id'),
    {
      schema: {
        tags: ['user'],
        summary: 'Send a new verification code',
        description:
          'At most one code every 60 s: earlier answers 429 with Retry-After and `data.resendAvailableAt`.',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(resendAvailableSchema), ...failures(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { resendAvailableAt } = await accounts.resendVerification(request.params.id, request.language);
      return ok({ resendAvailableAt: resendAvailableAt.toISOString() });
    },
  );

  fastify.get(
    userPaths.me,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['user'],
        summary: 'The signed-in account and its profiles',
        ...signedIn,
        response: { 200: envelopeOf(meSchema), ...failures(401) },
      },
    },
    async (request) => {
      return ok(await accounts.overview(principalOf(request).userId));
    },
  );

  fastify.put(
    userPaths.update(':userId'),
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Update the account’s name, gender or language',
        ...signedIn,
        params: userIdParams,
        body: updateUserBodySchema,
        response: { 200: envelopeOf(userSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = assertOwnAccount(request, request.params.userId);
      return ok(await accounts.update(userId, request.body));
    },
  );

  fastify.post(
    userPaths.createProfile,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Add a profile to the account',
        ...signedIn,
        body: createProfileBodySchema,
        response: { 200: envelopeOf(profileSchema), ...failures(400, 401, 409) },
      },
    },
    async (request) => {
      const { userId, sessionId } = principalOf(request);
      return ok(await profiles.create(userId, request.body, sessionId));
    },
  );
};

export default routes;
