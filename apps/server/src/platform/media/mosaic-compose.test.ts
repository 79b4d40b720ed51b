import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeMosaicExport, composeMosaicSheet, composeMosaicZoom, mosaicPreviewJpeg, mosaicTileAt, type MosaicCanvasCell } from './mosaic-compose.ts';

/** A stored tile: 128 px of one colour, as the placement engine writes them. */
const tile = (red: number, green: number, blue: number) => sharp({ create: { width: 128, height: 128, channels: 3, background: { r: red, g: green, b: blue } } }).jpeg().toBuffer();

async function pixels(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
  };
  return { info, at };
}

/** Close to the colour (JPEG moves values by a few steps). */
function near(actual: number[], expected: number[], tolerance = 12): void {
  expect(actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= tolerance), `${actual.join(',')} ≈ ${expected.join(',')}`).toBe(true);
}

describe('composeMosaicSheet', () => {
  it('puts cell (x, y) at (x·size, y·size) and leaves empty cells in the background colour', async () => {
    const red = await tile(230, 20, 20);
    const blue = await tile(20, 20, 230);
    const cells: MosaicCanvasCell[] = [
      { column: 0, row: 0, load: async () => red },
      { column: 15, row: 3, load: async () => blue },
      // A tile that cannot be read leaves its cell empty instead of failing the sheet.
      { column: 5, row: 5, load: async () => Buffer.from('not a jpeg') },
      { column: 6, row: 5, load: async () => null },
    ];
    const sheet = await composeMosaicSheet({ block: 16, size: 32, background: '#00ff00', cells });
    const { info, at } = await pixels(sheet);
    expect([info.width, info.height, info.format]).toEqual([512, 512, 'raw']);
    near(at(16, 16), [230, 20, 20]);
    near(at(15 * 32 + 16, 3 * 32 + 16), [20, 20, 230]);
    near(at(5 * 32 + 16, 5 * 32 + 16), [0, 255, 0]);
    near(at(6 * 32 + 16, 5 * 32 + 16), [0, 255, 0]);
    near(at(300, 400), [0, 255, 0]);
  });

  it('reads at most a few tiles at once', async () => {
    const red = await tile(230, 20, 20);
    let open = 0;
    let most = 0;
    const cells = Array.from({ length: 256 }, (_, i): MosaicCanvasCell => ({
      column: i % 16,
      row: Math.floor(i / 16),
      load: async () => {
        open += 1;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 1));
        open -= 1;
        return red;
      },
    }));
    await composeMosaicSheet({ block: 16, size: 16, background: '#000000', cells });
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(8);
  });
});

describe('composeMosaicExport', () => {
  it('streams a JPEG of columns·cellSize × rows·cellSize with every tile scaled to its cell', async () => {
    const red = await tile(230, 20, 20);
    const cells: MosaicCanvasCell[] = [
      { column: 0, row: 0, load: async () => red },
      { column: 95, row: 53, load: async () => red },
    ];
    const stream = await composeMosaicExport({ columns: 96, rows: 54, cellSize: 40, background: '#102030', cells });
    const jpeg = await buffer(stream);
    const { info, at } = await pixels(jpeg);
    expect([info.width, info.height]).toEqual([3840, 2160]);
    near(at(20, 20), [230, 20, 20]);
    near(at(3840 - 20, 2160 - 20), [230, 20, 20]);
    near(at(2000, 1000), [16, 32, 48]);
  });

  it('shows the target faintly under empty cells, as the wall does, and the tiles in full', async () => {
    const red = await tile(230, 20, 20);
    const target = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 20, g: 220, b: 20 } } }).jpeg().toBuffer();
    const stream = await composeMosaicExport({ columns: 4, rows: 2, cellSize: 50, background: '#000000', underlay: target, cells: [{ column: 0, row: 0, load: async () => red }] });
    const { at } = await pixels(await buffer(stream));
    near(at(25, 25), [230, 20, 20]);
    near(at(175, 75), [6, 66, 6]);
  });

  it('draws one export at a time: the next one starts reading tiles once the first is drawn', async () => {
    const red = await tile(230, 20, 20);
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const first = composeMosaicExport({ columns: 4, rows: 4, cellSize: 8, background: '#000000', cells: [{ column: 0, row: 0, load: () => gate.then(() => red) }] });
    let secondRead = false;
    const second = composeMosaicExport({
      columns: 4,
      rows: 4,
      cellSize: 8,
      background: '#000000',
      cells: [{ column: 1, row: 1, load: async () => ((secondRead = true), red) }],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(secondRead).toBe(false);
    open();
    expect((await buffer(await first)).length).toBeGreaterThan(0);
    expect((await buffer(await second)).length).toBeGreaterThan(0);
    expect(secondRead).toBe(true);
  });
});

