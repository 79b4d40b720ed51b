import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OrganiserApi } from './support/api.ts';
import { BoothDriver } from './support/booth.ts';
import { startCameraRig, type CameraRig } from './support/camera-rig.ts';
import { createCampaign, type CreatedCampaign } from './support/campaign.ts';
import { expectFocusVisible, tabTo, type Focused } from './support/keyboard.ts';
import { waitForMail } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';

// Keyboard only: Tab, Shift+Tab, Enter, Space and typing, never a click; the focus shows at every step.

let rig: CameraRig;
let server: RunningServer;
let browser: Browser;
let api: OrganiserApi;
let campaign: CreatedCampaign;

beforeAll(async () => {
  rig = await startCameraRig('keyboard');
  ({ server, browser } = rig);
  api = await OrganiserApi.login(server.url);
  campaign = await createCampaign(
    api,
    {
      name: `Keyboard E2E ${Date.now()}`,
      shutter: { photo: { enabled: true } },
      screens: { shutter: { countdownSeconds: 1 }, sharing: { email: { enabled: true } } },
    },
    { live: true },
  );
}, 120_000);

afterAll(() => rig?.close());

/** A text field of the editor's settings form (its test id names the setting's path). */
const isSettingTextField = (focus: Focused) =>
  focus.testId.startsWith('field-') && (focus.tag === 'textarea' || (focus.tag === 'input' && ['', 'text', 'url', 'email'].includes(focus.type)));

/** The value at a dotted settings path of the campaign as the API answers it. */
function valueAt(event: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), event);
}

describe('keyboard only', () => {
  it('the organiser signs in, opens the editor, changes a setting on its first screen and saves', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 950 } });
    const page = await context.newPage();
    await page.goto('/en/login');
    await page.getByTestId('login-submit').waitFor();

    await tabTo(page, 'login-email');
    await page.keyboard.type(DEMO.email);
    await tabTo(page, 'login-password');
    await page.keyboard.type(DEMO.password);
    // The password's show/hide toggle is the next stop, with a name a screen reader can say.
    const toggle = await tabTo(page, (focus) => focus.tag === 'button', { max: 1 });
    expect(toggle.name).toMatch(/password/i);
    await tabTo(page, 'login-submit');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    // Typing the campaign's address, then on by keyboard into the editor.
    await page.goto(`/en/events/${campaign.slug}`);
    await tabTo(page, 'event-open-editor', { max: 80 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/en/events/${campaign.slug}/edit`);
    await page.getByTestId('editor-save').waitFor();

    const field = await tabTo(page, isSettingTextField, { max: 80 });
    const path = field.testId.slice('field-'.length);
    const value = `Tastatur ${Date.now()}`;
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
    await expectFocusVisible(page);

    // The save button sits in the header above the form: back with Shift+Tab.
    await tabTo(page, 'editor-save', { max: 80, backwards: true });
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/events/${campaign.id}`) && response.request().method() === 'PUT');
    await page.keyboard.press('Enter');
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    const stored = await api.request<Record<string, unknown>>('GET', `/events/${campaign.slug}`);
    expect(valueAt(stored, path), `setting ${path}`).toBe(value);
    await context.close();
  }, 120_000);

  it('a guest goes through the whole booth on a phone: start, capture, submit, share by e-mail', async () => {
    const booth = new BoothDriver(browser, server, api, campaign.slug);
    const { context, page } = await booth.open({ phone: true, english: false });
    await page.getByTestId('start-button').waitFor({ timeout: 30_000 });

    await tabTo(page, 'start-button');
    await page.keyboard.press('Enter');

    await page.getByTestId('shutter').waitFor({ timeout: 30_000 });
    await tabTo(page, 'shutter');
    await page.keyboard.press('Space');

    await page.getByTestId('submit-yes').waitFor({ timeout: 30_000 });
    await tabTo(page, 'submit-yes');
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith(`/api/events/${campaign.slug}/shoots`) && response.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await page.keyboard.press('Enter');
    expect((await uploaded).status()).toBeLessThan(300);

    await page.getByTestId('share-email-input').waitFor({ timeout: 30_000 });
    const email = `tastatur.${Date.now()}@example.com`;
    await tabTo(page, 'share-email-input');
    await page.keyboard.type(email);
    await tabTo(page, 'share-email-send');
    await page.keyboard.press('Enter');
    const mail = await waitForMail(server.dataDir, email, { timeoutMs: 60_000 });
    expect(mail).toContain(`/m/`);
    await context.close();
  }, 180_000);
});
