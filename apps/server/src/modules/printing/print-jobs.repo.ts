import type { PrintJobState } from '@booth/shared';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { devices } from '@/modules/devices/devices.table.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { olderThan, type KeysetPosition } from '@/platform/db/keyset-cursor.ts';
import { printJobs, type NewPrintJobRow, type PrintJobRow } from './print-jobs.table.ts';

/**
 * Inserts the job unless its key is known for this picture; answers the stored job and whether this
 * call made it. Two identical requests at once meet at the unique index: one inserts, both read it.
 */
export async function insertJobOnce(db: Db, values: NewPrintJobRow): Promise<{ job: PrintJobRow; created: boolean }> {
  const [inserted] = await db.insert(printJobs).values(values).onConflictDoNothing({ target: [printJobs.shootId, printJobs.jobKey] }).returning();
  if (inserted) return { job: inserted, created: true };
  const existing = await findJobByKey(db, values.shootId, values.jobKey);
  if (!existing) throw new Error('print job vanished between insert and read');
  return { job: existing, created: false };
}

export async function findJobByKey(db: Db, shootId: string, jobKey: string): Promise<PrintJobRow | undefined> {
  const [row] = await db.select().from(printJobs).where(and(eq(printJobs.shootId, shootId), eq(printJobs.jobKey, jobKey)));
  return row;
}

export async function findJobById(db: Db, id: string): Promise<PrintJobRow | undefined> {
  const [row] = await db.select().from(printJobs).where(eq(printJobs.id, id));
  return row;
}

export async function deleteJob(db: Db, id: string): Promise<void> {
  await db.delete(printJobs).where(eq(printJobs.id, id));
}

/** Changes a job and answers it; `onlyIn` makes the change conditional on its current state (null: nothing changed). */
export async function updateJob(db: Db, id: string, values: Partial<NewPrintJobRow>, onlyIn?: readonly PrintJobState[]): Promise<PrintJobRow | null> {
  const where = onlyIn ? and(eq(printJobs.id, id), inArray(printJobs.state, [...onlyIn])) : eq(printJobs.id, id);
  const [row] = await db.update(printJobs).set(values).where(where).returning();
  return row ?? null;
}

/** The organiser's list row: the job with its picture and the names of the devices involved. */
export interface PrintJobListRow {
  job: PrintJobRow;
  shootSlug: string;
  shootRenditions: (typeof shoots.$inferSelect)['renditions'];
  deviceName: string | null;
  printServerName: string | null;
}

const requester = alias(devices, 'requester');
const sender = alias(devices, 'sender');

function selectListRows(db: Db) {
  return db
    .select({ job: printJobs, shootSlug: shoots.slug, shootRenditions: shoots.renditions, deviceName: requester.name, printServerName: sender.name })
    .from(printJobs)
    .innerJoin(shoots, eq(shoots.id, printJobs.shootId))
    .leftJoin(requester, eq(requester.id, printJobs.deviceId))
    .leftJoin(sender, eq(sender.id, printJobs.printServerId));
}

/** A campaign's jobs, newest first, one more than `limit` (the keyset page helper tells whether more follow). */
export async function listEventJobs(db: Db, eventId: string, query: { state?: PrintJobState; before?: KeysetPosition; limit: number }): Promise<PrintJobListRow[]> {
  const conditions: SQL[] = [eq(printJobs.eventId, eventId)];
  if (query.state) conditions.push(eq(printJobs.state, query.state));
  if (query.before) conditions.push(olderThan(printJobs.createdAt, printJobs.id, query.before));
  return selectListRows(db)
    .where(and(...conditions))
    .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
    .limit(query.limit + 1);
}

export async function findListRow(db: Db, id: string): Promise<PrintJobListRow | undefined> {
  const [row] = await selectListRows(db).where(eq(printJobs.id, id));
  return row;
}

/**
 * Jobs a sender may take now: waiting and due, held for the printer and due again, or held by a sender
 * whose lease lapsed (it died between send and report: the next sender adopts its IPP job). A picture
 * moderation hid is never sent (it may have been hidden since the print was asked for); one still
 * waiting for moderation is: a print is the guest's own copy, like the download, not a public showing.
 */
function offerable(now: Date): SQL {
  const due = or(isNull(printJobs.notBefore), lte(printJobs.notBefore, now));
  return and(
    or(
      and(eq(printJobs.state, 'queued'), due),
      and(eq(printJobs.state, 'held'), eq(printJobs.holdReason, 'printer'), due),
      and(inArray(printJobs.state, ['sending', 'printing']), lt(printJobs.leaseUntil, now)),
    ),
    eq(shoots.status, 'ready'),
    or(eq(shoots.isPublic, true), isNull(shoots.moderatedAt)),
  ) as SQL;
}

