import { randomBytes, randomUUID } from 'node:crypto';
import { FILTER_PRESETS, type Event } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPaths } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, spooledFiles, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { editsField, kioskEvent, layerPart, layerPng, setReview } from './shoot-edits.test-support.ts';
import { BLUE, RED, solidJpeg, testVideo } from './shoot-processing.test-support.ts';
import { findShootById } from './shoots.repo.ts';
import { boothEvent, eventCounters, fields, file, frame, postShoot, shootCount, shootKeys, startSession } from './shoots.test-support.ts';

const [vivid, mono] = FILTER_PRESETS;

let t: TestApp;
let ada: TestCustomer;
let kiosk: Event;
let token: string;
let photo: Buffer;
let layer: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'kiosk-edits@example.com');
  kiosk = await kioskEvent(t, ada, {
    dimension: '3:4',
    shutter: { photo: { enabled: true }, gif: { enabled: true }, video: { enabled: true } },
    screens: { review: { drawEnabled: true, filterEnabled: true, gifSpeedEnabled: true } },
  });
  await setReview(t, kiosk.id, { guestFilters: [mono!.id] });
  token = await startSession(t, kiosk.slug);
  photo = await solidJpeg(60, 80, RED);
  layer = await layerPng(60, 80, BLUE, { x: 0, y: 0, width: 20, height: 20 });
});
afterAll(async () => {
  await t?.close();
});

/** A refusal stores nothing: no row, no file, no temp file, no count. */
async function expectRefused(response: Awaited<ReturnType<typeof postShoot>>, status: number, paths: string[], eventId = kiosk.id) {
  expect(response.statusCode, response.body).toBe(status);
  expect(fieldPaths(response)).toEqual(paths);
  expect(await shootKeys(t, eventId)).toEqual([]);
  expect(await shootCount(t, eventId)).toBe(0);
  expect(await spooledFiles(t)).toEqual([]);
}

describe('a kiosk upload with review edits', () => {
  it('stores the edits and the layer with the shoot', async () => {
    const id = randomUUID();
    const response = await postShoot(t, kiosk.slug, token, [...fields({ id, kind: 'photo' }), editsField({ filterId: mono!.id, layer: true }), file(photo), layerPart(layer)]);
    expect(response.statusCode, response.body).toBe(201);
    const row = await findShootById(t.runtime.database.db, id);
    expect(row?.input.edits?.meta).toEqual({ filterId: mono!.id, gifSpeed: 1, adjustments: {}, layer: true });
    expect(row?.input.edits?.layer).toMatchObject({ width: 60, height: 80, file: { mimetype: 'image/png', size: layer.length } });
    expect(row?.input.edits?.layer?.file.path).toMatch(new RegExp(`^shoots/${kiosk.id}/${id}/input-layer-[0-9a-f]{8}\\.png$`));
    expect(row?.input.files).toHaveLength(1);
    const keys = await shootKeys(t, kiosk.id);
    expect(keys).toHaveLength(2);
    await t.app.inject({ method: 'DELETE', url: `/api/shoots/${id}`, headers: ada.headers });
  });

  it('takes the layer before the capture too, and a layer scaled down from the picture', async () => {
    const id = randomUUID();
    const half = await layerPng(30, 40, BLUE, { x: 0, y: 0, width: 10, height: 10 });
    const response = await postShoot(t, kiosk.slug, token, [...fields({ id, kind: 'photo' }), editsField({ layer: true }), layerPart(half), file(photo)]);
    expect(response.statusCode, response.body).toBe(201);
    expect((await findShootById(t.runtime.database.db, id))?.input.edits?.layer).toMatchObject({ width: 30, height: 40 });
    await t.app.inject({ method: 'DELETE', url: `/api/shoots/${id}`, headers: ada.headers });
  });

  it('answers the same upload twice with one picture and one layer', async () => {
    const id = randomUUID();
    const parts = [...fields({ id, kind: 'photo' }), editsField({ layer: true }), file(photo), layerPart(layer)];
    const first = await postShoot(t, kiosk.slug, token, parts);
    expect(first.statusCode, first.body).toBe(201);
    const keys = await shootKeys(t, kiosk.id);
    const counters = await eventCounters(t, kiosk.id);
    const again = await postShoot(t, kiosk.slug, token, parts);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await shootCount(t, kiosk.id)).toBe(1);
    expect(await shootKeys(t, kiosk.id)).toEqual(keys);
    expect(await eventCounters(t, kiosk.id)).toEqual(counters);
    await t.app.inject({ method: 'DELETE', url: `/api/shoots/${id}`, headers: ada.headers });
  });

  it('takes an upload without edits as before', async () => {
    const id = randomUUID();
    const response = await postShoot(t, kiosk.slug, token, [...fields({ id, kind: 'photo' }), file(photo)]);
    expect(response.statusCode, response.body).toBe(201);
    expect((await findShootById(t.runtime.database.db, id))?.input.edits).toBeUndefined();
    await t.app.inject({ method: 'DELETE', url: `/api/shoots/${id}`, headers: ada.headers });
  });
});

