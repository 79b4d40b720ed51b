import type { FastifyInstance } from 'fastify';
import type { DeletionService } from './deletion.service.ts';

/** A minute: the rule's date is kept to the minute, and a sweep with nothing to do is three small statements. */
export const DELETION_SWEEP_MS = 60_000;

/**
 * Sweeps for scheduled deletions from every server process, every minute, starting shortly after
 * boot (so a restart catches up at once).
 *
 * Why a timer here rather than a scheduled job: job handlers are built before the queue exists
 * (runtime.ts) and cannot queue, but a sweep queues mails and `removeShoots` may queue file retries;
 * pg-boss's scheduler is off too. Each step claims its rows in the database, so N processes sweeping
 * at once still warn, delete and prove each record once, and all state is in the database, so a
 * restart loses nothing. Worker-only processes do not sweep; at least one server always runs.
 */
export function registerDeletionSweeps(
  app: FastifyInstance,
  deletion: Pick<DeletionService, 'sweep'>,
  { intervalMs = DELETION_SWEEP_MS, firstAfterMs = 5_000 + Math.floor(Math.random() * 5_000) } = {},
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = deletion
      .sweep()
      .then(() => undefined, (error: unknown) => app.log.error({ err: error }, 'scheduled deletion sweep failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    // Spread out (by default) so that processes started together do not sweep in lockstep.
    const first = setTimeout(() => {
      sweep();
      timer = setInterval(sweep, intervalMs);
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
