import type { PrintJobReport } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { updateJob } from './print-jobs.repo.ts';
import type { PrintJobRow } from './print-jobs.table.ts';
import type { PrintTimings } from './print-timings.ts';

/**
 * States in which a sender holds a job and may report on it. A job held for its printer stays with the
 * sender that reported it until another sender claims it after `heldRetryMs`: the print server program
 * waits at the printer, repeating `held` (which also moves the retry on), and sends it when it can.
 */
export const heldBySender = ['sending', 'printing', 'held'] as const;

/**
 * What a sender's report does to its job (the print server's POST …/report and this server's own
 * sender alike). The IPP job id, once known, is never dropped: a later attempt adopts that job at the
 * printer instead of printing it again. Answers null when the job was no longer the sender's
 * (cancelled, or its lease lapsed and another sender took it).
 */
export async function recordProgress(db: Db, job: PrintJobRow, report: PrintJobReport, now: Date, timings: PrintTimings): Promise<PrintJobRow | null> {
  const seen = {
    updatedAt: now,
    ...(report.printer ? { printer: report.printer } : {}),
    ...(report.printerUri ? { printerUri: report.printerUri } : {}),
    ...(report.ippJobId !== null ? { ippJobId: report.ippJobId } : {}),
  };
  const lease = new Date(now.getTime() + timings.leaseMs);
  switch (report.state) {
    case 'sending':
    case 'printing':
      return updateJob(db, job.id, { ...seen, state: report.state, leaseUntil: lease }, heldBySender);
    case 'held':
      return updateJob(db, job.id, { ...seen, state: 'held', holdReason: 'printer', leaseUntil: null, notBefore: new Date(now.getTime() + timings.heldRetryMs) }, heldBySender);
    case 'done':
      return updateJob(db, job.id, { ...seen, state: 'done', holdReason: null, leaseUntil: null, printedAt: now, lastError: null }, heldBySender);
    case 'failed': {
      const attempts = job.attempts + 1;
      const giveUp = attempts >= timings.maxAttempts;
      return updateJob(
        db,
        job.id,
        {
          ...seen,
          attempts,
          lastError: report.error ?? 'The print failed',
          state: giveUp ? 'failed' : 'queued',
          leaseUntil: null,
          notBefore: giveUp ? null : new Date(now.getTime() + timings.failedRetryMs),
        },
        heldBySender,
      );
    }
  }
}
