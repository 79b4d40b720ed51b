import type { DevicePrintQueue } from '@booth/shared';
import { and, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { devices, type DeviceRow } from '@/modules/devices/devices.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { printJobs } from './print-jobs.table.ts';

type Counts = Record<'queued' | 'sending' | 'printing' | 'held' | 'failed', number>;

/** Unfinished jobs by state, and the failed ones since `failedSince`, among the jobs `scope` selects. */
async function countByState(db: Db, scope: SQL, failedSince: Date): Promise<Counts> {
  const rows = await db
    .select({ state: printJobs.state, count: sql<number>`count(*)::int` })
    .from(printJobs)
    .where(and(scope, or(inArray(printJobs.state, ['queued', 'sending', 'printing', 'held']), and(eq(printJobs.state, 'failed'), gte(printJobs.updatedAt, failedSince)))))
    .groupBy(printJobs.state);
  const counts: Counts = { queued: 0, sending: 0, printing: 0, held: 0, failed: 0 };
  for (const row of rows) if (row.state in counts) counts[row.state as keyof Counts] = Number(row.count);
  return counts;
}

/** The jobs a print server serves: its customer's print-server jobs (of its campaign, when it has one) that no server sends itself. */
function servedBy(device: Pick<DeviceRow, 'customerId' | 'eventId'>): SQL {
  const scope = [eq(printJobs.customerId, device.customerId), eq(printJobs.method, 'printServer'), eq(printJobs.directSend, false)];
  if (device.eventId) scope.push(eq(printJobs.eventId, device.eventId));
  return and(...scope) as SQL;
}

/** A device's queue figures (/devices): the jobs a print server serves, or those a kiosk asked for. */
export async function devicePrintQueue(db: Db, device: Pick<DeviceRow, 'id' | 'kind' | 'customerId' | 'eventId'>, failedSince: Date): Promise<DevicePrintQueue> {
  const counts = await countByState(db, device.kind === 'printServer' ? servedBy(device) : eq(printJobs.deviceId, device.id), failedSince);
  return { queued: counts.queued + counts.sending, held: counts.held, printing: counts.printing, failed: counts.failed };
}

/** A campaign's unfinished jobs by state (the kiosk's operator page). */
export function campaignPrintCounts(db: Db, eventId: string, failedSince: Date): Promise<Counts> {
  return countByState(db, eq(printJobs.eventId, eventId), failedSince);
}

/** The print servers serving a campaign: the customer's, assigned to it or to none. */
export async function printServersOf(db: Db, customerId: string, eventId: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.customerId, customerId), eq(devices.kind, 'printServer'), or(isNull(devices.eventId), eq(devices.eventId, eventId))));
}

/** What a print server reported of its printers becomes its last state; it is online while it reports. */
export async function recordPrinters(db: Db, deviceId: string, report: { appVersion: string; printers: DeviceRow['printers'] }, at: Date): Promise<void> {
  await db.update(devices).set({ printers: report.printers, printersReportedAt: at, lastPingAt: at, appVersion: report.appVersion }).where(eq(devices.id, deviceId));
}

/** A print server polling for jobs is online. */
export async function touchPrintServer(db: Db, deviceId: string, at: Date): Promise<void> {
  await db.update(devices).set({ lastPingAt: at }).where(and(eq(devices.id, deviceId), ne(devices.kind, 'kiosk')));
}
