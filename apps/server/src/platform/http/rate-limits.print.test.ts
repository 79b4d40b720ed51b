import { randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, DEVICE_TOKEN_HEADER, type Event, type GuestPrintJob } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOn } from '@/modules/events/events.test-support.ts';
import { airprint, guestPicture, newJobKey, printingEvent } from '@/modules/printing/printing.test-support.ts';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { devicePolicies, guestPolicies, type Limit } from './rate-limits.ts';
import { countBy, inBursts } from './rate-limits.test-support.ts';

// Counted in Redis when the run has one, in memory otherwise (as in rate-limits.venue.test.ts); every
// test uses addresses, sessions and tokens of its own, so runs sharing a Redis never add up.
const redisUrl = process.env.REDIS_URL ?? '';

let t: TestApp;
let event: Event;

beforeAll(async () => {
  t = await buildTestApp({ REDIS_URL: redisUrl });
  const organiser = await customerOn(t, 'print-limits@example.com', 'Gold');
  // A virtual booth: the guests print from their phones (AirPrint), all behind the venue's address.
  event = await printingEvent(t, organiser, airprint);
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;

const askPrint = (shootId: string, headers: Headers, address: string) =>
  t.app.inject({ method: 'POST', url: `/api/shoots/${shootId}/print`, headers, payload: { jobKey: newJobKey(), copies: 1, method: 'airprint' }, remoteAddress: address });
const pollJob = (shootId: string, jobKey: string, headers: Headers, address: string) =>
  t.app.inject({ method: 'GET', url: `/api/shoots/${shootId}/print/${jobKey}`, headers, remoteAddress: address });

// A malformed picture id (or wait) is refused with 400 after the request was counted: the scripts below
// stay cheap, and a 429 can only come from the limit.
const NO_PICTURE = 'not-a-picture';

/** The refusal every limit answers with: 429, the usual error body, and when to try again within the limit's window. */
function expectRefused(answer: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T }, limit: Limit): void {
  expect(answer.statusCode).toBe(429);
  expect(answer.json<{ code: string; message: string }>()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining(limit.name) });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowMs / 1000);
}

describe('printing at a venue behind one address', () => {
  it('admits guests asking for prints and polling each job every second for a minute, and the AirPrint confirmation', async () => {
    const venue = someAddress();
    const guests: Array<Awaited<ReturnType<typeof guestPicture>>> = [];
    for (let i = 0; i < 3; i++) guests.push(await guestPicture(t, event));
    const [first] = guests;
    if (!first) throw new Error('no guests');
    const asked = await Promise.all(guests.map((guest) => askPrint(guest.shootId, guest.headers, venue)));
    expect(countBy(asked.map((answer) => answer.statusCode))).toEqual({ 201: guests.length });
    const jobKeys = asked.map((answer) => answer.json<GuestPrintJob>().jobKey);

    // 60 rounds of every guest polling its job: a minute at one poll a second (the counters count, whatever the pace).
    const polls = await inBursts(60 * guests.length, guests.length, (i) => {
      const guest = guests[i % guests.length] ?? first;
      return pollJob(guest.shootId, jobKeys[i % guests.length] ?? '', guest.headers, venue);
    });
    expect(countBy(polls)).toEqual({ 200: 60 * guests.length });

    const confirmed = await t.app.inject({ method: 'POST', url: `/api/shoots/${first.shootId}/print/${jobKeys[0]}/printed`, headers: first.headers, remoteAddress: venue });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }, 120_000);

  it('lets a print page and its spooler load a sheet several times, and refuses a script downloading it in a loop', async () => {
    const address = someAddress();
    const guest = await guestPicture(t, event);
    const asked = await askPrint(guest.shootId, guest.headers, address);
    expect(asked.statusCode, asked.body).toBe(201);
    const sheetUrl = asked.json<GuestPrintJob>().sheetUrl;
    if (!sheetUrl) throw new Error(`no sheet address: ${asked.body}`);
    const { pathname, search } = new URL(sheetUrl);
    const load = () => t.app.inject({ method: 'GET', url: `${pathname}${search}`, remoteAddress: address });

    const [perJob] = guestPolicies.printSheet;
    const loads = await inBursts(perJob.max, 10, load);
    expect(countBy(loads)).toEqual({ 200: perJob.max });
    expectRefused(await load(), perJob);
    // Another job's sheet from the same address is its own count (a wrong signature: 404, not 429).
    expect((await t.app.inject({ method: 'GET', url: `/api/print-sheets/${randomUUID()}${search}`, remoteAddress: address })).statusCode).toBe(404);
  }, 60_000);
});

