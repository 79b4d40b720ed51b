import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runBench, type Bench } from './support/runner.ts';

// Runs every bench/*.bench.ts in turn. Each exports one `bench…` function (or a default) that measures
// its own baseline in the same run — interleaved, at least three rounds, median and spread — and returns
// its lines. Not a timed test: the numbers depend on the machine; the ratio is what to compare.
// `npm run bench -- auth zip` runs the files whose names contain one of the words. Every process a bench
// starts is stopped when it ends, fails, times out (BENCH_TIMEOUT_MINUTES, default 30) or is interrupted.

function benchOf(module: Record<string, unknown>): Bench | undefined {
  const candidates = [module.default, ...Object.entries(module).filter(([name]) => name.startsWith('bench')).map(([, value]) => value)];
  return candidates.find((value): value is Bench => typeof value === 'function');
}

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = (await readdir(dir)).filter((name) => name.endsWith('.bench.ts') && (only.length === 0 || only.some((word) => name.includes(word)))).sort();
if (files.length === 0) {
  console.error(`no bench matches ${only.join(', ')}`);
  process.exit(2);
}

const failed: string[] = [];
for (const file of files) {
  const started = Date.now();
  try {
    const bench = benchOf((await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>);
    if (!bench) throw new Error('exports no bench function');
    console.log(`${await runBench(file, bench)}  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed.push(file);
    console.error(`${file} failed after ${((Date.now() - started) / 1000).toFixed(1)} s:`, error);
  }
}
if (failed.length > 0) console.error(`${failed.length} of ${files.length} benches failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
