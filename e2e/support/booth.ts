import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OrganiserApi } from './api.ts';
import { PHONE } from './browser.ts';
import type { RunningServer } from './server.ts';

export interface Uploaded {
  id: string;
  slug: string;
  micrositeUrl: string;
}
export interface ShootRow {
  id: string;
  kind: string;
  status: string;
  mimetype: string | null;
  src: string | null;
}

/** Drives one campaign's virtual booth in a camera-enabled browser, and waits on the organiser's API. */
export class BoothDriver {
  constructor(
    private readonly browser: Browser,
    private readonly server: RunningServer,
    private readonly api: OrganiserApi,
    readonly eventSlug: string,
  ) {}

  /** A guest opening the booth link, on a phone or a desktop, in German or English. */
  async open(options: { phone: boolean; english: boolean }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await this.browser.newContext({ baseURL: this.server.url, ...(options.phone ? PHONE : { viewport: { width: 1280, height: 900 } }) });
    await context.grantPermissions(['camera', 'microphone'], { origin: this.server.url });
    const page = await context.newPage();
    await page.goto(`${options.english ? '/en' : ''}/booth/${this.eventSlug}`);
    return { context, page };
  }

  /** Takes the picture in the current mode, says yes to "Submit", and answers what the upload answered. */
  async captureAndSubmit(page: Page): Promise<Uploaded> {
    await page.getByTestId('shutter').click();
    await page.getByTestId('submit-yes').click({ timeout: 30_000 });
    const uploaded = await page.waitForResponse(
      (response) => response.url().endsWith(`/api/events/${this.eventSlug}/shoots`) && response.request().method() === 'POST' && response.status() < 300,
      { timeout: 60_000 },
    );
    return (await uploaded.json()) as Uploaded;
  }

  /** Polls the organiser's list until every one of `ids` has left `processing`. */
  async waitUntilProcessed(ids: string[]): Promise<ShootRow[]> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const { shoots } = await this.api.request<{ shoots: ShootRow[] }>('GET', `/events/${this.eventSlug}/shoots?limit=50`);
      const mine = shoots.filter((shoot) => ids.includes(shoot.id));
      if (mine.length === ids.length && mine.every((shoot) => shoot.status !== 'processing')) return mine;
      if (Date.now() > deadline) throw new Error(`not processed in time: ${JSON.stringify(mine)}\n${this.server.logs().slice(-3000)}`);
      await new Promise((wait) => setTimeout(wait, 500));
    }
  }
}
