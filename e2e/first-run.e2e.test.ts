import type { EventTemplateId } from '@booth/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCounter } from './support/action-counter.ts';
import { OrganiserApi } from './support/api.ts';
import { PHONE } from './support/browser.ts';
import { startCameraRig, type CameraRig } from './support/camera-rig.ts';
import { findLink, waitForMail } from './support/outbox.ts';
import { decodeQr } from './support/qr.ts';
import type { RunningServer } from './support/server.ts';

// The quality bar of issue 12: a new account goes from the dashboard to a published campaign from a
// template, opens its booth on a phone and takes a picture, in under 20 actions.

const ACTION_LIMIT = 20;

let rig: CameraRig;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  rig = await startCameraRig('first-run');
  ({ server, browser } = rig);
}, 120_000);

afterAll(() => rig?.close());

interface Account {
  email: string;
  password: string;
  firstName: string;
}

/** Setup, not counted: registers through the API and activates with the link from the outbox. */
async function newAccount(locale: 'de' | 'en', firstName: string): Promise<Account> {
  const account = { email: `${firstName.toLowerCase()}.${Date.now()}@example.com`, password: 'ein-gutes-passwort', firstName };
  const registered = await fetch(`${server.url}/api/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify({ ...account, name: 'Neumann' }),
  });
  expect(registered.status, await registered.text()).toBeLessThan(300);
  const mail = await waitForMail(server.dataDir, account.email, { containing: '/registration/activate' });
  const token = new URL(findLink(mail, server.url, '/registration/activate')).searchParams.get('token');
  const activated = await fetch(`${server.url}/api/auth/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(activated.status, await activated.text()).toBeLessThan(300);
  return account;
}

/** Setup, not counted: signs in through the form and lands on the dashboard. */
async function signIn(account: Account, locale: 'de' | 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(locale === 'en' ? '/en/login' : '/login');
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
  return page;
}

async function newcomer(locale: 'de' | 'en', template: EventTemplateId, firstName: string, campaignName: string) {
  const account = await newAccount(locale, firstName);
  const page = await signIn(account, locale);
  const act = new ActionCounter(`first-run-${locale}`);

  // The dashboard of an account without campaigns leads the way, greeting by first name.
  const firstRun = page.getByTestId('first-run');
  await firstRun.waitFor({ timeout: 20_000 });
  await expect.poll(() => page.textContent('body')).toContain(firstName);
  for (const step of ['create', 'test', 'share']) await page.getByTestId(`first-run-step-${step}`).waitFor();
  await page.getByTestId(`first-run-template-${template}`).waitFor();
  await act.screenshot(page, 'dashboard');

  await act.click(page.getByTestId(`first-run-template-${template}`));
  // The template card leads to the create form with the template chosen.
  await page.getByTestId('new-event-submit').waitFor({ timeout: 20_000 });
  await act.screenshot(page, 'new-campaign');
  await act.fill(page.getByTestId('new-event-name'), campaignName);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/events') && response.request().method() === 'POST');
  await act.click(page.getByTestId('new-event-submit'));
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const body = answer.request().postDataJSON() as { template?: string };
  expect(body.template).toBe(template);
  const { slug } = (await answer.json()) as { slug: string };

  // The new campaign is a draft until published; one clear action publishes it.
  const status = page.getByTestId('event-status');
  await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('draft');
  await page.getByTestId('booth-qr').waitFor();
  await act.screenshot(page, 'campaign-draft');
  await act.click(page.getByTestId('event-publish'));
  await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('live');
  await act.screenshot(page, 'campaign-live');

  // The organiser points the phone at the QR code: one action, and the phone opens what the code says.
  const boothUrl = await decodeQr(await page.getByTestId('booth-qr').screenshot());
  expect(boothUrl, 'the booth QR code decodes').toMatch(new RegExp(`/booth/${slug}$`));
  act.note('scan the booth QR code with the phone');

  const phone = await browser.newContext({ ...PHONE, locale: locale === 'en' ? 'en-GB' : 'de-DE' });
  await phone.grantPermissions(['camera', 'microphone'], { origin: server.url });
  const booth = await phone.newPage();
  await booth.goto(boothUrl ?? '');
  await booth.getByTestId('start-button').waitFor({ timeout: 30_000 });
  expect(await booth.getByTestId('booth-not-live').count(), 'a published booth is live').toBe(0);
  expect(await booth.getByTestId('booth-test-mode').count(), 'a published booth is not in test mode').toBe(0);
  await act.screenshot(booth, 'booth-start');
  await act.click(booth.getByTestId('start-button'));

  await booth.getByTestId('shutter').waitFor({ timeout: 30_000 });
  await act.screenshot(booth, 'booth-capture');
  await act.click(booth.getByTestId('shutter'));
  await booth.getByTestId('submit-yes').waitFor({ timeout: 30_000 });
  await act.screenshot(booth, 'booth-review');
  const uploaded = booth.waitForResponse(
    (response) => response.url().endsWith(`/api/events/${slug}/shoots`) && response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await act.click(booth.getByTestId('submit-yes'));
  expect((await uploaded).status()).toBeLessThan(300);
  await booth.getByTestId('share-screen').waitFor({ timeout: 30_000 });
  await act.screenshot(booth, 'booth-share');

  expect(act.count, `actions taken:\n${act.log}`).toBeLessThan(ACTION_LIMIT);

  // What the newcomer made is real: a live campaign from the template with one real (not test) picture.
  const api = await OrganiserApi.login(server.url, { email: account.email, password: account.password });
  const event = await api.request<{ eventType: string }>('GET', `/events/${slug}`);
  expect(event.eventType).toBe('live');
  const { shoots } = await api.request<{ shoots: Array<{ isTest: boolean }> }>('GET', `/events/${slug}/shoots?limit=10`);
  expect(shoots).toHaveLength(1);
  expect(shoots[0]?.isTest).toBe(false);
  await phone.close();
  await page.context().close();
}

describe('a newcomer, counted', () => {
  it('in German: dashboard → wedding template → published → picture on the phone, under 20 actions', async () => {
    await newcomer('de', 'wedding', 'Anna', 'Hochzeit Anna & Ben');
  }, 240_000);

  it('in English: dashboard → party template → published → picture on the phone, under 20 actions', async () => {
    await newcomer('en', 'party', 'Grace', 'Grace turns 30');
  }, 240_000);
});
