import type { RedeemActor } from '@/modules/payments/payment-sessions.service.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Logger } from '@/platform/logger.ts';
import { createPrintGuestService, type PrintGuestService } from './print-guest.service.ts';
import { cancelJobsOfPayment } from './print-jobs.repo.ts';
import { createPrintJobsService, type PrintJobsService } from './print-jobs.service.ts';
import { createPrintServerService, type PrintServerService } from './print-server.service.ts';
import { createSheetDocuments, type SheetDocuments } from './print-sheet-documents.ts';
import { createSheetLinks } from './print-sheet-links.ts';
import type { PrintSheets } from './print-sheets.port.ts';
import { printTimings, type PrintTimings } from './print-timings.ts';
import { createPrintDispatch, createPrintWakeups, type PrintWakeups } from './print-wakeups.ts';

export interface PrintingServices {
  guest: PrintGuestService;
  printJobs: PrintJobsService;
  printServer: PrintServerService;
  sheetDocuments: SheetDocuments;
  wakeups: PrintWakeups;
  /** The payments module's refund hook: the jobs the payment released are cancelled unless already at the printer. */
  paymentRefunded(slug: string): Promise<void>;
}

export interface PrintingDeps {
  db: Db;
  bus: MessageBus;
  jobs: JobQueue;
  now: () => Date;
  publicUrl: string;
  sheets: PrintSheets;
  /** The payments service's redeem; a getter, since payments is built with this module's refund hook. */
  redeem: (actor: RedeemActor, slug: string) => Promise<unknown>;
  directSend: boolean;
  log: Logger;
  timings?: Partial<PrintTimings>;
}

/** Printing (issue 25): the guest's and the organiser's calls, the print server's API, and the refund hook. */
export function createPrintingServices(deps: PrintingDeps): PrintingServices {
  const { db, now, sheets } = deps;
  const timings = { ...printTimings, ...deps.timings };
  const dispatch = createPrintDispatch({ bus: deps.bus, jobs: deps.jobs });
  const wakeups = createPrintWakeups(deps.bus);
  const links = createSheetLinks({ db, publicUrl: deps.publicUrl, now });
  return {
    guest: createPrintGuestService({ db, now, sheets, links, dispatch, redeem: deps.redeem, directSend: deps.directSend, log: deps.log }),
    printJobs: createPrintJobsService({ db, now, dispatch }),
    printServer: createPrintServerService({ db, now, sheets, wakeups, dispatch, timings }),
    sheetDocuments: createSheetDocuments({ db, links, sheets }),
    wakeups,
    async paymentRefunded(slug) {
      await cancelJobsOfPayment(db, slug, now());
    },
  };
}
