/**
 * Composed sheets kept in this process: every screen at a venue asks for the same sheets at the same
 * versions within seconds (a wall loads 40 of them at HD), so each is drawn once, and requests arriving
 * while it is drawn wait for that one drawing. Bounded by bytes, least recently used first out; a
 * sheet's key holds its version, so a changed sheet is simply a new entry and the old one ages out.
 */
export interface SheetCache {
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
  readonly bytes: number;
}

/** About 100 HD sheets at 64 px, or 25 at 128 px: a busy wall's working set. */
export const SHEET_CACHE_BYTES = 32 * 1024 * 1024;

export function createSheetCache(maxBytes = SHEET_CACHE_BYTES): SheetCache {
  // A Map iterates in insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function remember(key: string, value: Buffer): void {
    if (value.length > maxBytes) return;
    entries.set(key, value);
    bytes += value.length;
    for (const [oldest, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    get bytes() {
      return bytes;
    },

    async get(key, make) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = drawing.get(key);
      if (pending) return pending;
      const made = make().then(
        (value) => {
          drawing.delete(key);
          remember(key, value);
          return value;
        },
        (error: unknown) => {
          drawing.delete(key);
          throw error;
        },
      );
      drawing.set(key, made);
      return made;
    },
  };
}
