import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text and binary formats that shrink: scripts, styles, pages, images as text, wasm and the ML models. */
export const PRECOMPRESSED = /\.(?:m?js|css|html|svg|json|wasm|bin|txt|xml|ico)$/;
/** Below this a compressed response saves less than its headers cost (the server's on-the-fly threshold too). */
const MIN_BYTES = 1024;
/** Brotli's best quality takes ≈4 s per MB; above this size quality 9 (5–10 % larger, 20× faster) keeps the build short. */
const BEST_QUALITY_UP_TO = 128 * 1024;
/** A variant that saves less than this is not worth a second file; the server then sends the original. */
const MIN_SAVING = 0.05;

async function compressFile(path: string): Promise<number> {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return 0;
  const quality = source.length <= BEST_QUALITY_UP_TO ? constants.BROTLI_MAX_QUALITY : 9;
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: 9 }),
  ]);
  let written = 0;
  for (const [variant, suffix] of [
    [br, '.br'],
    [gz, '.gz'],
  ] as const) {
    if (variant.length > source.length * (1 - MIN_SAVING)) continue;
    await writeFile(path + suffix, variant);
    written++;
  }
  return written;
}

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, once, so the server
 * (@fastify/static with `preCompressed`) sends the variant the browser accepts without compressing
 * per request — and at brotli's best quality, which is too slow to do per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'booth:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && PRECOMPRESSED.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      const started = Date.now();
      const written = (await Promise.all(files.map(compressFile))).reduce((sum, count) => sum + count, 0);
      config.logger.info(`precompressed ${written} variants (.br, .gz) of ${files.length} files in ${Date.now() - started} ms`);
    },
  };
}
