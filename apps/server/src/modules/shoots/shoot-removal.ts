import { and, eq, inArray, sql } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import { publishShootChange } from '@/modules/live/live-changes.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import { deletedShoots, type ShootDeletionReason } from './deleted-shoots.table.ts';
import { SHOOT_FILES_REMOVAL_BATCH } from './shoot-files-removal.payload.ts';
import { shootFolder } from './shoot-files.ts';
import { shoots } from './shoots.table.ts';

export interface RemovedShoots {
  pictures: number;
  files: number;
}

// Folders removed side by side: enough to hide the store's latency, few enough not to flood S3.
const FILE_REMOVAL_CONCURRENCY = 8;
const TOMBSTONE_BATCH = 1000;

/**
 * Removes pictures with their files, tombstones and counters (campaigns §4). `which: 'all'` = every picture of the campaign.
 *
 * One transaction deletes the rows (only those of `eventId`: ids of other campaigns are never touched),
 * writes a tombstone per picture (its microsite answers "gone") and moves the event's counters
 * (pictures −1, picturesDeleted +1 per row really deleted, so a concurrent second removal counts nothing;
 * test pictures were never counted, so their removal moves no counter).
 * The files go after the commit; what the store refuses is handed to a durable `shoot_files_remove` job.
 */
export async function removeShoots(
  deps: { db: Db; files: FileStore; jobs: JobQueue; bus: MessageBus },
  eventId: string,
  which: { shootIds: string[] } | 'all',
  reason: ShootDeletionReason,
  at: Date,
): Promise<RemovedShoots> {
  if (which !== 'all' && which.shootIds.length === 0) return { pictures: 0, files: 0 };
  const removed = await deps.db.transaction(async (tx) => {
    const scope = which === 'all' ? eq(shoots.eventId, eventId) : and(eq(shoots.eventId, eventId), inArray(shoots.id, which.shootIds));
    const rows = await tx.delete(shoots).where(scope).returning({ id: shoots.id, slug: shoots.slug, isTest: shoots.isTest });
    if (rows.length === 0) return rows;
    // In batches: a campaign-wide removal would exceed PostgreSQL's 65,535 parameters per statement.
    for (let start = 0; start < rows.length; start += TOMBSTONE_BATCH) {
      const batch = rows.slice(start, start + TOMBSTONE_BATCH);
      await tx
        .insert(deletedShoots)
        .values(batch.map((row) => ({ slug: row.slug, shootId: row.id, eventId, reason, deletedAt: at })))
        .onConflictDoNothing();
    }
    const counted = rows.filter((row) => !row.isTest).length;
    if (counted > 0) {
      await tx
        .update(events)
        .set({
          pictures: sql`greatest(${events.pictures} - ${counted}, 0)`,
          picturesDeleted: sql`${events.picturesDeleted} + ${counted}`,
        })
        .where(eq(events.id, eventId));
    }
    return rows;
  });
  // Screens take the pictures down before the files go (which may take a while on S3).
  await publishShootChange(deps.bus, { eventId, shootIds: removed.map((row) => row.id), removed: true });
  const files = await removeFolders(deps, eventId, removed.map((row) => row.id));
  return { pictures: removed.length, files };
}

/** Deletes the pictures' folders; the ids whose folder could not be deleted are queued for a retrying job. */
async function removeFolders(deps: { files: FileStore; jobs: JobQueue }, eventId: string, shootIds: string[]): Promise<number> {
  let files = 0;
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < shootIds.length) {
      const shootId = shootIds[next++]!;
      try {
        // Not `files += await …`: that reads `files` before the await and loses the other workers' counts.
        const removed = await deps.files.deletePrefix(shootFolder(eventId, shootId));
        files += removed;
      } catch {
        failed.push(shootId);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(FILE_REMOVAL_CONCURRENCY, shootIds.length) }, worker));
  await queueFileRemoval(deps.jobs, eventId, failed);
  return files;
}

/** Hands folders the store refused to the durable `shoot_files_remove` job, in batches. */
export async function queueFileRemoval(jobs: JobQueue, eventId: string, shootIds: string[]): Promise<void> {
  for (let start = 0; start < shootIds.length; start += SHOOT_FILES_REMOVAL_BATCH) {
    await jobs.queue({ name: 'shoot_files_remove', data: { eventId, shootIds: shootIds.slice(start, start + SHOOT_FILES_REMOVAL_BATCH) } });
  }
}
