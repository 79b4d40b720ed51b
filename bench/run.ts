import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Runs every bench/*.bench.ts in turn. Each exports one `bench…` function (or a default) that measures
// its own baseline in the same run and returns one line with the ratio. Not a timed test: the numbers
// depend on the machine; the ratio is what to compare. `npm run bench -- auth` runs matching files only.
type Bench = () => Promise<string>;

function benchOf(module: Record<string, unknown>): Bench | undefined {
  const candidates = [module.default, ...Object.entries(module).filter(([name]) => name.startsWith('bench')).map(([, value]) => value)];
  return candidates.find((value): value is Bench => typeof value === 'function');
}

const dir = import.meta.dirname;
const only = process.argv[2];
const files = (await readdir(dir)).filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only))).sort();

let failed = false;
for (const file of files) {
  const started = Date.now();
  try {
    const bench = benchOf((await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>);
    if (!bench) throw new Error('exports no bench function');
    console.log(`${await bench()}  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed = true;
    console.error(`${file} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
