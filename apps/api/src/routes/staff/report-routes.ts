import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import {
  staffAuditActorSchema,
  staffReportParamsSchema,
  staffReportQuerySchema,
  staffReportsSchema,
} from '@academy/contract/staff-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { reportCsv, reportFileName } from '../../services/staff/index';
import { staffOf } from '../../plugins/app/staff-gate';

/** Reports (the term at a glance) and the audit log's list of staff to filter by (decision 0062). */
export const reportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { staffReports, staff } = fastify.services;
  const tags = ['staff'];

  fastify.get(
    staffPaths.reports,
    {
      schema: {
        tags,
        summary: 'Staff: every report table for a range of days (default: the last twelve weeks)',
        description:
          '`from` and `to` are days (YYYY-MM-DD) in the academy’s zone, both included. A teacher gets the rows of the classes they teach; revenue is null for a teacher.',
        ...signedIn,
        querystring: staffReportQuerySchema,
        response: { 200: envelopeOf(staffReportsSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => ok(await staffReports.reports(request.query, staffOf(request))),
  );

  fastify.get(
    staffPaths.reportCsv(':report'),
    {
      schema: {
        tags,
        summary:
          'Staff: one report table as a CSV file (UTF-8 with a byte order mark, in the caller’s language)',
        description: 'Revenue tables answer 403 to a teacher.',
        ...signedIn,
        params: staffReportParamsSchema,
        querystring: staffReportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({ description: 'The table as CSV (text/csv; charset=utf-8)' }),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { report, scope, rows } = await staffReports.table(
        request.params.report,
        request.query,
        staffOf(request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${reportFileName(report, scope.from, scope.to)}"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(reportCsv(report, rows, request.language));
    },
  );

  fastify.get(
    staffPaths.auditActors,
    {
      schema: {
        tags,
        summary: 'Staff (admins): the staff members the audit log names, to filter it by',
        ...signedIn,
        response: { 200: envelopeOf(z.array(staffAuditActorSchema)), ...failures(401, 403) },
      },
    },
    async (request) => ok(await staff.auditActors(staffOf(request))),
  );
};