describe('scripts', () => {
  it('refuses a script polling on one session with 429 and Retry-After, while its neighbours poll on', async () => {
    const script = someAddress();
    const [perSession] = guestPolicies.printStatus;
    const session = { [BOOTH_SESSION_HEADER]: `script-${randomUUID()}` };
    const statuses = await inBursts(perSession.max, 100, () => pollJob(NO_PICTURE, newJobKey(), session, script));
    expect(countBy(statuses)).toEqual({ 400: perSession.max });
    expectRefused(await pollJob(NO_PICTURE, newJobKey(), session, script), perSession);
    expect((await pollJob(NO_PICTURE, newJobKey(), { [BOOTH_SESSION_HEADER]: randomUUID() }, script)).statusCode).toBe(400);
  }, 60_000);

  it('limits print requests per session, and per address whatever session header a script invents', async () => {
    const address = someAddress();
    const [perSession, perAddress] = guestPolicies.print;
    const session = { [BOOTH_SESSION_HEADER]: `script-${randomUUID()}` };
    const bySession = await inBursts(perSession.max, 60, () => askPrint(NO_PICTURE, session, address));
    expect(countBy(bySession)).toEqual({ 400: perSession.max });
    expectRefused(await askPrint(NO_PICTURE, session, address), perSession);

    const invented = await inBursts(perAddress.max - perSession.max, 100, () => askPrint(NO_PICTURE, { [BOOTH_SESSION_HEADER]: randomUUID() }, address));
    expect(invented.includes(429)).toBe(false);
    expectRefused(await askPrint(NO_PICTURE, { [BOOTH_SESSION_HEADER]: randomUUID() }, address), perAddress);
  }, 60_000);

  it('counts a kiosk by its device token whatever guest sessions it sends, and a print server by its own', async () => {
    const hall = someAddress();
    const [perKiosk] = guestPolicies.print;
    const kiosk = (token: string) => ({ [DEVICE_TOKEN_HEADER]: token, [BOOTH_SESSION_HEADER]: randomUUID() });
    const kioskToken = randomUUID();
    const byKiosk = await inBursts(perKiosk.max, 60, () => askPrint(NO_PICTURE, kiosk(kioskToken), hall));
    expect(countBy(byKiosk)).toEqual({ 400: perKiosk.max });
    expectRefused(await askPrint(NO_PICTURE, kiosk(kioskToken), hall), perKiosk);
    expect((await askPrint(NO_PICTURE, kiosk(randomUUID()), hall)).statusCode).toBe(400);

    const [perDevice] = devicePolicies.print;
    const next = (token: string) => t.app.inject({ method: 'GET', url: '/api/print-server/jobs/next?waitSeconds=99', headers: { [DEVICE_TOKEN_HEADER]: token }, remoteAddress: hall });
    const serverToken = randomUUID();
    const byServer = await inBursts(perDevice.max, 100, () => next(serverToken));
    expect(countBy(byServer)).toEqual({ 400: perDevice.max });
    expectRefused(await next(serverToken), perDevice);
    // The kiosk's print status shares the device's limit; another print server in the same hall is not affected.
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/device/print-status', headers: { [DEVICE_TOKEN_HEADER]: serverToken }, remoteAddress: hall }), perDevice);
    expect((await next(randomUUID())).statusCode).toBe(400);
  }, 60_000);
});