/** What a claim sets: the sender's lease; a lapsed lease counts as a failed attempt. */
function claimValues(now: Date, leaseMs: number, printServerId: string | null) {
  return {
    state: 'sending' as const,
    holdReason: null,
    printServerId,
    leaseUntil: new Date(now.getTime() + leaseMs),
    attempts: sql`${printJobs.attempts} + case when ${printJobs.state} in ('sending', 'printing') then 1 else 0 end`,
    updatedAt: now,
  };
}

/**
 * Claims the oldest offerable print-server job of the customer (of one campaign when the print server
 * is assigned to one) for `printServerId`, atomically: the row is locked and skipped by a concurrent
 * claim (FOR UPDATE SKIP LOCKED), so two print servers never get the same job.
 */
export async function claimNextForPrintServer(
  db: Db,
  input: { customerId: string; eventId: string | null; printServerId: string; now: Date; leaseMs: number },
): Promise<PrintJobRow | null> {
  const scope = [eq(printJobs.customerId, input.customerId), eq(printJobs.method, 'printServer'), eq(printJobs.directSend, false), offerable(input.now)];
  if (input.eventId) scope.push(eq(printJobs.eventId, input.eventId));
  const next = db
    .select({ id: printJobs.id })
    .from(printJobs)
    .innerJoin(shoots, eq(shoots.id, printJobs.shootId))
    .where(and(...scope))
    .orderBy(asc(printJobs.createdAt), asc(printJobs.id))
    .limit(1)
    .for('update', { of: printJobs, skipLocked: true });
  const [row] = await db.update(printJobs).set(claimValues(input.now, input.leaseMs, input.printServerId)).where(inArray(printJobs.id, next)).returning();
  return row ?? null;
}

/** Jobs this server sends itself: postcards, and print-server jobs when it may reach the printer (PRINT_DIRECT_SEND). */
function serverSent(): SQL {
  return or(eq(printJobs.directSend, true), eq(printJobs.method, 'postal')) as SQL;
}

/** Claims one job for this server's own sender (direct sending, postal), if it is offerable now. */
export async function claimForServer(db: Db, id: string, now: Date, leaseMs: number): Promise<PrintJobRow | null> {
  const mine = db
    .select({ id: printJobs.id })
    .from(printJobs)
    .innerJoin(shoots, eq(shoots.id, printJobs.shootId))
    .where(and(eq(printJobs.id, id), serverSent(), offerable(now)))
    .for('update', { of: printJobs, skipLocked: true });
  const [row] = await db.update(printJobs).set(claimValues(now, leaseMs, null)).where(inArray(printJobs.id, mine)).returning();
  return row ?? null;
}

/** Direct and postal jobs the server's sender should look at now (due, or a lapsed lease): the sweep queues them. */
export async function dueServerJobIds(db: Db, now: Date, limit: number): Promise<{ id: string; method: PrintJobRow['method'] }[]> {
  return db
    .select({ id: printJobs.id, method: printJobs.method })
    .from(printJobs)
    .innerJoin(shoots, eq(shoots.id, printJobs.shootId))
    .where(and(serverSent(), offerable(now)))
    .orderBy(asc(printJobs.createdAt))
    .limit(limit);
}

/** The not yet printed jobs a refunded payment released: cancelled (never one at the printer already). */
export async function cancelJobsOfPayment(db: Db, paymentSession: string, now: Date): Promise<number> {
  const rows = await db
    .update(printJobs)
    .set({ state: 'cancelled', holdReason: null, leaseUntil: null, lastError: 'The payment was refunded', updatedAt: now })
    .where(and(eq(printJobs.paymentSession, paymentSession), cancellable()))
    .returning({ id: printJobs.id });
  return rows.length;
}

/** Not yet on its way to paper: waiting, or held without having reached the printer. */
export function cancellable(): SQL {
  return and(or(eq(printJobs.state, 'queued'), and(eq(printJobs.state, 'held'), isNull(printJobs.ippJobId)))) as SQL;
}

/** Cancels one job if it has not reached the printer; null when it had (or is finished). */
export async function cancelJob(db: Db, id: string, now: Date): Promise<PrintJobRow | null> {
  const [row] = await db
    .update(printJobs)
    .set({ state: 'cancelled', holdReason: null, leaseUntil: null, updatedAt: now })
    .where(and(eq(printJobs.id, id), cancellable()))
    .returning();
  return row ?? null;
}
