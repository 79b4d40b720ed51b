import type { MosaicWall } from '@booth/shared';

/** The wall's calls (packages/shared/src/mosaic/mosaic-api.ts): every URL of the page in one place. */
export function wallUrls(slug: string) {
  const event = `/api/events/${encodeURIComponent(slug)}/mosaic`;
  return {
    wall: event,
    /**
     * The first connection names the wall JSON's cursor (the browser's own reconnects send Last-Event-ID)
     * and the generation drawn: the server answers another generation with `reset` at once.
     */
    stream: (cursor: string, generation: number) => `${event}/stream?lastEventId=${encodeURIComponent(cursor)}&generation=${generation}`,
    sheet: (sheet: number, size: number, version: number) => `${event}/sheets/${sheet}?size=${size}&v=${version}`,
    tile: (placementId: string, size: number) => `/api/mosaic-tiles/${encodeURIComponent(placementId)}?size=${size}`,
  };
}

export type WallUrls = ReturnType<typeof wallUrls>;

/** A refusal the page explains (unknown or switched off, not in the plan) rather than retries blindly. */
export class WallUnavailable extends Error {
  constructor(readonly status: 404 | 402) {
    super(status === 404 ? 'mosaic not found' : 'mosaic not in the plan');
  }
}

export async function fetchWall(url: string, signal?: AbortSignal): Promise<MosaicWall> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store', signal });
  if (response.status === 404 || response.status === 402) throw new WallUnavailable(response.status);
  if (!response.ok) throw new Error(`wall: HTTP ${response.status}`);
  return (await response.json()) as MosaicWall;
}

/**
 * An image as an ImageBitmap, decoded off the main thread: fetch + createImageBitmap, not an <img>,
 * so nothing waits on layout and a closed bitmap frees its memory at once.
 */
export async function fetchBitmap(url: string, signal?: AbortSignal): Promise<ImageBitmap> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return createImageBitmap(await response.blob());
}
