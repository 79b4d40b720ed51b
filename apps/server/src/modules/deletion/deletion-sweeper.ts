import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '@/platform/http/periodic-sweep.ts';
import type { DeletionService } from './deletion.service.ts';

/** A minute: the rule's date is kept to the minute, and a sweep with nothing to do is three small statements. */
export const DELETION_SWEEP_MS = 60_000;

/**
 * Sweeps for scheduled deletions from every server process (periodic-sweep.ts says why a timer). A
 * sweep queues mails and `removeShoots` may queue file retries; each step claims its rows, so N
 * processes sweeping at once still warn, delete and prove each record once.
 */
export function registerDeletionSweeps(
  app: FastifyInstance,
  deletion: Pick<DeletionService, 'sweep'>,
  { intervalMs = DELETION_SWEEP_MS, firstAfterMs }: { intervalMs?: number; firstAfterMs?: number } = {},
): void {
  registerPeriodicSweep(app, 'scheduled deletion', () => deletion.sweep(), { intervalMs, firstAfterMs });
}
