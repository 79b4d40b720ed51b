import type { FastifyInstance } from 'fastify';

export interface PeriodicSweepOptions {
  intervalMs: number;
  /** The first run after boot; spread out by default so processes started together do not sweep in lockstep. */
  firstAfterMs?: number;
}

/**
 * Runs `sweep` in this server process every `intervalMs`, starting shortly after boot (so a restart
 * catches up at once), never two at a time, and waits for a running one on close.
 *
 * Why a timer rather than a scheduled job: job handlers are built before the queue exists (runtime.ts)
 * and cannot queue, and pg-boss's scheduler is off. Every sweep keeps its state in the database and
 * claims its rows there, so N processes sweeping at once do each thing once and a restart loses
 * nothing. Worker-only processes do not sweep; at least one server always runs.
 */
export function registerPeriodicSweep(app: FastifyInstance, name: string, sweep: () => Promise<unknown>, options: PeriodicSweepOptions): void {
  const { intervalMs, firstAfterMs = 5_000 + Math.floor(Math.random() * 5_000) } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweep()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${name} sweep failed`),
      )
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    const first = setTimeout(() => {
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    }, firstAfterMs);
    first.unref();
    timer = first;
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    clearInterval(timer);
    await running;
  });
}
