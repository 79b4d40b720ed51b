import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ensureBuilt } from './support/server-process.ts';

/*
 * The tablet booth's bytes before the camera starts: everything kiosk.html loads up front (its entry
 * script, the module preloads and the style sheets), as the browser receives them (the precompressed
 * Brotli files the server sends), against the virtual booth's booth.html measured the same way. The
 * camera, the face tracker, the review editor's filters and the operator's calibration are lazy chunks
 * and not counted. Byte counts do not vary between runs, so one reading is the median and the spread.
 */
const DIST = resolve(import.meta.dirname, '../apps/web/dist');
const ASSET = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g;

async function transferredBytes(path: string): Promise<number> {
  const compressed = await stat(join(DIST, `${path}.br`)).catch(() => null);
  return compressed ? compressed.size : (await stat(join(DIST, path))).size;
}

/** The page itself plus every script and style sheet it names, in transferred bytes. */
async function pageBytes(page: string): Promise<{ bytes: number; files: number }> {
  const html = await readFile(join(DIST, page), 'utf8');
  const assets = [...new Set([...html.matchAll(ASSET)].map((match) => match[1] as string))];
  const sizes = await Promise.all(assets.map(transferredBytes));
  return { bytes: Buffer.byteLength(html) + sizes.reduce((sum, size) => sum + size, 0), files: assets.length + 1 };
}

export async function benchKioskBundle(): Promise<string> {
  ensureBuilt('web');
  const kiosk = await pageBytes('kiosk.html');
  const booth = await pageBytes('booth.html');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  return `kiosk bundle before the camera: ${kb(kiosk.bytes)} in ${kiosk.files} files (Brotli) against the virtual booth's ${kb(booth.bytes)} in ${booth.files} → ${(kiosk.bytes / booth.bytes).toFixed(2)}×`;
}
