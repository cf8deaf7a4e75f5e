import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { staffTodaySchema, type StaffToday } from '@academy/contract/staff-today';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { academyDay, academyDayEnd, academyDayStart } from '../../services/learning/index';
import { staffOf } from '../../plugins/app/staff-gate';

/**
 * The console's home (issue 38 item 13, decision 0161): the day's work, each count read from the
 * queue it stands for, so the home and the queue always agree.
 */
export const todayRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { staffGrading, recitations, staffTransactions, attendance } = fastify.services;

  fastify.get(
    staffPaths.today,
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: the day’s work — grading, recitations and payments waiting, and the day’s meetings',
        description:
          'An admin counts the whole academy, a teacher the classes she teaches. The day is the academy’s (Asia/Jakarta).',
        ...signedIn,
        response: { 200: envelopeOf(staffTodaySchema), ...failures(401, 403) },
      },
    },
    async (request) => {
      const actor = staffOf(request);
      const day = academyDay(new Date());
      const [gradingWaiting, recitationsWaiting, paymentsWaiting, meetings] = await Promise.all([
        staffGrading.waitingCount(actor),
        // The recitation queue's own count (its first row is all it reads besides).
        recitations.staffList({ page: 1, size: 1, status: 'submitted' }, actor).then((queue) => queue.total),
        staffTransactions.count({ status: 'waiting' }, actor),
        attendance.staffMeetingsBetween(academyDayStart(day), academyDayEnd(day), actor),
      ]);
      const today: StaffToday = { day, gradingWaiting, recitationsWaiting, paymentsWaiting, meetings };
      return ok(today);
    },
  );
};
