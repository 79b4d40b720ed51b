import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { OrganiserApi } from './support/api.ts';
import { BoothDriver, type Uploaded } from './support/booth.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInPage } from './support/organiser-page.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { makeTestVideo } from './support/test-video.ts';

let workDir: string;
let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let booth: BoothDriver;
let eventSlug: string;
const uploaded: Uploaded[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'booth-e2e-office-'));
  const y4m = await makeTestVideo(join(workDir, 'camera.y4m'), { width: 640, height: 480, seconds: 3 });
  [server, browser] = await Promise.all([startServer(), launchBrowser({ fakeCamera: { y4m } })]);
  api = await OrganiserApi.login(server.url);
  const event = await api.request<{ slug: string }>('POST', '/events', {
    eventType: 'live',
    name: `Back office E2E ${Date.now()}`,
    boothType: 'virtual',
    dimension: '3:4',
    shutter: { photo: { enabled: true } },
    screens: {
      shutter: { countdownSeconds: 1 },
      sharing: {
        dataCapture: { enabled: true, mandatory: true, render: 'pre', fields: ['firstname', 'email'] },
        customConsent: { enabled: true, mandatory: true, render: 'pre', title: 'Einwilligung', body: 'Meine Bilder dürfen gezeigt werden.' },
      },
    },
  });
  eventSlug = event.slug;
  booth = new BoothDriver(browser, server, api, eventSlug);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(workDir, { recursive: true, force: true });
});

/** The names of a ZIP's entries, read by a ZIP library as a client's unzip would. */
function zipEntryNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function download(page: Page, testId: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId(testId).click()]);
  const path = await file.path();
  return readFile(path);
}

describe('after the event', () => {
  it('a guest makes three pictures with data capture and consent', async () => {
    const { context, page } = await booth.open({ phone: true, english: false });
    await page.getByTestId('start-button').click();
    await page.locator('input[name="firstname"]').fill('Mara');
    await page.locator('input[name="email"]').fill('mara@example.com');
    await page.getByTestId('feedback-continue').click();
    await page.getByTestId('consent-accept').click();
    for (let index = 0; index < 3; index += 1) {
      uploaded.push(await booth.captureAndSubmit(page));
      await page.getByTestId('share-retake').click({ timeout: 30_000 });
    }
    const processed = await booth.waitUntilProcessed(uploaded.map((shoot) => shoot.id));
    expect(processed.map((shoot) => shoot.status)).toEqual(['ready', 'ready', 'ready']);
    await context.close();
  }, 180_000);

  it('the organiser finds them, looks, exports two as ZIP and CSV, sees contacts and analytics, deletes one', async () => {
    const page = await signedInPage(browser, server);
    await page.goto(`/en/events/${eventSlug}/table`);
    await expect.poll(() => page.getByTestId('pictures-row').count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(() => page.getByTestId('pictures-total').textContent()).toContain('3');

    // The lightbox opens on a picture and walks with the arrow keys.
    const [first, second, third] = uploaded;
    if (!first || !second || !third) throw new Error('three uploads expected');
    // Newest first: the third picture leads the table, ArrowRight goes on to the second.
    await page.getByTestId(`pictures-open-${third.id}`).click();
    const counter = page.getByTestId('lightbox-counter');
    await counter.waitFor();
    const before = await counter.textContent();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).not.toBe(before);
    await expect.poll(() => page.getByTestId('lightbox-name').textContent()).not.toBe(third.slug);
    await page.keyboard.press('Escape');
    await counter.waitFor({ state: 'hidden' });

    // Two selected: the ZIP holds exactly their files, the CSV their rows with the guest's data.
    await page.getByTestId(`pictures-select-${first.id}`).click();
    await page.getByTestId(`pictures-select-${second.id}`).click();
    const zip = await download(page, 'pictures-bulk-zip');
    const names = await zipEntryNames(zip);
    expect(names).toHaveLength(2);
    expect(names.some((name) => name.includes(first.slug))).toBe(true);
    expect(names.some((name) => name.includes(second.slug))).toBe(true);

    const csv = (await download(page, 'pictures-bulk-csv')).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]?.startsWith('Picture ID;Timestamp;Filename;Email;Client Approval;Public;Likes;Phone;Browser;File;Views;Faces;Company;Salutation;Firstname;Lastname')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('Mara') && line.includes('mara@example.com'))).toBe(true);

    // The contact with the consent the guest accepted, word for word.
    await page.getByTestId('event-nav-contacts').click();
    await expect.poll(() => page.getByTestId('contacts-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('contacts-row').first().textContent()).toContain('mara@example.com');
    await page.getByTestId(`contacts-consent-${third.id}`).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Meine Bilder dürfen gezeigt werden.');
    await page.keyboard.press('Escape');

    // The analytics count three pictures and draw their charts.
    await page.getByTestId('event-nav-analytics').click();
    await expect.poll(() => page.getByTestId('analytics-total-pictures').textContent(), { timeout: 30_000 }).toContain('3');
    await expect.poll(() => page.getByTestId('analytics-by-hour').locator('svg').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('analytics-funnel').textContent()).toBeTruthy();

    // Deleting one: the table, the campaign's counter and the microsite all say so.
    await page.getByTestId('event-nav-pictures').click();
    await expect.poll(() => page.getByTestId('pictures-row').count(), { timeout: 30_000 }).toBe(3);
    await page.getByTestId(`pictures-select-${third.id}`).click();
    await page.getByTestId('pictures-bulk-delete').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect.poll(() => page.getByTestId('pictures-row').count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('pictures-total').textContent()).toContain('2');
    await page.getByTestId('event-nav-overview').click();
    await expect.poll(() => page.getByTestId('event-pictures').textContent(), { timeout: 30_000 }).toBe('2');
    const gone = await fetch(third.micrositeUrl);
    expect(gone.status).toBe(410);
    await page.context().close();
  }, 240_000);
});