describe('composeMosaicZoom', () => {
  it("shows the target's part of the window faintly under empty neighbours", async () => {
    // A 4 × 2 grid's preview: the left half red, the right half green; the window is the right half's two columns.
    const preview = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 220, g: 20, b: 20 } } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 20, g: 220, b: 20 } } }, left: 200, top: 0 }])
      .jpeg()
      .toBuffer();
    const grey = await tile(128, 128, 128);
    const zoom = await composeMosaicZoom({
      columns: 2,
      rows: 2,
      cellSize: 40,
      background: '#000000',
      cells: [{ column: 0, row: 0, load: async () => grey }],
      outline: { column: 0, row: 0 },
      target: { preview, gridColumns: 4, gridRows: 2, left: 2, top: 0 },
    });
    const { at } = await pixels(zoom);
    near(at(60, 60), [6, 66, 6]);
    near(at(20, 20), [128, 128, 128]);
  });

  it('outlines the tile in a colour that stands out and keeps its picture inside the outline', async () => {
    const grey = await tile(128, 128, 128);
    const cells = Array.from({ length: 81 }, (_, i): MosaicCanvasCell => ({ column: i % 9, row: Math.floor(i / 9), load: async () => grey }));
    const zoom = await composeMosaicZoom({ columns: 9, rows: 9, cellSize: 64, background: '#000000', cells, outline: { column: 4, row: 4 } });
    const { info, at } = await pixels(zoom);
    expect([info.width, info.height]).toEqual([576, 576]);
    const x = 4 * 64;
    near(at(x + 2, x + 32), [255, 0, 170], 40);
    near(at(x + 32, x + 62), [255, 0, 170], 40);
    near(at(x + 7, x + 32), [255, 255, 255], 40);
    near(at(x + 32, x + 32), [128, 128, 128]);
    // The neighbours stay as they are.
    near(at(x - 10, x + 32), [128, 128, 128]);
  });
});

describe('mosaicTileAt', () => {
  it('makes the smaller renditions of a stored tile and hands the stored one back as it is', async () => {
    const stored = await tile(40, 160, 90);
    expect(await mosaicTileAt(stored, 128)).toBe(stored);
    for (const size of [16, 32, 64]) {
      const { info, at } = await pixels(await mosaicTileAt(stored, size));
      expect([info.width, info.height]).toEqual([size, size]);
      near(at(size / 2, size / 2), [40, 160, 90]);
    }
  });
});

describe('mosaicPreviewJpeg', () => {
  it('shrinks a large picture to fit the side, keeps its shape and lays transparency on the background', async () => {
    const png = await sharp({ create: { width: 4000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const { info, at } = await pixels(await mosaicPreviewJpeg(png, { maxSide: 1920, background: '#3366cc' }));
    expect([info.width, info.height]).toEqual([1920, 480]);
    near(at(100, 100), [0x33, 0x66, 0xcc]);
    // Never enlarged.
    const small = await pixels(await mosaicPreviewJpeg(await tile(10, 10, 10), { maxSide: 1920, background: '#000000' }));
    expect([small.info.width, small.info.height]).toEqual([128, 128]);
  });
});
