import { meetingPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { profileIdParamsSchema } from '@academy/contract/kitab';
import {
  attendanceBodySchema,
  attendanceMarkSchema,
  calendarEntrySchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  calendarQuerySchema,
  pertemuanIdParamsSchema,
} from '@academy/contract/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { failures, profileGate, signedIn } from '../../lib/route-schemas';
import { actingProfile } from '../../plugins/app/auth';

const icsResponse = z.string().meta({ description: 'The iCalendar document (text/calendar, RFC 5545)' });

/** A learner's meetings (api-contract "Meetings, calendar…"): calendar, its feed, attendance. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { calendar, attendance } = fastify.services;
  const tags = ['meetings'];

  fastify.get(
    meetingPaths.calendar(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'The profile’s meetings, exam windows and open payment deadlines, in time order',
        description:
          '`from` and `to` are ISO dates (whole days in WIB, `to` included) or instants; at most 92 days.',
        ...signedIn,
        params: profileIdParamsSchema,
        querystring: calendarQuerySchema,
        response: {
          200: envelopeOf(z.array(calendarEntrySchema)),
          ...failures(400, 401, 404),
          ...profileGate,
        },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await calendar.entries(profile.id, request.query));
    },
  );

  fastify.get(
    meetingPaths.classMeetings(':profileId', ':classId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'A class’s scheduled meetings for a learner enrolled in it (403 otherwise)',
        description:
          'Meetings still to come or running first, soonest first, then those held, latest first; each with its place, recording and the profile’s attendance.',
        ...signedIn,
        params: profileIdParamsSchema.extend({ classId: z.uuid() }),
        response: {
          200: envelopeOf(z.array(calendarEntrySchema)),
          ...failures(400, 401, 403, 404),
          ...profileGate,
        },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await calendar.classMeetings(profile.id, request.params.classId));
    },
  );

  fastify.get(
    meetingPaths.calendarFeed(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'The profile’s private iCalendar address, for calendar apps',
        ...signedIn,
        params: profileIdParamsSchema,
        response: { 200: envelopeOf(calendarFeedSchema), ...failures(401, 404), ...profileGate },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok({ url: await calendar.feedUrl(profile.id) });
    },
  );

  fastify.post(
    meetingPaths.calendarFeed(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'A new private iCalendar address; the old one answers 404 from now on',
        ...signedIn,
        params: profileIdParamsSchema,
        response: { 200: envelopeOf(calendarFeedSchema), ...failures(401, 404), ...profileGate },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok({ url: await calendar.renewFeed(profile.id) });
    },
  );

  fastify.get(
    meetingPaths.calendarIcs(':token'),
    {
      schema: {
        tags,
        summary: 'A private iCalendar feed (no sign-in: the address is the secret)',
        params: calendarFeedParamsSchema,
        response: { 200: icsResponse, ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const text = await calendar.feed(request.params.token, request.language);
      if (text === undefined) throw new AppError(404, 'notFound');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'inline; filename="calendar.ics"')
        .send(text);
    },
  );

  fastify.post(
    meetingPaths.attendance(':id'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'Mark the profile present, from 15 minutes before the meeting starts until it ends',
        description: '409 outside that window; 403 when the profile is not enrolled in the class.',
        ...signedIn,
        params: pertemuanIdParamsSchema,
        body: attendanceBodySchema,
        response: { 200: envelopeOf(attendanceMarkSchema), ...failures(400, 401, 403, 404, 409, 423) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.body.profileId);
      return ok(await attendance.mark(profile.id, request.params.id));
    },
  );
};

export default routes;
