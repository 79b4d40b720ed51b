import type { AiFailureReason, AiPrompt, AiVariant } from '@booth/shared';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AiProviderError, type AiImageProvider, type AiProviders, type AiRunInput, type AiRunResult } from '@/platform/ai/ai-provider.ts';
import type { Db } from '@/platform/db/database.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import type { JobContext, JobResult } from '@/platform/jobs/types.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { failAndRefund } from './ai-credits.ts';
import { AI_FILE_CACHE, aiResultKey } from './ai-execution-files.ts';
import { checkedResult } from './ai-execution-input.ts';
import { AI_RUN_MAX_MS } from './ai-execute.payload.ts';
import { findExecutionForJob, findFilterForRun, findPromptOfFilter, markExecutionRunning, markExecutionSucceeded, writeExecutionProgress } from './ai-executions.repo.ts';
import type { AiExecutionPurpose, AiExecutionRow, AiFilterRow } from './ai-filters.table.ts';

/** What runs after an execution finished, either way, per purpose (the shoot's picture, a filter's thumbnail). Must be idempotent. */
export type AiFinishedHooks = Partial<Record<AiExecutionPurpose, (execution: AiExecutionRow) => Promise<void>>>;

export interface AiExecuteDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  providers: AiProviders;
  tmpDir: string;
  now?: () => Date;
  onFinished?: AiFinishedHooks;
}

/** Progress reaches the database at most this often (a provider may report every step of 50). */
const PROGRESS_INTERVAL_MS = 500;

/** The filter id in force: the guest's variant when the filter has separate ids (never inferred). */
export function filterIdFor(filter: Pick<AiFilterRow, 'filterId' | 'maleFilterId' | 'femaleFilterId' | 'useSeparateIds'>, variant: AiVariant | null): string {
  if (!filter.useSeparateIds || !variant) return filter.filterId;
  return (variant === 'male' ? filter.maleFilterId : filter.femaleFilterId) || filter.filterId;
}

/** Copies a stored file into the work folder: providers read files, and the store may be S3. */
async function fetchToDisk(files: FileStore, key: string, path: string): Promise<void> {
  const object = await files.get(key);
  const handle = await open(path, 'wx', 0o600);
  await pipeline(object.stream, handle.createWriteStream());
}

/**
 * Runs the provider, but never longer than `timeoutMs`: the signal asks it to stop, and the race
 * stops waiting even for a provider that does not listen, so no provider holds a worker.
 */
