import { paymentPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  cancelTransactionBodySchema,
  createPaymentBodySchema,
  midtransNotificationSchema,
  notificationReceivedSchema,
  ownedItemsSchema,
  paymentQuoteQuerySchema,
  paymentQuoteSchema,
  profileTransactionsParamsSchema,
  transactionListQuerySchema,
  transactionParamsSchema,
  transactionProfileQuerySchema,
  transactionSchema,
} from '@academy/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingProfile } from '../../plugins/app/auth';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';

/** Payments and transactions (decisions §6). Every call naming a profile goes through `actingProfile`. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { payments } = fastify.services;

  fastify.get(
    paymentPaths.quote,
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['payments'],
        summary: 'What paying for an item costs the profile: price, QRIS fee, total, and a pending payment',
        ...signedIn,
        querystring: paymentQuoteQuerySchema,
        response: { 200: envelopeOf(paymentQuoteSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { profileId, itemType, itemId } = request.query;
      const profile = await actingProfile(request, profileId);
      return ok(await payments.quote(profile, { type: itemType, id: itemId }));
    },
  );

  fastify.post(
    paymentPaths.create,
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['payments'],
        summary: 'Pay for a class, a kitab or an exam by QRIS',
        description:
          '201 with a new transaction, 200 with the pending one for the same profile and item. The price ' +
          'comes from the server. A class the profile has not joined is joined (waiting for payment) and its ' +
          'seat is held until the payment expires or is cancelled. 400 free or not sold on its own; 403 an exam ' +
          'of a kitab the profile does not read, or a class rule; 409 already owned or the class is full; ' +
          '503 the gateway is not answering (nothing is kept; try again).',
        ...signedIn,
        body: createPaymentBodySchema,
        response: {
          200: envelopeOf(transactionSchema),
          201: envelopeOf(transactionSchema),
          ...failures(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const profile = await actingProfile(request, request.body.profileId);
      const { transaction, created } = await payments.create(profile, request.body);
      // A class seat was taken: public class answers change.
      if (created && transaction.item.type === 'class') fastify.publicCache.invalidate();
      const code = created ? 201 : 200;
      return reply.code(code).send(ok(transaction, code));
    },
  );

  fastify.get(
    paymentPaths.profileTransactions(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['payments'],
        summary: 'A profile’s transactions, newest first, optionally of one status',
        ...signedIn,
        params: profileTransactionsParamsSchema,
        querystring: transactionListQuerySchema,
        response: { 200: pagedEnvelopeOf(transactionSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      const { items, total } = await payments.list(profile.id, request.query);
      return paged(items, request.query, total);
    },
  );

  fastify.get(
    paymentPaths.ownedItems(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['payments'],
        summary: 'What the profile already holds of what the store sells (classes, kitab, exams)',
        ...signedIn,
        params: profileTransactionsParamsSchema,
        response: { 200: envelopeOf(ownedItemsSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await payments.ownedItems(profile.id));
    },
  );

  fastify.get(
    paymentPaths.transaction(':transactionId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['payments'],
        summary: 'A transaction; a pending one is first checked with the gateway (at most once per 5 s)',
        ...signedIn,
        params: transactionParamsSchema,
        querystring: transactionProfileQuerySchema,
        response: { 200: envelopeOf(transactionSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.query.profileId);
      return ok(await payments.get(profile.id, request.params.transactionId));
    },
  );

  fastify.post(
    paymentPaths.cancel(':transactionId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['payments'],
        summary: 'Cancel a pending transaction, at the gateway too (a class seat it held is freed)',
        description: '409 unless the transaction is pending (also when it was paid meanwhile).',
        ...signedIn,
        params: transactionParamsSchema,
        body: cancelTransactionBodySchema,
        response: { 200: envelopeOf(transactionSchema), ...failures(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.body.profileId);
      const transaction = await payments.cancel(profile.id, request.params.transactionId);
      // The seat it held is free again.
      if (transaction.item.type === 'class') fastify.publicCache.invalidate();
      return ok(transaction);
    },
  );

  fastify.post(
    paymentPaths.notification,
    {
      schema: {
        tags: ['payments'],
        summary: 'Midtrans HTTP notification (the payment notification URL)',
        description:
          '`signature_key` must be SHA-512 hex of order_id + status_code + gross_amount + server key, else 403 ' +
          'and nothing changes. The status is read again from the gateway before anything is granted; ' +
          'repeated and out-of-order notifications change nothing. 503 when the gateway cannot be asked (Midtrans retries).',
        body: midtransNotificationSchema,
        response: { 200: envelopeOf(notificationReceivedSchema), ...failures(400, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      await payments.notify(request.body);
      return ok({ received: true as const });
    },
  );
};

export default routes;
