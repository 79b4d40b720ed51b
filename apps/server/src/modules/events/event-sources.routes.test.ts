import { randomUUID } from 'node:crypto';
import type { Event, MosaicWall } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picture } from '@/modules/mosaic/mosaic-wall.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { call, createEvent, customerOn, fieldPaths } from './events.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  ben = await customerOn(t, 'ben@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

const PATH = 'screens.presentation.mosaic.eventSources';
const mosaicBody = (mosaic: Record<string, unknown>) => ({ screens: { presentation: { mosaic } } });

/** The campaign's screens with the mosaic changed (PUT replaces a section whole). */
async function screensWith(owner: TestCustomer, event: Event, mosaic: Record<string, unknown>) {
  const { screens } = (await call(t, owner, 'GET', `/events/${event.slug}?screens=1`)).json<Event>();
  return { screens: { ...screens, presentation: { ...screens.presentation, mosaic: { ...screens.presentation.mosaic, ...mosaic } } } };
}

describe('mosaic event sources', () => {
  it("refuses another customer's campaign or an unknown id on create, naming the entry; takes the organiser's own", async () => {
    const own = await createEvent(t, ada, { name: 'Own' });
    const archived = await createEvent(t, ada, { name: 'Old' });
    expect((await call(t, ada, 'PUT', `/events/${archived.id}`, { archived: true })).json()).toMatchObject({ archived: true });
    const foreign = await createEvent(t, ben, { name: 'Foreign' });

    const refused = await call(t, ada, 'POST', '/events', { name: 'Wall', ...mosaicBody({ eventSources: [own.id, foreign.id, randomUUID()] }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION' });
    expect(fieldPaths(refused)).toEqual([`${PATH}.1`, `${PATH}.2`]);

    const created = await createEvent(t, ada, { name: 'Wall', ...mosaicBody({ eventSources: [own.id, archived.id] }) } as never);
    expect(created.screens.presentation.mosaic.eventSources).toEqual([own.id, archived.id]);
  });

  it('refuses a foreign campaign brought in by an update, and keeps saving a campaign whose source was deleted since', async () => {
    const own = await createEvent(t, ada, { name: 'Source' });
    const foreign = await createEvent(t, ben, { name: 'Not yours' });
    const wall = await createEvent(t, ada, { name: 'Wall', ...mosaicBody({ eventSources: [own.id] }) } as never);

    const refused = await call(t, ada, 'PUT', `/events/${wall.id}`, await screensWith(ada, wall, { eventSources: [own.id, foreign.id] }));
    expect(refused.statusCode).toBe(400);
    expect(fieldPaths(refused)).toEqual([`${PATH}.1`]);

    expect((await call(t, ada, 'DELETE', `/events/${own.id}`)).statusCode).toBe(200);
    const saved = await call(t, ada, 'PUT', `/events/${wall.id}`, { name: 'Wall, renamed' });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('a save that switches the mosaic on queues the wall, which then holds the pictures already taken', async () => {
    const event = await createEvent(t, ada, { name: 'Later wall', boothType: 'virtual', eventType: 'live' } as never);
    await picture(t, event, [200, 20, 20]);
    await picture(t, event, [20, 200, 20]);
    await t.drainJobs();
    const { placeBehaviour } = event.screens.presentation.mosaic;
    const small = { resolution: 'SD', dimension: { width: 1, height: 1 }, options: { automaticCellSize: true, minCellSize: 20, extraCellSize: null, expectedPictures: 16 } };
    const put = await call(t, ada, 'PUT', `/events/${event.id}`, await screensWith(ada, event, { enabled: true, ...small, placeBehaviour: { ...placeBehaviour, fillMode: 'preload' } }));
    expect(put.statusCode, put.body).toBe(200);
    expect(await t.drainJobs()).toBeGreaterThan(0);
    const wall = (await call(t, undefined, 'GET', `/events/${event.slug}/mosaic`)).json<MosaicWall>();
    expect(wall.placements).toHaveLength(2);
  });
});

describe('deleting a campaign', () => {
  it("removes its pictures' and its wall's files with it, and no other campaign's", async () => {
    const gone = await createEvent(t, ada, { name: 'Gone' });
    const kept = await createEvent(t, ada, { name: 'Kept' });
    const keys = [`shoots/${gone.id}/a/display.jpg`, `mosaic/${gone.id}/g1/ab/tile.jpg`, `shoots/${kept.id}/a/display.jpg`];
    for (const key of keys) await t.runtime.files.put(key, Buffer.from('x'), { contentType: 'image/jpeg' });

    expect((await call(t, ada, 'DELETE', `/events/${gone.id}`)).statusCode).toBe(200);
    expect(await Promise.all(keys.map((key) => t.runtime.files.exists(key)))).toEqual([false, false, true]);
  });
});
