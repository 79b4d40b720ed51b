import type { DevicePing } from '@booth/shared';
import { and, desc, eq } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { devices, licences, type DeviceRow, type NewDeviceRow } from './devices.table.ts';

/** A device with what every answer about it shows: its assigned campaign and its licence (either may be null). */
export interface DeviceWithRelations {
  device: DeviceRow;
  event: { id: string; name: string; slug: string; boothType: 'ipad' | 'virtual' } | null;
  licence: { id: string; expireAt: Date } | null;
}

const withRelations = {
  device: devices,
  event: { id: events.id, name: events.name, slug: events.slug, boothType: events.boothType },
  licence: { id: licences.id, expireAt: licences.expireAt },
};

function selectWithRelations(db: Db) {
  return db.select(withRelations).from(devices).leftJoin(events, eq(events.id, devices.eventId)).leftJoin(licences, eq(licences.deviceId, devices.id));
}

/** The customer's devices, newest first. */
export async function listDevices(db: Db, customerId: string): Promise<DeviceWithRelations[]> {
  return selectWithRelations(db).where(eq(devices.customerId, customerId)).orderBy(desc(devices.createdAt), desc(devices.id));
}

/** One of the customer's devices; another customer's id finds nothing. */
export async function findOwnDevice(db: Db, customerId: string, id: string): Promise<DeviceWithRelations | undefined> {
  const [row] = await selectWithRelations(db).where(and(eq(devices.id, id), eq(devices.customerId, customerId)));
  return row;
}

export async function findDeviceById(db: Db, id: string): Promise<DeviceWithRelations | undefined> {
  const [row] = await selectWithRelations(db).where(eq(devices.id, id));
  return row;
}

/** The device a token hash belongs to; none once the device was removed (that is the revocation). */
export async function findDeviceByTokenHash(db: Db, tokenHash: string): Promise<DeviceWithRelations | undefined> {
  const [row] = await selectWithRelations(db).where(eq(devices.tokenHash, tokenHash));
  return row;
}

export async function insertDevice(db: Db, values: NewDeviceRow): Promise<void> {
  await db.insert(devices).values(values);
}

export async function updateDevice(db: Db, customerId: string, id: string, values: { name?: string; eventId?: string | null; updatedAt: Date }): Promise<void> {
  await db
    .update(devices)
    .set(values)
    .where(and(eq(devices.id, id), eq(devices.customerId, customerId)));
}

/** Removes the device; its pairing goes with it (cascade) and its licence is freed (set null). */
export async function deleteDevice(db: Db, customerId: string, id: string): Promise<void> {
  await db.delete(devices).where(and(eq(devices.id, id), eq(devices.customerId, customerId)));
}

/** What a ping reports becomes the device's last state. Not an edit of the device, so `updatedAt` stays. */
export async function recordPing(db: Db, id: string, ping: DevicePing, at: Date): Promise<void> {
  await db
    .update(devices)
    .set({ lastPingAt: at, appVersion: ping.appVersion, runningEventSlug: ping.eventSlug, queue: ping.queue, storage: ping.storage })
    .where(eq(devices.id, id));
}
