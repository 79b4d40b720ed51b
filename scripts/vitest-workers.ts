import { availableParallelism } from 'node:os';

/**
 * Test files to run at once. Vitest's default is one fewer than the cores, which on the 2-core CI
 * machine is a single worker beside a main process that mostly waits: half the machine idle through
 * the unit suites. Two workers keep both cores busy; bigger machines keep Vitest's default.
 */
export function testWorkers(): number {
  return Math.max(2, availableParallelism() - 1);
}
