import { randomUUID } from 'node:crypto';
import { applyImageOps, FILTER_PRESETS, type Event } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { editsField, kioskEvent, layerPart, layerPng, renderUploaded, setReview } from './shoot-edits.test-support.ts';
import { bandPng, BLUE, GREEN, near, pixel, RED, solidJpeg, stored, YELLOW } from './shoot-processing.test-support.ts';
import { fields, file, frame, postShoot, startSession } from './shoots.test-support.ts';

const [vivid, mono] = FILTER_PRESETS;

let t: TestApp;
let ada: TestCustomer;
let kiosk: Event;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'kiosk-render@example.com');
  const overlayId = (await uploadOk(t, ada, 'overlay', 'band.png', await bandPng(300, 400, YELLOW, 0.75, 1))).id;
  kiosk = await kioskEvent(t, ada, {
    dimension: '3:4',
    shutter: { photo: { enabled: true, overlays: [overlayId] }, gif: { enabled: true, fps: 4 } },
    screens: { review: { drawEnabled: true, filterEnabled: true, gifSpeedEnabled: true } },
  });
  await setReview(t, kiosk.id, { guestFilters: [mono!.id, vivid!.id] });
  token = await startSession(t, kiosk.slug);
});
afterAll(async () => {
  await t?.close();
});

/** A blue square over the top-left of a 60 × 80 picture, the rest transparent. */
const corner = () => layerPng(60, 80, BLUE, { x: 0, y: 0, width: 20, height: 20 });
/** A blue square over the bottom-left, where the overlay's band is. */
const lowCorner = () => layerPng(60, 80, BLUE, { x: 0, y: 60, width: 20, height: 20 });

