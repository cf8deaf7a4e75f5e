import { meetingPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import {
  announcementBodySchema,
  announcementSchema,
  announcementSummarySchema,
} from '@academy/contract/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from '../../plugins/app/staff-gate';

const idParams = z.object({ id: z.uuid() });

/** Staff announcements to a class (registered under the staff gate). */
export const staffAnnouncementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { announcements } = fastify.services;
  const tags = ['staff', 'notifications'];

  fastify.post(
    meetingPaths.staffClassAnnouncements(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: announce to every active learner of the class by the channels chosen (audited)',
        ...signedIn,
        params: idParams,
        body: announcementBodySchema,
        response: { 201: envelopeOf(announcementSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await announcements.post(request.params.id, request.body, staffOf(request)), 201);
    },
  );

  fastify.get(
    meetingPaths.staffClassAnnouncements(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: the class’s latest announcements, newest first',
        ...signedIn,
        params: idParams,
        response: { 200: envelopeOf(z.array(announcementSummarySchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await announcements.listForStaff(request.params.id, staffOf(request))),
  );

  fastify.get(
    meetingPaths.staffAnnouncement(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: an announcement with each recipient’s delivery status per channel',
        description: '`queued`, `sent`, `failed`, or `skipped` by the recipient’s settings.',
        ...signedIn,
        params: idParams,
        response: { 200: envelopeOf(announcementSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await announcements.get(request.params.id, staffOf(request))),
  );
};
