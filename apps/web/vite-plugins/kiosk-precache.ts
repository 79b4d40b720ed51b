import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  KIOSK_MANIFEST_FILE,
  KIOSK_PRECACHE_FILE,
  KIOSK_SHELL_URL,
  KIOSK_SW_FILE,
  type KioskPrecacheList,
} from '../src/guest/kiosk/pwa/kiosk-pwa-files.ts';

/**
 * The offline kiosk's build side (issue 14): the list of every file the tablet kiosk may load
 * (kiosk-precache.json) and its service worker (kiosk-sw.js, src/guest/kiosk/pwa/sw.ts), both at the
 * web root. The list is the kiosk entry's chunk graph — static and dynamic imports with their CSS and
 * assets (fonts, pictures), never a chunk only the organiser app loads — plus kiosk.html (as the
 * offline shell), what it links (favicon, manifest and its icons) and the ML files the kiosk runs.
 * The worker is bundled on its own (esbuild, one classic script: a module worker is not yet
 * everywhere) with the list's version written in, so a new build is a new worker.
 */

const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SW_ENTRY = join(WEB_ROOT, 'src/guest/kiosk/pwa/sw.ts');

/**
 * The models the kiosk runs (paths as in src/guest/booth/ml/human-loader.ts, copied by ml-assets.ts):
 * the face check of the capture screen (blazeface, facemesh, iris), the AR face tracker (blazeface,
 * facemesh) and the person cut-out (selfie). Each is a json and its weights.
 */
export const KIOSK_ML_MODELS = ['blazeface', 'facemesh', 'iris', 'selfie'] as const;
/** tfjs picks one WASM binary by what the browser supports, so all of them. */
const ML_WASM = /^ml\/wasm\/[^/]+\.wasm$/;

/** What the graph walk reads of a bundle entry: Vite's output chunks and assets fit, and so does a test's. */
export interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string>; importedAssets: ReadonlySet<string> } | null;
  code?: string;
  source?: string | Uint8Array;
}
export type BundleFiles = Readonly<Record<string, BundleFile>>;

/**
 * Every output file the entry chunk of `entryId` (the HTML entry's absolute path) may load: its chunk,
 * the chunks it imports statically and dynamically, transitively, and the CSS and assets each of
 * them uses. Chunks only the organiser app reaches are never visited.
 */
export function entryGraphFiles(bundle: BundleFiles, entryId: string): string[] {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === entryId);
  if (!entry) throw new Error(`No entry chunk for ${entryId} in the bundle`);
  const files = new Set<string>();
  const visited = new Set<string>();
  const queue = [entry.fileName];
  while (queue.length > 0) {
    const fileName = queue.pop() as string;
    if (visited.has(fileName)) continue;
    visited.add(fileName);
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') throw new Error(`${fileName}, imported in the kiosk's graph, is not a chunk of the bundle`);
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return [...files].sort();
}

/**
 * Root-relative files a page links in its HTML (src and href): favicon, manifest, script, styles and
 * preloads. Other origins, protocol-relative and data: URLs are not ours to cache.
 */
export function htmlReferences(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|href)\s*=\s*["']([^"']+)["']/gi)) {
    const url = match[1] as string;
    if (url.startsWith('/') && !url.startsWith('//')) found.add(url.slice(1).split(/[?#]/)[0] as string);
  }
  return [...found].sort();
}

/**
 * A font's .woff copy next to its .woff2 (@fontsource lists both): every browser with service workers
 * reads woff2, so the woff twin would only double the download. Twins share the name before Vite's hash.
 */
export function withoutWoffTwins(files: readonly string[]): string[] {
  const stem = (file: string) => file.replace(/-[\w-]{8}\.woff2?$/, '');
  const woff2 = new Set(files.filter((file) => file.endsWith('.woff2')).map(stem));
  return files.filter((file) => !(file.endsWith('.woff') && woff2.has(stem(file))));
}

/** The ML files of the kiosk among the bundle's (ml-assets.ts emits them); a missing model fails the build. */
export function kioskMlFiles(fileNames: readonly string[]): string[] {
  const present = new Set(fileNames);
  const models = KIOSK_ML_MODELS.flatMap((name) => [`ml/models/${name}.json`, `ml/models/${name}.bin`]);
  const missing = models.filter((file) => !present.has(file));
  if (missing.length > 0) throw new Error(`The kiosk's ML files are not in the build: ${missing.join(', ')} (see vite-plugins/ml-assets.ts)`);
  const wasm = fileNames.filter((file) => ML_WASM.test(file));
  if (wasm.length === 0) throw new Error('The tfjs WASM binaries are not in the build (see vite-plugins/ml-assets.ts)');
  return [...models, ...wasm.sort()];
}

