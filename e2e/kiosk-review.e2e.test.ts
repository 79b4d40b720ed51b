import { FILTER_PRESETS, guestTexts, type FilterPreset, type GuestTexts } from '@booth/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLASSES_FRAME_RGB, sampleArFilterZip } from '../apps/server/src/test/ar-filter-fixture.ts';
import { OrganiserApi } from './support/api.ts';
import { BoothDriver } from './support/booth.ts';
import { FACE_CLIP, FACE_EYES, startFaceCameraRig, type FaceCameraRig } from './support/face-camera.ts';
import { around, chroma, hexRgb, luma, near, PicturePixels, type Area, type Rgb } from './support/picture-pixels.ts';
import { decodeQr } from './support/qr.ts';

// The tablet booth's whole guest flow on a face (issue 13's end-to-end bar): attention screen → the AR
// filter chosen on the shutter screen → countdown → capture → review (a stroke, a sticker, a text and
// a look) → approve → upload → share; then the picture behind the share screen's QR code is checked
// pixel by pixel: the edits where the guest put them, the look, and the AR filter on the eyes. The
// screen saver (after the inactivity time, left on a touch) is covered by e2e/kiosk-shell.e2e.test.ts.

let rig: FaceCameraRig;
let api: OrganiserApi;
let booth: BoothDriver;
let slug: string;
let arFilterId: string;
/** What the camera shows, unmirrored and without a filter. */
let plain: PicturePixels;

/** An opaque 800×800 sticker (campaigns §5) of one colour no camera picture has in a block. */
const STICKER_RGB: Rgb = { r: 30, g: 190, b: 90 };
/** The pen colours the review offers (apps/web/src/guest/kiosk/review/colour-row.tsx PEN_COLOURS). */
const PEN = { red: '#e53935', blue: '#1e88e5', yellow: '#fdd835', pink: '#d81b60' } as const;
type Pen = keyof typeof PEN;

const lookOf = (key: FilterPreset['key']) => FILTER_PRESETS.find((preset) => preset.key === key) as FilterPreset;

/*
 * Where the guest puts the edits, in shares of the picture (4:3, the camera's own shape, so nothing
 * is cropped): the face is in the middle and the hat above it, so the edits go round the edges. A
 * placed item lands in the middle and is dragged from there.
 */
const STROKE = { y: 0.9, from: 0.06, to: 0.4 };
const STICKER_AT = { x: 0.8, y: 0.72 };
const TEXT_AT = { x: 0.22, y: 0.1 };
const TEXT = 'Hallo';
/** The edits' areas with a margin (a JPEG's colour bleeds a few pixels), which a greyscale look leaves in colour. */
const EDIT_AREAS: Area[] = [
  { left: STROKE.from - 0.05, top: STROKE.y - 0.06, right: STROKE.to + 0.05, bottom: STROKE.y + 0.06 },
  around(STICKER_AT.x, STICKER_AT.y, 0.17, 0.22),
  around(TEXT_AT.x, TEXT_AT.y, 0.16, 0.1),
];

/** The eyes where the picture shows them: the front camera is mirrored. */
const EYES_IN_PICTURE = FACE_EYES.map((eye) => ({ x: 1 - eye.x / FACE_CLIP.width, y: eye.y / FACE_CLIP.height }));
/** Inside a lens (radius about 18 of the clip's pixels at this face's eye distance). */
const lensCentre = (eye: { x: number; y: number }) => around(eye.x, eye.y, 7 / FACE_CLIP.width, 7 / FACE_CLIP.height);

