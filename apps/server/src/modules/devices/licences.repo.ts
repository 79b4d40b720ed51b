import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { customers } from '@/modules/customers/customers.table.ts';
import { customerPlans, plans } from '@/modules/plans/plans.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { devices, licences, type LicenceRow } from './devices.table.ts';

/** A licence with the device it is attached to (its id and name), if any. */
export interface LicenceWithDevice {
  licence: LicenceRow;
  device: { id: string; name: string } | null;
}

const withDevice = { licence: licences, device: { id: devices.id, name: devices.name } };

export async function listLicences(db: Db, customerId: string): Promise<LicenceWithDevice[]> {
  return db
    .select(withDevice)
    .from(licences)
    .leftJoin(devices, eq(devices.id, licences.deviceId))
    .where(eq(licences.customerId, customerId))
    .orderBy(asc(licences.createdAt), asc(licences.id));
}

export async function findOwnLicence(db: Db, customerId: string, id: string): Promise<LicenceWithDevice | undefined> {
  const [row] = await db
    .select(withDevice)
    .from(licences)
    .leftJoin(devices, eq(devices.id, licences.deviceId))
    .where(and(eq(licences.id, id), eq(licences.customerId, customerId)));
  return row;
}

/** One of the customer's licences, locked until the transaction ends (attach and detach of one licence queue). */
export async function lockOwnLicence(tx: Db, customerId: string, id: string): Promise<LicenceRow | undefined> {
  const [row] = await tx
    .select()
    .from(licences)
    .where(and(eq(licences.id, id), eq(licences.customerId, customerId)))
    .for('update');
  return row;
}

export async function findLicenceOfDevice(db: Db, deviceId: string): Promise<LicenceRow | undefined> {
  const [row] = await db.select().from(licences).where(eq(licences.deviceId, deviceId));
  return row;
}

/**
 * Locks the customer's row until the transaction ends. Everything that counts or hands out the
 * customer's licences takes this lock first, so two requests at once see each other's rows.
 */
export async function lockCustomer(tx: Db, customerId: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** The level of the customer's booth plan (devices run the tablet booth); null on Free. */
export async function boothPlanLevel(db: Db, customerId: string): Promise<number | null> {
  const [row] = await db
    .select({ level: plans.level })
    .from(customerPlans)
    .innerJoin(plans, eq(plans.id, customerPlans.planId))
    .where(and(eq(customerPlans.customerId, customerId), eq(customerPlans.product, 'booth')));
  return row?.level ?? null;
}

/** Every licence the plan ever seeded, expired ones included: the allowance is given once, not renewed here. */
export async function countPlanLicences(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(licences)
    .where(and(eq(licences.customerId, customerId), eq(licences.source, 'plan')));
  return row?.value ?? 0;
}

export async function insertLicences(db: Db, rows: Array<typeof licences.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(licences).values(rows);
}

/** A free licence of the customer still valid at `now`: the one that expires first, so longer ones are kept for later. */
export async function findFreeValidLicence(db: Db, customerId: string, now: Date): Promise<LicenceRow | undefined> {
  const [row] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.customerId, customerId), isNull(licences.deviceId), gt(licences.expireAt, now)))
    .orderBy(asc(licences.expireAt), asc(licences.createdAt), asc(licences.id))
    .limit(1);
  return row;
}

export async function setLicenceDevice(db: Db, id: string, deviceId: string | null, at: Date): Promise<void> {
  await db.update(licences).set({ deviceId, updatedAt: at }).where(eq(licences.id, id));
}

/** Frees whatever licence the device holds. */
export async function freeLicenceOfDevice(db: Db, deviceId: string, at: Date): Promise<void> {
  await db.update(licences).set({ deviceId: null, updatedAt: at }).where(eq(licences.deviceId, deviceId));
}
