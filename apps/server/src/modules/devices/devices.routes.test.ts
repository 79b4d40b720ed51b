import { deviceListSchema, type Device, type DeviceList, type Event, type LicenceList } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn, fieldPaths } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { deviceHeaders, pairDevice } from './devices.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let adaEvent: Event;
let bobEvent: Event;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Free');
  bob = await customerOn(t, 'bob@example.com', 'Gold');
  adaEvent = await createEvent(t, ada, { name: 'Ada kiosk', boothType: 'ipad', eventType: 'live' } as never);
  bobEvent = await createEvent(t, bob, { name: 'Bob kiosk', boothType: 'ipad' } as never);
});
afterAll(async () => {
  await t?.close();
});

const list = async (customer: TestCustomer) => {
  const response = await call(t, customer, 'GET', '/devices');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeviceList>().items;
};
const licences = async (customer: TestCustomer) => (await call(t, customer, 'GET', '/licenses')).json<LicenceList>().items;

describe('the organiser\'s devices', () => {
  it('pairs with a free licence attached when one is left; the Free plan\'s one licence goes to the first tablet only', async () => {
    const first = await pairDevice(t, ada, { name: 'First', eventId: adaEvent.id });
    const second = await pairDevice(t, ada, { name: 'Second' });
    expect(first.device.licence).toMatchObject({ valid: true });
    expect(second.device.licence).toBeNull();
    const items = await list(ada);
    expect(deviceListSchema.strict().safeParse({ items }).success).toBe(true);
    // Newest first, each with its campaign and licence.
    expect(items.map((item) => item.name)).toEqual(['Second', 'First']);
    expect(items[1]).toMatchObject({ event: { id: adaEvent.id, name: 'Ada kiosk', slug: adaEvent.slug, boothType: 'ipad' }, licence: { id: first.device.licence?.id } });
    expect(await licences(ada)).toEqual([expect.objectContaining({ id: first.device.licence?.id, assigned: true, device: { id: first.device.id, name: 'First' } })]);
  });

  it('renames, assigns and unassigns a campaign', async () => {
    const { device } = await pairDevice(t, bob, { name: 'Bar' });
    const renamed = await call(t, bob, 'PUT', `/devices/${device.id}`, { name: '  Bar tablet  ', eventId: bobEvent.id });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Device>()).toMatchObject({ name: 'Bar tablet', event: { id: bobEvent.id, slug: bobEvent.slug } });
    const unassigned = await call(t, bob, 'PUT', `/devices/${device.id}`, { eventId: null });
    expect(unassigned.json<Device>()).toMatchObject({ name: 'Bar tablet', event: null });
    const empty = await call(t, bob, 'PUT', `/devices/${device.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it("refuses another customer's campaign with 404 naming eventId, when pairing and when assigning", async () => {
    const refusedPairing = await t.app.inject({ method: 'POST', url: '/api/devices', headers: ada.headers, payload: { pairingCode: 'ABCDEFGH', name: 'X', eventId: bobEvent.id } });
    expect(refusedPairing.statusCode, refusedPairing.body).toBe(404);
    expect(fieldPaths(refusedPairing)).toEqual(['eventId']);
    const { device } = await pairDevice(t, bob, { name: 'Mine' });
    const refused = await call(t, bob, 'PUT', `/devices/${device.id}`, { eventId: adaEvent.id });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(fieldPaths(refused)).toEqual(['eventId']);
    expect((await list(bob)).find((item) => item.id === device.id)?.event).toBeNull();
  });

  it("answers 404 for another customer's device and never lists it", async () => {
    const { device } = await pairDevice(t, bob, { name: 'Private' });
    expect((await call(t, ada, 'PUT', `/devices/${device.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call(t, ada, 'DELETE', `/devices/${device.id}`)).statusCode).toBe(404);
    expect((await list(ada)).map((item) => item.id)).not.toContain(device.id);
    expect((await list(bob)).find((item) => item.id === device.id)?.name).toBe('Private');
    expect((await call(t, bob, 'PUT', '/devices/not-a-uuid', { name: 'x' })).statusCode).toBe(400);
  });

  it('keeps a name with markup as plain text, and refuses a 10 kB name, a control character or a blank name naming `name`', async () => {
    const markup = '<script>alert(1)</script>';
    const { device } = await pairDevice(t, bob, { name: markup });
    expect(device.name).toBe(markup);
    for (const name of ['x'.repeat(10_000), 'Tab\u0007let', '   ']) {
      const response = await call(t, bob, 'PUT', `/devices/${device.id}`, { name });
      expect(response.statusCode, name.slice(0, 20)).toBe(400);
      expect(fieldPaths(response)).toEqual(['name']);
    }
  });

  it('removes a device: its token stops working at once and its licence is free for the next tablet', async () => {
    const carol = await customerOn(t, 'carol@example.com', 'Free');
    const { device, token } = await pairDevice(t, carol, { name: 'Leaving' });
    const licenceId = device.licence?.id;
    expect(licenceId).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/device', headers: deviceHeaders(token) })).statusCode).toBe(200);

    const removed = await call(t, carol, 'DELETE', `/devices/${device.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const revoked = await t.app.inject({ method: 'GET', url: '/api/device', headers: deviceHeaders(token) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'DEVICE_UNKNOWN' });
    expect(await licences(carol)).toEqual([expect.objectContaining({ id: licenceId, assigned: false, device: null })]);
    const next = await pairDevice(t, carol, { name: 'Next' });
    expect(next.device.licence?.id).toBe(licenceId);
  });

  it('refuses a device token as an organiser sign-in (401), and every organiser call without one', async () => {
    const { token } = await pairDevice(t, bob, { name: 'Not an organiser' });
    const asBearer = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { authorization: `Bearer ${token}` } });
    expect(asBearer.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/licenses', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/devices', headers: deviceHeaders(token) })).statusCode).toBe(401);
  });
});

describe('API reference', () => {
  it('documents every device and licence call with a summary; organiser calls as bearer-protected, device calls with their header', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string; security?: unknown[]; parameters?: Array<{ in: string; name: string }> }>>;
    }>();
    const calls = [
      ['/api/devices', 'get'],
      ['/api/devices', 'post'],
      ['/api/devices/{id}', 'put'],
      ['/api/devices/{id}', 'delete'],
      ['/api/devices/pairings', 'post'],
      ['/api/devices/pairings/{id}', 'get'],
      ['/api/device', 'get'],
      ['/api/device/ping', 'post'],
      ['/api/licenses', 'get'],
      ['/api/licenses/{id}/attach', 'post'],
      ['/api/licenses/{id}/detach', 'post'],
    ] as const;
    for (const [path, method] of calls) expect(doc.paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
    expect(doc.paths['/api/devices']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/device']?.get?.security).toBeUndefined();
    expect(doc.paths['/api/device/ping']?.post?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'x-device-token' }));
  });
});