async function uploadPhoto(parts: Parameters<typeof postShoot>[3]): Promise<string> {
  const id = randomUUID();
  const response = await postShoot(t, kiosk.slug, token, [...fields({ id, kind: 'photo' }), ...parts]);
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

describe('the rendition of a reviewed picture', () => {
  it('shows the edit layer where the guest put it, over the overlay, and keeps the original as taken', async () => {
    const overlayId = kiosk.shutter.photo.overlays[0];
    const id = randomUUID();
    const response = await postShoot(t, kiosk.slug, token, [...fields({ id, kind: 'photo', overlayId }), editsField({ layer: true }), file(await solidJpeg(60, 80, RED)), layerPart(await lowCorner())]);
    expect(response.statusCode, response.body).toBe(201);

    const { main, overlayed, original } = await renderUploaded(t, id);
    expect(main).toEqual(overlayed);
    const picture = await stored(t, main);
    expect(await sharp(picture).metadata()).toMatchObject({ width: 60, height: 80 });
    // The layer over the overlay's band (the bottom quarter), the band beside it, the picture above.
    expect(near(await pixel(picture, 10, 75), BLUE)).toBe(true);
    expect(near(await pixel(picture, 45, 75), YELLOW)).toBe(true);
    expect(near(await pixel(picture, 10, 40), RED)).toBe(true);

    const originalPicture = await stored(t, original);
    expect(near(await pixel(originalPicture, 10, 75), RED)).toBe(true);
  });

  it('lays a layer drawn at half the size onto the same place', async () => {
    const id = await uploadPhoto([editsField({ layer: true }), file(await solidJpeg(60, 80, RED)), layerPart(await layerPng(30, 40, GREEN, { x: 20, y: 30, width: 10, height: 10 }))]);
    const picture = await stored(t, (await renderUploaded(t, id)).main);
    expect(near(await pixel(picture, 50, 70), GREEN)).toBe(true);
    expect(near(await pixel(picture, 30, 50), RED)).toBe(true);
  });

  it('recolours the picture with the guest’s filter exactly as the shared operations do, not the layer', async () => {
    const id = await uploadPhoto([editsField({ filterId: mono!.id, layer: true }), file(await solidJpeg(60, 80, RED)), layerPart(await corner())]);
    const { main, original } = await renderUploaded(t, id);
    const picture = await stored(t, main);
    const taken = await pixel(await stored(t, original), 40, 40);
    const expected = applyImageOps(new Uint8ClampedArray([...taken, 255]), 1, 1, mono!.values);
    expect(near(await pixel(picture, 40, 40), [expected[0]!, expected[1]!, expected[2]!], 4)).toBe(true);
    const [r, g, b] = await pixel(picture, 40, 40);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(6);
    expect(near(await pixel(picture, 10, 10), BLUE)).toBe(true);
  });

  it('applies the organiser’s preset to a picture the guest did not filter', async () => {
    const preset = await kioskEvent(t, ada, { dimension: '3:4', shutter: { photo: { enabled: true } }, screens: { review: { filterEnabled: true, filterType: 'preset', presetFilterId: mono!.id } } });
    const presetToken = await startSession(t, preset.slug);
    const id = randomUUID();
    const response = await postShoot(t, preset.slug, presetToken, [...fields({ id, kind: 'photo' }), file(await solidJpeg(60, 80, RED))]);
    expect(response.statusCode, response.body).toBe(201);
    const [r, g, b] = await pixel(await stored(t, (await renderUploaded(t, id)).main), 30, 40);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(6);
  });

  it.each([true, false])('keeps the green-screen background’s colours when dontApplyFilterOnGreenscreen is %s', async (keep) => {
    const backgroundId = (await uploadOk(t, ada, 'greenScreen', 'bg.png', await bandPng(300, 400, GREEN, 0, 1))).id;
    const event = await kioskEvent(t, ada, {
      dimension: '3:4',
      shutter: { photo: { enabled: true, backgrounds: [backgroundId] } },
      screens: { review: { filterEnabled: true, filterType: 'preset', presetFilterId: mono!.id, dontApplyFilterOnGreenscreen: keep } },
    });
    const eventToken = await startSession(t, event.slug);
    const id = randomUUID();
    // A cut-out: the guest in the bottom half, transparent above, for the server to put the background beneath.
    const cutOut = await bandPng(60, 80, RED, 0.5, 1);
    const response = await postShoot(t, event.slug, eventToken, [...fields({ id, kind: 'photo', backgroundId }), { name: 'file', filename: 'cut.png', data: cutOut }]);
    expect(response.statusCode, response.body).toBe(201);
    const picture = await stored(t, (await renderUploaded(t, id)).main);
    const [r, g, b] = await pixel(picture, 30, 60);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(6);
    const filtered = applyImageOps(new Uint8ClampedArray([...GREEN, 255]), 1, 1, mono!.values);
    const background = keep ? GREEN : ([filtered[0]!, filtered[1]!, filtered[2]!] as [number, number, number]);
    expect(near(await pixel(picture, 30, 15), background, 6)).toBe(true);
  });

  it('plays a GIF at the speed the guest chose, with the layer on every frame', async () => {
    const gifAt = async (gifSpeed: number) => {
      const id = randomUUID();
      const colours = [RED, GREEN, RED];
      const frames = await Promise.all(colours.map((colour) => solidJpeg(60, 80, colour)));
      const response = await postShoot(t, kiosk.slug, token, [...fields({ id, kind: 'gif' }), editsField({ gifSpeed, layer: true }), ...frames.map((data, index) => frame(data, index)), layerPart(await corner())]);
      expect(response.statusCode, response.body).toBe(201);
      return stored(t, (await renderUploaded(t, id)).gif);
    };
    const normal = await sharp(await gifAt(1), { animated: true }).metadata();
    const fast = await gifAt(2);
    const fastInfo = await sharp(fast, { animated: true }).metadata();
    expect(normal.delay).toEqual([250, 250, 250]);
    // 125 ms, in the GIF's hundredths of a second.
    expect(fastInfo.delay?.every((delay) => delay >= 120 && delay <= 130)).toBe(true);
    expect(fastInfo.delay).toHaveLength(3);
    for (const page of [0, 1, 2]) expect(near(await pixel(fast, 5, 5, page), BLUE)).toBe(true);
    expect(near(await pixel(fast, 40, 40, 1), GREEN)).toBe(true);
  });
});
