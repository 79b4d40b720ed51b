import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './support/action-counter.ts';
import { expectAccessible } from './support/axe.ts';
import { OrganiserApi } from './support/api.ts';
import { launchBrowser, PHONE } from './support/browser.ts';
import { createCampaign, settled, type CreatedCampaign } from './support/campaign.ts';
import { findLink, waitForMail } from './support/outbox.ts';
import { startServer, type RunningServer } from './support/server.ts';

/*
 * The money path with the built-in sandbox provider (no Stripe key): a Free organiser meets a Gold
 * feature in the campaign editor, follows its upgrade link over /pricing?prev=… to /subscription, is
 * declined with a test card, pays with the good one, and is back in the editor with the feature
 * unlocked; the invoice downloads as a PDF; cancelling ends on /subscription/terminated. Then once in
 * English on a phone.
 */

const PASSWORD = 'billing-e2e-password';
const DESKTOP: BrowserContextOptions = { viewport: { width: 1400, height: 950 } };
const SLOW = { timeout: 20_000 };

let server: RunningServer;
let browser: Browser;
let email: string;
let campaign: CreatedCampaign;

/** Registers and activates an organiser as a newcomer would: a Free account of this test alone. */
async function freshOrganiser(): Promise<string> {
  const address = `billing.${Date.now()}@example.com`;
  const registered = await fetch(`${server.url}/api/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Berta', name: 'Kaufmann', email: address, password: PASSWORD }),
  });
  if (!registered.ok) throw new Error(`registration: ${registered.status} ${await registered.text()}`);
  const link = findLink(await waitForMail(server.dataDir, address, { containing: '/registration/activate' }), server.url, '/registration/activate');
  const token = new URL(link).searchParams.get('token');
  const activated = await fetch(`${server.url}/api/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  if (!activated.ok) throw new Error(`activation: ${activated.status} ${await activated.text()}`);
  return address;
}

async function signIn(options: BrowserContextOptions, english: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true, ...options });
  const page = await context.newPage();
  await page.goto(english ? '/en/login' : '/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard', SLOW);
  return page;
}

/** A Mantine select: open it, type to filter when it is searchable, then pick the option by its name. */
async function choose(page: Page, testId: string, option: string, typed?: string) {
  await page.getByTestId(testId).click();
  if (typed) await page.getByTestId(testId).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-name').fill('Berta Kaufmann');
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(width);
}

