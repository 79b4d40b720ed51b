import { assetRule, eventTemplateIds, type EventTemplateId } from '@booth/shared';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileUrl } from '@/modules/assets/asset-views.ts';
import type { Db } from '@/platform/db/database.ts';
import { assetKey } from '@/platform/files/file-keys.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { assertDimensions } from '@/platform/uploads/inspect-upload.ts';
import type { StarterDesign } from './art/starter-design.ts';
import { designId, designOf, fontId, LIBRARY_CUSTOMER_ID, LIBRARY_EMAIL, publishedFonts, starterDesigns } from './starter-catalogue.ts';
import { starterFontFile, starterFonts, type StarterFontName } from './starter-fonts.ts';
import { publishStarterArFilters, starterArFilterIds } from './starter-ar-filters.ts';
import { ensureLibraryCustomer, findStarterFileKeys, upsertStarterAsset } from './starter-library.repo.ts';

export interface StarterLibraryDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  log: Logger;
  /** Rendered designs kept across data directories (a fresh test server renders nothing it rendered before). */
  cacheDir?: string;
}

export interface StarterLibrary {
  /** Preview picture URL of each template (its main overlay over its green-screen backdrop). */
  previews: Record<EventTemplateId, string>;
  /** What this start did: designs and fonts stored now, and how long it took. */
  stored: number;
  ms: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DEFAULT_CACHE_DIR = join(tmpdir(), 'boothwerk-starter-designs');
/**
 * Drawings rasterised at once: librsvg draws one SVG on one thread, so one per core keeps every core
 * busy; more in flight only hold more 12 MB pixel buffers while they wait for a thread.
 */
const RENDER_CONCURRENCY = Math.max(1, availableParallelism());

interface Rendered {
  data: Buffer;
  thumb: Buffer;
}

/** The version of a design is the hash of what it draws: a changed drawing gets new file keys. */
function versionOf(svg: string, format: string): string {
  return createHash('sha1').update(format).update(svg).digest('hex').slice(0, 12);
}

/** Write-then-rename, so a second process never reads half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/**
 * Files made once per machine and kept in `dir` under a name that is the hash of what made them:
 * a fresh data directory (or a test's fresh database) copies them instead of drawing them again.
 */
async function cachedFiles<K extends string>(dir: string, names: Record<K, string>, make: () => Promise<Record<K, Buffer>>): Promise<Record<K, Buffer>> {
  const keys = Object.keys(names) as K[];
  try {
    const read = await Promise.all(keys.map((key) => readFile(join(dir, names[key]))));
    return Object.fromEntries(keys.map((key, index) => [key, read[index]])) as Record<K, Buffer>;
  } catch {
    const made = await make();
    await mkdir(dir, { recursive: true });
    // The main file last: a reader that finds it finds the others too.
    for (const key of keys.toReversed()) await writeAtomically(join(dir, names[key]), made[key]);
    return made;
  }
}

function cached(dir: string, name: string, make: () => Promise<Rendered>): Promise<Rendered> {
  return cachedFiles(dir, { thumb: `${name}.thumb.webp`, data: `${name}.bin` }, make);
}

/** SVG → PNG (transparency) or JPEG (full-bleed backgrounds), plus the library's 512 px preview, from one rasterisation. */
export async function renderDesign(design: StarterDesign, svg: string, media: MediaGateway): Promise<Rendered> {
  const { image, thumbnail } = await media.renderSvg({ svg, format: design.format, thumbnail: true });
  // Checked when drawn; a cached file is the same drawing, so it is the same size.
  assertDesignFitsRules(design, image.width, image.height);
  return { data: image.data, thumb: (thumbnail as { data: Buffer }).data };
}

function mimetypeOf(design: StarterDesign): 'image/png' | 'image/jpeg' {
  return design.format === 'png' ? 'image/png' : 'image/jpeg';
}

/** The upload rules hold for starter designs too: a design of the wrong size or type is a bug here. */
export function assertDesignFitsRules(design: StarterDesign, width: number, height: number): void {
  if (!assetRule(design.kind).types.includes(mimetypeOf(design))) throw new Error(`${design.key}: ${design.kind} does not take ${design.format}`);
  assertDimensions(design.kind, width, height);
}

async function runLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function previewKey(template: EventTemplateId, version: string): string {
  return assetKey({ customerId: LIBRARY_CUSTOMER_ID, assetId: designId(designOf(template, 'overlay').key), variant: `preview-${version}`, ext: 'webp' });
}

/**
 * Publishes the starter designs and template fonts in the public asset library (owned by the
 * library customer) and renders each template's preview. Idempotent and cheap when nothing changed:
 * a design whose row already names the files of its current drawing is not rendered or stored again.
 */
export async function seedStarterLibrary(deps: StarterLibraryDeps): Promise<StarterLibrary> {
  const started = performance.now();
  const { db, files, media } = deps;
  const cacheDir = deps.cacheDir ?? DEFAULT_CACHE_DIR;
  await ensureLibraryCustomer(db, libraryCustomer());
  const existing = await findStarterFileKeys(db, [...starterDesigns.map((design) => designId(design.key)), ...publishedFonts.map(fontId), ...starterArFilterIds()]);
  let stored = 0;
  const now = new Date();
  const drawings = new Map<string, { svg: string; version: string }>();
  for (const design of starterDesigns) {
    const svg = design.draw();
    drawings.set(design.key, { svg, version: versionOf(svg, design.format) });
  }

  await runLimited(starterDesigns, RENDER_CONCURRENCY, async (design) => {
    const id = designId(design.key);
    const { svg, version } = drawings.get(design.key) as { svg: string; version: string };
    const ext = design.format === 'png' ? 'png' : 'jpg';
    const fileKey = assetKey({ customerId: LIBRARY_CUSTOMER_ID, assetId: id, variant: `original-${version}`, ext });
    const before = existing.get(id);
    if (before?.fileKey === fileKey) return;
    const rendered = await cached(cacheDir, `${version}.${ext}`, () => renderDesign(design, svg, media));
    const info = { width: design.width, height: design.height };
    const thumbnailKey = assetKey({ customerId: LIBRARY_CUSTOMER_ID, assetId: id, variant: `thumb-${version}`, ext: 'webp' });
    await files.put(fileKey, rendered.data, { contentType: mimetypeOf(design), cacheControl: IMMUTABLE });
    await files.put(thumbnailKey, rendered.thumb, { contentType: 'image/webp', cacheControl: IMMUTABLE });
    await upsertStarterAsset(db, {
      id,
      customerId: LIBRARY_CUSTOMER_ID,
      slug: `starter-${id.slice(0, 13)}`,
      originalname: design.name,
      encoding: '7bit',
      mimetype: mimetypeOf(design),
      fileKey,
      fileSize: rendered.data.length,
      thumbnailKey,
      width: info.width,
      height: info.height,
      orientation: assertDimensions(design.kind, info.width, info.height),
      assetType: design.kind,
      tags: ['starter', design.template, design.role],
      isPublic: true,
      status: 'ready',
      createdAt: now,
      updatedAt: now,
    });
    stored += 1;
    // The old drawing's files go once the row names the new ones; a second process may have done it already.
    if (before) {
      for (const key of [before.fileKey, before.thumbnailKey]) if (key && key !== fileKey && key !== thumbnailKey) await files.delete(key).catch(() => undefined);
    }
  });

  stored += await publishFonts(deps, existing, now);
  stored += await publishStarterArFilters(deps, existing, now);

  const previews = {} as Record<EventTemplateId, string>;
  for (const template of eventTemplateIds) {
    const overlay = designOf(template, 'overlay');
    const backdrop = designOf(template, 'greenScreen');
    const version = versionOf(`${drawings.get(overlay.key)?.version}:${drawings.get(backdrop.key)?.version}`, 'preview');
    const key = previewKey(template, version);
    if (!(await files.exists(key))) {
      const { preview } = await cachedFiles(cacheDir, { preview: `${version}.preview.webp` }, async () => {
        const picture = await files.get(assetKey({ customerId: LIBRARY_CUSTOMER_ID, assetId: designId(backdrop.key), variant: `original-${drawings.get(backdrop.key)?.version}`, ext: 'jpg' }));
        const front = await files.get(assetKey({ customerId: LIBRARY_CUSTOMER_ID, assetId: designId(overlay.key), variant: `original-${drawings.get(overlay.key)?.version}`, ext: 'png' }));
        return { preview: (await media.composePreview(await toBuffer(picture.stream), await toBuffer(front.stream), PREVIEW)).data };
      });
      await files.put(key, preview, { contentType: 'image/webp', cacheControl: IMMUTABLE });
    }
    previews[template] = fileUrl(key);
  }
  const ms = Math.round(performance.now() - started);
  if (stored > 0) deps.log.info({ stored, ms }, 'starter library published');
  return { previews, stored, ms };
}

async function toBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The template's overlay over its backdrop, 600 px wide: what the create form shows. */
const PREVIEW = { width: 600, quality: 82 } as const;

/** The template fonts as public `font` assets (those not stored yet, or changed); how many were stored. */
async function publishFonts(deps: StarterLibraryDeps, existing: Map<string, { fileKey: string }>, now: Date): Promise<number> {
  let stored = 0;
  for (const name of publishedFonts) stored += await publishFont(deps, name, existing.get(fontId(name))?.fileKey, now);
  return stored;
}

/** Only the template fonts of the library (a test of the font stylesheet needs no drawings); how many were stored. */
export async function publishStarterFonts(deps: StarterLibraryDeps): Promise<number> {
  await ensureLibraryCustomer(deps.db, libraryCustomer());
  return publishFonts(deps, await findStarterFileKeys(deps.db, publishedFonts.map(fontId)), new Date());
}

function libraryCustomer() {
  return { id: LIBRARY_CUSTOMER_ID, email: LIBRARY_EMAIL, passwordHash: `!no-login!${randomBytes(24).toString('hex')}` };
}

/** One face of a template font as a public `font` asset (the woff2 file of its @fontsource package). */
async function publishFont(deps: StarterLibraryDeps, name: StarterFontName, storedKey: string | undefined, now: Date): Promise<number> {
  const face = starterFonts[name];
  const data = await readFile(starterFontFile(name, 'woff2'));
  const version = createHash('sha1').update(data).digest('hex').slice(0, 12);
  const id = fontId(name);
  const fileKey = assetKey({ customerId: LIBRARY_CUSTOMER_ID, assetId: id, variant: `original-${version}`, ext: 'woff2' });
  if (storedKey === fileKey) return 0;
  await deps.files.put(fileKey, data, { contentType: 'font/woff2', cacheControl: IMMUTABLE });
  await upsertStarterAsset(deps.db, {
    id,
    customerId: LIBRARY_CUSTOMER_ID,
    slug: `starter-${id.slice(0, 13)}`,
    originalname: `${face.pkg}-${face.weight}.woff2`,
    encoding: '7bit',
    mimetype: 'font/woff2',
    fileKey,
    fileSize: data.length,
    thumbnailKey: null,
    width: null,
    height: null,
    orientation: null,
    assetType: 'font',
    tags: ['starter', 'font'],
    isPublic: true,
    fontName: face.family,
    fontFamily: face.family,
    fontStyle: 'normal',
    fontWeight: face.weight,
    status: 'ready',
    createdAt: now,
    updatedAt: now,
  });
  if (storedKey && storedKey !== fileKey) await deps.files.delete(storedKey).catch(() => undefined);
  return 1;
}

const seeded = new WeakMap<Db, Promise<StarterLibrary>>();

/**
 * The starter library of this process's database, seeded once: the start-up call and every request
 * that needs it share one run. A failed run is forgotten, so the next call tries again.
 */
export function ensureStarterLibrary(deps: StarterLibraryDeps): Promise<StarterLibrary> {
  let run = seeded.get(deps.db);
  if (!run) {
    run = seedStarterLibrary(deps).catch((error: unknown) => {
      seeded.delete(deps.db);
      throw error;
    });
    seeded.set(deps.db, run);
  }
  return run;
}
