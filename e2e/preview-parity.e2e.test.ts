import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandOverlay, OrganiserApi, OVERLAY_RED } from './support/api.ts';
import { BoothDriver } from './support/booth.ts';
import { startCameraRig, type CameraRig } from './support/camera-rig.ts';
import { createCampaign, type CreatedCampaign } from './support/campaign.ts';
import { signedInPage } from './support/organiser-page.ts';
import { backgroundBehind, controlNames, lookOf, topBandOnScreen } from './support/rendered-look.ts';
import type { RunningServer } from './support/server.ts';

// What the organiser sees in the editor's preview is what the guest sees: for the same settings the
// preview frame and the real booth show the same texts, colours and overlay.

const TITLE = 'Sommerfest bei Bergmann & Söhne';
const BODY = 'Tippe auf den Knopf und lächle!';
const COLOURS = {
  background: '#fff8e7',
  title: '#3d2c8d',
  text: '#333333',
  button: { color: '#1a1a2e', backgroundColor: '#ffd166', borderColor: '#ffd166' },
};

let rig: CameraRig;
let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let campaign: CreatedCampaign;
let booth: BoothDriver;
let overlayUrl: string;
let editor: Page;

const textSizes = (color: string) => ({ large: { color }, medium: { color }, small: { color } });

beforeAll(async () => {
  rig = await startCameraRig('parity');
  ({ server, browser } = rig);
  api = await OrganiserApi.login(server.url);
  const overlay = await api.uploadAsset('shutterOverlay', 'band.png', await bandOverlay());
  const general = {
    background: { background_color: COLOURS.background },
    title: textSizes(COLOURS.title),
    text: textSizes(COLOURS.text),
    buttons: { primary: COLOURS.button },
  };
  campaign = await createCampaign(
    api,
    {
      name: `Parity E2E ${Date.now()}`,
      shutter: { photo: { enabled: true, overlays: [overlay.id] } },
      virtualSettings: { title: TITLE, body: BODY },
      designSettings: {
        enabled: true,
        general,
        startScreen: {
          enabled: true,
          general: { background: { type: 'color', color: COLOURS.background }, title: general.title, text: general.text, buttons: { primary: COLOURS.button } },
        },
      },
      screens: { shutter: { countdownSeconds: 1 }, sharing: { email: { enabled: true }, qrCode: { enabled: true } } },
    },
    { live: true },
  );
  const virtual = await (await fetch(`${server.url}/api/events/${campaign.slug}/virtual`)).json() as { assets: Array<{ id: string; src: string }> };
  const asset = virtual.assets.find((candidate) => candidate.id === overlay.id);
  if (!asset) throw new Error(`the overlay is not in the booth's payload: ${JSON.stringify(virtual.assets)}`);
  overlayUrl = new URL(asset.src, server.url).pathname;
  booth = new BoothDriver(browser, server, api, campaign.slug);
  editor = await signedInPage(browser, server, { english: false });
  await editor.goto(`/events/${campaign.slug}/edit`);
}, 120_000);

afterAll(() => rig?.close());

/** The editor's preview frame once it shows `screen`; clicks through the editor's tabs until one does. */
async function previewOf(screen: 'start' | 'shutter' | 'share'): Promise<FrameLocator> {
  const iframe = editor.getByTestId('editor-preview');
  const frame = editor.frameLocator('[data-testid="editor-preview"]');
  const shows = async () =>
    (await iframe.count()) > 0 && (await frame.getByTestId('booth-preview').getAttribute('data-screen', { timeout: 2_000 }).catch(() => null)) === screen;
  await editor.getByTestId('editor-save').waitFor({ timeout: 30_000 });
  if (await shows()) return frame;
  const tabs = editor.locator('[data-testid^="editor-tab-"]');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await iframe.waitFor({ timeout: 5_000 }).catch(() => {});
    if (await shows()) return frame;
  }
  throw new Error(`no editor tab shows the ${screen} screen in the preview frame`);
}

