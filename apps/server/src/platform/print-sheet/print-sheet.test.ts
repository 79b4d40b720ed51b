import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { printLayoutConfigurationSchema } from '@booth/shared';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPrintSheet, type PrintSheetInput } from './print-sheet.ts';

const solid = (colour: string, width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
const layout = (input: object) => printLayoutConfigurationSchema.parse(input);
const dates = { now: new Date('2024-06-15T10:00:00Z'), timeZone: 'Europe/Berlin' };
const require = createRequire(import.meta.url);

async function render(overrides: Partial<PrintSheetInput> & Pick<PrintSheetInput, 'configuration'>) {
  return renderPrintSheet({ paper: '4:6', frames: [await solid('#ff0000')], assets: new Map(), fonts: new Map(), shootUrl: 'https://booth.example/s/abc123', dates, ...overrides });
}

async function pixels(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    data,
    at(x: number, y: number) {
      const offset = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
    },
  };
}
function countRight(image: Awaited<ReturnType<typeof pixels>>, test: (p: number[]) => boolean): number {
  let found = 0;
  for (let y = 94; y < 281; y += 2) for (let x = 600; x < 1200; x += 2) if (test(image.at(x, y))) found += 1;
  return found;
}
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isWhite = ([r, g, b]: number[]) => r! > 235 && g! > 235 && b! > 235;

