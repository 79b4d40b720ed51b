import { assessPrinter, type ClaimedPrintJob, type PrinterHealth, type PrintJobReport } from '@booth/shared';
import { PrinterRefused, PrinterUnreachable } from '@/platform/ipp/ipp-errors.ts';
import { printOnce, readJobState, readPrinterHealth, type IppJobState } from '@/platform/ipp/ipp-printer.ts';
import { sleep, type Log } from './log.ts';
import type { PrinterRegistry } from './printer-registry.ts';
import { ServerApiError, type ServerApi } from './server-api.ts';
import type { InFlightJob, StateFile } from './state-file.ts';

export interface JobLoopOptions {
  api: ServerApi;
  state: StateFile;
  registry: Pick<PrinterRegistry, 'defaultPrinter'>;
  token: string;
  log: Log;
  signal: AbortSignal;
  /** Long-poll wait (server side). */
  waitSeconds?: number;
  /** How often a job held for its printer looks again (issue 25: held jobs continue by themselves). */
  holdRetryMs?: number;
  /** How often a sent job's state is read at the printer. */
  watchMs?: number;
  errorRetryMs?: number;
}

/** The device was removed on /devices (401): the loop ends and the program pairs again. */
export class DeviceRevoked extends Error {}

const FINAL: ReadonlySet<IppJobState> = new Set(['completed', 'aborted', 'canceled', 'unknown']);
const REPORT_ATTEMPTS = 5;

/**
 * Takes jobs from the server one at a time and brings each to paper exactly once. A job that had reached
 * the printer before (the state file after a crash, or the server's `ippJobId` after a lost report) is
 * only watched, never sent again; a job not known to have reached it goes through `printOnce`, which
 * first looks for it at the printer by its key. Returns when `signal` aborts.
 */
export async function runJobLoop(options: JobLoopOptions): Promise<void> {
  const { api, state, token, log, signal } = options;
  const inFlight = state.read().inFlight;
  if (inFlight) {
    log(`Job ${inFlight.job.jobKey}: was in progress when this program stopped; picking it up${inFlight.ippJobId !== null ? ` (printer job ${inFlight.ippJobId})` : ''}.`);
    await processJob(options, inFlight.job, inFlight);
  }
  while (!signal.aborted) {
    let job: ClaimedPrintJob | null;
    try {
      job = await api.nextJob(token, options.waitSeconds ?? 25, signal);
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ServerApiError && error.status === 401) throw new DeviceRevoked('The server no longer knows this print server (removed on the Devices page).');
      log(`Cannot fetch jobs from the server (${describe(error)}); trying again in ${Math.round((options.errorRetryMs ?? 5_000) / 1000)} s.`);
      await sleep(options.errorRetryMs ?? 5_000, signal);
      continue;
    }
    if (job) await processJob(options, job, null);
  }
}

async function processJob(options: JobLoopOptions, job: ClaimedPrintJob, resumed: InFlightJob | null): Promise<void> {
  const { state, log, signal } = options;
  const uri = resumed?.printerUri ?? job.printerUri ?? options.registry.defaultPrinter();
  const label = `Job ${job.jobKey}`;
  if (!uri) {
    log(`${label}: no printer to send it to. Name one with --printer ipp://… or let discovery find one.`);
    await report(options, job, { state: 'held', error: 'The print server knows no printer' });
    return;
  }
  try {
    let ippJobId = resumed?.ippJobId ?? job.ippJobId;
    if (ippJobId === null) {
      const sent = await sendWhenReady(options, job, uri);
      if (sent === null) return;
      ippJobId = sent;
    } else if (!resumed) {
      log(`${label}: already reached the printer as job ${ippJobId} in an earlier attempt; not sending it again.`);
      await state.update({ inFlight: { job, printerUri: uri, ippJobId } });
    }
    const outcome = await watch(options, job, uri, ippJobId);
    if (outcome === null) return;
    const printer = await readPrinterHealth(uri);
    if (outcome === 'completed' || outcome === 'unknown') {
      log(`${label}: printed.`);
      await report(options, job, { state: 'done', ippJobId, printerUri: uri, printer });
    } else {
      log(`${label}: the printer ${outcome === 'canceled' ? 'cancelled' : 'aborted'} it.`);
      await report(options, job, { state: 'failed', ippJobId, printerUri: uri, printer, error: `The printer ${outcome} the job` });
    }
    await state.update({ inFlight: null });
  } catch (error) {
    if (error instanceof DeviceRevoked) throw error;
    if (error instanceof ServerApiError && (error.status === 404 || error.status === 409 || error.status === 410)) {
      log(`${label}: the server no longer expects it (${error.message}); dropping it.`);
    } else if (error instanceof PrinterRefused) {
      log(`${label}: the printer refused it (${error.status}).`);
      await report(options, job, { state: 'failed', printerUri: uri, error: error.message.slice(0, 500) }).catch(() => undefined);
    } else {
      if (signal.aborted) return;
      // The server or the network failed mid-way: the state file keeps the job for the next start,
      // and the server offers it again after its lease; the printer's job history prevents a second copy.
      log(`${label}: ${describe(error)}; it will be picked up again.`);
      return;
    }
    await state.update({ inFlight: null });
  }
}

