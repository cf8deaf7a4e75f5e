import {
  activeHoursQuerySchema,
  activeHoursSchema,
  heartbeatBodySchema,
} from '@academy/contract/active-hours';
import { activeHoursPaths, kitabPaths } from '@academy/contract/endpoints';
import { downloadStatusQuerySchema, downloadStatusSchema } from '@academy/contract/downloads';
import { envelopeOf } from '@academy/contract/envelope';
import {
  courseLastAccessBodySchema,
  profileCourseQuerySchema,
  profileCourseSchema,
  profileIdParamsSchema,
  profileUpcomingQuerySchema,
  upcomingItemSchema,
} from '@academy/contract/kitab';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/reply';
import { actingProfile } from '../../plugins/app/auth';
import { failures, signedIn } from '../../lib/route-schemas';

/** A profile's study (spec §7): its classes, upcoming meetings, last access and active hours. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { activeHours, badges, progress } = fastify.services;

  fastify.put(
    kitabPaths.courseLastAccess,
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['profile'],
        summary: 'Record the course a profile opened last (in its class)',
        ...signedIn,
        body: courseLastAccessBodySchema,
        response: { 200: envelopeOf(z.null()), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.body.profileId);
      await progress.recordLastAccess(profile.id, request.body.courseId);
      return ok(null);
    },
  );

  fastify.get(
    kitabPaths.profileCourses(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['profile'],
        summary: 'The profile’s classes with progress and last access (my classes)',
        description: 'Classes never opened sort last when sorting by `lastAccessAt`.',
        ...signedIn,
        params: profileIdParamsSchema,
        querystring: profileCourseQuerySchema,
        response: { 200: pagedEnvelopeOf(profileCourseSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      const { items, total } = await progress.profileCourses(profile.id, request.query, request.language);
      return paged(items, request.query, total);
    },
  );

  fastify.get(
    kitabPaths.profileUpcoming(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['profile'],
        summary: 'The profile’s upcoming meetings in its active classes, soonest first',
        ...signedIn,
        params: profileIdParamsSchema,
        querystring: profileUpcomingQuerySchema,
        response: { 200: pagedEnvelopeOf(upcomingItemSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      const { items, total } = await progress.upcoming(profile.id, request.query);
      return paged(items, request.query, total);
    },
  );

  fastify.post(
    activeHoursPaths.heartbeat,
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['profile'],
        summary: 'Heartbeat from a visible material or exam page: adds active time',
        description:
          'One beat adds at most 60 s, and no more than the time since the profile’s previous beat.',
        ...signedIn,
        body: heartbeatBodySchema,
        response: { 200: envelopeOf(activeHoursSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.body.profileId);
      await activeHours.beat(profile.id, request.body.seconds);
      await badges.evaluateHours(profile.id);
      return ok(await activeHours.summary(profile.id, 7));
    },
  );

  fastify.get(
    activeHoursPaths.summary(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['profile'],
        summary: 'The profile’s active hours: total, today and the last days',
        ...signedIn,
        params: profileIdParamsSchema,
        querystring: activeHoursQuerySchema,
        response: { 200: envelopeOf(activeHoursSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await activeHours.summary(profile.id, request.query.days));
    },
  );

  fastify.get(
    kitabPaths.downloadStatus(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['profile'],
        summary: 'Downloaded kitab: whether the profile may still read each, and its version',
        description:
          'For offline study (decision 0156): a device asks at each sync about the kitab it keeps (`?kitab=<id>,<id>`, up to 50). `mayRead: false` (refund, unenrolment, suspension, unpublished) means remove the copy; a changed `version` (or a meeting’s) means update it.',
        ...signedIn,
        params: profileIdParamsSchema,
        querystring: downloadStatusQuerySchema,
        response: { 200: envelopeOf(downloadStatusSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok({ items: await progress.downloadStatus(profile.id, request.query.kitab) });
    },
  );
};

export default routes;
