import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Db } from '@/platform/db/database.ts';
import { dueServerJobIds } from './print-jobs.repo.ts';
import type { PrintSender } from './print-sender.ts';

/** `print_send`: one job through this server's sender; the sender claims it, so a second run is a no-op. */
export function createPrintingJobs(deps: { sender: PrintSender }): JobRegistration[] {
  return [defineJob('print_send', async ({ jobId }) => deps.sender.send(jobId))];
}

/**
 * Queues this server's jobs that are due again: held for a printer that may be back, backed off after a
 * failure, or claimed by a process that died (its lease lapsed). Each server process runs it periodically.
 */
export async function queueDuePrintJobs(deps: { db: Db; jobs: JobQueue; now: () => Date }, limit = 100): Promise<number> {
  const due = await dueServerJobIds(deps.db, deps.now(), limit);
  for (const job of due) await deps.jobs.queue({ name: 'print_send', data: { jobId: job.id } });
  return due.length;
}
