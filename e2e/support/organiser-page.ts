import type { Browser, Page } from 'playwright-core';
import { DEMO } from './api.ts';
import type { RunningServer } from './server.ts';

/** A desktop browser page signed in as the demo organiser through the login form, on the dashboard. */
export async function signedInPage(browser: Browser, server: RunningServer, options: { english?: boolean } = {}): Promise<Page> {
  const english = options.english ?? true;
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 950 } });
  const page = await context.newPage();
  await page.goto(english ? '/en/login' : '/login');
  await page.getByTestId('login-email').fill(DEMO.email);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
  return page;
}
