import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PairingCreated, PrintJobList } from '@booth/shared';
import { startTestPrinter, type TestPrinter } from '../apps/server/src/test/ipp-printer.ts';
import { OrganiserApi } from './support/api.ts';
import { launchBrowser, PHONE } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { makeTestVideo } from './support/test-video.ts';

/*
 * Issue 25 from the guest's side: a paired kiosk guest prints two copies and the venue's printer (CUPS'
 * ippeveprinter on loopback, sent to by the server itself: PRINT_DIRECT_SEND) receives one job of two
 * copies; a printer out of paper holds the next print, the booth says so in the campaign's words and the
 * print follows exactly once when paper is back; a paywalled virtual booth prints only after the sandbox
 * payment, once. German and English.
 */

let workDir: string;
let server: RunningServer;
let browser: Browser;
let printer: TestPrinter;
let api: OrganiserApi;

const TABLET = { width: 1024, height: 768 };

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'booth-e2e-printing-'));
  const y4m = await makeTestVideo(join(workDir, 'camera.y4m'), { width: 640, height: 480, seconds: 3 });
  [server, browser, printer] = await Promise.all([startServer({ PRINT_DIRECT_SEND: 'true' }), launchBrowser({ fakeCamera: { y4m } }), startTestPrinter()]);
  api = await OrganiserApi.login(server.url);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await printer?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The printer's address as the organiser types it into the campaign: host and port. */
const printerAddress = () => new URL(printer.uri.replace(/^ipp:/, 'http:')).host;

async function printJobs(eventId: string): Promise<PrintJobList['items']> {
  return (await api.request<PrintJobList>('GET', `/events/${eventId}/printJobs?limit=50`)).items;
}

async function pairedTablet(eventId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const pairing = await fetch(`${server.url}/api/devices/pairings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokenHash: createHash('sha256').update(token).digest('hex'), appVersion: 'e2e' }),
  });
  expect(pairing.status).toBe(201);
  const { code } = (await pairing.json()) as PairingCreated;
  await api.request('POST', '/devices', { pairingCode: code, name: 'Tablet Druck', eventId });
  return token;
}

async function openKiosk(slug: string, token: string, english: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: TABLET, hasTouch: true });
  await context.grantPermissions(['camera', 'microphone'], { origin: server.url });
  await context.addInitScript((value) => window.localStorage.setItem('boothwerk.device.token', value), token);
  const page = await context.newPage();
  watchErrors(page);
  await page.goto(`${english ? '/en' : ''}/kiosk/${slug}`);
  await page.getByTestId('attention-screen').waitFor({ timeout: 30_000 });
  return { context, page };
}

/** One kiosk guest up to the share screen. */
async function kioskGuest(page: Page): Promise<void> {
  await page.getByTestId('attention-screen').click();
  const shutter = page.getByTestId('shutter');
  await expect.poll(() => shutter.isEnabled(), { timeout: 30_000 }).toBe(true);
  await shutter.click();
  await page.getByTestId('review-approve').click({ timeout: 30_000 });
  await page.getByTestId('share-screen').waitFor({ timeout: 30_000 });
}

const statusOf = (page: Page) => page.getByTestId('print-status');

/**
 * The guest's print status once it reads `state`. The guest stays at the screen meanwhile (a touch now
 * and then, as a guest waiting at the printer would): the booth's inactivity timer must not end the session.
 * On a timeout the message names the campaign's jobs and the server's last log lines.
 */
async function waitForPrintState(page: Page, eventId: string, state: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = await statusOf(page).getAttribute('data-state', { timeout: 5_000 }).catch(() => null);
    if (shown === state) return;
    if (Date.now() > deadline) {
      throw new Error(`print status ${shown ?? 'absent'}, expected ${state}; jobs: ${JSON.stringify(await printJobs(eventId))}\n${server.logs().slice(-4000)}`);
    }
    await page.mouse.move(5 + (Date.now() % 50), 5);
    await page.waitForTimeout(1_000);
  }
}

/** Script errors of the page, printed as they happen: a failed wait then says why. */
function watchErrors(page: Page): void {
  page.on('pageerror', (error) => console.error(`page error on ${page.url()}: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`console error on ${page.url()}: ${message.text()}`);
  });
}

