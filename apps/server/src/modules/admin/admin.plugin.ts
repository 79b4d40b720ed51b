import type { FastifyPluginAsync } from 'fastify';
import { plansRoutes } from '@/modules/plans/plans.routes.ts';
import type { PlansAdminService } from '@/modules/plans/plans-admin.service.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { adminCustomersRoutes } from './admin-customers.routes.ts';
import { registerAdminSchemaComponents } from './admin-openapi.ts';
import type { AdminCustomersService } from './admin-customers.service.ts';
import { promoteConfiguredAdmins } from './admin-emails.ts';
import { auditRoutes } from './audit.routes.ts';
import type { AuditService } from './audit.service.ts';
import { creditsRoutes } from './credits.routes.ts';
import type { CreditsService } from './credits.service.ts';
import type { CustomerChangesService } from './customer-changes.service.ts';
import { supportRoutes } from './support.routes.ts';
import type { SupportService } from './support.service.ts';

export interface AdminPluginOptions {
  db: Db;
  log: Logger;
  adminEmails: readonly string[];
  customers: AdminCustomersService;
  changes: CustomerChangesService;
  credits: CreditsService;
  audit: AuditService;
  support: SupportService;
  plansAdmin: PlansAdminService;
}

/** The admin area's calls under /api: customers, credits, the audit log, support tokens, plans administration. */
export const adminPlugin: FastifyPluginAsync<AdminPluginOptions> = async (app, options) => {
  registerAdminSchemaComponents();
  await app.register(adminCustomersRoutes, { customers: options.customers, changes: options.changes });
  await app.register(creditsRoutes, { credits: options.credits });
  await app.register(auditRoutes, { audit: options.audit });
  await app.register(supportRoutes, { support: options.support });
  await app.register(plansRoutes, { plansAdmin: options.plansAdmin });
  app.addHook('onReady', async () => {
    await promoteConfiguredAdmins(options.db, options.adminEmails, options.log);
    // A crash between storing a run and queueing its job would leave the processing flag on for ever.
    const requeued = await options.plansAdmin.requeueUnfinished();
    if (requeued > 0) options.log.info({ requeued }, 'queued the plan recalculations left unfinished');
  });
};
