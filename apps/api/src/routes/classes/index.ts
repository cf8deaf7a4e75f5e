import {
  classBriefSchema,
  classDetailSchema,
  classKeyParamsSchema,
  classListQuerySchema,
  classSummarySchema,
  classViewerQuerySchema,
  joinClassBodySchema,
  joinClassResultSchema,
  upcomingClassesQuerySchema,
} from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../lib/public-read';
import { ok, paged } from '../../lib/reply';
import { actingProfile, principalOf } from '../../plugins/app/auth';
import { failures, signedIn } from '../../lib/route-schemas';
import { ownedKitabIds } from '../../services/learning/index';

/**
 * The enrolment of the profile a caller names with `?profileId=` on a public class read. Naming
 * a profile needs a signed-in caller who owns it (401, or 404 for another account's profile).
 */
async function viewerEnrolment(
  fastify: FastifyInstance,
  request: FastifyRequest,
  classId: string,
  profileId?: string,
) {
  if (!profileId) return null;
  await fastify.authenticate(request);
  const { enrolments } = fastify.services;
  await actingProfile(request, profileId);
  return enrolments.enrolmentOf(profileId, classId);
}

const viewerNote =
  'Public. With `?profileId=` (a signed-in caller’s own profile) it also tells that profile’s enrolment, and the Telegram group once the enrolment is active.';

/** Classes: explore, upcoming, a class’s page and brief, and joining. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue, enrolments, payments } = fastify.services;

  fastify.get(
    cataloguePaths.classes,
    {
      schema: {
        tags: ['classes'],
        summary: 'Explore classes: search titles (en and id), filter by department, category and state',
        querystring: classListQuerySchema,
        response: { 200: pagedEnvelopeOf(classSummarySchema), ...failures(400) },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, pagedEnvelopeOf(classSummarySchema), async () => {
        const { items, total } = await catalogue.listClasses(request.query, request.language);
        return paged(items, request.query, total);
      }),
  );

  fastify.get(
    cataloguePaths.upcomingClasses,
    {
      schema: {
        tags: ['classes'],
        summary: 'Classes not started yet, soonest first (for one gender: open to it)',
        querystring: upcomingClassesQuerySchema,
        response: { 200: pagedEnvelopeOf(classSummarySchema), ...failures(400) },
      },
    },
    async (request) => {
      const { items, total } = await catalogue.upcomingClasses(request.query);
      return paged(items, request.query, total);
    },
  );

  fastify.get(
    cataloguePaths.class(':classKey'),
    {
      schema: {
        tags: ['classes'],
        summary: 'A class by id or slug: state, seats, teacher and sanad, kitab',
        description: viewerNote,
        params: classKeyParamsSchema,
        querystring: classViewerQuerySchema,
        response: { 200: envelopeOf(classDetailSchema), ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      // A visitor's view is the same for everyone: kept in the public cache.
      if (!request.query.profileId) {
        return sendPublicRead(request, reply, envelopeOf(classDetailSchema), async () => {
          const klass = await catalogue.classRow(request.params.classKey);
          return ok(await catalogue.classDetail(klass.id, null));
        });
      }
      const klass = await catalogue.classRow(request.params.classKey);
      const { profileId } = request.query;
      const enrolment = await viewerEnrolment(fastify, request, klass.id, profileId);
      const owned = profileId ? await ownedKitabIds(fastify.database.db, profileId, klass.id) : [];
      return ok(await catalogue.classDetail(klass.id, enrolment, undefined, owned));
    },
  );

  fastify.get(
    cataloguePaths.classBrief(':classKey'),
    {
      schema: {
        tags: ['classes'],
        summary: 'A class’s brief: what to prepare and the rules',
        description: viewerNote,
        params: classKeyParamsSchema,
        querystring: classViewerQuerySchema,
        response: { 200: envelopeOf(classBriefSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const klass = await catalogue.classRow(request.params.classKey);
      const enrolment = await viewerEnrolment(fastify, request, klass.id, request.query.profileId);
      return ok(await catalogue.classBrief(klass.id, enrolment));
    },
  );

  fastify.post(
    cataloguePaths.joinClass(':classKey'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['classes'],
        summary: 'Join a class with one of the caller’s profiles',
        description:
          'Free classes enrol at once (`active`). A paid class waits for payment (`waiting_payment`): joining makes ' +
          'the pending QRIS payment that holds the seat (`transactionId`) until it is paid, expires or is cancelled (decision 0076); ' +
          '503 when the gateway is down. ' +
          '400 registration not open or profile without gender; 403 gender restriction or join password; ' +
          '404 unknown class or another account’s profile; 409 full or already joined.',
        ...signedIn,
        params: classKeyParamsSchema,
        body: joinClassBodySchema,
        response: { 201: envelopeOf(joinClassResultSchema), ...failures(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const profile = await actingProfile(request, request.body.profileId);
      const klass = await catalogue.classRow(request.params.classKey);
      const caller = { userId: principalOf(request).userId, clientAddress: request.ip };
      const { password } = request.body;
      const result =
        klass.price > 0
          ? await payments.joinPaidClass(profile, klass, password, caller)
          : await enrolments.join(profile, klass, { password }, caller);
      // A seat was taken: public class answers and pages change.
      fastify.publicCache.invalidate();
      return reply.code(201).send(ok(result, 201));
    },
  );
};

export default routes;
