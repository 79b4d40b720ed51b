import { accountDeletionPayloadSchema } from '@/modules/account/account-deletion.payload.ts';
import { AI_EXECUTE_EXPIRY_SECONDS, aiBudgetMailPayloadSchema, aiExecutePayloadSchema } from '@/modules/ai-filters/ai-execute.payload.ts';
import { assetThumbnailPayloadSchema } from '@/modules/assets/assets.payload.ts';
import { deletionMailPayloadSchema } from '@/modules/deletion/deletion.payload.ts';
import { sendMailPayloadSchema } from '@/modules/mail/mail.payload.ts';
import { mfaCodeMailPayloadSchema } from '@/modules/mfa/mfa-mail.payload.ts';
import { mosaicSyncPayloadSchema } from '@/modules/mosaic/mosaic.payload.ts';
import { shootFilesRemovalPayloadSchema } from '@/modules/shoots/shoot-files-removal.payload.ts';
import { shootProcessPayloadSchema } from '@/modules/shoots/shoots.payload.ts';
import { planRecalculatePayloadSchema } from '@/modules/plans/recalculation.payload.ts';
import { printSendPayloadSchema } from '@/modules/printing/printing.payload.ts';
import { defineJobKind, type JobItem as JobItemOf, type JobName as JobNameOf } from '@/platform/jobs/types.ts';

/**
 * Every job of the application: name → payload schema, queue options, singleton key and fairness.
 * It sits above the modules (it names their payloads) and is handed to the job system, which is generic.
 * The registry refuses to start unless each name has exactly one handler (src/jobs.ts).
 */
export const jobCatalog = {
  mail_send: defineJobKind({
    payload: sendMailPayloadSchema,
    // SMTP servers have short outages; back off from 10 s to several minutes before giving up.
    options: { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  }),
  asset_thumbnail: defineJobKind({
    payload: assetThumbnailPayloadSchema,
    // A crash or a busy machine is worth a few retries; a file ffmpeg cannot read is marked failed, not retried.
    options: { retryLimit: 3, retryDelay: 15, retryBackoff: true, expireInSeconds: 600 },
  }),
  shoot_process: defineJobKind({
    payload: shootProcessPayloadSchema,
    // A guest is waiting for the picture: retry soon (5 s, then backing off). A dead process's job is
    // found by its lapsed lease within seconds; the expiry is only a backstop and must outlast the
    // slowest honest run, a 90 s video transcoded on a busy machine.
    options: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900, policy: 'short' },
    // The upload and the boot sweep of every server process queue it; one waiting job per shoot is
    // enough. Policy `short` only limits *waiting* jobs, so a running or dead job of a shoot never
    // blocks the queue (handlers are idempotent).
    singletonKey: (data) => data.shootId,
    // One campaign's burst takes turns with the other campaigns' pictures.
    fairBy: 'eventId',
  }),
  shoot_files_remove: defineJobKind({
    payload: shootFilesRemovalPayloadSchema,
    // The pictures' rows are gone already; a store outage is retried for about an hour before giving up.
    options: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  }),
  deletion_mail: defineJobKind({
    payload: deletionMailPayloadSchema,
    // Like mail_send; a proof also waits here (retrying) while its deletion is still finishing.
    options: { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, policy: 'short' },
    // Every sweep may queue a message again after a crash; one waiting job per message is enough.
    singletonKey: (data) => data.messageId,
  }),
  mfa_code_mail: defineJobKind({
    payload: mfaCodeMailPayloadSchema,
    // A person is waiting for the code: retry soon; the handler drops it once the code ran out (10 min).
    options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  }),
  account_delete: defineJobKind({
    payload: accountDeletionPayloadSchema,
    // Sign-in stopped when it was asked for; the data goes as soon as the store lets it (retried for hours).
    options: { retryLimit: 20, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600, policy: 'short' },
    // Queued when asked for and again at every boot while the account is still there: one waiting job is enough.
    singletonKey: (data) => data.customerId,
  }),
  plan_recalculate: defineJobKind({
    payload: planRecalculatePayloadSchema,
    // Batches commit as they go and a retry resumes idempotently; an hour is far more than a run of
    // all customers takes. The boot queues unfinished runs again, so one waiting job per run is enough.
    options: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 3600, policy: 'short' },
    singletonKey: (data) => data.runId,
  }),
  print_send: defineJobKind({
    payload: printSendPayloadSchema,
    // A guest waits at the booth: retry soon. The sender claims the job under its own lease and watches
    // the printer for up to two minutes, so the expiry only has to outlast that; a job held for its
    // printer is queued again by the print sweep, not by retries.
    options: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300, policy: 'short' },
    // Requests, reprints and every process's sweep may queue it again: one waiting job per print job is enough.
    singletonKey: (data) => data.jobId,
  }),
  ai_execute: defineJobKind({
    payload: aiExecutePayloadSchema,
    // A provider's error or timeout fails the execution in the handler (no retry: it would charge and
    // wait again); retries are for a crash or a store outage only. The handler stops waiting for the
    // provider well within the expiry (AI_RUN_MAX_MS), so an expired job is a dead one.
    options: { retryLimit: 2, retryDelay: 2, retryBackoff: false, expireInSeconds: AI_EXECUTE_EXPIRY_SECONDS, policy: 'short' },
    singletonKey: (data) => data.executionId,
    // One campaign's crowd of guests takes turns with the other campaigns' pictures and the studio's tests.
    fairBy: 'eventId',
  }),
  ai_budget_mail: defineJobKind({
    payload: aiBudgetMailPayloadSchema,
    // Like mail_send; concurrent starts may each find the budget spent: one waiting job per message is enough.
    options: { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, policy: 'short' },
    singletonKey: (data) => data.messageId,
  }),
  mosaic_sync: defineJobKind({
    payload: mosaicSyncPayloadSchema,
    // A wall waits for its pictures: retry soon. Every run resumes where the last one stopped, so a
    // preload of 10,000 pictures that outlives its expiry (tens of seconds to minutes) is only picked
    // up again, never done twice.
    options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 1800, policy: 'short' },
    // Every picture change of every source queues it: a burst coalesces into one waiting run per wall.
    singletonKey: (data) => data.eventId,
  }),
};

export type JobCatalog = typeof jobCatalog;
export type JobName = JobNameOf<JobCatalog>;
export type JobItem = JobItemOf<JobCatalog>;

// Ports that modules type without an argument (`JobQueue`, `JobItem`) are checked against this
// catalogue. (Inside this block names resolve in the augmented module first: hence `typeof`.)
declare module './platform/jobs/types.ts' {
  interface RegisteredJobs {
    catalog: typeof jobCatalog;
  }
}