/** The icons a web app manifest names, root-relative. */
export function manifestIcons(manifest: string): string[] {
  const parsed = JSON.parse(manifest) as { icons?: Array<{ src?: unknown }> };
  return (parsed.icons ?? []).flatMap((icon) => (typeof icon.src === 'string' && icon.src.startsWith('/') ? [icon.src.slice(1)] : []));
}

/**
 * The list's version: a hash over every URL and the content behind it. URLs alone would miss a
 * change of the unhashed files (kiosk.html, the ML models of an updated package) and leave tablets
 * on the old precache.
 */
export function precacheVersion(entries: ReadonlyArray<{ url: string; content: string | Uint8Array }>): string {
  const hash = createHash('sha256');
  for (const { url, content } of [...entries].sort((a, b) => a.url.localeCompare(b.url))) {
    hash.update(url).update('\0').update(createHash('sha256').update(content).digest('hex')).update('\n');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The service worker as one classic script, with its precache version written in. */
export async function buildKioskServiceWorker(version: string, options: { entry?: string; minify?: boolean } = {}): Promise<string> {
  const result = await build({
    entryPoints: [options.entry ?? SW_ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: options.minify ?? true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    // Workbox leaves out its development logging in production.
    define: { __KIOSK_PRECACHE_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild wrote no service worker');
  return `// Boothwerk kiosk service worker, precache ${version}\n${output.text}`;
}

export interface KioskPrecacheOptions {
  /** The kiosk's HTML entry, relative to the project root. */
  html?: string;
  /** Whether the kiosk's ML files belong in the list (off for a test build without ml-assets). */
  ml?: boolean;
}

export function kioskPrecache(options: KioskPrecacheOptions = {}): Plugin {
  const htmlFile = options.html ?? 'kiosk.html';
  let config: ResolvedConfig;
  return {
    name: 'booth:kiosk-precache',
    apply: 'build',
    // After Vite's HTML plugin and ml-assets have put kiosk.html and the ML files into the bundle.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_output, bundle) {
      const files = bundle as unknown as BundleFiles;
      const html = files[htmlFile];
      if (!html || html.type !== 'asset') this.error(`${htmlFile} is not in the bundle`);
      const htmlSource = String(html.source);
      const publicFile = async (fileName: string): Promise<Buffer | null> => {
        if (!config.publicDir) return null;
        return readFile(join(config.publicDir, fileName)).catch(() => null);
      };
      const manifest = await publicFile(KIOSK_MANIFEST_FILE);

      const fileNames = new Set([
        htmlFile,
        ...withoutWoffTwins(entryGraphFiles(files, resolve(config.root, htmlFile))),
        ...htmlReferences(htmlSource),
        ...(manifest ? manifestIcons(manifest.toString('utf8')) : []),
        ...(options.ml === false ? [] : kioskMlFiles(Object.keys(files))),
      ]);
      const entries: Array<{ url: string; content: string | Uint8Array }> = [];
      for (const fileName of [...fileNames].sort()) {
        const inBundle = files[fileName];
        const content = inBundle ? (inBundle.code ?? inBundle.source) : await publicFile(fileName);
        if (content === undefined || content === null) this.error(`The kiosk loads /${fileName}, which the build does not have`);
        // kiosk.html is cached as a kiosk page answers it (KIOSK_SHELL_URL): the headers of a kiosk page come with it.
        entries.push({ url: fileName === htmlFile ? KIOSK_SHELL_URL : `${config.base}${fileName}`, content });
      }
      const version = precacheVersion(entries);
      const list: KioskPrecacheList = { version, urls: entries.map((entry) => entry.url).sort() };
      this.emitFile({ type: 'asset', fileName: KIOSK_PRECACHE_FILE, source: `${JSON.stringify(list, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: KIOSK_SW_FILE, source: await buildKioskServiceWorker(version, { minify: config.build.minify !== false }) });
      config.logger.info(`kiosk precache ${version}: ${list.urls.length} files`);
    },
  };
}
