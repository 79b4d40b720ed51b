import cookie from '@fastify/cookie';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@/errors.ts';
import { assetsPlugin } from '@/modules/assets/assets.plugin.ts';
import { authPlugin } from '@/modules/auth/auth.plugin.ts';
import { authRoutes } from '@/modules/auth/auth.routes.ts';
import { configRoutes } from '@/modules/config/config.routes.ts';
import { customersRoutes } from '@/modules/customers/customers.routes.ts';
import { eventsPlugin } from '@/modules/events/events.plugin.ts';
import { healthRoutes } from '@/modules/health/health.routes.ts';
import { shortLinkRoutes } from '@/modules/links/short-links.routes.ts';
import { micrositePageRoutes } from '@/modules/microsite/microsite-page.routes.ts';
import { micrositeRoutes } from '@/modules/microsite/microsite.routes.ts';
import { plansRoutes } from '@/modules/plans/plans.routes.ts';
import { shootsPlugin } from '@/modules/shoots/shoots.plugin.ts';
import { installErrorHandler, sendApiNotFound } from '@/platform/http/error-handler.ts';
import { registerOpenApi } from '@/platform/http/openapi.ts';
import { REQUEST_ID_HEADER, requestIdFor } from '@/platform/http/request-id.ts';
import { registerWebApp } from '@/platform/http/web-app.ts';
import { createServices, type AppDeps } from '@/services.ts';

export type App = FastifyInstance;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Builds the HTTP app (not listening): plugins, API modules under /api, the web app, error and 404 handling. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  installErrorHandler(app);

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Thrown into the one error handler, so the body is the usual { code, message, requestId }.
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', `Too many requests; try again in ${context.after}`),
  });
  await registerOpenApi(app, config.publicUrl);

  const services = createServices(deps);
  const authRateLimit: RateLimitOptions = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: services.health });
      await api.register(configRoutes, { knownHosts: config.knownHosts, demoAccount: services.demoAccount });
      await api.register(plansRoutes, { plans: services.plans });
      await api.register(customersRoutes, { customers: services.customers, authRateLimit });
      await api.register(authRoutes, { sessions: services.sessions, accounts: services.accounts, identity: services.identity, authRateLimit });
      await api.register(assetsPlugin, { assets: services.assets, fonts: services.fonts, assetFiles: services.assetFiles });
      await api.register(eventsPlugin, { events: services.events, virtualEvents: services.virtualEvents, genericUrls: services.genericUrls, links: services.links });
      await api.register(shootsPlugin, { shoots: services.shoots });
      await api.register(micrositeRoutes, { microsite: services.microsite });
    },
    { prefix: '/api' },
  );

  // Server-rendered guest pages: real routes, so they win over the web app's fallback.
  await app.register(micrositePageRoutes, { microsite: services.microsite });
  await app.register(shortLinkRoutes, { shortLinks: services.shortLinks });
  // A shoot committed just before a crash may have missed its processing job; queue those again.
  app.addHook('onReady', async () => {
    const requeued = await services.shoots.requeueProcessing();
    if (requeued > 0) app.log.info({ requeued }, 'queued the processing of shoots left unfinished');
  });
  const webFallback = await registerWebApp(app, { distDir: config.webDistDir, knownHosts: config.knownHosts });
  app.setNotFoundHandler(
    // Unknown paths are what scanners probe; limit them like the STYLE guide asks.
    { preHandler: app.rateLimit({ max: 600, timeWindow: '1 minute' }) },
    (request, reply) => (isApiPath(request.url) ? sendApiNotFound(request, reply) : webFallback(request, reply)),
  );
  return app;
}
