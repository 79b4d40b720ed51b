import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganiserApi } from './support/api.ts';
import { BoothDriver, type Uploaded } from './support/booth.ts';
import { launchBrowser, PHONE } from './support/browser.ts';
import { signedInPage } from './support/organiser-page.ts';
import { findLink, waitForMail } from './support/outbox.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { makeTestVideo } from './support/test-video.ts';

const MODERATOR = { email: 'moderatorin@example.com', password: 'moderiert-2026' };

let workDir: string;
let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let booth: BoothDriver;
let eventSlug: string;
let picture: Uploaded;
let moderation: Page;
let gallery: Page;
let live: Page;
/** The picture's main file as public screens link it (no access key). */
let plainAddress: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'booth-e2e-live-'));
  const y4m = await makeTestVideo(join(workDir, 'camera.y4m'), { width: 640, height: 480, seconds: 3 });
  [server, browser] = await Promise.all([startServer(), launchBrowser({ fakeCamera: { y4m } })]);
  api = await OrganiserApi.login(server.url);
  // The demo organiser is on Gold: gallery (Silver) and dynamic gallery (Gold) are allowed.
  const event = await api.request<{ slug: string }>('POST', '/events', {
    eventType: 'live',
    name: `Live E2E ${Date.now()}`,
    boothType: 'virtual',
    dimension: '3:4',
    shutter: { photo: { enabled: true } },
    screens: {
      shutter: { countdownSeconds: 1 },
      presentation: { gallery: { enabled: true, layout: 'grid' }, dynamicGallery: { enabled: true } },
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

/** The gallery tile of the picture, if the page shows it. */
function galleryTile(page: Page, id: string) {
  return page.locator(`li.tile[data-id="${id}"]`);
}

/** Whether the dynamic gallery's visible layer shows the picture (its files live under the picture's id). */
async function liveShows(page: Page, id: string): Promise<boolean> {
  return page.evaluate((shootId) => {
    const layer = document.querySelector('.slide.on');
    const media = layer?.querySelector('img, video') as HTMLImageElement | HTMLVideoElement | null;
    const src = media ? media.currentSrc || media.getAttribute('src') || '' : '';
    return src.includes(shootId);
  }, id);
}

describe('live at the venue', () => {
  it('the organiser invites a moderator, who sets a password from the e-mail and signs in', async () => {
    const organiser = await signedInPage(browser, server, { english: false });
    await organiser.goto(`/events/${eventSlug}`);
    await organiser.getByTestId('moderators-invite-email').fill(MODERATOR.email);
    await organiser.getByTestId('moderators-invite-submit').click();
    await expect.poll(() => organiser.getByTestId('moderator-email').allTextContents(), { timeout: 20_000 }).toContain(MODERATOR.email);
    await organiser.context().close();

    const mail = await waitForMail(server.dataDir, MODERATOR.email, { containing: '/moderation/password' });
    const link = findLink(mail, server.url, `/events/${eventSlug}/moderation/password`);

    // Accepting the invitation on a phone: the password signs the moderator in.
    const invited = await browser.newContext({ baseURL: server.url, ...PHONE });
    const accept = await invited.newPage();
    await accept.goto(link);
    await accept.getByTestId('moderation-password').fill(MODERATOR.password);
    await accept.getByTestId('moderation-password-confirm').fill(MODERATOR.password);
    await accept.getByTestId('moderation-password-submit').click();
    await accept.waitForURL(`**/events/${eventSlug}/moderation`);
    await invited.close();

    // Later, on the moderation desk: the moderator signs in with the new password.
    const desk = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    moderation = await desk.newPage();
    await moderation.goto(`/events/${eventSlug}/moderation/login`);
    await moderation.getByTestId('moderation-login-email').fill(MODERATOR.email);
    await moderation.getByTestId('moderation-login-password').fill(MODERATOR.password);
    await moderation.getByTestId('moderation-login-submit').click();
    await moderation.waitForURL(`**/events/${eventSlug}/moderation`);
    await moderation.getByTestId('moderation-title').waitFor();
    // A moderator's layout has no menu, and no way into the organiser's pages.
    await moderation.getByTestId('moderator-layout').waitFor();
    expect(await moderation.getByTestId('account-menu').count()).toBe(0);
    const dashboard = await moderation.context().request.get(`${server.url}/api/auth/dashboard`);
    expect(dashboard.status()).toBe(401);
  }, 120_000);

  it('the gallery (phone) and the dynamic gallery are open before any picture', async () => {
    const phone = await browser.newContext({ baseURL: server.url, ...PHONE });
    gallery = await phone.newPage();
    await gallery.goto(`/gallery/${eventSlug}`);
    expect(await gallery.locator('li.tile').count()).toBe(0);

    const screen = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
    live = await screen.newPage();
    await live.goto(`/en/live/${eventSlug}`);
    await live.locator('#waiting').waitFor();
  }, 60_000);

  it('a guest takes a picture; the moderator approves it and both galleries show it without a reload', async () => {
    const { context, page } = await booth.open({ phone: true, english: false });
    await page.getByTestId('start-button').click();
    picture = await booth.captureAndSubmit(page);
    await booth.waitUntilProcessed([picture.id]);
    await context.close();

    // Pending: not on any public screen yet, but in the moderator's queue, live, the picture itself shown.
    await expect.poll(() => moderation.getByTestId('moderation-tile').count(), { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => moderation.getByTestId('moderation-tile').locator('img').evaluateAll((images) => images.some((image) => (image as HTMLImageElement).naturalWidth > 0)), { timeout: 10_000 })
      .toBe(true);
    expect(await galleryTile(gallery, picture.id).count()).toBe(0);
    expect(await liveShows(live, picture.id)).toBe(false);
    // The moderator's address carries the picture's access key; the plain one a public screen would link opens nothing yet.
    const own = new URL((await moderation.getByTestId('moderation-tile').locator('img').first().getAttribute('src')) ?? '', server.url);
    expect(own.searchParams.get('access')).toBe(picture.slug);
    plainAddress = `${own.origin}${own.pathname}`;
    expect((await gallery.context().request.get(plainAddress)).status()).toBe(404);

    const galleryUrl = gallery.url();
    await moderation.getByTestId('moderation-tile-approve').click();

    await expect.poll(() => galleryTile(gallery, picture.id).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => liveShows(live, picture.id), { timeout: 10_000 }).toBe(true);
    // Arrived live: the same page, not a reload.
    expect(gallery.url()).toBe(galleryUrl);
    expect(await gallery.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect((await gallery.context().request.get(plainAddress)).status()).toBe(200);
  }, 180_000);

  it('hiding it removes it from both galleries; the guest keeps the microsite', async () => {
    await moderation.getByTestId('moderation-tab-approved').click();
    await expect.poll(() => moderation.getByTestId('moderation-tile').count(), { timeout: 10_000 }).toBe(1);
    await moderation.getByTestId('moderation-tile-hide').click();

    await expect.poll(() => galleryTile(gallery, picture.id).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => liveShows(live, picture.id), { timeout: 10_000 }).toBe(false);
    expect((await gallery.context().request.get(plainAddress)).status()).toBe(404);

    // The guest's own copy never depends on moderation.
    const guest = await browser.newContext({ baseURL: server.url, ...PHONE });
    const microsite = await guest.newPage();
    const response = await microsite.goto(picture.micrositeUrl);
    expect(response?.status()).toBe(200);
    await expect.poll(() => microsite.locator('img').evaluateAll((images) => images.some((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await guest.close();
  }, 60_000);
});
