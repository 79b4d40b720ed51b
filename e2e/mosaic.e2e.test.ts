import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './support/action-counter.ts';
import { OrganiserApi } from './support/api.ts';
import { launchBrowser, PHONE } from './support/browser.ts';
import { around, PicturePixels } from './support/picture-pixels.ts';
import { createCampaign } from './support/campaign.ts';
import { signedInPage } from './support/organiser-page.ts';
import { startServer, type RunningServer } from './support/server.ts';

// The photo mosaic wall (issue 27) end to end: a Gold organiser's campaign with a tiny grid (SD, 4 : 3,
// fixed 260 px cells → 2 × 2 cells) and a target picture; guests' pictures approved one by one fill
// the wall live, a reload shows the same cells, a picture hidden in moderation leaves its cell on the
// open wall, and the guest's microsite says where the picture sits.

interface Uploaded {
  id: string;
  slug: string;
  micrositeUrl: string;
}
interface ShootMosaic {
  row: number;
  column: number;
  rows: number;
  columns: number;
  zoomUrl: string;
}
/** The wall's read-only probe (the wall page exposes it for tests and diagnostics). */
interface WallProbe {
  ready: boolean;
  generation: number;
  cells(): [number, string][];
}

const COLOURS = [
  { r: 220, g: 40, b: 40 },
  { r: 40, g: 170, b: 60 },
  { r: 40, g: 80, b: 220 },
];

let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let slug = '';
let wall: Page;
/** The organiser's desktop browser, signed in once for the editor and the moderation page. */
let organiser: Page;
const pictures: Uploaded[] = [];

/** A target of four coloured quadrants (red, green, blue, yellow), larger than any screen. */
function targetPicture(): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  const quadrant = (background: { r: number; g: number; b: number }, left: number, top: number) => ({
    input: { create: { width: width / 2, height: height / 2, channels: 3 as const, background } },
    left,
    top,
  });
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([quadrant(COLOURS[0]!, 0, 0), quadrant(COLOURS[1]!, width / 2, 0), quadrant(COLOURS[2]!, 0, height / 2), quadrant({ r: 230, g: 210, b: 40 }, width / 2, height / 2)])
    .png()
    .toBuffer();
}

/** A guest's picture as a booth uploads it: a booth session, then the capture with a client-made id. */
async function guestPicture(colour: { r: number; g: number; b: number }): Promise<Uploaded> {
  const started = await fetch(`${server.url}/api/events/${slug}/vbSessions`, { method: 'POST' });
  if (started.status !== 201) throw new Error(`booth session: ${started.status} ${await started.text()}`);
  const { token } = (await started.json()) as { token: string };
  const picture = await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('id', randomUUID());
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'capture.jpg');
  const uploaded = await fetch(`${server.url}/api/events/${slug}/shoots`, { method: 'POST', headers: { 'x-booth-session': token }, body: form });
  if (uploaded.status !== 201 && uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  return (await uploaded.json()) as Uploaded;
}

