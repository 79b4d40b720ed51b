import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandOverlay, OrganiserApi } from './support/api.ts';
import { AccessibilityReport, expectAccessible } from './support/axe.ts';
import { BoothDriver, type Uploaded } from './support/booth.ts';
import { PHONE } from './support/browser.ts';
import { startCameraRig, type CameraRig } from './support/camera-rig.ts';
import { createCampaign, settled, type CreatedCampaign } from './support/campaign.ts';
import { signedInPage } from './support/organiser-page.ts';
import type { RunningServer } from './support/server.ts';

// axe (WCAG 2.0–2.2, A and AA) on every organiser page and every guest page: 0 serious or critical.

let rig: CameraRig;
let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let booth: BoothDriver;
let live: CreatedCampaign;
let draft: CreatedCampaign;
let picture: Uploaded | undefined;
const organiser: Partial<Record<'de' | 'en', Page>> = {};

beforeAll(async () => {
  rig = await startCameraRig('a11y');
  ({ server, browser } = rig);
  api = await OrganiserApi.login(server.url);
  const overlay = await api.uploadAsset('shutterOverlay', 'band.png', await bandOverlay());
  live = await createCampaign(
    api,
    {
      name: `A11y E2E ${Date.now()}`,
      shutter: { photo: { enabled: true, overlays: [overlay.id] } },
      screens: {
        shutter: { countdownSeconds: 1 },
        sharing: {
          email: { enabled: true },
          dataCapture: { enabled: true, mandatory: false, render: 'pre', fields: ['firstname', 'email'] },
        },
        presentation: { gallery: { enabled: true, layout: 'grid' }, dynamicGallery: { enabled: true } },
      },
    },
    { live: true },
  );
  draft = await createCampaign(api, { name: `A11y draft ${Date.now()}`, shutter: { photo: { enabled: true } } }, { live: false });
  booth = new BoothDriver(browser, server, api, live.slug);
}, 120_000);

afterAll(() => rig?.close());

async function signedIn(locale: 'de' | 'en'): Promise<Page> {
  organiser[locale] ??= await signedInPage(browser, server, { english: locale === 'en' });
  return organiser[locale];
}

const prefix = (locale: 'de' | 'en') => (locale === 'en' ? '/en' : '');

