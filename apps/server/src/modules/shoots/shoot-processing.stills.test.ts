import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { framePng } from '@/platform/media/test-images.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { GENERIC_FAILURE, processShoot } from './shoot-processing.ts';
import {
  bandPng,
  eventWith,
  insertAsset,
  insertShoot,
  near,
  pixel,
  processNow,
  shootRow,
  BLUE,
  GREEN,
  RED,
  solidJpeg,
  YELLOW,
  stored,
  type TestEvent,
} from './shoot-processing.test-support.ts';

const silent = pino({ level: 'silent' });

let t: TestApp;
let event: TestEvent;

beforeAll(async () => {
  t = await buildTestApp();
  event = await eventWith(t, 'stills@example.com', '3:4');
});
afterAll(() => t.close());

describe('photo', () => {
  it('makes the original, the overlayed version at the campaign aspect with the overlay on top, and a thumbnail', async () => {
    // The camera's sensor lies on its side: EXIF orientation 6 means "rotate 90° to show".
    const frame = await sharp(await solidJpeg(64, 48, RED)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const overlayId = await insertAsset(t, event.customerId, await bandPng(300, 400, YELLOW, 0, 0.25), 'image/png');
    const shootId = await insertShoot(t, event, 'photo', [{ data: frame, mimetype: 'image/jpeg' }], { overlayId });

    const row = await processNow(t, shootId);

    expect(row.status).toBe('ready');
    expect(row.processedAt).toBeInstanceOf(Date);
    expect(row.processingTime).toBeGreaterThanOrEqual(50);
    const { original, overlayed, main, thumbnail } = row.renditions;
    expect(main).toEqual(overlayed);
    expect(original?.path).toBe(`shoots/${event.id}/${shootId}/original.jpg`);
    expect(overlayed?.path).toBe(`shoots/${event.id}/${shootId}/overlayed.jpg`);

    const originalData = await stored(t, original);
    const originalInfo = await sharp(originalData).metadata();
    expect(originalInfo).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(originalInfo.exif).toBeUndefined();
    expect(original?.size).toBe(originalData.length);

    // Upright 48x64 is already 3:4: the canvas is the whole frame.
    const overlayedData = await stored(t, overlayed);
    expect(await sharp(overlayedData).metadata()).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(row).toMatchObject({ width: 48, height: 64 });
    expect(near(await pixel(overlayedData, 24, 4), YELLOW)).toBe(true);
    expect(near(await pixel(overlayedData, 24, 50), RED)).toBe(true);
    expect(overlayed?.size).toBe(overlayedData.length);

    const thumb = await stored(t, thumbnail);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 48, height: 64 });
    expect(thumbnail?.mimetype).toBe('image/webp');
  });

  it('crops to the campaign dimension and puts the chosen background beneath a transparent frame', async () => {
    const wide = await eventWith(t, 'wide@example.com', '1:1');
    // The guest was cut out: the left half of the frame is transparent.
    const pixels = Buffer.alloc(80 * 40 * 4);
    for (let y = 0; y < 40; y++) for (let x = 0; x < 80; x++) pixels.set([...GREEN, x < 40 ? 0 : 255], (y * 80 + x) * 4);
    const frame = await sharp(pixels, { raw: { width: 80, height: 40, channels: 4 } }).png().toBuffer();
    const backgroundId = await insertAsset(t, wide.customerId, await solidJpeg(200, 200, BLUE), 'image/jpeg', 'greenScreen');
    const shootId = await insertShoot(t, wide, 'photo', [{ data: frame, mimetype: 'image/png' }], { backgroundId });

    const row = await processNow(t, shootId);

    const data = await stored(t, row.renditions.main);
    // 80x40 cover-cropped to 1:1 keeps the centre 40x40: its left half was transparent.
    expect(await sharp(data).metadata()).toMatchObject({ width: 40, height: 40 });
    expect(near(await pixel(data, 5, 20), BLUE)).toBe(true);
    expect(near(await pixel(data, 35, 20), GREEN)).toBe(true);
  });

  it('keeps the frame as it is when the browser already applied the background', async () => {
    const frame = await solidJpeg(48, 64, GREEN);
    const backgroundId = await insertAsset(t, event.customerId, await solidJpeg(48, 64, BLUE), 'image/jpeg', 'greenScreen');
    const shootId = await insertShoot(t, event, 'photo', [{ data: frame, mimetype: 'image/jpeg' }], { backgroundId, backgroundApplied: true });

    const row = await processNow(t, shootId);

    expect(row.renditions.overlayed).toBeUndefined();
    expect(row.renditions.main).toEqual(row.renditions.original);
    expect(near(await pixel(await stored(t, row.renditions.main), 10, 10), GREEN)).toBe(true);
  });

  it('marks an unreadable upload failed at once, with the reason', async () => {
    const shootId = await insertShoot(t, event, 'photo', [{ data: Buffer.from('not a picture at all'), mimetype: 'image/jpeg' }]);

    const row = await processNow(t, shootId);

    expect(row.status).toBe('failed');
    expect(row.failureReason).toBe('The picture could not be decoded');
    expect(row.renditions).toEqual({});
  });

  it('does nothing for a shoot that is already ready', async () => {
    const shootId = await insertShoot(t, event, 'photo', [{ data: await solidJpeg(48, 64, RED), mimetype: 'image/jpeg' }]);
    const first = await processNow(t, shootId);
    expect(first.status).toBe('ready');

    const again = await t.runtime.registry.run('shoot_process', { shootId }, { jobId: 'again', log: silent });

    expect(again).toBe('skipped');
    expect(await shootRow(t, shootId)).toEqual(first);
  });
});

