import type { FastifyPluginAsync } from 'fastify';
import { printGuestRoutes } from './print-guest.routes.ts';
import { printJobsRoutes } from './print-jobs.routes.ts';
import { printServerRoutes } from './print-server.routes.ts';
import type { PrintingServices } from './printing.services.ts';

/** Printing under /api: the guest's print calls, the organiser's job list, the print server's API. */
export const printingPlugin: FastifyPluginAsync<{ printing: PrintingServices }> = async (app, { printing }) => {
  await app.register(printGuestRoutes, { guest: printing.guest, sheets: printing.sheetDocuments });
  await app.register(printJobsRoutes, { printJobs: printing.printJobs });
  await app.register(printServerRoutes, { printServer: printing.printServer });
  app.addHook('onClose', () => printing.wakeups.close());
};
