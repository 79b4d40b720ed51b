import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './support/action-counter.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, PHONE } from './support/browser.ts';
import { findLink, waitForMail } from './support/outbox.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PASSWORD = 'mfa-e2e-password';
const TOTP_STEP_MS = 30_000;
const DESKTOP: BrowserContextOptions = { viewport: { width: 1400, height: 950 } };

let server: RunningServer;
let browser: Browser;
/** A fresh organiser of this test alone: other tests sign in as the demo account, which must keep signing in without a code. */
let email: string;
let secret = '';
let backupCodes: string[] = [];

/** Registers and activates an organiser through the API and the activation mail, as a newcomer would. */
async function freshOrganiser(): Promise<string> {
  const address = `mfa.${Date.now()}@example.com`;
  const registered = await fetch(`${server.url}/api/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Mara', name: 'Fischer', email: address, password: PASSWORD }),
  });
  if (!registered.ok) throw new Error(`registration: ${registered.status} ${await registered.text()}`);
  const link = findLink(await waitForMail(server.dataDir, address, { containing: '/registration/activate' }), server.url, '/registration/activate');
  const token = new URL(link).searchParams.get('token');
  const activated = await fetch(`${server.url}/api/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  if (!activated.ok) throw new Error(`activation: ${activated.status} ${await activated.text()}`);
  return address;
}

/** The newest time step a code was spent for: the server refuses that step and any before it again. */
let lastStep = 0;

/**
 * The code an authenticator app holding the shown secret displays, from a step after the last one
 * spent: the server accepts ±1 step, so one step ahead works at once; if even that was spent (two
 * sign-ins within one step), wait for the clock to move on.
 */
async function freshTotpCode(): Promise<string> {
  let step = Math.floor(Date.now() / TOTP_STEP_MS) + (lastStep === 0 ? 0 : 1);
  while (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step = Math.floor(Date.now() / TOTP_STEP_MS) + 1;
  }
  lastStep = step;
  return generate({ secret, epoch: (step * TOTP_STEP_MS) / 1000 + 1 });
}

async function newPage(options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true, ...options });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  return context.newPage();
}

async function passwordStep(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

async function signOut(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('sign-out').click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/en');
}

/** Sign-in steps hash passwords and the backup codes (argon2) on a busy machine: give them time. */
const SLOW = { timeout: 15_000 };

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Nothing on the page is wider than the screen (the settings cards on a phone). */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(width);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  email = await freshOrganiser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('two-factor sign-in (German)', () => {
  it('turns on TOTP in the settings from the shown secret and keeps the backup codes', async () => {
    const page = await newPage();
    await passwordStep(page, '/login');
    await page.waitForURL('**/dashboard');

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Profil' }).click();
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '?tab=profile');
    await expect.poll(() => page.getByTestId('mfa-status').textContent(), SLOW).toBe('Aus');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-settings-de.png') });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-settings-de-full.png'), fullPage: true });
    await expectAccessible(page, '/settings?tab=profile');

    await page.getByTestId('mfa-enable').click();
    await page.getByTestId('mfa-setup-start').click();
    await expect.poll(() => page.getByTestId('mfa-qr').isVisible()).toBe(true);
    const shown = (await page.getByTestId('mfa-secret').textContent()) ?? '';
    secret = shown.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The QR code encodes the same secret: it is the server's otpauth URI as an image.
    expect(await page.getByTestId('mfa-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await page.getByTestId('mfa-secret-copy').click();
    await expect.poll(() => toast(page, 'Schlüssel in die Zwischenablage kopiert').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-mfa-setup-de.png') });

    await page.getByTestId('mfa-setup-code').fill(await freshTotpCode());
    await page.getByTestId('mfa-setup-password').fill(PASSWORD);
    await page.getByTestId('mfa-setup-verify').click();

    await expect.poll(() => page.getByTestId('backup-code').count(), SLOW).toBe(10);
    backupCodes = (await page.getByTestId('backup-code').allTextContents()).map((code) => code.trim());
    expect(new Set(backupCodes).size).toBe(10);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-backup-codes-de.png') });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-codes-download').click()]);
    expect(download.suggestedFilename()).toBe('boothwerk-backup-codes.txt');
    const file = await readFile((await download.path()) ?? '', 'utf8');
    for (const code of backupCodes) expect(file).toContain(code);
    await expect.poll(() => toast(page, 'Backup-Codes heruntergeladen').count()).toBe(1);

    await page.getByTestId('backup-codes-copy').click();
    await expect.poll(() => toast(page, 'Alle Backup-Codes in die Zwischenablage kopiert').count()).toBe(1);
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual(backupCodes);

    await page.getByTestId('backup-codes-done').click();
    await expect.poll(() => page.getByTestId('backup-code').count()).toBe(0);
    await expect.poll(() => page.getByTestId('mfa-status').textContent(), SLOW).toBe('An');
    // The customer's own activity shows it.
    await expect.poll(() => page.getByTestId('audit-entry').filter({ hasText: 'Zwei-Faktor-Authentifizierung eingeschaltet' }).count()).toBe(1);
    await signOut(page);
  });

  it('signs in with a code from the authenticator app', async () => {
    const page = await newPage();
    await passwordStep(page, '/login?redirect=%2Fsettings%3Ftab%3Dprofile');
    await expect.poll(() => page.getByTestId('mfa-login-code').isVisible(), SLOW).toBe(true);
    // No session before the second step.
    expect((await page.context().cookies()).some((cookie) => cookie.httpOnly && /session/i.test(cookie.name))).toBe(false);
    await page.getByTestId('mfa-login-code').fill(await freshTotpCode());
    await page.getByTestId('mfa-login-code').press('Enter');
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '?tab=profile');
    await expect.poll(() => page.getByTestId('mfa-status').textContent(), SLOW).toBe('An');
    await signOut(page);
  });
});

