import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  staffManualPaymentBodySchema,
  staffRefundBodySchema,
  staffTransactionDetailSchema,
  staffTransactionFileQuerySchema,
  staffTransactionParamsSchema,
  staffTransactionQuerySchema,
  staffTransactionRowSchema,
} from '@academy/contract/staff-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paged } from '../../lib/reply';
import { sendTable, tableFileAnswer } from '../../lib/table-file';
import { academyDay } from '../../services/learning/index';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffOf } from '../../plugins/app/staff-gate';

/**
 * Payments in the staff console (issue 14, decision 0058): every transaction, one with its
 * history, refunds at the gateway and a check with it now. Teachers read their classes' only;
 * refunds and checks are for admins.
 */
export const transactionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { staffTransactions } = fastify.services;
  const tags = ['staff'];
  const detail = envelopeOf(staffTransactionDetailSchema);

  fastify.get(
    staffPaths.transactions,
    {
      schema: {
        tags,
        summary: 'Staff: transactions, newest first (status, item, days, late settlement, search)',
        description:
          '`from` and `to` are days in Asia/Jakarta, both included. `search` matches an order id, a profile or ' +
          'account name, an e-mail or a phone number. A teacher sees the payments of the classes they teach.',
        ...signedIn,
        querystring: staffTransactionQuerySchema,
        response: { 200: pagedEnvelopeOf(staffTransactionRowSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, total } = await staffTransactions.list(request.query, staffOf(request));
      return paged(items, request.query, total);
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    fastify.get(
      staffPaths.transactionsFile(format),
      {
        schema: {
          tags,
          summary: `Staff: the transactions of the list's filters as ${format.toUpperCase()}, with learners' names`,
          description:
            'The list’s filters, every matching row (newest first, at most 10,000) with the learner’s profile and ' +
            'account names, phone and e-mail, in the reader’s language. Texts a spreadsheet would run as formulas ' +
            'are neutralised (CSV: UTF-8 with a byte order mark). A teacher downloads the classes they teach.',
          ...signedIn,
          querystring: staffTransactionFileQuerySchema,
          ...tableFileAnswer(format, 'The transactions', 400, 401, 403),
        },
      },
      async (request, reply) =>
        sendTable(
          reply,
          format,
          {
            name: `transactions-${academyDay(new Date())}`,
            sheet: request.language === 'en' ? 'Transactions' : 'Transaksi',
          },
          await staffTransactions.table(request.query, staffOf(request), request.language),
        ),
    );
  }

  fastify.get(
    staffPaths.transaction(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: one transaction with its status history, gateway references and refunds',
        ...signedIn,
        params: staffTransactionParamsSchema,
        response: { 200: detail, ...failures(401, 403, 404) },
      },
    },
    async (request) => ok(await staffTransactions.detail(request.params.id, staffOf(request))),
  );

  fastify.post(
    staffPaths.refund(':id'),
    {
      schema: {
        tags,
        summary: 'Staff (admins): refund a paid transaction at the gateway, in full or in part',
        description:
          'No `amount`: all that is left. In full → `refund` and the item is taken back (a class closes for the ' +
          'learner, a kitab or exam is no longer theirs); in part → `partial_refund`, the item stays. ' +
          '400 more than is left, 409 never paid / already refunded / another refund running, ' +
          '502 the gateway failed or refused (nothing changed). Audited with the reason.',
        ...signedIn,
        params: staffTransactionParamsSchema,
        body: staffRefundBodySchema,
        response: { 200: detail, ...failures(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => ok(await staffTransactions.refund(request.params.id, request.body, staffOf(request))),
  );

  fastify.post(
    staffPaths.payments,
    {
      schema: {
        tags,
        summary: 'Staff (admins): record a cash or transfer payment received; it grants the item',
        description:
          'A `settlement` transaction with that method (gateway `manual`, no fee), counted in revenue and ' +
          'refunded by hand (no gateway). A class takes a seat as a staff enrolment does. 400 invalid, ' +
          '403 not an admin, 404 unknown profile or item, 409 already enrolled / owned / class full. ' +
          'Audited with the reason, the reference and who received it.',
        ...signedIn,
        body: staffManualPaymentBodySchema,
        response: { 201: detail, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const recorded = await staffTransactions.recordManual(request.body, staffOf(request));
      return reply.code(201).send(ok(recorded, 201));
    },
  );

  fastify.post(
    staffPaths.reconcile(':id'),
    {
      schema: {
        tags,
        summary: 'Staff (admins): ask the gateway about the transaction now and apply its answer',
        ...signedIn,
        params: staffTransactionParamsSchema,
        response: { 200: detail, ...failures(401, 403, 404, 503) },
      },
    },
    async (request) => ok(await staffTransactions.reconcile(request.params.id, staffOf(request))),
  );
};
