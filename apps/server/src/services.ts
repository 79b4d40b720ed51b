import type { Config } from '@/config.ts';
import { createAccountServices } from '@/modules/account/account.plugin.ts';
import { createAdminCustomersService } from '@/modules/admin/admin-customers.service.ts';
import { createAuditService } from '@/modules/admin/audit.service.ts';
import { createCreditsService } from '@/modules/admin/credits.service.ts';
import { createCustomerChangesService } from '@/modules/admin/customer-changes.service.ts';
import { createAiExecutionsService } from '@/modules/ai-filters/ai-executions.service.ts';
import { createAiFilterServices } from '@/modules/ai-filters/ai-filters.plugin.ts';
import { createSupportService } from '@/modules/admin/support.service.ts';
import { createAnalyticsService } from '@/modules/analytics/analytics.service.ts';
import { createAssetFilesService } from '@/modules/assets/asset-files.service.ts';
import { createAssetsService } from '@/modules/assets/assets.service.ts';
import { createFontsService } from '@/modules/assets/fonts.service.ts';
import { createAccountLinks } from '@/modules/auth/account-links.ts';
import { createAccountService } from '@/modules/auth/account.service.ts';
import { createIdentityService } from '@/modules/auth/identity.service.ts';
import { createLoginThrottle } from '@/modules/auth/login-throttle.ts';
import { createSessionService } from '@/modules/auth/session.service.ts';
import { demoAccountExists } from '@/modules/customers/demo-account.ts';
import { createContactsService } from '@/modules/contacts/contacts.service.ts';
import { createCustomersService } from '@/modules/customers/customers.service.ts';
import { createDashboardService } from '@/modules/dashboard/dashboard.service.ts';
import { createDeletionService } from '@/modules/deletion/deletion.service.ts';
import { createDevicePairingService } from '@/modules/devices/device-pairing.service.ts';
import { createDeviceSelfService } from '@/modules/devices/device-self.service.ts';
import { createDeviceSignInService } from '@/modules/devices/device-signin.service.ts';
import { createDevicesService } from '@/modules/devices/devices.service.ts';
import { createLicencesService } from '@/modules/devices/licences.service.ts';
import { createEventsService } from '@/modules/events/events.service.ts';
import { mosaicFolder } from '@/modules/mosaic/mosaic-files.ts';
import { campaignShootsFolder } from '@/modules/shoots/shoot-files.ts';
import { createMemoryVirtualEventCache } from '@/modules/events/virtual-cache.ts';
import { createTemplatesService } from '@/modules/templates/templates.service.ts';
import { publishShootChange, publishVirtualInvalidation } from '@/modules/live/live-changes.ts';
import { createVirtualEventService } from '@/modules/events/virtual-event.service.ts';
import { createExportsService } from '@/modules/exports/exports.service.ts';
import { createGenericUrlsService } from '@/modules/generic-urls/generic-urls.service.ts';
import { createLinksService } from '@/modules/links/links.service.ts';
import { createShortLinksService } from '@/modules/links/short-links.service.ts';
import { healthFromConfig } from '@/modules/health/health.service.ts';
import { createMailService } from '@/modules/mail/mail.service.ts';
import { createMicrositeService } from '@/modules/microsite/microsite.service.ts';
import { createMosaicServices } from '@/modules/mosaic/mosaic.plugin.ts';
import { queueMosaicSync, resetMosaic, type MosaicSyncDeps } from '@/modules/mosaic/mosaic-sync.ts';
import { createMfaLogin } from '@/modules/mfa/mfa-login.ts';
import { createMfaService } from '@/modules/mfa/mfa.service.ts';
import { createModerationService, type AnnounceShootChange } from '@/modules/moderators/moderation.service.ts';
import { createModeratorAuthService } from '@/modules/moderators/moderator-auth.service.ts';
import { createModeratorLinks } from '@/modules/moderators/moderator-links.ts';
import { createModeratorsService } from '@/modules/moderators/moderators.service.ts';
import { createPlansAdminService } from '@/modules/plans/plans-admin.service.ts';
import { createProviderEventDispatcher } from '@/modules/billing/provider-events.service.ts';
import { createPromoCodesService } from '@/modules/billing/promo-codes.service.ts';
import { createBillingModule } from '@/modules/billing/billing.module.ts';
import { createStripeClient } from '@/platform/payments/stripe-client.ts';
import { createPaymentsServices } from '@/modules/payments/payments.services.ts';
import { createPrintSheets } from '@/modules/print-layouts/print-sheets.ts';
import { createPrintingServices } from '@/modules/printing/printing.services.ts';
import { firstShootPage } from '@/modules/shoots/shoot-first-page.ts';
import { createShootsService } from '@/modules/shoots/shoots.service.ts';
import { createAiProviders } from '@/platform/ai/ai-providers.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Database } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { HitCounter } from '@/platform/http/rate-limits-store.ts';
import type { JobSystem } from '@/platform/jobs/boss.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';

