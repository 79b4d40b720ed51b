import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganiserApi } from './support/api.ts';
import { startCameraRig, type CameraRig } from './support/camera-rig.ts';
import { decodeQr } from './support/qr.ts';

let rig: CameraRig;
let api: OrganiserApi;
let slug: string;

const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };
const PIN = '4711';

beforeAll(async () => {
  rig = await startCameraRig('kiosk');
  api = await OrganiserApi.login(rig.server.url);
  const background = await sharp({ create: { width: 2048, height: 1536, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
  const attention = await api.uploadAsset('attentionScreenBackground', 'attention.jpg', background);
  const created = await api.request<{ id: string; slug: string }>('POST', '/events', {
    name: `Kiosk E2E ${Date.now()}`,
    boothType: 'ipad',
    eventType: 'live',
    dimension: '3:4',
    shutter: {
      photo: { enabled: true, shutterSettings: { lighting: 'on' } },
      // The shortest idle time a campaign may set, so the test waits seconds, not a minute.
      screensaver: { enabled: true, screenSaverSettings: { inactivity: 5, timer: 15 } },
    },
    screens: {
      attention: { background: attention.id },
      shutter: { countdownSeconds: 1, exitCampaignButton: true },
      sharing: { qrCode: { enabled: true }, email: { enabled: true }, whatsapp: { enabled: true }, finishButton: { enabled: true } },
    },
  });
  await api.request('PATCH', `/events/${created.id}`, { kioskExitPin: PIN });
  slug = created.slug;
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

/** A tablet on a stand: touch screen of the given size, camera allowed. */
async function openKiosk(viewport: { width: number; height: number }, english: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport, hasTouch: true });
  await context.grantPermissions(['camera', 'microphone'], { origin: rig.server.url });
  const page = await context.newPage();
  await page.goto(`${english ? '/en' : ''}/kiosk/${slug}`);
  return { context, page };
}

/** Attention → countdown → capture → review (approve) → share: answers the microsite address the QR code holds. */
async function takeAndShare(page: Page): Promise<string> {
  await page.getByTestId('attention-screen').click();
  const shutter = page.getByTestId('shutter');
  await expect.poll(() => shutter.isEnabled(), { timeout: 30_000 }).toBe(true);
  await shutter.click();
  await page.getByTestId('countdown').waitFor({ timeout: 10_000 });
  // Lighting "on": the ring lights the guest while the capture runs.
  await page.getByTestId('lighting-ring').waitFor({ timeout: 10_000 });
  await page.getByTestId('review-approve').waitFor({ timeout: 30_000 });
  await page.getByTestId('review-approve').click({ timeout: 30_000 });
  const uploaded = await page.waitForResponse((response) => response.url().endsWith(`/api/events/${slug}/shoots`) && response.request().method() === 'POST', {
    timeout: 60_000,
  });
  expect(uploaded.status()).toBe(201);
  const { micrositeUrl } = (await uploaded.json()) as { micrositeUrl: string };
  const qr = page.getByTestId('share-qr');
  await qr.waitFor({ timeout: 30_000 });
  expect(await decodeQr(await qr.screenshot())).toBe(micrositeUrl);
  // The server's final picture replaces the local preview once it has loaded, and the state line says so.
  const state = page.getByTestId('share-state');
  await expect.poll(() => state.getAttribute('data-state'), { timeout: 60_000 }).toBe('shown');
  expect(await state.getAttribute('role')).toBe('status');
  expect(await page.getByTestId('share-local-picture').count()).toBe(0);
  expect(await page.getByTestId('share-final-picture').locator('img').evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/api\/files\//);
  // WhatsApp goes to the number the guest types, with the picture's link.
  await page.getByTestId('share-phone-input').fill('+49 170 1234567');
  expect(await page.getByTestId('share-whatsapp').getAttribute('href')).toBe(`https://wa.me/491701234567?text=${encodeURIComponent(micrositeUrl)}`);
  // No print button until printing exists, no download onto the shared tablet.
  expect(await page.getByTestId('share-download').count()).toBe(0);
  return micrositeUrl;
}

describe('the tablet kiosk', () => {
  it('landscape 1024×768 in German: attention screen, countdown, capture, approve, QR code to the microsite', async () => {
    const { context, page } = await openKiosk(LANDSCAPE, false);
    await expect.poll(() => page.getByTestId('attention-prompt').textContent(), { timeout: 30_000 }).toBe('Tippe, um zu starten');
    expect(await page.getByTestId('attention-background').getAttribute('src')).toMatch(/^\/api\/files\//);
    const micrositeUrl = await takeAndShare(page);
    expect(micrositeUrl).toMatch(new RegExp(`^${rig.server.url}/m/`));
    await page.getByTestId('share-finish').click();
    await page.getByTestId('attention-screen').waitFor();
    await context.close();
  }, 180_000);

  it('portrait 768×1024 in English: the screen saver comes after the idle time and a touch leaves it; then a picture to share', async () => {
    const { context, page } = await openKiosk(PORTRAIT, true);
    await expect.poll(() => page.getByTestId('attention-prompt').textContent(), { timeout: 30_000 }).toBe('Tap to start');
    // Five seconds without a touch (the campaign's inactivity).
    const saver = page.getByTestId('screen-saver');
    await saver.waitFor({ timeout: 15_000 });
    expect(await saver.getAttribute('aria-label')).toBe('Screen saver – tap to continue');
    await saver.click();
    await saver.waitFor({ state: 'detached' });
    // The touch that woke the kiosk started nothing.
    expect(await page.getByTestId('attention-screen').isVisible()).toBe(true);
    const micrositeUrl = await takeAndShare(page);
    expect(micrositeUrl).toMatch(new RegExp(`^${rig.server.url}/en/m/`));
    await context.close();
  }, 180_000);

  it('the exit button asks for the PIN: a wrong one is refused, the right one pauses the kiosk on the operator page', async () => {
    const { context, page } = await openKiosk(LANDSCAPE, true);
    await page.getByTestId('kiosk-exit').click({ timeout: 30_000 });
    await page.getByTestId('kiosk-exit-secret').fill('0000');
    await page.getByTestId('kiosk-exit-submit').click();
    await page.getByText('Invalid password').waitFor();
    await page.getByTestId('kiosk-exit-secret').fill(PIN);
    await page.getByTestId('kiosk-exit-submit').click();
    await page.getByTestId('kiosk-operator').waitFor();
    await page.getByTestId('kiosk-resume').click();
    await page.getByTestId('attention-screen').waitFor();
    await context.close();
  }, 120_000);
});
