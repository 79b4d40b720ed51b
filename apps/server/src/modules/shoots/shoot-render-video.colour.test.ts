import { completeValues, shutterSchema, type ImageOpsValues } from '@booth/shared';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MediaError } from '@/platform/media/media-error.ts';
import type { MediaGateway, ShootVideoRequest } from '@/platform/media/media-gateway.ts';
import { parseAspect } from '@/platform/media/shoot-canvas.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import {
  bandPng,
  eventWith,
  insertAsset,
  insertShoot,
  near,
  pixel,
  pixelPerFrame,
  processNow,
  setShutter,
  solidJpeg,
  stored,
  RED,
  YELLOW,
  type TestEvent,
} from './shoot-processing.test-support.ts';
import type { LocalFile } from './shoot-render.ts';
import { renderVideo } from './shoot-render-video.ts';

/*
 * A recorded video gets the campaign's image processing (its colour stage) like the stills of the same
 * campaign, beneath the overlay. The whole file runs on a DATA_DIR with a blank, a comma, a quote and
 * brackets in its name, where the work folders and so the lookup table live: ffmpeg must still read it.
 */

type Rgb = [number, number, number];

let dataDir: string;
let t: TestApp;
let shootVideo: MockInstance<MediaGateway['shootVideo']> | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "booth data, it's [2] "));
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});
// Calls through to the real gateway: only the request the renderer made is looked at.
const spyOnShootVideo = () => (shootVideo = vi.spyOn(t.runtime.media, 'shootVideo'));
afterEach(() => shootVideo?.mockRestore());

/** A recording of one flat colour, as the camera would send it (WebM, VP8), 1 s at 10 fps. */
async function solidWebm(colour: Rgb): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'solid-'));
  try {
    const hex = colour.map((value) => value.toString(16).padStart(2, '0')).join('');
    const path = join(dir, 'clip.webm');
    const result = spawnSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x${hex}:s=64x48:r=10:d=1`, '-c:v', 'libvpx', '-b:v', '400k', path], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A campaign whose image processing is set to `values` (on unless said otherwise). */
async function campaignWith(email: string, values: Partial<ImageOpsValues>, enabled = true): Promise<TestEvent> {
  const event = await eventWith(t, email, '3:4');
  await setShutter(t, event.id, (shutter) => {
    shutter.imageProcessing.enabled = enabled;
    Object.assign(shutter.imageProcessing.values, values);
  });
  return event;
}

async function videoOf(event: TestEvent, colour: Rgb, overlayId?: string) {
  const row = await processNow(t, await insertShoot(t, event, 'video', [{ data: await solidWebm(colour), mimetype: 'video/webm' }], { overlayId }));
  expect(row.status, row.failureReason ?? '').toBe('ready');
  return { row, mp4: await stored(t, row.renditions.mp4) };
}

/** The middle pixel of the same campaign's photo of `colour`: what the stills' processing makes of it. */
async function photoPixel(event: TestEvent, colour: Rgb): Promise<Rgb> {
  const row = await processNow(t, await insertShoot(t, event, 'photo', [{ data: await solidJpeg(64, 48, colour), mimetype: 'image/jpeg' }]));
  const main = await stored(t, row.renditions.main);
  const { width = 0, height = 0 } = await sharp(main).metadata();
  return pixel(main, Math.floor(width / 2), Math.floor(height / 2));
}

const spread = ([red, green, blue]: Rgb) => Math.max(red, green, blue) - Math.min(red, green, blue);
const requested = (): ShootVideoRequest | undefined => shootVideo?.mock.calls[0]?.[2];

describe('video colour', () => {
  it('runs with the work folders under a DATA_DIR whose name has filter syntax in it', () => {
    expect(t.config.tmpDir.startsWith(dataDir)).toBe(true);
    expect(t.config.tmpDir).toMatch(/ .*,.*'.*\[/);
  });

  it("turns a recording grey like the campaign's photos, every frame and the poster, beneath an overlay that keeps its colours", async () => {
    const event = await campaignWith('grey-video@example.com', { greyscale: true });
    const overlayId = await insertAsset(t, event.customerId, await bandPng(30, 40, YELLOW, 0, 0.25), 'image/png');
    spyOnShootVideo();

    const { row, mp4 } = await videoOf(event, RED, overlayId);

    expect(requested()?.colour).toMatch(/^lut3d=file=.*colour\.cube:interp=tetrahedral$/);
    const still = await photoPixel(event, RED);
    expect(spread(still)).toBeLessThanOrEqual(2);
    const body = await pixelPerFrame(mp4, 18, 36);
    expect(body).toHaveLength(10);
    for (const rgb of body) {
      expect(spread(rgb), `${rgb}`).toBeLessThanOrEqual(6);
      expect(near(rgb, still, 8), `${rgb} against the photo's ${still}`).toBe(true);
    }
    // The overlay (the top quarter) is laid on after the colouring: yellow, not grey.
    for (const rgb of await pixelPerFrame(mp4, 18, 4)) expect(near(rgb, YELLOW, 12), `${rgb}`).toBe(true);
    const poster = await stored(t, row.renditions.poster);
    expect(spread(await pixel(poster, 18, 36))).toBeLessThanOrEqual(6);
    expect(near(await pixel(poster, 18, 4), YELLOW, 12)).toBe(true);
  });

  it.each([
    ['a strong brightness', { brightness: 60 }, [70, 50, 110] as Rgb],
    ['a look of hue, saturation, contrast and gamma', { hue: 120, saturation: 30, contrast: 20, gamma: 1.4 }, RED],
    ['a tint and channel colours', { colorize: { red: 40, green: 90, blue: 255, alpha: 0.3 }, channels: { red: 255, green: 180, blue: 255, alpha: 1 } }, [200, 170, 60] as Rgb],
  ])('colours a recording with %s as the campaign colours its photos', async (name, values, colour) => {
    const event = await campaignWith(`${name.replaceAll(/\W/g, '-')}@example.com`, values);

    const { mp4 } = await videoOf(event, colour);

    const still = await photoPixel(event, colour);
    expect(near(still, colour, 30), `the values change ${colour}`).toBe(false);
    for (const rgb of await pixelPerFrame(mp4, 18, 24)) expect(near(rgb, still, 8), `${rgb} against the photo's ${still}`).toBe(true);
  });

  it('adds no colour filter when the values change no colour: processing off, or sharpen alone (not applied to video)', async () => {
    const off = await campaignWith('processing-off@example.com', { greyscale: true, brightness: 50 }, false);
    const sharpenOnly = await campaignWith('sharpen-only@example.com', { sharpen: 60 });
    for (const event of [off, sharpenOnly]) {
      spyOnShootVideo();
      const { mp4 } = await videoOf(event, RED);
      expect(requested()).toBeDefined();
      expect(requested()?.colour).toBeUndefined();
      for (const rgb of await pixelPerFrame(mp4, 18, 24)) expect(near(rgb, RED, 12), `${rgb}`).toBe(true);
      shootVideo?.mockRestore();
    }
  });
});

