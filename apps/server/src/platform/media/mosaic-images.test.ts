import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaError } from './media-error.ts';
import { pixelBombPng } from './test-images.ts';
import { MOSAIC_CELL_MAP_CELL, cellMapCrop, decodeCellMap, decodeCover, encodeRgbJpeg, mosaicTargetImages } from './mosaic-images.ts';

type Rgb = [number, number, number];
const RED: Rgb = [220, 30, 30];
const GREEN: Rgb = [30, 200, 40];
const BLUE: Rgb = [20, 40, 220];
const YELLOW: Rgb = [240, 220, 20];

/** Four quadrants (top-left, top-right, bottom-left, bottom-right), as PNG. */
function quadrants(width: number, height: number, colours: [Rgb, Rgb, Rgb, Rgb]): Promise<Buffer> {
  const half = (colour: Rgb, w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } }).png().toBuffer();
  return (async () => {
    const [w, h] = [Math.floor(width / 2), Math.floor(height / 2)];
    const parts = await Promise.all(colours.map((colour) => half(colour, w, h)));
    return sharp({ create: { width, height, channels: 3, background: '#000' } })
      .composite(parts.map((input, index) => ({ input, left: (index % 2) * w, top: Math.floor(index / 2) * h })))
      .png()
      .toBuffer();
  })();
}

function at(raw: { data: Buffer; width: number }, x: number, y: number): Rgb {
  const offset = (y * raw.width + x) * 3;
  return [raw.data[offset]!, raw.data[offset + 1]!, raw.data[offset + 2]!];
}

function near(actual: Rgb, expected: Rgb, tolerance = 12): boolean {
  return actual.every((value, index) => Math.abs(value - expected[index]!) <= tolerance);
}

describe('decodeCover', () => {
  it('answers exactly the size asked, cropped to the centre, as RGB', async () => {
    // A wide picture: red left third, green middle, blue right third; the square crop keeps the green middle.
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#000' } })
      .composite([
        { input: await sharp({ create: { width: 100, height: 100, channels: 3, background: { r: 220, g: 30, b: 30 } } }).png().toBuffer(), left: 0, top: 0 },
        { input: await sharp({ create: { width: 100, height: 100, channels: 3, background: { r: 30, g: 200, b: 40 } } }).png().toBuffer(), left: 100, top: 0 },
        { input: await sharp({ create: { width: 100, height: 100, channels: 3, background: { r: 20, g: 40, b: 220 } } }).png().toBuffer(), left: 200, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const raw = await decodeCover(wide, 32, 32);
    expect(raw).toMatchObject({ width: 32, height: 32 });
    expect(raw.data.length).toBe(32 * 32 * 3);
    expect(near(at(raw, 1, 16), GREEN, 20)).toBe(true);
    expect(near(at(raw, 30, 16), GREEN, 20)).toBe(true);
  });

  it('lays transparency on the background and reads from a stream', async () => {
    const transparent = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const raw = await decodeCover(Readable.from([transparent]), 8, 8, '#ffffff');
    expect(at(raw, 4, 4)).toEqual([255, 255, 255]);
  });

  it('says a file that is no picture is corrupt', async () => {
    await expect(decodeCover(Buffer.from('not an image at all'), 8, 8)).rejects.toBeInstanceOf(MediaError);
  });
});

describe('encodeRgbJpeg', () => {
  it('encodes raw RGB of the given size', async () => {
    const rgb = new Uint8Array(16 * 16 * 3).fill(128);
    const jpeg = await encodeRgbJpeg(rgb, 16, 16);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 16, height: 16 });
  });
});

describe('mosaicTargetImages', () => {
  const grid = { columns: 4, rows: 2 };

  it('gives the features image, the cell map and the preview, all cropped like the grid', async () => {
    // 16:9 picture, grid 2:1: the crop takes a little off the top and the bottom, the quadrants stay.
    const target = await quadrants(1600, 900, [RED, GREEN, BLUE, YELLOW]);
    const images = await mosaicTargetImages(target, grid);
    expect(images.features).toMatchObject({ width: 12, height: 6 });
    expect(near(at(images.features, 0, 0), RED)).toBe(true);
    expect(near(at(images.features, 11, 0), GREEN)).toBe(true);
    expect(near(at(images.features, 0, 5), BLUE)).toBe(true);
    expect(near(at(images.features, 11, 5), YELLOW)).toBe(true);

    expect(images.cellMap.raw).toMatchObject({ width: 4 * MOSAIC_CELL_MAP_CELL, height: 2 * MOSAIC_CELL_MAP_CELL });
    const stored = await decodeCellMap(images.cellMap.png);
    expect(stored.data.equals(images.cellMap.raw.data)).toBe(true);
    const cell = cellMapCrop(stored, 3, 1);
    expect(cell.length).toBe(MOSAIC_CELL_MAP_CELL * MOSAIC_CELL_MAP_CELL * 3);
    const middle = (8 * MOSAIC_CELL_MAP_CELL + 8) * 3;
    expect(near([cell[middle]!, cell[middle + 1]!, cell[middle + 2]!], YELLOW)).toBe(true);

    const preview = await sharp(images.preview.jpeg).metadata();
    expect(preview).toMatchObject({ format: 'jpeg', width: 1920, height: 960 });
  });

  it('makes a screen-sized preview and every cell from a picture smaller than the grid', async () => {
    const images = await mosaicTargetImages(await quadrants(40, 20, [RED, GREEN, BLUE, YELLOW]), grid);
    expect(images.preview).toMatchObject({ width: 1920, height: 960 });
    expect(near(at(images.features, 0, 0), RED, 20)).toBe(true);
  });

  it('reads a 12,000 × 8,000 PNG from a stream in a few seconds without holding it decoded', async () => {
    const big = await sharp({ create: { width: 12_000, height: 8_000, channels: 3, background: { r: 20, g: 40, b: 220 } } }).png({ compressionLevel: 9 }).toBuffer();
    const started = Date.now();
    const before = process.memoryUsage().rss;
    const images = await mosaicTargetImages(Readable.from([big]), { columns: 96, rows: 54 });
    const grown = process.memoryUsage().rss - before;
    expect(Date.now() - started).toBeLessThan(20_000);
    // Decoded whole it would be 288 MB; streamed it is the cell map's 1536 × 864 and change.
    expect(grown).toBeLessThan(200 * 1024 * 1024);
    expect(images.features).toMatchObject({ width: 288, height: 162 });
    expect(near(at(images.features, 100, 100), BLUE)).toBe(true);
  }, 30_000);

  it('refuses a picture with more pixels than any target may have', async () => {
    // 30,000 × 30,000 = 900 MP declared in a few kilobytes: refused from the header, nothing decoded.
    await expect(mosaicTargetImages(pixelBombPng(30_000), grid)).rejects.toMatchObject({ reason: 'too-many-pixels' });
  });
});
