import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, PairingCreated } from '@booth/shared';
import { OrganiserApi } from './support/api.ts';
import { startCameraRig, type CameraRig } from './support/camera-rig.ts';
import { decodeQr } from './support/qr.ts';

/*
 * Issue 14's venue: the Wi-Fi goes while guests keep coming. A paired tablet takes pictures with no
 * network (sessions started ahead, each picture written to IndexedDB with its microsite slug fixed, an
 * e-mail request queued), and when the network returns every picture arrives exactly once, the e-mail
 * is sent once, and /devices shows the queue drained. Issue 24: the same when the Wi-Fi goes before the
 * tablet's first guest.
 */

let rig: CameraRig;
let api: OrganiserApi;
let campaign: { id: string; slug: string };
let device: Device;
let token: string;

const LANDSCAPE = { width: 1024, height: 768 };
const GUEST_EMAIL = 'offline-guest@example.com';
const OFFLINE_PICTURES = 5;
const COLD_PICTURES = 3;

beforeAll(async () => {
  rig = await startCameraRig('kiosk-offline');
  api = await OrganiserApi.login(rig.server.url);
  campaign = await api.request<{ id: string; slug: string }>('POST', '/events', {
    name: `Kiosk offline E2E ${Date.now()}`,
    boothType: 'ipad',
    eventType: 'live',
    dimension: '3:4',
    // The photo mode is marked for offline use; the GIF mode is not, so it is not offered without network.
    shutter: { photo: { enabled: true, offlineMode: true }, gif: { enabled: true } },
    screens: {
      // The operator's exit (no secret set: a confirmation) leads to the page that tells how many guests it can take offline.
      shutter: { countdownSeconds: 1, exitCampaignButton: true },
      sharing: {
        qrCode: { enabled: true },
        email: { enabled: true },
        finishButton: { enabled: true, goTo: 'home' },
        // Asked after the capture: offline, the answers join the picture waiting on the tablet.
        dataCapture: { enabled: true, mandatory: true, render: 'post', fields: ['firstname', 'email'] },
      },
    },
  });
  // Paired as the kiosk pairs itself: it makes the token and sends only its hash; the organiser confirms the code.
  token = randomBytes(32).toString('base64url');
  const pairing = await fetch(`${rig.server.url}/api/devices/pairings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokenHash: createHash('sha256').update(token).digest('hex'), appVersion: 'e2e' }),
  });
  expect(pairing.status).toBe(201);
  const { code } = (await pairing.json()) as PairingCreated;
  device = await api.request<Device>('POST', '/devices', { pairingCode: code, name: 'Tablet Halle 3', eventId: campaign.id });
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

async function openTablet(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: LANDSCAPE, hasTouch: true });
  await context.grantPermissions(['camera', 'microphone'], { origin: rig.server.url });
  await context.addInitScript((value) => window.localStorage.setItem('boothwerk.device.token', value), token);
  const page = await context.newPage();
  await page.goto(`/kiosk/${campaign.slug}`);
  await expect.poll(() => page.getByTestId('attention-prompt').textContent(), { timeout: 30_000 }).toBe('Tippe, um zu starten');
  // The paired tablet's service worker has taken over and holds the kiosk and this campaign's settings.
  const settings = `/api/events/${campaign.slug}/kiosk`;
  await expect
    .poll(() => page.evaluate(async (url) => navigator.serviceWorker.controller !== null && (await caches.match(url)) !== undefined, settings), { timeout: 60_000 })
    .toBe(true);
  return { context, page };
}

let guests = 0;

/** One guest: attention → capture → approve → their details → share; answers the microsite address its QR code holds. */
async function guest(page: Page, email?: string): Promise<string> {
  guests += 1;
  await page.getByTestId('attention-screen').click();
  const shutter = page.getByTestId('shutter');
  await expect.poll(() => shutter.isEnabled(), { timeout: 30_000 }).toBe(true);
  await shutter.click();
  await page.getByTestId('review-approve').click({ timeout: 30_000 });
  await page.locator('input[name="firstname"]').fill(`Gast ${guests}`);
  await page.locator('input[name="email"]').fill(`gast${guests}@example.com`);
  await page.getByTestId('feedback-continue').click();
  const qr = page.getByTestId('share-qr');
  await qr.waitFor({ timeout: 30_000 });
  const url = await decodeQr(await qr.screenshot());
  expect(url).toBeTruthy();
  if (email) {
    await page.getByTestId('share-email-input').fill(email);
    await page.getByTestId('share-email-send').click();
    await expect.poll(() => page.getByText('sobald das Bild angekommen ist').count(), { timeout: 10_000 }).toBe(1);
  }
  await page.getByTestId('share-finish').click();
  await page.getByTestId('attention-prompt').waitFor({ timeout: 30_000 });
  return url as string;
}

interface ListedShoot {
  id: string;
  slug: string;
  contact: { email: string | null };
}

async function listedShoots(): Promise<ListedShoot[]> {
  return (await api.request<{ shoots: ListedShoot[] }>('GET', `/events/${campaign.id}/shoots?limit=100`)).shoots;
}

/** How many guest sessions of the campaign have pictures: one per guest with a session of their own. */
async function sessionsWithPictures(): Promise<number> {
  const { sessions } = await api.request<{ sessions: Array<{ shoots: number }> }>('GET', `/events/${campaign.slug}/vbSessions?limit=500`);
  return sessions.filter((session) => session.shoots > 0).length;
}

async function shootSlugs(): Promise<string[]> {
  return (await listedShoots()).map((shoot) => shoot.slug);
}

/** The pictures with stored capture files on disk (each shoot keeps its files in a folder of its id). */
async function shootFolders(): Promise<string[]> {
  return readdir(join(rig.server.dataDir, 'files', 'shoots', campaign.id)).catch(() => []);
}

async function mailsTo(address: string): Promise<number> {
  const outbox = join(rig.server.dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => readFile(join(outbox, name), 'utf8')));
  return texts.filter((text) => text.includes(address)).length;
}

describe('the paired tablet without network', () => {
  it('takes five pictures offline and delivers each exactly once when the network returns, with the e-mail sent once', async () => {
    const { context, page } = await openTablet();
    // The first guest comes while online: the picture arrives, and the tablet keeps sessions for later guests.
    const online = await guest(page);
    await expect.poll(shootSlugs, { timeout: 30_000 }).toHaveLength(1);

    await context.setOffline(true);
    const offline: string[] = [];
    for (let index = 0; index < OFFLINE_PICTURES; index += 1) offline.push(await guest(page, index === 2 ? GUEST_EMAIL : undefined));
    // Each QR code holds the address its picture will have, fixed on the tablet.
    expect(new Set([online, ...offline]).size).toBe(OFFLINE_PICTURES + 1);
    for (const url of offline) expect(url).toMatch(new RegExp(`^${rig.server.url}/m/[0-9a-z]{8}$`));
    expect(await shootSlugs()).toHaveLength(1);

    // The tablet is reloaded without network: the kiosk runs from its service worker's cache and still holds all five.
    await page.reload();
    await expect.poll(() => page.getByTestId('attention-prompt').textContent(), { timeout: 30_000 }).toBe('Tippe, um zu starten');
    await expect.poll(() => page.getByTestId('kiosk-queue-chip').getAttribute('data-waiting'), { timeout: 10_000 }).toBe(String(OFFLINE_PICTURES));

    await context.setOffline(false);
    const expected = [online, ...offline].map((url) => url.split('/').at(-1));
    await expect.poll(async () => (await shootSlugs()).sort(), { timeout: 90_000 }).toEqual(expected.sort());
    await expect.poll(() => mailsTo(GUEST_EMAIL), { timeout: 30_000 }).toBe(1);
    // Rows and files: one of each per picture, and every guest's details arrived with their picture.
    expect((await shootFolders()).sort()).toEqual((await listedShoots()).map((shoot) => shoot.id).sort());
    // (The guest who had the picture e-mailed has that address as their contact.)
    const withoutDetails = async () => (await listedShoots()).filter((shoot) => shoot.contact.email !== GUEST_EMAIL && !/^gast\d+@example\.com$/.test(shoot.contact.email ?? ''));
    await expect.poll(withoutDetails, { timeout: 15_000 }).toEqual([]);

    // The device reports its queue drained (a ping goes at once when the browser is back online; ask for one more).
    await context.setOffline(true);
    await context.setOffline(false);
    await expect
      .poll(async () => (await api.request<{ items: Device[] }>('GET', '/devices')).items.find((item) => item.id === device.id)?.queue, { timeout: 45_000 })
      .toMatchObject({ waiting: 0, lastError: null });
    // Nothing more arrives later: exactly once.
    await page.waitForTimeout(3_000);
    expect(await shootSlugs()).toHaveLength(OFFLINE_PICTURES + 1);
    expect(await mailsTo(GUEST_EMAIL)).toBe(1);
    await context.close();
  }, 300_000);

  it('loses nothing and sends nothing twice when the server is killed in the middle of the drain', async () => {
    const { context, page } = await openTablet();
    const before = (await shootSlugs()).length;
    await guest(page);
    await expect.poll(async () => (await shootSlugs()).length, { timeout: 30_000 }).toBe(before + 1);

    await context.setOffline(true);
    const offline: string[] = [];
    for (let index = 0; index < OFFLINE_PICTURES; index += 1) offline.push(await guest(page));
    // Each upload takes a while on this venue's network, so the crash comes with pictures in flight and waiting.
    await page.route('**/api/events/*/shoots', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    await context.setOffline(false);
    await expect.poll(async () => (await shootSlugs()).length, { timeout: 60_000 }).toBeGreaterThan(before + 1);
    expect((await shootSlugs()).length).toBeLessThan(before + 1 + OFFLINE_PICTURES);
    await rig.server.crashAndRestart();

    const expected = offline.map((url) => url.split('/').at(-1) as string);
    const missing = async () => {
      const arrived = new Set(await shootSlugs());
      return expected.filter((slug) => !arrived.has(slug));
    };
    await expect.poll(missing, { timeout: 120_000 }).toEqual([]);
    await page.waitForTimeout(3_000);
    const slugs = await shootSlugs();
    expect(slugs).toHaveLength(before + 1 + OFFLINE_PICTURES);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect((await shootFolders()).length).toBe(slugs.length);
    await context.close();
  }, 300_000);

  it('takes three pictures when the network dropped before its first guest, each in a session of its own, and delivers each once', async () => {
    // A fresh tablet (nothing stored yet) opens its campaign: the sessions for guests without network are
    // started right away, and the operator page says how many guests it can take offline.
    const { context, page } = await openTablet();
    const before = await shootSlugs();
    const sessionsBefore = await sessionsWithPictures();
    await page.getByTestId('kiosk-exit').click();
    await page.getByTestId('kiosk-exit-submit').click();
    const offlineGuests = page.getByTestId('kiosk-device-offline-guests');
    await expect.poll(async () => Number(await offlineGuests.getAttribute('data-count')), { timeout: 30_000 }).toBeGreaterThanOrEqual(COLD_PICTURES);
    expect(await offlineGuests.textContent()).toMatch(/^Gäste ohne Netz möglich: \d+$/);
    await page.getByTestId('kiosk-resume').click();
    await page.getByTestId('attention-prompt').waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    const offline: string[] = [];
    for (let index = 0; index < COLD_PICTURES; index += 1) offline.push(await guest(page));
    await expect.poll(() => page.getByTestId('kiosk-queue-chip').getAttribute('data-waiting'), { timeout: 10_000 }).toBe(String(COLD_PICTURES));
    expect(await shootSlugs()).toHaveLength(before.length);

    await context.setOffline(false);
    const expected = [...before, ...offline.map((url) => url.split('/').at(-1) as string)].sort();
    await expect.poll(async () => (await shootSlugs()).sort(), { timeout: 90_000 }).toEqual(expected);
    // Nothing is left on the tablet to be sent again: exactly once, each guest in their own session.
    await expect.poll(() => page.getByTestId('kiosk-queue-chip').count(), { timeout: 30_000 }).toBe(0);
    expect((await shootSlugs()).sort()).toEqual(expected);
    expect(await sessionsWithPictures()).toBe(sessionsBefore + COLD_PICTURES);
    await context.close();
  }, 300_000);
});
