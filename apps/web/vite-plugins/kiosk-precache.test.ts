// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import {
  buildKioskServiceWorker,
  entryGraphFiles,
  htmlReferences,
  kioskMlFiles,
  kioskPrecache,
  manifestIcons,
  precacheVersion,
  withoutWoffTwins,
  type BundleFile,
} from './kiosk-precache.ts';

function chunk(fileName: string, parts: Partial<BundleFile> = {}, css: string[] = [], assets: string[] = []): BundleFile {
  return { type: 'chunk', fileName, imports: [], dynamicImports: [], viteMetadata: { importedCss: new Set(css), importedAssets: new Set(assets) }, code: `/* ${fileName} */`, ...parts };
}
const asset = (fileName: string): BundleFile => ({ type: 'asset', fileName, source: fileName });

/** The two guest/organiser entries of the real build in miniature: what they share and what each has alone. */
function bundle(): Record<string, BundleFile> {
  const files = [
    chunk('assets/kiosk-K1.js', { isEntry: true, facadeModuleId: '/web/kiosk.html', imports: ['assets/react-R1.js'], dynamicImports: ['assets/human-H1.js', 'assets/preview-P1.js'] }, ['assets/kiosk-K1.css'], ['assets/open-sans-latin-400-normal-AbCd1234.woff2', 'assets/open-sans-latin-400-normal-EfGh5678.woff']),
    chunk('assets/react-R1.js'),
    // A lazy chunk that imports a shared one and brings its own CSS and picture.
    chunk('assets/preview-P1.js', { imports: ['assets/react-R1.js', 'assets/guest-shared-G1.js'] }, ['assets/preview-P1.css'], ['assets/frame-F1.png']),
    chunk('assets/guest-shared-G1.js', { dynamicImports: ['assets/preview-P1.js'] }),
    chunk('assets/human-H1.js'),
    chunk('assets/main-M1.js', { isEntry: true, facadeModuleId: '/web/index.html', imports: ['assets/react-R1.js'], dynamicImports: ['assets/events-E1.js'] }, ['assets/main-M1.css'], ['assets/raleway-Zz998877.woff2']),
    chunk('assets/events-E1.js', {}, ['assets/events-E1.css']),
    asset('assets/kiosk-K1.css'),
    asset('assets/preview-P1.css'),
    asset('assets/main-M1.css'),
    asset('assets/events-E1.css'),
    asset('kiosk.html'),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

describe('entryGraphFiles', () => {
  it("walks the kiosk entry's static and dynamic imports with their CSS and assets, transitively and each once", () => {
    expect(entryGraphFiles(bundle(), '/web/kiosk.html')).toEqual([
      'assets/frame-F1.png',
      'assets/guest-shared-G1.js',
      'assets/human-H1.js',
      'assets/kiosk-K1.css',
      'assets/kiosk-K1.js',
      'assets/open-sans-latin-400-normal-AbCd1234.woff2',
      'assets/open-sans-latin-400-normal-EfGh5678.woff',
      'assets/preview-P1.css',
      'assets/preview-P1.js',
      'assets/react-R1.js',
    ]);
  });

  it("never lists the organiser app's chunks, styles or fonts", () => {
    const kiosk = entryGraphFiles(bundle(), '/web/kiosk.html');
    for (const organiserOnly of ['assets/main-M1.js', 'assets/main-M1.css', 'assets/events-E1.js', 'assets/events-E1.css', 'assets/raleway-Zz998877.woff2']) {
      expect(kiosk).not.toContain(organiserOnly);
    }
    // The shared React chunk is the kiosk's too.
    expect(entryGraphFiles(bundle(), '/web/index.html')).toContain('assets/react-R1.js');
  });

  it('fails for a missing entry or an import the bundle does not have', () => {
    expect(() => entryGraphFiles(bundle(), '/web/booth.html')).toThrow('No entry chunk for /web/booth.html');
    const broken = bundle();
    broken['assets/human-H1.js'] = chunk('assets/human-H1.js', { imports: ['assets/gone.js'] });
    expect(() => entryGraphFiles(broken, '/web/kiosk.html')).toThrow('assets/gone.js');
  });
});

describe('the list parts', () => {
  it('takes the root-relative files a page links, never other origins or data: URLs', () => {
    const html = `<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/kiosk.webmanifest">
      <script type="module" crossorigin src="/assets/kiosk-K1.js"></script><link rel="stylesheet" href='/assets/kiosk-K1.css?v=1'>
      <link href="https://fonts.example/x.css" rel="stylesheet"><img src="//cdn.example/x.png"><img src="data:image/png;base64,AAAA">`;
    expect(htmlReferences(html)).toEqual(['assets/kiosk-K1.css', 'assets/kiosk-K1.js', 'favicon.svg', 'kiosk.webmanifest']);
  });

  it('drops a .woff whose .woff2 twin is listed, keeps a .woff that has none', () => {
    expect(withoutWoffTwins(['assets/a-400-AbCd1234.woff2', 'assets/a-400-EfGh5678.woff', 'assets/only-woff-Ab_d1234.woff', 'assets/x.js'])).toEqual([
      'assets/a-400-AbCd1234.woff2',
      'assets/only-woff-Ab_d1234.woff',
      'assets/x.js',
    ]);
  });

  it("picks the kiosk's models and every WASM binary, and fails when a model is missing", () => {
    const names = ['blazeface', 'facemesh', 'iris', 'selfie', 'emotion'].flatMap((name) => [`ml/models/${name}.json`, `ml/models/${name}.bin`]);
    const all = [...names, 'ml/wasm/tfjs-backend-wasm.wasm', 'ml/wasm/tfjs-backend-wasm-simd.wasm', 'ml/check.js', 'ml/check.html'];
    const picked = kioskMlFiles(all);
    expect(picked).toContain('ml/models/facemesh.bin');
    expect(picked).toContain('ml/models/selfie.json');
    expect(picked).toContain('ml/wasm/tfjs-backend-wasm-simd.wasm');
    expect(picked).not.toContain('ml/models/emotion.bin');
    expect(picked).not.toContain('ml/check.js');
    expect(() => kioskMlFiles(all.filter((name) => name !== 'ml/models/selfie.bin'))).toThrow('ml/models/selfie.bin');
  });

  it("reads a manifest's root-relative icons", () => {
    expect(manifestIcons(JSON.stringify({ icons: [{ src: '/i-192.png' }, { src: 'https://x.example/i.png' }, {}] }))).toEqual(['i-192.png']);
  });

  it('versions the list by its URLs and the content behind them', () => {
    const entries = [
      { url: '/kiosk/app-shell', content: '<html>1</html>' },
      { url: '/ml/models/facemesh.bin', content: new Uint8Array([1, 2, 3]) },
    ];
    const version = precacheVersion(entries);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheVersion([...entries].reverse())).toBe(version);
    // An unhashed file with new content (an updated model) is a new version.
    expect(precacheVersion([entries[0]!, { url: '/ml/models/facemesh.bin', content: new Uint8Array([1, 2, 4]) }])).not.toBe(version);
    expect(precacheVersion([...entries, { url: '/favicon.svg', content: '<svg/>' }])).not.toBe(version);
  });
});

describe('the service worker build', () => {
  it('is one classic script with the version written in and no development logging', async () => {
    const script = await buildKioskServiceWorker('0123456789abcdef');
    expect(script).toContain('0123456789abcdef');
    expect(script).not.toMatch(/^\s*(?:import|export)\s/m);
    expect(script).not.toContain('__KIOSK_PRECACHE_VERSION__');
    expect(script).not.toContain('process.env');
    // Workbox's development messages are gone in production.
    expect(script).not.toContain('logger.groupCollapsed');
    expect(script).toContain('cache-campaign-done');
  }, 30_000);
});

describe('the plugin in a real Vite build', () => {
  let root: string;
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('writes kiosk-precache.json and kiosk-sw.js at the root, listing the kiosk graph and its links but not the organiser app', async () => {
    root = await mkdtemp(join(tmpdir(), 'kiosk-precache-'));
    await mkdir(join(root, 'public'));
    // Two real, different pictures: the kiosk's icons.
    const picture = await readFile(join(import.meta.dirname, '../public/kiosk-icon-192.png'));
    const files: Record<string, string | Buffer> = {
      'kiosk.html': '<!doctype html><html><head><link rel="icon" href="/favicon.svg"><link rel="manifest" href="/kiosk.webmanifest"></head><body><script type="module" src="/kiosk.ts"></script></body></html>',
      'index.html': '<!doctype html><html><body><script type="module" src="/admin.ts"></script></body></html>',
      'kiosk.ts': "import './kiosk.css';\nimport { shared } from './shared.ts';\nshared();\nvoid import('./lazy.ts').then((m) => m.lazy());\n",
      'kiosk.css': 'body { color: red; }',
      'lazy.ts': "import './lazy.css';\nexport function lazy() { return 'lazy'; }\n",
      'lazy.css': '.frame { background: url(./frame.png); }',
      'frame.png': picture,
      'shared.ts': "export function shared() { return 'shared'; }\n",
      'admin.ts': "import './admin.css';\nimport { shared } from './shared.ts';\nshared();\nvoid import('./admin-only.ts');\n",
      'admin.css': '.admin { background: url(./admin-logo.png); }',
      'admin-logo.png': await readFile(join(import.meta.dirname, '../public/kiosk-icon-512.png')),
      'admin-only.ts': "export const adminOnly = 'organiser';\n",
      'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'public/kiosk.webmanifest': JSON.stringify({ name: 'Kiosk', icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }] }),
      'public/icon-192.png': picture,
    };
    for (const [name, content] of Object.entries(files)) await writeFile(join(root, name), content);

    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [kioskPrecache({ ml: false })],
      build: { write: false, assetsInlineLimit: 0, rollupOptions: { input: { kiosk: join(root, 'kiosk.html'), main: join(root, 'index.html') } } },
    })) as Rollup.RolldownOutput;
    const written = new Map(output.output.map((file) => [file.fileName, file]));
    const listFile = written.get('kiosk-precache.json');
    if (listFile?.type !== 'asset') throw new Error('kiosk-precache.json was not written');
    const list = JSON.parse(String(listFile.source)) as { version: string; urls: string[] };

    const named = (pattern: RegExp) => [...written.keys()].filter((name) => pattern.test(name)).map((name) => `/${name}`);
    expect(list.urls).toEqual(
      [
        '/kiosk/app-shell',
        '/favicon.svg',
        '/kiosk.webmanifest',
        '/icon-192.png',
        ...named(/^assets\/kiosk-.*\.(?:js|css)$/),
        ...named(/^assets\/lazy-.*\.(?:js|css)$/),
        ...named(/^assets\/frame-.*\.png$/),
        // Vite's preload helper for the dynamic import, and the code both entries use where the bundler made it a chunk.
        ...named(/^assets\/(?:preload-helper|shared)-.*\.js$/),
      ].sort(),
    );
    expect(list.urls.filter((url) => /admin/.test(url))).toEqual([]);
    expect(named(/admin-only/)).toHaveLength(1);
    expect(list.urls).not.toContain('/index.html');
    expect(list.version).toMatch(/^[0-9a-f]{16}$/);

    const worker = written.get('kiosk-sw.js');
    if (worker?.type !== 'asset') throw new Error('kiosk-sw.js was not written');
    expect(String(worker.source)).toContain(list.version);
  }, 60_000);
});
