import {
  loginBodySchema,
  otpPasswordSendQuerySchema,
  otpPasswordVerificationBodySchema,
  resetPasswordBodySchema,
  resetTokenSchema,
} from '@academy/contract/auth';
import {
  invitationAcceptBodySchema,
  invitationCheckBodySchema,
  invitationSchema,
} from '@academy/contract/invitation';
import { authPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { resendAvailableSchema, signedInUserSchema } from '@academy/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/app/auth';
import { failures, signedIn } from '../../lib/route-schemas';

/** Sign-in, sign-out and forgot password (api-contract "Calls the spec lists"). */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { accounts, passwordReset, invitations, sessions, knownDevices } = fastify.services;

  fastify.post(
    authPaths.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with phone number and password',
        description:
          'Wrong credentials answer 401 (the same whether or not the phone number exists); an unverified account 403 with `data.userId`; ' +
          'a closed account (deletion requested) 403 `accountClosed` with `data.eraseAfter`; ' +
          'too many failures 429: per phone number from one client address, per client address, per phone number over every address, ' +
          'or, from a browser that signed in to the account before (its known-device cookie, set here), per device (decision 0077).',
        body: loginBodySchema,
        response: { 200: envelopeOf(signedInUserSchema), ...failures(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { phoneNumber, password } = request.body;
      const deviceId = knownDevices.recognise(phoneNumber, request.headers.cookie);
      const user = await accounts.signIn(phoneNumber, password, { address: request.ip, deviceId });
      reply.header('set-cookie', knownDevices.cookieFor(phoneNumber, deviceId, authPaths.login));
      return ok(user);
    },
  );

  fastify.post(
    authPaths.logout,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the token',
        ...signedIn,
        response: { 200: envelopeOf(z.null()), ...failures(401) },
      },
    },
    async (request) => {
      await sessions.revoke(principalOf(request).sessionId);
      return ok(null);
    },
  );

  fastify.post(
    authPaths.otpPasswordSend,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password: e-mail a reset code',
        description:
          'The same answer whether or not the e-mail is registered; 429 within 60 s of the last code.',
        querystring: otpPasswordSendQuerySchema,
        response: { 200: envelopeOf(resendAvailableSchema), ...failures(400, 429) },
      },
    },
    async (request) => {
      const { resendAvailableAt } = await passwordReset.sendCode(request.query.email, request.language);
      return ok({ resendAvailableAt: resendAvailableAt.toISOString() });
    },
  );

  fastify.post(
    authPaths.otpPasswordVerification,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password: trade the code for a reset token',
        description: 'The reset token is single use and valid 15 minutes.',
        body: otpPasswordVerificationBodySchema,
        response: { 200: envelopeOf(resetTokenSchema), ...failures(400) },
      },
    },
    async (request) => ok(await passwordReset.verifyCode(request.body.email, request.body.otp)),
  );

  fastify.post(
    authPaths.passwordReset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password: set the new password',
        description: 'Signs out every session of the account.',
        body: resetPasswordBodySchema,
        response: { 200: envelopeOf(z.null()), ...failures(400) },
      },
    },
    async (request) => {
      await passwordReset.reset(request.body.resetToken, request.body.password);
      return ok(null);
    },
  );

  fastify.post(
    authPaths.invitationCheck,
    {
      schema: {
        tags: ['auth'],
        summary: 'Invitation: who it is for (an imported learner, decision 0117)',
        description:
          'A used (`invitationUsed`), expired (`invitationExpired`) or unknown (`invitationInvalid`) token is 400.',
        body: invitationCheckBodySchema,
        response: { 200: envelopeOf(invitationSchema), ...failures(400) },
      },
    },
    async (request) => ok(await invitations.check(request.body.token)),
  );

  fastify.post(
    authPaths.invitationAccept,
    {
      schema: {
        tags: ['auth'],
        summary: 'Invitation: set the account’s password, once',
        description:
          'The registration’s password rules; the token is used up, and the account then signs in as usual. ' +
          'A used, expired or unknown token is 400 with its own message on `token`.',
        body: invitationAcceptBodySchema,
        response: { 200: envelopeOf(z.null()), ...failures(400) },
      },
    },
    async (request) => {
      await invitations.accept(request.body.token, request.body.password);
      return ok(null);
    },
  );
};

export default routes;
