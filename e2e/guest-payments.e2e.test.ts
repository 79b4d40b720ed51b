import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './support/action-counter.ts';
import { OrganiserApi } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, PHONE } from './support/browser.ts';
import { signedInPage } from './support/organiser-page.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Card payments from guests on the sandbox provider (no Stripe configured): the organiser opens a
// payment account and completes the sandbox's onboarding in the billing tab; a guest of a paywalled
// campaign pays for a print on a phone — a declined card first, then 4242 — and the organiser refunds it.

let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let organiser: Page;

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** A guest picture as a booth uploads it: a booth session, then the capture with a client-made id. */
async function guestPicture(eventSlug: string): Promise<string> {
  const started = await fetch(`${server.url}/api/events/${eventSlug}/vbSessions`, { method: 'POST' });
  if (started.status !== 201) throw new Error(`booth session: ${started.status} ${await started.text()}`);
  const { token } = (await started.json()) as { token: string };
  const picture = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
  const id = randomUUID();
  const form = new FormData();
  form.append('id', id);
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'capture.jpg');
  const uploaded = await fetch(`${server.url}/api/events/${eventSlug}/shoots`, { method: 'POST', headers: { 'x-booth-session': token }, body: form });
  if (uploaded.status !== 201 && uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  return id;
}

async function fillCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-name').fill('Mara Fischer');
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await OrganiserApi.login(server.url);
  organiser = await signedInPage(browser, server, { english: false });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('card payments from guests (sandbox)', () => {
  let paymentSlug = '';
  let guest: { context: BrowserContext; page: Page };

  it('the organiser opens a payment account in the billing tab and completes the sandbox onboarding', async () => {
    await organiser.goto('/settings?tab=billing');
    const section = organiser.getByTestId('guest-payments');
    await section.getByTestId('payment-account-setup').waitFor({ timeout: 30_000 });
    await section.getByTestId('payment-account-country').click();
    await organiser.getByRole('option', { name: 'Deutschland', exact: true }).click();
    await section.getByTestId('payment-account-create').click();

    // The onboarding link of the sandbox is its own page, standing in for Stripe's.
    await organiser.waitForURL(/\/payments\/sandbox-onboarding\/acct_sb_[0-9a-f]{24}$/, { timeout: 30_000 });
    await expect.poll(() => organiser.getByTestId('sandbox-onboarding').textContent()).toContain('Testmodus — keine echte Zahlung');
    await organiser.getByTestId('sandbox-onboarding-complete').click();
    await organiser.waitForURL((url) => url.pathname === '/settings' && url.search === '?tab=billing');
    await toast(organiser, 'Die Einrichtung ist abgeschlossen').waitFor();
    await expect.poll(() => organiser.getByTestId('payment-account-onboarding').textContent()).toContain('Abgeschlossen');
    expect(await organiser.getByTestId('payment-account-charges').textContent()).toContain('Möglich');
    expect(await organiser.getByTestId('payments-test-mode').textContent()).toBe('Testmodus — keine echte Zahlung');
  }, 120_000);

  it('a guest of a paywalled campaign pays for a print on a phone: a declined card, then 4242', async () => {
    const event = await api.request<{ id: string; slug: string; name: string }>('POST', '/events', {
      eventType: 'live',
      name: `Sommerfest ${Date.now()}`,
      boothType: 'virtual',
      dimension: '3:4',
    });
    // The editor keeps the paywall hidden until printing exists; the API sets it.
    await api.request('PUT', `/events/${event.id}`, { printPaywalled: { enabled: true, price: 250 } });
    const shootId = await guestPicture(event.slug);

    const started = await fetch(`${server.url}/api/stripe/payment-session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ shootId }) });
    expect(started.status, await started.clone().text()).toBe(201);
    const session = (await started.json()) as { slug: string; amount: number; status: string; testMode: boolean };
    expect(session).toMatchObject({ amount: 250, status: 'open', testMode: true });
    paymentSlug = session.slug;

    const context = await browser.newContext({ baseURL: server.url, ...PHONE });
    const page = await context.newPage();
    guest = { context, page };
    await page.goto(`/pay/${paymentSlug}`);
    await page.getByTestId('card-form').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('pay-test-mode').textContent()).toBe('Testmodus — keine echte Zahlung');
    expect(await page.getByTestId('pay-event').textContent()).toBe(event.name);
    expect(await page.getByTestId('pay-purpose').textContent()).toBe('Druck');
    expect((await page.getByTestId('pay-amount').textContent())?.replace(/\s/g, ' ')).toBe('2,50 €');
    expect(await page.getByTestId('pay-status').textContent()).toBe('Offen');
    // Phone first: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport?.width ?? 390);
    await expectAccessible(page, '/pay/{slug} (open)');

    await fillCard(page, '4000 0000 0000 0002');
    expect(await page.getByTestId('card-brand').textContent()).toContain('Visa');
    await page.getByTestId('pay-submit').click();
    await expect.poll(() => page.getByTestId('pay-declined').textContent(), { timeout: 30_000 }).toContain('Ihre Karte wurde abgelehnt');
    expect(await page.getByTestId('pay-status').textContent()).toBe('Offen');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'guest-payment-declined-de.png') });

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('pay-submit').click();
    await expect.poll(() => page.getByTestId('pay-paid').textContent(), { timeout: 30_000 }).toContain('Bezahlt — danke!');
    expect(await page.getByTestId('pay-status').textContent()).toBe('Bezahlt');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'guest-payment-paid-de.png') });
    await expectAccessible(page, '/pay/{slug} (paid)');
  }, 180_000);

  it('the organiser sees it paid, refunds it, and the guest page shows refunded', async () => {
    await organiser.goto('/settings?tab=billing');
    const row = organiser.locator(`[data-testid="payment-session"][data-slug="${paymentSlug}"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('payment-status').textContent()).toBe('Bezahlt');
    expect(await row.getByTestId('payment-session-card').textContent()).toContain('Visa •••• 4242');
    expect((await row.getByTestId('payment-session-amount').textContent())?.replace(/\s/g, ' ')).toBe('2,50 €');

    await row.getByTestId('payment-session-refund').click();
    await organiser.getByTestId('payment-refund-dialog-confirm').click();
    await toast(organiser, 'wurde erstattet').waitFor({ timeout: 30_000 });
    await expect.poll(() => row.getAttribute('data-status')).toBe('refunded');
    expect(await row.getByTestId('payment-status').textContent()).toBe('Erstattet');
    expect(await row.getByTestId('payment-session-refund').count()).toBe(0);
    await organiser.getByTestId('guest-payments').screenshot({ path: join(SCREENSHOT_DIR, 'guest-payments-billing-de.png') });

    await guest.page.reload();
    await expect.poll(() => guest.page.getByTestId('pay-refunded').textContent(), { timeout: 30_000 }).toContain('Diese Zahlung wurde erstattet.');
    expect(await guest.page.getByTestId('pay-status').textContent()).toBe('Erstattet');
    expect(await guest.page.getByTestId('card-form').count()).toBe(0);
    // English under /en.
    await guest.page.goto(`/en/pay/${paymentSlug}`);
    await expect.poll(() => guest.page.getByTestId('pay-refunded').textContent()).toContain('This payment was refunded.');
    expect(await guest.page.getByTestId('pay-test-mode').textContent()).toBe('Test mode — no real payment');
    await guest.context.close();
  }, 120_000);
});
