import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../scripts/vitest-reporters.ts';
import { testWorkers } from '../../scripts/vitest-workers.ts';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own database (PGlite in memory or a fresh PostgreSQL database), which
    // takes a few seconds on a small machine; argon2 hashing adds to that.
    testTimeout: 20_000,
    // Files share a worker's module graph instead of importing the whole app afresh each (half the
    // suite's CPU time went into imports). Each file still builds its own app and database; no test
    // may leave module-level state behind (fake timers, mocks) — vitest restores mocks per file.
    isolate: false,
    maxWorkers: testWorkers(),
    hookTimeout: 60_000,
    reporters: reporters('server'),
  },
});