describe('refused edits name the field', () => {
  const upload = (edits: Record<string, unknown> | string, ...more: ReturnType<typeof layerPart>[]) =>
    postShoot(t, kiosk.slug, token, [...fields({ id: randomUUID(), kind: 'photo' }), typeof edits === 'string' ? { name: 'edits', value: edits } : editsField(edits), file(photo), ...more]);

  it('refuses edits that are not JSON, or not review edits', async () => {
    await expectRefused(await upload('{"filterId":'), 400, ['edits']);
    await expectRefused(await upload({ gifSpeed: 3 }), 400, ['edits.gifSpeed']);
    await expectRefused(await upload({ sticker: 'x' }), 400, ['edits']);
  });

  it('refuses a filter, speed or slider the campaign does not offer for the picture', async () => {
    await expectRefused(await upload({ filterId: vivid!.id }), 400, ['edits.filterId']);
    await expectRefused(await upload({ gifSpeed: 2 }), 400, ['edits.gifSpeed']);
    await expectRefused(await upload({ adjustments: { brightness: 10 } }), 400, ['edits.adjustments.brightness']);
  });

  it('refuses a layer that is not a PNG, has no transparency, or does not decode', async () => {
    const jpegLayer = layerPart(await solidJpeg(60, 80, BLUE), 'image/png');
    await expectRefused(await upload({ layer: true }, jpegLayer), 400, ['editLayer']);
    const opaque = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#0000ff' } }).png().toBuffer();
    await expectRefused(await upload({ layer: true }, layerPart(opaque)), 400, ['editLayer']);
    await expectRefused(await upload({ layer: true }, layerPart(layer.subarray(0, layer.length - 40))), 400, ['editLayer']);
  });

  it('refuses a layer that does not fit the picture', async () => {
    await expectRefused(await upload({ layer: true }, layerPart(await layerPng(80, 60, BLUE, { x: 0, y: 0, width: 5, height: 5 }))), 400, ['editLayer']);
    await expectRefused(await upload({ layer: true }, layerPart(await layerPng(120, 160, BLUE, { x: 0, y: 0, width: 5, height: 5 }))), 400, ['editLayer']);
  });

  it('refuses a layer larger than a frame may be', async () => {
    // Noise does not compress: 2100 × 2000 RGBA is some 17 MB of PNG, over the 15 MB of a frame.
    const noise = await sharp(randomBytes(2100 * 2000 * 4), { raw: { width: 2100, height: 2000, channels: 4 } }).png({ compressionLevel: 0 }).toBuffer();
    await expectRefused(await upload({ layer: true }, layerPart(noise)), 422, ['editLayer']);
  });

  it('refuses a layer sent but not announced, announced but not sent, or sent twice', async () => {
    await expectRefused(await upload({}, layerPart(layer)), 400, ['editLayer']);
    await expectRefused(await upload({ layer: true }), 400, ['editLayer']);
    await expectRefused(await upload({ layer: true }, layerPart(layer), layerPart(layer)), 400, ['editLayer']);
  });

  it('refuses a layer for a video, and for a campaign without drawing tools', async () => {
    const video = await testVideo(64, 48, 1, 'mp4');
    await expectRefused(await postShoot(t, kiosk.slug, token, [...fields({ id: randomUUID(), kind: 'video' }), editsField({ layer: true }), file(video, 'clip.mp4'), layerPart(layer)]), 400, ['editLayer']);
    const plain = await kioskEvent(t, ada, { shutter: { photo: { enabled: true } } });
    const plainToken = await startSession(t, plain.slug);
    const response = await postShoot(t, plain.slug, plainToken, [...fields({ id: randomUUID(), kind: 'photo' }), editsField({ layer: true }), file(photo), layerPart(layer)]);
    await expectRefused(response, 400, ['editLayer'], plain.id);
  });
});

describe('a virtual booth', () => {
  it('is refused edits and an edit layer: it has no review screen', async () => {
    const virtual = await boothEvent(t, ada, { gif: { enabled: true } });
    const virtualToken = await startSession(t, virtual.slug);
    const gifFrame = frame(await solidJpeg(60, 80, RED));
    const withEdits = await postShoot(t, virtual.slug, virtualToken, [...fields({ id: randomUUID(), kind: 'gif' }), editsField({ gifSpeed: 1 }), gifFrame]);
    await expectRefused(withEdits, 400, ['edits'], virtual.id);
    const withLayer = await postShoot(t, virtual.slug, virtualToken, [...fields({ id: randomUUID(), kind: 'gif' }), gifFrame, layerPart(layer)]);
    await expectRefused(withLayer, 400, ['editLayer'], virtual.id);
  });
});
