import { finishedPrintJobStates, type GuestPrintJob, type Locale, type PrintRequest } from '@booth/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GuestApiError } from '@/guest/shared/guest-api';
import { openPrintDialog } from './airprint-page';
import { fetchPrintJob, markPrinted, requestPrint } from './print-api';
import { printFor, renewPrint, savePrint, slotOf, type PrintSlot } from './print-job-store';
import { paymentForPrint, payPageUrl, paysPrint, waitForPayment } from './print-payment';

/** What the guest asks for; the job key and the payment are added here. */
export type PrintOrder = Omit<PrintRequest, 'jobKey' | 'paymentSession'>;

/** Where the kiosk keeps a print while its picture still waits on the tablet (kiosk/offline). */
export interface PrintQueue {
  /** Stores the print next to the queued capture; false when the picture has left the queue (send it now). */
  addPrint(shootId: string, request: PrintRequest): Promise<boolean>;
}

export type PrintPhase =
  | { kind: 'idle' }
  | { kind: 'paying'; payUrl: string }
  | { kind: 'sending' }
  /** Stored on the kiosk with its picture: sent once the upload went through. */
  | { kind: 'afterUpload' }
  | { kind: 'job'; job: GuestPrintJob }
  | { kind: 'error'; reason: 'failed' | 'payment' };

export const JOB_POLL_MS = 2_000;
const SEND_TRIES = 3;

const finished = (job: GuestPrintJob) => (finishedPrintJobStates as readonly string[]).includes(job.state);
const networkError = (error: unknown) => !(error instanceof GuestApiError) || error.status >= 500 || error.status === 408 || error.status === 429;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface UsePrintJobOptions {
  shootId: string;
  sessionToken: string;
  locale: Locale;
  /** The print paywall's price (cents), or null. */
  priceCents: number | null;
  queue?: PrintQueue | null;
  /** Injected by tests. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * One print of one picture (issue 25), from the tap (or the automatic start) to paper: pays first
 * behind the print paywall, sends the request with the job key kept for this picture (so a double
 * tap, a re-render or a reload is the same job), or leaves it with the kiosk's queued picture, then
 * follows the job until it finished. An AirPrint job opens the device's print dialog on its sheet and
 * tells the server once. Nothing here blocks the rest of the share screen.
 */
export function usePrintJob(options: UsePrintJobOptions) {
  const { shootId, sessionToken, locale, priceCents, queue } = options;
  const [phase, setPhase] = useState<PrintPhase>({ kind: 'idle' });
  const busy = useRef(false);
  const alive = useRef(true);
  const dialogOpened = useRef(new Set<string>());
  const sleep = options.sleep ?? defaultSleep;
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const set = useCallback((next: PrintPhase) => alive.current && setPhase(next), []);

  /** The device's print dialog for an AirPrint job, once per job on this page; then the server hears of it. */
  const airPrint = useCallback(
    async (job: GuestPrintJob): Promise<GuestPrintJob> => {
      if (job.method !== 'airprint' || finished(job) || !job.sheetUrl || !job.paper || dialogOpened.current.has(job.jobKey)) return job;
      dialogOpened.current.add(job.jobKey);
      await openPrintDialog({ url: job.sheetUrl, widthMm: job.paper.widthMm, heightMm: job.paper.heightMm });
      await markPrinted(shootId, sessionToken, job.jobKey);
      return fetchPrintJob(shootId, sessionToken, job.jobKey);
    },
    [shootId, sessionToken],
  );

  /** Follows the job until it finished (or the screen is gone); a missing job waits while the kiosk still holds it. */
  const follow = useCallback(
    async (jobKey: string, first: GuestPrintJob | null) => {
      let job = first;
      while (alive.current) {
        if (job) {
          try {
            job = await airPrint(job);
          } catch {
            // The sheet did not load or the dialog could not open: the guest may try again.
            return set({ kind: 'error', reason: 'failed' });
          }
          set({ kind: 'job', job });
          if (finished(job)) return;
        }
        await sleep(JOB_POLL_MS);
        if (!alive.current) return;
        try {
          job = await fetchPrintJob(shootId, sessionToken, jobKey);
        } catch (error) {
          // 404: the kiosk's queue has not sent it yet; the network: next round. Any other refusal ends it.
          const notYet = error instanceof GuestApiError && error.status === 404;
          if (!notYet && !networkError(error)) return set({ kind: 'error', reason: 'failed' });
        }
      }
    },
    [airPrint, set, shootId, sessionToken, sleep],
  );

  const send = useCallback(
    async (request: PrintRequest): Promise<GuestPrintJob | null> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await requestPrint(shootId, sessionToken, request);
        } catch (error) {
          if (error instanceof GuestApiError && error.status === 402) return (set({ kind: 'error', reason: 'payment' }), null);
          if (!networkError(error) || attempt >= SEND_TRIES) return (set({ kind: 'error', reason: 'failed' }), null);
          await sleep(JOB_POLL_MS);
        }
      }
    },
    [set, shootId, sessionToken, sleep],
  );

  const start = useCallback(
    async (order: PrintOrder, { renew = false } = {}) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const slot: PrintSlot = slotOf(order.method);
        const stored = renew ? renewPrint(shootId, slot) : printFor(shootId, slot);
        // A tap after a dialog that failed may open it again.
        dialogOpened.current.delete(stored.jobKey);
        let paymentSession: string | undefined;
        if (priceCents !== null) {
          set({ kind: 'sending' });
          const payment = await paymentForPrint(shootId, stored.paymentSession).catch(() => null);
          if (!payment) return set({ kind: 'error', reason: 'payment' });
          savePrint(shootId, slot, { ...stored, paymentSession: payment.slug });
          if (!paysPrint(payment)) {
            const payUrl = payPageUrl(payment.slug, locale);
            set({ kind: 'paying', payUrl });
            window.open(payUrl, '_blank', 'noopener');
            const paid = await waitForPayment(payment.slug, () => !alive.current, sleep);
            if (!paid) return set({ kind: 'error', reason: 'payment' });
          }
          paymentSession = payment.slug;
        }
        const request: PrintRequest = { ...order, jobKey: stored.jobKey, ...(paymentSession ? { paymentSession } : {}) };
        if (queue && (await queue.addPrint(shootId, request).catch(() => false))) {
          set({ kind: 'afterUpload' });
          return await follow(stored.jobKey, null);
        }
        set({ kind: 'sending' });
        const job = await send(request);
        if (job) await follow(stored.jobKey, job);
      } finally {
        busy.current = false;
      }
    },
    [follow, locale, priceCents, queue, send, set, shootId, sleep],
  );

  return { phase, start };
}
