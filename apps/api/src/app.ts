import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Settings } from './config/settings';
import type { DatabaseConnection } from './db/database';
import { compiledSerializerCompiler } from './lib/compiled-serializer';
import compression from './plugins/external/compression';
import openapi from './plugins/external/openapi';
import publicCache from './plugins/external/public-cache';
import readinessPlugin from './plugins/external/readiness';
import sharedState from './plugins/external/shared-state';
import security, { inlineScriptsOf } from './plugins/external/security';
import webApp from './plugins/external/web-app';
import auth from './plugins/app/auth';
import envelope, { answerClientError, answerFrameworkError } from './plugins/app/envelope';
import services from './plugins/app/services';
import privateMedia from './plugins/app/private-media';
import metrics from './plugins/app/metrics';
import periodicJobs from './plugins/app/periodic-jobs';
import { demoMediaFolder } from './paths';
import { Readiness } from './lib/readiness';
import devOutboxRoutes from './routes/dev-outbox/index';
import healthRoutes from './routes/health/index';
import authRoutes from './routes/auth/index';
import profileRoutes from './routes/profile/index';
import userRoutes from './routes/user/index';
import classRoutes from './routes/classes/index';
import departmentRoutes from './routes/departments/index';
import faqRoutes from './routes/faq/index';
import kitabRoutes from './routes/kitab/index';
import linkRoutes from './routes/links/index';
import profileCourseRoutes from './routes/profile-courses/index';
import storeRoutes from './routes/store/index';
import paymentRoutes from './routes/payments/index';
import sandboxPaymentRoutes from './routes/payments/sandbox';
import paymentReconciliation from './plugins/app/payment-reconciliation';
import certificateRoutes from './routes/certificates/index';
import certificatePage from './routes/certificates/verification-page';
import siteMapRoutes from './routes/site-map/index';
import staffRoutes from './routes/staff/index';
import mediaRoutes from './routes/media/index';
import pinResetRoutes from './routes/profile/pin-reset';
import examRoutes from './routes/exams/index';
import meetingRoutes from './routes/meetings/index';
import notificationRoutes from './routes/notifications/index';
import recitationRoutes from './routes/recitations/index';
import pushRoutes from './routes/push/index';
import examSweep from './plugins/app/exam-sweep';
import notificationJobs from './plugins/app/notification-jobs';

export interface AppOptions {
  settings: Settings;
  database: DatabaseConnection;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  /**
   * Starting, serving or draining: server.ts passes one that starts as `starting` and moves it
   * on; without it (tests, scripts) the app serves from its start.
   */
  readiness?: Readiness;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `TRUST_PROXY`: the proxies to believe; none by default, so clients cannot spoof their address. */
function trustProxyOption(value: string | undefined): string[] | false {
  const proxies = value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxies && proxies.length > 0 ? proxies : false;
}

/** The most of a request's address a log line holds (decision 0144): the client chooses it. */
const maxLoggedUrl = 512;

/**
 * How a request is written into the log: Fastify's fields, the address cut at `maxLoggedUrl`
 * characters (a 60 KiB query stays out of the log).
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.length > maxLoggedUrl ? `${request.url.slice(0, maxLoggedUrl)}…` : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** The logger of the app, with its request serializer (and the caller's own, which win). */
function loggerOf(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger ?? false;
  return { ...logger, serializers: { ...requestLogSerializers, ...logger.serializers } };
}

/** Log fields that may carry secrets are removed before any line is written. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.query.token',
  'req.query.otp',
  '*.password',
  '*.otp',
  '*.pin',
  '*.token',
  '*.code',
];

/**
 * Builds the whole server: external plugins, then app plugins, then routes (fastify/demo order).
 * It does not listen; server.ts does, and tests call `inject()`.
 */
export async function buildApp(options: AppOptions) {
  const fastify = Fastify({
    logger: loggerOf(options.logger),
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(options.settings.TRUST_PROXY),
    genReqId: (request) => {
      const query = request.url?.split('?')[1];
      const requested = query ? new URLSearchParams(query).get('requestId') : null;
      // The client's id only as a UUID, in one spelling (decision 0144); anything else a fresh one.
      return requested && uuidPattern.test(requested) ? requested.toLowerCase() : randomUUID();
    },
    frameworkErrors: answerFrameworkError,
    // A request arriving on a kept-alive connection while the server drains is served, with
    // `Connection: close` (Fastify's 503 would fail a save the load balancer may not retry).
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    // A client that sends its request slowly, or never finishes it, is answered 408 and cut off:
    // headers within 20 s, the whole request (body included) within REQUEST_TIMEOUT_SECONDS;
    // checked every second (Node's default: every 30 s).
    requestTimeout: options.settings.REQUEST_TIMEOUT_SECONDS * 1000,
    // A request without Host reaches Fastify, which answers it in the envelope (envelope.ts).
    http: {
      requireHostHeader: false,
      headersTimeout: Math.min(20, options.settings.REQUEST_TIMEOUT_SECONDS) * 1000,
      connectionsCheckingInterval: 1000,
    },
    // Above the longest key a schema accepts (class keys: 120), so schemas answer those.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(
    compiledSerializerCompiler({ checkAgainstZod: options.settings.NODE_ENV === 'test' }),
  );

  // External
  await fastify.register(envelope);
  await fastify.register(readinessPlugin, { readiness: options.readiness ?? new Readiness('serving') });
  await fastify.register(sharedState, { redisUrl: options.settings.REDIS_URL });
  await fastify.register(security, {
    settings: options.settings,
    inlineScripts: options.webRoot ? inlineScriptsOf(options.webRoot) : [],
  });
  await fastify.register(compression);
  await fastify.register(publicCache);
  // The API's description is no secret, but a production server on a public origin need not
  // publish it (decision 0144): API_DOCS=true does.
  if (options.settings.API_DOCS) await fastify.register(openapi);
  if (options.webRoot) {
    const origin = options.settings.APP_ORIGIN ?? `http://localhost:${options.settings.PORT}`;
    await fastify.register(webApp, { root: options.webRoot, origin });
  }

  // App
  await fastify.register(services, { settings: options.settings, database: options.database });
  await fastify.register(auth);
  await fastify.register(privateMedia, { demoMediaRoot: demoMediaFolder });
  await fastify.register(metrics);
  await fastify.register(periodicJobs);
  await fastify.register(paymentReconciliation);
  await fastify.register(examSweep);
  await fastify.register(notificationJobs);

  // Routes
  await fastify.register(healthRoutes);
  await fastify.register(authRoutes);
  await fastify.register(userRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(devOutboxRoutes);
  await fastify.register(departmentRoutes);
  await fastify.register(classRoutes);
  await fastify.register(kitabRoutes);
  await fastify.register(profileCourseRoutes);
  await fastify.register(linkRoutes);
  await fastify.register(faqRoutes);
  await fastify.register(storeRoutes);
  await fastify.register(paymentRoutes);
  await fastify.register(sandboxPaymentRoutes);
  await fastify.register(certificateRoutes);
  if (options.webRoot) {
    await fastify.register(certificatePage, { webRoot: options.webRoot });
    await fastify.register(siteMapRoutes, {
      origin: options.settings.APP_ORIGIN ?? `http://localhost:${options.settings.PORT}`,
    });
  }
  await fastify.register(staffRoutes);
  await fastify.register(mediaRoutes);
  await fastify.register(pinResetRoutes);
  await fastify.register(examRoutes);
  await fastify.register(meetingRoutes);
  await fastify.register(notificationRoutes);
  await fastify.register(recitationRoutes);
  await fastify.register(pushRoutes);

  return fastify;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
