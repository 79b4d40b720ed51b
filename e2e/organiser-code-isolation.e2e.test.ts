import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OrganiserApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { editStoppedDatabase, grantBoothPlan, makeAdmin } from './support/database.ts';
import { findLink, waitForMail } from './support/outbox.ts';
import { startServer, type RunningServer } from './support/server.ts';

/*
 * The attack of issue 9: organiser A puts JavaScript on their booth; organiser B and an admin, both
 * signed in to the product in the same browser, open the booth link. The script runs (in its sandbox
 * frame) and tries everything it can with their sessions. It must get nothing and change nothing,
 * while the booth itself works under its Content-Security-Policy.
 */

const PASSWORD = 'a-good-password';
const ORGANISER_B = `organiser.b.${Date.now()}@example.com`;
const ADMIN = `admin.${Date.now()}@example.com`;

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let organiserA: OrganiserApi;
let eventSlug: string;

/** The organiser's script: tries to read and use the visitor's session, then reports on the console. */
function attackScript(target: string): string {
  return `
window.addEventListener('boothwerk:screen', function (e) { console.log('SCREEN ' + e.detail.screen); });
(async function () {
  var report = { origin: String(window.origin) };
  function attempt(name, read) {
    try { report[name] = 'read:' + JSON.stringify(read()); } catch (e) { report[name] = 'error:' + e.name; }
  }
  attempt('localStorage', function () { return Object.assign({}, window.localStorage); });
  attempt('sessionStorage', function () { return Object.assign({}, window.sessionStorage); });
  attempt('cookie', function () { return document.cookie; });
  attempt('parentDom', function () { return window.parent.document.body.innerHTML.slice(0, 100); });
  attempt('parentStorage', function () { return Object.assign({}, window.parent.localStorage); });
  attempt('topCookie', function () { return window.top.document.cookie; });
  async function call(name, url, init) {
    try {
      var response = await fetch(url, init);
      report[name] = 'status:' + response.status + ' ' + (await response.text()).slice(0, 200);
    } catch (e) { report[name] = 'error:' + e.name; }
  }
  await call('user', '/api/auth/user', { credentials: 'include' });
  await call('userAbsolute', ${JSON.stringify(`${target}/api/auth/user`)}, { credentials: 'include' });
  await call('createEvent', ${JSON.stringify(`${target}/api/events`)}, {
    method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Pwned by organiser code' })
  });
  await call('createEventSimple', ${JSON.stringify(`${target}/api/events`)}, {
    method: 'POST', credentials: 'include', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ name: 'Pwned by organiser code' })
  });
  console.log('ATTACK-REPORT ' + JSON.stringify(report));
})();
`;
}