describe('printing from the kiosk to the venue printer', () => {
  let campaign: { id: string; slug: string };
  let kiosk: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    campaign = await api.request<{ id: string; slug: string }>('POST', '/events', {
      name: `Druck Kiosk ${Date.now()}`,
      boothType: 'ipad',
      eventType: 'live',
      dimension: '3:4',
      shutter: { photo: { enabled: true } },
      screens: {
        shutter: { countdownSeconds: 1 },
        sharing: {
          qrCode: { enabled: true },
          email: { enabled: true },
          finishButton: { enabled: true, goTo: 'home' },
          print: { enabled: true, method: 'printServer', automatic: false, maxNumber: 5 },
          printServer: { enabled: true, defaultAddress: printerAddress(), maxNumber: 3 },
        },
      },
    });
    kiosk = await openKiosk(campaign.slug, await pairedTablet(campaign.id), false);
  }, 120_000);

  afterAll(async () => {
    await kiosk?.context.close();
  });

  it('a guest prints two copies in German: the printer receives one job of two copies', async () => {
    const { page } = kiosk;
    await kioskGuest(page);
    await page.getByTestId('print-copies-more').click();
    expect(await page.getByTestId('print-copies-value').textContent()).toBe('2');
    await page.getByTestId('print-button').click();
    // A second tap right after: it lands on the button or finds it gone; either way one job prints (below).
    await page.getByTestId('print-button').click({ timeout: 500 }).catch(() => undefined);
    await expect.poll(() => page.getByTestId('print-button').count()).toBe(0);
    await waitForPrintState(page, campaign.id, 'done');
    expect(await statusOf(page).textContent()).toBe('Dein Bild wird gedruckt.');
    const received = await printer.receivedDocuments();
    expect(received).toHaveLength(1);
    expect(received[0]?.copies).toBe(2);
    const jobs = await printJobs(campaign.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'done', copies: 2, method: 'printServer', deviceName: 'Tablet Druck' });
    await page.screenshot({ path: '/tmp/print-kiosk-done-de.png' });
    await page.getByTestId('share-finish').click();
    await page.getByTestId('attention-screen').waitFor({ timeout: 30_000 });
  }, 180_000);

  it('a printer out of paper holds the print with the message, in English, and it prints once when paper is back', async () => {
    await kiosk.context.close();
    kiosk = await openKiosk(campaign.slug, await pairedTablet(campaign.id), true);
    const { page } = kiosk;
    await printer.setMediaEmpty(true);
    await kioskGuest(page);
    await page.getByTestId('print-button').click();
    await waitForPrintState(page, campaign.id, 'held');
    const held = (await statusOf(page).textContent()) ?? '';
    expect(held).toContain('The printer is out of paper.');
    expect(held).toContain('Your print will follow as soon as the printer is ready.');
    // The picture still goes home by QR code and e-mail meanwhile.
    expect(await page.getByTestId('share-qr').isVisible()).toBe(true);
    expect(await page.getByTestId('share-email-input').isEnabled()).toBe(true);
    await page.screenshot({ path: '/tmp/print-kiosk-held-en.png' });
    expect(await printer.receivedDocuments()).toHaveLength(1);

    await printer.setMediaEmpty(false);
    await waitForPrintState(page, campaign.id, 'done', 120_000);
    expect(await statusOf(page).textContent()).toBe('Your picture is being printed.');
    await expect.poll(async () => (await printer.receivedDocuments()).length, { timeout: 30_000 }).toBe(2);
    // Exactly once: nothing more arrives.
    await page.waitForTimeout(3_000);
    expect(await printer.receivedDocuments()).toHaveLength(2);
  }, 240_000);
});

