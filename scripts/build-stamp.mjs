import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';

// A build is current when the contents of everything it was made from hash to what it recorded.
// Contents, not modification times: a `git checkout`, a copy or a clock change moves mtimes both ways,
// and a hash of ≈3 MB of sources takes a few tens of milliseconds.

export const ROOT = resolve(import.meta.dirname, '..');

/** Test files and test helpers never reach a build, so changing them does not make one stale. */
const SKIPPED = /(?:^|\/)(?:node_modules|dist|test|coverage)(?:\/|$)|\.test\.[cm]?[jt]sx?$|\.bench(?:-run)?\.ts$/;

/** What each build is made of, relative to the repository root: files or whole folders. */
export const BUILD_INPUTS = {
  web: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/booth.html',
    'apps/web/pay.html',
    'apps/web/kiosk.html',
    'apps/web/mosaic.html',
    'apps/web/vite.config.ts',
    'apps/web/vite-plugins',
    'apps/web/postcss.config.js',
    'apps/web/package.json',
    'packages/shared/src',
    'packages/shared/package.json',
    'package-lock.json',
    'scripts/build-stamp.mjs',
  ],
  server: [
    'apps/server/src',
    'apps/server/package.json',
    'packages/shared/src',
    'packages/shared/package.json',
    'package-lock.json',
    'scripts/build-stamp.mjs',
    'scripts/build-server.mjs',
  ],
};

async function listFiles(root, entry) {
  const path = join(root, entry);
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') return [entry];
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((dirent) => dirent.isFile())
    .map((dirent) => relative(root, join(dirent.parentPath ?? dirent.path, dirent.name)).split('\\').join('/'));
}

/** SHA-256 over every input file's path and contents, in a fixed order. */
export async function hashInputs(inputs, root = ROOT) {
  const files = (await Promise.all(inputs.map((entry) => listFiles(root, entry)))).flat();
  const unique = [...new Set(files)].filter((file) => !SKIPPED.test(file)).sort();
  const hash = createHash('sha256');
  for (const file of unique) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The recorded hash, or undefined when the build or its stamp is missing. */
export async function readStamp(stampPath) {
  try {
    return JSON.parse(await readFile(stampPath, 'utf8')).inputs;
  } catch {
    return undefined;
  }
}

export async function writeStamp(stampPath, inputsHash) {
  await writeFile(stampPath, `${JSON.stringify({ inputs: inputsHash, builtAt: new Date().toISOString() })}\n`);
}

/** The staleness rule: rebuild when there is no stamp, or the inputs changed since it was written. */
export function isStale(recorded, current) {
  return recorded === undefined || recorded !== current;
}