async function registerActivated(email: string): Promise<void> {
  const response = await fetch(`${server.url}/api/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Iso', name: 'Lation', email, password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`registration of ${email}: ${response.status} ${await response.text()}`);
  const link = findLink(await waitForMail(dataDir, email, { containing: '/registration/activate' }), server.url, '/registration/activate');
  const token = new URL(link).searchParams.get('token');
  const activated = await fetch(`${server.url}/api/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  if (!activated.ok) throw new Error(`activation of ${email}: ${activated.status}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'booth-e2e-isolation-'));
  // First start: the accounts. Plans and the admin flag have no API yet, so they are set in the
  // database while the server is stopped, and the server is started again on the same data.
  const first = await startServer({ DATA_DIR: dataDir });
  try {
    await OrganiserApi.login(first.url);
    server = first;
    await registerActivated(ORGANISER_B);
    await registerActivated(ADMIN);
  } finally {
    await first.stop();
  }
  await editStoppedDatabase(dataDir, async (db) => {
    // Custom JavaScript is a Gold feature (docs/decisions.md).
    await grantBoothPlan(db, DEMO.email, 'Gold');
    await makeAdmin(db, ADMIN);
  });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser({ fakeCamera: true })]);
  organiserA = await OrganiserApi.login(server.url);
  const event = await organiserA.request<{ slug: string }>('POST', '/events', {
    eventType: 'live',
    name: `Hostile booth ${Date.now()}`,
    boothType: 'virtual',
    virtualSettings: { customJs: attackScript(server.url), customCss: 'body { outline: 0 }' },
  });
  eventSlug = event.slug;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Visit {
  context: BrowserContext;
  page: Page;
  messages: ConsoleMessage[];
  pageErrors: Error[];
}

/** A browser signed in to the product through the login page, as a person would be. */
async function signedInBrowser(email: string, options: { bypassCSP?: boolean } = {}): Promise<Visit> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 }, ...options });
  await context.grantPermissions(['camera', 'microphone'], { origin: server.url });
  const page = await context.newPage();
  const messages: ConsoleMessage[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/en/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('dashboard-greeting').waitFor({ timeout: 30_000 });
  return { context, page, messages, pageErrors };
}

async function attackReport(visit: Visit): Promise<Record<string, string>> {
  await expect.poll(() => visit.messages.some((message) => message.text().startsWith('ATTACK-REPORT ')), { timeout: 30_000 }).toBe(true);
  const line = visit.messages.find((message) => message.text().startsWith('ATTACK-REPORT '))?.text() ?? '';
  return JSON.parse(line.slice('ATTACK-REPORT '.length)) as Record<string, string>;
}

/** Nothing the script tried gave it the visitor's session, their data or a change. */
function expectNothingGained(report: Record<string, string>, email: string): void {
  expect(report.origin).toBe('null');
  for (const key of ['localStorage', 'sessionStorage', 'cookie', 'parentDom', 'parentStorage', 'topCookie']) {
    expect(report[key], key).toMatch(/^error:SecurityError$/);
  }
  for (const key of ['user', 'userAbsolute', 'createEvent', 'createEventSimple']) {
    // Refused before it left (CSP), unreadable (CORS), or answered without a session.
    expect(report[key], key).toMatch(/^(error:TypeError|status:0 |status:40[13] )/);
    expect(report[key], key).not.toContain(email);
  }
  expect(JSON.stringify(report)).not.toContain(email);
}

async function expectBoothWorks(visit: Visit): Promise<void> {
  const { page } = visit;
  await page.goto(`/en/booth/${eventSlug}`);
  const frame = page.getByTestId('booth-code-frame');
  await frame.waitFor({ state: 'attached', timeout: 30_000 });
  expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox');
  // The camera start screen renders, and the flow goes on to the camera with the ML models under the page's CSP.
  await page.getByTestId('start-button').click({ timeout: 30_000 });
  await page.getByTestId('shutter').waitFor({ timeout: 60_000 });
  // The organiser's analytics still see the flow.
  await expect.poll(() => visit.messages.map((message) => message.text()), { timeout: 15_000 }).toEqual(expect.arrayContaining(['SCREEN start', 'SCREEN main']));
}

/** Errors of our own pages (not the sandbox frame, whose blocked attempts are the point). */
function ownPageErrors(visit: Visit): string[] {
  const ours = visit.messages.filter((message) => message.type() === 'error' && !message.location().url.includes('/booth-code/'));
  return [...ours.map((message) => `${message.location().url}: ${message.text()}`), ...visit.pageErrors.map((error) => error.message)];
}

async function eventNames(api: OrganiserApi): Promise<string[]> {
  const { events } = await api.request<{ events: Array<{ name: string }> }>('GET', '/events?limit=100');
  return events.map((event) => event.name);
}

describe("an organiser's custom JavaScript on a booth page", () => {
  it.each([
    ['another organiser', () => ORGANISER_B],
    ['an admin', () => ADMIN],
  ])('opened by %s who is signed in: runs, gets nothing, changes nothing; the booth works under its CSP', async (_who, emailOf) => {
    const email = emailOf();
    const visit = await signedInBrowser(email);
    try {
      await expectBoothWorks(visit);
      expectNothingGained(await attackReport(visit), email);
      expect(ownPageErrors(visit).filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
      expect(visit.pageErrors).toEqual([]);
      // Still signed in: the cookie was neither stolen nor usable, but it is intact for its owner.
      const user = await visit.page.evaluate(async () => (await fetch('/api/auth/user')).json() as Promise<{ email: string }>);
      expect(user.email).toBe(email);
    } finally {
      await visit.context.close();
    }
    const visitor = await OrganiserApi.login(server.url, { email, password: PASSWORD });
    expect(await eventNames(visitor)).not.toContain('Pwned by organiser code');
    expect(await eventNames(organiserA)).not.toContain('Pwned by organiser code');
  });

  it('gets nothing even where the CSP is not applied: the sandbox frame and the cookie rules hold on their own', async () => {
    const visit = await signedInBrowser(ADMIN, { bypassCSP: true });
    try {
      await visit.page.goto(`/booth/${eventSlug}`);
      expectNothingGained(await attackReport(visit), ADMIN);
    } finally {
      await visit.context.close();
    }
    const admin = await OrganiserApi.login(server.url, { email: ADMIN, password: PASSWORD });
    expect(await eventNames(admin)).not.toContain('Pwned by organiser code');
  });

  it('the web app keeps no session token where a script could read it', async () => {
    const visit = await signedInBrowser(ORGANISER_B);
    try {
      const visible = await visit.page.evaluate(() => ({ cookie: document.cookie, storage: JSON.stringify({ ...window.localStorage, ...window.sessionStorage }) }));
      const cookies = await visit.context.cookies();
      const session = cookies.find((cookie) => cookie.name === 'token');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(visible.cookie).not.toContain(session?.value ?? 'no session cookie');
      expect(visible.storage).not.toContain(session?.value ?? 'no session cookie');
      expect(visible.storage).toContain('signed-in');
      // The organiser app's pages load nothing inline that the strict CSP would block.
      expect(ownPageErrors(visit).filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
      const html = await (await fetch(`${server.url}/en/dashboard`, { headers: { accept: 'text/html' } })).text();
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    } finally {
      await visit.context.close();
    }
  });
});
