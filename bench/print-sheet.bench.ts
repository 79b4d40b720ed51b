/**
 * A 4×6 in sheet at 300 dpi (1200 × 1800) as the server prints it (renderPrintSheet: layout resolved,
 * layers as raw pixels in parallel, one composite, JPEG and the PDF around it) against the bare sharp
 * composite of the same layers from the same inputs: each image resized to its box by sharp, the QR code
 * and the texts as SVG rasterised by sharp, one composite, the same JPEG. Layers: a background, four
 * frames from 1536 × 2048 photos, a transparent overlay, a title, a date and the picture's QR code.
 * Goal: the server within 1.3× of the bare composite.
 */
import { printLayoutConfigurationSchema, testCard } from '@booth/shared';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { renderPrintSheet, type PrintSheetInput } from '../apps/server/src/platform/print-sheet/print-sheet.ts';
import { compare, formatComparison } from './support/compare.ts';
import { runIfMain } from './support/runner.ts';

const ROUNDS = 5;
const SCALE = 0.9375;
const BACKGROUND = '00000000-0000-4000-8000-0000000000b1';
const OVERLAY = '00000000-0000-4000-8000-0000000000b2';
const SHOOT_URL = 'https://booth.example/m/abc123';

const frames = [0, 1, 2, 3].map((index) => ({ id: `f${index}`, type: 'frame', frameIndex: index, x: 64 + (index % 2) * 592, y: 64 + Math.floor(index / 2) * 592, width: 560, height: 560 }));
const title = { id: 'title', type: 'text', text: 'Sommerfest 2024', x: 64, y: 1260, width: 1152, height: 120, format: { size: 96, align: 'center', color: '#222222' } };
const date = { id: 'date', type: 'date', x: 64, y: 1420, width: 700, height: 80, textFormat: { size: 64, color: '#444444' } };
const qr = { id: 'qr', type: 'shoot-qr-code', x: 900, y: 1500, width: 316, height: 316 };
const configuration = printLayoutConfigurationSchema.parse({ includeFrames: 4, backgroundAsset: BACKGROUND, overlayAsset: OVERLAY, nodes: [...frames, title, date, qr] });

async function inputs(): Promise<PrintSheetInput> {
  const card = testCard(1536, 2048);
  const photo = await sharp(Buffer.from(card.buffer), { raw: { width: 1536, height: 2048, channels: 4 } }).jpeg({ quality: 90 }).toBuffer();
  const background = await sharp({ create: { width: 2400, height: 3600, channels: 3, background: '#f4e8d0' } }).jpeg().toBuffer();
  const overlay = await sharp({ create: { width: 1200, height: 1800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 1200, height: 40, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.8 } } }, top: 1760, left: 0 }])
    .png()
    .toBuffer();
  return {
    configuration,
    paper: '4:6',
    frames: [photo, photo, photo, photo],
    assets: new Map([[BACKGROUND, background], [OVERLAY, overlay]]),
    fonts: new Map(),
    shootUrl: SHOOT_URL,
    dates: { now: new Date('2024-06-15T10:00:00Z'), timeZone: 'Europe/Berlin' },
  };
}

const box = (node: { x: number; y: number; width: number; height: number }) => ({
  left: Math.round(node.x * SCALE),
  top: Math.round(node.y * SCALE),
  width: Math.round(node.width * SCALE),
  height: Math.round(node.height * SCALE),
});
const textSvg = (text: string, width: number, height: number, size: number, anchor: 'middle' | 'start', colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${anchor === 'middle' ? width / 2 : 0}" y="${size}" font-family="Open Sans" font-size="${size}" text-anchor="${anchor}" fill="${colour}">${text}</text></svg>`,
  );

/** The same layers composited by hand with nothing but sharp. */
async function bareComposite(input: PrintSheetInput): Promise<Buffer> {
  const [photo, background, overlay] = [input.frames[0]!, input.assets.get(BACKGROUND)!, input.assets.get(OVERLAY)!];
  const titleBox = box(title);
  const dateBox = box(date);
  const qrBox = box(qr);
  const layers = await Promise.all([
    sharp(background).resize(1200, 1800, { fit: 'cover' }).png().toBuffer().then((data) => ({ input: data, left: 0, top: 0 })),
    ...frames.map((frame) => {
      const { left, top, width, height } = box(frame);
      return sharp(photo).resize(width, height, { fit: 'cover' }).png().toBuffer().then((data) => ({ input: data, left, top }));
    }),
    sharp(textSvg('Sommerfest 2024', titleBox.width, titleBox.height, 90, 'middle', '#222222')).png().toBuffer().then((data) => ({ input: data, left: titleBox.left, top: titleBox.top })),
    sharp(textSvg('15.06.2024', dateBox.width, dateBox.height, 60, 'start', '#444444')).png().toBuffer().then((data) => ({ input: data, left: dateBox.left, top: dateBox.top })),
    QRCode.toString(SHOOT_URL, { type: 'svg', margin: 4, width: qrBox.width }).then((svg) =>
      sharp(Buffer.from(svg)).resize(qrBox.width, qrBox.height).png().toBuffer().then((data) => ({ input: data, left: qrBox.left, top: qrBox.top })),
    ),
    Promise.resolve({ input: overlay, left: 0, top: 0 }),
  ]);
  return sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

const timed = (work: () => Promise<unknown>) => async () => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

export async function benchPrintSheet(): Promise<string> {
  const input = await inputs();
  const ours = timed(() => renderPrintSheet(input));
  const bare = timed(() => bareComposite(input));
  // Warm fonts, libvips and the JIT on both paths before measuring.
  await ours();
  await bare();
  const result = await compare({ name: 'renderPrintSheet', run: ours }, { name: 'bare sharp composite', run: bare }, ROUNDS);
  return formatComparison(
    '4×6 print sheet at 300 dpi, 9 layers (ms, lower is better; goal ≤ 1.3×)',
    ['renderPrintSheet (JPEG + PDF)', 'bare sharp composite of the same layers (JPEG)'],
    result,
    'ms',
  );
}

await runIfMain(import.meta.url, benchPrintSheet);
