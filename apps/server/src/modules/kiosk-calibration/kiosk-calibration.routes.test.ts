import type { Event, EventKioskDto, EventVirtualDto, KioskCalibration } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn, fieldPaths } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { LOCKED_CALIBRATION_MESSAGE } from './kiosk-calibration.service.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  bob = await customerOn(t, 'bob@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
let addresses = 0;
/** Each test from its own address, so the per-address limit of one test never refuses another's. */
const nextAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const PROCESSING = { enabled: true, availableForUser: { brightness: true }, halo: { enabled: true, solid: 8 } };

async function kioskEvent(customer: TestCustomer, secrets: { lockPassword?: string; pin?: string } = {}, extra: Record<string, unknown> = {}): Promise<Event> {
  counter += 1;
  const event = await createEvent(t, customer, { name: `Calibration ${counter}`, boothType: 'ipad', eventType: 'live', shutter: { imageProcessing: PROCESSING }, ...extra } as never);
  if (secrets.pin) expect((await call(t, customer, 'PATCH', `/events/${event.id}`, { kioskExitPin: secrets.pin })).statusCode).toBe(200);
  if (secrets.lockPassword) {
    const locked = await call(t, customer, 'PATCH', `/events/${event.id}`, { lockPassword: secrets.lockPassword, lockPasswordConfirmation: secrets.lockPassword });
    expect(locked.statusCode, locked.body).toBe(200);
  }
  return event;
}

const save = (slug: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'PUT', url: `/api/events/${slug}/kiosk/image-processing`, payload: payload as object, remoteAddress });

const VALUES = { brightness: 12, contrast: -8, hue: 30, gamma: 1.4, colorize: { red: 255, green: 160, blue: 60, alpha: 0.2 }, greyscale: false };