export async function runWithTimeout(provider: AiImageProvider, input: Omit<AiRunInput, 'signal'>, timeoutMs: number): Promise<AiRunResult> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new AiProviderError('timeout', `${provider.name} gave no result within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([provider.run({ ...input, signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Progress as the provider reports it, written at most twice a second and only forwards; 1 is left to success. */
function progressWriter(db: Db, executionId: string, log: Logger) {
  let lastWrite = 0;
  let written = 0;
  let pending: Promise<void> = Promise.resolve();
  return {
    report(progress: number) {
      if (!Number.isFinite(progress)) return;
      const value = Math.min(0.99, Math.max(0, progress));
      const at = Date.now();
      if (value <= written || at - lastWrite < PROGRESS_INTERVAL_MS) return;
      lastWrite = at;
      written = value;
      pending = pending
        .then(() => writeExecutionProgress(db, executionId, value))
        .catch((error: unknown) => log.warn({ err: error, executionId }, 'could not record the progress of an AI execution'));
    },
    settled: () => pending,
  };
}

async function promptFor(db: Db, filter: AiFilterRow, promptId: string | null): Promise<AiPrompt> {
  if (!promptId || promptId === filter.activePromptId) return filter.prompt;
  // The filter moved on to another prompt since the start: run the one the execution was started with.
  return (await findPromptOfFilter(db, filter.id, promptId)) ?? filter.prompt;
}

/** One attempt at an execution; answers it finished (succeeded or failed), or throws for a fault of ours. */
async function attempt(deps: AiExecuteDeps, execution: AiExecutionRow, log: Logger): Promise<AiExecutionRow> {
  const { db, files } = deps;
  const now = deps.now ?? (() => new Date());
  const fail = (failure: AiFailureReason) => failAndRefund(db, execution.id, failure, now());
  const filter = execution.filterId ? await findFilterForRun(db, execution.filterId) : undefined;
  if (!filter) {
    log.warn({ executionId: execution.id }, 'the filter of an AI execution was deleted before it ran');
    return fail('input');
  }
  const provider = deps.providers.image(execution.provider);
  if (!provider.configured) return fail('unconfigured');
  const running = await markExecutionRunning(db, execution.id, now());
  if (!running?.startedAt) return (await findExecutionForJob(db, execution.id)) ?? execution;
  const startedAt = running.startedAt;

  await mkdir(deps.tmpDir, { recursive: true });
  const workdir = await mkdtemp(join(deps.tmpDir, 'ai-'));
  try {
    const input = join(workdir, 'input.jpg');
    try {
      await fetchToDisk(files, execution.inputKey, input);
    } catch (error) {
      if (error instanceof FileStoreError && error.reason === 'not-found') return fail('input');
      throw error;
    }
    const progress = progressWriter(db, execution.id, log);
    let result: AiRunResult;
    try {
      result = await runWithTimeout(
        provider,
        {
          image: { path: input, mimetype: execution.inputMimetype },
          filterId: filterIdFor(filter, execution.variant),
          prompt: await promptFor(db, filter, execution.promptId),
          options: filter.providerOptions,
          workdir,
          onProgress: (value) => progress.report(value),
        },
        Math.min(deps.providers.timeoutMs, AI_RUN_MAX_MS),
      );
    } catch (error) {
      await progress.settled();
      // Any failure of the provider is the guest's plain picture, never a retry that charges again.
      const reason = error instanceof AiProviderError ? error.reason : 'provider';
      log.warn({ err: error, executionId: execution.id, provider: provider.name, reason }, 'AI execution failed at its provider');
      return fail(reason);
    }
    await progress.settled();
    let picture: Buffer;
    try {
      picture = (await checkedResult(deps.media, result.image)).data;
    } catch (error) {
      log.warn({ err: error, executionId: execution.id, provider: provider.name }, 'the provider answered something that is not a usable picture');
      return fail('provider');
    }
    const resultKey = aiResultKey(execution);
    await files.put(resultKey, picture, { contentType: 'image/jpeg', cacheControl: AI_FILE_CACHE });
    const finishedAt = now();
    const done = await markExecutionSucceeded(db, execution.id, { resultKey, pin: result.pin, durationMs: Math.max(0, finishedAt.getTime() - startedAt.getTime()), finishedAt });
    return done ?? (await findExecutionForJob(db, execution.id)) ?? execution;
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
}

async function finished(deps: AiExecuteDeps, execution: AiExecutionRow): Promise<void> {
  await deps.onFinished?.[execution.purpose]?.(execution);
}

/**
 * `ai_execute`: runs one execution. Idempotent: only a queued or running one runs (running: a retry
 * after a crash, which writes the same result key again). A provider's error, timeout or garbage fails
 * it at once with its credits refunded; a fault of ours (store, database) is thrown for the queue to
 * retry, and on the last attempt the execution is failed and refunded first, so nobody waits for ever.
 * The purpose's completion hook runs after either outcome, and again for a job that finds its
 * execution finished (its hook may have failed the first time).
 */
export async function runAiExecution(deps: AiExecuteDeps, executionId: string, context: Pick<JobContext, 'log' | 'lastAttempt'>): Promise<JobResult> {
  const execution = await findExecutionForJob(deps.db, executionId);
  if (!execution) return 'skipped';
  if (execution.status === 'succeeded' || execution.status === 'failed') {
    await finished(deps, execution);
    return 'skipped';
  }
  let outcome: AiExecutionRow;
  try {
    outcome = await attempt(deps, execution, context.log);
  } catch (error) {
    if (!context.lastAttempt) throw error;
    context.log.error({ err: error, executionId }, 'AI execution failed on its last attempt');
    await finished(deps, await failAndRefund(deps.db, executionId, 'provider', (deps.now ?? (() => new Date()))()));
    throw error;
  }
  await finished(deps, outcome);
  return outcome.status === 'succeeded' ? 'success' : 'failed';
}

export function createAiExecuteJobs(deps: AiExecuteDeps): JobRegistration[] {
  return [defineJob('ai_execute', ({ executionId }, context) => runAiExecution(deps, executionId, context))];
}