describe('a fault that is not the upload', () => {
  const deps = () => ({
    db: t.runtime.database.db,
    media: t.runtime.media,
    tmpDir: t.config.tmpDir,
    // The store accepts no writes: our fault, worth a retry.
    files: { ...t.runtime.files, get: t.runtime.files.get.bind(t.runtime.files), put: () => Promise.reject(new Error('disk full')) },
  });

  it('is thrown for a retry and leaves the shoot processing', async () => {
    const shootId = await insertShoot(t, event, 'photo', [{ data: await solidJpeg(48, 64, RED), mimetype: 'image/jpeg' }]);
    await expect(processShoot(deps(), shootId, { log: silent, lastAttempt: false })).rejects.toThrow('disk full');
    expect((await shootRow(t, shootId)).status).toBe('processing');
  });

  it('marks the shoot failed on the last attempt before it is thrown', async () => {
    const shootId = await insertShoot(t, event, 'photo', [{ data: await solidJpeg(48, 64, RED), mimetype: 'image/jpeg' }]);
    await expect(processShoot(deps(), shootId, { log: silent, lastAttempt: true })).rejects.toThrow('disk full');
    expect(await shootRow(t, shootId)).toMatchObject({ status: 'failed', failureReason: GENERIC_FAILURE });
  });
});

describe('photo layout', () => {
  it('puts the shots into the photo areas of the chosen frame, the frame on top, at the frame size', async () => {
    const holes = [
      { x: 10, y: 10, width: 40, height: 30 },
      { x: 10, y: 60, width: 40, height: 30 },
    ];
    const overlayId = await insertAsset(t, event.customerId, await framePng(60, 100, holes), 'image/png');
    const shots = [await solidJpeg(64, 48, RED), await solidJpeg(64, 48, BLUE)];
    const shootId = await insertShoot(t, event, 'photolayout', shots.map((data) => ({ data, mimetype: 'image/jpeg' })), { overlayId });

    const row = await processNow(t, shootId);

    expect(row.status).toBe('ready');
    const data = await stored(t, row.renditions.main);
    expect(await sharp(data).metadata()).toMatchObject({ format: 'jpeg', width: 60, height: 100 });
    expect(near(await pixel(data, 30, 25), RED)).toBe(true);
    expect(near(await pixel(data, 30, 75), BLUE)).toBe(true);
    // The frame's own colour (200, 40, 90) around the areas.
    expect(near(await pixel(data, 3, 50), [200, 40, 90])).toBe(true);
    expect(row.renditions.thumbnail?.mimetype).toBe('image/webp');
  });

  it('lays the shots out as a grid at the campaign dimension without a frame', async () => {
    const shots = [await solidJpeg(64, 48, RED), await solidJpeg(64, 48, GREEN), await solidJpeg(64, 48, BLUE)];
    const shootId = await insertShoot(t, event, 'photolayout', shots.map((data) => ({ data, mimetype: 'image/jpeg' })));

    const row = await processNow(t, shootId);

    const data = await stored(t, row.renditions.main);
    expect(row).toMatchObject({ width: 1440, height: 1920 });
    // Portrait 3 shots: one column of cells, top to bottom in capture order.
    expect(near(await pixel(data, 720, 300), RED)).toBe(true);
    expect(near(await pixel(data, 720, 960), GREEN)).toBe(true);
    expect(near(await pixel(data, 720, 1620), BLUE)).toBe(true);
  });
});
