import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signedInPage as signIn } from './support/organiser-page.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function signedInPage(): Promise<Page> {
  return signIn(browser, server);
}

async function openGroup(page: Page, path: string) {
  const toggle = page.getByTestId(`group-toggle-${path}`);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function openTab(page: Page, id: string) {
  await page.getByTestId(`editor-tab-${id}`).click();
}

describe('campaigns', () => {
  it('creates a campaign, changes settings on several tabs, saves, sees them kept after a reload, and duplicates it', async () => {
    const page = await signedInPage();
    const name = `E2E campaign ${Date.now()}`;

    // Create: the orientation follows the picture format.
    await page.goto('/en/events/new');
    await page.getByTestId('new-event-name').fill(name);
    await page.getByTestId('new-event-dimension').click();
    await page.getByRole('option', { name: '16:9 · landscape' }).click();
    expect(await page.getByTestId('new-event-orientation').getAttribute('data-orientation')).toBe('landscape');
    const created = page.waitForResponse((response) => response.url().endsWith('/api/events') && response.request().method() === 'POST');
    await page.getByTestId('new-event-submit').click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    const { slug, id } = (await answer.json()) as { slug: string; id: string };
    await page.waitForURL(`**/en/events/${slug}`);
    await expect.poll(() => page.getByTestId('event-title').textContent()).toBe(name);
    // A new campaign is a draft: its booth link is a 24-hour test link in the interface language.
    await expect.poll(() => page.getByTestId('booth-url').textContent()).toMatch(new RegExp(`^${server.url}/en/booth/${slug}\\?test=[\\w-]{43}$`));

    // Edit on three tabs.
    await page.getByTestId('event-open-editor').click();
    await page.waitForURL(`**/en/events/${slug}/edit`);
    await openTab(page, 'capture');
    await openGroup(page, 'shutter.gif');
    const gif = page.getByTestId('field-shutter.gif.enabled');
    const gifWas = await gif.isChecked();
    await gif.setChecked(!gifWas, { force: true });
    await openTab(page, 'sharing');
    await openGroup(page, 'screens.sharing.email');
    await page.getByTestId('field-screens.sharing.email.subject').fill('Your picture from the gala');
    await openTab(page, 'microsite');
    await page.getByTestId('field-screens.microsite.title').fill('Gala 2026');
    expect(await page.getByTestId('editor-dirty').isVisible()).toBe(true);

    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/events/${id}`) && response.request().method() === 'PUT');
    await page.getByTestId('editor-save').click();
    const saveAnswer = await saved;
    expect(saveAnswer.status(), await saveAnswer.text()).toBe(200);
    await expect.poll(() => page.getByText('Changes saved!').count()).toBeGreaterThan(0);

    // Kept after a reload.
    await page.reload();
    await openTab(page, 'microsite');
    await expect.poll(() => page.getByTestId('field-screens.microsite.title').inputValue()).toBe('Gala 2026');
    await openTab(page, 'sharing');
    await openGroup(page, 'screens.sharing.email');
    expect(await page.getByTestId('field-screens.sharing.email.subject').inputValue()).toBe('Your picture from the gala');
    await openTab(page, 'capture');
    await openGroup(page, 'shutter.gif');
    expect(await page.getByTestId('field-shutter.gif.enabled').isChecked()).toBe(!gifWas);

    // Duplicate from the list: the proposed name is "… Copy 1".
    await page.goto('/en/events');
    await page.getByTestId('events-search').fill(name);
    const card = page.locator(`[data-testid="event-card"][data-slug="${slug}"]`);
    await card.getByTestId('event-menu').click();
    await page.getByTestId('event-duplicate').click();
    await expect.poll(() => page.getByTestId('duplicate-name').inputValue()).toBe(`${name} Copy 1`);
    const duplicated = page.waitForResponse((response) => response.url().endsWith(`/api/events/${id}/duplicate`));
    await page.getByTestId('duplicate-submit').click();
    const copy = await duplicated;
    expect(copy.status(), await copy.text()).toBe(201);
    await expect.poll(() => page.getByTestId('event-title').textContent()).toBe(`${name} Copy 1`);
    await page.context().close();
  });
});
