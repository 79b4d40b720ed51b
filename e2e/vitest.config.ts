import { defineConfig } from 'vitest/config';
import { reporters } from '../scripts/vitest-reporters.ts';

// Browser tests start a real server each; two cores are plenty busy with one file at a time.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    // Builds what is stale and prepares the data directory every test server starts from.
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: reporters('e2e'),
  },
});
