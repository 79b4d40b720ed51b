import type { Page } from 'playwright-core';
import type { OrganiserApi } from './api.ts';

export interface CreatedCampaign {
  id: string;
  slug: string;
}

/** Creates a campaign through the API; `live` publishes it at once (a new campaign starts as a draft). */
export async function createCampaign(api: OrganiserApi, settings: Record<string, unknown>, options: { live: boolean }): Promise<CreatedCampaign> {
  const created = await api.request<CreatedCampaign>('POST', '/events', { boothType: 'virtual', dimension: '3:4', ...settings });
  if (options.live) await api.request('PUT', `/events/${created.id}`, { eventType: 'live' });
  return created;
}

/**
 * Waits until a page has finished loading what it shows: a heading is there and no loader, skeleton
 * or busy region is left (a page that keeps one, e.g. waiting for pictures, is taken as it is after
 * `timeout`), then lets transitions end so colours are read at rest.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForLoadState('load');
  const busy = page.locator('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]');
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline && (await busy.count()) > 0) await page.waitForTimeout(150);
  await page.waitForTimeout(400);
}
