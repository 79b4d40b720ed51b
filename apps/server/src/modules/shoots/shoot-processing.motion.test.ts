import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import {
  bandGif,
  bandPng,
  bandWebm,
  eventWith,
  insertAsset,
  insertShoot,
  near,
  pixel,
  pixelPerFrame,
  probe,
  processNow,
  setShutter,
  BLUE,
  GREEN,
  RED,
  solidJpeg,
  YELLOW,
  stored,
  testVideo,
  type TestEvent,
} from './shoot-processing.test-support.ts';

// ffmpeg's colour names, as the overlay videos are made.
const RED_LAVFI: [number, number, number] = [255, 0, 0];
const BLUE_LAVFI: [number, number, number] = [0, 0, 255];

let t: TestApp;
let event: TestEvent;

beforeAll(async () => {
  t = await buildTestApp();
  event = await eventWith(t, 'motion@example.com', '3:4');
});
afterAll(() => t.close());

async function frames(colours: Array<[number, number, number]>) {
  return Promise.all(colours.map(async (colour) => ({ data: await solidJpeg(64, 48, colour), mimetype: 'image/jpeg' })));
}

describe('GIF', () => {
  it('makes a looping GIF of the composed frames, an H.264 MP4 and a thumbnail', async () => {
    const overlayId = await insertAsset(t, event.customerId, await bandPng(30, 40, YELLOW, 0, 0.25), 'image/png');
    const shootId = await insertShoot(t, event, 'gif', await frames([RED, GREEN, BLUE]), { overlayId });

    const row = await processNow(t, shootId);

    expect(row.status).toBe('ready');
    expect(row.renditions.main).toEqual(row.renditions.gif);
    const gif = await stored(t, row.renditions.gif);
    const info = await sharp(gif, { animated: true }).metadata();
    // 64x48 cover-cropped to 3:4 is 36x48.
    expect(info).toMatchObject({ format: 'gif', width: 36, pageHeight: 48, pages: 3, loop: 0 });
    // 4 fps by default: 250 ms per frame.
    expect(info.delay).toEqual([250, 250, 250]);
    expect(near(await pixel(gif, 18, 30, 1), GREEN)).toBe(true);
    expect(near(await pixel(gif, 18, 3, 1), YELLOW)).toBe(true);
    expect(row).toMatchObject({ width: 36, height: 48 });

    const mp4 = await probe(await stored(t, row.renditions.mp4));
    expect(mp4.streams[0]).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 36, height: 48 });
    // Repeated to last 3 s: 4 loops of 3 frames at 4 fps.
    expect(Number(mp4.format.duration)).toBeCloseTo(3, 0);
    expect(row.renditions.mp4?.mimetype).toBe('video/mp4');
    expect(await sharp(await stored(t, row.renditions.thumbnail)).metadata()).toMatchObject({ format: 'webp' });

    // The poster for og:image: the first composed frame (overlay included) at the composed size.
    expect(row.renditions.poster).toMatchObject({ path: `shoots/${event.id}/${shootId}/poster.jpg`, mimetype: 'image/jpeg' });
    const poster = await stored(t, row.renditions.poster);
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 36, height: 48 });
    expect(near(await pixel(poster, 18, 30), RED)).toBe(true);
    expect(near(await pixel(poster, 18, 3), YELLOW)).toBe(true);
  });

  it('makes the poster at the composed size, larger than the GIF', async () => {
    const large = await Promise.all([RED, GREEN].map(async (colour) => ({ data: await solidJpeg(1200, 1600, colour), mimetype: 'image/jpeg' })));
    const shootId = await insertShoot(t, event, 'gif', large);

    const row = await processNow(t, shootId);

    expect(row).toMatchObject({ status: 'ready', width: 540, height: 720 });
    const poster = await stored(t, row.renditions.poster);
    // Composed at 1280 px on the long side; the GIF is cut down to 720 px.
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 1280 });
    expect(near(await pixel(poster, 480, 640), RED)).toBe(true);
  });

  it('plays the pre-roll, the loop as often as set, then the post-roll in the MP4', async () => {
    const rolls = await eventWith(t, 'rolls@example.com', '3:4');
    const preRoll = await insertAsset(t, rolls.customerId, await testVideo(48, 64, 1, 'mp4'), 'video/mp4', 'preRollVideo');
    const postRoll = await insertAsset(t, rolls.customerId, await testVideo(48, 64, 1, 'mp4'), 'video/mp4', 'postRollVideo');
    await setShutter(t, rolls.id, (shutter) => {
      shutter.gif.preRollVideo = preRoll;
      shutter.gif.postRollVideo = postRoll;
      shutter.gif.postRollStartAfterLoops = 2;
    });
    const shootId = await insertShoot(t, rolls, 'gif', await frames([RED, GREEN]));

    const row = await processNow(t, shootId);

    const mp4 = await probe(await stored(t, row.renditions.mp4));
    // 1 s pre-roll + 2 loops of 2 frames at 4 fps + 1 s post-roll.
    expect(Number(mp4.format.duration)).toBeCloseTo(3, 0);
    expect(mp4.streams.map((stream) => stream.codec_type)).toEqual(['video']);
    expect(mp4.streams[0]).toMatchObject({ width: 36, height: 48 });
  });
});

