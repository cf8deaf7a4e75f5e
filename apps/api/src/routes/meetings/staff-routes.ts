import { meetingPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import {
  meetingSeriesBodySchema,
  meetingSeriesResultSchema,
  pertemuanIdParamsSchema,
  staffClassMeetingsSchema,
  staffAttendanceBodySchema,
  staffAttendanceSchema,
} from '@academy/contract/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from '../../plugins/app/staff-gate';

/**
 * Staff calls of meetings (registered under the staff gate): a class's meetings and their
 * schedule as a series, attendance per meeting.
 */
export const staffMeetingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { attendance, meetingSeries } = fastify.services;
  const tags = ['staff', 'meetings'];

  fastify.get(
    meetingPaths.staffClassMeetings(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: a class’s meetings in order with their schedules',
        ...signedIn,
        params: pertemuanIdParamsSchema,
        response: { 200: envelopeOf(staffClassMeetingsSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await meetingSeries.list(request.params.id, staffOf(request))),
  );

  fastify.put(
    meetingPaths.staffClassMeetingSeries(':id'),
    {
      schema: {
        tags,
        summary:
          'Staff: schedule a class’s meetings in one go (first date, time WIB, weekdays, count, duration, place), audited',
        ...signedIn,
        params: pertemuanIdParamsSchema,
        body: meetingSeriesBodySchema,
        response: { 200: envelopeOf(meetingSeriesResultSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await meetingSeries.apply(request.params.id, request.body, staffOf(request))),
  );

  fastify.get(
    meetingPaths.staffAttendance(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: the learners of the meeting’s class and who came',
        ...signedIn,
        params: pertemuanIdParamsSchema,
        response: { 200: envelopeOf(staffAttendanceSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await attendance.list(request.params.id, staffOf(request))),
  );

  fastify.put(
    meetingPaths.staffAttendance(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: correct one learner’s attendance of the meeting (audited)',
        description:
          '409 `attendanceNotYetHeld` before the meeting starts, `meetingNotScheduled` for a meeting with no date.',
        ...signedIn,
        params: pertemuanIdParamsSchema,
        body: staffAttendanceBodySchema,
        response: { 200: envelopeOf(staffAttendanceSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await attendance.set(request.params.id, request.body, staffOf(request))),
  );
};
