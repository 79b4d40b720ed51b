import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoCapture } from '@/guest/booth/test/guest-fixture';
import { PersonMaskMaker, type MaskSegmenter } from './person-mask-maker';
import { fakeBitmaps, fakeSegmenter, installFakeCanvas, readGreyPng, rgbaPixels } from './person-mask.test-support';

beforeEach(() => {
  fakeBitmaps(800, 600);
  installFakeCanvas((canvas) => rgbaPixels(canvas.width, canvas.height, () => [1, 2, 3, 255]));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const capture = photoCapture();
const another = photoCapture({ id: '0e8a4d5c-8a1f-4a8e-9c3b-2d6f1e7a9b40' });

describe('PersonMaskMaker', () => {
  it('loads the model once and makes each capture’s mask once', async () => {
    const segmenter = fakeSegmenter();
    const load = vi.fn(async () => segmenter);
    const maker = new PersonMaskMaker(load);
    maker.preload();
    const first = await maker.maskOf(capture);
    expect(first).toMatchObject({ width: 512, height: 384 });
    expect(await maker.maskOf(capture)).toBe(first);
    expect(await maker.pngFor(capture)).toBe(first!.png);
    expect((await readGreyPng(first!.png)).width).toBe(512);
    await maker.maskOf(another);
    expect(load).toHaveBeenCalledTimes(1);
    expect(segmenter.cutout).toHaveBeenCalledTimes(2);
  });

  it('answers no mask for a capture without a still, or when the model fails, and loads it again at the next capture', async () => {
    const segmenter = fakeSegmenter();
    const load = vi.fn<() => Promise<MaskSegmenter>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(segmenter);
    const maker = new PersonMaskMaker(load);
    expect(await maker.maskOf(photoCapture({ id: '5b7e2c1a-0d9f-4e3b-8a6c-1f2e3d4c5b6a', frames: [] }))).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(await maker.maskOf(capture)).toBeNull();
    expect(await maker.pngFor(capture)).toBeNull();
    expect(await maker.maskOf(another)).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the upload wait only so long for a mask still in the making', async () => {
    let loaded!: (segmenter: MaskSegmenter) => void;
    const maker = new PersonMaskMaker(() => new Promise((resolve) => (loaded = resolve)), 30);
    const started = performance.now();
    expect(await maker.pngFor(capture)).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    // The mask is still made, for the review; a later upload of the same capture gets it.
    loaded(fakeSegmenter());
    expect(await maker.maskOf(capture)).not.toBeNull();
    expect(await maker.pngFor(capture)).toBeInstanceOf(Blob);
  });

  it('frees the model when released, and loads it again when needed', async () => {
    const segmenters = [fakeSegmenter(), fakeSegmenter()];
    const load = vi.fn(async () => segmenters[load.mock.calls.length - 1]!);
    const maker = new PersonMaskMaker(load);
    await maker.maskOf(capture);
    maker.release();
    await vi.waitFor(() => expect(segmenters[0]!.dispose).toHaveBeenCalled());
    expect(await maker.maskOf(capture)).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(segmenters[1]!.cutout).toHaveBeenCalledTimes(1);
  });
});
