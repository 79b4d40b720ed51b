import { randomBytes, randomUUID } from 'node:crypto';
import { SHOOT_FRAMES_MAX, type Event } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPaths } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, spooledFiles, type TestCustomer } from '@/test/assets.ts';
import type { FormPart } from '@/test/multipart.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { editsField, kioskEvent, layerPart, layerPng, maskPart, maskPng } from './shoot-edits.test-support.ts';
import { BLUE, RED, solidJpeg, testVideo } from './shoot-processing.test-support.ts';
import { findShootById } from './shoots.repo.ts';
import { boothEvent, eventCounters, fields, file, frame, postShoot, shootCount, shootKeys, startSession } from './shoots.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let kiosk: Event;
let token: string;
let photo: Buffer;
let mask: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'kiosk-mask@example.com');
  kiosk = await kioskEvent(t, ada, {
    dimension: '3:4',
    shutter: { photo: { enabled: true }, gif: { enabled: true }, video: { enabled: true }, photolayout: { enabled: true }, imageProcessing: { enabled: true, halo: { enabled: true } } },
    screens: { review: { drawEnabled: true } },
  });
  token = await startSession(t, kiosk.slug);
  photo = await solidJpeg(60, 80, RED);
  // Half the picture's size, as the kiosk sends it (never more than 512 px).
  mask = await maskPng(30, 40, { x: 10, y: 10, width: 10, height: 20 });
});
afterAll(async () => {
  await t?.close();
});

const photoUpload = (id: string, edits: Record<string, unknown> | null, ...more: FormPart[]) =>
  postShoot(t, kiosk.slug, token, [...fields({ id, kind: 'photo' }), ...(edits ? [editsField(edits)] : []), file(photo), ...more]);

/** A refusal stores nothing: no row, no file, no temp file, no count. */
async function expectRefused(response: Awaited<ReturnType<typeof postShoot>>, status: number, paths: string[], eventId = kiosk.id): Promise<string> {
  expect(response.statusCode, response.body).toBe(status);
  expect(fieldPaths(response)).toEqual(paths);
  expect(await shootKeys(t, eventId)).toEqual([]);
  expect(await shootCount(t, eventId)).toBe(0);
  expect(await spooledFiles(t)).toEqual([]);
  return response.json<{ message: string }>().message;
}

