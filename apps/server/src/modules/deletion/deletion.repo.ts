import { and, asc, count, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { boothActivity } from '@/modules/analytics/booth-activity.table.ts';
import { consentVersions } from '@/modules/contacts/consent-versions.table.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { shootFileCount } from '@/modules/dashboard/shoot-storage.sql.ts';
import { events } from '@/modules/events/events.table.ts';
import { deletedShoots } from '@/modules/shoots/deleted-shoots.table.ts';
import { shoots, vbSessions } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { deletionRecords, type DeletionCounts, type DeletionRecordRow } from './deletion-records.table.ts';

/*
 * The rule lives in the campaign's settings (virtualSettings.deletion, campaigns §3); the records are
 * derived from it by the sweep, so saving a campaign needs no hook. The date was validated as an ISO
 * timestamp with offset when it was saved; the pattern keeps a hand-edited row from failing the sweep.
 */
const ruleDate = sql`case when ${events.settings} #>> '{virtualSettings,deletion,date}' ~ '^\\d{4}-\\d{2}-\\d{2}T'
  then (${events.settings} #>> '{virtualSettings,deletion,date}')::timestamptz end`;
const ruleJson = sql`jsonb_build_object(
  'date', ${events.settings} #>> '{virtualSettings,deletion,date}',
  'hours', coalesce((${events.settings} #>> '{virtualSettings,deletion,hours}')::int, 24),
  'recipients', case when jsonb_typeof(${events.settings} #> '{virtualSettings,deletion,recipients}') = 'array'
    then ${events.settings} #> '{virtualSettings,deletion,recipients}' else '[]'::jsonb end)`;

/** The rule's date lay before the campaign's last save. */
const pastWhenSaved = sql`(${ruleDate} <= ${events.updatedAt})`;

/** Not yet taken stock (counts null): the rule may still change it. Once a run has counted, it goes through. */
const notStarted = and(isNull(deletionRecords.executedAt), isNull(deletionRecords.cancelledAt), isNull(deletionRecords.counts));
const open = and(isNull(deletionRecords.executedAt), isNull(deletionRecords.cancelledAt));

/**
 * Brings the records in line with the campaigns' rules, in three statements over all campaigns:
 * cancels pending records whose date is no longer the rule's (changed, removed, campaign deleted),
 * revives a cancelled record when its date is set again, makes a record for every new date, and keeps
 * the pending records' hours and recipients current. Answers how many records were made.
 */
export async function reconcileRecords(db: Db, now: Date): Promise<{ created: number; cancelled: number }> {
  const cancelled = await db
    .update(deletionRecords)
    .set({ cancelledAt: now })
    .where(
      and(
        notStarted,
        sql`not exists (select 1 from ${events} where ${events.id} = ${deletionRecords.eventId} and ${ruleDate} = ${deletionRecords.scheduledFor})`,
      ),
    )
    .returning({ id: deletionRecords.id });
  // Hours and recipients may change up to the date; a cancelled record of the same date comes back.
  await db.execute(sql`
    update ${deletionRecords} set rule = ${ruleJson}, cancelled_at = null
    from ${events}
    where ${events.id} = ${deletionRecords.eventId} and ${ruleDate} = ${deletionRecords.scheduledFor}
      and ${deletionRecords.executedAt} is null and ${deletionRecords.counts} is null and not ${pastWhenSaved}
      and (${deletionRecords.cancelledAt} is not null or ${deletionRecords.rule} is distinct from ${ruleJson})`);
  // A date that was already past when the campaign was saved is a slip, not an order to delete at
  // once without warning: its record is made cancelled. (A date that passed while no server ran is
  // still carried out, late.)
  const created = await db.execute(sql`
    insert into ${deletionRecords} (id, event_id, customer_id, event_name, scheduled_for, rule, created_at, cancelled_at)
    select gen_random_uuid(), ${events.id}, ${events.customerId}, ${events.name}, ${ruleDate}, ${ruleJson}, ${now.toISOString()}::timestamptz,
      case when ${pastWhenSaved} then ${now.toISOString()}::timestamptz end
    from ${events}
    where ${ruleDate} is not null
      and not exists (select 1 from ${deletionRecords} where ${deletionRecords.eventId} = ${events.id} and ${deletionRecords.scheduledFor} = ${ruleDate})
    on conflict do nothing
    returning id`);
  return { created: (created as unknown as { rows: unknown[] }).rows.length, cancelled: cancelled.length };
}

export interface DueWarning {
  record: DeletionRecordRow;
  eventSlug: string;
  ownerEmail: string;
}

/** Pending records whose warning time (date − hours) has come and that were not warned yet; not those already due. */
export async function dueWarnings(db: Db, now: Date, limit: number): Promise<DueWarning[]> {
  return db
    .select({ record: deletionRecords, eventSlug: events.slug, ownerEmail: customers.email })
    .from(deletionRecords)
    .innerJoin(events, eq(events.id, deletionRecords.eventId))
    .innerJoin(customers, eq(customers.id, deletionRecords.customerId))
    .where(
      and(
        notStarted,
        isNull(deletionRecords.warnedAt),
        sql`${deletionRecords.scheduledFor} > ${now.toISOString()}::timestamptz`,
        sql`${deletionRecords.scheduledFor} - make_interval(hours => (${deletionRecords.rule}->>'hours')::int) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(deletionRecords.scheduledFor))
    .limit(limit);
}

export async function markWarned(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(deletionRecords)
    .set({ warnedAt: now })
    .where(and(eq(deletionRecords.id, id), isNull(deletionRecords.warnedAt)));
}

export interface DueRun {
  id: string;
  /** Null when the campaign (or its owner) is gone meanwhile: the run still ends, the proof links to the list. */
  eventSlug: string | null;
  ownerEmail: string | null;
}

/** Records whose date has come and that have not run to the end (also those a crashed run left behind). */
export async function dueRuns(db: Db, now: Date, limit: number): Promise<DueRun[]> {
  return db
    .select({ id: deletionRecords.id, eventSlug: events.slug, ownerEmail: customers.email })
    .from(deletionRecords)
    .leftJoin(events, eq(events.id, deletionRecords.eventId))
    .leftJoin(customers, eq(customers.id, deletionRecords.customerId))
    .where(and(open, lte(deletionRecords.scheduledFor, now)))
    .orderBy(asc(deletionRecords.scheduledFor))
    .limit(limit);
}

export async function findRecord(db: Db, id: string): Promise<DeletionRecordRow | undefined> {
  const [row] = await db.select().from(deletionRecords).where(eq(deletionRecords.id, id));
  return row;
}

export async function recordsOfEvent(db: Db, eventId: string): Promise<DeletionRecordRow[]> {
  return db.select().from(deletionRecords).where(eq(deletionRecords.eventId, eventId)).orderBy(desc(deletionRecords.scheduledFor), desc(deletionRecords.createdAt));
}

const stockRow = z.object({ pictures: z.coerce.number(), files: z.coerce.number(), contacts: z.coerce.number(), answers: z.coerce.number() });

/**
 * What a campaign holds that a deletion removes: pictures, their stored files, pictures carrying a
 * guest's contact data (e-mail, phone or data capture), and answers (survey items answered, comments).
 */
export async function campaignStock(db: Db, eventId: string): Promise<DeletionCounts> {
  const personal = sql`${shoots.userFeedback}->'personal'`;
  const survey = sql`${shoots.userFeedback}->'survey'`;
  const [row] = await db
    .select({
      pictures: count(),
      files: sql<string>`coalesce(sum(${shootFileCount}), 0)::int`,
      contacts: sql<number>`count(*) filter (where ${or(
        isNotNull(shoots.contactEmail),
        isNotNull(shoots.contactPhone),
        sql`(jsonb_typeof(${personal}) = 'object' and ${personal} <> '{}'::jsonb)`,
      )})::int`,
      answers: sql<number>`coalesce(sum(
        (case when jsonb_typeof(${survey}) = 'array' then jsonb_array_length(${survey}) else 0 end)
        + (case when coalesce(${shoots.userFeedback}->>'comment', '') <> '' then 1 else 0 end)), 0)::int`,
    })
    .from(shoots)
    .where(eq(shoots.eventId, eventId));
  return stockRow.parse(row ?? { pictures: 0, files: 0, contacts: 0, answers: 0 });
}

/**
 * A run takes stock before it deletes anything and stores it on the record: from then on the record
 * can no longer be cancelled, and a run resumed after a crash reports what was there at the start.
 * Only the first run's stock counts (counts is null until then).
 */
export async function takeStock(db: Db, id: string, stock: DeletionCounts, now: Date): Promise<void> {
  await db
    .update(deletionRecords)
    .set({ counts: stock })
    .where(and(eq(deletionRecords.id, id), notStarted, lte(deletionRecords.scheduledFor, now)));
}

/** The pictures of a campaign that scheduled deletions removed (their tombstones). */
export async function scheduledRemovals(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ shootId: deletedShoots.shootId })
    .from(deletedShoots)
    .where(and(eq(deletedShoots.eventId, eventId), eq(deletedShoots.reason, 'scheduled')));
  return rows.map((row) => row.shootId);
}

/**
 * The end of a run, in one transaction: the campaign's guest sessions, booth activity and consent
 * texts go, and the record is claimed as executed. Exactly one run gets the row back; any other
 * (a concurrent sweep, a retry) gets nothing and sends no proof of its own.
 */
export async function finishRun(db: Db, record: { id: string; eventId: string }, now: Date): Promise<DeletionRecordRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.delete(vbSessions).where(eq(vbSessions.eventId, record.eventId));
    await tx.delete(boothActivity).where(eq(boothActivity.eventId, record.eventId));
    await tx.delete(consentVersions).where(eq(consentVersions.eventId, record.eventId));
    const [claimed] = await tx
      .update(deletionRecords)
      .set({ executedAt: now })
      .where(and(eq(deletionRecords.id, record.id), open, isNotNull(deletionRecords.counts)))
      .returning();
    return claimed;
  });
}
