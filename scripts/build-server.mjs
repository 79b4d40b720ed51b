import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './build-stamp.mjs';

// The server as plain JavaScript for `npm start`: esbuild (the transpiler tsx uses) bundles our own
// TypeScript (apps/server/src and packages/shared) into apps/server/dist; every npm package stays an
// import. Running it with plain Node instead of through tsx saves tsx's loader thread and run-time
// transpiling: ≈80 MB of memory and about a second of start-up (docs/decisions.md).

export const SERVER_DIR = join(ROOT, 'apps/server');
export const SERVER_OUT_DIR = join(SERVER_DIR, 'dist');

/** Own code is bundled; anything else that is not a relative path is an npm package and stays external. */
const OWN = /^(?:@\/|@booth\/|\.{1,2}\/|\/)/;

/**
 * `import.meta.url` is fixed to each source file's own address, so paths relative to it (the
 * migrations folder, the web app's dist, package lookups) mean what they mean in the sources.
 */
const sourceAddresses = {
  name: 'source-addresses',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const url = JSON.stringify(pathToFileURL(path).href);
      return { contents: source.replace(/\bimport\.meta\.url\b/g, url), loader: 'ts' };
    });
  },
};

const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, ({ path, kind }) => (kind === 'entry-point' || OWN.test(path) ? undefined : { path, external: true }));
  },
};

export async function buildServer() {
  await build({
    absWorkingDir: SERVER_DIR,
    // The command-line tools too: the container image has no tsx (README "Run it with containers").
    entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts', admin: 'src/cli/admin.ts', backup: 'src/cli/backup.ts', 'print-server': 'src/cli/print-server/main.ts' },
    outdir: SERVER_OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    alias: { '@': join(SERVER_DIR, 'src') },
    plugins: [packagesExternal, sourceAddresses],
    logLevel: 'warning',
  });
}