beforeAll(async () => {
  rig = await startFaceCameraRig('kiosk-review');
  plain = await PicturePixels.of(rig.plainFrame);
  // The demo organiser is on Gold, which stickers need.
  api = await OrganiserApi.login(rig.server.url);
  const sticker = await sharp({ create: { width: 800, height: 800, channels: 4, background: { ...STICKER_RGB, alpha: 1 } } })
    .png()
    .toBuffer();
  const [arFilter, stickerAsset] = await Promise.all([api.uploadAsset('arFilter', 'party.zip', await sampleArFilterZip()), api.uploadAsset('sticker', 'sticker.png', sticker)]);
  arFilterId = arFilter.id;
  const created = await api.request<{ id: string; slug: string }>('POST', '/events', {
    name: `Kiosk review E2E ${Date.now()}`,
    boothType: 'ipad',
    eventType: 'live',
    dimension: '4:3',
    shutter: { photo: { enabled: true, arFilters: [arFilterId], allowChooseNoneArFilter: true } },
    screens: {
      shutter: { countdownSeconds: 1 },
      review: {
        drawEnabled: true,
        textEnabled: true,
        filterEnabled: true,
        filterType: 'guest',
        guestFilters: [lookOf('mono').id, lookOf('vivid').id],
        stickers: { enabled: true, items: [stickerAsset.id] },
      },
      sharing: { qrCode: { enabled: true } },
    },
  });
  slug = created.slug;
  booth = new BoothDriver(rig.browser, rig.server, api, slug);
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

/** A screen point for a place on the review stage given in shares of the picture (the stage shows the whole picture). */
async function onStage(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('review-stage').boundingBox();
  if (!box) throw new Error('the review stage is not shown');
  return { x: box.x + x * box.width, y: box.y + y * box.height };
}

/** One finger (a pointer) pressed at one place of the stage, moved to another and lifted. */
async function dragOnStage(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const start = await onStage(page, from.x, from.y);
  const end = await onStage(page, to.x, to.y);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
}

/** How many pixels of the live AR layer show the sunglasses' frame colour. */
function glassesOnLayer(page: Page): Promise<number> {
  return page.getByTestId('ar-filter-layer').evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let at = 0; at < data.length; at += 4) {
      if (Math.abs(data[at]! - r) < 40 && Math.abs(data[at + 1]! - g) < 40 && Math.abs(data[at + 2]! - b) < 40 && data[at + 3]! > 200) count += 1;
    }
    return count;
  }, GLASSES_FRAME_RGB);
}

interface Run {
  english: boolean;
  viewport: { width: number; height: number };
  pen: Pen;
  textColour: Pen;
  look: FilterPreset;
}