describe('boomerang', () => {
  it('plays the frames forward then back, as a looping MP4 of at least 3 s and a GIF', async () => {
    const shootId = await insertShoot(t, event, 'boomerang', await frames([RED, GREEN, BLUE]));

    const row = await processNow(t, shootId);

    expect(row.status).toBe('ready');
    expect(row.renditions.main).toEqual(row.renditions.mp4);
    const gif = await stored(t, row.renditions.gif);
    expect(await sharp(gif, { animated: true }).metadata()).toMatchObject({ pages: 4, loop: 0 });
    const order = [];
    for (let page = 0; page < 4; page++) order.push(await pixel(gif, 18, 24, page));
    expect(near(order[0] as [number, number, number], RED)).toBe(true);
    expect(near(order[1] as [number, number, number], GREEN)).toBe(true);
    expect(near(order[2] as [number, number, number], BLUE)).toBe(true);
    expect(near(order[3] as [number, number, number], GREEN)).toBe(true);

    const mp4 = await probe(await stored(t, row.renditions.mp4));
    expect(mp4.streams[0]).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 36, height: 48 });
    expect(Number(mp4.format.duration)).toBeGreaterThanOrEqual(3);
    const thumbnail = await stored(t, row.renditions.thumbnail);
    expect(near(await pixel(thumbnail, 10, 10), RED)).toBe(true);

    const poster = await stored(t, row.renditions.poster);
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 36, height: 48 });
    expect(near(await pixel(poster, 18, 24), RED)).toBe(true);
  });
});

