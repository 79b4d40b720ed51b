import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { colourOf, MosaicStandIn, standInGrid } from './support/mosaic-stand-in.ts';

/*
 * The wall page (the built mosaic.html, pixi.js on WebGL through SwiftShader) against a stand-in for
 * its API that the test drives: what the wall shows after loading, a newcomer, a free, a dropped and a
 * refused stream, a reset. The wall is a canvas; `window.__mosaicWall` tells its state (see
 * wall-probe.ts), and a screenshot tells what is drawn.
 */

const DIST = resolve(import.meta.dirname, '../apps/web/dist');
const FAST = { fillDurationSeconds: 0, newImageDelaySeconds: 0.3 };

let browser: Browser;
let standIn: MosaicStandIn | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function openWall(stand: MosaicStandIn, locale: 'de' | 'en' = 'de'): Promise<{ page: Page; violations: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.text().startsWith('CSP ')) violations.push(message.text());
  });
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.log(`CSP ${event.violatedDirective} ${event.blockedURI}`)));
  await page.goto(stand.wallUrl(locale));
  await page.waitForFunction(() => window.__mosaicWall?.ready === true);
  return { page, violations, errors };
}

const wallCells = (page: Page) => page.evaluate(() => window.__mosaicWall!.cells());
const expected = (stand: MosaicStandIn) => [...stand.placements.values()].sort((a, b) => a.cell - b.cell).map((placement) => [placement.cell, placement.id]);

/** The colour drawn at the middle of a cell, read from a screenshot. */
async function colourAt(page: Page, stand: MosaicStandIn, cell: number): Promise<[number, number, number]> {
  const viewport = page.viewportSize()!;
  const { grid } = stand;
  const scale = Math.min(viewport.width / grid.width, viewport.height / grid.height);
  const x = (viewport.width - grid.width * scale) / 2 + ((cell % grid.columns) + 0.5) * grid.cellSize * scale;
  const y = (viewport.height - grid.height * scale) / 2 + (Math.floor(cell / grid.columns) + 0.5) * grid.cellSize * scale;
  const { data } = await sharp(await page.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * viewport.width + Math.round(x)) * 3;
  return [data[at] as number, data[at + 1] as number, data[at + 2] as number];
}

function near(actual: [number, number, number], wanted: [number, number, number], tolerance = 24): boolean {
  return actual.every((value, index) => Math.abs(value - (wanted[index] as number)) <= tolerance);
}

