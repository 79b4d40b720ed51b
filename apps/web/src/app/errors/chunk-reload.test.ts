import { CHUNK_RELOAD_GUARD_MS } from '@booth/shared';
import { describe, expect, it, vi } from 'vitest';
import { chunkReloadAllowed, isChunkLoadError, reloadOnceForChunkError, shouldReloadForChunkError } from '@/app/errors/chunk-reload';

describe('chunk reload guard', () => {
  it('recognises failed dynamic imports of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('allows a reload when none happened or the last one is at least 60 s old', () => {
    expect(shouldReloadForChunkError(1_000_000, null)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 - CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 - CHUNK_RELOAD_GUARD_MS + 1)).toBe(false);
  });

  it('reloads once, then refuses within the window, then reloads again after it', () => {
    const reload = vi.fn();
    const start = 5_000_000;
    expect(reloadOnceForChunkError(window.sessionStorage, reload, start)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(chunkReloadAllowed(window.sessionStorage, start + 1_000)).toBe(false);
    expect(reloadOnceForChunkError(window.sessionStorage, reload, start + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(window.sessionStorage, reload, start + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when storage is unavailable (no guard, no loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const reload = vi.fn();
    expect(reloadOnceForChunkError(broken, reload, 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
