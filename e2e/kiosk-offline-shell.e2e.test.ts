import type { EventKioskDto } from '@booth/shared';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheCampaignDone } from '../apps/web/src/guest/kiosk/pwa/cache-campaign-message.ts';
import { campaignAssetUrls, campaignSettingsUrl } from '../apps/web/src/guest/kiosk/pwa/campaign-asset-urls.ts';
import { KIOSK_PRECACHE_FILE, KIOSK_SW_FILE, kioskPrecacheName, type KioskPrecacheList } from '../apps/web/src/guest/kiosk/pwa/kiosk-pwa-files.ts';
import { OrganiserApi } from './support/api.ts';
import { startCameraRig, type CameraRig } from './support/camera-rig.ts';

/*
 * The offline-first kiosk's shell (issue 14): the tablet kiosk registers its service worker, which
 * precaches the kiosk bundle; the opened campaign's settings and assets are cached on the page's
 * request; then, with the browser offline and the server stopped (nothing can answer but the
 * worker's caches), a reload still shows the campaign's attention screen with its background.
 *
 * The kiosk page does not register the worker by itself yet (the lead wires
 * register-kiosk-sw.ts into main.tsx), so the test registers it the way that module does.
 */

let rig: CameraRig;
let slug: string;
let event: EventKioskDto;

const BACKGROUND = { width: 2048, height: 1536 };

beforeAll(async () => {
  rig = await startCameraRig('kiosk-offline');
  const api = await OrganiserApi.login(rig.server.url);
  const background = await sharp({ create: { ...BACKGROUND, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  const attention = await api.uploadAsset('attentionScreenBackground', 'attention.jpg', background);
  const created = await api.request<{ id: string; slug: string }>('POST', '/events', {
    name: `Kiosk offline E2E ${Date.now()}`,
    boothType: 'ipad',
    eventType: 'live',
    dimension: '3:4',
    shutter: { photo: { enabled: true } },
    screens: { attention: { background: attention.id } },
  });
  slug = created.slug;
  const answer = await fetch(`${rig.server.url}${campaignSettingsUrl(slug)}`);
  expect(answer.status).toBe(200);
  event = (await answer.json()) as EventKioskDto;
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

async function openKiosk(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'allow' });
  await context.grantPermissions(['camera', 'microphone'], { origin: rig.server.url });
  const page = await context.newPage();
  await page.goto(`/kiosk/${slug}`);
  await expect.poll(() => page.getByTestId('attention-prompt').textContent(), { timeout: 30_000 }).toBe('Tippe, um zu starten');
  return { context, page };
}

/**
 * What register-kiosk-sw.ts does: register for the whole origin; then wait until the worker is
 * active (its install — the whole precache — is done) and serves this page.
 */
async function registerWorker(page: Page): Promise<void> {
  const state = await page.evaluate(async (script) => {
    const registration = await navigator.serviceWorker.register(script, { scope: '/', updateViaCache: 'none' });
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (!worker) return 'none';
    if (worker.state === 'activated') return worker.state;
    return new Promise<string>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated' || worker.state === 'redundant') resolve(worker.state);
      });
    });
  }, `/${KIOSK_SW_FILE}`);
  // A failed install: the worker could not fetch its precache (see the policy check above).
  expect(state, 'the kiosk service worker did not install').toBe('activated');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The `cache-campaign` message of register-kiosk-sw.ts, answered through its port. */
function cacheCampaign(page: Page, urls: string[]): Promise<CacheCampaignDone> {
  return page.evaluate(
    (urls) =>
      new Promise<CacheCampaignDone>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (message: MessageEvent<CacheCampaignDone>) => resolve(message.data);
        navigator.serviceWorker.controller?.postMessage({ type: 'cache-campaign', urls }, [channel.port2]);
      }),
    urls,
  );
}