/** Waits until the server has made the pictures' files (a picture joins the mosaic only then). */
async function waitUntilProcessed(ids: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { shoots } = await api.request<{ shoots: { id: string; status: string }[] }>('GET', `/events/${slug}/shoots?limit=50`);
    const mine = shoots.filter((shoot) => ids.includes(shoot.id));
    if (mine.length === ids.length && mine.every((shoot) => shoot.status !== 'processing')) return;
    if (Date.now() > deadline) throw new Error(`not processed in time: ${JSON.stringify(mine)}\n${server.logs().slice(-3000)}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

function approve(ids: string[]): Promise<unknown> {
  return api.request('POST', `/events/${slug}/moderation/decisions`, { shootIDs: ids, decision: 'approve' });
}

/** Where the wall has put a picture (404 while it has no cell). */
async function whereIs(picture: Uploaded): Promise<ShootMosaic | null> {
  const response = await fetch(`${server.url}/api/shoots/${picture.slug}/mosaic`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`shoot mosaic: ${response.status} ${await response.text()}`);
  return (await response.json()) as ShootMosaic;
}

/** The wall's cells as the probe reports them, sorted; null until the wall is ready. */
function wallCells(page: Page): Promise<[number, string][] | null> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __mosaicWall?: WallProbe }).__mosaicWall;
    if (!probe?.ready) return null;
    return probe.cells().slice().sort((a, b) => a[0] - b[0]);
  });
}

/**
 * How bright each cell of a columns × rows grid is on the wall's screen (its brightest channel, averaged
 * around the cell's centre): a placed tile shows its picture in full, an empty cell the target only
 * faintly. The wall fits the grid into the screen and centres it.
 */
async function cellBrightness(page: Page, grid: { columns: number; rows: number }): Promise<number[]> {
  const pixels = await PicturePixels.of(await page.screenshot());
  const cellPx = Math.min(pixels.width / grid.columns, pixels.height / grid.rows);
  const left = (pixels.width - grid.columns * cellPx) / 2;
  const top = (pixels.height - grid.rows * cellPx) / 2;
  return Array.from({ length: grid.columns * grid.rows }, (_, cell) => {
    const x = (left + ((cell % grid.columns) + 0.5) * cellPx) / pixels.width;
    const y = (top + (Math.floor(cell / grid.columns) + 0.5) * cellPx) / pixels.height;
    const { r, g, b } = pixels.mean(around(x, y, (0.2 * cellPx) / pixels.width, (0.2 * cellPx) / pixels.height));
    return Math.max(r, g, b);
  });
}

async function cellCount(page: Page): Promise<number> {
  return (await wallCells(page))?.length ?? -1;
}

/** A wall page on a desktop screen, once it is ready; a wall that never gets ready fails with what it said. */
async function openWall(path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const said: string[] = [];
  page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) said.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(path);
  const deadline = Date.now() + 20_000;
  while ((await wallCells(page)) === null) {
    if (Date.now() > deadline) {
      const text = await page.locator('body').innerText().catch(() => '');
      throw new Error(`the wall at ${path} did not get ready: ${JSON.stringify(said)} page text: ${text}\n${server.logs().slice(-2000)}`);
    }
    await page.waitForTimeout(200);
  }
  return page;
}

beforeAll(async () => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await OrganiserApi.login(server.url);
  const signingIn = signedInPage(browser, server, { english: false });
  // The demo organiser is on Gold, which the mosaic needs (campaigns §1).
  const target = await api.uploadAsset('mosaicPicture', 'target.png', await targetPicture());
  const campaign = await createCampaign(
    api,
    {
      name: `Mosaic E2E ${Date.now()}`,
      shutter: { photo: { enabled: true } },
      screens: {
        presentation: {
          mosaic: {
            enabled: true,
            resolution: 'SD',
            dimension: { width: 4, height: 3 },
            options: { automaticCellSize: false, extraCellSize: 260 },
            picture: target.id,
            // Newcomers take their cell at once: the test watches cells, not the show.
            bigPicture: { enabled: false },
            placeBehaviour: { fillMode: 'live', newImageDelaySeconds: 0, fillDurationSeconds: 0.1 },
          },
        },
      },
    },
    { live: true },
  );
  slug = campaign.slug;
  organiser = await signingIn;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the photo mosaic wall', () => {
  it('the organiser sees the grid over the target picture in the editor, and the wall panel', async () => {
    await organiser.goto(`/events/${slug}/edit`);
    await organiser.getByTestId('editor-tab-presentation').click();
    const grid = organiser.getByTestId('mosaic-preview-grid');
    await grid.waitFor();
    expect(await grid.getAttribute('data-columns')).toBe('2');
    expect(await grid.getAttribute('data-rows')).toBe('2');
    expect(await grid.getAttribute('data-cell-size')).toBe('260');
    expect(await organiser.getByTestId('mosaic-preview-summary').textContent()).toBe('2 × 2 Zellen (4)');
    // The target's thumbnail is drawn under the grid.
    await expect
      .poll(() => organiser.getByTestId('mosaic-preview-target').evaluate(async (image) => {
        const href = image.getAttribute('href') ?? '';
        const loaded = new Image();
        loaded.src = href;
        await loaded.decode().catch(() => undefined);
        return loaded.naturalWidth;
      }))
      .toBeGreaterThan(0);
    const panel = organiser.getByTestId('mosaic-panel');
    await expect.poll(() => panel.getByTestId('mosaic-status-placed').textContent(), { timeout: 10_000 }).toBe('0 / 4');
    expect(await panel.getByTestId('mosaic-open-wall').getAttribute('href')).toBe(`/mosaic/${slug}`);
    // The app's fixed header would lie over the section in an element screenshot.
    await organiser.addStyleTag({ content: '.mantine-AppShell-header { visibility: hidden; }' });
    await organiser.getByTestId('group-screens.presentation.mosaic').screenshot({ path: join(SCREENSHOT_DIR, 'mosaic-editor-preview.png') });
  }, 60_000);

  it('fills as guests\' pictures are approved, live, without a reload', async () => {
    wall = await openWall(`/mosaic/${slug}`);
    expect(await cellCount(wall)).toBe(0);
    const navigations = await wall.evaluate(() => performance.getEntriesByType('navigation').length);

    for (const colour of COLOURS) pictures.push(await guestPicture(colour));
    await waitUntilProcessed(pictures.map((picture) => picture.id));
    // Pending pictures are not on the wall (showNotApproved is off).
    expect(await cellCount(wall)).toBe(0);

    await approve([pictures[0]!.id]);
    await expect.poll(() => cellCount(wall), { timeout: 15_000 }).toBe(1);
    await approve([pictures[1]!.id, pictures[2]!.id]);
    await expect.poll(() => cellCount(wall), { timeout: 15_000 }).toBe(3);

    // Every picture in a cell of its own, and the wall never reloaded to show them.
    const cells = (await wallCells(wall)) ?? [];
    expect(new Set(cells.map(([cell]) => cell)).size).toBe(3);
    expect(new Set(cells.map(([, id]) => id)).size).toBe(3);
    expect(await wall.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
    expect(await wall.evaluate(() => document.body.dataset.placed)).toBe('3');
    // Each picture found the quadrant of its colour (red top left, green top right, blue bottom left).
    const places = await Promise.all(pictures.map(whereIs));
    expect(places.map((place) => place && [place.row, place.column])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
    // On screen too: the three placed cells show their pictures, the empty one only the faint target.
    const placed = new Set(cells.map(([cell]) => cell));
    await expect
      .poll(async () => (await cellBrightness(wall, { columns: 2, rows: 2 })).map((level, cell) => (placed.has(cell) ? level > 150 : level < 120)), { timeout: 10_000 })
      .toEqual([true, true, true, true]);
    await wall.screenshot({ path: join(SCREENSHOT_DIR, 'mosaic-wall.png') });
  }, 60_000);

  it('a reload shows the same pictures in the same cells', async () => {
    const before = await wallCells(wall);
    await wall.reload();
    await expect.poll(() => wallCells(wall), { timeout: 20_000 }).not.toBeNull();
    await expect.poll(() => wallCells(wall), { timeout: 10_000 }).toEqual(before);
  }, 40_000);

  it('a picture hidden in moderation leaves its cell on the open wall', async () => {
    const hidden = pictures[0]!;
    const place = await whereIs(hidden);
    expect(place).not.toBeNull();
    const cell = (place!.row - 1) * place!.columns + (place!.column - 1);
    expect((await wallCells(wall))?.some(([taken]) => taken === cell)).toBe(true);

    await organiser.goto(`/events/${slug}/moderation`);
    await organiser.getByTestId('moderation-tab-approved').click();
    const tile = organiser.locator(`[data-testid="moderation-tile"][data-shoot-id="${hidden.id}"]`);
    await tile.getByTestId('moderation-tile-hide').click();

    await expect.poll(() => cellCount(wall), { timeout: 15_000 }).toBe(2);
    expect((await wallCells(wall))?.some(([taken]) => taken === cell)).toBe(false);
    expect(await whereIs(hidden)).toBeNull();
  }, 60_000);

  it("the guest's microsite says the picture is in the mosaic, where, and shows it zoomed", async () => {
    const guest = pictures[1]!;
    const place = await whereIs(guest);
    expect(place).not.toBeNull();
    const phone = await browser.newContext({ baseURL: server.url, ...PHONE });
    const microsite = await phone.newPage();
    const response = await microsite.goto(guest.micrositeUrl);
    expect(response?.status()).toBe(200);
    const text = (await microsite.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Dein Bild ist Teil des Mosaiks');
    expect(text).toContain(`Reihe ${place!.row}, Spalte ${place!.column}`);
    const zoom = microsite.locator(`img[src*="/shoots/${guest.slug}/mosaic/zoom"]`);
    await expect.poll(() => zoom.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    await phone.close();
  }, 40_000);

  it('the wall opens in English too, with the same cells', async () => {
    const english = await openWall(`/en/mosaic/${slug}`);
    await expect.poll(() => wallCells(english), { timeout: 10_000 }).toEqual(await wallCells(wall));
    expect(await english.evaluate(() => document.documentElement.lang)).toBe('en');
    await english.context().close();
  }, 40_000);

  it('the organiser downloads the finished mosaic and resets the wall, which empties on the open screen', async () => {
    await organiser.goto(`/events/${slug}`);
    const panel = organiser.getByTestId('mosaic-panel');
    await expect.poll(() => panel.getByTestId('mosaic-status-placed').textContent(), { timeout: 10_000 }).toBe('2 / 4');

    // HD: the wall's cells as large as 1920 × 1080 allows, drawn by the server from the stored placements.
    await panel.getByTestId('mosaic-export-resolution').click();
    await organiser.getByRole('option', { name: 'HD (1920 × 1080)' }).click();
    const [download] = await Promise.all([organiser.waitForEvent('download'), panel.getByTestId('mosaic-export').click()]);
    expect(download.suggestedFilename()).toBe(`mosaic-${slug}-HD.jpg`);
    const exported = await sharp(await download.path()).metadata();
    expect(exported.format).toBe('jpeg');
    expect(Math.max(exported.width ?? 0, exported.height ?? 0)).toBeGreaterThan(720);
    expect(exported.width ?? 0).toBeLessThanOrEqual(1920);
    expect(exported.height ?? 0).toBeLessThanOrEqual(1080);

    await panel.getByTestId('mosaic-reset').click();
    await organiser.getByTestId('mosaic-reset-dialog-confirm').click();
    await organiser.getByText('Die Wand wurde zurückgesetzt.').waitFor();
    await expect.poll(() => cellCount(wall), { timeout: 15_000 }).toBe(0);
    await wall.context().close();
  }, 40_000);
});
