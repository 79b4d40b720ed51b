import {
  AR_FILTER_LIMITS,
  AR_FILTER_MANIFEST_FILE,
  AR_FILTER_PREVIEW_FILE,
  AR_FILTER_PREVIEW_SIZE,
  arLayerFiles,
  arMissingFiles,
  arPackageRoot,
  arStoredLayerFile,
  formatBytes,
  parseArFilterManifest,
  type ArFilterManifest,
} from '@booth/shared';
import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, Invalid } from '@/errors.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { MediaError } from '@/platform/media/media-error.ts';

/** A layer PNG as it will be served: re-encoded by sharp, under its stored name. */
export interface CheckedArLayer {
  /** Its path in the package. */
  source: string;
  /** Its file name in the store (`ar-layer-0.png`). */
  stored: string;
  data: Buffer;
}

export interface CheckedArFilter {
  /** The manifest as guests get it: defaults filled in, each layer's file renamed to its stored name. */
  manifest: ArFilterManifest;
  layers: CheckedArLayer[];
  /** The 180x180 preview, re-encoded. */
  preview: Buffer;
}

const problem = (message: string) => new Invalid(`AR filter: ${message}`);
const overLimit = (message: string) => new AppError('LIMIT_EXCEEDED', `AR filter: ${message}`);

/** Every entry of the ZIP by its path (inspectZip has already refused unsafe paths, links, bombs and duplicates). */
async function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) {
    entries.set(entry.fileName, entry);
    if (entries.size > AR_FILTER_LIMITS.maxEntries) {
      throw overLimit(`the ZIP holds more than ${AR_FILTER_LIMITS.maxEntries} files; a filter needs its manifest, preview and at most ${AR_FILTER_LIMITS.maxLayers} layers`);
    }
  }
  return entries;
}

/** An entry's bytes, refused by its declared size before anything is inflated (yauzl holds it to that size). */
async function readEntry(zip: ZipFile, entry: Entry, shown: string, limit: number): Promise<Buffer> {
  if (entry.uncompressedSize > limit) {
    throw overLimit(`${shown} is ${formatBytes(entry.uncompressedSize)} unpacked; at most ${formatBytes(limit)} are allowed`);
  }
  return buffer(await zip.openReadStreamPromise(entry));
}

function parseManifest(bytes: Buffer): ArFilterManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw problem(`${AR_FILTER_MANIFEST_FILE} is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = parseArFilterManifest(json);
  if (!parsed.ok) throw problem(`${AR_FILTER_MANIFEST_FILE}: ${parsed.problems.slice(0, 5).join('; ')}`);
  return parsed.manifest;
}

interface PngRule {
  what: string;
  /** Exact size (the preview) or the longest side allowed (layers). */
  size: { exactly: number } | { atMost: number };
  needsAlpha: boolean;
}

/** Decodes a PNG of the package fully (so a guest's browser never meets a broken one) and re-encodes it without metadata. */
async function checkPng(media: MediaGateway, data: Buffer, name: string, rule: PngRule): Promise<Buffer> {
  try {
    const info = await media.probeImage(data);
    if (info.format !== 'png') throw problem(`${name} must be a PNG image, not ${info.format.toUpperCase()}`);
    if (info.pages > 1) throw problem(`${name} is animated; ${rule.what} must be a still PNG`);
    if ('exactly' in rule.size && (info.width !== rule.size.exactly || info.height !== rule.size.exactly)) {
      throw problem(`${name} must be ${rule.size.exactly}x${rule.size.exactly} px, got ${info.width}x${info.height}`);
    }
    if ('atMost' in rule.size && Math.max(info.width, info.height) > rule.size.atMost) {
      throw problem(`${name} is ${info.width}x${info.height} px; ${rule.what} may be at most ${rule.size.atMost} px on each side`);
    }
    if (rule.needsAlpha && !info.hasAlpha) {
      throw problem(`${name} has no transparency; a layer is drawn over the guest's face, so it needs a PNG with an alpha channel`);
    }
    return (await media.normaliseImage(data)).data;
  } catch (error) {
    if (error instanceof MediaError && error.status < 500) throw problem(`${name}: ${error.message}`);
    throw error;
  }
}

/**
 * Opens an AR filter package (a ZIP already through inspectZip's checks), finds and validates its
 * manifest, and checks that the preview and every layer it names exist and decode as PNGs within the
 * limits (docs/ar-filters.md). Reads only the files the manifest names, each after its declared size
 * passed; nothing is written anywhere.
 */
export async function checkArFilterPackage(media: MediaGateway, zipPath: string): Promise<CheckedArFilter> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true });
  try {
    const entries = await entriesOf(zip);
    const paths = [...entries.keys()];
    const root = arPackageRoot(paths);
    if (root === undefined) {
      throw problem(`the ZIP has no ${AR_FILTER_MANIFEST_FILE}; put it at the top of the ZIP, or in the one folder that holds all the files`);
    }
    const entry = (file: string) => entries.get(`${root}${file}`) as Entry;
    const manifest = parseManifest(await readEntry(zip, entry(AR_FILTER_MANIFEST_FILE), AR_FILTER_MANIFEST_FILE, AR_FILTER_LIMITS.manifestBytes));
    const missing = arMissingFiles(manifest, paths, root);
    if (missing.length > 0) throw problem(`the ZIP lacks ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} needed by ${AR_FILTER_MANIFEST_FILE}`);

    const previewRule: PngRule = { what: 'the preview', size: { exactly: AR_FILTER_PREVIEW_SIZE }, needsAlpha: false };
    const preview = await checkPng(media, await readEntry(zip, entry(AR_FILTER_PREVIEW_FILE), AR_FILTER_PREVIEW_FILE, AR_FILTER_LIMITS.previewBytes), AR_FILTER_PREVIEW_FILE, previewRule);
    const layerRule: PngRule = { what: 'layers', size: { atMost: AR_FILTER_LIMITS.layerMaxSide }, needsAlpha: true };
    const layers: CheckedArLayer[] = [];
    for (const [index, source] of arLayerFiles(manifest).entries()) {
      const data = await checkPng(media, await readEntry(zip, entry(source), source, AR_FILTER_LIMITS.layerBytes), source, layerRule);
      layers.push({ source, stored: arStoredLayerFile(index), data });
    }
    const storedName = new Map(layers.map((layer) => [layer.source, layer.stored]));
    return {
      manifest: { ...manifest, layers: manifest.layers.map((layer) => ({ ...layer, file: storedName.get(layer.file) ?? layer.file })) },
      layers,
      preview,
    };
  } finally {
    zip.close();
  }
}
