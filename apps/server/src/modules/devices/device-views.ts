import { isDeviceOnline, isLicenceValid, type Device, type DeviceLicence, type DevicePrintQueue, type DeviceSelf, type Licence } from '@booth/shared';
import type { DeviceWithRelations } from './devices.repo.ts';
import type { LicenceWithDevice } from './licences.repo.ts';

function toDeviceLicence(licence: DeviceWithRelations['licence'], now: Date): DeviceLicence | null {
  return licence ? { id: licence.id, expireAt: licence.expireAt.toISOString(), valid: isLicenceValid(licence, now) } : null;
}

/** What the organiser's list shows of a device; online by the app's clock and the shared rule (two missed pings, isDeviceOnline). */
export function toDeviceDto({ device, event, licence }: DeviceWithRelations, now: Date, printQueue: DevicePrintQueue): Device {
  return {
    id: device.id,
    name: device.name,
    kind: device.kind,
    event,
    online: isDeviceOnline(device.lastPingAt, now),
    lastPingAt: device.lastPingAt?.toISOString() ?? null,
    pairedAt: device.pairedAt.toISOString(),
    appVersion: device.appVersion,
    runningEventSlug: device.runningEventSlug,
    queue: device.queue,
    storage: device.storage,
    licence: toDeviceLicence(licence, now),
    printers: device.kind === 'printServer' ? (device.printers ?? []) : null,
    printersReportedAt: device.printersReportedAt?.toISOString() ?? null,
    printQueue,
    createdAt: device.createdAt.toISOString(),
    updatedAt: device.updatedAt.toISOString(),
  };
}

/**
 * Why a device may not start guest sessions, or null when it may. The licence comes first: without
 * a valid one nothing starts whichever campaign is assigned; a missing campaign alone is `noCampaign`.
 */
export function blockedReason({ event, licence }: Pick<DeviceWithRelations, 'event' | 'licence'>, now: Date): DeviceSelf['blocked'] {
  if (!licence) return 'noLicence';
  if (!isLicenceValid(licence, now)) return 'licenceExpired';
  if (!event) return 'noCampaign';
  return null;
}

/** What the device itself is told (GET /device, each ping, a confirmed pairing). */
export function toDeviceSelf(row: DeviceWithRelations, now: Date): DeviceSelf {
  // A print server starts no guest sessions and needs no licence; unassigned, it serves every campaign.
  const blocked = row.device.kind === 'printServer' ? null : blockedReason(row, now);
  return { id: row.device.id, name: row.device.name, kind: row.device.kind, event: row.event, licence: toDeviceLicence(row.licence, now), canStart: blocked === null, blocked };
}

export function toLicenceDto({ licence, device }: LicenceWithDevice, now: Date): Licence {
  return {
    id: licence.id,
    assigned: licence.deviceId !== null,
    expireAt: licence.expireAt.toISOString(),
    valid: isLicenceValid(licence, now),
    device,
    createdAt: licence.createdAt.toISOString(),
    updatedAt: licence.updatedAt.toISOString(),
  };
}
