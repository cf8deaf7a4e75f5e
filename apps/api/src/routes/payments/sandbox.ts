import { paymentPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import {
  sandboxOrderParamsSchema,
  sandboxOrderSchema,
  sandboxPaymentBodySchema,
} from '@academy/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { failures } from '../../lib/route-schemas';

/**
 * The sandbox gateway's payer (decisions §6): registered only while the sandbox is the gateway,
 * so with Midtrans these paths answer 404. Paying sends the signed notification to the app's
 * own notification route, exactly as Midtrans would after a bank app pays.
 */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const sandbox = fastify.services.sandboxGateway;
  if (!sandbox) return;
  const { payments } = fastify.services;

  fastify.get(
    paymentPaths.sandboxOrder(':orderId'),
    {
      schema: {
        tags: ['operations'],
        summary: 'Sandbox payer: an order to pay (only while the sandbox is the gateway)',
        params: sandboxOrderParamsSchema,
        response: { 200: envelopeOf(sandboxOrderSchema), ...failures(400, 404) },
      },
    },
    async (request) => ok(await payments.sandboxOrder(request.params.orderId)),
  );

  fastify.post(
    paymentPaths.sandboxOrder(':orderId'),
    {
      schema: {
        tags: ['operations'],
        summary: 'Sandbox payer: pay, deny or expire an order; sends the signed notification',
        params: sandboxOrderParamsSchema,
        body: sandboxPaymentBodySchema,
        response: { 200: envelopeOf(sandboxOrderSchema), ...failures(400, 404, 502) },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      await payments.sandboxOrder(orderId);
      const status = await sandbox.pay(orderId, request.body.outcome);
      if (!status) throw new AppError(404, 'notFound');
      const delivered = await fastify.inject({
        method: 'POST',
        url: paymentPaths.notification,
        payload: sandbox.notificationFor(status),
      });
      if (delivered.statusCode !== 200) {
        request.log.warn(
          { statusCode: delivered.statusCode, body: delivered.body },
          'sandbox notification refused',
        );
        throw new AppError(502, 'paymentGatewayUnavailable');
      }
      return ok(await payments.sandboxOrder(orderId));
    },
  );
};

export default routes;
