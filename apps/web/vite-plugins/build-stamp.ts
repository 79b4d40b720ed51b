import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where the build records what it was made from; scripts/ensure-build.mjs compares it at `npm start`. */
export const STAMP_FILE = '.build-stamp.json';

/** The stamp rule of scripts/build-stamp.mjs, handed in by vite.config.ts (one rule for both sides). */
export interface StampRule {
  hashInputs(): Promise<string>;
  writeStamp(path: string, inputsHash: string): Promise<void>;
}

/**
 * Records the hash of the build's inputs in the output folder once the build is written, so that
 * `npm start` rebuilds only when a source changed. Hashed at the start: an edit made while the build
 * runs leaves the stamp stale, and the next start builds again.
 */
export function buildStamp(rule: StampRule): Plugin {
  let config: ResolvedConfig;
  let inputs: Promise<string> | undefined;
  return {
    name: 'booth:build-stamp',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      inputs = rule.hashInputs();
    },
    async closeBundle() {
      if (inputs) await rule.writeStamp(resolve(config.root, config.build.outDir, STAMP_FILE), await inputs);
    },
  };
}
