/* The authorisation matrix's entries for the printing routes (see expectations.ts for profiles and how to write one). */
import { newJobKey } from '@/modules/printing/printing.test-support.ts';
import type { Fixtures } from './fixtures.ts';
import { principals } from './principals.ts';
import { cancelled, expiredAt, printing, sheetQuery, type PrintingFixtures } from './printing-fixtures.ts';
import { everyone, NAMES_FOREIGN, route, type Entry, type Outcome, type Probe } from './profiles.ts';
import type { RouteKey } from './route-table.ts';

type Token = keyof PrintingFixtures['tokens'];
/** Every principal sends this device's X-Device-Token: the device is the caller. */
const as = (device: Token) => async (f: Fixtures) => (await printing(f)).tokens[device];
/** A device's call: every principal gets `outcome` (the device decides, not who else the request names). */
const asDevice = (device: Token, probe: Probe, outcome: Outcome = 'ok') => route('public', { ...probe, deviceToken: as(device), differs: everyone(outcome) });
const jobId = (job: 'claimedJobId' | 'sheetJobId' | 'cancelJobId') => async (f: Fixtures) => (await printing(f))[job];

/**
 * A guest print call: the session that took the picture, or a kiosk of the same organiser (any of its
 * campaigns' pictures). Another session's picture, another organiser's kiosk and a print server's token
 * (no kiosk) are answered like an unknown picture.
 */
function guestCall(probe: Probe): Entry {
  const otherPicture = async (f: Fixtures) => ({ ...(await probe.params?.(f)), shootId: f.shoot.id });
  return route('guestSession', {
    ...probe,
    also: {
      'on a picture another session took': route('guestSession', { ...probe, params: otherPicture, differs: { guest: 404 } }),
      "from the owner's kiosk": asDevice('kiosk', probe),
      "from another organiser's kiosk": asDevice('theirKiosk', probe, 404),
      "with the owner's print server's token": asDevice('printServer', probe, 404),
    },
  });
}

/**
 * A print server program's call: without a device token nobody (401); the owner's print server ok; a
 * kiosk's token 403 (DEVICE_NOT_ALLOWED). `theirs` is what another customer's print server gets: its
 * own (ok) for calls about itself, 404 for a job of the owner's.
 */
function printServerCall(probe: Probe, theirs: Outcome): Entry {
  return route('device', {
    ...probe,
    also: {
      "as the owner's print server": asDevice('printServer', probe),
      "as the owner's kiosk": asDevice('kiosk', probe, 403),
      "as another customer's print server": asDevice('theirPrintServer', probe, theirs),
    },
  });
}

const guestJob = async (f: Fixtures) => ({ shootId: f.guestShootId, jobKey: (await printing(f)).guestJobKey });
/** A job of the tablet campaign, named under it. */
const organiserJob = (job: 'claimedJobId' | 'cancelJobId') => async (f: Fixtures) => ({ id: f.kiosk.id, jobId: await jobId(job)(f) });
/** The owner's job named under another customer's campaign, and under the owner's other campaign: 404 for whoever may act on either. */
const misnamed = (job: 'claimedJobId' | 'cancelJobId') => ({
  "another's campaign naming the owner's job": route('ownerWrites', { params: async (f) => ({ id: f.theirs.eventId, jobId: await jobId(job)(f) }), differs: NAMES_FOREIGN }),
  "the owner's other campaign naming this job": route('ownerWrites', { params: async (f) => ({ id: f.event.id, jobId: await jobId(job)(f) }), differs: NAMES_FOREIGN }),
});

const sheet = async (f: Fixtures) => ({ jobId: await jobId('sheetJobId')(f) });
const forged = (query: Record<string, string>) => ({ ...query, sig: `${query.sig?.startsWith('A') ? 'B' : 'A'}${query.sig?.slice(1) ?? ''}` });
const health = () => ({ state: 'idle', reasons: [], checkedAt: new Date().toISOString() });

export const PRINTING_MATRIX: Record<RouteKey, Entry> = {
  // The guest's print calls (issue 25): the guest's session on its own picture, or the organiser's kiosk.
  'POST /api/shoots/:shootId/print': guestCall({ params: guestJob, body: () => ({ jobKey: newJobKey(), copies: 1, method: 'airprint' }) }),
  'GET /api/shoots/:shootId/print/:jobKey': guestCall({ params: guestJob }),
  'POST /api/shoots/:shootId/print/:jobKey/printed': guestCall({ params: guestJob }),

  // The signed sheet address an AirPrint page loads without any header: the signature is the door.
  'GET /api/print-sheets/:jobId': route('public', {
    params: sheet,
    query: async (f) => sheetQuery(f, await jobId('sheetJobId')(f)),
    also: {
      'with an expired signature': route('public', { params: sheet, query: async (f) => sheetQuery(f, await jobId('sheetJobId')(f), expiredAt()), differs: everyone(404) }),
      'with a forged signature': route('public', { params: sheet, query: async (f) => forged(await sheetQuery(f, await jobId('sheetJobId')(f))), differs: everyone(404) }),
      "with another job's signature": route('public', { params: sheet, query: async (f) => sheetQuery(f, await jobId('cancelJobId')(f)), differs: everyone(404) }),
      'of a job the organiser cancelled': route('public', {
        params: async (f) => ({ jobId: await cancelled(f, await jobId('cancelJobId')(f)) }),
        query: async (f) => sheetQuery(f, await jobId('cancelJobId')(f)),
        differs: everyone(404),
      }),
    },
  }),

  // The organiser's print jobs (campaigns §7): admins read any campaign's, changes stay with the owner (or support mode).
  'GET /api/events/:id/printJobs': route('owned', {
    query: () => ({ state: 'queued' }),
    also: {
      "of another customer's campaign": route('owned', {
        params: (f) => ({ id: f.theirs.eventId }),
        differs: { another: 'ok', customer: 404, support: 404 },
        unseenBy: ['another', 'admin'],
      }),
    },
  }),
  'POST /api/events/:id/printJobs/:jobId/cancel': route('ownerWrites', { params: organiserJob('cancelJobId'), also: misnamed('cancelJobId') }),
  'POST /api/events/:id/printJobs/:jobId/reprint': route('ownerWrites', { params: organiserJob('claimedJobId'), also: misnamed('claimedJobId') }),

  // The print server program (X-Device-Token of a device of kind printServer). The document comes before the
  // reports, which may end the claim.
  'POST /api/print-server/printers': printServerCall(
    { body: () => ({ appVersion: 'print-server/authz', printers: [{ uri: 'ipp://192.168.1.20:631/ipp/print', name: 'Drucker', health: health() }] }) },
    'ok',
  ),
  'GET /api/print-server/jobs/next': printServerCall({ query: () => ({ waitSeconds: '0' }) }, 'ok'),
  'GET /api/print-server/jobs/:id/document': printServerCall({ params: async (f) => ({ id: await jobId('claimedJobId')(f) }) }, 404),
  'POST /api/print-server/jobs/:id/report': printServerCall({ params: async (f) => ({ id: await jobId('claimedJobId')(f) }), body: () => ({ state: 'printing', ippJobId: 7, printer: health() }) }, 404),

  // A kiosk's print status: its own campaign's printers and counts; a print server is no kiosk (403).
  'GET /api/device/print-status': route('device', {
    also: {
      "as the owner's kiosk": asDevice('kiosk', {}),
      "as the owner's print server": asDevice('printServer', {}, 403),
      "as another customer's kiosk": asDevice('theirKiosk', { unseenBy: principals }),
    },
  }),
};