describe('video', () => {
  it('turns a WebM recording into an H.264 MP4 with sound at the campaign aspect, the overlay burned in, with a poster', async () => {
    const overlayId = await insertAsset(t, event.customerId, await bandPng(30, 40, YELLOW, 0, 0.25), 'image/png');
    const shootId = await insertShoot(t, event, 'video', [{ data: await testVideo(64, 48, 1, 'webm'), mimetype: 'video/webm' }], { overlayId });

    const row = await processNow(t, shootId);

    expect(row.status).toBe('ready');
    expect(row.renditions.main).toEqual(row.renditions.mp4);
    const data = await stored(t, row.renditions.mp4);
    const mp4 = await probe(data);
    const video = mp4.streams.find((stream) => stream.codec_type === 'video');
    expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 36, height: 48 });
    expect(mp4.streams.find((stream) => stream.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    expect(mp4.format.format_name).toContain('mp4');
    // faststart: the index (moov) comes before the media data (mdat).
    expect(data.indexOf('moov')).toBeLessThan(data.indexOf('mdat'));
    expect(row).toMatchObject({ width: 36, height: 48 });

    const poster = await stored(t, row.renditions.poster);
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 36, height: 48 });
    expect(near(await pixel(poster, 18, 3), YELLOW)).toBe(true);
    expect(await sharp(await stored(t, row.renditions.thumbnail)).metadata()).toMatchObject({ format: 'webp' });
  });

  // Real 480p renders on a shared machine: more time than the small clips above.
  const RENDER_TIMEOUT_MS = 60_000;

  it('makes quality 480 the short side: a portrait camera recording of a 3:4 campaign comes out 480×640', { timeout: RENDER_TIMEOUT_MS }, async () => {
    // A phone held upright records portrait frames; 540×720 holds more than 480×640.
    const row = await processNow(t, await insertShoot(t, event, 'video', [{ data: await testVideo(540, 720, 1, 'webm'), mimetype: 'video/webm' }]));

    expect(row.status, row.failureReason ?? '').toBe('ready');
    const video = (await probe(await stored(t, row.renditions.mp4))).streams.find((stream) => stream.codec_type === 'video');
    expect(video).toMatchObject({ width: 480, height: 640 });
    expect(row).toMatchObject({ width: 480, height: 640 });
    expect(await sharp(await stored(t, row.renditions.poster)).metadata()).toMatchObject({ width: 480, height: 640 });
  });

  it('makes quality 480 the short side of a landscape campaign too: 640×480', { timeout: RENDER_TIMEOUT_MS }, async () => {
    const landscape = await eventWith(t, 'landscape-video@example.com', '4:3');
    const row = await processNow(t, await insertShoot(t, landscape, 'video', [{ data: await testVideo(720, 540, 1, 'webm'), mimetype: 'video/webm' }]));
    expect(row).toMatchObject({ status: 'ready', width: 640, height: 480 });
  });

  it('burns in a WebM overlay with alpha, looped for the whole recording', async () => {
    // Red, red, blue: 0.3 s at 10 fps, looped over the 1 s recording (10 frames).
    const overlayId = await insertAsset(t, event.customerId, await bandWebm(30, 40, ['red', 'red', 'blue']), 'video/webm');
    const shootId = await insertShoot(t, event, 'video', [{ data: await testVideo(64, 48, 1, 'webm'), mimetype: 'video/webm' }], { overlayId });

    const row = await processNow(t, shootId);

    expect(row.status).toBe('ready');
    const data = await stored(t, row.renditions.mp4);
    const mp4 = await probe(data);
    // As long as the recording: neither cut to the overlay's 0.3 s nor run on with its endless loop.
    expect(Number(mp4.format.duration)).toBeCloseTo(1, 0);
    expect(mp4.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
    const band = await pixelPerFrame(data, 18, 3);
    expect(band).toHaveLength(10);
    expect(band.every((rgb) => near(rgb, RED_LAVFI) || near(rgb, BLUE_LAVFI))).toBe(true);
    // Red again after the overlay's own end: it loops rather than holding its last (blue) frame.
    expect(band.slice(4).some((rgb) => near(rgb, RED_LAVFI))).toBe(true);
    expect(band.some((rgb) => near(rgb, BLUE_LAVFI))).toBe(true);
    const poster = await stored(t, row.renditions.poster);
    expect(near(await pixel(poster, 18, 3), RED_LAVFI) || near(await pixel(poster, 18, 3), BLUE_LAVFI)).toBe(true);
    // Transparent below the band: the recording shows through (VP9 alpha kept, not black).
    for (const rgb of await pixelPerFrame(data, 18, 40)) {
      expect(near(rgb, RED_LAVFI) || near(rgb, BLUE_LAVFI) || near(rgb, [0, 0, 0])).toBe(false);
    }
  });

  it('burns in an animated GIF overlay, playing through the whole recording', async () => {
    const forever = await insertAsset(t, event.customerId, await bandGif(30, 40, [YELLOW, BLUE]), 'image/gif');
    // Loops once only, i.e. ends by 0.4 s: restarted, or the clip would end with it.
    const once = await insertAsset(t, event.customerId, await bandGif(30, 40, [YELLOW, BLUE], 1), 'image/gif');
    const recording = [{ data: await testVideo(64, 48, 1, 'webm'), mimetype: 'video/webm' }];
    const foreverRow = await processNow(t, await insertShoot(t, event, 'video', recording, { overlayId: forever }));
    const onceRow = await processNow(t, await insertShoot(t, event, 'video', recording, { overlayId: once }));

    for (const row of [foreverRow, onceRow]) {
      expect(row.status).toBe('ready');
      const data = await stored(t, row.renditions.mp4);
      expect(Number((await probe(data)).format.duration)).toBeCloseTo(1, 0);
      const band = await pixelPerFrame(data, 18, 3);
      expect(band).toHaveLength(10);
      expect(band.every((rgb) => near(rgb, YELLOW) || near(rgb, BLUE))).toBe(true);
      // Transparent below the band: the recording shows through (its blue-ish test pattern there).
      for (const rgb of await pixelPerFrame(data, 18, 40)) expect(near(rgb, YELLOW) || near(rgb, [0, 0, 0])).toBe(false);
    }
    // Still animated in the second half.
    const band = await pixelPerFrame(await stored(t, foreverRow.renditions.mp4), 18, 3);
    expect(band.slice(5).some((rgb) => near(rgb, YELLOW))).toBe(true);
    expect(band.slice(5).some((rgb) => near(rgb, BLUE))).toBe(true);
  });

  it('marks the shoot failed, naming the overlay, when the overlay video cannot be read', async () => {
    const overlayId = await insertAsset(t, event.customerId, Buffer.from('garbage, not a webm'), 'video/webm');
    const shootId = await insertShoot(t, event, 'video', [{ data: await testVideo(64, 48, 1, 'webm'), mimetype: 'video/webm' }], { overlayId });

    const row = await processNow(t, shootId);

    expect(row.status).toBe('failed');
    expect(row.failureReason).toBe('The overlay could not be read');
  });

  it('marks a recording ffmpeg cannot read failed', async () => {
    const shootId = await insertShoot(t, event, 'video', [{ data: Buffer.from('garbage, not a webm'), mimetype: 'video/webm' }]);

    const row = await processNow(t, shootId);

    expect(row.status).toBe('failed');
    expect(row.failureReason).toBe('The video could not be read');
  });
});