describe('the mosaic wall page', () => {
  it('draws the stored placements from the sheets under the strict CSP, and counts them', async () => {
    standIn = await new MosaicStandIn(DIST, { grid: standInGrid(40, 22, 24), placed: 300, target: true, display: { ...FAST, progressBar: { enabled: true, color: '#ff8800' } } }).start();
    const { page, violations, errors } = await openWall(standIn);
    expect(await wallCells(page)).toEqual(expected(standIn));
    expect(await page.evaluate(() => document.body.dataset.placed)).toBe('300');
    await expect.poll(() => page.evaluate(() => window.__mosaicWall!.textures().sheetImages), { timeout: 10_000 }).toBe(3);
    // 300 cells: the first 7½ rows, in the sheets' colours once the fill has played.
    for (const cell of [0, 39, 150, 299]) {
      const id = standIn.placements.get(cell)!.id;
      await expect.poll(async () => near(await colourAt(page, standIn!, cell), colourOf(id)), { timeout: 10_000 }).toBe(true);
    }
    // An empty cell shows the target picture, faintly: dark, not the sheet's colour.
    const empty = await colourAt(page, standIn, 40 * 18 + 5);
    expect(Math.max(...empty)).toBeLessThan(90);
    expect(await page.locator('.mosaic-progress-text').textContent()).toBe('300 von 880 Bildern');
    expect(await page.locator('.mosaic-fullscreen').textContent()).toBe('Vollbild');
    // Nothing on the wall broke the page's policy (pixi.js draws without eval)…
    expect(violations).toEqual([]);
    // …and the policy is in force: an inline script is refused.
    expect(
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.body.dataset.inline = "ran"';
        document.head.append(script);
        return document.body.dataset.inline ?? 'blocked';
      }),
    ).toBe('blocked');
    expect(errors).toEqual([]);
    expect(standIn.streamRequests[0]).toEqual({ header: undefined, query: '300', generation: '1' });
    await page.close();
  });

  it('shows a newcomer big, puts it in its cell, and takes a freed tile off at once', async () => {
    // Big for 1.5 s, long enough to be seen by the test.
    standIn = await new MosaicStandIn(DIST, { grid: standInGrid(20, 10, 48), placed: 10, display: { ...FAST, newImageDelaySeconds: 1.5 } }).start();
    const { page } = await openWall(standIn, 'en');
    const newcomer = standIn.place(150);
    await expect.poll(() => wallCells(page)).toEqual(expected(standIn));
    await expect.poll(() => page.locator('.mosaic-badge').isVisible(), { timeout: 3_000 }).toBe(true);
    expect(await page.locator('.mosaic-badge').textContent()).toBe('New picture');
    // Then it flies to its cell and stays there, drawn from its own tile until its sheet takes over.
    await expect.poll(() => page.locator('.mosaic-badge').isVisible(), { timeout: 5_000 }).toBe(false);
    await expect.poll(async () => near(await colourAt(page, standIn!, 150), colourOf(newcomer.id)), { timeout: 5_000 }).toBe(true);
    expect(standIn.requests.tiles).toBe(1);
    standIn.free(150);
    await expect.poll(() => page.evaluate(() => document.body.dataset.placed)).toBe('10');
    await expect.poll(async () => Math.max(...(await colourAt(page, standIn!, 150)))).toBeLessThan(30);
    expect(await page.evaluate(() => window.__mosaicWall!.textures())).toMatchObject({ singles: 0, stage: 0 });
    await page.close();
  });

  it('says it is offline while the stream is down and catches up through Last-Event-ID', async () => {
    standIn = await new MosaicStandIn(DIST, { grid: standInGrid(20, 10, 48), placed: 5, display: FAST }).start();
    const { page } = await openWall(standIn, 'en');
    standIn.place(20);
    await expect.poll(() => wallCells(page)).toEqual(expected(standIn));
    const seen = standIn.seq;
    // The network goes: the browser retries by itself (the stand-in says `retry: 500`).
    standIn.dropStreams();
    await expect.poll(() => page.locator('.mosaic-offline').isVisible()).toBe(true);
    expect(await page.locator('.mosaic-offline').textContent()).toBe('Connection lost, reconnecting …');
    standIn.place(21);
    standIn.free(0);
    await expect.poll(() => wallCells(page), { timeout: 10_000 }).toEqual(expected(standIn));
    expect(await page.locator('.mosaic-offline').isVisible()).toBe(false);
    expect(standIn.streamRequests.at(-1)?.header).toBe(String(seen));
    await page.close();
  });

  it('opens the stream anew when the server refused it, and reloads on a reset', async () => {
    standIn = await new MosaicStandIn(DIST, { grid: standInGrid(20, 10, 48), placed: 5, display: FAST }).start();
    const { page } = await openWall(standIn);
    standIn.refuseStreams(2);
    standIn.dropStreams();
    await expect.poll(() => page.locator('.mosaic-offline').isVisible()).toBe(true);
    standIn.place(30);
    // Refused twice (the browser closes the EventSource), then the wall's own retries get through.
    await expect.poll(() => wallCells(page), { timeout: 15_000 }).toEqual(expected(standIn));
    expect(standIn.streamRequests.length).toBeGreaterThanOrEqual(4);
    expect(standIn.streamRequests.at(-1)?.query).toBe('5');
    await expect.poll(() => page.locator('.mosaic-offline').isVisible()).toBe(false);

    standIn.reset(standInGrid(10, 5, 96));
    await expect.poll(() => page.evaluate(() => window.__mosaicWall!.generation)).toBe(2);
    // The stream is opened anew naming the new generation (the browser's own reconnects would name the old one).
    await expect.poll(() => standIn!.streamRequests.at(-1)?.generation).toBe('2');
    expect(await wallCells(page)).toEqual([]);
    expect(await page.locator('.mosaic-waiting').isVisible()).toBe(true);
    const first = standIn.place(7);
    await expect.poll(() => wallCells(page)).toEqual([[7, first.id]]);
    await expect.poll(async () => near(await colourAt(page, standIn!, 7), colourOf(first.id)), { timeout: 5_000 }).toBe(true);
    await page.close();
  });

  it('keeps a quiet wall moving: demo turns, the slideshow zooms in with sharper sheets, the cursor hides', async () => {
    standIn = await new MosaicStandIn(DIST, {
      grid: standInGrid(48, 27, 20),
      placed: 48 * 27,
      display: { ...FAST, mouseSleepTimerSeconds: 0.5, demo: { enabled: true, scale: 1, intervalSeconds: 1, timeoutSeconds: 0.5 }, slideshow: { enabled: true, intervalSeconds: 1 } },
    }).start();
    const { page } = await openWall(standIn);
    // On this 960 px screen a 20 px cell is 20 px: 32 px tiles. Zoomed in, a cell is about 108 px: the sheets
    // of the region the slideshow is about to zoom into come at 128 px, ahead of the zoom.
    await expect.poll(() => standIn!.sheetSizes.includes(128), { timeout: 10_000 }).toBe(true);
    expect(standIn.sheetSizes).toContain(32);
    expect(new Set(standIn.sheetSizes)).toEqual(new Set([32, 128]));
    // Demo turns fetch a placed tile to show it big; nothing on the wall changes place.
    await expect.poll(() => standIn!.requests.tiles, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await wallCells(page)).toEqual(expected(standIn));
    await page.mouse.move(100, 100);
    expect(await page.evaluate(() => document.body.classList.contains('idle'))).toBe(false);
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('idle'))).toBe(true);
    await page.close();
  });
});