describe('the offline kiosk shell', () => {
  it('serves the worker, its list and the manifest as a browser needs them', async () => {
    const worker = await fetch(`${rig.server.url}/${KIOSK_SW_FILE}`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // The policy a worker's script comes with governs the worker's own fetches: it must reach us.
    expect(worker.headers.get('content-security-policy')).toMatch(/(?:^|;)\s*connect-src 'self'/);
    const list = await fetch(`${rig.server.url}/${KIOSK_PRECACHE_FILE}`);
    expect(list.headers.get('cache-control')).toBe('no-cache');
    const { version, urls } = (await list.json()) as KioskPrecacheList;
    // The worker belongs to exactly this list.
    expect(await worker.text()).toContain(version);
    expect(urls).toContain('/kiosk/app-shell');
    expect(urls.some((url) => /^\/assets\/kiosk-.*\.js$/.test(url))).toBe(true);
    expect(urls).toContain('/ml/models/facemesh.bin');
    const manifest = await fetch(`${rig.server.url}/kiosk.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: 'Boothwerk Kiosk', start_url: '/kiosk', scope: '/kiosk', display: 'fullscreen' });
  });

  it('precaches the kiosk, caches the opened campaign, and runs after a reload with the network off', async () => {
    const { context, page } = await openKiosk();
    await registerWorker(page);

    // Installed means precached: every file of the list is in the version's cache.
    const precache = await page.evaluate(
      async ({ listUrl, prefix }) => {
        const list = (await (await fetch(listUrl, { cache: 'no-store' })).json()) as { version: string; urls: string[] };
        const cache = await caches.open(prefix + list.version);
        const missing: string[] = [];
        for (const url of list.urls) if (!(await cache.match(url, { ignoreVary: true }))) missing.push(url);
        return { count: list.urls.length, missing, names: await caches.keys(), version: list.version };
      },
      { listUrl: `/${KIOSK_PRECACHE_FILE}`, prefix: kioskPrecacheName('') },
    );
    expect(precache.missing).toEqual([]);
    expect(precache.count).toBeGreaterThan(20);
    expect(precache.names).toContain(kioskPrecacheName(precache.version));

    // The page hands over the campaign: its settings and every asset, all stored.
    const urls = [campaignSettingsUrl(slug), ...campaignAssetUrls(event)];
    expect(urls.some((url) => url.startsWith('/api/files/'))).toBe(true);
    expect(await cacheCampaign(page, urls)).toEqual({ type: 'cache-campaign-done', cached: urls.length, failed: 0 });
    // What is no campaign asset, or is gone, is reported, not stored: a device call and a file the server does not have.
    expect(await cacheCampaign(page, ['/api/devices', `/api/files/assets/${event.id}/nothing.png`])).toEqual({ type: 'cache-campaign-done', cached: 0, failed: 2 });

    // An organiser page in the worker's scope is left to the network.
    const organiser = await context.newPage();
    const organiserLoad = await organiser.goto('/login');
    expect(organiserLoad?.fromServiceWorker()).toBe(false);
    await organiser.close();

    // Network off: the browser offline, the server gone and the HTTP cache emptied (it holds the
    // immutable files from the first load), so nothing can answer but the worker's caches.
    await context.setOffline(true);
    await rig.server.stop();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect.poll(() => page.getByTestId('attention-prompt').textContent(), { timeout: 30_000 }).toBe('Tippe, um zu starten');
    const background = page.getByTestId('attention-background');
    expect(await background.getAttribute('src')).toMatch(/^\/api\/files\//);
    await expect
      .poll(() => background.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), { timeout: 15_000 })
      .toBe(BACKGROUND.width);
    // The shell came with a kiosk page's headers: WebAssembly (the on-device ML) may still run, and its model is there.
    expect(await page.evaluate(() => WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(() => 'compiled', (error: Error) => error.message))).toBe('compiled');
    expect(await page.evaluate(async () => (await fetch('/ml/models/facemesh.json')).status)).toBe(200);
    await context.close();
  }, 240_000);
});