/** Opens a page, waits until it has loaded what it shows, and runs axe on it (into `report` when given). */
async function audit(page: Page, path: string, label: string, report?: AccessibilityReport): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${label}: ${path} answered ${response?.status()}`).toBeLessThan(400);
  await settled(page);
  if (report) await report.check(page, `${label} (${path})`);
  else await expectAccessible(page, `${label} (${path})`);
}

async function anonymous(options: { phone: boolean }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, ...(options.phone ? PHONE : { viewport: { width: 1280, height: 900 } }) });
  return { context, page: await context.newPage() };
}

describe('public and sign-in pages (desktop)', () => {
  const pages: Array<[string, 'de' | 'en', string]> = [
    ['home', 'de', '/'],
    ['home', 'en', '/'],
    ['about', 'en', '/about'],
    ['OneBooth product page', 'de', '/products/onebooth'],
    ['PeerPix product page', 'en', '/products/peerpix'],
    ['login', 'de', '/login'],
    ['login', 'en', '/login'],
    ['registration', 'de', '/registration'],
    ['registration', 'en', '/registration'],
    ['forgotten password', 'de', '/forget'],
    ['forgotten password', 'en', '/forget'],
    ['imprint', 'de', '/imprint'],
    ['privacy', 'en', '/privacy'],
  ];
  it.each(pages)('%s (%s)', async (label, locale, path) => {
    const { context, page } = await anonymous({ phone: false });
    await audit(page, `${prefix(locale)}${path}`, `${label} (${locale})`);
    await context.close();
  });

  it('the sign-in page on a phone (de)', async () => {
    const { context, page } = await anonymous({ phone: true });
    await audit(page, '/login', 'login on a phone');
    await context.close();
  });
});

describe('the organiser pages (desktop, signed in)', () => {
  const pages: Array<[string, 'de' | 'en', (slug: string) => string]> = [
    ['dashboard', 'de', () => '/dashboard'],
    ['dashboard', 'en', () => '/dashboard'],
    ['campaign list', 'de', () => '/events'],
    ['new campaign', 'en', () => '/events/new'],
    ['new campaign', 'de', () => '/events/new'],
    ['campaign view', 'de', (slug) => `/events/${slug}`],
    ['campaign view', 'en', (slug) => `/events/${slug}`],
    ['editor, first tab', 'de', (slug) => `/events/${slug}/edit`],
    ['editor, first tab', 'en', (slug) => `/events/${slug}/edit`],
    ['asset library', 'en', () => '/assets'],
  ];
  it.each(pages)('%s (%s)', async (label, locale, path) => {
    await audit(await signedIn(locale), `${prefix(locale)}${path(live.slug)}`, `${label} (${locale})`);
  });
});

describe('the guest pages (phone)', () => {
  it('booth start screen, German and English', async () => {
    const report = new AccessibilityReport();
    for (const english of [false, true]) {
      const { context, page } = await booth.open({ phone: true, english });
      await page.getByTestId('start-button').waitFor({ timeout: 30_000 });
      await settled(page);
      await report.check(page, `booth start (${english ? 'en' : 'de'})`);
      await context.close();
    }
    report.expectClean();
  });

  it.each([
    ['de', false],
    ['en', true],
  ] as const)('data capture, capture screen with the camera and share screen after a picture (%s)', async (locale, english) => {
    const report = new AccessibilityReport();
    const { context, page } = await booth.open({ phone: true, english });
    const screen = async (name: string) => {
      await settled(page);
      await report.check(page, `booth ${name} (${locale})`);
    };
    await page.getByTestId('start-button').click();
    await page.locator('input[name="firstname"]').waitFor({ timeout: 30_000 });
    await screen('data capture');
    await page.locator('input[name="firstname"]').fill('Mara');
    await page.locator('input[name="email"]').fill(`mara.${locale}@example.com`);
    await page.getByTestId('feedback-continue').click();
    await page.getByTestId('live-overlay').waitFor({ timeout: 30_000 });
    await page.getByTestId('shutter').waitFor();
    await screen('capture screen');

    picture = await booth.captureAndSubmit(page);
    await page.getByTestId('share-qr').waitFor({ timeout: 30_000 });
    await screen('share screen');
    await context.close();
    report.expectClean();
  }, 120_000);

  it('the "not live yet" page of a draft, German and English', async () => {
    const report = new AccessibilityReport();
    const { context, page } = await anonymous({ phone: true });
    for (const locale of ['de', 'en'] as const) {
      await page.goto(`${prefix(locale)}/booth/${draft.slug}`);
      await page.getByTestId('booth-not-live').waitFor({ timeout: 30_000 });
      await settled(page);
      await report.check(page, `not-live page (${locale})`);
    }
    await context.close();
    report.expectClean();
  });

  it('microsite (de, en), gallery (de) and live page (en) of the picture', async () => {
    if (!picture) throw new Error('no picture: the share screen test did not get one');
    await booth.waitUntilProcessed([picture.id]);
    const report = new AccessibilityReport();
    const { context, page } = await anonymous({ phone: true });
    await audit(page, `/m/${picture.slug}`, 'microsite (de)', report);
    await audit(page, `/en/m/${picture.slug}`, 'microsite (en)', report);
    await audit(page, `/gallery/${live.slug}`, 'gallery (de)', report);
    await audit(page, `/en/live/${live.slug}`, 'live page (en)', report);
    await context.close();
    report.expectClean();
  }, 120_000);
});

describe('the campaign pages with a picture (desktop, signed in)', () => {
  const pages: Array<[string, 'de' | 'en', (slug: string) => string]> = [
    ['picture table', 'de', (slug) => `/events/${slug}/table`],
    ['contacts', 'en', (slug) => `/events/${slug}/contacts`],
    ['analytics', 'de', (slug) => `/events/${slug}/analytics`],
    ['moderation', 'en', (slug) => `/events/${slug}/moderation`],
  ];
  it.each(pages)('%s (%s)', async (label, locale, path) => {
    await audit(await signedIn(locale), `${prefix(locale)}${path(live.slug)}`, `${label} (${locale})`);
  });
});
