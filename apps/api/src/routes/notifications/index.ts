import { meetingPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { profileIdParamsSchema } from '@academy/contract/kitab';
import {
  announcementSummarySchema,
  notificationPageSchema,
  notificationQuerySchema,
  notificationReadBodySchema,
  notificationReadSchema,
  notificationSettingsSchema,
} from '@academy/contract/meetings';
import { serverPageMeta } from '@academy/contract/page-meta';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { failures, profileGate, signedIn } from '../../lib/route-schemas';
import { actingProfile, principalOf } from '../../plugins/app/auth';

/** Notification settings, the in-app inbox and a class's announcements (api-contract, decisions §9). */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { notificationSettings, notifications, announcements } = fastify.services;
  const tags = ['notifications'];

  fastify.get(
    meetingPaths.notificationSettings,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        summary: 'Which reminders and announcements the account hears of, and by which channels',
        ...signedIn,
        response: { 200: envelopeOf(notificationSettingsSchema), ...failures(401) },
      },
    },
    async (request) => ok(await notificationSettings.get(principalOf(request).userId)),
  );

  fastify.put(
    meetingPaths.notificationSettings,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        summary: 'Choose the kinds and channels (WhatsApp, e-mail); the in-app inbox always holds them',
        ...signedIn,
        body: notificationSettingsSchema,
        response: { 200: envelopeOf(notificationSettingsSchema), ...failures(400, 401) },
      },
    },
    async (request) => ok(await notificationSettings.put(principalOf(request).userId, request.body)),
  );

  fastify.get(
    meetingPaths.notifications(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'The profile’s inbox, newest first; `meta.unread` counts the unread',
        ...signedIn,
        params: profileIdParamsSchema,
        querystring: notificationQuerySchema,
        response: { 200: notificationPageSchema, ...failures(400, 401, 404), ...profileGate },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      const { items, total, unread } = await notifications.inbox(profile.id, request.query);
      return {
        err: false as const,
        code: 200,
        message: 'OK',
        data: items,
        meta: { ...serverPageMeta(request.query, total), unread },
      };
    },
  );

  fastify.post(
    meetingPaths.notificationsRead(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'Mark notifications read: `{ ids }` or `{ all: true }`; answers the unread count left',
        ...signedIn,
        params: profileIdParamsSchema,
        body: notificationReadBodySchema,
        response: { 200: envelopeOf(notificationReadSchema), ...failures(400, 401, 404), ...profileGate },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok({ unread: await notifications.markRead(profile.id, request.body) });
    },
  );

  fastify.get(
    meetingPaths.classAnnouncements(':profileId', ':classId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'A class’s latest announcements, for a learner enrolled in it (403 otherwise)',
        ...signedIn,
        params: profileIdParamsSchema.extend({ classId: z.uuid() }),
        response: {
          200: envelopeOf(z.array(announcementSummarySchema)),
          ...failures(400, 401, 403, 404, 423),
        },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await announcements.listForLearner(profile.id, request.params.classId));
    },
  );
};

export default routes;
