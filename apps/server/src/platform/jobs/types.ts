import type { z } from 'zod';
import { assetThumbnailPayloadSchema } from '@/modules/assets/assets.payload.ts';
import { sendMailPayloadSchema } from '@/modules/mail/mail.payload.ts';
import { shootProcessPayloadSchema } from '@/modules/shoots/shoots.payload.ts';
import type { Logger } from '@/platform/logger.ts';

/**
 * Every job of the system: name → payload schema. Names are pg-boss queue names (letters, digits,
 * underscores). The registry refuses to start unless each name has exactly one handler.
 */
export const jobPayloadSchemas = {
  mail_send: sendMailPayloadSchema,
  asset_thumbnail: assetThumbnailPayloadSchema,
  shoot_process: shootProcessPayloadSchema,
} as const;

export type JobName = keyof typeof jobPayloadSchemas;
export const jobNames = Object.keys(jobPayloadSchemas) as JobName[];

export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloadSchemas)[N]>;

/** A job to queue: the name and its payload, as a union so that the two cannot be mismatched. */
export type JobItem = { [N in JobName]: { name: N; data: JobPayload<N> } }[JobName];

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

export type JobHandler<N extends JobName> = (data: JobPayload<N>, context: JobContext) => Promise<JobResult>;

export type JobRegistration = { [N in JobName]: { name: N; handler: JobHandler<N> } }[JobName];

export interface QueueOptions {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** `stately`: at most one waiting and one running job per singleton key (see `singletonKeyOf`). */
  policy?: 'standard' | 'stately';
}

/**
 * Jobs that must not run twice at once for the same thing. A shoot's processing is queued by the
 * upload and again by the boot sweep of every server process; one waiting job per shoot is enough.
 */
export function singletonKeyOf(item: JobItem): string | undefined {
  return item.name === 'shoot_process' ? item.data.shootId : undefined;
}

/** Retry and expiry per queue, in one place. */
export function queueOptions(name: JobName): QueueOptions {
  switch (name) {
    case 'mail_send':
      // SMTP servers have short outages; back off from 10 s to several minutes before giving up.
      return { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 };
    case 'asset_thumbnail':
      // A crash or a busy machine is worth a few retries; a file ffmpeg cannot read is marked failed, not retried.
      return { retryLimit: 3, retryDelay: 15, retryBackoff: true, expireInSeconds: 600 };
    case 'shoot_process':
      // A guest is waiting for the picture: retry soon (5 s, then backing off). The expiry must outlast
      // the slowest honest run, a 90 s video transcoded on a busy machine; a crashed worker's job is
      // picked up again when it expires.
      return { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900, policy: 'stately' };
  }
}
