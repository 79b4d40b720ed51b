import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { fields, file, postShoot, someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { vbSessions } from '@/modules/shoots/shoots.table.ts';
import { jpeg, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { licences } from './devices.table.ts';
import { deviceHeaders, newDeviceToken, pairDevice } from './devices.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let event: Event;

beforeAll(async () => {
  t = await buildTestApp();
  // Platinum: ten licences, so every tablet below is paired with one.
  ada = await customerOn(t, 'ada@example.com', 'Platinum');
  bob = await customerOn(t, 'bob@example.com', 'Gold');
  event = await createEvent(t, ada, { name: 'Kiosk night', boothType: 'ipad', eventType: 'live', shutter: { photo: { enabled: true } } } as never);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const startSession = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/events/${event.slug}/vbSessions`, headers: { 'user-agent': 'Kiosk/1.0', ...headers }, remoteAddress: someAddress() });

async function sessionsStored(): Promise<number> {
  const [row] = await t.runtime.database.db.select({ value: count() }).from(vbSessions).where(eq(vbSessions.eventId, event.id));
  return row?.value ?? 0;
}

/** Starting a session is refused with this status and code, and stores nothing. */
async function expectRefused(headers: Record<string, string>, status: number, code: string): Promise<string> {
  const before = await sessionsStored();
  const response = await startSession(headers);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code });
  expect(await sessionsStored()).toBe(before);
  return response.json<{ message: string }>().message;
}

describe('guest sessions started by a paired device', () => {
  it('starts one on a device with a valid licence, and without the header as before (a plain browser)', async () => {
    const { token } = await pairDevice(t, ada, { name: 'Licensed', eventId: event.id });
    expect((await startSession(deviceHeaders(token))).statusCode).toBe(201);
    expect((await startSession({})).statusCode).toBe(201);
  });

  it('starts a burst of spare sessions at once from one tablet (its offline pool filling as the campaign opens), each its own', async () => {
    const { token } = await pairDevice(t, ada, { name: 'Pool', eventId: event.id });
    const before = await sessionsStored();
    const address = someAddress();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `/api/events/${event.slug}/vbSessions`, headers: deviceHeaders(token), remoteAddress: address })),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(new Set(burst.map((response) => response.json<{ token: string }>().token)).size).toBe(10);
    expect(await sessionsStored()).toBe(before + 10);
  });

  it('refuses a new session once the licence expired (403 LICENCE_EXPIRED, saying so); a picture of an earlier session still arrives', async () => {
    const { device, token } = await pairDevice(t, ada, { name: 'Expired', eventId: event.id });
    const earlier = await startSession(deviceHeaders(token));
    expect(earlier.statusCode, earlier.body).toBe(201);
    await t.runtime.database.db.update(licences).set({ expireAt: new Date(Date.now() - 60_000) }).where(eq(licences.deviceId, device.id));
    const message = await expectRefused(deviceHeaders(token), 403, 'LICENCE_EXPIRED');
    expect(message).toMatch(/licence expired/);
    // The offline queue drains: uploads carry their guest session, which the licence never gates.
    const queued = await postShoot(t, event.slug, earlier.json<{ token: string }>().token, [...fields({ id: randomUUID(), kind: 'photo', locale: 'de' }), file(await jpeg(600, 800))]);
    expect(queued.statusCode, queued.body).toBe(201);
  });

  it('refuses a device once the app clock passes its licence', async () => {
    const { token } = await pairDevice(t, ada, { name: 'Aging', eventId: event.id });
    t.clock.offsetMs = 400 * 24 * 60 * 60_000;
    await expectRefused(deviceHeaders(token), 403, 'LICENCE_EXPIRED');
  });

  it('refuses a device without a licence (403 LICENCE_REQUIRED, saying so)', async () => {
    const { device, token } = await pairDevice(t, ada, { name: 'Unlicensed', eventId: event.id });
    expect((await call(t, ada, 'POST', `/licenses/${device.licence?.id ?? ''}/detach`)).statusCode).toBe(200);
    const message = await expectRefused(deviceHeaders(token), 403, 'LICENCE_REQUIRED');
    expect(message).toMatch(/no licence/);
  });

  it("refuses another organiser's device (403 DEVICE_NOT_ALLOWED), an unknown token and a removed device's (401 DEVICE_UNKNOWN)", async () => {
    const { token: bobsToken } = await pairDevice(t, bob, { name: 'Bob tablet' });
    await expectRefused(deviceHeaders(bobsToken), 403, 'DEVICE_NOT_ALLOWED');
    await expectRefused(deviceHeaders(newDeviceToken().token), 401, 'DEVICE_UNKNOWN');
    await expectRefused(deviceHeaders(ada.token), 401, 'DEVICE_UNKNOWN');
    const { device, token } = await pairDevice(t, ada, { name: 'Removed' });
    expect((await call(t, ada, 'DELETE', `/devices/${device.id}`)).statusCode).toBe(204);
    await expectRefused(deviceHeaders(token), 401, 'DEVICE_UNKNOWN');
  });
});