/** Attention → AR filter → countdown → capture → review edits → approve → share; answers the shoot and the picture the QR code leads to. */
async function guestFlow(page: Page, run: Run, t: GuestTexts): Promise<{ micrositeUrl: string; picture: PicturePixels }> {
  await page.goto(`${run.english ? '/en' : ''}/kiosk/${slug}`);
  await expect.poll(() => page.getByTestId('attention-prompt').textContent(), { timeout: 30_000 }).toBe(t('kiosk.attention.tap'));
  await page.getByTestId('attention-screen').click();

  // The filter is chosen (the first one is preselected; "none" is offered too), and shown on the face live.
  const chooser = page.getByTestId('ar-filter-chooser');
  await chooser.waitFor({ timeout: 30_000 });
  expect(await chooser.getAttribute('aria-label')).toBe(t('kiosk.arFilter.choose'));
  await page.getByTestId('ar-filter-none').click();
  await page.getByTestId(`ar-filter-${arFilterId}`).click();
  expect(await page.getByTestId(`ar-filter-${arFilterId}`).getAttribute('aria-checked')).toBe('true');
  // The face tracker's models load on first use; then the glasses follow the face.
  await expect.poll(() => glassesOnLayer(page), { timeout: 60_000, interval: 250 }).toBeGreaterThan(200);

  const shutter = page.getByTestId('shutter');
  await expect.poll(() => shutter.isEnabled(), { timeout: 30_000 }).toBe(true);
  await shutter.click();
  await page.getByTestId('countdown').waitFor({ timeout: 10_000 });
  await page.getByTestId('review-stage').waitFor({ timeout: 30_000 });
  await expectToolsBesideOrBelow(page, run);

  // A stroke along the bottom, in the chosen pen colour and the thick brush.
  await page.getByTestId('review-tool-draw').click();
  await page.getByTestId('review-pen-colours').getByRole('radio', { name: t(`review.color.${run.pen}`) }).click();
  await page.getByTestId('review-brushes').getByRole('radio', { name: t('review.brush.large') }).click();
  await dragOnStage(page, { x: STROKE.from, y: STROKE.y }, { x: STROKE.to, y: STROKE.y });

  // The sticker lands in the middle (selected) and is dragged to the lower right.
  await page.getByTestId('review-tool-stickers').click();
  await page.getByTestId('review-stickers').getByRole('button', { name: `${t('review.tool.stickers')} 1` }).click();
  await page.getByTestId('review-selection').waitFor({ timeout: 5_000 });
  await dragOnStage(page, { x: 0.5, y: 0.5 }, STICKER_AT);

  // A text, in its colour, dragged to the upper left.
  await page.getByTestId('review-tool-text').click();
  await page.getByLabel(t('review.text.label')).fill(TEXT);
  await page.getByTestId('review-text-colours').getByRole('radio', { name: t(`review.color.${run.textColour}`) }).click();
  await page.getByTestId('review-text-add').click();
  await dragOnStage(page, { x: 0.5, y: 0.5 }, TEXT_AT);

  // The look.
  await page.getByTestId('review-tool-filter').click();
  const look = page.getByTestId('review-filters').getByRole('radio', { name: t(`review.filter.${run.look.key}`) });
  await look.click();
  expect(await look.getAttribute('aria-checked')).toBe('true');

  const uploaded = page.waitForResponse((response) => response.url().endsWith(`/api/events/${slug}/shoots`) && response.request().method() === 'POST', { timeout: 60_000 });
  await page.getByTestId('review-approve').click();
  const response = await uploaded;
  expect(response.status()).toBe(201);
  const shoot = (await response.json()) as { id: string; micrositeUrl: string };

  // The share screen's QR code leads to the picture's microsite.
  const qr = page.getByTestId('share-qr');
  await qr.waitFor({ timeout: 30_000 });
  const micrositeUrl = await decodeQr(await qr.screenshot());
  expect(micrositeUrl).toBe(shoot.micrositeUrl);
  const [processed] = await booth.waitUntilProcessed([shoot.id]);
  expect(processed?.status).toBe('ready');

  // The microsite shows the picture; its download link is the main rendition (the shown copies are smaller).
  await page.goto(micrositeUrl as string);
  await page.locator('img.media').waitFor({ timeout: 30_000 });
  const href = await page.locator('a[download]').first().getAttribute('href', { timeout: 10_000 });
  const image = await fetch(new URL(href ?? '', rig.server.url));
  expect(image.status).toBe(200);
  return { micrositeUrl: micrositeUrl as string, picture: await PicturePixels.of(Buffer.from(await image.arrayBuffer())) };
}

/**
 * Before a tool is chosen the tools are there to choose from: in landscape as large buttons in the
 * column beside the picture (never an empty column), in portrait as a row below it.
 */
async function expectToolsBesideOrBelow(page: Page, run: Run): Promise<void> {
  const tools = page.getByTestId('review-tools');
  expect(await tools.getAttribute('data-expanded')).toBe('true');
  const [stage, list, draw] = await Promise.all([page.getByTestId('review-stage').boundingBox(), tools.boundingBox(), page.getByTestId('review-tool-draw').boundingBox()]);
  if (!stage || !list || !draw) throw new Error('the review stage or its tools are not shown');
  if (run.viewport.width > run.viewport.height) {
    expect(list.x, 'tools right of the picture').toBeGreaterThanOrEqual(stage.x + stage.width);
    expect(draw.height, 'a large tool button').toBeGreaterThanOrEqual(80);
  } else {
    expect(list.y, 'tools below the picture').toBeGreaterThanOrEqual(stage.y + stage.height);
  }
  expect(list.y + list.height, 'tools on screen').toBeLessThanOrEqual(run.viewport.height);
}

