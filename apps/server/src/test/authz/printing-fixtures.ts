import { BOOTH_SESSION_HEADER, type ClaimedPrintJob } from '@booth/shared';
import { expect } from 'vitest';
import { deviceHeaders, pairDevice } from '@/modules/devices/devices.test-support.ts';
import { createSheetLinks, SHEET_LINK_TTL_MS } from '@/modules/printing/print-sheet-links.ts';
import { airprint, guestPicture, jobRow, pairPrintServer, printed, viaPrintServer } from '@/modules/printing/printing.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import type { Fixtures } from './fixtures.ts';

/** What the printing entries of the matrix name (expectations-printing.ts), made once per fixtures. */
export interface PrintingFixtures {
  /** An AirPrint job the guest principal's session asked for on its own picture. */
  guestJobKey: string;
  /** X-Device-Token values: the owner's kiosk and print server (both on the tablet campaign), another customer's. */
  tokens: { kiosk: string; printServer: string; theirKiosk: string; theirPrintServer: string };
  /** A print-server job of the tablet campaign the owner's print server has claimed (sending): its PDF and reports are that server's alone. */
  claimedJobId: string;
  /** AirPrint jobs of the same picture of the tablet campaign (ready, public, a real JPEG): one whose sheet is fetched, one the organiser cancels. */
  sheetJobId: string;
  cancelJobId: string;
}

const prepared = new WeakMap<Fixtures, Promise<PrintingFixtures>>();

async function prepare(f: Fixtures): Promise<PrintingFixtures> {
  const { t } = f;
  // The virtual booth prints with the guest's own print dialog (AirPrint); the tablet campaign also
  // through a print server at the venue (a virtual booth cannot: its guests are not at the printer).
  await patchSettings(t, f.event.id, { screens: { sharing: airprint } });
  await patchSettings(t, f.kiosk.id, { screens: { sharing: { ...airprint, ...viaPrintServer() } } });
  // One after the other: each pairing is two calls, and the confirmations share a table.
  const kiosk = await pairDevice(t, f.owner, { name: 'Kiosk', eventId: f.kiosk.id });
  const printServer = await pairPrintServer(t, f.owner, f.kiosk.id);
  const theirKiosk = await pairDevice(t, f.another, { name: 'Their kiosk' });
  const theirPrintServer = await pairPrintServer(t, f.another);

  const guestJob = await printed(t, f.guestShootId, { [BOOTH_SESSION_HEADER]: f.guestToken }, { method: 'airprint' });
  // A picture taken at the tablet, printed by the tablet (its device token), once each way.
  const picture = await guestPicture(t, f.kiosk);
  const atKiosk = deviceHeaders(kiosk.token);
  const sent = await printed(t, picture.shootId, atKiosk, { method: 'printServer' });
  const claim = await t.app.inject({ method: 'GET', url: '/api/print-server/jobs/next?waitSeconds=0', headers: printServer.headers });
  expect(claim.statusCode, claim.body).toBe(200);
  const claimed = claim.json<ClaimedPrintJob>();
  expect(claimed.jobKey, 'the print server claims the only print-server job of its campaign').toBe(sent.jobKey);
  const sheet = await printed(t, picture.shootId, atKiosk, { method: 'airprint' });
  const cancel = await printed(t, picture.shootId, atKiosk, { method: 'airprint' });
  return {
    guestJobKey: guestJob.jobKey,
    tokens: { kiosk: kiosk.token, printServer: printServer.token, theirKiosk: theirKiosk.token, theirPrintServer: theirPrintServer.token },
    claimedJobId: claimed.id,
    sheetJobId: (await jobRow(t, picture.shootId, sheet.jobKey)).id,
    cancelJobId: (await jobRow(t, picture.shootId, cancel.jobKey)).id,
  };
}

export function printing(f: Fixtures): Promise<PrintingFixtures> {
  let ready = prepared.get(f);
  if (!ready) {
    ready = prepare(f);
    prepared.set(f, ready);
  }
  return ready;
}

/**
 * The query of a job's signed sheet address, made with this installation's secret as the app makes it
 * (`at` moves the moment it is made: SHEET_LINK_TTL_MS and more before now is an expired one).
 */
export async function sheetQuery(f: Fixtures, jobId: string, at = new Date()): Promise<Record<string, string>> {
  const links = createSheetLinks({ db: f.t.runtime.database.db, publicUrl: 'http://booth.test', now: () => at });
  const url = new URL(await links.urlFor(jobId));
  return Object.fromEntries(url.searchParams);
}

export const expiredAt = () => new Date(Date.now() - SHEET_LINK_TTL_MS - 60_000);

/** The organiser cancels a job of the tablet campaign (POST …/cancel; cancelling again answers the same cancelled job). */
export async function cancelled(f: Fixtures, jobId: string): Promise<string> {
  const response = await f.t.app.inject({ method: 'POST', url: `/api/events/${f.kiosk.id}/printJobs/${jobId}/cancel`, headers: f.owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  return jobId;
}
