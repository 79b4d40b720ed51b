import { featureTierLevel } from '@booth/shared';
import { and, count, desc, eq, ilike, inArray, isNotNull, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { assets, type AssetRow } from '@/modules/assets/assets.table.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { customerPlans, plans } from '@/modules/plans/plans.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { containsPattern } from '@/platform/db/contains-pattern.ts';
import { events, type EventRow, type NewEventRow } from './events.table.ts';

export interface EventListFilter {
  customerId: string;
  archived: 'true' | 'false' | 'all';
  /** Case-insensitive text matched anywhere in the name. */
  q?: string;
  limit: number;
  offset: number;
  /** Keyset position: rows strictly before this one (last changed first). Replaces `offset`. */
  before?: { updatedAt: Date; id: string };
}

function listConditions(filter: EventListFilter): SQL[] {
  const conditions: SQL[] = [eq(events.customerId, filter.customerId)];
  if (filter.archived !== 'all') conditions.push(eq(events.archived, filter.archived === 'true'));
  if (filter.q) conditions.push(ilike(events.name, containsPattern(filter.q)));
  return conditions;
}

/** One page of a customer's events, last changed first, and how many match in all. */
export async function listEvents(db: Db, filter: EventListFilter): Promise<{ rows: EventRow[]; total: number; more: boolean }> {
  const conditions = listConditions(filter);
  const page = [...conditions];
  if (filter.before) {
    // Row comparison walks the (customer_id, updated_at desc, id desc) index from the cursor on.
    page.push(sql`(${events.updatedAt}, ${events.id}) < (${filter.before.updatedAt.toISOString()}::timestamptz, ${filter.before.id}::uuid)`);
  }
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(events)
      .where(and(...page))
      .orderBy(desc(events.updatedAt), desc(events.id))
      .limit(filter.limit + 1)
      .offset(filter.before ? 0 : filter.offset),
    db.select({ total: count() }).from(events).where(and(...conditions)),
  ]);
  return { rows: rows.slice(0, filter.limit), total: totals[0]?.total ?? 0, more: rows.length > filter.limit };
}

/** Every event of a customer, last changed first (GET /events/short). */
export async function listAllEvents(db: Db, customerId: string): Promise<EventRow[]> {
  return db.select().from(events).where(eq(events.customerId, customerId)).orderBy(desc(events.updatedAt), desc(events.id));
}

export async function listEventNames(db: Db, customerId: string): Promise<string[]> {
  const rows = await db.select({ name: events.name }).from(events).where(eq(events.customerId, customerId));
  return rows.map((row) => row.name);
}

export async function countEvents(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(events).where(eq(events.customerId, customerId));
  return row?.total ?? 0;
}

export async function findEventById(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function findEventBySlug(db: Db, slug: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug));
  return row;
}

export async function insertEvent(db: Db, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  if (!row) throw new Error('event was not stored');
  return row;
}

/** Updates one event of one customer; undefined when it is not (or no longer) there. */
export async function updateEvent(
  db: Db,
  customerId: string,
  id: string,
  values: Partial<Omit<NewEventRow, 'id' | 'customerId' | 'slug' | 'createdAt'>>,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set(values)
    .where(and(eq(events.id, id), eq(events.customerId, customerId)))
    .returning();
  return row;
}

export async function deleteEvent(db: Db, customerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(events)
    .where(and(eq(events.id, id), eq(events.customerId, customerId)))
    .returning({ id: events.id });
  return deleted.length > 0;
}

/** A generic URL leads to one event at a time: takes it away from the customer's other events. */
export async function releaseGenericUrl(db: Db, customerId: string, genericUrlId: string, exceptEventId: string, now: Date): Promise<void> {
  await db
    .update(events)
    .set({ genericUrlId: null, updatedAt: now })
    .where(and(eq(events.customerId, customerId), eq(events.genericUrlId, genericUrlId), ne(events.id, exceptEventId)));
}

/** Slugs of the customer's events that another event's generic URL change touched (for cache invalidation). */
export async function slugsUsingGenericUrl(db: Db, customerId: string, genericUrlId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(and(eq(events.customerId, customerId), isNotNull(events.genericUrlId), eq(events.genericUrlId, genericUrlId)));
  return rows.map((row) => row.slug);
}

/**
 * The level the feature tiers are checked against: the highest plan the customer holds (any product),
 * null when none (Free); a tester account passes every tier (featureTierLevel, docs/decisions.md).
 */
export async function customerPlanLevel(db: Db, customerId: string): Promise<number | null> {
  const [row] = await db
    .select({ level: max(plans.level), role: customers.role })
    .from(customers)
    .leftJoin(customerPlans, eq(customerPlans.customerId, customers.id))
    .leftJoin(plans, eq(plans.id, customerPlans.planId))
    .where(eq(customers.id, customerId))
    .groupBy(customers.role);
  return row ? featureTierLevel(row, row.level) : null;
}

/** The assets an event refers to that its owner may use: the owner's own and public ones. */
export async function findEventAssets(db: Db, ownerId: string, ids: string[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(assets)
    .where(and(inArray(assets.id, ids), or(eq(assets.customerId, ownerId), eq(assets.isPublic, true))));
}

/** Which of these ids name an asset the owner may put in a campaign: its own, or a public one. */
export async function findUsableAssetIds(db: Db, ownerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(inArray(assets.id, ids), or(eq(assets.customerId, ownerId), eq(assets.isPublic, true))));
  return new Set(rows.map((row) => row.id.toLowerCase()));
}

/** Which of these ids name a campaign of `customerId` (archived or not). */
export async function findOwnEventIds(db: Db, customerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, [...ids]), eq(events.customerId, customerId)));
  return new Set(rows.map((row) => row.id.toLowerCase()));
}
