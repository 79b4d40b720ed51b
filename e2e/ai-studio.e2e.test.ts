import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganiserApi } from './support/api.ts';
import { AccessibilityReport } from './support/axe.ts';
import { BoothDriver, type ShootRow, type Uploaded } from './support/booth.ts';
import { launchBrowser } from './support/browser.ts';
import { createCampaign } from './support/campaign.ts';
import { signedInPage } from './support/organiser-page.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { makeTestVideo } from './support/test-video.ts';

/*
 * The AI studio and AI capture in Chromium (issue 26), on one server: the organiser (German) creates a
 * self-prompted filter on the local provider in the studio and tests it on an uploaded photo; a guest
 * (English, on a phone) captures with it in a live virtual booth and finds the result on the microsite;
 * with the campaign's AI budget spent, the organiser (English) sees the run in the studio and a new guest
 * (German) gets the plain photo mode with the notice. Screenshots of each screen go to SHOTS.
 */

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/ai-shots';
const LOCAL_DE = 'Lokale Effekte — keine generative KI';
const LOCAL_EN = 'Local effects — not generative AI';
const FILTER_NAME = `Bleistift ${Date.now()}`;

let workDir: string;
let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let booth: BoothDriver;
let campaign: { id: string; slug: string };
let filterId: string;
let filterSlug: string;
/** Serious and critical accessibility findings on the AI screens, reported together at the end. */
const a11y = new AccessibilityReport();

/** A colourful 600×800 "portrait": warm background, a face-like disc and a blue shirt, so an effect has edges and colour to change. */
function testPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#f0a030"/>
    <ellipse cx="300" cy="300" rx="150" ry="190" fill="#e8b090"/>
    <circle cx="245" cy="270" r="18" fill="#203060"/><circle cx="355" cy="270" r="18" fill="#203060"/>
    <path d="M230 380 Q300 430 370 380" stroke="#a02020" stroke-width="12" fill="none"/>
    <rect x="90" y="560" width="420" height="240" rx="60" fill="#2050d0"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A screenshot; a full-page one from the top, so the sticky header stays where it belongs. */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/**
 * Opens one of the studio's tabs. The tabs follow the address, so the new panel comes a render after
 * the click: until the tab says it is selected, the old panel (with fields of the same test ids) is
 * still there.
 */
async function openTab(page: Page, testId: string): Promise<void> {
  const tab = page.getByTestId(testId);
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, server.url));
  expect(response.ok, `GET ${url}`).toBe(true);
  return Buffer.from(await response.arrayBuffer());
}

