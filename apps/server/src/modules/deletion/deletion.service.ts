import { deletionStateOf, type DeletionRecord } from '@booth/shared';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { ownedEvent } from '@/modules/events/owned-event.ts';
import type { Logger } from '@/platform/logger.ts';
import { deletionLink, deletionRecipients, queueDeletionMails } from './deletion-mail.ts';
import type { DeletionRecordRow } from './deletion-records.table.ts';
import { runDeletion, type DeletionRunDeps } from './deletion-run.ts';
import { dueRuns, dueWarnings, markWarned, reconcileRecords, recordsOfEvent } from './deletion.repo.ts';

/** Records handled per sweep and step; the rest wait for the next minute. */
const SWEEP_BATCH = 50;

export interface SweepResult {
  created: number;
  cancelled: number;
  warned: number;
  executed: number;
  failed: number;
}

export interface DeletionService {
  /**
   * One pass of the scheduled deletion (campaigns §4): records made or cancelled from the campaigns'
   * rules, warnings sent, due deletions run. Safe to run in several processes at once.
   */
  sweep(): Promise<SweepResult>;
  /** GET /events/{slug}/deletions: the campaign's records, newest date first (owner, or an admin). */
  list(auth: AuthContext, idOrSlug: string): Promise<DeletionRecord[]>;
}

export function toDeletionRecord(row: DeletionRecordRow): DeletionRecord {
  return {
    id: row.id,
    state: deletionStateOf(row),
    scheduledFor: row.scheduledFor.toISOString(),
    rule: row.rule,
    warnedAt: row.warnedAt?.toISOString() ?? null,
    executedAt: row.executedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    counts: row.counts,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createDeletionService(deps: DeletionRunDeps & { log: Logger }): DeletionService {
  const { db, jobs, now, log } = deps;

  /**
   * The warning mails go to the queue first (fixed message ids), then the record is marked warned: a
   * crash in between queues them again on the next sweep and they still arrive once. (The queue cannot
   * share our transaction: on the embedded database it would wait for it.)
   */
  async function warn(): Promise<number> {
    let warned = 0;
    for (const due of await dueWarnings(db, now(), SWEEP_BATCH)) {
      const recipients = deletionRecipients(due.record.rule.recipients, due.ownerEmail);
      await queueDeletionMails(jobs, { recordId: due.record.id, kind: 'warning', recipients, link: deletionLink(deps.publicUrl, due.eventSlug, 'warning') });
      await markWarned(db, due.record.id, now());
      warned += 1;
    }
    return warned;
  }

  async function execute(): Promise<{ executed: number; failed: number }> {
    let executed = 0;
    let failed = 0;
    for (const due of await dueRuns(db, now(), SWEEP_BATCH)) {
      try {
        if ((await runDeletion(deps, due)) === 'executed') executed += 1;
      } catch (error) {
        // The record stays open; the next sweep resumes it where it stopped.
        failed += 1;
        log.error({ err: error, recordId: due.id }, 'scheduled deletion did not finish; the next sweep resumes it');
      }
    }
    return { executed, failed };
  }

  return {
    async sweep() {
      const { created, cancelled } = await reconcileRecords(db, now());
      const warned = await warn();
      const { executed, failed } = await execute();
      if (created + cancelled + warned + executed + failed > 0) log.info({ created, cancelled, warned, executed, failed }, 'scheduled deletion sweep');
      return { created, cancelled, warned, executed, failed };
    },

    async list(auth, idOrSlug) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      return (await recordsOfEvent(db, event.id)).map(toDeletionRecord);
    },
  };
}
