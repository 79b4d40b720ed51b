import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '@booth/shared';
import { SCREENSHOT_DIR } from './support/action-counter.ts';
import { OrganiserApi } from './support/api.ts';
import { startCameraRig, type CameraRig } from './support/camera-rig.ts';
import { decodeQr } from './support/qr.ts';

let rig: CameraRig;
let api: OrganiserApi;
let campaign: { id: string; slug: string };

const LANDSCAPE = { width: 1024, height: 768 };
const TOKEN_KEY = 'boothwerk.device.token';

beforeAll(async () => {
  rig = await startCameraRig('kiosk-device');
  api = await OrganiserApi.login(rig.server.url);
  campaign = await api.request<{ id: string; slug: string }>('POST', '/events', {
    name: `Kiosk device E2E ${Date.now()}`,
    boothType: 'ipad',
    eventType: 'live',
    dimension: '3:4',
    shutter: { photo: { enabled: true } },
  });
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `kiosk-device-${name}.png`) });
}

/** The code the start page shows, in its stored form (the QR code and the text must agree on it). */
async function pairingCode(page: Page): Promise<string> {
  const code = page.getByTestId('kiosk-pairing-code');
  await code.waitFor({ timeout: 30_000 });
  const stored = await code.getAttribute('data-code');
  expect(stored).toMatch(/^[A-Z2-9]{8}$/);
  expect(await code.textContent()).toBe(`${stored!.slice(0, 4)}-${stored!.slice(4)}`);
  return stored!;
}

/**
 * A ping now instead of in up to 30 s: the browser going offline and online again sends one (the
 * kiosk pings at once when the connection returns), answered before this resolves.
 */
async function pingNow(context: BrowserContext, page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/device/ping'), { timeout: 45_000 });
  await context.setOffline(true);
  await context.setOffline(false);
  await answered;
}

describe('the tablet kiosk as a paired device', () => {
  it('pairs with the code on /kiosk, opens its campaign, starts sessions as the device, stops without a licence and pairs again once removed', async () => {
    const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: LANDSCAPE, hasTouch: true });
    await context.grantPermissions(['camera', 'microphone'], { origin: rig.server.url });
    const page = await context.newPage();

    // A tablet without a device token: the German start page with a code and a QR code to /devices.
    await page.goto('/kiosk');
    const code = await pairingCode(page);
    expect(await page.getByTestId('kiosk-pairing').textContent()).toContain('Dieses Tablet verbinden');
    const qr = page.getByTestId('kiosk-pairing-qr');
    expect(await decodeQr(await qr.screenshot())).toBe(`${rig.server.url}/devices?pair=${code}`);
    const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'pairing-de');

    // The organiser confirms the code with a campaign: the tablet opens it by itself.
    const device = await api.request<Device>('POST', '/devices', { pairingCode: code, name: 'Tablet Eingang', eventId: campaign.id });
    expect(device.licence?.valid).toBe(true);
    await page.waitForURL(`**/kiosk/${campaign.slug}`, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('attention-prompt').textContent(), { timeout: 30_000 }).toBe('Tippe, um zu starten');

    // A guest's session is the device's: the token goes with it.
    const started = page.waitForRequest((request) => request.url().endsWith(`/api/events/${campaign.slug}/vbSessions`) && request.method() === 'POST');
    await page.getByTestId('attention-screen').click();
    expect((await started).headers()['x-device-token']).toBe(token);
    await page.getByTestId('kiosk-shutter').waitFor({ timeout: 30_000 });
    const listed = await api.request<{ items: Device[] }>('GET', '/devices');
    expect(listed.items.find((item) => item.id === device.id)).toMatchObject({ online: true, runningEventSlug: campaign.slug, queue: { waiting: 0, oldestCapturedAt: null } });

    // In English, at the attention screen: the organiser takes the licence away; the next check shows the operator why.
    const firstPing = page.waitForResponse((response) => response.url().endsWith('/api/device/ping'));
    await page.goto(`/en/kiosk/${campaign.slug}`);
    await firstPing;
    await page.getByTestId('attention-prompt').waitFor();
    await api.request('POST', `/licenses/${device.licence!.id}/detach`);
    await pingNow(context, page);
    const blocked = page.getByTestId('kiosk-device-blocked');
    await blocked.waitFor({ timeout: 10_000 });
    expect(await blocked.getAttribute('data-reason')).toBe('noLicence');
    expect(await blocked.textContent()).toContain('Assign a licence to this tablet on');
    await screenshot(page, 'blocked-en');
    // A tap starts no guest while it is blocked.
    let sessionStarts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/vbSessions')) sessionStarts += 1;
    });
    await page.getByTestId('attention-screen').click();
    await page.waitForTimeout(500);
    expect(sessionStarts).toBe(0);

    // The organiser removes the tablet: it forgets its token and shows a new pairing code.
    await api.request('DELETE', `/devices/${device.id}`);
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForURL('**/en/kiosk', { timeout: 45_000 });
    const next = await pairingCode(page);
    expect(next).not.toBe(code);
    const newToken = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
    expect(newToken).not.toBe(token);
    expect(await page.getByTestId('kiosk-pairing').textContent()).toContain('Pair this tablet');
    await context.close();
  }, 240_000);
});
