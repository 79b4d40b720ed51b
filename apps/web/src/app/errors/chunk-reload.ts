import { CHUNK_RELOAD_GUARD_MS } from '@booth/shared';

const KEY = 'boothwerk.chunkReloadAt';

/**
 * After a deploy, an open tab may ask for page chunks that no longer exist. One reload fetches the
 * new index; the timestamp guard stops a reload loop when the chunk is really gone (platform §8).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /Failed to fetch dynamically imported module/i.test(error.message) ||
    /error loading dynamically imported module/i.test(error.message) ||
    /Importing a module script failed/i.test(error.message) ||
    /Unable to preload CSS/i.test(error.message) ||
    error.name === 'ChunkLoadError'
  );
}

export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

function readLastReload(storage: Storage): number | null {
  const stored = storage.getItem(KEY);
  return stored === null ? null : Number(stored);
}

/** Whether a chunk failure may reload now (read-only; `reloadOnceForChunkError` does the reload). */
export function chunkReloadAllowed(storage: Storage = window.sessionStorage, now: number = Date.now()): boolean {
  try {
    return shouldReloadForChunkError(now, readLastReload(storage));
  } catch {
    return false;
  }
}

/** Reloads the page unless it already did so within the guard window. Returns whether it reloaded. */
export function reloadOnceForChunkError(
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  let last: number | null;
  try {
    last = readLastReload(storage);
  } catch {
    // No storage means no guard: never reload, to be safe from loops.
    return false;
  }
  if (!shouldReloadForChunkError(now, last)) return false;
  try {
    storage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
