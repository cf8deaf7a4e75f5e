import {
  badgeSchema,
  certificateCodeParamsSchema,
  certificateIdParamsSchema,
  certificatePdfQuerySchema,
  certificateSchema,
  certificateVerificationSchema,
  kitabSanadSchema,
} from '@academy/contract/certificates';
import { certificatePaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { profileIdParamsSchema } from '@academy/contract/kitab';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { actingProfile } from '../../plugins/app/auth';
import { certificatePdfResponse, sendCertificatePdf } from './pdf-reply';

const ownerNote = 'For one of the caller’s profiles; another account’s profile or certificate answers 404.';

/** Certificates, their PDFs and public verification, the sanad and badges (decisions §7). */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { certificates, badges } = fastify.services;

  fastify.get(
    certificatePaths.list(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['certificates'],
        summary: 'The profile’s certificates, newest first',
        description: ownerNote,
        ...signedIn,
        params: profileIdParamsSchema,
        response: { 200: envelopeOf(z.array(certificateSchema)), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await certificates.list(profile.id));
    },
  );

  fastify.get(
    certificatePaths.pdf(':certificateId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['certificates'],
        summary: 'A certificate as a PDF: `latin` (Indonesian or English) or `arabic`',
        description: `${ownerNote} A4 landscape, generated once and kept. A variant other than latin or arabic answers 400.`,
        ...signedIn,
        params: certificateIdParamsSchema,
        querystring: certificatePdfQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: certificatePdfResponse,
          ...failures(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const profile = await actingProfile(request, request.query.profileId);
      const pdf = await certificates.pdf(
        profile.id,
        request.params.certificateId,
        request.query.variant,
        request.language,
      );
      return sendCertificatePdf(reply, pdf);
    },
  );

  fastify.get(
    certificatePaths.verify(':code'),
    {
      schema: {
        tags: ['certificates'],
        summary: 'Public verification of a certificate by its code: valid or revoked, its facts and sanad',
        description: 'No token. An unknown code, or one of the wrong shape, answers 404.',
        params: certificateCodeParamsSchema,
        response: { 200: envelopeOf(certificateVerificationSchema), ...failures(400, 404) },
      },
    },
    async (request) => ok(await certificates.verify(request.params.code)),
  );

  fastify.get(
    certificatePaths.sanad(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['certificates'],
        summary:
          'Per kitab the profile completed, its sanad from the Prophet ﷺ through the teachers to the learner',
        description: ownerNote,
        ...signedIn,
        params: profileIdParamsSchema,
        response: { 200: envelopeOf(z.array(kitabSanadSchema)), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await certificates.sanad(profile.id));
    },
  );

  fastify.get(
    certificatePaths.badges(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['certificates'],
        summary: 'The badges the profile earned, in the request’s language',
        description: ownerNote,
        ...signedIn,
        params: profileIdParamsSchema,
        response: { 200: envelopeOf(z.array(badgeSchema)), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await badges.list(profile.id, request.language));
    },
  );
};

export default routes;