/** The guest's edits, where they put them, on top of the processed picture (the look leaves them as they are). */
function expectEdits(picture: PicturePixels, run: Run, plain: PicturePixels): void {
  // The middle of the stroke's width at three places along it.
  for (const x of [STROKE.from + 0.03, (STROKE.from + STROKE.to) / 2, STROKE.to - 0.03]) {
    const colour = picture.mean(around(x, STROKE.y, 0.006, 0.006));
    expect(near(colour, hexRgb(PEN[run.pen]), 35), `stroke at x=${x}: ${JSON.stringify(colour)}`).toBe(true);
  }
  const sticker = picture.mean(around(STICKER_AT.x, STICKER_AT.y, 0.05));
  expect(near(sticker, STICKER_RGB, 25), `sticker: ${JSON.stringify(sticker)}`).toBe(true);
  // The letters (with their outline) cover a good part of the text's box, where the camera showed no such colour.
  const inTextColour = (colour: Rgb) => near(colour, hexRgb(PEN[run.textColour]), 50);
  expect(picture.share(around(TEXT_AT.x, TEXT_AT.y, 0.11, 0.06), inTextColour), 'share of the text box in the text colour').toBeGreaterThan(0.06);
  expect(plain.share(around(1 - TEXT_AT.x, TEXT_AT.y, 0.11, 0.06), inTextColour), 'the text colour in the camera picture').toBeLessThan(0.01);
}

describe('the tablet kiosk review', () => {
  it('landscape 1024×768 in German: sunglasses on the face, a stroke, a sticker and a text on the mono look, on the microsite', async () => {
    const run: Run = { english: false, viewport: { width: 1024, height: 768 }, pen: 'red', textColour: 'yellow', look: lookOf('mono') };
    const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: run.viewport, hasTouch: true });
    await context.grantPermissions(['camera', 'microphone'], { origin: rig.server.url });
    const { micrositeUrl, picture } = await guestFlow(await context.newPage(), run, guestTexts('de'));
    expect(micrositeUrl).toMatch(new RegExp(`^${rig.server.url}/m/`));
    expectEdits(picture, run, plain);

    // Mono: away from the edits the picture is grey (the glasses and the hat included: they were taken into the picture).
    expect(picture.shareOutside(EDIT_AREAS, (colour) => chroma(colour) > 24), 'share of coloured pixels outside the edits').toBeLessThan(0.005);
    // The dark lenses sit on the eyes: far darker there than the camera's own picture.
    for (const eye of EYES_IN_PICTURE) {
      const mirroredBack = lensCentre({ x: 1 - eye.x, y: eye.y });
      const [withFilter, without] = [luma(picture.mean(lensCentre(eye))), luma(plain.mean(mirroredBack))];
      expect(withFilter, `lens at ${JSON.stringify(eye)} (camera: ${without})`).toBeLessThan(Math.min(70, without * 0.6));
    }
    await context.close();
  }, 150_000);

  it('portrait 768×1024 in English: the same edits on the vivid look, and the sunglasses’ magenta frame round the eyes', async () => {
    const run: Run = { english: true, viewport: { width: 768, height: 1024 }, pen: 'blue', textColour: 'pink', look: lookOf('vivid') };
    const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: run.viewport, hasTouch: true });
    await context.grantPermissions(['camera', 'microphone'], { origin: rig.server.url });
    const { micrositeUrl, picture } = await guestFlow(await context.newPage(), run, guestTexts('en'));
    expect(micrositeUrl).toMatch(new RegExp(`^${rig.server.url}/en/m/`));
    expectEdits(picture, run, plain);

    // The frame's magenta round the eyes, which neither the face nor the vivid look has.
    const [left, right] = EYES_IN_PICTURE as [{ x: number; y: number }, { x: number; y: number }];
    const glasses = around((left.x + right.x) / 2, (left.y + right.y) / 2, 0.12, 0.08);
    const magenta = (colour: Rgb) => colour.r > 170 && colour.b > 170 && colour.g < 110;
    expect(picture.share(glasses, magenta), 'share of magenta round the eyes').toBeGreaterThan(0.02);
    expect(picture.share({ left: 0, top: 0.55, right: 0.6, bottom: 0.85 }, magenta), 'magenta far from the eyes').toBeLessThan(0.001);
    await context.close();
  }, 150_000);
});
