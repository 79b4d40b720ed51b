import { PERSON_MASK_MAX_SIDE } from '@booth/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePersonMask } from './make-person-mask';
import { fakeBitmaps, fakeSegmenter, installFakeCanvas, readGreyPng, rgbaPixels } from './person-mask.test-support';

afterEach(() => {
  vi.unstubAllGlobals();
});

const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
const png = new Blob(['png'], { type: 'image/png' });
const opaque = (canvas: HTMLCanvasElement) => rgbaPixels(canvas.width, canvas.height, () => [50, 60, 70, 255]);

describe('makePersonMask', () => {
  it('finds the person in the still at most 512 px long, and makes a grey PNG of it', async () => {
    const { create, close } = fakeBitmaps(1536, 2048);
    const { contextOf } = installFakeCanvas(opaque);
    const segmenter = fakeSegmenter();
    const mask = await makePersonMask(jpeg, segmenter);

    expect(create).toHaveBeenCalledWith(jpeg);
    expect(mask).toMatchObject({ width: 384, height: PERSON_MASK_MAX_SIDE });
    const [source, width, height] = segmenter.cutout.mock.calls[0]!;
    expect([width, height, source.width, source.height]).toEqual([384, 512, 384, 512]);
    // The still drawn whole onto the small canvas; a JPEG is opaque without looking.
    expect(contextOf(source)?.drawImage).toHaveBeenCalledWith(expect.objectContaining({ width: 1536, height: 2048 }), 0, 0, 384, 512);
    expect(contextOf(source)?.getImageData).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalled();

    // The person (the left half) is white, the rest black, in the pixels and in the PNG alike.
    const read = await readGreyPng(mask!.png);
    expect([read.width, read.height]).toEqual([384, 512]);
    expect(Array.from(read.pixels)).toEqual(Array.from(mask!.pixels));
    expect([mask!.pixels[0], mask!.pixels[191], mask!.pixels[192], mask!.pixels[383]]).toEqual([255, 255, 0, 0]);
  });

  it('keeps a small still at its size', async () => {
    fakeBitmaps(320, 240);
    installFakeCanvas(opaque);
    expect(await makePersonMask(jpeg, fakeSegmenter())).toMatchObject({ width: 320, height: 240 });
  });

  it('makes one for an opaque PNG, none for a cut-out: its transparency is the mask already', async () => {
    fakeBitmaps(400, 300);
    installFakeCanvas(opaque);
    expect(await makePersonMask(png, fakeSegmenter())).not.toBeNull();

    installFakeCanvas((canvas) => rgbaPixels(canvas.width, canvas.height, (x) => [50, 60, 70, x < 100 ? 0 : 255]));
    const segmenter = fakeSegmenter();
    expect(await makePersonMask(png, segmenter)).toBeNull();
    expect(segmenter.cutout).not.toHaveBeenCalled();
  });

  it('makes none when nobody is in the picture', async () => {
    fakeBitmaps(400, 300);
    installFakeCanvas(opaque);
    expect(await makePersonMask(jpeg, fakeSegmenter(() => false))).toBeNull();
  });

  it('fails when the model does, and frees the decoded still', async () => {
    const { close } = fakeBitmaps(400, 300);
    installFakeCanvas(opaque);
    const segmenter = { cutout: vi.fn(async () => Promise.reject(new Error('no model'))), dispose: vi.fn() };
    await expect(makePersonMask(jpeg, segmenter)).rejects.toThrow('no model');
    expect(close).toHaveBeenCalled();
  });
});
