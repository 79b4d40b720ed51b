import { isKioskPrecacheList, KIOSK_PRECACHE_FILE, KIOSK_PRECACHE_PREFIX, KIOSK_SHELL_URL, kioskPrecacheName } from './kiosk-pwa-files';
import { forEachLimited } from './limited';

/** Downloads at a time while installing. */
const PARALLEL = 6;
/**
 * The server varies its static files on Accept-Encoding (precompressed variants), a header a
 * worker's Request never shows; the cached bytes are the decoded file either way.
 */
const MATCH: CacheQueryOptions = { ignoreVary: true };

/** Vite's output under /assets/ is named by its content: any cached copy of it is the right one. */
function isHashedFile(url: string): boolean {
  return new URL(url, 'http://kiosk.invalid').pathname.startsWith('/assets/');
}

/**
 * The install step: fetches the build's list and caches every file of it in the cache named by the
 * version this worker was built with (vite-plugins/kiosk-precache.ts writes both). Files an earlier,
 * interrupted install already stored are not fetched again, so a flaky venue network still gets
 * there. A list of another version (a deploy between fetching the worker and the list) fails the
 * install: the browser installs the newer worker next time instead of mixing two builds.
 */
export async function installPrecache(version: string, storage: CacheStorage, fetcher: typeof fetch): Promise<void> {
  const response = await fetcher(`/${KIOSK_PRECACHE_FILE}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`/${KIOSK_PRECACHE_FILE} answered ${response.status}`);
  const list: unknown = await response.json();
  if (!isKioskPrecacheList(list)) throw new Error(`/${KIOSK_PRECACHE_FILE} is not a precache list`);
  if (list.version !== version) throw new Error(`/${KIOSK_PRECACHE_FILE} is version ${list.version}, this worker was built for ${version}`);
  const cache = await storage.open(kioskPrecacheName(version));
  await forEachLimited(list.urls, PARALLEL, async (url) => {
    if (await cache.match(url, MATCH)) return;
    // A hashed file the previous version has too is copied, not downloaded again over venue Wi-Fi.
    const kept = isHashedFile(url) ? await storage.match(url, MATCH) : undefined;
    if (kept) return cache.put(url, kept);
    // Revalidated: the browser's HTTP cache may hold an older kiosk.html or model under the same name.
    const answer = await fetcher(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    await cache.put(url, answer);
  });
}

/**
 * The precaches activation deletes: all of other versions but the newest of them. That one stays for
 * a page still running it — the new worker takes over open pages at once, and such a page loads its
 * lazy chunks (the ML, AR) from there when the network is gone. Cache names list in creation order.
 */
export function precachesToDrop(cacheNames: readonly string[], version: string): string[] {
  const current = kioskPrecacheName(version);
  const others = cacheNames.filter((name) => name.startsWith(KIOSK_PRECACHE_PREFIX) && name !== current);
  return others.slice(0, -1);
}

export async function dropOldPrecaches(version: string, storage: CacheStorage): Promise<void> {
  await Promise.all(precachesToDrop(await storage.keys(), version).map((name) => storage.delete(name)));
}

/**
 * A file of the kiosk from this version's precache; a hashed /assets/ file also from the version
 * before (its name is its content, so any copy is right). Undefined for anything else.
 */
export async function precachedResponse(request: Request | string, version: string, storage: CacheStorage): Promise<Response | undefined> {
  const found = await storage.match(request, { ...MATCH, cacheName: kioskPrecacheName(version) });
  if (found) return found;
  return isHashedFile(typeof request === 'string' ? request : request.url) ? storage.match(request, MATCH) : undefined;
}

/** kiosk.html as a kiosk page, for every kiosk navigation the network does not answer. */
export function precachedShell(version: string, storage: CacheStorage): Promise<Response | undefined> {
  return storage.match(KIOSK_SHELL_URL, { ...MATCH, cacheName: kioskPrecacheName(version) });
}
