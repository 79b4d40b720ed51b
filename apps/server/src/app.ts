import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountPlugin } from '@/modules/account/account.plugin.ts';
import { adminPlugin } from '@/modules/admin/admin.plugin.ts';
import { aiFiltersPlugin } from '@/modules/ai-filters/ai-filters.plugin.ts';
import { analyticsRoutes } from '@/modules/analytics/analytics.routes.ts';
import { assetsPlugin } from '@/modules/assets/assets.plugin.ts';
import { authPlugin } from '@/modules/auth/auth.plugin.ts';
import { authRoutes } from '@/modules/auth/auth.routes.ts';
import { sessionCookieOptions } from '@/modules/auth/session-cookie.ts';
import { configRoutes } from '@/modules/config/config.routes.ts';
import { installationLegal } from '@/modules/legal/legal-links.ts';
import { boothPageWithPreview } from '@/modules/microsite/booth-preview.ts';
import { builtInLegalPages, ensureLegalFiles, installationFacts } from '@/modules/legal/legal-pages.ts';
import { legalRoutes } from '@/modules/legal/legal.routes.ts';
import { contactsRoutes } from '@/modules/contacts/contacts.routes.ts';
import { customersRoutes } from '@/modules/customers/customers.routes.ts';
import { dashboardRoutes } from '@/modules/dashboard/dashboard.routes.ts';
import { registerDeletionSweeps } from '@/modules/deletion/deletion-sweeper.ts';
import { deletionRoutes } from '@/modules/deletion/deletion.routes.ts';
import { devicesPlugin } from '@/modules/devices/devices.plugin.ts';
import { boothCodeRoutes } from '@/modules/events/booth-code.routes.ts';
import { createBoothCodeService } from '@/modules/events/booth-code.service.ts';
import { eventsPlugin } from '@/modules/events/events.plugin.ts';
import { exportsRoutes } from '@/modules/exports/exports.routes.ts';
import { healthRoutes } from '@/modules/health/health.routes.ts';
import { metricsRoutes } from '@/modules/health/metrics.routes.ts';
import { kioskRoutes } from '@/modules/kiosk/kiosk.routes.ts';
import { kioskCalibrationRoutes } from '@/modules/kiosk-calibration/kiosk-calibration.routes.ts';
import { subscribeVirtualInvalidations } from '@/modules/live/live-changes.ts';
import { createLiveHub } from '@/modules/live/live-hub.ts';
import { liveRoutes } from '@/modules/live/live.routes.ts';
import { createLiveService } from '@/modules/live/live.service.ts';
import { shortLinkRoutes } from '@/modules/links/short-links.routes.ts';
import { mfaRoutes } from '@/modules/mfa/mfa.routes.ts';
import { micrositePageRoutes } from '@/modules/microsite/microsite-page.routes.ts';
import { micrositeRoutes } from '@/modules/microsite/microsite.routes.ts';
import { MICROSITE_SCRIPT } from '@/modules/microsite/microsite-script.ts';
import { moderatorsPlugin } from '@/modules/moderators/moderators.plugin.ts';
import { mosaicPageRoutes } from '@/modules/mosaic/mosaic-page.routes.ts';
import { mosaicPlugin } from '@/modules/mosaic/mosaic.plugin.ts';
import { presentationPageRoutes } from '@/modules/presentation/presentation-page.routes.ts';
import { presentationRoutes } from '@/modules/presentation/presentation.routes.ts';
import { createPresentationService } from '@/modules/presentation/presentation.service.ts';
import { shootsPlugin } from '@/modules/shoots/shoots.plugin.ts';
import { stripeWebhookRoutes } from '@/modules/billing/stripe-webhook.routes.ts';
import { paymentsPlugin } from '@/modules/payments/payments.plugin.ts';
import { queueDuePrintJobs } from '@/modules/printing/printing.jobs.ts';
import { printingPlugin } from '@/modules/printing/printing.plugin.ts';
import { printTimings } from '@/modules/printing/print-timings.ts';
import { registerPeriodicSweep } from '@/platform/http/periodic-sweep.ts';
import { promoCodesRoutes } from '@/modules/billing/promo-codes.routes.ts';
import { billingPlugin } from '@/modules/billing/billing.plugin.ts';
import { registerBillingSweeps } from '@/modules/billing/billing-sweep.ts';
import { registerCompression } from '@/platform/http/compression.ts';
import { installErrorHandler, sendApiNotFound } from '@/platform/http/error-handler.ts';
import { registerOpenApi } from '@/platform/http/openapi.ts';
import { authRateLimitOptions, unknownPathRateLimit } from '@/platform/http/rate-limits.ts';
import { rateLimitPluginOptions, retryAfterHeader } from '@/platform/http/rate-limits-plugin.ts';
import { openHitCounter } from '@/platform/http/rate-limits-redis.ts';
import { REQUEST_ID_HEADER, requestIdFor } from '@/platform/http/request-id.ts';
import { securityHeaders } from '@/platform/http/security-headers.ts';
import { registerWebApp } from '@/platform/http/web-app.ts';
import { registerRequestMetrics } from '@/platform/metrics/http-metrics.ts';
import { createMetrics } from '@/platform/metrics/runtime-metrics.ts';
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
  // Before the routes, so every one is timed; only when someone may read the figures (METRICS_TOKEN).
  if (config.metricsToken) registerRequestMetrics(app);

  await app.register(cookie);
  await app.register(securityHeaders, { publicUrl: config.publicUrl, inlineScripts: [MICROSITE_SCRIPT] });
  // Before every route, so pages and the API are compressed; the web app's files come precompressed.
  await registerCompression(app);
  // Rate limits (platform/http/rate-limits.ts) count in Redis when REDIS_URL is set, shared by every process.
  const hitCounter = await openHitCounter({ redisUrl: config.redisUrl, publicUrl: config.publicUrl }, deps.log);
  app.addHook('onClose', () => hitCounter.close());
  await app.register(rateLimit, rateLimitPluginOptions(hitCounter));
  app.addHook('onError', retryAfterHeader);
  await registerOpenApi(app, config.publicUrl);

  const services = createServices(deps, { hitCounter });
  const legal = installationLegal(config.legal, config.publicUrl);
  const legalTemplates = await ensureLegalFiles(config.legal.dir, installationFacts(config));
  if (legalTemplates.length > 0) app.log.warn({ files: legalTemplates }, `imprint and privacy templates written to ${config.legal.dir}: edit them before going live`);
  // Another process's change of a campaign drops this process's cached guest view too.
  const stopInvalidations = await subscribeVirtualInvalidations(deps.bus, (slug) => void services.virtualEvents.invalidate(slug));
  app.addHook('onClose', () => stopInvalidations());
  // This process's viewers of live feeds: one bus subscription per campaign, shared by all of them.
  const liveHub = createLiveHub({ db: deps.database.db, bus: deps.bus, publicUrl: config.publicUrl, log: deps.log.child({ module: 'live' }) });
  const live = createLiveService({ db: deps.database.db, hub: liveHub, publicUrl: config.publicUrl, now: deps.now ?? (() => new Date()), signInCheckMs: config.liveSignInCheckSeconds * 1000 });
  const authRateLimit = authRateLimitOptions(config.authRateLimitPerMinute);
  const presentation = createPresentationService({ db: deps.database.db, publicUrl: config.publicUrl });
  await app.register(authPlugin, { sessions: services.sessions, moderatorSessions: services.moderatorAuth, support: services.support, publicUrl: config.publicUrl });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: services.health });
      if (config.metricsToken) {
        // Every open Server-Sent Events stream: the live feeds and the mosaic walls.
        const metrics = createMetrics({ database: deps.database, jobs: deps.jobs, liveStreams: () => liveHub.size + services.mosaic.hub.size, log: deps.log.child({ module: 'metrics' }) });
        await api.register(metricsRoutes, { metrics, token: config.metricsToken });
      }
      if (services.stripe && config.stripe) {
        await api.register(stripeWebhookRoutes, { stripe: services.stripe, webhookSecret: config.stripe.webhookSecret, dispatcher: services.providerEvents });
      }
      await api.register(promoCodesRoutes, { promoCodes: services.promoCodes });
      await api.register(billingPlugin, { billing: services.billing });
      await api.register(paymentsPlugin, { payments: services.payments });
      await api.register(printingPlugin, { printing: services.printing });
      await api.register(configRoutes, { knownHosts: config.knownHosts, demoAccount: services.demoAccount, legal });
      await api.register(adminPlugin, {
        db: deps.database.db,
        log: deps.log.child({ module: 'admin' }),
        adminEmails: config.adminEmails,
        customers: services.adminCustomers,
        changes: services.customerChanges,
        credits: services.credits,
        audit: services.audit,
        support: services.support,
        plansAdmin: services.plansAdmin,
      });
      await api.register(customersRoutes, { customers: services.customers, authRateLimit });
      await api.register(authRoutes, {
        sessions: services.sessions,
        accounts: services.accounts,
        identity: services.identity,
        authRateLimit,
        sessionCookie: sessionCookieOptions(config),
        publicUrl: config.publicUrl,
      });
      await api.register(mfaRoutes, { mfa: services.mfa, mfaLogin: services.mfaLogin, authRateLimit });
      await api.register(accountPlugin, { account: services.account, authRateLimit, sessionCookie: sessionCookieOptions(config) });
      await api.register(dashboardRoutes, { dashboard: services.dashboard });
      await api.register(assetsPlugin, { assets: services.assets, fonts: services.fonts, assetFiles: services.assetFiles });
      await api.register(eventsPlugin, {
        events: services.events,
        virtualEvents: services.virtualEvents,
        genericUrls: services.genericUrls,
        links: services.links,
        testLinks: { db: deps.database.db, publicUrl: config.publicUrl, now: deps.now ?? (() => new Date()) },
      });
      await api.register(shootsPlugin, { shoots: services.shoots });
      await api.register(aiFiltersPlugin, { aiFilters: services.aiFilters, aiExecutions: services.aiExecutions });
      await api.register(kioskRoutes, { db: deps.database.db, virtualEvents: services.virtualEvents });
      await api.register(kioskCalibrationRoutes, { db: deps.database.db, events: services.events });
      await api.register(exportsRoutes, { exports: services.exports });
      await api.register(contactsRoutes, { contacts: services.contacts });
      await api.register(micrositeRoutes, { microsite: services.microsite });
      await api.register(deletionRoutes, { deletion: services.deletion });
      await api.register(analyticsRoutes, { analytics: services.analytics });
      await api.register(liveRoutes, { live, hub: liveHub });
      await api.register(presentationRoutes, { presentation });
      await api.register(mosaicPlugin, { mosaic: services.mosaic });
      await api.register(moderatorsPlugin, {
        moderators: services.moderators,
        moderatorAuth: services.moderatorAuth,
        moderation: services.moderation,
        authRateLimit,
        sessionCookie: sessionCookieOptions(config),
        publicUrl: config.publicUrl,
      });
      await api.register(devicesPlugin, { devices: services.devices, pairings: services.devicePairings, deviceSelf: services.deviceSelf, licences: services.licences, deviceSignIn: services.deviceSignIn });
    },
    { prefix: '/api' },
  );

  // Server-rendered guest pages: real routes, so they win over the web app's fallback.
  await app.register(micrositePageRoutes, { microsite: services.microsite, legal });
  // The gallery and the dynamic gallery, and their scripts under content-hashed names.
  await app.register(presentationPageRoutes, { presentation, legal, visitors: services.microsite });
  // The mosaic wall (`/mosaic/{slug}`): the built web app's mosaic.html for a wall that may be shown.
  await app.register(mosaicPageRoutes, { db: deps.database.db, distDir: config.webDistDir, legal });
  // The organiser's code for a booth, in an opaque-origin sandbox document (never on the booth page itself).
  await app.register(boothCodeRoutes, { boothCode: createBoothCodeService({ virtualEvents: services.virtualEvents }) });
  await app.register(shortLinkRoutes, { shortLinks: services.shortLinks, legal });
  await app.register(legalRoutes, { dir: config.legal.dir, legal, served: builtInLegalPages(config.legal) });
  // Scheduled deletions (campaigns §4): every server process sweeps each minute; claims keep it once.
  registerDeletionSweeps(app, services.deletion);
  // Subscriptions at their period end (sandbox renewals, fallbacks), abandoned purchases: every process, each minute.
  registerBillingSweeps(app, services.billing.sweep);
  // Postcards and direct prints that are due again (a printer back, a lapsed lease): every process, claims keep each once.
  registerPeriodicSweep(app, 'print jobs', () => queueDuePrintJobs({ db: deps.database.db, jobs: deps.jobs, now: deps.now ?? (() => new Date()) }), { intervalMs: printTimings.sweepMs });
  // A shoot committed just before a crash may have missed its processing job; queue those again.
  app.addHook('onReady', async () => {
    const requeued = await services.shoots.requeueProcessing();
    if (requeued > 0) app.log.info({ requeued }, 'queued the processing of shoots left unfinished');
  });
  const webFallback = await registerWebApp(app, {
    distDir: config.webDistDir,
    knownHosts: config.knownHosts,
    boothPage: boothPageWithPreview(services.virtualEvents, config.publicUrl, deps.log),
  });
  app.setNotFoundHandler(
    // Unknown paths are what scanners probe; limit them like the STYLE guide asks. Guest pages and
    // existing static files have real routes and never reach this limit (a venue shares one address).
    { preHandler: app.rateLimit(unknownPathRateLimit) },
    (request, reply) => (isApiPath(request.url) ? sendApiNotFound(request, reply) : webFallback(request, reply)),
  );
  return app;
}
