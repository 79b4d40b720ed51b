import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { PrintJobRow } from './print-jobs.table.ts';

/** Carries the customer id of a job that print servers may take now. */
const CHANNEL = 'print-jobs';

export interface PrintDispatch {
  /** A job became offerable: wake the print servers' long polls, or queue this server's sender. */
  offered(job: Pick<PrintJobRow, 'id' | 'customerId' | 'method' | 'directSend'>): Promise<void>;
}

export function createPrintDispatch(deps: { bus: MessageBus; jobs: JobQueue }): PrintDispatch {
  return {
    async offered(job) {
      if (job.method === 'postal' || job.directSend) await deps.jobs.queue({ name: 'print_send', data: { jobId: job.id } });
      else if (job.method === 'printServer') await deps.bus.publish(CHANNEL, job.customerId);
    },
  };
}

export interface PrintWakeups {
  /** Resolves when a job of the customer is offered on any process, or after `ms` (whichever first). */
  wait(customerId: string, ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The long polls of this process, woken through the bus (delivery is at most once, so a poll also
 * wakes at its own interval and reads the database again: nothing depends on a message arriving).
 */
export function createPrintWakeups(bus: MessageBus): PrintWakeups {
  const waiting = new Map<string, Set<() => void>>();
  let subscription: Promise<() => Promise<void>> | undefined;
  const wakeAll = (customerId: string) => {
    const set = waiting.get(customerId);
    waiting.delete(customerId);
    for (const wake of set ?? []) wake();
  };
  return {
    async wait(customerId, ms) {
      subscription ??= bus.subscribe(CHANNEL, wakeAll);
      await subscription;
      await new Promise<void>((resolve) => {
        const set = waiting.get(customerId) ?? new Set();
        waiting.set(customerId, set);
        const done = () => {
          clearTimeout(timer);
          set.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        set.add(done);
      });
    },
    async close() {
      for (const customerId of [...waiting.keys()]) wakeAll(customerId);
      if (subscription) await (await subscription)();
    },
  };
}