describe('the print paywall in the virtual booth', () => {
  let campaign: { id: string; slug: string };

  beforeAll(async () => {
    const account = await api.request<{ account_id: string }>('POST', '/stripe/account', { country: 'DE' });
    await api.request('POST', `/sandbox/accounts/${account.account_id}/complete-onboarding`);
    campaign = await api.request<{ id: string; slug: string }>('POST', '/events', {
      name: `Druck Paywall ${Date.now()}`,
      boothType: 'virtual',
      eventType: 'live',
      dimension: '3:4',
      screens: {
        sharing: {
          qrCode: { enabled: true },
          // A virtual booth prints with the guest's own print dialog (AirPrint), never the venue's print server.
          print: { enabled: true, method: 'airprint', automatic: true },
        },
      },
    });
    await api.request('PUT', `/events/${campaign.id}`, { printPaywalled: { enabled: true, price: 250 } });
  }, 60_000);

  async function boothGuest(english: boolean): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: server.url, ...PHONE });
    await context.grantPermissions(['camera', 'microphone'], { origin: server.url });
    const page = await context.newPage();
    watchErrors(page);
    await page.goto(`${english ? '/en' : ''}/booth/${campaign.slug}`);
    await page.getByTestId('start-button').click({ timeout: 30_000 });
    await page.getByTestId('shutter').click({ timeout: 30_000 });
    await page.getByTestId('submit-yes').click({ timeout: 30_000 });
    await page.getByTestId('share-screen').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('print-button').isEnabled(), { timeout: 90_000 }).toBe(true);
    return { context, page };
  }

  it('shows the price in German on a phone and prints nothing by itself', async () => {
    const { context, page } = await boothGuest(false);
    expect((await page.getByTestId('print-button').textContent())?.replace(/\s/g, ' ')).toBe('2,50 € bezahlen und drucken');
    await page.getByTestId('print-button').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/print-share-phone-de.png' });
    expect(await printJobs(campaign.id)).toHaveLength(0);
    await context.close();
  }, 180_000);

  it('an English guest pays with the sandbox card first, and the print is made once', async () => {
    const before = (await printer.receivedDocuments()).length;
    const { context, page } = await boothGuest(true);
    expect(await page.getByTestId('print-button').textContent()).toBe('Pay €2.50 and print');
    await page.getByTestId('print-button').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/print-share-phone-en.png' });
    const payPage = context.waitForEvent('page');
    await page.getByTestId('print-button').click();
    const pay = await payPage;
    await pay.getByTestId('card-form').waitFor({ timeout: 30_000 });
    expect(await statusOf(page).getAttribute('data-state')).toBe('paying');
    expect(await printJobs(campaign.id)).toHaveLength(0);
    await pay.getByTestId('card-number').fill('4242 4242 4242 4242');
    await pay.getByTestId('card-name').fill('Mara Fischer');
    await pay.getByTestId('card-expiry').fill('12/34');
    await pay.getByTestId('card-cvc').fill('123');
    await pay.getByTestId('pay-submit').click();
    await pay.getByTestId('pay-paid').waitFor({ timeout: 30_000 });

    await waitForPrintState(page, campaign.id, 'done');
    expect(await statusOf(page).textContent()).toBe('Your picture is being printed.');
    await statusOf(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/print-share-phone-done-en.png' });
    // Done means the device's print dialog got the sheet, once; the payment was redeemed by it.
    const jobs = await printJobs(campaign.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'done', method: 'airprint', copies: 1 });
    expect(jobs[0]?.paymentSession).toBeTruthy();
    // A reload of the share screen is not a second print (the booth starts a new guest; the job stays one).
    await page.reload();
    await page.waitForTimeout(3_000);
    expect(await printJobs(campaign.id)).toHaveLength(1);
    // Nothing went to the venue's printer: a virtual booth's guest prints on their own device.
    expect(await printer.receivedDocuments()).toHaveLength(before);
    await context.close();
  }, 240_000);
});
