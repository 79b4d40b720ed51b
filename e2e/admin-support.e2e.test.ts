import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './support/action-counter.ts';
import { DEMO, OrganiserApi } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, PHONE } from './support/browser.ts';
import { createCampaign, settled } from './support/campaign.ts';
import { signedInPage } from './support/organiser-page.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** The demo admin the first start creates beside the demo organiser (README "Admins and support mode"). */
const ADMIN = { email: 'admin@boothwerk.app', password: 'boothwerk-admin' };

let server: RunningServer;
let browser: Browser;
let organiser: OrganiserApi;
let admin: Page;
let campaign: { id: string; slug: string; name: string };
let customerId: string;

interface AuditRow {
  kind: string;
  actorEmail: string;
  action: string;
  detail: Record<string, unknown>;
}

async function adminPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 950 } });
  const page = await context.newPage();
  await page.goto('/en/login');
  await page.getByTestId('login-email').fill(ADMIN.email);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
  return page;
}

const progressValue = async (page: Page) => Number(await page.getByTestId('support-progress').getAttribute('aria-valuenow'));
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  organiser = await OrganiserApi.login(server.url);
  const name = `Support check ${Date.now() % 10_000}`;
  campaign = { ...(await createCampaign(organiser, { name }, { live: false })), name };
  admin = await adminPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('admin area and support mode', () => {
  it('the demo admin finds the demo organiser in /en/admin by searching, and opens their page', async () => {
    await admin.getByTestId('account-menu').click();
    await admin.getByRole('menuitem', { name: 'Admin-Panel' }).click();
    await admin.waitForURL('**/en/admin');
    await admin.getByTestId('customer-row').first().waitFor();
    expect(await admin.getByTestId('customers-total').textContent()).toMatch(/of \d+ customers?/);
    await settled(admin);
    await shot(admin, 'admin-list-en');
    await expectAccessible(admin, '/en/admin');

    await admin.getByTestId('customer-search').fill('demo@');
    await expect.poll(() => new URL(admin.url()).searchParams.get('q')).toBe('demo@');
    await expect.poll(() => admin.getByTestId('customer-row').count()).toBe(1);
    const row = admin.getByTestId('customer-row');
    expect(await row.getByTestId('customer-email').textContent()).toBe(DEMO.email);
    customerId = (await row.getAttribute('data-id')) ?? '';
    await row.click();
    await admin.waitForURL(`**/en/admin/customers/${customerId}`);
    expect(await admin.getByTestId('customer-title').textContent()).toBe(DEMO.email);
    await admin.getByTestId('customer-campaigns').getByText(campaign.name).waitFor();
    await settled(admin);
    await shot(admin, 'admin-customer-en', true);
    await expectAccessible(admin, '/en/admin/customers/{id}');
  }, 60_000);

  it('looks finished in German, and at phone width', async () => {
    await admin.goto('/admin');
    await admin.getByTestId('customer-row').first().waitFor();
    expect(await admin.getByRole('heading', { level: 1 }).textContent()).toBe('Admin-Panel');
    expect(await admin.getByRole('columnheader', { name: 'Zuletzt aktiv' }).count()).toBe(1);
    await settled(admin);
    await shot(admin, 'admin-list-de', true);
    await admin.goto(`/admin/customers/${customerId}`);
    await admin.getByTestId('customer-profile').waitFor();
    await settled(admin);
    await shot(admin, 'admin-customer-de', true);

    const phone = await (await browser.newContext({ ...PHONE, baseURL: server.url, storageState: await admin.context().storageState() })).newPage();
    await phone.goto(`/admin/customers/${customerId}`);
    await phone.getByTestId('customer-profile').waitFor();
    await settled(phone);
    await shot(phone, 'admin-customer-phone-de', true);
    await phone.goto('/en/admin');
    await phone.getByTestId('customer-row').first().waitFor();
    await settled(phone);
    await shot(phone, 'admin-list-phone-en');
    await phone.context().close();
  }, 60_000);

  it('starts support mode: the customer\'s dashboard under a bar that counts down', async () => {
    await admin.goto(`/en/admin/customers/${customerId}`);
    await admin.getByTestId('support-start').click();
    await admin.getByTestId('support-confirm-confirm').click();
    await admin.waitForURL('**/en/dashboard');
    const bar = admin.getByTestId('support-bar');
    await bar.waitFor();
    expect(await bar.getByTestId('support-customer').textContent()).toBe(`Support mode: acting as ${DEMO.email}`);
    expect((await bar.boundingBox())?.height).toBe(60);
    // The app acts as the customer now: their e-mail in the account menu.
    await expect.poll(() => admin.getByTestId('account-menu').textContent()).toContain(DEMO.email);
    const cookie = (await admin.context().cookies()).find((entry) => entry.name === 'supportToken');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');

    const first = await progressValue(admin);
    await admin.waitForTimeout(1_500);
    const second = await progressValue(admin);
    expect(first).toBeGreaterThan(95);
    expect(second).toBeLessThan(first);

    await settled(admin);
    await shot(admin, 'support-bar-en');
    await expectAccessible(admin, 'the dashboard in support mode');

    // Refresh: a new token, the full 10 minutes again.
    const before = cookie?.value;
    await admin.getByTestId('support-refresh').click();
    await admin.getByText('Support mode extended by 10 minutes.').waitFor();
    await expect.poll(async () => (await admin.context().cookies()).find((entry) => entry.name === 'supportToken')?.value).not.toBe(before);
    await expect.poll(() => progressValue(admin)).toBeGreaterThan(second);
  }, 60_000);

  it('changes the customer\'s campaign in support mode (recorded in their audit log)', async () => {
    await admin.goto('/en/events');
    await admin.getByTestId('support-bar').waitFor();
    await admin.getByTestId('events-search').fill(campaign.name);
    const card = admin.locator(`[data-testid="event-card"][data-slug="${campaign.slug}"]`);
    await card.getByTestId('event-menu').click();
    await admin.getByTestId('event-archive').click();
    await admin.getByText('Campaign archived').waitFor();
    const changed = await organiser.request<{ archived: boolean }>('GET', `/events/${campaign.slug}`);
    expect(changed.archived).toBe(true);

    // In German the bar speaks German, on a phone it still fits.
    await admin.goto('/events');
    await admin.getByTestId('support-bar').getByText(`Supportmodus: Sie handeln als ${DEMO.email}`).waitFor();
    await settled(admin);
    await shot(admin, 'support-bar-de');
    const phone = await (await browser.newContext({ ...PHONE, baseURL: server.url, storageState: await admin.context().storageState() })).newPage();
    await phone.goto('/dashboard');
    await phone.getByTestId('support-bar').waitFor();
    await settled(phone);
    await shot(phone, 'support-bar-phone-de');
    await phone.context().close();
  }, 60_000);

  it('"End" leaves support mode and brings the admin back to the customer, whose audit log shows the change', async () => {
    await admin.goto('/en/dashboard');
    await admin.getByTestId('support-end').click();
    await admin.waitForURL(`**/en/admin/customers/${customerId}`);
    await admin.getByText(`Support mode for ${DEMO.email} ended.`).waitFor();
    expect(await admin.getByTestId('support-bar').count()).toBe(0);
    expect((await admin.context().cookies()).some((entry) => entry.name === 'supportToken')).toBe(false);
    await expect.poll(() => admin.getByTestId('account-menu').textContent()).toContain(ADMIN.email);
    const entries = admin.getByTestId('admin-audit-entry');
    await entries.first().waitFor();
    const actions = await entries.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
    expect(actions).toEqual(expect.arrayContaining(['support.started', 'support.request', 'support.ended']));
    await settled(admin);
    await shot(admin, 'admin-customer-audit-en', true);

    await admin.getByTestId('customer-data').click();
    await admin.getByTestId('data-campaign').filter({ hasText: campaign.name }).waitFor();
    await settled(admin);
    await shot(admin, 'admin-customer-data-en', true);
  }, 60_000);

  it('the customer signs in and sees who changed what under their profile', async () => {
    const audit = await organiser.request<{ entries: AuditRow[] }>('GET', '/customers/audit');
    const write = audit.entries.find((entry) => entry.action === 'support.request');
    expect(write?.actorEmail).toBe(ADMIN.email);
    expect(write?.kind).toBe('support');

    const customer = await signedInPage(browser, server);
    await customer.goto('/en/settings?tab=profile');
    const row = customer.getByTestId('audit-entry').filter({ hasText: ADMIN.email }).first();
    await row.waitFor({ timeout: 20_000 });
    await settled(customer);
    await shot(customer, 'customer-audit-en', true);
    await customer.context().close();
  }, 60_000);

  it('a customer who opens /admin gets the 404 page', async () => {
    const customer = await signedInPage(browser, server);
    await customer.goto('/en/admin');
    expect(await customer.getByTestId('error-title').textContent()).toContain('404');
    expect(new URL(customer.url()).pathname).toBe('/en/admin');
    await customer.context().close();
  }, 30_000);
});