/**
 * Waits while the printer cannot print (reporting `held` with the printer's reasons every retry, which
 * also keeps the job's lease), then sends it. Returns the printer's job id, or null when stopped.
 */
async function sendWhenReady(options: JobLoopOptions, job: ClaimedPrintJob, uri: string): Promise<number | null> {
  const { api, state, token, log, signal } = options;
  let announced = false;
  while (!signal.aborted) {
    const health = await readPrinterHealth(uri);
    const { canPrint, problems } = assessPrinter(health);
    if (canPrint) {
      try {
        const data = await api.downloadDocument(token, job.documentUrl);
        await state.update({ inFlight: { job, printerUri: uri, ippJobId: null } });
        const sent = await printOnce({ uri, jobKey: job.jobKey, copies: job.copies, document: { data, format: job.documentFormat }, knownIppJobId: null });
        await state.update({ inFlight: { job, printerUri: uri, ippJobId: sent.ippJobId } });
        log(`Job ${job.jobKey}: ${sent.adopted ? `was already at the printer as job ${sent.ippJobId}; not sending it again` : `sent to ${uri} as printer job ${sent.ippJobId}, ${job.copies} ${job.copies === 1 ? 'copy' : 'copies'}`}.`);
        await report(options, job, { state: 'printing', ippJobId: sent.ippJobId, printerUri: uri, printer: health });
        return sent.ippJobId;
      } catch (error) {
        if (!(error instanceof PrinterUnreachable)) throw error;
        await holdFor(options, job, uri, { ...health, state: 'unreachable' }, error.message);
      }
    } else {
      if (!announced) log(`Job ${job.jobKey}: waiting, the printer cannot print (${problems.join(', ')}).`);
      announced = true;
      await holdFor(options, job, uri, health, null);
    }
  }
  return null;
}

async function holdFor(options: JobLoopOptions, job: ClaimedPrintJob, uri: string, printer: PrinterHealth, error: string | null) {
  await report(options, job, { state: 'held', printerUri: uri, printer, error });
  await sleep(options.holdRetryMs ?? 10_000, options.signal);
}

/** Follows the job at the printer until it ends; reports `held` while the printer needs attention. Null when stopped. */
async function watch(options: JobLoopOptions, job: ClaimedPrintJob, uri: string, ippJobId: number): Promise<IppJobState | null> {
  let held = false;
  while (!options.signal.aborted) {
    const jobState = await readJobState(uri, ippJobId).catch((error: unknown) => {
      if (error instanceof PrinterUnreachable) return null;
      throw error;
    });
    if (jobState && FINAL.has(jobState)) return jobState;
    const printer = await readPrinterHealth(uri);
    const needsAttention = jobState === null || jobState === 'held' || jobState === 'stopped' || !assessPrinter(printer).canPrint;
    if (needsAttention !== held) {
      options.log(`Job ${job.jobKey}: ${needsAttention ? `the printer needs attention (${printer.reasons.join(', ') || printer.state})` : 'printing again'}.`);
      await report(options, job, { state: needsAttention ? 'held' : 'printing', ippJobId, printerUri: uri, printer });
      held = needsAttention;
    }
    await sleep(options.watchMs ?? 1_000, options.signal);
  }
  return null;
}

/** Sends a report, retrying a failing network a few times; the server's refusals are the caller's. */
async function report(options: JobLoopOptions, job: ClaimedPrintJob, body: Partial<PrintJobReport> & Pick<PrintJobReport, 'state'>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await options.api.reportJob(options.token, job.id, body);
      return;
    } catch (error) {
      if (error instanceof ServerApiError && error.status === 401) throw new DeviceRevoked('The server no longer knows this print server (removed on the Devices page).');
      if (error instanceof ServerApiError && error.status < 500) throw error;
      if (attempt >= REPORT_ATTEMPTS || options.signal.aborted) throw error;
      await sleep(2_000 * attempt, options.signal);
    }
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
