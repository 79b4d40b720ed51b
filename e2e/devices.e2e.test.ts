import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './support/action-counter.ts';
import { OrganiserApi } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { createCampaign, settled } from './support/campaign.ts';
import { signedInPage } from './support/organiser-page.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let page: Page;
let campaign: { id: string; slug: string; name: string };
let entrance: FakeKiosk;
let bar: FakeKiosk;

/** A tablet as the kiosk is one: it makes its own token and sends only its SHA-256 to ask for a code. */
class FakeKiosk {
  readonly token = randomBytes(32).toString('hex');
  code = '';

  constructor(private readonly baseUrl: string) {}

  async askForCode(): Promise<string> {
    const tokenHash = createHash('sha256').update(this.token).digest('hex');
    const response = await fetch(`${this.baseUrl}/api/devices/pairings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokenHash, appVersion: '2026.11.27-e2e' }),
    });
    if (response.status !== 201 && response.status !== 200) throw new Error(`pairing request: ${response.status} ${await response.text()}`);
    this.code = ((await response.json()) as { code: string }).code;
    return this.code;
  }

  /** POST /device/ping with what a kiosk with an offline queue reports every 30 s. */
  async ping(eventSlug: string | null, waiting: number): Promise<Response> {
    const now = Date.now();
    return this.call('POST', '/device/ping', {
      appVersion: '2026.11.27-e2e',
      eventSlug,
      queue: {
        waiting,
        oldestCapturedAt: waiting > 0 ? new Date(now - 5 * 60_000).toISOString() : null,
        lastUploadAt: new Date(now - 60_000).toISOString(),
        lastError: waiting > 0 ? 'Network error' : null,
      },
      storage: { usageBytes: 350_000_000, quotaBytes: 2_000_000_000, persisted: true },
    });
  }

  self(): Promise<Response> {
    return this.call('GET', '/device');
  }

  private call(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: { 'x-device-token': this.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}

interface DeviceRow {
  id: string;
  name: string;
  online: boolean;
  event: { slug: string } | null;
  licence: { id: string } | null;
}

const listDevices = async () => (await api.request<{ items: DeviceRow[] }>('GET', '/devices')).items;
const card = (name: string) => page.getByTestId('device').filter({ has: page.getByTestId('device-name').getByText(name, { exact: true }) });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await OrganiserApi.login(server.url);
  const name = `Summer party ${Date.now() % 10_000}`;
  campaign = { ...(await createCampaign(api, { name, boothType: 'ipad' }, { live: true })), name };
  page = await signedInPage(browser, server);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('devices: pairing, live status, rename, campaign, removal', () => {
  it('the organiser pairs a tablet by typing its code (lower case, with a dash) on /devices', async () => {
    entrance = new FakeKiosk(server.url);
    const code = await entrance.askForCode();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/devices');
    await page.getByTestId('devices-empty').waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'devices-empty-en.png') });
    await expectAccessible(page, '/en/devices with no tablet');
    await page.getByTestId('devices-empty-pair').click();
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    await page.getByRole('textbox', { name: /Pairing code/ }).fill(typed);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Entrance');
    await page.getByTestId('pair-submit').click();
    await page.getByText('“Entrance” is paired.').waitFor();
    await card('Entrance').waitFor();

    const [device] = await listDevices();
    expect(device?.name).toBe('Entrance');
    // The plan's one licence goes to the first tablet at once.
    expect(device?.licence).not.toBeNull();
    expect((await entrance.self()).status).toBe(200);
  }, 60_000);

  it('a code the server does not know is refused at the field', async () => {
    await page.getByTestId('devices-pair').click();
    await page.getByRole('textbox', { name: /Pairing code/ }).fill('ZZZZ-ZZZZ');
    await page.getByTestId('pair-submit').click();
    await page.getByText('No tablet shows this code.', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }, 30_000);

  it('the QR link of a second kiosk opens the dialog with its code filled in', async () => {
    bar = new FakeKiosk(server.url);
    const code = await bar.askForCode();
    await page.goto(`/en/devices?pair=${code}`);
    const field = page.getByRole('textbox', { name: /Pairing code/ });
    await expect.poll(() => field.inputValue()).toBe(`${code.slice(0, 4)}-${code.slice(4)}`);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Bar');
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'devices-pair-en.png') });
    await expectAccessible(page, 'the pairing dialog');
    await page.getByTestId('pair-submit').click();
    await card('Bar').waitFor();
    // The link's code is spent: the address drops it, so a reload does not open the dialog again.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(async () => (await listDevices()).length).toBe(2);
  }, 60_000);

  it('a ping turns the tablet online on the open page, with its queue and storage, without a reload', async () => {
    const entranceCard = card('Entrance');
    await expect.poll(() => entranceCard.getByTestId('device-online').textContent()).toBe('Offline');
    expect((await entrance.ping(null, 2)).status).toBe(200);
    // The page asks again every 15 s.
    await expect.poll(() => entranceCard.getByTestId('device-online').textContent(), { timeout: 25_000 }).toBe('Online');
    await expect.poll(() => entranceCard.getByTestId('device-queue').textContent()).toContain('2 pictures waiting');
    expect(await entranceCard.getByTestId('device-storage').textContent()).toContain('350.00 MB of 2.00 GB');
    expect(await entranceCard.getByTestId('device-app-version').textContent()).toBe('App 2026.11.27-e2e');
  }, 40_000);

  it('renames a tablet and assigns it a tablet campaign, which the tablet then gets', async () => {
    await card('Entrance').getByTestId('device-rename').click();
    const name = page.getByTestId('device-rename-name');
    await name.fill('Entrance hall');
    await page.getByTestId('device-rename-submit').click();
    await card('Entrance hall').waitFor();

    await card('Entrance hall').getByRole('combobox', { name: 'Campaign of Entrance hall' }).click();
    await page.getByRole('option', { name: campaign.name }).click();
    await page.getByText(`Entrance hall now runs “${campaign.name}”.`).waitFor();

    const entranceRow = (await listDevices()).find((device) => device.name === 'Entrance hall');
    expect(entranceRow?.event?.slug).toBe(campaign.slug);
    const self = (await (await entrance.self()).json()) as { name: string; event: { slug: string } | null };
    expect(self.name).toBe('Entrance hall');
    expect(self.event?.slug).toBe(campaign.slug);
    expect((await entrance.ping(campaign.slug, 2)).status).toBe(200);
  }, 40_000);

  it('looks finished in German and English (screenshots)', async () => {
    await page.goto('/devices');
    await card('Entrance hall').getByText('Online').waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'devices-de.png') });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'devices-de-full.png'), fullPage: true });
    await expectAccessible(page, '/devices with two tablets');
    await page.goto('/en/devices');
    await card('Entrance hall').getByText('Online').waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'devices-en.png') });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'devices-en-full.png'), fullPage: true });
  }, 60_000);

  it('removes a tablet that still holds pictures after the stronger warning; its token is refused', async () => {
    await card('Entrance hall').getByTestId('device-remove').click();
    const warning = page.getByTestId('device-remove-waiting');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('2 pictures on this tablet have not been uploaded yet');
    await page.getByRole('button', { name: 'Remove anyway' }).click();
    await card('Entrance hall').waitFor({ state: 'detached' });
    expect((await entrance.self()).status).toBe(401);
    expect((await entrance.ping(campaign.slug, 0)).status).toBe(401);
    expect((await listDevices()).map((device) => device.name)).toEqual(['Bar']);
  }, 30_000);

  it('moves licences from the licences list: detach one from a tablet, attach a free one to it', async () => {
    const licences = page.getByTestId('licences');
    // The demo plan's licences went to the tablets as they were paired; the removed one's is free again.
    await licences.getByRole('button', { name: 'Detach the licence from Bar' }).click();
    await page.getByTestId('licence-detach-dialog-confirm').click();
    await expect.poll(async () => (await listDevices())[0]?.licence).toBeNull();
    await expect.poll(() => card('Bar').getByTestId('device-licence').textContent()).toContain('No licence');

    const attach = licences.getByRole('combobox', { name: /^Attach Licence 1 / });
    await expect.poll(() => attach.isEnabled()).toBe(true);
    await attach.click();
    await page.getByRole('option', { name: 'Bar' }).click();
    await expect.poll(async () => (await listDevices())[0]?.licence).not.toBeNull();
    await expect.poll(() => card('Bar').getByTestId('device-licence').textContent()).toContain('Valid until');
    expect((await bar.self()).status).toBe(200);
  }, 30_000);
});