/** What the app is built from: configuration and the started platform adapters. */
export interface AppDeps {
  config: Config;
  database: Database;
  jobs: JobSystem;
  log: Logger;
  files: FileStore;
  media: MediaGateway;
  /** The runtime's bus: live feeds and cross-process cache invalidation. */
  bus: MessageBus;
  /** The clock; tests may move it. */
  now?: () => Date;
}

/**
 * Wires each service to the narrow dependencies it needs (no service sees everything). `hitCounter`
 * is the rate-limit store the app opened (Redis when configured), shared with the sign-in throttle.
 */
export function createServices(deps: AppDeps, shared: { hitCounter: HitCounter }) {
  const { config, database, jobs, log, files, media, bus } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  const mail = createMailService({ jobs });
  const links = createAccountLinks({ mail, publicUrl: config.publicUrl, now });
  const loginThrottle = createLoginThrottle(shared.hitCounter);
  // The second factor of sign-ins (MFA) and its settings share the clock, the queue (code mails) and the throttle.
  const mfaDeps = { db, jobs, now, throttle: loginThrottle };
  const mfaLogin = createMfaLogin(mfaDeps);
  const moderatorLinks = createModeratorLinks({ mail, publicUrl: config.publicUrl, now });
  // Moderation decisions reach the live feeds of every process.
  const announceShootChange: AnnounceShootChange = (change) => publishShootChange(bus, change);
  const assets = createAssetsService({ db, files, media, jobs, tmpDir: config.tmpDir, now, log: log.child({ module: 'assets' }) });
  // In-process per server; a change made on any process is announced on the bus and every process
  // drops its entry (buildApp subscribes), so the TTL only bounds a lost announcement.
  // Payments: Stripe when configured, else the sandbox; both deliver their events to one dispatcher.
  const stripe = config.stripe ? createStripeClient(config.stripe) : null;
  const providerEvents = createProviderEventDispatcher({ db, now, log: log.child({ module: 'payments' }) });
  // Promo codes: checked and counted by billing's purchases, managed by admins.
  const promoCodes = createPromoCodesService({ db, now });
  // The AI providers (config.ai) and the execution engine: studio tests, thumbnails and guests' AI pictures.
  const aiProviders = createAiProviders(config.ai, { log });
  const aiExecutions = createAiExecutionsService({ db, files, media, jobs, providers: aiProviders, now, log: log.child({ module: 'ai' }), tmpDir: config.tmpDir, publicUrl: config.publicUrl });
  const virtualEvents = createVirtualEventService({
    db,
    cache: createMemoryVirtualEventCache(),
    files,
    media,
    log: log.child({ module: 'virtual-events' }),
    // The booth offers the plain photo while a campaign's AI budget or its owner's credits are spent.
    aiAvailability: (event) => aiExecutions.availability(event),
  });
  // Printing redeems paid print payments; a refund of one cancels the print it paid for (issue 25).
  const printing = createPrintingServices({
    db,
    bus,
    jobs,
    now,
    publicUrl: config.publicUrl,
    sheets: createPrintSheets({ db, files, publicUrl: config.publicUrl, now }),
    redeem: (actor, slug) => payments.sessions.redeem(actor, slug),
    directSend: config.printDirectSend,
    log: log.child({ module: 'printing' }),
  });
  // Card payments from guests (Stripe Connect or the sandbox); adds its handler to the dispatcher.
  const payments = createPaymentsServices({
    db,
    now,
    publicUrl: config.publicUrl,
    stripe: stripe && config.stripe ? { client: stripe, testMode: config.stripe.testMode } : null,
    providerEvents,
    log: log.child({ module: 'payments' }),
    onRefunded: (slug) => printing.paymentRefunded(slug),
  });
  // The mosaic wall: the placement engine (reset, and the sync a saved setting queues) and the wall's readers.
  const mosaicLog = log.child({ module: 'mosaic' });
  const mosaicEngine: MosaicSyncDeps = { db, files, bus, jobs, now, log: mosaicLog };
  const onMosaicChange = (eventId: string) =>
    // The save has committed; a sync that cannot be queued now runs with the next change or start.
    queueMosaicSync(jobs, eventId).catch((error: unknown) => mosaicLog.error({ err: error, eventId }, 'could not queue the mosaic sync'));
  return {
    aiProviders,
    aiExecutions,
    // The AI filter catalogue: filters, prompts and thumbnails (thumbnail runs go through the execution engine).
    aiFilters: createAiFilterServices({ db, files, media, providers: aiProviders, executions: aiExecutions, now, log: log.child({ module: 'ai-filters' }) }),
    stripe,
    providerEvents,
    payments,
    printing,
    promoCodes,
    // Plans, subscriptions, invoices, cards and credit packs (Stripe or the sandbox); adds its handler to the dispatcher.
    billing: createBillingModule({
      db,
      now,
      log,
      publicUrl: config.publicUrl,
      stripe: stripe && config.stripe ? { client: stripe, testMode: config.stripe.testMode } : null,
      dispatcher: providerEvents,
      promos: promoCodes,
    }),
    customers: createCustomersService({ db, links, adminEmails: config.adminEmails }),
    sessions: createSessionService({ db, sessionTtlDays: config.sessionTtlDays, now, throttle: loginThrottle, mfaLogin }),
    mfa: createMfaService(mfaDeps),
    mfaLogin,
    account: createAccountServices({ db, files, jobs, now, throttle: loginThrottle, log: log.child({ module: 'account' }) }),
    accounts: createAccountService({ db, links, now, throttle: loginThrottle }),
    identity: createIdentityService({ db }),
    // The admin area (modules/admin) and plans administration: every call checks the acting customer's rights.
    adminCustomers: createAdminCustomersService({ db, now }),
    customerChanges: createCustomerChangesService({ db, files, log: log.child({ module: 'admin' }), now, adminEmails: config.adminEmails }),
    credits: createCreditsService({ db }),
    audit: createAuditService({ db }),
    support: createSupportService({ db, now }),
    plansAdmin: createPlansAdminService({ db, jobs, now }),
    health: healthFromConfig({ config, database, jobs, bus, log }),
    assets,
    fonts: createFontsService({ db, assets, now }),
    assetFiles: createAssetFilesService({ db, files }),
    events: createEventsService({
      db,
      now,
      onChange: async (slug) => {
        await virtualEvents.invalidate(slug);
        await publishVirtualInvalidation(bus, slug);
      },
      firstShoots: (eventId) => firstShootPage(db, eventId, config.publicUrl),
      templates: createTemplatesService({ db, files, media, log: log.child({ module: 'templates' }) }),
      onMosaicChange,
      // The rows went with the campaign; its files follow. A store failure is logged: the rows are gone
      // either way, and the files are unreachable without them (nothing serves a deleted campaign's keys).
      onRemoved: async (eventId) => {
        for (const folder of [campaignShootsFolder(eventId), mosaicFolder(eventId)]) {
          await files.deletePrefix(folder).catch((error: unknown) => log.error({ err: error, folder }, 'could not remove the files of a deleted campaign'));
        }
      },
    }),
    mosaic: createMosaicServices({ db, files, bus, log: mosaicLog, publicUrl: config.publicUrl, now, resetWall: (eventId) => resetMosaic(mosaicEngine, eventId), syncWall: (eventId) => queueMosaicSync(jobs, eventId) }),
    virtualEvents,
    genericUrls: createGenericUrlsService({ db, now }),
    links: createLinksService({ db, now }),
    shortLinks: createShortLinksService({ db }),
    microsite: createMicrositeService({ db, publicUrl: config.publicUrl, now, bus }),
    analytics: createAnalyticsService({ db, publicUrl: config.publicUrl, now }),
    shoots: createShootsService({ db, files, media, jobs, mail, bus, tmpDir: config.tmpDir, now, log: log.child({ module: 'shoots' }), publicUrl: config.publicUrl, ai: aiExecutions }),
    exports: createExportsService({ db, files, now, log: log.child({ module: 'exports' }), publicUrl: config.publicUrl }),
    contacts: createContactsService({ db, publicUrl: config.publicUrl }),
    dashboard: createDashboardService({ db, now, publicUrl: config.publicUrl }),
    deletion: createDeletionService({ db, files, jobs, bus, now, publicUrl: config.publicUrl, log: log.child({ module: 'deletion' }) }),
    moderators: createModeratorsService({ db, links: moderatorLinks, now }),
    moderatorAuth: createModeratorAuthService({ db, links: moderatorLinks, throttle: loginThrottle, sessionTtlDays: config.sessionTtlDays, now }),
    moderation: createModerationService({ db, publicUrl: config.publicUrl, now, announce: announceShootChange }),
    devices: createDevicesService({ db, now }),
    devicePairings: createDevicePairingService({ db, now }),
    deviceSelf: createDeviceSelfService({ db, now }),
    deviceSignIn: createDeviceSignInService({ db, now, throttle: loginThrottle }),
    licences: createLicencesService({ db, now }),
    demoAccount: async () => config.demoAccount && (await demoAccountExists(db)),
  };
}

export type Services = ReturnType<typeof createServices>;
