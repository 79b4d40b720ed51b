import { randomUUID } from 'node:crypto';
import { PLAN_LICENCE_DAYS, planLicenceAllowance } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { boothPlanLevel, countPlanLicences, findFreeValidLicence, insertLicences, lockCustomer, setLicenceDevice } from './licences.repo.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Tops the customer's plan licences up to the plan's allowance (until the billing issue sells them).
 * Run inside a transaction: the lock on the customer's row makes two requests at once count one
 * after the other, so the allowance is seeded once however many ask. A lower plan later removes
 * nothing; a higher one adds the difference.
 */
export async function topUpPlanLicences(tx: Db, customerId: string, at: Date): Promise<void> {
  await lockCustomer(tx, customerId);
  const allowance = planLicenceAllowance({ level: await boothPlanLevel(tx, customerId) });
  const missing = allowance - (await countPlanLicences(tx, customerId));
  const expireAt = new Date(at.getTime() + PLAN_LICENCE_DAYS * DAY_MS);
  await insertLicences(
    tx,
    Array.from({ length: Math.max(0, missing) }, () => ({ id: randomUUID(), customerId, source: 'plan' as const, expireAt, createdAt: at, updatedAt: at })),
  );
}

/**
 * The same top-up for readers (the licence list): the allowance is compared without a lock first, so
 * the list's every load does not queue behind the customer's row lock once the allowance is held
 * (it is, from the first load on); only a short count goes to the locked top-up.
 */
export async function ensurePlanLicences(db: Db, customerId: string, at: Date): Promise<void> {
  const allowance = planLicenceAllowance({ level: await boothPlanLevel(db, customerId) });
  if ((await countPlanLicences(db, customerId)) >= allowance) return;
  await db.transaction((tx) => topUpPlanLicences(tx, customerId, at));
}

/**
 * A newly paired device gets a free valid licence of its customer when there is one, so pairing a
 * tablet is all it takes to run a campaign. Inside a transaction: the allowance is seeded first, and
 * its customer lock keeps two pairings at once from taking the same licence.
 */
export async function attachFreeLicence(tx: Db, customerId: string, deviceId: string, at: Date): Promise<void> {
  await topUpPlanLicences(tx, customerId, at);
  const free = await findFreeValidLicence(tx, customerId, at);
  if (free) await setLicenceDevice(tx, free.id, deviceId, at);
}
