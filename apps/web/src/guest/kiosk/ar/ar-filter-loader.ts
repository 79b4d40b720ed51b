import { arFilterManifestSchema, type ArFilterManifest } from '@booth/shared';
import { loadImage } from '@/guest/booth/capture/frame-geometry';

/** An AR filter ready to draw: its checked manifest and each layer's decoded picture, in layer order. */
export interface LoadedArFilter {
  manifestSrc: string;
  manifest: ArFilterManifest;
  images: HTMLImageElement[];
}

async function fetchManifest(manifestSrc: string): Promise<ArFilterManifest> {
  const response = await fetch(manifestSrc, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The AR filter could not be loaded (${response.status})`);
  // The server checked it at upload; checked again so a stale or foreign file fails here, not mid-draw.
  return arFilterManifestSchema.parse(await response.json());
}

async function load(manifestSrc: string): Promise<LoadedArFilter> {
  const manifest = await fetchManifest(manifestSrc);
  // Layer files are named relative to the manifest (docs/ar-filters.md), which sits beside them.
  const base = new URL(manifestSrc, window.location.href);
  const files = [...new Set(manifest.layers.map((layer) => layer.file))];
  const pictures = new Map(await Promise.all(files.map(async (file) => [file, await decoded(new URL(file, base).href)] as const)));
  return { manifestSrc, manifest, images: manifest.layers.map((layer) => pictures.get(layer.file) as HTMLImageElement) };
}

/** Decoded before the first frame needs it, so switching filters never stalls a frame. */
async function decoded(src: string): Promise<HTMLImageElement> {
  const image = await loadImage(src);
  await image.decode().catch(() => undefined);
  return image;
}

// A guest switches back and forth between the few filters of a campaign: each is loaded once per page.
const loaded = new Map<string, Promise<LoadedArFilter>>();

/** The filter whose checked manifest is at `manifestSrc` (a guest asset's `arFilter.manifestSrc`), with its layers decoded. */
export function loadArFilter(manifestSrc: string): Promise<LoadedArFilter> {
  let pending = loaded.get(manifestSrc);
  if (!pending) {
    pending = load(manifestSrc);
    loaded.set(manifestSrc, pending);
    // A failure is not remembered: the next choice of the filter tries again.
    pending.catch(() => loaded.delete(manifestSrc));
  }
  return pending;
}
