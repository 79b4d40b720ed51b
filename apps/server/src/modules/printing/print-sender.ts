import { assessPrinter, type PostalAddress, type PrinterHealth, type PrintJobReport } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { PrinterAddressRefused, PrinterRefused, PrinterUnreachable } from '@/platform/ipp/ipp-errors.ts';
import { printOnce, readJobState, readPrinterHealth } from '@/platform/ipp/ipp-printer.ts';
import { assertPrivatePrinterUri } from '@/platform/ipp/printer-address.ts';
import type { JobResult } from '@/platform/jobs/types.ts';
import type { Logger } from '@/platform/logger.ts';
import { recordProgress } from './print-progress.ts';
import { claimForServer, updateJob } from './print-jobs.repo.ts';
import type { PrintJobRow } from './print-jobs.table.ts';
import type { PrintSheets } from './print-sheets.port.ts';
import type { PrintTimings } from './print-timings.ts';

/** The postcard provider as printing uses it (platform/postcards): idempotent by the job key it is given. */
export interface PostcardSender {
  send(input: { jobKey: string; front: Buffer; recipient: PostalAddress; sender: PostalAddress | null; copies: number }): Promise<{ providerJobId: string }>;
}

export interface PrintSenderDeps {
  db: Db;
  now: () => Date;
  sheets: PrintSheets;
  postcards: PostcardSender;
  timings: PrintTimings;
  log: Logger;
  /** Tests: runs after the printer took the document and before it is recorded (a crash there must not print twice). */
  afterSend?: (job: PrintJobRow, ippJobId: number) => Promise<void>;
}

export interface PrintSender {
  /** Sends one job if it is offerable now (direct or postal); idempotent, so a retry or a second queueing is harmless. */
  send(jobId: string): Promise<JobResult>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * This server's own sender (issue 25): postcards through the provider, and, when the server sits on
 * the venue's network (PRINT_DIRECT_SEND), print-server jobs straight to the printer with the same
 * exactly-once steps as the print server program: health → printOnce with the recorded IPP job id →
 * record → watch → done. A job it cannot finish stays claimed until its lease lapses or is held; the
 * sweep offers it again, and the next attempt adopts the printer's job instead of printing again.
 */
export function createPrintSender(deps: PrintSenderDeps): PrintSender {
  const { db, now, timings } = deps;
  const progress = (job: PrintJobRow, report: Partial<PrintJobReport> & Pick<PrintJobReport, 'state'>) =>
    recordProgress(db, job, { ippJobId: null, printerUri: null, printer: null, error: null, ...report }, now(), timings);

  async function sendPostcard(job: PrintJobRow): Promise<JobResult> {
    if (!job.recipient) {
      await updateJob(db, job.id, { state: 'failed', lastError: 'The postcard has no recipient', leaseUntil: null, updatedAt: now() });
      return 'failed';
    }
    try {
      const sheet = await deps.sheets.sheetFor(job.shootId);
      // The job's id is unique across campaigns (the device's key is unique per picture only).
      await deps.postcards.send({ jobKey: job.id, front: sheet.jpeg, recipient: job.recipient, sender: job.sender, copies: job.copies });
      await progress(job, { state: 'done' });
      return 'success';
    } catch (error) {
      deps.log.warn({ err: error, jobId: job.id }, 'the postcard could not be sent');
      await progress(job, { state: 'failed', error: errorText(error) });
      return 'failed';
    }
  }

  /** Asks the printer until its job finished (or it stopped for a reason the booth shows), at most `watchMs`. */
  async function watch(job: PrintJobRow, uri: string, ippJobId: number): Promise<void> {
    const until = Date.now() + timings.watchMs;
    while (Date.now() < until) {
      const state = await readJobState(uri, ippJobId);
      if (state === 'completed') {
        await progress(job, { state: 'done', printer: await readPrinterHealth(uri) });
        return;
      }
      if (state === 'aborted' || state === 'canceled') {
        await progress(job, { state: 'failed', error: `The printer ${state} the job`, printer: await readPrinterHealth(uri) });
        return;
      }
      if (state === 'stopped' || state === 'held' || state === 'unknown') {
        const health = await readPrinterHealth(uri);
        // The printer keeps its job; once it can print again the next attempt adopts and watches it.
        if (!assessPrinter(health).canPrint) return void (await progress(job, { state: 'held', printer: health }));
        if (state === 'unknown') return void (await progress(job, { state: 'done', printer: health }));
      }
      await sleep(timings.watchIntervalMs);
    }
    // Still printing after the watch: the lease lapses and the next attempt watches the same job again.
  }

  async function sendToPrinter(job: PrintJobRow): Promise<JobResult> {
    const uri = job.printerUri;
    try {
      if (!uri) throw new PrinterAddressRefused('(none)', 'the job names no printer');
      await assertPrivatePrinterUri(uri);
    } catch (error) {
      if (!(error instanceof PrinterAddressRefused)) throw error;
      await updateJob(db, job.id, { state: 'failed', lastError: error.message, leaseUntil: null, updatedAt: now() });
      return 'failed';
    }
    let health: PrinterHealth = await readPrinterHealth(uri);
    if (!assessPrinter(health).canPrint) {
      await progress(job, { state: 'held', printer: health });
      return 'success';
    }
    try {
      const sheet = await deps.sheets.sheetFor(job.shootId);
      const { ippJobId } = await printOnce({ uri, jobKey: job.jobKey, copies: job.copies, document: { data: sheet.pdf, format: 'application/pdf' }, knownIppJobId: job.ippJobId });
      await deps.afterSend?.(job, ippJobId);
      const printing = await progress(job, { state: 'printing', ippJobId, printerUri: uri, printer: health });
      if (!printing) return 'skipped';
      await watch(printing, uri, ippJobId);
      return 'success';
    } catch (error) {
      if (error instanceof PrinterUnreachable) {
        // It may have the document already: hold, and let the next attempt look for it there first.
        health = { state: 'unreachable', reasons: [], checkedAt: now().toISOString() };
        await progress(job, { state: 'held', printer: health });
        return 'success';
      }
      if (error instanceof PrinterRefused) {
        await progress(job, { state: 'failed', error: errorText(error), printer: health });
        return 'failed';
      }
      throw error;
    }
  }

  return {
    async send(jobId) {
      const job = await claimForServer(db, jobId, now(), timings.leaseMs);
      if (!job) return 'skipped';
      if (job.method === 'postal') return sendPostcard(job);
      if (job.method === 'printServer' && job.directSend) return sendToPrinter(job);
      return 'skipped';
    },
  };
}