describe('the lookup table', () => {
  /** renderVideo itself in a work folder of ours (the job removes its own folder anyway, which would hide a leftover). */
  async function renderInFolder(overlay?: LocalFile) {
    await mkdir(t.config.tmpDir, { recursive: true });
    const workdir = await mkdtemp(join(t.config.tmpDir, 'video colour '));
    const recording = join(workdir, 'recording.webm');
    await writeFile(recording, await solidWebm(RED));
    const tableSeen: boolean[] = [];
    const media = t.runtime.media;
    const real = media.shootVideo.bind(media);
    // Looks for the table while ffmpeg is about to run, then runs it for real.
    shootVideo = vi.spyOn(media, 'shootVideo').mockImplementation(async (...args) => {
      tableSeen.push(await stat(join(workdir, 'colour.cube')).then(() => true, () => false));
      return real(...args);
    });
    const input = {
      kind: 'video' as const,
      frames: [{ path: recording, mimetype: 'video/webm' }],
      aspect: parseAspect('3:4'),
      shutter: shutterSchema.parse({}),
      overlay,
      backgroundApplied: false,
      edits: { processing: null, videoValues: completeValues({ greyscale: true }), recolourBackground: true, gifSpeed: 1 },
    };
    const store = async (name: string, ext: string, body: Buffer | { path: string }, mimetype: string) => ({ path: `${name}.${ext}`, size: Buffer.isBuffer(body) ? body.length : 0, mimetype });
    const result = await renderVideo(input, { media, workdir, store }).then(
      (rendered) => ({ rendered, error: undefined }),
      (error: unknown) => ({ rendered: undefined, error }),
    );
    const left = await readdir(workdir);
    await rm(workdir, { recursive: true, force: true });
    return { ...result, tableSeen, left };
  }

  it('is written for the render and removed after it', async () => {
    const { rendered, error, tableSeen, left } = await renderInFolder();
    expect(error).toBeUndefined();
    expect(rendered?.renditions.mp4).toMatchObject({ mimetype: 'video/mp4' });
    expect(tableSeen).toEqual([true]);
    expect(left).not.toContain('colour.cube');
    expect(left).toContain('out.mp4');
  });

  it('is removed when ffmpeg fails too', async () => {
    const workdir = await mkdtemp(join(tmpdir(), 'broken-overlay-'));
    try {
      const overlay = join(workdir, 'overlay.png');
      await writeFile(overlay, 'not a picture at all');
      const { error, tableSeen, left } = await renderInFolder({ path: overlay, mimetype: 'image/png' });
      expect(error).toBeInstanceOf(MediaError);
      expect(tableSeen).toEqual([true]);
      expect(left).not.toContain('colour.cube');
    } finally {
      await rm(workdir, { recursive: true, force: true });
    }
  });
});
