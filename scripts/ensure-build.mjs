#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildServer, SERVER_OUT_DIR } from './build-server.mjs';
import { BUILD_INPUTS, hashInputs, isStale, readStamp, ROOT, writeStamp } from './build-stamp.mjs';

// `npm start` runs this first: it builds the web app and the server bundle only when one is missing
// or its sources changed since it was built (scripts/build-stamp.mjs), so a start with a current
// build goes straight to the server. `node scripts/ensure-build.mjs web` checks one target.

const STAMP_FILE = '.build-stamp.json';

const TARGETS = {
  web: {
    label: 'web app',
    stamp: join(ROOT, 'apps/web/dist', STAMP_FILE),
    // The Vite build writes its own stamp (vite-plugins/build-stamp.ts), also under `npm run build`.
    async build() {
      // A production bundle whatever the caller runs under: Vitest sets NODE_ENV=test, which would make
      // Vite build React's development bundle (slower pages, every request sent twice in StrictMode).
      const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
      if (result.status !== 0) throw new Error(`the web app build failed (exit ${result.status ?? result.signal})`);
    },
  },
  server: {
    label: 'server',
    // The bundle records its sources' absolute paths (import.meta.url): a moved checkout rebuilds.
    locationBound: true,
    stamp: join(SERVER_OUT_DIR, STAMP_FILE),
    async build(inputs) {
      await buildServer();
      await writeStamp(this.stamp, inputs);
    },
  },
};

/** Stamp and current hash of one target; all targets are checked at once, it is on every start's path. */
async function check(name) {
  const target = TARGETS[name];
  const [recorded, sources] = await Promise.all([readStamp(target.stamp), hashInputs(BUILD_INPUTS[name])]);
  const current = target.locationBound ? createHash('sha256').update(`${sources}\0${ROOT}`).digest('hex') : sources;
  return { name, target, recorded, current };
}

async function ensure({ target, recorded, current }, checkedMs) {
  if (!isStale(recorded, current)) {
    console.log(`${target.label}: build is current (${checkedMs} ms to check)`);
    return;
  }
  const started = Date.now();
  console.log(`${target.label}: ${recorded ? 'sources changed' : 'not built yet'}, building…`);
  await target.build(current);
  console.log(`${target.label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const asked = process.argv.slice(2);
const names = asked.length ? asked : Object.keys(TARGETS);
for (const name of names) {
  if (!(name in TARGETS)) {
    console.error(`unknown build target "${name}"; known: ${Object.keys(TARGETS).join(', ')}`);
    process.exit(2);
  }
}
try {
  const started = Date.now();
  const checks = await Promise.all(names.map(check));
  for (const checked of checks) await ensure(checked, Date.now() - started);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
