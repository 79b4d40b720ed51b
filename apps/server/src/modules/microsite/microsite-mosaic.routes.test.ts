import type { ShootMosaic } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import { mosaicEvent, picture, sync } from '@/modules/mosaic/mosaic-wall.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let gold: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  gold = await customerOn(t, 'gold@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

const page = async (path: string) => {
  const response = await t.app.inject({ url: path });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the microsite of a picture on a mosaic wall', () => {
  it('says so, shows where with the zoom of its tile, and links to the wall, in the guest language', async () => {
    const event = await mosaicEvent(t, gold);
    const shoot = await picture(t, event, [200, 30, 30]);
    await picture(t, event, [30, 30, 200]);
    const before = await page(`/m/${shoot.slug}`);
    expect(before).not.toContain('Dein Bild ist Teil des Mosaiks');

    await sync(t, event.id);
    const place = (await call(t, undefined, 'GET', `/shoots/${shoot.slug}/mosaic`)).json<ShootMosaic>();
    const german = await page(`/m/${shoot.slug}`);
    expect(german).toContain('<h2 id="mosaic-title">Dein Bild ist Teil des Mosaiks</h2>');
    expect(german).toContain(`<p>Reihe ${place.row}, Spalte ${place.column} von 4 × 4</p>`);
    expect(german).toContain(`<img src="/api/shoots/${shoot.slug}/mosaic/zoom" width="256" height="256" alt="Dein Bild im Mosaik, umrandet"`);
    expect(german).toContain(`<a class="btn mosaic-open" href="/mosaic/${event.slug}">Mosaik öffnen</a>`);
    // The zoom the page shows is there to be fetched.
    const zoom = await t.app.inject({ url: `/api/shoots/${shoot.slug}/mosaic/zoom` });
    expect([zoom.statusCode, zoom.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const english = await page(`/en/m/${shoot.slug}`);
    expect(english).toContain('Your picture is in the mosaic');
    expect(english).toContain(`Row ${place.row}, column ${place.column} of 4 × 4`);
    expect(english).toContain(`href="/en/mosaic/${event.slug}"`);
  });

  it('says nothing once the picture left the wall or the wall is switched off', async () => {
    const event = await mosaicEvent(t, gold);
    const hidden = await picture(t, event, [200, 30, 30]);
    const kept = await picture(t, event, [30, 200, 30]);
    await sync(t, event.id);
    expect(await page(`/m/${hidden.slug}`)).toContain('Dein Bild ist Teil des Mosaiks');

    expect((await call(t, gold, 'PATCH', `/shoots/${hidden.id}`, { isPublic: false })).statusCode).toBe(200);
    await sync(t, event.id);
    expect(await page(`/m/${hidden.slug}`)).not.toContain('Teil des Mosaiks');
    expect(await page(`/m/${kept.slug}`)).toContain('Teil des Mosaiks');

    await patchSettings(t, event.id, { screens: { presentation: { mosaic: { enabled: false } } } });
    expect(await page(`/m/${kept.slug}`)).not.toContain('Teil des Mosaiks');
  });
});