describe('two-factor sign-in (English, on a phone)', () => {
  it('signs in with a backup code once; the same code is refused the second time; a new set replaces them', async () => {
    const page = await newPage(PHONE);
    await passwordStep(page, '/en/login');
    await expect.poll(() => page.getByTestId('mfa-login-code').isVisible(), SLOW).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().textContent()).toBe("Confirm it's you");
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-mfa-login-en-phone.png') });
    await expectAccessible(page, 'the code step of the sign-in');

    await page.getByTestId('mfa-login-switch').click();
    const [first, second] = backupCodes as [string, string];
    await page.getByTestId('mfa-login-backup').fill(first);
    await page.getByTestId('mfa-login-submit').click();
    await page.waitForURL('**/en/dashboard');
    await page.goto('/en/settings?tab=profile');
    await expect.poll(() => page.getByTestId('mfa-backup-left').textContent(), SLOW).toContain('9 backup codes left');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-settings-en-phone.png') });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-settings-en-phone-full.png'), fullPage: true });
    await expectNoSidewaysScroll(page, 390);
    await signOut(page);

    await passwordStep(page, '/en/login');
    await page.getByTestId('mfa-login-switch').click();
    await page.getByTestId('mfa-login-backup').fill(first);
    await page.getByTestId('mfa-login-submit').click();
    await expect.poll(() => page.getByText('The code is wrong or has expired.').count(), SLOW).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/en/login');

    await page.getByTestId('mfa-login-backup').fill(second);
    await page.getByTestId('mfa-login-submit').click();
    await page.waitForURL('**/en/dashboard');

    // A new set on the phone: the grid, copy and download fit the screen; the old codes stop working.
    await page.goto('/en/settings?tab=profile');
    await page.getByTestId('mfa-renew').click();
    await page.getByTestId('mfa-renew-dialog-password').fill(PASSWORD);
    await page.getByTestId('mfa-renew-dialog-confirm').click();
    await expect.poll(() => page.getByTestId('backup-code').count(), SLOW).toBe(10);
    await page.getByTestId('mfa-renew-dialog-password').waitFor({ state: 'detached' });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-backup-codes-en-phone.png'), animations: 'disabled' });
    await expectNoSidewaysScroll(page, 390);
    const renewed = (await page.getByTestId('backup-code').allTextContents()).map((code) => code.trim());
    expect(renewed.some((code) => backupCodes.includes(code))).toBe(false);
    backupCodes = renewed;
    await page.getByTestId('backup-codes-done').click();
    await expect.poll(() => page.getByTestId('mfa-backup-left').textContent(), SLOW).toContain('10 backup codes left');
  });

  it('shows the English settings on a desktop', async () => {
    const page = await newPage();
    await passwordStep(page, '/en/login');
    await page.getByTestId('mfa-login-code').fill(await freshTotpCode());
    await page.getByTestId('mfa-login-submit').click();
    await page.waitForURL('**/en/dashboard');
    await page.goto('/en/settings');
    await expect.poll(() => page.getByTestId('mfa-backup-left').textContent(), SLOW).toContain('10 backup codes left');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-settings-en.png') });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-settings-en-full.png'), fullPage: true });
  });
});