const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/shoots/${id}`, headers: ada.headers });

describe('a kiosk upload with a person mask', () => {
  it('stores the mask with the shoot’s edit files, and it goes with the shoot', async () => {
    const id = randomUUID();
    const response = await photoUpload(id, { personMask: true }, maskPart(mask));
    expect(response.statusCode, response.body).toBe(201);
    const edits = (await findShootById(t.runtime.database.db, id))?.input.edits;
    expect(edits?.meta).toEqual({ filterId: null, gifSpeed: 1, adjustments: {}, layer: false, personMask: true });
    expect(edits?.personMask).toMatchObject({ width: 30, height: 40, file: { mimetype: 'image/png', size: mask.length } });
    expect(edits?.personMask?.file.path).toMatch(new RegExp(`^shoots/${kiosk.id}/${id}/input-mask-[0-9a-f]{8}\\.png$`));
    expect(await shootKeys(t, kiosk.id)).toEqual(expect.arrayContaining([edits?.personMask?.file.path]));
    expect(await shootKeys(t, kiosk.id)).toHaveLength(2);

    expect((await remove(id)).statusCode).toBe(204);
    expect(await shootKeys(t, kiosk.id)).toEqual([]);
  });

  it('takes an alpha PNG or a WebP at the picture’s size, before the capture too, with an edit layer', async () => {
    const alpha = await layerPng(60, 80, BLUE, { x: 20, y: 20, width: 20, height: 40 });
    const webp = await sharp(await maskPng(60, 80, { x: 20, y: 20, width: 20, height: 40 })).webp({ lossless: true }).toBuffer();
    for (const data of [alpha, webp]) {
      const id = randomUUID();
      const response = await postShoot(t, kiosk.slug, token, [...fields({ id, kind: 'photo' }), editsField({ layer: true, personMask: true }), maskPart(data), file(photo), layerPart(alpha)]);
      expect(response.statusCode, response.body).toBe(201);
      const edits = (await findShootById(t.runtime.database.db, id))?.input.edits;
      expect(edits?.personMask).toMatchObject({ width: 60, height: 80 });
      expect(edits?.layer).toMatchObject({ width: 60, height: 80 });
      expect(await shootKeys(t, kiosk.id)).toHaveLength(3);
      await remove(id);
    }
  });

  it('answers the same upload twice with one picture and one mask', async () => {
    const id = randomUUID();
    const first = await photoUpload(id, { personMask: true }, maskPart(mask));
    expect(first.statusCode, first.body).toBe(201);
    const keys = await shootKeys(t, kiosk.id);
    const counters = await eventCounters(t, kiosk.id);
    const again = await photoUpload(id, { personMask: true }, maskPart(mask));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await shootCount(t, kiosk.id)).toBe(1);
    expect(await shootKeys(t, kiosk.id)).toEqual(keys);
    expect(await eventCounters(t, kiosk.id)).toEqual(counters);
    expect(await spooledFiles(t)).toEqual([]);
    await remove(id);
  });

  it('takes a GIF of the most frames with its edit layer and mask', async () => {
    const id = randomUUID();
    const frames = Array.from({ length: SHOOT_FRAMES_MAX }, (_, index) => frame(photo, index));
    const layer = layerPart(await layerPng(60, 80, BLUE, { x: 0, y: 0, width: 5, height: 5 }));
    const response = await postShoot(t, kiosk.slug, token, [...fields({ id, kind: 'gif' }), editsField({ layer: true, personMask: true }), ...frames, layer, maskPart(mask)]);
    expect(response.statusCode, response.body).toBe(201);
    expect((await findShootById(t.runtime.database.db, id))?.input.edits?.personMask).toMatchObject({ width: 30, height: 40 });
    await remove(id);
  });
});

describe('a refused person mask names the field', () => {
  const upload = (edits: Record<string, unknown> | null, ...more: FormPart[]) => photoUpload(randomUUID(), edits, ...more);

  it('refuses a mask not announced in the edits, announced but not sent, or sent twice', async () => {
    expect(await expectRefused(await upload({}, maskPart(mask)), 400, ['personMask'])).toContain('"personMask": true');
    await expectRefused(await upload(null, maskPart(mask)), 400, ['personMask']);
    await expectRefused(await upload({ personMask: false }, maskPart(mask)), 400, ['personMask']);
    await expectRefused(await upload({ personMask: true }), 400, ['personMask']);
    await expectRefused(await upload({ personMask: true }, maskPart(mask), maskPart(mask)), 400, ['personMask']);
  });

  it('refuses an announcement that is no yes or no', async () => {
    await expectRefused(await upload({ personMask: 'yes' }, maskPart(mask)), 400, ['edits.personMask']);
  });

  it('refuses a mask that is no PNG or WebP, or does not decode', async () => {
    expect(await expectRefused(await upload({ personMask: true }, maskPart(await solidJpeg(30, 40, BLUE), 'image/png')), 400, ['personMask'])).toContain('JPG');
    await expectRefused(await upload({ personMask: true }, maskPart(Buffer.from('not a picture at all'))), 400, ['personMask']);
    await expectRefused(await upload({ personMask: true }, maskPart(mask.subarray(0, mask.length - 30))), 400, ['personMask']);
  });

  it('refuses a mask over 1 MB', async () => {
    // Noise does not compress: 1100 × 1000 grey bytes stored uncompressed are some 1.1 MB.
    const noise = await sharp(randomBytes(1100 * 1000), { raw: { width: 1100, height: 1000, channels: 1 } }).png({ compressionLevel: 0 }).toBuffer();
    await expectRefused(await upload({ personMask: true }, maskPart(noise)), 422, ['personMask']);
  });

  it('refuses a mask over 2048 px, larger than the picture, or of another aspect', async () => {
    const wide = await maskPng(2100, 2800, { x: 0, y: 0, width: 1, height: 1 });
    expect(await expectRefused(await upload({ personMask: true }, maskPart(wide)), 400, ['personMask'])).toContain('2048');
    const large = await maskPng(120, 160, { x: 0, y: 0, width: 10, height: 10 });
    expect(await expectRefused(await upload({ personMask: true }, maskPart(large)), 400, ['personMask'])).toContain('does not fit the picture');
    await expectRefused(await upload({ personMask: true }, maskPart(await maskPng(40, 30, { x: 0, y: 0, width: 10, height: 10 }))), 400, ['personMask']);
  });

  it('refuses a mask for a video or a photo layout: their frames get no halo', async () => {
    const video = await testVideo(64, 48, 1, 'mp4');
    const forVideo = await postShoot(t, kiosk.slug, token, [...fields({ id: randomUUID(), kind: 'video' }), editsField({ personMask: true }), file(video, 'clip.mp4'), maskPart(mask)]);
    expect(await expectRefused(forVideo, 400, ['personMask'])).toContain('video');
    const forLayout = await postShoot(t, kiosk.slug, token, [...fields({ id: randomUUID(), kind: 'photolayout' }), editsField({ personMask: true }), frame(photo), maskPart(mask)]);
    await expectRefused(forLayout, 400, ['personMask']);
  });
});

describe('a virtual booth', () => {
  it('is refused a person mask: it has no review screen', async () => {
    const virtual = await boothEvent(t, ada, { photo: { enabled: true } });
    const virtualToken = await startSession(t, virtual.slug);
    const bare = await postShoot(t, virtual.slug, virtualToken, [...fields({ id: randomUUID(), kind: 'photo' }), file(photo), maskPart(mask)]);
    expect(await expectRefused(bare, 400, ['personMask'], virtual.id)).toContain('tablet booth');
    const announced = await postShoot(t, virtual.slug, virtualToken, [...fields({ id: randomUUID(), kind: 'photo' }), editsField({ personMask: true }), file(photo), maskPart(mask)]);
    await expectRefused(announced, 400, ['edits'], virtual.id);
  });
});
