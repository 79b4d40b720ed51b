import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandOverlay, OrganiserApi, OVERLAY_RED, topBandColour } from './support/api.ts';
import { BoothDriver } from './support/booth.ts';
import { launchBrowser } from './support/browser.ts';
import { decodeQr } from './support/qr.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { startSmtp, type LoopbackSmtp } from './support/smtp.ts';
import { makeTestVideo } from './support/test-video.ts';

let workDir: string;
let smtp: LoopbackSmtp;
let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let eventSlug: string;
let overlayId: string;
let booth: BoothDriver;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'booth-e2e-camera-'));
  const y4m = await makeTestVideo(join(workDir, 'camera.y4m'), { width: 640, height: 480, seconds: 3 });
  smtp = await startSmtp();
  [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url }), launchBrowser({ fakeCamera: { y4m } })]);
  api = await OrganiserApi.login(server.url);
  overlayId = (await api.uploadAsset('shutterOverlay', 'band.png', await bandOverlay())).id;
  const event = await api.request<{ slug: string }>('POST', '/events', {
    eventType: 'live',
    name: `Booth E2E ${Date.now()}`,
    boothType: 'virtual',
    dimension: '3:4',
    shutter: {
      photo: { enabled: true, overlays: [overlayId] },
      gif: { enabled: true, frames: 3, delayBetweenCapturingFrame: 0.5, fps: 4 },
      boomerang: { enabled: true, frames: 4, frameCaptureDelaySeconds: 0.1, fps: 8 },
      video: { enabled: true, fixedVideoSeconds: 2, audioRecording: false },
    },
    screens: {
      shutter: { countdownSeconds: 1 },
      sharing: {
        email: { enabled: true, sender: 'Sommerfest', subject: 'Dein Bild vom Sommerfest' },
        whatsapp: { enabled: true, body: 'Mein Bild!' },
        dataCapture: { enabled: true, mandatory: true, render: 'pre', fields: ['firstname', 'email'] },
      },
    },
  });
  eventSlug = event.slug;
  booth = new BoothDriver(browser, server, api, eventSlug);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('the virtual booth', () => {
  it('on a phone in German: mandatory data capture, a photo with the overlay, QR code to the microsite, e-mail over SMTP', async () => {
    const { context, page } = await booth.open({ phone: true, english: false });
    await page.getByTestId('start-button').click();

    // Mandatory data capture before the capture blocks until filled.
    await page.getByTestId('feedback-continue').click();
    await expect.poll(() => page.getByText('Dieses Feld darf nicht leer sein').count()).toBeGreaterThan(0);
    await page.locator('input[name="firstname"]').fill('Mara');
    await page.locator('input[name="email"]').fill('mara@example.com');
    await page.getByTestId('feedback-continue').click();

    // The only overlay (no "none" option) is chosen without asking, and shown over the live camera.
    await page.getByTestId('live-overlay').waitFor({ timeout: 30_000 });
    const shoot = await booth.captureAndSubmit(page);
    expect(shoot.micrositeUrl).toBe(`${server.url}/m/${shoot.slug}`);

    // The QR code on the share screen leads to the picture's microsite.
    const qr = page.getByTestId('share-qr');
    await qr.waitFor({ timeout: 30_000 });
    // Decoded from what the screen shows, as a phone camera would read it.
    expect(await decodeQr(await qr.screenshot())).toBe(shoot.micrositeUrl);
    expect(await page.getByTestId('share-whatsapp').getAttribute('href')).toContain(encodeURIComponent(shoot.micrositeUrl));

    // The e-mail reaches a real SMTP server with the microsite link.
    await page.getByTestId('share-email-input').fill('guest@example.com');
    await page.getByTestId('share-email-send').click();
    const mail = await smtp.waitFor('guest@example.com', 60_000);
    expect(mail.raw).toContain('Dein Bild vom Sommerfest');
    expect(mail.text).toContain(shoot.micrositeUrl);

    // The microsite shows the processed picture, with the overlay's pixels in it.
    const [processed] = await booth.waitUntilProcessed([shoot.id]);
    expect(processed?.status).toBe('ready');
    await page.goto(shoot.micrositeUrl);
    const picture = page.locator('img.media');
    await picture.waitFor({ timeout: 30_000 });
    const src = await picture.getAttribute('src');
    const bytes = Buffer.from(await (await fetch(new URL(src ?? '', server.url))).arrayBuffer());
    const top = await topBandColour(bytes);
    expect(Math.abs(top.r - OVERLAY_RED.r)).toBeLessThan(40);
    expect(Math.abs(top.g - OVERLAY_RED.g)).toBeLessThan(40);
    expect(Math.abs(top.b - OVERLAY_RED.b)).toBeLessThan(40);

    // The answers were stored with the shoot.
    const { shoots } = await api.request<{ shoots: Array<{ id: string; contact: { email: string | null }; userFeedback: { personal?: { firstname?: string } } }> }>(
      'GET',
      `/events/${eventSlug}/shoots?limit=50`,
    );
    const stored = shoots.find((row) => row.id === shoot.id);
    expect(stored?.userFeedback.personal?.firstname).toBe('Mara');
    await context.close();
  }, 240_000);

  it('in English on a desktop: GIF, boomerang and video are captured, submitted and processed', async () => {
    const { context, page } = await booth.open({ phone: false, english: true });
    // The booth renders after its script loads; wait for the English title rather than counting at once.
    await page.getByText('Virtual Photo Booth').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('start-button').click();
    await page.locator('input[name="firstname"]').fill('Ben');
    await page.locator('input[name="email"]').fill('ben@example.com');
    await page.getByTestId('feedback-continue').click();

    const ids: string[] = [];
    for (const kind of ['gif', 'boomerang', 'video'] as const) {
      await page.getByTestId(`mode-${kind}`).click();
      const shoot = await booth.captureAndSubmit(page);
      expect(shoot.micrositeUrl).toBe(`${server.url}/en/m/${shoot.slug}`);
      ids.push(shoot.id);
      await page.getByTestId('share-qr').waitFor({ timeout: 30_000 });
      await page.getByTestId('share-retake').click();
    }

    const processed = await booth.waitUntilProcessed(ids);
    const byKind = Object.fromEntries(processed.map((shoot) => [shoot.kind, shoot]));
    expect(byKind.Gif).toMatchObject({ status: 'ready', mimetype: 'image/gif' });
    expect(byKind.Boomerang).toMatchObject({ status: 'ready', mimetype: 'video/mp4' });
    expect(byKind.Video).toMatchObject({ status: 'ready', mimetype: 'video/mp4' });

    // The video's microsite plays the MP4.
    await page.goto(`/en/m/${(await api.request<{ shoots: Array<{ id: string; slug: string }> }>('GET', `/events/${eventSlug}/shoots?limit=50`)).shoots.find((s) => s.id === byKind.Video?.id)?.slug}`);
    await page.locator('video source[type="video/mp4"], video[src$=".mp4"]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await context.close();
  }, 300_000);
});
