import type { z } from 'zod';
import type { Logger } from '@/platform/logger.ts';

/** Expected outcomes are returned; only real faults are thrown (and then retried by the queue). */
export type JobResult = 'success' | 'skipped' | 'failed';

export interface JobContext {
  jobId: string;
  log: Logger;
  /**
   * Whether the queue will not retry this job if it throws now (its retries are used up), so that a
   * handler can record the failure on its own row instead of leaving it stuck.
   */
  lastAttempt?: boolean;
}

export interface QueueOptions {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /**
   * pg-boss's own expiry of an active job: only a backstop. A job whose process died is found much
   * sooner by its lease (see `leases.ts`), so this only has to outlast the slowest honest run.
   */
  expireInSeconds: number;
  /**
   * `short`: at most one *waiting* job per singleton key; running and retrying jobs never block a
   * fetch. (`stately` is not offered: its unique index on active jobs makes pg-boss's fetch fail for
   * the whole queue while a dead job of the same key is still active.)
   */
  policy?: 'standard' | 'short';
}

/**
 * One kind of job: its payload schema and how the queue treats it. Method syntax on purpose: a
 * catalogue of definitions with different payloads is then one `JobCatalog`.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  payload: S;
  options: QueueOptions;
  /** With policy `short`: queueing again while a job with this key waits is a no-op. */
  singletonKey?(data: z.output<S>): string;
  /**
   * The payload field whose jobs share a turn (a campaign's pictures): each waiting job of the same
   * value lowers the next one's priority, so one campaign's burst cannot hold another's pictures.
   * Jobs without the field share one turn.
   */
  fairBy?: Extract<keyof z.output<S>, string>;
}

/** Infers the payload type of a definition, so its `singletonKey` is checked against the schema. */
export function defineJobKind<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** What the job system needs of any definition, whatever its payload. */
export interface AnyJobDefinition {
  payload: z.ZodType;
  options: QueueOptions;
  singletonKey?(data: never): string;
  fairBy?: string;
}

/** Every job of an application: name (a pg-boss queue name: letters, digits, underscores) → definition. */
export type JobCatalog = Record<string, AnyJobDefinition>;

/**
 * The application registers its catalogue here by declaration merging (src/job-catalog.ts), so that
 * ports written without a type argument (`JobQueue`, `JobItem` in a module) are checked against it,
 * while platform/ never imports a module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RegisteredJobs {}
export type AppJobCatalog = RegisteredJobs extends { catalog: infer C } ? (C extends JobCatalog ? C : JobCatalog) : JobCatalog;

export type JobName<C extends JobCatalog = AppJobCatalog> = Extract<keyof C, string>;

export type JobPayload<C extends JobCatalog, N extends JobName<C>> = z.output<C[N]['payload']>;

/** A job to queue: the name and its payload, as a union so that the two cannot be mismatched. */
export type JobItem<C extends JobCatalog = AppJobCatalog> = { [N in JobName<C>]: { name: N; data: JobPayload<C, N> } }[JobName<C>];

export type JobHandler<C extends JobCatalog, N extends JobName<C>> = (data: JobPayload<C, N>, context: JobContext) => Promise<JobResult>;

export type JobRegistration<C extends JobCatalog = AppJobCatalog> = { [N in JobName<C>]: { name: N; handler: JobHandler<C, N> } }[JobName<C>];
