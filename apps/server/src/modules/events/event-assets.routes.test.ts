import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, png, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { call, createEvent, customerOn, fieldPaths } from './events.test-support.ts';

/*
 * A campaign may name only the organiser's own assets and public ones: another customer's private
 * asset, a deleted one or an id that never was one is a 400 naming the setting — on create, update
 * and copy — and nothing is stored.
 */

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;
let own: string;
let foreign: string;
let shared: string;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  ben = await customerOn(t, 'ben@example.com', 'Gold');
  const admin = await customerOn(t, 'root@example.com', 'Free');
  await makeAdmin(t, admin);
  const image = await png(1536, 2048, 0.5);
  own = (await uploadOk(t, ada, 'overlay', 'mine.png', image)).id;
  foreign = (await uploadOk(t, ben, 'overlay', 'bens.png', image)).id;
  shared = (await uploadOk(t, ben, 'banner', 'public.png', await png(600, 200, 0))).id;
  expect((await call(t, admin, 'PATCH', `/assets/${shared}`, { isPublic: true })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function eventNames(customer: TestCustomer): Promise<string[]> {
  return (await call(t, customer, 'GET', '/events/short')).json<Array<{ name: string }>>().map((event) => event.name);
}

describe('creating a campaign', () => {
  it('takes own and public assets, in any setting that names an asset', async () => {
    const event = await createEvent(t, ada, {
      name: 'Own and public',
      virtualSettings: { banner: shared, fontId: null },
      shutter: { photo: { overlays: [own] } },
    });
    expect(event.virtualSettings.banner).toBe(shared);
    expect(event.shutter.photo.overlays).toEqual([own]);
  });

  it.each([
    ['another customer\'s private asset', () => foreign],
    ['an id that is no asset', () => randomUUID()],
  ])('refuses %s, naming the setting, and stores nothing', async (_case, id) => {
    const response = await call(t, ada, 'POST', '/events', { name: 'Borrowed', virtualSettings: { banner: id() }, shutter: { photo: { overlays: [own, id()] } } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(fieldPaths(response).sort()).toEqual(['shutter.photo.overlays.1', 'virtualSettings.banner']);
    expect(response.json<{ message: string }>().message).toContain('virtualSettings.banner');
    expect(await eventNames(ada)).not.toContain('Borrowed');
  });

  it('checks references inside print layouts and text formats too', async () => {
    const response = await call(t, ada, 'POST', '/events', {
      name: 'Layout',
      screens: { sharing: { printLayoutCreator: { settings: { photo: { nodes: [{ id: 'logo', type: 'image', assetId: foreign }] } } } } },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldPaths(response)).toEqual(['screens.sharing.printLayoutCreator.settings.photo.nodes.0.assetId']);
  });
});

describe('updating a campaign', () => {
  it('refuses a new reference to another customer\'s asset or a random id, and keeps the stored settings', async () => {
    const event = await createEvent(t, ada, { name: 'Update me', shutter: { photo: { overlays: [own] } } });
    for (const id of [foreign, randomUUID()]) {
      const response = await call(t, ada, 'PUT', `/events/${event.id}`, { virtualSettings: { ...event.virtualSettings, banner: id } });
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldPaths(response)).toEqual(['virtualSettings.banner']);
    }
    const stored = (await call(t, ada, 'GET', `/events/${event.slug}`)).json<Event>();
    expect(stored.virtualSettings.banner).toBeNull();
  });

  it('does not let an asset deleted while the campaign used it block an unrelated save', async () => {
    const soonGone = (await uploadOk(t, ada, 'overlay', 'gone.png', await png(1536, 2048, 0.5))).id;
    const event = await createEvent(t, ada, { name: 'Stale', shutter: { photo: { overlays: [soonGone] } } });
    expect((await call(t, ada, 'DELETE', `/assets/${soonGone}`)).statusCode).toBe(200);
    const response = await call(t, ada, 'PUT', `/events/${event.id}`, { name: 'Stale, renamed', shutter: event.shutter });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('copying a campaign', () => {
  it('refuses a copy that would name an asset that is gone, naming where; the source stays as it was', async () => {
    const soonGone = (await uploadOk(t, ada, 'banner', 'banner.png', await png(600, 200, 0))).id;
    const event = await createEvent(t, ada, { name: 'Source', virtualSettings: { banner: soonGone } });
    expect((await call(t, ada, 'DELETE', `/assets/${soonGone}`)).statusCode).toBe(200);
    const response = await call(t, ada, 'POST', `/events/${event.id}/duplicate`, { name: 'The copy' });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldPaths(response)).toEqual(['virtualSettings.banner']);
    expect(await eventNames(ada)).not.toContain('The copy');
  });

  it('copies a campaign whose assets are all usable', async () => {
    const event = await createEvent(t, ada, { name: 'Good source', virtualSettings: { banner: shared }, shutter: { photo: { overlays: [own] } } });
    const response = await call(t, ada, 'POST', `/events/${event.id}/duplicate`, { name: 'Good copy' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Event>().shutter.photo.overlays).toEqual([own]);
  });
});
