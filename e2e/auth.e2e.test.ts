import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from './support/browser.ts';
import { findLink, waitForMail } from './support/outbox.ts';
import { startServer, type RunningServer } from './support/server.ts';

const DEMO = { email: 'demo@boothwerk.app', password: 'boothwerk-demo' };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(options = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  return context.newPage();
}

async function logIn(page: Page, { email, password } = DEMO) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('a newcomer', () => {
  it('registers, activates from the e-mail, signs in, sees the dashboard and signs out', async () => {
    const page = await newPage();
    const email = `anna.${Date.now()}@example.com`;

    await page.goto('/registration');
    await page.getByTestId('registration-first-name').fill('Anna');
    await page.getByTestId('registration-name').fill('Berg');
    await page.getByTestId('registration-email').fill(email);
    await page.getByTestId('registration-password').fill('short');
    await page.getByTestId('registration-submit').click();
    await expect.poll(() => page.getByText(/mindestens 8 Zeichen/i).count()).toBeGreaterThan(0);
    expect(page.url()).toContain('/registration');

    await page.getByTestId('registration-password').fill('a-good-password');
    await page.getByTestId('registration-submit').click();
    await page.waitForURL('**/registration/checkmail**');
    await expect.poll(() => page.getByTestId('checkmail-notice').isVisible()).toBe(true);

    // Signing in before activation is refused with a clear message.
    await page.goto('/login');
    await logIn(page, { email, password: 'a-good-password' });
    await expect.poll(() => page.getByText(/nicht aktiviert/i).count()).toBeGreaterThan(0);

    const mail = await waitForMail(server.dataDir, email, { containing: '/registration/activate' });
    const link = findLink(mail, server.url, '/registration/activate');
    // Registered on the German page, so the mail and its link are German too.
    expect(link.startsWith(`${server.url}/registration/activate?token=`)).toBe(true);
    await page.goto(link);
    await expect.poll(() => page.getByTestId('activation-status').getAttribute('data-state')).toBe('success');

    // The link is single-use.
    const again = await newPage();
    await again.goto(link);
    await expect.poll(() => again.getByTestId('activation-status').getAttribute('data-state')).toBe('failure');

    await page.goto('/login');
    await logIn(page, { email, password: 'a-good-password' });
    await page.waitForURL('**/dashboard');
    // Registration asked for the name, so the dashboard greets by it.
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toContain('Anna');

    // Guest-only pages send a signed-in user to the dashboard.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');

    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL('**/login?**');
  });
});

describe('routing rules', () => {
  it('returns to the remembered page after login', async () => {
    const page = await newPage();
    await page.goto('/dashboard?from=e2e');
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard?from=e2e');
    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?from=e2e');
  });

  it('never follows an external redirect target and reports ERR_REDIRECT', async () => {
    const page = await newPage();
    await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example/steal')}`);
    await logIn(page);
    await expect.poll(() => page.getByTestId('error-code').textContent()).toContain('ERR_REDIRECT');
    expect(new URL(page.url()).origin).toBe(server.url);
    await expect.poll(() => page.getByTestId('error-title').textContent()).toMatch(/Fehler/);
  });

  it('shows the 404 page for unknown routes, in German and English', async () => {
    const page = await newPage();
    await page.goto('/does-not-exist');
    await expect.poll(() => page.getByTestId('error-title').textContent()).toContain('404');
    await page.goto('/en/does-not-exist');
    await expect.poll(() => page.getByTestId('error-message').textContent()).toContain('This page could not be found');
    await expect.poll(() => page.getByTestId('error-title').textContent()).toContain('404 Not Found');
  });
});

describe('languages', () => {
  it('serves German at /login and English at /en/login, and switches between them', async () => {
    const page = await newPage();
    await page.goto('/login');
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toMatch(/Anmelden/);
    expect(await page.getAttribute('html', 'lang')).toBe('de');

    await page.goto('/en/login');
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toMatch(/Sign in/i);
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await page.getByTestId('language-switch').click();
    await page.waitForURL((url) => url.pathname === '/login');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('de');
  });

  it('signs in in English on a phone', async () => {
    const page = await newPage(PHONE);
    await page.goto('/en/login');
    await logIn(page);
    await page.waitForURL('**/en/dashboard');
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toContain('Hello, Demo');
  });
});
