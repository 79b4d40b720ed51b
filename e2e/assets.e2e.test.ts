import type { Asset } from '@booth/shared';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

const DEMO = { email: 'demo@boothwerk.app', password: 'boothwerk-demo' };
const SIZE = { width: 1536, height: 2048 };
const HOLE = { left: 168, top: 256, width: 1200, height: 1500 };

let server: RunningServer;
let browser: Browser;
let overlay: Buffer;

/** A portrait photo frame: opaque brand colour with one transparent window where the picture goes. */
async function makeOverlay(): Promise<Buffer> {
  const window = await sharp({ create: { width: HOLE.width, height: HOLE.height, channels: 4, background: '#000000ff' } }).png().toBuffer();
  return sharp({ create: { ...SIZE, channels: 4, background: { r: 24, g: 218, b: 215, alpha: 1 } } })
    .composite([{ input: window, left: HOLE.left, top: HOLE.top, blend: 'dest-out' }])
    .png()
    .toBuffer();
}

beforeAll(async () => {
  [server, browser, overlay] = await Promise.all([startServer(), launchBrowser(), makeOverlay()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('login-email').fill(DEMO.email);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
  return page;
}

/** Whether an <img> has really loaded: the browser decoded pixels, not a broken-image icon. */
function loaded(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

async function uploadOverlay(page: Page, fileName: string, hint: RegExp): Promise<Asset> {
  await page.getByTestId('assets-upload-toggle').click();
  await page.getByTestId('upload-kind').click();
  await page.getByRole('option', { name: 'Overlay', exact: true }).click();
  // The requirements of the kind show before anything is uploaded.
  await expect.poll(() => page.getByTestId('upload-hint').textContent()).toMatch(hint);

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/assets') && response.request().method() === 'POST');
  await page.getByTestId('upload-input').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: overlay });
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  await expect.poll(() => page.getByTestId('upload-item').getAttribute('data-status')).toBe('done');
  return (await response.json()) as Asset;
}

async function seeThumbnailThenLightboxThenDelete(page: Page, asset: Asset, words: { delete: string }) {
  expect(asset.assetType).toBe('overlay');
  expect(asset.thumbnailPath).toBeTruthy();
  const item = page.locator(`[data-testid="media-item"][data-id="${asset.id}"]`);
  await expect.poll(() => item.count()).toBe(1);
  const thumbnail = `[data-testid="media-item"][data-id="${asset.id}"] img`;
  expect(await page.locator(thumbnail).getAttribute('src')).toBe(asset.thumbnailPath);
  await expect.poll(() => loaded(page, thumbnail), { timeout: 20_000 }).toBe(true);

  // The lightbox shows the file itself, and the transparent window as the overlay's photo area.
  await item.getByTestId('media-item-open').click();
  await expect.poll(() => page.getByTestId('lightbox-counter').textContent()).toBe('1 / 1');
  await expect.poll(() => loaded(page, '[data-testid="lightbox-stage"] img')).toBe(true);
  expect(await page.locator('[data-testid="lightbox-stage"] img').getAttribute('src')).toBe(asset.src ?? asset.filePath);
  // The lightbox may still be opening (its transition moves the switch) when the first click lands, so
  // the switch is set until it holds; setChecked does nothing once it is on.
  const photoAreas = page.getByTestId('photo-areas-toggle');
  await expect
    .poll(
      async () => {
        await photoAreas.setChecked(true, { force: true, timeout: 2_000 }).catch(() => undefined);
        return page.getByTestId('photo-area').count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('lightbox-counter').count()).toBe(0);

  await item.getByTestId('media-item-menu').click();
  await page.getByTestId('asset-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: words.delete, exact: true }).click();
  // The file, its thumbnail and the list's refetch take their time while the server processes the
  // demo campaign's sample pictures in the background; 1 s (expect.poll's default) was not always enough.
  await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(0);
  // Gone on the server too, not only from the page.
  await page.reload();
  await expect.poll(() => page.getByTestId('assets-empty').count()).toBe(1);
}

describe('asset library', () => {
  it('uploads an overlay through the dropzone, shows its thumbnail and lightbox, and deletes it (German)', async () => {
    const page = await signedInPage();
    await page.getByRole('link', { name: 'Assets' }).first().click();
    await page.waitForURL((url) => url.pathname === '/assets');
    await expect.poll(() => page.getByTestId('assets-empty').textContent()).toContain('Noch keine Assets');

    const asset = await uploadOverlay(page, 'e2e-rahmen-hochformat.png', /PNG oder GIF · beliebige Größe · bis 25 MB/);
    expect(asset.orientation).toBe('portrait');
    await seeThumbnailThenLightboxThenDelete(page, asset, { delete: 'Löschen' });
  });

  it('does the same in English at /en/assets', async () => {
    const page = await signedInPage();
    await page.goto('/en/assets');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Assets');

    const asset = await uploadOverlay(page, 'e2e-frame-portrait.png', /PNG or GIF · any size · up to 25 MB/);
    await seeThumbnailThenLightboxThenDelete(page, asset, { delete: 'Delete' });
  });
});
