import type { PrinterHealth } from '@booth/shared';
import { PrinterRefused, PrinterUnreachable } from './ipp-errors.ts';
import { ippCall, jobGroups, keywords, text, type IppGroup } from './ipp-transport.ts';

export type DocumentFormat = 'application/pdf' | 'image/jpeg';
export type IppJobState = 'pending' | 'held' | 'processing' | 'stopped' | 'completed' | 'canceled' | 'aborted' | 'unknown';

/** Sending a document takes longer than a status question: a 4×6 sheet at 300 dpi is a few megabytes. */
const PRINT_TIMEOUT_MS = 60_000;
const HEALTH_TIMEOUT_MS = 5_000;

/** The job-name a job key prints under: how a later attempt finds the job at the printer. */
export const ippJobName = (jobKey: string) => `booth-${jobKey}`;

/**
 * The printer's state and reasons (RFC 8011 printer-state, printer-state-reasons), read before and after
 * each job. A printer that does not answer, or answers nonsense, is `unreachable`: health is something to
 * show, never a reason for a sender to crash.
 */
export async function readPrinterHealth(uri: string, options: { timeoutMs?: number } = {}): Promise<PrinterHealth> {
  const checkedAt = new Date().toISOString();
  try {
    const response = await ippCall(
      uri,
      { operation: 'Get-Printer-Attributes', operationAttributes: { 'requested-attributes': ['printer-state', 'printer-state-reasons'] } },
      options.timeoutMs ?? HEALTH_TIMEOUT_MS,
    );
    const attributes = response['printer-attributes-tag'] ?? {};
    const state = attributes['printer-state'];
    const reasons = keywords(attributes['printer-state-reasons'])
      .filter((reason) => reason !== 'none')
      .map((reason) => reason.slice(0, 100))
      .slice(0, 30);
    if (state !== 'idle' && state !== 'processing' && state !== 'stopped') return { state: 'unreachable', reasons, checkedAt };
    return { state, reasons, checkedAt };
  } catch (error) {
    if (error instanceof PrinterUnreachable || error instanceof PrinterRefused) return { state: 'unreachable', reasons: [], checkedAt };
    throw error;
  }
}

export interface PrintOnceInput {
  uri: string;
  jobKey: string;
  copies: number;
  document: { data: Buffer; format: DocumentFormat };
  /** The IPP job id an earlier attempt recorded; null when none did (or it crashed before recording it). */
  knownIppJobId: number | null;
  timeoutMs?: number;
}

/**
 * Prints a job exactly once. The job key is the job's name at the printer, so before printing it looks
 * for a job an earlier attempt already sent — by the recorded IPP job id, else by name among the
 * printer's jobs — and adopts it. Only when the printer has none does it send the document. Between a
 * sender's crash and its restart the printer keeps the job (and its name) in its history, which is what
 * makes a retry after "sent but not acknowledged" safe.
 *
 * Copies go as the `copies` job attribute in one job (one job of N copies, as the organiser sees it).
 * A printer whose copies-supported does not reach N still gets the attribute, without fidelity: it may
 * print fewer, which is better than N separate jobs that would each need their own exactly-once key.
 */
export async function printOnce(input: PrintOnceInput): Promise<{ ippJobId: number; adopted: boolean }> {
  const existing = await findSentJob(input.uri, input.jobKey, input.knownIppJobId);
  if (existing !== null) return { ippJobId: existing, adopted: true };
  const response = await whileBusy(input.uri, input.timeoutMs ?? PRINT_TIMEOUT_MS, (timeoutMs) =>
    ippCall(
      input.uri,
      {
        operation: 'Print-Job',
        operationAttributes: {
          'job-name': ippJobName(input.jobKey),
          'ipp-attribute-fidelity': false,
          'document-format': input.document.format,
        },
        jobAttributes: input.copies > 1 ? { copies: input.copies } : undefined,
        data: input.document.data,
      },
      timeoutMs,
    ),
  );
  const jobId = jobGroups(response)[0]?.['job-id'];
  if (typeof jobId !== 'number') throw new PrinterRefused(input.uri, 'no-job-id', 'the printer accepted the document but named no job');
  return { ippJobId: jobId, adopted: false };
}

/**
 * Repeats a request the printer answers with server-error-busy (RFC 8011 §4.1.6.3: "try again later").
 * Small printers take one job at a time and refuse the next while printing (ippeveprinter does); a busy
 * answer means no job was created, so sending again cannot duplicate it.
 */
async function whileBusy<T>(uri: string, timeoutMs: number, send: (timeoutMs: number) => Promise<T>): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (let wait = 100; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      return await send(Math.max(1_000, until - Date.now()));
    } catch (error) {
      if (!(error instanceof PrinterRefused && error.status === 'server-error-busy') || Date.now() + wait > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

const jobStates: Record<string, IppJobState> = {
  pending: 'pending',
  'pending-held': 'held',
  processing: 'processing',
  'processing-stopped': 'stopped',
  canceled: 'canceled',
  aborted: 'aborted',
  completed: 'completed',
};

/** A job's state at the printer; `unknown` when the printer no longer knows the job (history purged). */
export async function readJobState(uri: string, ippJobId: number): Promise<IppJobState> {
  const job = await readJob(uri, ippJobId);
  if (!job) return 'unknown';
  const state = job['job-state'];
  return (typeof state === 'string' && jobStates[state]) || 'unknown';
}

async function readJob(uri: string, ippJobId: number): Promise<IppGroup | null> {
  try {
    const response = await ippCall(uri, {
      operation: 'Get-Job-Attributes',
      operationAttributes: { 'job-id': ippJobId, 'requested-attributes': ['job-id', 'job-name', 'job-state'] },
    });
    return jobGroups(response)[0] ?? null;
  } catch (error) {
    if (error instanceof PrinterRefused && error.status === 'client-error-not-found') return null;
    throw error;
  }
}

async function findSentJob(uri: string, jobKey: string, knownIppJobId: number | null): Promise<number | null> {
  const name = ippJobName(jobKey);
  if (knownIppJobId !== null) {
    const job = await readJob(uri, knownIppJobId);
    // A job id the printer reuses after a restart belongs to someone else: the name must match too.
    if (job && text(job['job-name']) === name) return knownIppJobId;
  }
  const matches = (await listJobs(uri)).filter((job) => text(job['job-name']) === name).map((job) => job['job-id']);
  const ids = matches.filter((id): id is number => typeof id === 'number');
  return ids.length > 0 ? Math.max(...ids) : null;
}

/** Every job the printer still knows: which-jobs=all (PWG 5100.7), else completed and not-completed (RFC 8011). */
async function listJobs(uri: string): Promise<IppGroup[]> {
  const ask = async (whichJobs: string) =>
    jobGroups(
      await ippCall(uri, {
        operation: 'Get-Jobs',
        operationAttributes: { 'which-jobs': whichJobs, 'requested-attributes': ['job-id', 'job-name', 'job-state'] },
      }),
    );
  try {
    return await ask('all');
  } catch (error) {
    if (!(error instanceof PrinterRefused)) throw error;
    return [...(await ask('not-completed')), ...(await ask('completed'))];
  }
}
