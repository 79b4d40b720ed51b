import { queueFileRemoval, removeShoots } from '@/modules/shoots/shoot-removal.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import { deletionLink, deletionRecipients, queueDeletionMails } from './deletion-mail.ts';
import { campaignStock, findRecord, finishRun, scheduledRemovals, takeStock, type DueRun } from './deletion.repo.ts';

export interface DeletionRunDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  now: () => Date;
  publicUrl: string;
  bus: MessageBus;
}

export type RunOutcome = 'executed' | 'skipped';

/**
 * Runs one due deletion to its end. Every step can be repeated, so the sweep simply starts it again
 * after a crash (the record stays open until the last step):
 * 1. take stock (stored on the record; the rule can no longer cancel it, and the proof reports what
 *    was there even when a second run finishes the job). Files are counted from the pictures' rows, not
 *    from what each run's store calls happened to remove: two runs at once, or a run resumed after a
 *    crash, split the removals between them;
 * 2. remove the pictures with their files, tombstones and counters (`removeShoots`); a resumed run
 *    also queues the folders of the pictures removed before it (their files may have been left);
 * 3. queue the proof mails (their ids are fixed, so a repeat never mails twice; they wait for step 4);
 * 4. one transaction deletes guest sessions, booth activity and consent texts and claims the record
 *    (`UPDATE … WHERE executed_at IS NULL AND cancelled_at IS NULL RETURNING`): exactly one run gets it.
 * The proof is queued before the claim commits because the queue cannot join our transaction (on the
 * embedded database it would wait for it); a proof job that finds the record unfinished retries.
 */
export async function runDeletion(deps: DeletionRunDeps, due: DueRun): Promise<RunOutcome> {
  const recordId = due.id;
  const { db, files, jobs, now } = deps;
  const before = await findRecord(db, recordId);
  if (!before || before.executedAt || before.cancelledAt || before.scheduledFor > now()) return 'skipped';
  if (!before.counts) await takeStock(db, recordId, await campaignStock(db, before.eventId), now());
  const record = await findRecord(db, recordId);
  // Cancelled between the two reads (the rule changed just before the date), or finished by another run.
  if (!record?.counts || record.executedAt || record.cancelledAt) return 'skipped';

  await removeShoots({ db, files, jobs, bus: deps.bus }, record.eventId, 'all', 'scheduled', now());
  // A run cut short after removeShoots committed may have left files of pictures whose rows are gone:
  // a resumed run hands those folders (known by their tombstones) to the durable file-removal job.
  // Never the whole campaign folder: guests may still be uploading new pictures into it.
  if (before.counts) await queueFileRemoval(jobs, record.eventId, await scheduledRemovals(db, record.eventId));

  const recipients = deletionRecipients(record.rule.recipients, due.ownerEmail);
  await queueDeletionMails(jobs, { recordId, kind: 'proof', recipients, link: deletionLink(deps.publicUrl, due.eventSlug, 'proof') });
  const claimed = await finishRun(db, record, now());
  return claimed ? 'executed' : 'skipped';
}
