import { defineConfig } from 'vitest/config';
import { reporters } from '../../scripts/vitest-reporters.ts';
import { testWorkers } from '../../scripts/vitest-workers.ts';

// Pure code without mocks or timers: the files share one module graph instead of importing zod and the
// contract afresh each (most of the suite's time went into imports).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], isolate: false, maxWorkers: testWorkers(), reporters: reporters('shared') } });
