import type { JobItem } from './types.ts';

/** The port services use to queue work; they never import the queue engine. */
export interface JobQueue {
  /** Queues a job and returns its id. */
  queue(item: JobItem): Promise<string>;
}
