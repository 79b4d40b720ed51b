import { FREE_PLAN } from '@booth/shared';
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { assets } from '@/modules/assets/assets.table.ts';
import { sessions } from '@/modules/auth/auth.table.ts';
import { customers, type CustomerRow } from '@/modules/customers/customers.table.ts';
import { devices } from '@/modules/devices/devices.table.ts';
import { events } from '@/modules/events/events.table.ts';
import { mfaSettings } from '@/modules/mfa/mfa.table.ts';
import { customerPlans, plans } from '@/modules/plans/plans.table.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import { LIBRARY_CUSTOMER_ID } from '@/modules/templates/starter-catalogue.ts';
import { containsPattern } from '@/platform/db/contains-pattern.ts';
import type { Db } from '@/platform/db/database.ts';

/** The booth plan's name, Free when the customer holds none. */
const boothPlanName = sql<string>`coalesce(${plans.name}, ${FREE_PLAN})`;

/**
 * Last activity: the column (kept by sign-in and requests) or, when it was never written, the newest
 * use of any of the customer's sessions.
 */
const lastActivity = sql<Date | null>`coalesce(${customers.lastActivityAt}, (select max(coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})) from ${sessions} where ${sessions.customerId} = ${customers.id}))`;

export interface CustomerListFilter {
  q?: string;
  plan?: string;
  /** The id of the last row of the previous page. */
  afterId?: string;
  limit: number;
}

function filterConditions(filter: CustomerListFilter): SQL[] {
  // The starter library's owner holds the public templates; it is the installation's, not a customer.
  const conditions: SQL[] = [ne(customers.id, LIBRARY_CUSTOMER_ID)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const matched = or(
      ilike(customers.email, pattern),
      ilike(customers.firstName, pattern),
      ilike(customers.name, pattern),
      sql`(${customers.firstName} || ' ' || ${customers.name}) ilike ${pattern}`,
    );
    if (matched) conditions.push(matched);
  }
  if (filter.plan) conditions.push(sql`lower(${boothPlanName}) = lower(${filter.plan})`);
  return conditions;
}

/** The booth plan row of a customer (left joined: a customer may hold none). */
const boothPlanOfCustomer = and(eq(customerPlans.customerId, customers.id), eq(customerPlans.product, 'booth'));

export interface AdminCustomerListRow {
  customer: CustomerRow;
  plan: string;
  lastActivityAt: Date | null;
}

/**
 * One page of all customers, newest first, and how many match. Keyset paged on (created_at, id): the
 * cursor is the last row's id, whose position is read in the same statement (created_at keeps the
 * database's microseconds, which a JavaScript date would round).
 */
export async function listCustomersForAdmin(db: Db, filter: CustomerListFilter): Promise<{ rows: AdminCustomerListRow[]; total: number }> {
  const conditions = filterConditions(filter);
  const page = [...conditions];
  if (filter.afterId) {
    page.push(sql`(${customers.createdAt}, ${customers.id}) < (select c.created_at, c.id from ${customers} c where c.id = ${filter.afterId}::uuid)`);
  }
  const [rows, totals] = await Promise.all([
    db
      .select({ customer: customers, plan: boothPlanName, lastActivityAt: lastActivity })
      .from(customers)
      .leftJoin(customerPlans, boothPlanOfCustomer)
      .leftJoin(plans, eq(plans.id, customerPlans.planId))
      .where(and(...page))
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(filter.limit + 1),
    db
      .select({ total: count() })
      .from(customers)
      .leftJoin(customerPlans, boothPlanOfCustomer)
      .leftJoin(plans, eq(plans.id, customerPlans.planId))
      .where(and(...conditions)),
  ]);
  return { rows: rows.map((row) => ({ ...row, lastActivityAt: toDate(row.lastActivityAt) })), total: totals[0]?.total ?? 0 };
}

/** Raw SQL results come back as strings on some drivers. */
function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

export async function lastActivityOf(db: Db, customerId: string): Promise<Date | null> {
  const [row] = await db.select({ at: lastActivity }).from(customers).where(eq(customers.id, customerId));
  return toDate(row?.at ?? null);
}

/** How much the customer has: campaigns, pictures, assets, devices (the admin's overview). */
export async function customerCounts(db: Db, customerId: string): Promise<{ events: number; shoots: number; assets: number; devices: number }> {
  const [row] = await db
    .select({
      events: sql<number>`(select count(*)::int from ${events} where ${events.customerId} = ${customerId})`,
      shoots: sql<number>`(select count(*)::int from ${shoots} where ${shoots.eventId} in (select ${events.id} from ${events} where ${events.customerId} = ${customerId}))`,
      assets: sql<number>`(select count(*)::int from ${assets} where ${assets.customerId} = ${customerId})`,
      devices: sql<number>`(select count(*)::int from ${devices} where ${devices.customerId} = ${customerId})`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return { events: row?.events ?? 0, shoots: row?.shoots ?? 0, assets: row?.assets ?? 0, devices: row?.devices ?? 0 };
}

/** The customer's second factor as the detail shows it (never the secret). */
export async function mfaStateOf(db: Db, customerId: string): Promise<{ isEnabled: boolean; type: 'totp' | 'email' | null }> {
  const [row] = await db.select({ enabledAt: mfaSettings.enabledAt, type: mfaSettings.type }).from(mfaSettings).where(eq(mfaSettings.customerId, customerId));
  const isEnabled = Boolean(row?.enabledAt);
  return { isEnabled, type: isEnabled ? (row?.type ?? null) : null };
}

/** Customers by id (the recalculation and the plan holders list name them by e-mail). */
export async function emailsOf(db: Db, customerIds: readonly string[]): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db.select({ id: customers.id, email: customers.email }).from(customers).where(inArray(customers.id, [...customerIds]));
  return new Map(rows.map((row) => [row.id, row.email]));
}
