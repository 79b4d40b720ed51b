import { arFilterManifestSchema, arLayerFiles, type EventKioskDto } from '@booth/shared';

/**
 * Every file a kiosk campaign's screens may load, as the kiosk view lists them (`assets`: overlays,
 * backgrounds, attention and screen-saver media, videos, stickers, fonts, AR filters): each file
 * and its preview, each once. An AR filter's `src` is its uploaded ZIP, which a guest never loads;
 * its checked manifest is what the kiosk fetches (its layer pictures: `arFilterLayerUrls`).
 */
export function campaignAssetUrls(event: Pick<EventKioskDto, 'assets'>): string[] {
  const urls = new Set<string>();
  for (const asset of event.assets) {
    if (asset.arFilter) urls.add(asset.arFilter.manifestSrc);
    else urls.add(asset.src);
    if (asset.thumbSrc) urls.add(asset.thumbSrc);
  }
  return [...urls];
}

/** The campaign's settings as the kiosk loads them at start (page/kiosk-api.ts fetchKioskEvent). */
export function campaignSettingsUrl(slug: string): string {
  return `/api/events/${encodeURIComponent(slug)}/kiosk`;
}

/**
 * The layer pictures of an AR filter, named in its manifest relative to the manifest's own URL
 * (ar/ar-filter-loader.ts resolves them the same way). Fetching the manifest here also caches it
 * when the page is controlled by the kiosk's service worker.
 */
export async function arFilterLayerUrls(manifestSrc: string, fetchManifest: typeof fetch = fetch): Promise<string[]> {
  const base = new URL(manifestSrc, window.location.href);
  const response = await fetchManifest(base.href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The AR filter manifest ${manifestSrc} could not be loaded (${response.status})`);
  const manifest = arFilterManifestSchema.parse(await response.json());
  return arLayerFiles(manifest).map((file) => new URL(file, base).href);
}

/**
 * What the page hands the service worker when a campaign opens, so that it runs offline before a
 * guest ever used any of it: the settings, every asset and every AR filter's layers. A manifest that
 * cannot be read now leaves out only its own layers; the rest is still worth caching.
 */
export async function kioskCampaignUrls(event: Pick<EventKioskDto, 'slug' | 'assets'>, fetchManifest: typeof fetch = fetch): Promise<string[]> {
  const manifests = event.assets.flatMap((asset) => (asset.arFilter ? [asset.arFilter.manifestSrc] : []));
  const layers = await Promise.all(manifests.map((manifestSrc) => arFilterLayerUrls(manifestSrc, fetchManifest).catch(() => [])));
  return [...new Set([campaignSettingsUrl(event.slug), ...campaignAssetUrls(event), ...layers.flat()])];
}
