import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { devicePairings, type DevicePairingRow } from './devices.table.ts';

export async function insertPairing(db: Db, values: typeof devicePairings.$inferInsert): Promise<void> {
  await db.insert(devicePairings).values(values);
}

/**
 * Drops the unconfirmed requests made with this token hash: a kiosk asking again (its code expired, or
 * it was reloaded) keeps its token, and only its newest code may be confirmed.
 */
export async function dropOpenPairingsOfToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(devicePairings).where(and(eq(devicePairings.tokenHash, tokenHash), isNull(devicePairings.deviceId)));
}

/** Removes unconfirmed requests that expired before `before` (confirmed ones go with their device). */
export async function sweepExpiredPairings(db: Db, before: Date): Promise<void> {
  await db.delete(devicePairings).where(and(isNull(devicePairings.deviceId), lt(devicePairings.expiresAt, before)));
}

export async function findPairing(db: Db, id: string): Promise<DevicePairingRow | undefined> {
  const [row] = await db.select().from(devicePairings).where(eq(devicePairings.id, id));
  return row;
}

/** The request with this code, locked until the transaction ends: two organisers confirming one code queue here. */
export async function lockPairingByCode(tx: Db, code: string): Promise<DevicePairingRow | undefined> {
  const [row] = await tx.select().from(devicePairings).where(eq(devicePairings.code, code)).for('update');
  return row;
}

export async function linkPairingToDevice(tx: Db, id: string, deviceId: string): Promise<void> {
  await tx.update(devicePairings).set({ deviceId }).where(eq(devicePairings.id, id));
}

/** The request with this id, locked until the transaction ends (the app-password sign-in completing it). */
export async function lockPairingById(tx: Db, id: string): Promise<DevicePairingRow | undefined> {
  const [row] = await tx.select().from(devicePairings).where(eq(devicePairings.id, id)).for('update');
  return row;
}
