import { assessPrinter, type ClaimedPrintJob, type DevicePrintStatus, type PrintJobReport, type PrintServerPrintersReport } from '@booth/shared';
import { AppError, Conflict, NotFound } from '@/errors.ts';
import { authenticateDevice } from '@/modules/devices/device-auth.ts';
import type { DeviceRow } from '@/modules/devices/devices.table.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { findEventById, findEventBySlug } from '@/modules/events/events.repo.ts';
import { findShootById } from '@/modules/shoots/shoots.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { printerUriFor } from '@/platform/ipp/printer-address.ts';
import { printable } from './print-moderation.ts';
import { heldBySender, recordProgress } from './print-progress.ts';
import { claimNextForPrintServer, findJobById } from './print-jobs.repo.ts';
import type { PrintJobRow } from './print-jobs.table.ts';
import { campaignPrintCounts, printServersOf, recordPrinters, touchPrintServer } from './print-queue.repo.ts';
import type { PrintSheets } from './print-sheets.port.ts';
import type { PrintTimings } from './print-timings.ts';
import type { PrintDispatch, PrintWakeups } from './print-wakeups.ts';

export interface PrintServerService {
  reportPrinters(token: string | undefined, report: PrintServerPrintersReport): Promise<void>;
  /** Claims the next job, waiting up to `waitSeconds` for one; null when none came. */
  next(token: string | undefined, waitSeconds: number): Promise<ClaimedPrintJob | null>;
  document(token: string | undefined, jobId: string): Promise<Buffer>;
  report(token: string | undefined, jobId: string, report: PrintJobReport): Promise<void>;
  /** GET /device/print-status: a kiosk's view of the printers and jobs of its campaign. */
  kioskStatus(token: string | undefined): Promise<DevicePrintStatus>;
}

export interface PrintServerDeps {
  db: Db;
  now: () => Date;
  sheets: PrintSheets;
  wakeups: PrintWakeups;
  dispatch: PrintDispatch;
  timings: PrintTimings;
}

const notAPrintServer = () => new AppError('DEVICE_NOT_ALLOWED', 'Only a paired print server (kind printServer) may call the print server API');
const noSuchJob = () => new NotFound('No such print job');

/** The print server program's API (issue 25): it reports its printers, pulls jobs under a lease and reports back. */
export function createPrintServerService(deps: PrintServerDeps): PrintServerService {
  const { db, now, timings } = deps;

  async function printServer(token: string | undefined): Promise<DeviceRow> {
    const { device } = await authenticateDevice(db, token);
    if (device.kind !== 'printServer') throw notAPrintServer();
    return device;
  }

  /** Where to print: the job's printer, the campaign's default address, or a printer this server reported that can print. */
  async function printerUriOf(job: PrintJobRow, device: DeviceRow): Promise<string | null> {
    if (job.printerUri) return job.printerUri;
    const event = await findEventById(db, job.eventId);
    const fallback = event ? settingsOf(event).screens.sharing.printServer.defaultAddress : '';
    if (fallback) return printerUriFor(fallback);
    const printers = device.printers ?? [];
    return (printers.find((printer) => assessPrinter(printer.health).canPrint) ?? printers[0])?.uri ?? null;
  }

  async function claimed(job: PrintJobRow, device: DeviceRow): Promise<ClaimedPrintJob> {
    return {
      id: job.id,
      jobKey: job.jobKey,
      copies: job.copies,
      printerUri: await printerUriOf(job, device),
      // A path: the print server resolves it against the address it was started with (--server), which
      // need not be PUBLIC_URL (a LAN address at the venue), and sends its token to that origin only.
      documentUrl: `/api/print-server/jobs/${job.id}/document`,
      documentFormat: 'application/pdf',
      leaseUntil: (job.leaseUntil ?? now()).toISOString(),
      ippJobId: job.ippJobId,
    };
  }

  /** A job this print server holds now (claimed, lease not taken over by another). */
  async function heldJob(device: DeviceRow, jobId: string): Promise<PrintJobRow> {
    const job = await findJobById(db, jobId);
    if (!job || job.customerId !== device.customerId || job.printServerId !== device.id) throw noSuchJob();
    if (!(heldBySender as readonly string[]).includes(job.state)) throw new Conflict(`This print job is ${job.state}: it is no longer yours to print`);
    return job;
  }

  return {
    async reportPrinters(token, report) {
      const device = await printServer(token);
      await recordPrinters(db, device.id, report, now());
    },

    async next(token, waitSeconds) {
      const device = await printServer(token);
      const deadline = Date.now() + waitSeconds * 1000;
      await touchPrintServer(db, device.id, now());
      for (;;) {
        const job = await claimNextForPrintServer(db, { customerId: device.customerId, eventId: device.eventId, printServerId: device.id, now: now(), leaseMs: timings.leaseMs });
        if (job) return claimed(job, device);
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await deps.wakeups.wait(device.customerId, Math.min(left, timings.pollMs));
      }
    },

    async document(token, jobId) {
      const device = await printServer(token);
      const job = await heldJob(device, jobId);
      const shoot = await findShootById(db, job.shootId);
      // Checked again right before sending: moderation may have hidden the picture since the claim.
      if (!shoot || !printable(shoot)) throw new Conflict('This picture can no longer be printed');
      return (await deps.sheets.sheetFor(job.shootId)).pdf;
    },

    async report(token, jobId, report) {
      const device = await printServer(token);
      const job = await heldJob(device, jobId);
      const updated = await recordProgress(db, job, report, now(), timings);
      if (!updated) throw new Conflict('This print job changed meanwhile (cancelled or taken over); stop printing it');
      // A failed try waits for its next turn; another print server may take it then.
      if (updated.state === 'queued') await deps.dispatch.offered(updated);
    },

    async kioskStatus(token) {
      const { device, event: assigned } = await authenticateDevice(db, token);
      if (device.kind !== 'kiosk') throw new AppError('DEVICE_NOT_ALLOWED', 'Only a kiosk has a print status');
      const running = device.runningEventSlug ? await findEventBySlug(db, device.runningEventSlug) : undefined;
      const eventId = running && running.customerId === device.customerId ? running.id : assigned?.id;
      if (!eventId) return { printers: [], jobs: { queued: 0, sending: 0, printing: 0, held: 0, failed: 0 } };
      const at = now();
      const [servers, jobs] = await Promise.all([printServersOf(db, device.customerId, eventId), campaignPrintCounts(db, eventId, new Date(at.getTime() - timings.failedShownMs))]);
      const printers = servers.flatMap((server) => (server.printers ?? []).map((printer) => ({ ...printer, printServerName: server.name })));
      return { printers, jobs };
    },
  };
}
