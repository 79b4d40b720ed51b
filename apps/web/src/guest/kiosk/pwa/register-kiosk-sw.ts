import { isCacheCampaignDone, type CacheCampaignDone, type CacheCampaignMessage } from './cache-campaign-message';
import { KIOSK_SW_FILE } from './kiosk-pwa-files';

/**
 * The worker's scope: the whole origin, one registration. Scopes `/kiosk` and `/en/kiosk` would keep
 * the organiser app out of it, but take two registrations of one script — two installs downloading
 * the same precache, each activation deleting what the other still serves. With '/' there is one
 * worker and one precache; sw.ts leaves navigations outside the kiosk to the browser and caches API
 * and file calls of kiosk pages only. A worker at /kiosk-sw.js may take '/' without any header.
 */
export const KIOSK_SW_SCOPE = '/';

/** How long the page waits for the worker's answer to `cache-campaign` (a campaign with long videos, slow Wi-Fi). */
const CACHE_CAMPAIGN_TIMEOUT_MS = 5 * 60_000;

type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>;

function container(): WorkerContainer | undefined {
  // Absent on an insecure page (http other than localhost) and in old browsers.
  return typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
}

/**
 * Registers the kiosk's service worker (the build writes /kiosk-sw.js): the kiosk then starts and runs
 * with the network off. Null where the browser has none or refuses it (the kiosk runs online only).
 */
export async function registerKioskServiceWorker(workers: WorkerContainer | undefined = container()): Promise<ServiceWorkerRegistration | null> {
  if (!workers) return null;
  try {
    // updateViaCache 'none': the update check never takes the worker from the HTTP cache.
    return await workers.register(`/${KIOSK_SW_FILE}`, { scope: KIOSK_SW_SCOPE, updateViaCache: 'none' });
  } catch {
    // A refused registration (no worker file in a dev server, storage blocked) leaves the kiosk online-only.
    return null;
  }
}

/** The registration's worker once it is active; null when there is none or its install failed. */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const pending = registration.installing ?? registration.waiting;
  if (!pending) return Promise.resolve(null);
  return new Promise((resolve) => {
    pending.addEventListener('statechange', function changed() {
      if (pending.state === 'activated') resolve(pending);
      else if (pending.state === 'redundant') resolve(registration.active);
      else return;
      pending.removeEventListener('statechange', changed);
    });
  });
}

/**
 * Asks the kiosk's service worker to cache `urls` now (kioskCampaignUrls: the opened campaign's
 * settings and every asset), so the campaign runs offline before a guest ever used any of it.
 * Answers how many are stored and how many could not be; everything failed when there is no worker.
 */
export async function cacheCampaignAssets(urls: string[], workers: WorkerContainer | undefined = container()): Promise<{ cached: number; failed: number }> {
  const nothing = { cached: 0, failed: new Set(urls).size };
  const registration = await workers?.getRegistration(KIOSK_SW_SCOPE);
  const worker = registration ? await activeWorker(registration) : null;
  if (!worker) return nothing;
  const channel = new MessageChannel();
  const done = new Promise<CacheCampaignDone>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The service worker did not answer cache-campaign in time')), CACHE_CAMPAIGN_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      if (!isCacheCampaignDone(event.data)) return;
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
  });
  const message: CacheCampaignMessage = { type: 'cache-campaign', urls };
  worker.postMessage(message, [channel.port2]);
  const { cached, failed } = await done;
  return { cached, failed };
}