/** How far two pictures are apart: the mean difference of their channels (0–255) at 48×64. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const small = (bytes: Buffer) => sharp(bytes).resize(48, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [left, right] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < left.length; i++) sum += Math.abs((left[i] ?? 0) - (right[i] ?? 0));
  return sum / left.length;
}

async function shootRow(id: string): Promise<ShootRow & { original: { path: string } | null; filePath: string | null }> {
  const [row] = await booth.waitUntilProcessed([id]);
  if (!row) throw new Error(`shoot ${id} not listed`);
  return row as ShootRow & { original: { path: string } | null; filePath: string | null };
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  workDir = await mkdtemp(join(tmpdir(), 'booth-e2e-ai-'));
  const y4m = await makeTestVideo(join(workDir, 'camera.y4m'), { width: 640, height: 480, seconds: 2 });
  [server, browser] = await Promise.all([startServer(), launchBrowser({ fakeCamera: { y4m } })]);
  api = await OrganiserApi.login(server.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the AI studio and AI capture', () => {
  it('in German: the organiser creates a self-prompted filter on the local provider and tests it on an uploaded photo', async () => {
    const page = await signedInPage(browser, server, { english: false });
    await page.getByRole('navigation').getByRole('link', { name: 'KI-Studio' }).first().click();
    await page.waitForURL('**/aistudio');
    await page.getByTestId('studio-credits').waitFor({ timeout: 30_000 });

    // Create → Prompt: a self-prompted filter on the local provider.
    await openTab(page, 'create-tab-prompt');
    await page.locator('[data-testid="filter-form"][data-filter-type="self_prompted"]').waitFor();
    await page.getByTestId('filter-name').fill(FILTER_NAME);
    await page.getByTestId('filter-provider').click();
    await page.getByRole('option', { name: LOCAL_DE }).click();
    await expect.poll(() => page.getByTestId('filter-provider').inputValue()).toBe(LOCAL_DE);
    await page.getByTestId('filter-local-note').waitFor();
    await page.getByTestId('prompt-positive').fill('pencil sketch portrait, soft graphite shading');
    await page.getByTestId('prompt-negative').fill('colour, blur');
    await shot(page, 'studio-create-de', true);
    const created = page.waitForResponse((response) => response.url().endsWith('/api/aifilters') && response.request().method() === 'POST');
    await page.getByTestId('filter-submit').click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const filter = (await createdResponse.json()) as { id: string; slug: string; provider: string; filterType: string };
    expect(filter).toMatchObject({ provider: 'local', filterType: 'self_prompted' });
    filterId = filter.id;
    filterSlug = filter.slug;
    await page.getByText(`Der Filter „${FILTER_NAME}“ wurde erstellt.`).waitFor();
    // Its thumbnail, made from the reference portrait, is what the guests will choose it by.
    const card = page.locator(`[data-testid="filter-card"][data-slug="${filter.slug}"]`);
    await card.getByRole('button', { name: `Vorschaubild erzeugen: ${FILTER_NAME}` }).click();
    await card.getByRole('img', { name: `Vorschaubild von ${FILTER_NAME}` }).waitFor({ timeout: 30_000 });

    // Test → My filters: run it on an uploaded JPEG; before/after, time and credits.
    await openTab(page, 'studio-tab-test');
    await openTab(page, 'test-tab-own');
    await page.getByTestId('test-filter').click();
    await page.getByRole('option', { name: `${FILTER_NAME} — ${LOCAL_DE}` }).click();
    await page.getByTestId('photo-input').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await testPortrait() });
    await expect.poll(() => page.getByTestId('photo-name').textContent()).toBe('portrait.jpg');
    await page.getByTestId('test-run').click();
    const result = page.getByTestId('execution-result');
    await result.waitFor({ timeout: 45_000 });
    await page.getByTestId('before-after-range').waitFor();
    await expect.poll(() => page.getByTestId('before-after-result').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('execution-duration').textContent()).toMatch(/^\d+(,\d)? s$/);
    // The demo account is not metered: the run's cost is shown, and that it was not charged.
    expect(await page.getByTestId('execution-credits').textContent()).toMatch(/^1 Credit( \(diesem Konto nicht berechnet\))?$/);
    // The slider moves with the keyboard like any slider.
    await page.getByTestId('before-after-range').focus();
    await page.keyboard.press('End');
    expect(await page.getByTestId('before-after-range').inputValue()).toBe('100');
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    await shot(page, 'studio-test-result-de', true);
    await a11y.check(page, 'studio test result (de)');

    // The prompt is in the history; the library lists the published filters.
    await openTab(page, 'studio-tab-history');
    await expect.poll(() => page.getByTestId('prompt-history').textContent(), { timeout: 15_000 }).toContain('pencil sketch portrait');
    await shot(page, 'studio-history-de', true);
    await openTab(page, 'studio-tab-library');
    await page.locator('[data-testid="library"], [data-testid="library-empty"]').first().waitFor({ timeout: 15_000 });
    await shot(page, 'studio-library-de', true);
    await page.context().close();
  }, 60_000);

  it('in English on a phone: a guest of a live virtual booth chooses the AI filter, waits, reviews the result, and finds it on the microsite', async () => {
    // The library's cartoon comes first, so the guest has to pick the organiser's own filter.
    const library = await api.request<Array<{ id: string; slug: string }>>('GET', '/aifilters?scope=library');
    const cartoon = library.find((item) => item.slug === 'cartoon');
    expect(cartoon).toBeDefined();
    campaign = await createCampaign(
      api,
      {
        name: `KI-Booth E2E ${Date.now()}`,
        shutter: { photo: { enabled: true }, aifilter: { enabled: true, aiFilters: [cartoon?.id, filterId] } },
        screens: { shutter: { countdownSeconds: 1 } },
      },
      { live: true },
    );
    booth = new BoothDriver(browser, server, api, campaign.slug);
    const { context, page } = await booth.open({ phone: true, english: true });
    await page.getByTestId('start-button').click({ timeout: 30_000 });
    await page.getByTestId('mode-aifilter').click();
    expect(await page.getByTestId(`ai-filter-${cartoon?.id}`).getAttribute('aria-checked')).toBe('true');
    const option = page.getByTestId(`ai-filter-${filterId}`);
    await option.click();
    expect(await option.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('ai-local-label').textContent()).toBe(LOCAL_EN);
    // The thumbnails from the studio show in the choice (a guest's browser may load them).
    const thumbnails = page.getByTestId('ai-chooser').locator('img');
    await expect.poll(() => thumbnails.evaluateAll((images: HTMLImageElement[]) => images.length === 2 && images.every((image) => image.complete && image.naturalWidth > 0)), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('shutter').isEnabled(), { timeout: 30_000 }).toBe(true);
    await shot(page, 'guest-choose-filter-en');
    await a11y.check(page, 'guest filter choice (en)');

    // The first status answer is held until the progress step has been looked at (a local effect is quick).
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const statusCall = /\/api\/events\/[^/]+\/shoots\/[^/]+\/status/;
    await page.route(statusCall, async (route) => {
      await held;
      await route.continue();
    });
    const uploadedPromise = page.waitForResponse((response) => response.url().endsWith(`/api/events/${campaign.slug}/shoots`) && response.request().method() === 'POST', { timeout: 60_000 });
    await page.getByTestId('shutter').click();
    await page.getByTestId('submit-yes').click({ timeout: 30_000 });
    const uploadResponse = await uploadedPromise;
    expect(uploadResponse.status()).toBeLessThan(300);
    const shoot = (await uploadResponse.json()) as Uploaded;
    const progress = page.locator('[data-testid="ai-step"][data-view="progress"]');
    await progress.waitFor({ timeout: 30_000 });
    await page.getByTestId('ai-progress').waitFor();
    expect(await page.getByTestId('ai-seconds-left').textContent()).not.toBe('');
    await shot(page, 'guest-progress-en');
    await a11y.check(page, 'guest AI progress (en)');
    release();
    await page.unrouteAll({ behavior: 'wait' });

    const result = page.locator('[data-testid="ai-step"][data-view="result"]');
    await result.waitFor({ timeout: 45_000 });
    await expect.poll(() => page.getByTestId('ai-result').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await shot(page, 'guest-result-en');
    await a11y.check(page, 'guest AI result (en)');
    await page.getByTestId('ai-continue').click();
    await page.getByTestId('share-qr').waitFor({ timeout: 30_000 });
    await shot(page, 'guest-share-en');

    // The organiser's list: an AI filter picture, ready, with the camera photo kept as its original.
    const row = await shootRow(shoot.id);
    expect(row).toMatchObject({ kind: 'AiFilter', status: 'ready' });
    expect(row.original?.path).toBeTruthy();
    expect(row.original?.path).not.toBe(row.filePath);

    // The microsite shows the AI result, and offers the camera photo beside it: the two differ.
    await page.goto(shoot.micrositeUrl);
    const picture = page.locator('img.media');
    await picture.waitFor({ timeout: 30_000 });
    const originalLink = page.locator('p.original a');
    await originalLink.waitFor();
    await shot(page, 'guest-microsite-en', true);
    const [shown, original] = await Promise.all([bytesOf((await picture.getAttribute('src')) ?? ''), bytesOf((await originalLink.getAttribute('href')) ?? '')]);
    // The sketch effect lightens the camera's colour bars into pencil on paper: far from the photo.
    expect(await meanDifference(shown, original)).toBeGreaterThan(25);
    await context.close();
  }, 60_000);

  it('with the budget spent: the organiser sees the runs in English, and a German guest gets the plain photo with the notice', async () => {
    // The English studio: the test, the thumbnail and the guest's picture are in the filter's runs.
    const page = await signedInPage(browser, server, { english: true });
    await page.goto('/en/aistudio?tab=history');
    await expect.poll(() => page.getByTestId('prompt-history').textContent(), { timeout: 15_000 }).toContain('pencil sketch portrait');
    // The filter's name opens its prompts below, with every run: the test, the thumbnail and the guest's picture.
    await page.getByTestId('prompt-history').getByRole('button', { name: FILTER_NAME }).click();
    const runs = page.getByTestId('filter-prompts').getByTestId('prompt-execution');
    await expect.poll(() => runs.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(await runs.first().textContent()).toContain('Done');
    await shot(page, 'studio-history-en', true);
    await openTab(page, 'studio-tab-create');
    await openTab(page, 'create-tab-prompt');
    await page.locator('[data-testid="filter-form"][data-filter-type="self_prompted"]').waitFor();
    await page.getByTestId('filter-provider').click();
    await page.getByRole('option', { name: LOCAL_EN }).click();
    await shot(page, 'studio-create-en', true);
    await page.goto(`/en/aistudio?tab=test&source=own&filter=${filterSlug}`);
    await expect.poll(() => page.getByTestId('test-filter').inputValue(), { timeout: 15_000 }).toBe(`${FILTER_NAME} — ${LOCAL_EN}`);
    await page.getByTestId('photo-input').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await testPortrait() });
    await page.getByTestId('test-run').click();
    await page.getByTestId('execution-result').waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('execution-duration').textContent()).toMatch(/^\d+(\.\d)? s$/);
    expect(await page.getByTestId('execution-credits').textContent()).toMatch(/^1 credit( \(not charged to this account\))?$/);
    await shot(page, 'studio-test-result-en', true);
    await openTab(page, 'studio-tab-library');
    await page.locator('[data-testid="library"], [data-testid="library-empty"]').first().waitFor({ timeout: 15_000 });
    await shot(page, 'studio-library-en', true);
    await page.context().close();

    // The editor sets the budget with PUT /events/{id}: 1 credit, which the first guest's picture spent.
    await api.request('PUT', `/events/${campaign.id}`, { aiBudgetCredits: 1 });

    const { context, page: guest } = await booth.open({ phone: true, english: false });
    const notice = guest.getByTestId('ai-unavailable');
    await notice.waitFor({ timeout: 30_000 });
    await shot(guest, 'guest-used-up-start-de');
    await guest.getByTestId('start-button').click();
    await expect.poll(() => guest.getByTestId('shutter').isEnabled(), { timeout: 30_000 }).toBe(true);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('KI-Effekte sind für dieses Event aufgebraucht');
    expect(await guest.getByTestId('mode-aifilter').count()).toBe(0);
    expect(await guest.getByTestId('ai-chooser').count()).toBe(0);
    await shot(guest, 'guest-used-up-main-de');
    await a11y.check(guest, 'guest AI used up (de)');
    const shoot = await booth.captureAndSubmit(guest);
    await guest.getByTestId('share-qr').waitFor({ timeout: 30_000 });
    expect(await guest.getByTestId('ai-step').count()).toBe(0);
    const row = await shootRow(shoot.id);
    expect(row).toMatchObject({ kind: 'Photo', status: 'ready' });
    await context.close();
    a11y.expectClean();
  }, 60_000);
});
