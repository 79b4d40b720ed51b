/*
 * The page ↔ service worker protocol for caching an opened campaign (register-kiosk-sw.ts sends,
 * sw.ts answers through the message's port). Plain types with no imports: the worker bundle takes
 * this file as it is.
 */

/** Page → worker: cache these URLs now (the campaign's settings and every asset it uses). */
export interface CacheCampaignMessage {
  type: 'cache-campaign';
  urls: string[];
}

/** Worker → page, on the port that came with the request: how many are stored, how many could not be. */
export interface CacheCampaignDone {
  type: 'cache-campaign-done';
  cached: number;
  failed: number;
}

export function isCacheCampaignMessage(value: unknown): value is CacheCampaignMessage {
  const message = value as Partial<CacheCampaignMessage> | null;
  return typeof message === 'object' && message !== null && message.type === 'cache-campaign' && Array.isArray(message.urls) && message.urls.every((url) => typeof url === 'string');
}

export function isCacheCampaignDone(value: unknown): value is CacheCampaignDone {
  const message = value as Partial<CacheCampaignDone> | null;
  return typeof message === 'object' && message !== null && message.type === 'cache-campaign-done' && Number.isInteger(message.cached) && Number.isInteger(message.failed);
}