async function storedProcessing(customer: TestCustomer, slug: string) {
  const response = await call(t, customer, 'GET', `/events/${slug}?shutter=1`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Event>().shutter.imageProcessing;
}

describe('PUT /api/events/{slug}/kiosk/image-processing', () => {
  it('saves with the lock password; the kiosk and virtual guest views show the new values at once', async () => {
    const event = await kioskEvent(ada, { lockPassword: 'secret1' });
    // Both views are read (and cached) before the change.
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/kiosk` })).json<EventKioskDto>().shutter.imageProcessing.values.brightness).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/virtual` })).json<EventVirtualDto>().shutter.imageProcessing.values.brightness).toBe(0);

    const response = await save(event.slug, { secret: 'secret1', values: VALUES });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<KioskCalibration>();
    expect(answer.values).toMatchObject(VALUES);
    // Fields left out take their defaults; the halo, not sent, stays as it was.
    expect(answer.values).toMatchObject({ exposure: 0, sharpen: 0, channels: { red: 255, green: 255, blue: 255, alpha: 1 } });
    expect(answer.halo).toMatchObject({ enabled: true, solid: 8, blurRadius: 10 });

    const kiosk = (await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/kiosk` })).json<EventKioskDto>();
    expect(kiosk.shutter.imageProcessing.values).toMatchObject(VALUES);
    const virtual = (await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/virtual` })).json<EventVirtualDto>();
    expect(virtual.shutter.imageProcessing.values).toMatchObject(VALUES);
    // The rest of the feature is the organiser's and stays.
    expect(await storedProcessing(ada, event.slug)).toMatchObject({ enabled: true, availableForUser: { brightness: true, contrast: false }, values: VALUES });
  });

  it('saves with the exit PIN of an unlocked campaign, the halo too when sent', async () => {
    const event = await kioskEvent(ada, { pin: '4711' });
    const halo = { enabled: true, color: { red: 0, green: 200, blue: 255, alpha: 0.8 }, blurRadius: 20, solid: 4, offsetX: -6, offsetY: 10 };
    const response = await save(event.slug, { secret: '4711', values: { saturation: 25 }, halo });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedProcessing(ada, event.slug)).toMatchObject({ values: { saturation: 25, brightness: 0 }, halo });
  });

  it('answers the same for the same request twice', async () => {
    const event = await kioskEvent(ada, { pin: '1234' });
    const address = nextAddress();
    const first = await save(event.slug, { secret: '1234', values: VALUES }, address);
    const second = await save(event.slug, { secret: '1234', values: VALUES }, address);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
  });

  it('refuses a wrong secret with 403 and changes nothing', async () => {
    const event = await kioskEvent(ada, { pin: '4711' });
    const response = await save(event.slug, { secret: '0000', values: VALUES });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Ungültiges Passwort' });
    expect((await storedProcessing(ada, event.slug)).values.brightness).toBe(0);
  });

  it('takes only the lock password on a locked campaign, not the exit PIN', async () => {
    const event = await kioskEvent(ada, { pin: '4711', lockPassword: 'secret1' });
    const response = await save(event.slug, { secret: '4711', values: VALUES });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: LOCKED_CALIBRATION_MESSAGE });
    expect((await storedProcessing(ada, event.slug)).values.brightness).toBe(0);
  });

  it('refuses with 409 when the campaign has neither a lock password nor a PIN to check', async () => {
    const event = await kioskEvent(ada);
    const response = await save(event.slug, { secret: 'anything', values: VALUES });
    expect(response.statusCode).toBe(409);
    expect((await storedProcessing(ada, event.slug)).values.brightness).toBe(0);
  });

  it("leaves every other campaign untouched, another customer's too", async () => {
    const event = await kioskEvent(ada, { pin: '4711' });
    const sibling = await kioskEvent(ada, { pin: '4711' });
    const foreign = await kioskEvent(bob, { pin: '4711' });
    expect((await save(event.slug, { secret: '4711', values: VALUES })).statusCode).toBe(200);
    expect((await storedProcessing(ada, sibling.slug)).values.brightness).toBe(0);
    expect((await storedProcessing(bob, foreign.slug)).values.brightness).toBe(0);
    // Bob's PIN opens only Bob's campaign; his own campaign's values are his own.
    expect((await save(foreign.slug, { secret: '4711', values: { brightness: -40 } })).statusCode).toBe(200);
    expect((await storedProcessing(ada, event.slug)).values.brightness).toBe(12);
  });

  it('names the field of an invalid value, and of a missing secret', async () => {
    const event = await kioskEvent(ada, { pin: '4711' });
    const tooBright = await save(event.slug, { secret: '4711', values: { brightness: 500 } });
    expect(tooBright.statusCode).toBe(400);
    expect(fieldPaths(tooBright)).toContain('values.brightness');
    const badHalo = await save(event.slug, { secret: '4711', values: {}, halo: { color: { red: 300, green: 0, blue: 0, alpha: 1 } } });
    expect(badHalo.statusCode).toBe(400);
    expect(fieldPaths(badHalo)).toContain('halo.color.red');
    const noSecret = await save(event.slug, { values: VALUES });
    expect(noSecret.statusCode).toBe(400);
    expect(fieldPaths(noSecret)).toContain('secret');
    const noValues = await save(event.slug, { secret: '4711' });
    expect(noValues.statusCode).toBe(400);
    expect(fieldPaths(noValues)).toContain('values');
  });

  it('answers 404 for an unknown or archived campaign and 409 for a virtual booth', async () => {
    expect((await save('no-such-campaign', { secret: '4711', values: VALUES })).statusCode).toBe(404);
    const archived = await kioskEvent(ada, { pin: '4711' });
    expect((await call(t, ada, 'PUT', `/events/${archived.id}`, { archived: true })).statusCode).toBe(200);
    expect((await save(archived.slug, { secret: '4711', values: VALUES })).statusCode).toBe(404);
    counter += 1;
    const virtual = await createEvent(t, ada, { name: `Virtual ${counter}`, boothType: 'virtual', eventType: 'live' } as never);
    expect((await save(virtual.slug, { secret: '4711', values: VALUES })).statusCode).toBe(409);
  });

  it('limits saves per address and campaign (429 with Retry-After)', async () => {
    const event = await kioskEvent(ada, { pin: '4711' });
    const address = nextAddress();
    for (let i = 0; i < 10; i++) expect((await save(event.slug, { secret: '0000', values: VALUES }, address)).statusCode).toBe(403);
    const refused = await save(event.slug, { secret: '4711', values: VALUES }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still reaches it.
    expect((await save(event.slug, { secret: '4711', values: VALUES })).statusCode).toBe(200);
  });
});
