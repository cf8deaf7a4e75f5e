import { certificateVariantSchema } from '@academy/contract/certificates';
import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  staffCertificateIssueSchema,
  staffCertificateItemQuerySchema,
  staffCertificateParamsSchema,
  staffCertificateProfileQuerySchema,
  staffCertificateProfileSchema,
  staffCertificateQuerySchema,
  staffCertificateReissueSchema,
  staffCertificateRevokeSchema,
  staffCertificateRowSchema,
  staffCertificateSchema,
  staffCertificateStandingSchema,
} from '@academy/contract/staff-certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { certificatePdfResponse, sendCertificatePdf } from '../certificates/pdf-reply';
import { staffOf } from '../../plugins/app/staff-gate';

const tags = ['staff'];
const scope =
  'A teacher reaches the certificates of the classes they teach (403 for others); a learner’s token answers 403.';
const adminOnly = 'Admins only (a teacher gets 403). Audited with the reason.';

/** Certificates in the staff console (issue 14 item 4, decisions 0060–0061). */
export const certificateRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { staffCertificates } = fastify.services;
  const params = staffCertificateParamsSchema;

  fastify.get(
    staffPaths.certificates,
    {
      schema: {
        tags,
        summary:
          'Staff: certificates, newest first; filter by status and item type, search by number, code or name',
        description: scope,
        ...signedIn,
        querystring: staffCertificateQuerySchema,
        response: { 200: pagedEnvelopeOf(staffCertificateRowSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, total } = await staffCertificates.list(request.query, staffOf(request));
      return paged(items, request.query, total);
    },
  );

  fastify.get(
    staffPaths.certificateProfiles,
    {
      schema: {
        tags,
        summary: 'Staff: learner profiles by name, to issue a certificate to (at most 20)',
        description: 'An admin searches every profile; a teacher the profiles enrolled in their classes.',
        ...signedIn,
        querystring: staffCertificateProfileQuerySchema,
        response: { 200: envelopeOf(z.array(staffCertificateProfileSchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) => ok(await staffCertificates.profiles(request.query.search, staffOf(request))),
  );

  fastify.get(
    staffPaths.certificateStanding,
    {
      schema: {
        tags,
        summary: 'Staff: where a learner stands on a class or kitab, before issuing a certificate by hand',
        description:
          'Courses completed of those the profile studies (`percent`), and whether it meets the certificate ' +
          'rule (`complete`). Issuing below completion stays allowed; the console warns first and the ' +
          'audit row records it. A teacher asks only for a profile enrolled in a class they teach (403).',
        ...signedIn,
        querystring: staffCertificateItemQuerySchema,
        response: { 200: envelopeOf(staffCertificateStandingSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => ok(await staffCertificates.standing(request.query, staffOf(request))),
  );

  fastify.post(
    staffPaths.certificates,
    {
      schema: {
        tags,
        summary: 'Staff: issue a certificate by hand, with a reason (e.g. a learner who completed offline)',
        description:
          `Numbered like every certificate. 409 when the profile already holds one for the item (valid or revoked). ` +
          `An unknown profile or item is a field error (400). A teacher issues only for a class they teach, ` +
          `to a profile enrolled in it (403 otherwise). Issuing below completion is allowed; the audit row ` +
          `records \`belowCompletion\` and \`progressPercent\`. Audited with the reason.`,
        ...signedIn,
        body: staffCertificateIssueSchema,
        response: { 201: envelopeOf(staffCertificateSchema), ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const issued = await staffCertificates.issue(request.body, staffOf(request));
      return reply.code(201).send(ok(issued, 201));
    },
  );

  fastify.get(
    staffPaths.certificate(':certificateId'),
    {
      schema: {
        tags,
        summary: 'Staff: one certificate with its history (issued by whom and why, revoked, reissued)',
        description: scope,
        ...signedIn,
        params,
        response: { 200: envelopeOf(staffCertificateSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await staffCertificates.get(request.params.certificateId, staffOf(request))),
  );

  fastify.get(
    staffPaths.certificatePdf(':certificateId'),
    {
      schema: {
        tags,
        summary: 'Staff: a certificate’s PDF, as its learner downloads it (`latin` or `arabic`)',
        description: `${scope} A revoked certificate’s PDF carries the revoked mark.`,
        ...signedIn,
        params,
        querystring: z.object({ variant: certificateVariantSchema }),
        produces: ['application/pdf'],
        response: { 200: certificatePdfResponse, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const pdf = await staffCertificates.pdf(
        request.params.certificateId,
        request.query.variant,
        request.language,
        staffOf(request),
      );
      return sendCertificatePdf(reply, pdf);
    },
  );

  fastify.post(
    staffPaths.certificateRevoke(':certificateId'),
    {
      schema: {
        tags,
        summary: 'Staff: revoke a certificate with a reason; its verification page then says so',
        description: `${adminOnly} Revoking a revoked certificate answers 409.`,
        ...signedIn,
        params,
        body: staffCertificateRevokeSchema,
        response: { 200: envelopeOf(staffCertificateSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await staffCertificates.revoke(request.params.certificateId, request.body.reason, staffOf(request))),
  );

  fastify.post(
    staffPaths.certificateReissue(':certificateId'),
    {
      schema: {
        tags,
        summary: 'Staff: reissue after a name correction: a new number and code, the old one replaced',
        description:
          `${adminOnly} The new certificate carries the profile's current name, or \`fullName\`, which also ` +
          `corrects the profile. The old one is revoked (if it was not yet) and its verification page links ` +
          `to the new one. A certificate already replaced answers 409. Answers the new certificate (201).`,
        ...signedIn,
        params,
        body: staffCertificateReissueSchema,
        response: { 201: envelopeOf(staffCertificateSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const issued = await staffCertificates.reissue(
        request.params.certificateId,
        request.body,
        staffOf(request),
      );
      return reply.code(201).send(ok(issued, 201));
    },
  );
};
