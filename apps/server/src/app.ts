// Builds the Fastify app: plugins, security, every feature's routes and the web app.
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Env } from './env.ts';
import { System } from './system.ts';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http/error-handler.ts';
import { registerSecurity } from './http/security.ts';
import { settleAfterAnswer } from './http/after-answer.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerWebApp } from './http/static.ts';
import { genRequestId, registerRequestId, requestIdMixin } from './http/request-id.ts';
import { registerRequestMetrics } from './http/request-metrics.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { operationsRoutes } from './features/system/operations.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { geoRoutes } from './features/geo/geo.routes.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { offerRoutes } from './features/offers/offers.routes.ts';
import { blockRoutes } from './features/offers/blocks.routes.ts';
import { applicationRoutes } from './features/applications/applications.routes.ts';
import { profileRoutes } from './features/profiles/profiles.routes.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { myApplicationRoutes } from './features/my-applications/my-applications.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { liveRoutes } from './features/live/live.routes.ts';
import { googleRoutes } from './features/auth/google.routes.ts';
import { testingRoutes } from './features/testing/testing.routes.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import { availabilityRoutes } from './features/availability/availability.routes.ts';
import { calendarRoutes } from './features/calendar/calendar.routes.ts';
import { trustRoutes } from './features/trust/trust.routes.ts';
import { credentialRoutes } from './features/credentials/credentials.routes.ts';
import { directoryRoutes } from './features/directory/directory.routes.ts';
import { urgentRoutes } from './features/urgent/urgent.routes.ts';

export type BuiltApp = { app: ReturnType<typeof Fastify>; system: System };

export async function buildApp(env: Env, logger: FastifyServerOptions['logger'] = true): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger && typeof logger === 'object' ? { ...logger, mixin: requestIdMixin } : logger,
    trustProxy: fastifyTrustProxy(env.trustProxy),
    genReqId: genRequestId,
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  const system = new System(env, app.log);

  registerRequestId(app);
  registerRequestMetrics(app);
  registerErrorHandler(app);
  // Answers over 1 KiB (API JSON, CSV) are compressed per request: brotli (quality 4) when the
  // client accepts it, else gzip. The web build's files carry their own .br/.gz made once at build
  // time (http/static.ts), which this leaves alone. Request bodies are never decompressed.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(cookie);
  // With REDIS_URL the counters are shared by every instance; otherwise they live in memory.
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) : undefined;
  // quit() waits for a connection that may never come; a client that is not connected just drops.
  if (redis)
    app.addHook('onClose', async () => void (redis.status === 'ready' ? await redis.quit() : redis.disconnect()));
  system.redis = redis;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${env.REDIS_PREFIX}-rl:`, skipOnError: true } : {}),
  });
  await registerSecurity(app, env);

  app.addHook('onClose', async () => system.context?.live.close());
  app.addHook('onClose', async () => system.context?.push.close());
  // A sign-up or reset mail still on its way finishes before the database closes.
  app.addHook('onClose', settleAfterAnswer);
  await liveRoutes(app, system);
  systemRoutes(app, system);
  operationsRoutes(app, system);
  authRoutes(app, system);
  googleRoutes(app, system);
  geoRoutes(app, system);
  supportRoutes(app, system);
  dashboardRoutes(app, system);
  notificationRoutes(app, system);
  adminRoutes(app, system);
  offerRoutes(app, system);
  blockRoutes(app, system);
  applicationRoutes(app, system);
  profileRoutes(app, system);
  searchRoutes(app, system);
  myApplicationRoutes(app, system);
  billingRoutes(app, system);
  reviewsRoutes(app, system);
  unsubscribeRoutes(app, system);
  chatRoutes(app, system);
  accountRoutes(app, system);
  pushRoutes(app, system);
  availabilityRoutes(app, system);
  calendarRoutes(app, system);
  trustRoutes(app, system);
  credentialRoutes(app, system);
  urgentRoutes(app, system);
  directoryRoutes(app, system);
  if (env.ENABLE_TEST_ROUTES && env.NODE_ENV !== 'production') testingRoutes(app, system);

  await registerWebApp(app, env.webDist, () => system.state.status === 'ok');
  return { app, system };
}
