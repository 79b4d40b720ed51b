import { aiExecuteFieldsSchema, type AiExecution, type AiVariant, type FieldIssue, type GuestAiAvailability } from '@booth/shared';
import { randomUUID } from 'node:crypto';
import { Invalid, NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { AiProviders } from '@/platform/ai/ai-provider.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileObject, FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { discard, type UploadPart } from '@/platform/uploads/upload-parts.ts';
import { campaignAiSpent, customerCredits } from './ai-credits.repo.ts';
import { createEstimator } from './ai-estimate.ts';
import { aiExecutionKey, type AiExecutionFile } from './ai-execution-files.ts';
import { storeExecutionInput } from './ai-execution-input.ts';
import { cheapestRun, startExecution, type AiStartRequest } from './ai-execution-start.ts';
import { AI_EXECUTE_EXPIRY_SECONDS } from './ai-execute.payload.ts';
import { toAiExecutionDto } from './ai-execution-views.ts';
import { findOwnExecution, findRunnableFilter, listOrphanedExecutions } from './ai-executions.repo.ts';
import type { AiExecutionRow, AiFilterRow } from './ai-filters.table.ts';

export type { AiStartRequest } from './ai-execution-start.ts';

export interface AiExecutionsService {
  /**
   * Starts an execution: checks the campaign's budget and the customer's credits and books the cost
   * in one transaction (concurrent starts take turns on the campaign's and the customer's rows), then
   * queues `ai_execute`. Throws AiUnavailable when the budget or the credits are spent.
   */
  start(request: AiStartRequest): Promise<AiExecutionRow>;
  /** POST /aifilters/execute: a studio test on an uploaded photo (fields `slug`, `variant`, then `file`). */
  execute(auth: AuthContext, parts: AsyncIterable<UploadPart>): Promise<AiExecution>;
  get(customerId: string, id: string): Promise<AiExecution>;
  /** Any execution as the API shows it (shoots and thumbnails read their own executions through this). */
  view(row: AiExecutionRow): Promise<AiExecution>;
  /** The picture an execution ran on, or its result: the customer's own only. */
  openFile(customerId: string, id: string, file: AiExecutionFile): Promise<FileObject>;
  /** Whether a campaign's AI modes run now (the booth offers the plain photo otherwise). */
  availability(event: EventRow, options?: { test?: boolean }): Promise<GuestAiAvailability>;
  /**
   * Queues the job again for executions a crash left without one (queued and never picked up, or
   * running in a process that died on its last attempt); answers how many. For the boot of a server.
   */
  requeueUnfinished(): Promise<number>;
}

export interface AiExecutionsServiceDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  jobs: JobQueue;
  providers: AiProviders;
  now: () => Date;
  log: Logger;
  tmpDir: string;
  publicUrl: string;
}

/** A queued execution older than this at boot lost its job (queueing takes milliseconds after the commit). */
const LOST_JOB_AGE_MS = 60_000;
const REQUEUE_BATCH = 500;

function invalidFields(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Invalid {
  const fields: FieldIssue[] = issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }));
  return new Invalid(`Invalid request: ${fields.map((field) => `${field.path}: ${field.message}`).join('; ')}`, fields);
}

export function createAiExecutionsService(deps: AiExecutionsServiceDeps): AiExecutionsService {
  const { db, providers, now } = deps;
  const estimator = createEstimator({ db, now });

  const start = (request: AiStartRequest) => startExecution(deps, request);

  async function view(row: AiExecutionRow): Promise<AiExecution> {
    return toAiExecutionDto(row, await estimator.estimateSeconds(row), now());
  }

  return {
    start,
    view,

    async execute(auth, parts) {
      const id = randomUUID();
      const key = aiExecutionKey(auth.customerId, id, 'source');
      const fields: Record<string, string> = {};
      let stored: { key: string; mimetype: string } | undefined;
      let filter: AiFilterRow | undefined;
      let variant: AiVariant | undefined;
      try {
        for await (const part of parts) {
          if (part.kind === 'field') {
            if (filter) throw new Invalid(`Send the text fields before the picture (${part.name} came after it)`, [{ path: part.name, message: 'sent after the picture' }]);
            fields[part.name] = part.value;
            continue;
          }
          if (part.name !== 'file' || filter) {
            await discard(part.stream);
            throw new Invalid(`Unexpected file part ${part.name}; send one picture as "file"`, [{ path: part.name, message: 'unexpected file' }]);
          }
          const parsed = aiExecuteFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            await discard(part.stream);
            throw invalidFields(parsed.error.issues);
          }
          variant = parsed.data.variant;
          filter = await findRunnableFilter(db, auth.customerId, parsed.data.slug);
          if (!filter) {
            await discard(part.stream);
            throw new NotFound('AI filter not found');
          }
          stored = await storeExecutionInput(deps, key, part.stream);
        }
        if (!filter || !stored) throw new Invalid('file: a picture is required', [{ path: 'file', message: 'Required' }]);
        const row = await start({ customerId: auth.customerId, filter, variant, eventId: null, shootId: null, purpose: 'studio', input: stored, isTest: false, id });
        return await view(row);
      } catch (error) {
        if (stored) await deps.files.delete(key).catch((cleanup: unknown) => deps.log.error({ err: cleanup, key }, 'could not remove the picture of a refused AI execution'));
        throw error;
      }
    },

    async get(customerId, id) {
      const row = await findOwnExecution(db, customerId, id);
      if (!row) throw new NotFound('AI execution not found');
      return view(row);
    },

    async openFile(customerId, id, file) {
      const row = await findOwnExecution(db, customerId, id);
      if (!row) throw new NotFound('AI execution not found');
      const key = file === 'source' ? row.inputKey : row.status === 'succeeded' ? row.resultKey : null;
      if (!key) throw new NotFound('The execution has no result (yet)');
      return deps.files.get(key);
    },

    async availability(event, options = {}) {
      if (options.test) return { available: true, reason: null };
      const threshold = await cheapestRun(db, providers, event);
      const budget = settingsOf(event).aiBudgetCredits;
      if (budget !== null && budget - (await campaignAiSpent(db, event.id)) < threshold) return { available: false, reason: 'budget' };
      const customer = await customerCredits(db, event.customerId);
      if (customer?.creditConsumption && customer.creditBalance < threshold) return { available: false, reason: 'credits' };
      return { available: true, reason: null };
    },

    async requeueUnfinished() {
      const at = now().getTime();
      const lost = await listOrphanedExecutions(db, { queuedBefore: new Date(at - LOST_JOB_AGE_MS), runningBefore: new Date(at - AI_EXECUTE_EXPIRY_SECONDS * 1000) }, REQUEUE_BATCH);
      for (const execution of lost) await deps.jobs.queue({ name: 'ai_execute', data: { executionId: execution.id, eventId: execution.eventId } });
      return lost.length;
    },
  };
}
