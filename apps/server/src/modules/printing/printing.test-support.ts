import { randomBytes } from 'node:crypto';
import { BOOTH_SESSION_HEADER, type Event, type GuestPrintJob, type PrintRequest } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pairDevice, deviceHeaders } from '@/modules/devices/devices.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import { boothEvent, startSession } from '@/modules/shoots/shoots.test-support.ts';
import { findVbSessionByTokenHash } from '@/modules/shoots/shoots.repo.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import { hashToken } from '@/platform/security/tokens.ts';
import { jpeg, type TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import { printJobs, type PrintJobRow } from './print-jobs.table.ts';

type Sharing = Record<string, Record<string, unknown>>;

/** A live campaign whose share screen prints as `sharing` says (print, printServer, oneprint). */
export async function printingEvent(t: TestApp, organiser: TestCustomer, sharing: Sharing): Promise<Event> {
  // A tablet booth: it may print every way (a virtual booth only with the device's dialog or by post).
  const event = await boothEvent(t, organiser, { photo: { enabled: true } }, { boothType: 'ipad' });
  await patchSettings(t, event.id, { screens: { sharing } });
  return event;
}

export const airprint = { print: { enabled: true, method: 'airprint', maxNumber: 5 } };
export const viaPrintServer = (defaultAddress = '') => ({ printServer: { enabled: true, defaultAddress, maxNumber: 3 } });

/**
 * A guest's session and a ready, public picture it took, with a real stored JPEG as its rendition (the
 * sheet renderer reads it). `values` may make it hidden or processing.
 */
export async function guestPicture(t: TestApp, event: Event, values: { isPublic?: boolean; status?: 'ready' | 'processing'; moderatedAt?: Date | null } = {}) {
  const token = await startSession(t, event.slug);
  const session = await findVbSessionByTokenHash(t.runtime.database.db, hashToken(token));
  const picture = await jpeg(600, 900);
  const shoot = await insertShootRow(t, event.id, 'print', { sessionId: session?.id, isPublic: values.isPublic ?? true, status: values.status ?? 'ready', moderatedAt: values.moderatedAt ?? null });
  const key = `shoots/${event.id}/${shoot.id}/main.jpg`;
  await t.runtime.files.put(key, picture, { contentType: 'image/jpeg' });
  await t.runtime.database.db
    .update(shoots)
    .set({ renditions: { main: { path: key, size: picture.length, mimetype: 'image/jpeg' } }, width: 600, height: 900 })
    .where(eq(shoots.id, shoot.id));
  return { shootId: shoot.id, session: token, headers: { [BOOTH_SESSION_HEADER]: token } };
}

export const newJobKey = () => randomBytes(9).toString('base64url');

export function requestPrint(t: TestApp, shootId: string, headers: Record<string, string>, body: Partial<PrintRequest>) {
  return t.app.inject({ method: 'POST', url: `/api/shoots/${shootId}/print`, headers, payload: { jobKey: newJobKey(), copies: 1, method: 'airprint', ...body } });
}

export async function printed(t: TestApp, shootId: string, headers: Record<string, string>, body: Partial<PrintRequest>): Promise<GuestPrintJob> {
  const response = await requestPrint(t, shootId, headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GuestPrintJob>();
}

export async function jobRow(t: TestApp, shootId: string, jobKey: string): Promise<PrintJobRow> {
  const [row] = await t.runtime.database.db.select().from(printJobs).where(eq(printJobs.jobKey, jobKey));
  if (!row || row.shootId !== shootId) throw new Error(`no print job ${jobKey}`);
  return row;
}

export async function jobsOfEvent(t: TestApp, eventId: string): Promise<PrintJobRow[]> {
  return t.runtime.database.db.select().from(printJobs).where(eq(printJobs.eventId, eventId));
}

/** A paired print server of the organiser (pairing with kind printServer), optionally assigned to a campaign. */
export async function pairPrintServer(t: TestApp, organiser: TestCustomer, eventId: string | null = null) {
  const paired = await pairDevice(t, organiser, { name: 'Drucker-PC', eventId, kind: 'printServer' });
  return { ...paired, headers: deviceHeaders(paired.token) };
}
