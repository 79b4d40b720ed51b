import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Event } from '@booth/shared';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { events } from '@/modules/events/events.table.ts';
import { shootFolder } from '@/modules/shoots/shoot-files.ts';
import { shootMicrositeUrl } from '@/modules/shoots/shoot-views.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import { shoots, type StoredFile } from '@/modules/shoots/shoots.table.ts';
import { storedKeys, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { createPrintSheets, type PrintSheets } from './print-sheets.ts';

/*
 * The sheet of a picture (issue 25) from real rows and real files: the campaign's layout on Gold, a
 * plain full-bleed print without it, only the owner's or public assets, rendered once then read.
 */

let t: TestApp;
let sheets: PrintSheets;
let ada: TestCustomer;
let gold: Event;
let free: Event;
let bensImage: string;

const solid = (colour: string) => sharp({ create: { width: 600, height: 400, channels: 3, background: colour } }).jpeg().toBuffer();

async function shootWith(eventId: string, files: Record<'original' | 'overlayed', string>, values: { status?: 'processing' } = {}) {
  const id = randomUUID();
  const put = async (name: string, colour: string): Promise<StoredFile> => {
    const data = await solid(colour);
    const path = `${shootFolder(eventId, id)}${name}.jpg`;
    await t.runtime.files.put(path, data, { contentType: 'image/jpeg' });
    return { path, size: data.length, mimetype: 'image/jpeg' };
  };
  const original = await put('original', files.original);
  const overlayed = await put('overlayed', files.overlayed);
  return insertShootRow(t, eventId, 'print', { id, renditions: { original, overlayed, main: overlayed }, ...values });
}

async function pixel(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isGreen = ([r, g, b]: number[]) => g! > 200 && r! < 60 && b! < 60;

beforeAll(async () => {
  t = await buildTestApp();
  sheets = createPrintSheets({ db: t.runtime.database.db, files: t.runtime.files, publicUrl: TEST_PUBLIC_URL });
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  const ben = await customerOn(t, 'ben@example.com', 'Gold');
  const carl = await customerOn(t, 'carl@example.com', 'Free');
  bensImage = (await uploadOk(t, ben, 'printImage', 'bens.png', await solid('#0000ff'))).id;
  gold = await createEvent(t, ada, { name: 'Gold party' });
  const nodes = [
    { id: 'pic', type: 'frame', x: 128, y: 192, width: 1024, height: 768 },
    { id: 'mine', type: 'shoot-qr-code', x: 128, y: 1100, width: 600, height: 600 },
  ];
  const layout = { enabled: true, settings: { photo: { nodes } } };
  const saved = await call(t, ada, 'PUT', `/events/${gold.id}`, { screens: { ...gold.screens, sharing: { ...gold.screens.sharing, printLayoutCreator: layout } } });
  expect(saved.statusCode, saved.body).toBe(200);
  free = await createEvent(t, carl, { name: 'Free party' });
});
afterAll(async () => {
  await t?.close();
});

describe('sheetFor', () => {
  it("prints the picture where the layout's frame is, without overlay, with a QR code of its microsite", async () => {
    const shoot = await shootWith(gold.id, { original: '#ff0000', overlayed: '#00ff00' });
    const sheet = await sheets.sheetFor(shoot.id);
    expect(sheet).toMatchObject({ widthPx: 1200, heightPx: 1800 });
    expect((await PDFDocument.load(sheet.pdf)).getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(isRed(await pixel(sheet.jpeg, 600, 500))).toBe(true);
    expect(await pixel(sheet.jpeg, 60, 60)).toEqual([255, 255, 255]);
    const { data, info } = await sharp(sheet.jpeg).ensureAlpha().extract({ left: 80, top: 990, width: 640, height: 640 }).raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(shootMicrositeUrl({ slug: shoot.slug, locale: 'de' }, TEST_PUBLIC_URL));
  });

  it('renders once: a second call reads the stored sheet', async () => {
    const shoot = await shootWith(gold.id, { original: '#ff0000', overlayed: '#00ff00' });
    const first = await sheets.sheetFor(shoot.id);
    const stored = (await storedKeys(t)).filter((key) => key.includes(shoot.id) && key.includes('print-'));
    expect(stored.map((key) => key.slice(key.lastIndexOf('.'))).sort()).toEqual(['.jpg', '.pdf']);
    // Mark the stored JPEG: only a read of the store can return the mark.
    const jpegKey = stored.find((key) => key.endsWith('.jpg'))!;
    const marked = await sharp(first.jpeg).jpeg({ quality: 50 }).toBuffer();
    await t.runtime.files.put(jpegKey, marked, { contentType: 'image/jpeg' });
    const second = await sheets.sheetFor(shoot.id);
    expect(second.jpeg.equals(marked)).toBe(true);
    expect(second.pdf.equals(first.pdf)).toBe(true);
    expect(second).toMatchObject({ widthPx: 1200, heightPx: 1800 });
  });

  it('renders again when the layout changes', async () => {
    const shoot = await shootWith(gold.id, { original: '#ff0000', overlayed: '#00ff00' });
    await sheets.sheetFor(shoot.id);
    const [row] = await t.runtime.database.db.select({ settings: events.settings }).from(events).where(eq(events.id, gold.id));
    const settings = structuredClone(row!.settings);
    settings.screens.sharing.printLayoutCreator.settings.photo.pictureWithOverlay = true;
    await t.runtime.database.db.update(events).set({ settings }).where(eq(events.id, gold.id));
    try {
      expect(isGreen(await pixel((await sheets.sheetFor(shoot.id)).jpeg, 600, 500))).toBe(true);
    } finally {
      settings.screens.sharing.printLayoutCreator.settings.photo.pictureWithOverlay = false;
      await t.runtime.database.db.update(events).set({ settings }).where(eq(events.id, gold.id));
    }
  });

  it('prints the overlayed picture edge to edge on the campaign paper without the layout creator', async () => {
    const shoot = await shootWith(free.id, { original: '#ff0000', overlayed: '#00ff00' });
    const sheet = await sheets.sheetFor(shoot.id);
    expect(sheet).toMatchObject({ widthPx: 1200, heightPx: 1800 });
    for (const [x, y] of [[2, 2], [1197, 1797], [600, 900]] as const) expect(isGreen(await pixel(sheet.jpeg, x, y))).toBe(true);
  });

  it("never prints another customer's asset, even when a layout names it", async () => {
    const [row] = await t.runtime.database.db.select({ settings: events.settings }).from(events).where(eq(events.id, gold.id));
    const settings = structuredClone(row!.settings);
    settings.screens.sharing.printLayoutCreator.settings.gif.backgroundAsset = bensImage;
    settings.screens.sharing.printLayoutCreator.settings.gif.nodes = [];
    await t.runtime.database.db.update(events).set({ settings }).where(eq(events.id, gold.id));
    const shoot = await shootWith(gold.id, { original: '#ff0000', overlayed: '#00ff00' });
    await t.runtime.database.db.update(shoots).set({ kind: 'Gif' }).where(eq(shoots.id, shoot.id));
    const sheet = await sheets.sheetFor(shoot.id);
    expect(await pixel(sheet.jpeg, 10, 10)).toEqual([255, 255, 255]);
  });

  it('refuses an unknown picture and one still processing', async () => {
    await expect(sheets.sheetFor(randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const shoot = await shootWith(gold.id, { original: '#ff0000', overlayed: '#00ff00' }, { status: 'processing' });
    await expect(sheets.sheetFor(shoot.id)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