interface ScreenLook {
  texts: string[];
  title: Awaited<ReturnType<typeof lookOf>>;
  body?: Awaited<ReturnType<typeof lookOf>>;
  button: Awaited<ReturnType<typeof lookOf>>;
  background: string;
}

async function startLook(root: Locator): Promise<ScreenLook> {
  const title = root.getByRole('heading', { name: TITLE });
  await title.waitFor({ timeout: 30_000 });
  return {
    texts: [await title.innerText(), await root.getByText(BODY).innerText(), ...(await controlNames(root))],
    title: await lookOf(title),
    body: await lookOf(root.getByText(BODY)),
    button: await lookOf(root.getByTestId('start-button')),
    background: await backgroundBehind(root),
  };
}

async function shareLook(root: Locator): Promise<ScreenLook> {
  const title = root.getByRole('heading').first();
  await title.waitFor({ timeout: 30_000 });
  return {
    texts: [await title.innerText(), ...(await controlNames(root))],
    title: await lookOf(title),
    button: await lookOf(root.getByTestId('share-email-send')),
    background: await backgroundBehind(root),
  };
}

function expectRed(colour: { r: number; g: number; b: number }, where: string) {
  const off = Math.max(Math.abs(colour.r - OVERLAY_RED.r), Math.abs(colour.g - OVERLAY_RED.g), Math.abs(colour.b - OVERLAY_RED.b));
  expect(off, `${where}: the overlay's red band is not on screen (top band ${JSON.stringify(colour)})`).toBeLessThan(40);
}

describe('the editor preview renders what the booth renders', () => {
  it('start screen: same texts, colours of title, text, button and background', async () => {
    const preview = await startLook((await previewOf('start')).getByTestId('start-screen'));
    const { context, page } = await booth.open({ phone: true, english: false });
    const real = await startLook(page.getByTestId('start-screen'));
    await context.close();

    expect(preview).toEqual(real);
    // Not two equal defaults: the campaign's own colours are what both show.
    expect(real.title.color).toBe('rgb(61, 44, 141)');
    expect(real.button.backgroundColor).toBe('rgb(255, 209, 102)');
    expect(real.background).toBe('rgb(255, 248, 231)');
  }, 120_000);

  it('capture screen: the chosen overlay over the picture, from the same asset', async () => {
    const frame = await previewOf('shutter');
    const previewOverlay = frame.getByTestId('live-overlay');
    await previewOverlay.waitFor({ timeout: 30_000 });
    const { context, page } = await booth.open({ phone: true, english: false });
    await page.getByTestId('start-button').click();
    const realOverlay = page.getByTestId('live-overlay');
    await realOverlay.waitFor({ timeout: 30_000 });
    const srcOf = async (overlay: Locator) => new URL((await overlay.getAttribute('src')) ?? '', server.url).pathname;
    expect(await srcOf(realOverlay)).toBe(overlayUrl);
    expect(await srcOf(previewOverlay)).toBe(overlayUrl);
    await context.close();
  }, 120_000);

  it('share screen: same texts and colours, and the overlay on the picture', async () => {
    const frame = await previewOf('share');
    const previewRoot = frame.getByTestId('share-screen');
    const preview = await shareLook(previewRoot);
    const previewPicture = previewRoot.getByTestId('share-preview');
    await previewPicture.waitFor({ timeout: 30_000 });
    const previewBand = await topBandOnScreen(previewPicture);

    const { context, page } = await booth.open({ phone: true, english: false });
    await page.getByTestId('start-button').click();
    await booth.captureAndSubmit(page);
    const realRoot = page.getByTestId('share-screen');
    await realRoot.getByTestId('share-qr').waitFor({ timeout: 30_000 });
    const real = await shareLook(realRoot);
    const realBand = await topBandOnScreen(realRoot.getByTestId('share-preview'));
    await context.close();

    expect(preview).toEqual(real);
    expect(real.button.backgroundColor).toBe('rgb(255, 209, 102)');
    expectRed(realBand, 'booth, share screen');
    expectRed(previewBand, 'editor preview, share screen');
  }, 180_000);
});
