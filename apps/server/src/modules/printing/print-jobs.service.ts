import { randomBytes, randomUUID } from 'node:crypto';
import type { PrintJob, PrintJobList, PrintJobState } from '@booth/shared';
import { Conflict, NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { ownedEvent } from '@/modules/events/owned-event.ts';
import type { Db } from '@/platform/db/database.ts';
import { decodeKeysetCursor, keysetPage } from '@/platform/db/keyset-cursor.ts';
import { toPrintJobDto } from './print-job-views.ts';
import { cancelJob, findJobById, findListRow, insertJobOnce, listEventJobs } from './print-jobs.repo.ts';
import type { PrintDispatch } from './print-wakeups.ts';

export interface PrintJobsService {
  list(auth: AuthContext, eventId: string, query: { state?: PrintJobState; limit: number; olderThan?: string }): Promise<PrintJobList>;
  cancel(auth: AuthContext, eventId: string, jobId: string): Promise<PrintJob>;
  reprint(auth: AuthContext, eventId: string, jobId: string): Promise<PrintJob>;
}

const noSuchJob = () => new NotFound('No such print job');

/** The organiser's view of a campaign's print jobs (campaigns §7 GET /events/{id}/printJobs), cancel and reprint. */
export function createPrintJobsService(deps: { db: Db; now: () => Date; dispatch: PrintDispatch }): PrintJobsService {
  const { db, now } = deps;

  async function eventJob(auth: AuthContext, eventId: string, jobId: string) {
    const event = await ownedEvent(db, auth, eventId, 'write');
    const job = await findJobById(db, jobId);
    if (!job || job.eventId !== event.id) throw noSuchJob();
    return job;
  }

  async function dto(jobId: string): Promise<PrintJob> {
    const row = await findListRow(db, jobId);
    if (!row) throw noSuchJob();
    return toPrintJobDto(row);
  }

  return {
    async list(auth, eventId, query) {
      const event = await ownedEvent(db, auth, eventId, 'read');
      const before = query.olderThan ? decodeKeysetCursor(query.olderThan, 'olderThan') : undefined;
      const rows = await listEventJobs(db, event.id, { state: query.state, before, limit: query.limit });
      const page = keysetPage(
        rows.map((row) => ({ ...row, createdAt: row.job.createdAt, id: row.job.id })),
        query.limit,
      );
      return { items: page.rows.map(toPrintJobDto), nextCursor: page.nextCursor };
    },

    async cancel(auth, eventId, jobId) {
      const job = await eventJob(auth, eventId, jobId);
      if (job.state === 'cancelled') return dto(job.id);
      if (!(await cancelJob(db, job.id, now()))) throw new Conflict(`This print job is ${job.state === 'held' ? 'at the printer already' : job.state} and can no longer be cancelled`);
      return dto(job.id);
    },

    async reprint(auth, eventId, jobId) {
      const job = await eventJob(auth, eventId, jobId);
      if (job.method === 'airprint') throw new Conflict("An AirPrint print happens in the guest's own print dialog; it cannot be sent again from here");
      const at = now();
      // The organiser's own decision: no payment is asked again, and the new key is the server's.
      const { job: copy } = await insertJobOnce(db, {
        id: randomUUID(),
        customerId: job.customerId,
        eventId: job.eventId,
        shootId: job.shootId,
        jobKey: `reprint-${randomBytes(12).toString('base64url')}`,
        method: job.method,
        state: 'queued',
        copies: job.copies,
        automatic: false,
        directSend: job.directSend,
        printerAddress: job.printerAddress,
        printerUri: job.printerUri,
        deviceId: job.deviceId,
        recipient: job.recipient,
        sender: job.sender,
        reprintOf: job.id,
        createdAt: at,
        updatedAt: at,
      });
      await deps.dispatch.offered(copy);
      return dto(copy.id);
    },
  };
}
