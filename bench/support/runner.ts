import { pathToFileURL } from 'node:url';
import { killAllChildren, killChildrenOnExit } from './processes.ts';

export type Bench = () => Promise<string>;

/** How long one bench may run before its processes are killed and it counts as failed (BENCH_TIMEOUT_MINUTES). */
export const BENCH_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 30) * 60_000;

/**
 * Runs one bench with the time limit: past it, every process the bench started is killed (so its
 * awaits fail soon) and the bench rejects. The exit handlers are installed first, so an interrupted
 * or crashing run leaves no server or browser behind either.
 */
export async function runBench(name: string, bench: Bench, timeoutMs = BENCH_TIMEOUT_MS): Promise<string> {
  killChildrenOnExit();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => {
      const killed = killAllChildren();
      fail(new Error(`${name} took longer than ${timeoutMs / 60_000} min; killed its ${killed} child process(es)`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([bench(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** For a bench file run on its own (`npx tsx bench/x.bench.ts`): runs it as the runner would, then exits. */
export async function runIfMain(moduleUrl: string, bench: Bench): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  try {
    console.log(await runBench(moduleUrl.split('/').pop() ?? 'bench', bench));
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