/** The Gold feature of the editor's data tab: contact details (campaigns §1, shared tier table). */
async function dataCaptureBadge(page: Page) {
  await page.getByTestId('editor-tab-data').click();
  const group = page.getByTestId('group-screens.sharing.dataCapture');
  await group.waitFor(SLOW);
  return group.getByTestId('tier-badge').first();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  email = await freshOrganiser();
  const api = await OrganiserApi.login(server.url, { email, password: PASSWORD });
  campaign = await createCampaign(api, { name: 'Sommerfest' }, { live: false });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('plans and billing with the sandbox provider (German)', () => {
  let page: Page;
  const editorPath = () => `/events/${campaign.slug}/edit`;

  it('leads a Free organiser from a Gold feature in the editor to the pricing page with prev', async () => {
    page = await signIn(DESKTOP, false);
    await page.goto(editorPath());
    const badge = await dataCaptureBadge(page);
    expect(await badge.getAttribute('data-tier')).toBe('Gold');
    await badge.getByTestId('tier-upgrade').click();
    await page.waitForURL((url) => url.pathname === '/pricing', SLOW);
    expect(new URL(page.url()).searchParams.get('prev')).toBe(editorPath());

    await page.getByTestId('plan-Gold').waitFor(SLOW);
    await expect.poll(() => page.getByTestId('pricing-current-booth').textContent(), SLOW).toBe('Ihr Tarif: Free');
    expect(await page.getByTestId('test-mode-notice').first().textContent()).toContain('Testmodus — keine echte Zahlung');
    expect(await page.getByTestId('plan-Gold').textContent()).toContain('Kontaktdaten erfragen');
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-pricing-de.png'), fullPage: true });
    await expectAccessible(page, '/pricing');
  });

  it('subscribes to Gold monthly: a declined test card is said clearly, the good one goes through', async () => {
    await page.getByTestId('plan-choose-Gold').click();
    await page.waitForURL((url) => url.pathname === '/subscription', SLOW);
    const params = new URL(page.url()).searchParams;
    expect(params.get('interval')).toBe('month');
    expect(params.get('prev')).toBe(editorPath());
    await page.getByTestId('purchase-form').waitFor(SLOW);
    expect(await page.getByTestId('test-cards').textContent()).toContain('4242 4242 4242 4242');

    await page.getByTestId('purchase-companyName').fill('Kaufmann Events GmbH');
    await page.getByTestId('purchase-street').fill('Hauptstraße 1');
    await page.getByTestId('purchase-zipCode').fill('10115');
    await page.getByTestId('purchase-city').fill('Berlin');
    await choose(page, 'purchase-country', 'Deutschland', 'Deutsch');
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toMatch(/^70,21\s€$/);

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByTestId('purchase-submit').click();
    await page.getByTestId('purchase-declined').waitFor(SLOW);
    expect(await page.getByTestId('purchase-declined').textContent()).toContain('Die Karte wurde abgelehnt');
    expect(new URL(page.url()).pathname).toBe('/subscription');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-declined-de.png'), fullPage: true });
    await expectAccessible(page, '/subscription (declined)');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('purchase-submit').click();
    await page.waitForURL((url) => url.pathname === '/subscription/finished', SLOW);
    await expect.poll(() => page.getByTestId('finished-plan').textContent(), SLOW).toContain('Ihr Tarif Gold (OneBooth) ist aktiv.');
    expect(await page.getByTestId('subscription-renews').textContent()).toMatch(/\d/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-finished-de.png') });
  });

  it('returns to the editor, where the Gold feature is unlocked', async () => {
    await page.getByTestId('finished-continue').click();
    await page.waitForURL((url) => url.pathname === editorPath(), SLOW);
    const badge = await dataCaptureBadge(page);
    expect(await badge.getAttribute('data-tier')).toBe('Gold');
    await expect.poll(() => badge.getByTestId('tier-upgrade').count(), SLOW).toBe(0);
  });

  it('downloads the invoice as a PDF from the billing tab', async () => {
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Abonnement & Abrechnung' }).click();
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '?tab=billing', SLOW);
    await page.getByTestId('invoice').first().waitFor(SLOW);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf').first().click()]);
    expect(download.suggestedFilename()).toMatch(/^Rechnung-.+\.pdf$/);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // The pointer off the buttons: axe reads colours at rest, not hovered.
    await page.mouse.move(0, 0);
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-tab-de.png'), fullPage: true });
    await expectAccessible(page, '/settings?tab=billing');
  });

  it('cancels with a reason and shows until when the plan stays', async () => {
    await page.getByTestId('subscription-cancel').click();
    await choose(page, 'cancel-reason', 'Mein Event ist vorbei');
    await page.getByTestId('cancel-confirm').click();
    await page.waitForURL((url) => url.pathname === '/subscription/terminated', SLOW);
    await expect.poll(() => page.getByTestId('terminated-until').textContent(), SLOW).toMatch(/^Ihr Tarif Gold \(OneBooth\) bleibt bis zum .*\d{4}\s*bestehen\.$/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-terminated-de.png') });
    await expectAccessible(page, '/subscription/terminated');
    await page.context().close();
  });
});

describe('plans and billing in English on a phone', () => {
  it('explains that a plan change waits for the end of the cancelled one, and buys PeerPix yearly on a phone', async () => {
    const page = await signIn(PHONE, true);
    const width = PHONE.viewport?.width ?? 390;
    await page.goto(`/en/pricing?prev=${encodeURIComponent('/en/settings?tab=billing')}`);
    await page.getByTestId('plan-Platinum').waitFor(SLOW);
    await expect.poll(() => page.getByTestId('plan-Gold').getAttribute('data-current'), SLOW).toBe('true');
    expect(await page.getByTestId('plan-choose-Platinum').textContent()).toBe('Upgrade');
    await settled(page);
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-pricing-en-phone.png'), fullPage: true });

    // One subscription per product: Gold runs until its end, so Platinum is explained, not sold twice.
    await page.getByTestId('plan-choose-Platinum').click();
    await page.waitForURL((url) => url.pathname === '/en/subscription', SLOW);
    await expect.poll(() => page.getByTestId('purchase-running').textContent(), SLOW).toMatch(/You cancelled OneBooth with the plan Gold; it ends on .*\d{4}\./);
    await expectNoSidewaysScroll(page, width);

    await page.goBack();
    await page.getByTestId('plan-Agency').waitFor(SLOW);
    await page.getByText('Yearly (2 months free)').click();
    await expect.poll(() => page.getByTestId('plan-choose-Agency').getAttribute('href')).toContain('interval=year');
    await page.getByTestId('plan-choose-Agency').click();
    await page.waitForURL((url) => url.pathname === '/en/subscription', SLOW);
    await page.getByTestId('purchase-form').waitFor(SLOW);
    // The address the first purchase saved is filled in.
    await expect.poll(() => page.getByTestId('purchase-city').inputValue(), SLOW).toBe('Berlin');
    expect(await page.getByTestId('test-mode-notice').textContent()).toContain('Test mode — no real payment');
    await fillCard(page, '4242 4242 4242 4242');
    expect(await page.getByTestId('card-type').textContent()).toBe('Visa');
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('€583.10');
    await settled(page);
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-subscription-en-phone.png'), fullPage: true });
    await page.getByTestId('purchase-submit').click();

    await page.waitForURL((url) => url.pathname === '/en/subscription/finished', SLOW);
    await expect.poll(() => page.getByTestId('finished-plan').textContent(), SLOW).toContain('Your plan Agency (PeerPix) is active.');
    await expectNoSidewaysScroll(page, width);
    await page.getByTestId('finished-continue').click();
    await page.waitForURL((url) => url.pathname === '/en/settings' && url.search === '?tab=billing', SLOW);
    await expect.poll(() => page.getByTestId('subscription').count(), SLOW).toBe(2);
    await settled(page);
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-tab-en-phone.png'), fullPage: true });
    await page.context().close();
  });
});