describe('renderPrintSheet', () => {
  it('renders 4×6 at 300 dpi as a 1200 × 1800 JPEG and a 288 × 432 pt PDF carrying it', async () => {
    const sheet = await render({ configuration: layout({}) });
    expect(sheet).toMatchObject({ widthPx: 1200, heightPx: 1800 });
    expect(sheet.paper.widthMm).toBeCloseTo(101.6, 6);
    expect(sheet.paper.heightMm).toBeCloseTo(152.4, 6);
    const meta = await sharp(sheet.jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1800, density: 300 });
    const pdf = await PDFDocument.load(sheet.pdf);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    const images = pdf.context.enumerateIndirectObjects().flatMap(([, object]) =>
      object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') ? [object] : [],
    );
    expect(images).toHaveLength(1);
    expect(Buffer.from(images[0]!.contents).equals(sheet.jpeg)).toBe(true);
  });

  it('gives A5 a page of 148 × 210 mm in points', async () => {
    const sheet = await render({ configuration: layout({ paperSize: 'A5' }), paper: 'A5' });
    expect(sheet).toMatchObject({ widthPx: 1748, heightPx: 2480 });
    const size = (await PDFDocument.load(sheet.pdf)).getPage(0).getSize();
    expect(size.width).toBeCloseTo((148 / 25.4) * 72, 3);
    expect(size.height).toBeCloseTo((210 / 25.4) * 72, 3);
  });

  it('cover-fits the red picture exactly where the frame node is, on the background colour', async () => {
    const frame = { id: 'f', type: 'frame', x: 128, y: 192, width: 256, height: 384 };
    const sheet = await render({ configuration: layout({ backgroundColor: '#0000ff', nodes: [frame] }) });
    const image = await pixels(sheet.jpeg);
    // 0.9375 sheet pixels per canvas pixel: the node covers 120..360 × 180..540.
    expect(isRed(image.at(122, 182))).toBe(true);
    expect(isRed(image.at(357, 537))).toBe(true);
    expect(isRed(image.at(240, 360))).toBe(true);
    const [r, g, b] = image.at(117, 360);
    expect(b).toBeGreaterThan(200);
    expect(r! + g!).toBeLessThan(60);
    expect(image.at(240, 543)[2]).toBeGreaterThan(200);
  });

  it('turns a node about its top-left corner as the editor does', async () => {
    // 400 × 200 at (640, 0) turned 90° clockwise covers canvas x 440..640, y 0..400.
    const frame = { id: 'f', type: 'frame', x: 640, y: 0, width: 400, height: 200, rotation: 90 };
    const image = await pixels((await render({ configuration: layout({ nodes: [frame] }) })).jpeg);
    const s = 0.9375;
    expect(isRed(image.at(540 * s, 200 * s))).toBe(true);
    expect(isRed(image.at(450 * s, 390 * s))).toBe(true);
    expect(isWhite(image.at(700 * s, 100 * s))).toBe(true);
    expect(isWhite(image.at(540 * s, 450 * s))).toBe(true);
  });

  it('scales a node by scaleX and scaleY and clips one hanging off the paper', async () => {
    const frame = { id: 'f', type: 'frame', x: 1180, y: -50, width: 100, height: 100, scaleX: 2, scaleY: 2 };
    const image = await pixels((await render({ configuration: layout({ nodes: [frame] }) })).jpeg);
    expect(isRed(image.at(1199, 0))).toBe(true);
    expect(isRed(image.at(1110, 140))).toBe(true);
    expect(isWhite(image.at(1100, 150))).toBe(true);
  });

  it("prints a QR code that reads as the picture's microsite and one of a fixed address", async () => {
    const nodes = [
      { id: 'mine', type: 'shoot-qr-code', x: 100, y: 100, width: 500, height: 500 },
      { id: 'fixed', type: 'qr-code', value: 'https://example.com/party', x: 100, y: 1000, width: 500, height: 500 },
    ];
    const sheet = await render({ configuration: layout({ nodes: [{ id: 'f', type: 'frame', x: 2000, y: 0 }, ...nodes] }) });
    const { data, info } = await sharp(sheet.jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const read = async (top: number) => {
      const crop = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
        .extract({ left: 60, top, width: 560, height: 560 })
        .raw()
        .toBuffer();
      return jsQR(new Uint8ClampedArray(crop), 560, 560)?.data;
    };
    expect(await read(60)).toBe('https://booth.example/s/abc123');
    expect(await read(900)).toBe('https://example.com/party');
  });

  it('prints a duplicated 2×6 strip twice side by side on a 4×6 sheet', async () => {
    const frame = { id: 'f', type: 'frame', x: 64, y: 96, width: 512, height: 384 };
    const sheet = await render({ configuration: layout({ paperSize: '2:6', duplicateStripePrinting: true, nodes: [frame] }), paper: '2:6' });
    expect(sheet).toMatchObject({ widthPx: 1200, heightPx: 1800 });
    expect((await PDFDocument.load(sheet.pdf)).getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    const image = await pixels(sheet.jpeg);
    for (const left of [0, 600]) {
      expect(isRed(image.at(left + 300, 270))).toBe(true);
      expect(isWhite(image.at(left + 30, 270))).toBe(true);
    }
    const single = await render({ configuration: layout({ paperSize: '2:6', nodes: [frame] }), paper: '2:6' });
    expect(single).toMatchObject({ widthPx: 600, heightPx: 1800 });
  });

  it('draws text and the date in their colour inside their boxes, from an uploaded font', async () => {
    const font = readFileSync(require.resolve('@fontsource/pacifico/files/pacifico-latin-400-normal.woff2'));
    const fontId = '00000000-0000-4000-8000-0000000000f1';
    const nodes = [
      { id: 't', type: 'text', text: 'Hallo Party', x: 0, y: 100, width: 1280, height: 200, format: { size: 120, color: '#00ff00', align: 'center', fontId } },
      { id: 'd', type: 'date', x: 0, y: 1600, width: 1280, height: 100, textFormat: { size: 80, color: '#0000ff', bold: true } },
    ];
    const sheet = await render({ configuration: layout({ nodes: [{ id: 'f', type: 'frame', x: 2000, y: 0 }, ...nodes] }), fonts: new Map([[fontId, font]]) });
    const image = await pixels(sheet.jpeg);
    const count = (test: (p: number[]) => boolean, top: number, bottom: number) => {
      let found = 0;
      for (let y = top; y < bottom; y += 2) for (let x = 0; x < 1200; x += 2) if (test(image.at(x, y))) found += 1;
      return found;
    };
    const green = ([r, g, b]: number[]) => g! > 180 && r! < 80 && b! < 80;
    const blue = ([r, g, b]: number[]) => b! > 180 && r! < 80 && g! < 80;
    expect(count(green, 94, 281)).toBeGreaterThan(500);
    expect(count(green, 300, 1800)).toBe(0);
    expect(count(blue, 1500, 1594)).toBeGreaterThan(300);
    // Centred: as much ink left of the middle as right of it, within a fifth.
    const left = count((p) => green(p), 94, 281) - countRight(image, green);
    const right = countRight(image, green);
    expect(Math.abs(left - right) / (left + right)).toBeLessThan(0.2);
  });

  it('lays the background asset under the picture and the overlay asset over everything', async () => {
    const background = '00000000-0000-4000-8000-0000000000b1';
    const overlay = '00000000-0000-4000-8000-0000000000b2';
    const overlayImage = await sharp({ create: { width: 100, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: await solid('#00ff00', 100, 10), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const frame = { id: 'f', type: 'frame', x: 320, y: 480, width: 640, height: 960 };
    const sheet = await render({
      configuration: layout({ backgroundAsset: background, overlayAsset: overlay, nodes: [frame] }),
      assets: new Map([[background, await solid('#0000ff')], [overlay, overlayImage]]),
    });
    const image = await pixels(sheet.jpeg);
    expect(image.at(100, 900)[2]).toBeGreaterThan(200);
    expect(isRed(image.at(600, 900))).toBe(true);
    expect(image.at(600, 50)[1]).toBeGreaterThan(200);
  });

  it('prints a picture for every frame of a multi-shot layout, repeating the frames it has', async () => {
    const frames = [await solid('#ff0000'), await solid('#00ff00')];
    const sheet = await render({ configuration: layout({ includeFrames: 3, paperSize: '2:6' }), paper: '2:6', frames });
    const image = await pixels(sheet.jpeg);
    const middles = [0.2, 0.5, 0.8].map((share) => image.at(300, 1800 * share));
    expect(isRed(middles[0]!)).toBe(true);
    expect(middles[1]![1]).toBeGreaterThan(200);
    expect(isRed(middles[2]!)).toBe(true);
  });
});
