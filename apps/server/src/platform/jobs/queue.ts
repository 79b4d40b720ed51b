import type { AppJobCatalog, JobCatalog, JobItem } from './types.ts';

/** The port services use to queue work; they never import the queue engine. */
export interface JobQueue<C extends JobCatalog = AppJobCatalog> {
  /** Queues a job and returns its id. */
  queue(item: JobItem<C>): Promise<string>;
}
