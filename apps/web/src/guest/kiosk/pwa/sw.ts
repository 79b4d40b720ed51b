import { isCacheCampaignMessage } from './cache-campaign-message';
import { cacheCampaign } from './campaign-cache';
import { isKioskPagePath, kioskCacheRule, type KioskCacheRule } from './kiosk-cache-rule';
import { networkFirstNavigation } from './navigation';
import { dropOldPrecaches, installPrecache, precachedResponse, precachedShell } from './precache';
import { KIOSK_FILES_CACHE, KIOSK_SETTINGS_CACHE, kioskRuntimeStrategies } from './runtime-strategies';
import type { KioskWorkerScope } from './sw-scope';

/*
 * The kiosk's service worker (/kiosk-sw.js, built on its own by vite-plugins/kiosk-precache.ts): the
 * tablet booth starts and runs with the network off. Install caches the build's precache list (the
 * kiosk bundle, its CSS, fonts and ML files); kiosk page loads fall back to that; the campaign's
 * settings and assets are cached as they are used, or all at once when the page asks
 * (`cache-campaign`). What is cached for which request is kiosk-cache-rule.ts.
 *
 * Registered with scope '/' (register-kiosk-sw.ts): one worker and one precache for /kiosk/… and
 * /en/kiosk/…. Pages elsewhere (the organiser app) end up in scope too; navigations to them are left
 * to the browser, and their API and file calls are never cached (`fromKioskPage`).
 */

/** The precache version this worker belongs to, written in by the build: a new list makes a new worker. */
declare const __KIOSK_PRECACHE_VERSION__: string;
const VERSION = __KIOSK_PRECACHE_VERSION__;

const worker = globalThis as unknown as KioskWorkerScope;
const strategies = kioskRuntimeStrategies();
const RUNTIME_CACHES = { settings: KIOSK_SETTINGS_CACHE, 'campaign-file': KIOSK_FILES_CACHE } as const;

// A new version takes over as soon as its precache is complete: the next kiosk load runs it, and the
// page open now keeps what it loaded (the previous precache stays for its lazy chunks, precache.ts).
worker.addEventListener('install', (event) => {
  event.waitUntil(installPrecache(VERSION, worker.caches, fetch).then(() => worker.skipWaiting()));
});

// Claimed at once, so the page that registered the worker is served by it without a reload.
worker.addEventListener('activate', (event) => {
  event.waitUntil(dropOldPrecaches(VERSION, worker.caches).then(() => worker.clients.claim()));
});

/** Settings and files are cached for kiosk pages only; an organiser page in scope fetches as always. */
async function fromKioskPage(event: FetchEvent): Promise<boolean> {
  if (!event.clientId) return true;
  const client = await worker.clients.get(event.clientId);
  // A client not known (yet) is taken for a kiosk page: a kiosk that loses a file offline is worse.
  return !client || isKioskPagePath(new URL(client.url).pathname);
}

async function answer(rule: KioskCacheRule, event: FetchEvent): Promise<Response> {
  const { request } = event;
  switch (rule) {
    case 'navigation':
      return networkFirstNavigation(request, (navigation) => fetch(navigation), () => precachedShell(VERSION, worker.caches));
    case 'precache':
      return (await precachedResponse(request, VERSION, worker.caches)) ?? fetch(request);
    case 'settings':
    case 'campaign-file':
      return (await fromKioskPage(event)) ? strategies[rule].handle({ event, request }) : fetch(request);
  }
}

worker.addEventListener('fetch', (event) => {
  const rule = kioskCacheRule(event.request, worker.location.origin);
  // No rule: the browser fetches as if there were no worker (POST, uploads, device calls, other pages).
  if (rule) event.respondWith(answer(rule, event));
});

/** One URL of an opened campaign, cached the way a request for it would be: true once it is stored. */
async function cacheCampaignUrl(url: string, event: ExtendableMessageEvent): Promise<boolean> {
  const request = new Request(url, { credentials: 'same-origin' });
  const rule = kioskCacheRule(request, worker.location.origin);
  if (rule === 'precache') return Boolean(await precachedResponse(request, VERSION, worker.caches));
  if (rule !== 'settings' && rule !== 'campaign-file') return false;
  const [response, done] = strategies[rule].handleAll({ event, request });
  const ok = (await response).ok;
  await done;
  return ok && Boolean(await worker.caches.match(request, { cacheName: RUNTIME_CACHES[rule], ignoreVary: true }));
}

worker.addEventListener('message', (event) => {
  const message = event.data;
  const port = event.ports[0];
  if (!isCacheCampaignMessage(message) || !port) return;
  event.waitUntil(cacheCampaign(message.urls, (url) => cacheCampaignUrl(url, event)).then((done) => port.postMessage(done)));
});
