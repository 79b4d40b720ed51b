import { DEVICE_PING_GRACE_MS, DEVICE_PING_INTERVAL_MS, PLAN_LICENCE_DAYS, deviceSelfSchema, type DeviceList, type DevicePing, type DeviceSelf, type Event } from '@booth/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn, fieldPaths } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { deviceHeaders, pairDevice } from './devices.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let event: Event;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Platinum');
  event = await createEvent(t, ada, { name: 'Foyer', boothType: 'ipad', eventType: 'live' } as never);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const self = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/device', headers });
const ping = (token: string, body: unknown) => t.app.inject({ method: 'POST', url: '/api/device/ping', headers: deviceHeaders(token), payload: body as object });

const report: DevicePing = {
  appVersion: 'kiosk/2.1.0',
  eventSlug: 'foyer',
  queue: { waiting: 3, oldestCapturedAt: '2030-05-01T10:00:00.000Z', lastUploadAt: null, lastError: 'network down' },
  storage: { usageBytes: 52_000_000, quotaBytes: 2_000_000_000, persisted: true },
};

async function listed(deviceId: string) {
  const items = (await call(t, ada, 'GET', '/devices')).json<DeviceList>().items;
  const found = items.find((item) => item.id === deviceId);
  if (!found) throw new Error('device not listed');
  return found;
}

describe('a device asking about itself', () => {
  it('may start sessions with a campaign and a valid licence; says why not otherwise (licence first)', async () => {
    const { device, token } = await pairDevice(t, ada, { name: 'Foyer tablet' });
    const unassigned = await self(deviceHeaders(token));
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect(deviceSelfSchema.strict().safeParse(unassigned.json()).success).toBe(true);
    expect(unassigned.json<DeviceSelf>()).toMatchObject({ id: device.id, name: 'Foyer tablet', event: null, licence: { valid: true }, canStart: false, blocked: 'noCampaign' });

    await call(t, ada, 'PUT', `/devices/${device.id}`, { eventId: event.id });
    expect((await self(deviceHeaders(token))).json<DeviceSelf>()).toMatchObject({ event: { id: event.id, slug: event.slug, boothType: 'ipad' }, canStart: true, blocked: null });

    t.clock.offsetMs = (PLAN_LICENCE_DAYS + 1) * 24 * 60 * 60_000;
    expect((await self(deviceHeaders(token))).json<DeviceSelf>()).toMatchObject({ licence: { valid: false }, canStart: false, blocked: 'licenceExpired' });
    t.clock.offsetMs = 0;

    const licenceId = device.licence?.id ?? '';
    expect((await call(t, ada, 'POST', `/licenses/${licenceId}/detach`)).statusCode).toBe(200);
    expect((await self(deviceHeaders(token))).json<DeviceSelf>()).toMatchObject({ licence: null, canStart: false, blocked: 'noLicence' });
  });

  it('stores what a ping reports; the organiser sees the device online, still after one missed ping, and offline after two', async () => {
    const { device, token } = await pairDevice(t, ada, { name: 'Pinging' });
    expect((await listed(device.id)).online).toBe(false);
    const answer = await ping(token, report);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<DeviceSelf>()).toMatchObject({ id: device.id, name: 'Pinging' });

    const seen = await listed(device.id);
    expect(seen).toMatchObject({ online: true, appVersion: 'kiosk/2.1.0', runningEventSlug: 'foyer', queue: report.queue, storage: report.storage });
    expect(seen.lastPingAt).not.toBeNull();

    // One ping missed and the next one late: still online.
    t.clock.offsetMs = 2 * DEVICE_PING_INTERVAL_MS + 5000;
    expect((await listed(device.id)).online).toBe(true);
    // Two missed (a closed tablet): offline about a minute after its last ping, its last report still shown.
    t.clock.offsetMs = 2 * DEVICE_PING_INTERVAL_MS + DEVICE_PING_GRACE_MS + 1000;
    expect(await listed(device.id)).toMatchObject({ online: false, lastPingAt: seen.lastPingAt, queue: report.queue });
    // The next ping (on the app's clock) brings it back, with a queue that drained.
    expect((await ping(token, { ...report, queue: { ...report.queue, waiting: 0, lastError: null } })).statusCode).toBe(200);
    expect(await listed(device.id)).toMatchObject({ online: true, queue: { waiting: 0, lastError: null } });
  });

  it('refuses a ping with a 10 kB app version or a control character in the queue error, naming the field', async () => {
    const { token } = await pairDevice(t, ada, { name: 'Hostile' });
    const long = await ping(token, { ...report, appVersion: 'v'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(fieldPaths(long)).toEqual(['appVersion']);
    const forged = await ping(token, { ...report, queue: { ...report.queue, lastError: 'ok\u001b[2J' } });
    expect(forged.statusCode).toBe(400);
    expect(fieldPaths(forged)).toEqual(['queue.lastError']);
  });

  it('answers 401 DEVICE_UNKNOWN without a device token, with an unknown one, and with an organiser token in its place', async () => {
    const refusals = [
      await self({}),
      await self(deviceHeaders('made-up-token')),
      await self(deviceHeaders(ada.token)),
      // An organiser's sign-in is no device: auth 'none' routes never look at it.
      await self(ada.headers),
      await ping(ada.token, report),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'DEVICE_UNKNOWN' });
    }
  });
});
