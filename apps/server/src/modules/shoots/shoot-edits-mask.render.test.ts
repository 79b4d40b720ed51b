import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '@/test/assets.ts';
import type { FormPart } from '@/test/multipart.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { editsField, kioskEvent, maskPart, maskPng, renderUploaded } from './shoot-edits.test-support.ts';
import { GREEN, near, pixel, shootRow, solidJpeg, stored } from './shoot-processing.test-support.ts';
import { fields, file, frame, postShoot, startSession } from './shoots.test-support.ts';

/** The campaign's halo colour (the default, red at full strength). */
const HALO: [number, number, number] = [255, 0, 0];

let t: TestApp;
let kiosk: Event;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  const ada = await signedInCustomer(t, 'kiosk-halo@example.com');
  // The halo as the settings default it: red, solid 5 px, soft for 10 px more.
  kiosk = await kioskEvent(t, ada, {
    dimension: '3:4',
    shutter: { photo: { enabled: true }, gif: { enabled: true, fps: 4 }, imageProcessing: { enabled: true, halo: { enabled: true } } },
  });
  token = await startSession(t, kiosk.slug);
});
afterAll(async () => {
  await t?.close();
});

/**
 * The person of a 60 × 80 picture: x 20–39, y 20–59, as a mask of half the size (the renderer scales
 * it). A pixel 3 px left of them lies in the halo's solid part; one in the corner beyond its reach.
 */
const personMask = () => maskPng(30, 40, { x: 10, y: 10, width: 10, height: 20 });
const [BESIDE, INSIDE, FAR] = [
  [17, 40],
  [30, 40],
  [2, 2],
] as const;

async function upload(kind: 'photo' | 'gif', parts: FormPart[]): Promise<string> {
  const id = randomUUID();
  const response = await postShoot(t, kiosk.slug, token, [...fields({ id, kind }), ...parts]);
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

describe('the halo of an opaque kiosk picture', () => {
  it('glows around the person the mask marks, and the original stays as taken', async () => {
    const id = await upload('photo', [editsField({ personMask: true }), file(await solidJpeg(60, 80, GREEN)), maskPart(await personMask())]);
    const { main, original } = await renderUploaded(t, id);
    const picture = await stored(t, main);
    expect(near(await pixel(picture, ...BESIDE), HALO, 30)).toBe(true);
    expect(near(await pixel(picture, ...INSIDE), GREEN, 12)).toBe(true);
    expect(near(await pixel(picture, ...FAR), GREEN, 12)).toBe(true);
    expect(near(await pixel(await stored(t, original), ...BESIDE), GREEN, 12)).toBe(true);
  });

  it('is not drawn without a mask: an opaque photo has no outline of its own', async () => {
    for (const parts of [[editsField({})], []]) {
      const id = await upload('photo', [...parts, file(await solidJpeg(60, 80, GREEN))]);
      const picture = await stored(t, (await renderUploaded(t, id)).main);
      expect(near(await pixel(picture, ...BESIDE), GREEN, 12)).toBe(true);
    }
  });

  it('is drawn on every frame of a GIF with the first frame’s mask', async () => {
    const frames = await Promise.all([0, 1].map(async (index) => frame(await solidJpeg(60, 80, GREEN), index)));
    const id = await upload('gif', [editsField({ personMask: true }), ...frames, maskPart(await personMask())]);
    const gif = await stored(t, (await renderUploaded(t, id)).gif);
    for (const page of [0, 1]) {
      expect(near(await pixel(gif, ...BESIDE, page), HALO, 40)).toBe(true);
      expect(near(await pixel(gif, ...INSIDE, page), GREEN, 40)).toBe(true);
    }
  });

  it('leaves the halo out when the mask is gone from the store, and still makes the picture', async () => {
    const id = await upload('photo', [editsField({ personMask: true }), file(await solidJpeg(60, 80, GREEN)), maskPart(await personMask())]);
    const key = (await shootRow(t, id)).input.edits?.personMask?.file.path;
    if (!key) throw new Error('no mask stored');
    await t.runtime.files.delete(key);
    const picture = await stored(t, (await renderUploaded(t, id)).main);
    expect(near(await pixel(picture, ...BESIDE), GREEN, 12)).toBe(true);
  });
});
