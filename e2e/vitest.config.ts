import { defineConfig } from 'vitest/config';
import { reporters } from '../scripts/vitest-reporters.ts';

// Browser tests start a real server each and spend most of their time waiting on the page, the
// server or a timer: one file at a time kept two cores 35 % busy, so two files run side by side.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    // Builds what is stale and prepares the data directory every test server starts from.
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    reporters: reporters('e2e'),
  },
});
