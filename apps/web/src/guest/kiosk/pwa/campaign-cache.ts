import type { CacheCampaignDone } from './cache-campaign-message';
import { forEachLimited } from './limited';

/** Downloads at a time: a campaign may hold several videos, and guests use the same Wi-Fi. */
const PARALLEL = 4;

/**
 * Caches each URL once with `cacheOne` (true: stored and usable offline) and counts the outcome. A
 * failure of one file never stops the others: a campaign with one broken video still runs offline
 * with everything else, and the page learns how many are missing.
 */
export async function cacheCampaign(urls: readonly string[], cacheOne: (url: string) => Promise<boolean>, parallel = PARALLEL): Promise<CacheCampaignDone> {
  let cached = 0;
  let failed = 0;
  await forEachLimited([...new Set(urls)], parallel, async (url) => {
    const stored = await cacheOne(url).catch(() => false);
    if (stored) cached++;
    else failed++;
  });
  return { type: 'cache-campaign-done', cached, failed };
}
