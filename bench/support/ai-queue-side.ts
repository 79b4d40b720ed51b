/**
 * Both sides of bench/ai-queue.bench.ts, in one child process under apps/server (where tsx resolves the
 * server's `@/` imports; see child-side.ts), driven over IPC so that the bench interleaves them:
 * - `{ setup }`: the server's runtime as `npm start` runs it — embedded PGlite under a fresh DATA_DIR,
 *   migrations, the local file store, the job queue with its workers on at JOB_CONCURRENCY — a metered
 *   customer with credits, a campaign offering a local-effect filter made by the filters service, and
 *   the execution engine (createAiExecutionsService) on the runtime's queue;
 * - `{ side: 'queued', count }`: `count` executions of the filter on the photo started at once
 *   through the engine's `start` (booking, queueing `ai_execute`), run by the workers; answers when
 *   every one succeeded, with the times the executions recorded;
 * - `{ side: 'direct', count }`: the same `count` runs of the same provider on the same photo, called
 *   directly, as many at a time as the queue has workers;
 * - `{ side: 'check', count }`: the job's check of a result (checkedResult: probe, limits, decode,
 *   re-encode) on this provider's result, as many at a time as the queue has workers.
 * The inputs a round runs on are put into the store before its clock starts, as the upload had done.
 */
import { aiFilterCreateSchema, eventSettingsSchema, type EventSettings, type LocalAiEffect } from '@booth/shared';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { loadConfig } from '@/config.ts';
import { bookCredits } from '@/modules/admin/credits.repo.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { storeNewEvent } from '@/modules/events/create-event.ts';
import { events } from '@/modules/events/events.table.ts';
import { aiExecutionKey } from '@/modules/ai-filters/ai-execution-files.ts';
import { checkedResult } from '@/modules/ai-filters/ai-execution-input.ts';
import { createAiExecutionsService, type AiExecutionsService } from '@/modules/ai-filters/ai-executions.service.ts';
import { findRunnableFilter } from '@/modules/ai-filters/ai-executions.repo.ts';
import { createAiFiltersService } from '@/modules/ai-filters/ai-filters.service.ts';
import { aiExecutions, type AiFilterRow } from '@/modules/ai-filters/ai-filters.table.ts';
import { createAiProviders } from '@/platform/ai/ai-providers.ts';
import type { AiImageProvider } from '@/platform/ai/ai-provider.ts';
import type { Database } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open.ts';
import { createLogger } from '@/platform/logger.ts';
import { startRuntime, type Runtime } from '@/runtime.ts';
import { serveChildSide } from './child-side.ts';

export interface AiQueueSetup {
  setup: { photo: Buffer; effect: LocalAiEffect };
}

/** Runs one round of a side with `count` executions, runs or checks. */
export interface SideMessage {
  side: 'queued' | 'direct' | 'check';
  count: number;
}

/** One queued execution's times, in ms from the moment the round started its executions. */
export interface QueuedJob {
  /** `start` answered (booked and queued). */
  started: number;
  /** The worker marked it running. */
  running: number;
  /** It succeeded (the worker's clock, as recorded). */
  finished: number;
  /** What the execution recorded as its duration: running → succeeded. */
  durationMs: number;
}

export interface QueuedRound {
  ms: number;
  jobs: QueuedJob[];
}

export interface DirectRound {
  ms: number;
  /** Each provider run's own time. */
  runs: number[];
}

export interface CheckRound {
  /** Each check's own time. */
  checks: number[];
}

export interface SetupAnswer {
  concurrency: number;
  database: string;
}

/** The round's end is seen this late at most; its times come from the executions' own records. */
const POLL_MS = 200;
const ROUND_TIMEOUT_MS = 240_000;

interface Sides {
  concurrency: number;
  queued(count: number): Promise<QueuedRound>;
  direct(count: number): Promise<DirectRound>;
  check(count: number): Promise<CheckRound>;
  close(): Promise<void>;
}

/** `count` calls of `work`, `at` at a time; answers each call's value. */
async function limited(count: number, at: number, work: () => Promise<number>): Promise<number[]> {
  const values: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: at }, async () => {
      while (next < count) {
        next += 1;
        values.push(await work());
      }
    }),
  );
  return values;
}

let sides: Sides | undefined;
let closeRuntime: (() => Promise<void>) | undefined;

async function prepare({ photo: sent, effect }: AiQueueSetup['setup']): Promise<Sides> {
  // IPC hands a Buffer over as a plain Uint8Array.
  const photo = Buffer.from(sent.buffer, sent.byteOffset, sent.byteLength);
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-bench-ai-queue-'));
  // Whatever was opened, for the stop: the runtime closes its database, else the database alone.
  const opened: { runtime?: Runtime; database?: Database } = {};
  closeRuntime = async () => {
    await (opened.runtime ?? opened.database)?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_ACCOUNT: 'false',
    WORKERS: 'true',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    WEB_DIST_DIR: join(dataDir, 'web-not-built'),
    ...(process.env.JOB_CONCURRENCY ? { JOB_CONCURRENCY: process.env.JOB_CONCURRENCY } : {}),
  });
  const log = createLogger(config);
  const database = (opened.database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const runtime = (opened.runtime = await startRuntime({ config, log, database, migrate: true }));
  await runtime.jobs.startWorkers(runtime.registry);
  const { db } = database;
  const { files, media } = runtime;
  const now = () => new Date();
  const providers = createAiProviders(config.ai, { log });

  // A metered customer with credits for every run, and its campaign offering the filter.
  const customerId = randomUUID();
  await db.insert(customers).values({ id: customerId, email: `ai-queue-${customerId}@example.com`, passwordHash: 'x', creditConsumption: true });
  await bookCredits(db, { customerId, kind: 'grant', amount: 1_000_000, actorId: null, at: now() });
  const filter = await createAiFiltersService({ db, files, providers, now, log }).create(
    { customerId, sessionId: 'bench' },
    aiFilterCreateSchema.parse({ name: `Bench ${effect}`, provider: 'local', filterType: 'library', filterId: effect }),
  );
  const event = await storeNewEvent(db, { customerId, name: 'AI queue bench', settings: eventSettingsSchema.parse({}), now: now() });
  const row: AiFilterRow | undefined = await findRunnableFilter(db, customerId, filter.slug);
  if (!row) throw new Error('the bench filter is not runnable');
  const settings = event.settings as EventSettings;
  await db
    .update(events)
    .set({ settings: { ...settings, shutter: { ...settings.shutter, ai: { ...settings.shutter.ai, aiFilters: [row.id] }, aifilter: { ...settings.shutter.aifilter, aiFilters: [row.id] } } } })
    .where(eq(events.id, event.id));

  const engine: AiExecutionsService = createAiExecutionsService({ db, files, media, jobs: runtime.jobs, providers, now, log, tmpDir: config.tmpDir, publicUrl: config.publicUrl });
  const provider: AiImageProvider = providers.image('local');
  const concurrency = config.jobConcurrency;
  const directInput = join(dataDir, 'direct-input.jpg');
  await writeFile(directInput, photo);
  await mkdir(config.tmpDir, { recursive: true });
  const directWork = await mkdtemp(join(config.tmpDir, 'bench-direct-'));

  async function waitForAll(ids: string[]): Promise<Array<typeof aiExecutions.$inferSelect>> {
    const deadline = Date.now() + ROUND_TIMEOUT_MS;
    for (;;) {
      // Only the states while waiting: PGlite answers on this process's one thread, which the jobs need too.
      const states = await db.select({ status: aiExecutions.status, failure: aiExecutions.failure }).from(aiExecutions).where(inArray(aiExecutions.id, ids));
      const failed = states.find((execution) => execution.status === 'failed');
      if (failed) throw new Error(`a bench execution failed: ${failed.failure}`);
      if (states.length === ids.length && states.every((execution) => execution.status === 'succeeded')) {
        return db.select().from(aiExecutions).where(inArray(aiExecutions.id, ids));
      }
      if (Date.now() > deadline) throw new Error(`the executions did not finish within ${ROUND_TIMEOUT_MS / 1000} s`);
      await new Promise((wait) => setTimeout(wait, POLL_MS));
    }
  }

  const runProvider = () =>
    provider.run({
      image: { path: directInput, mimetype: 'image/jpeg' },
      filterId: row!.filterId,
      prompt: row!.prompt,
      options: row!.providerOptions,
      workdir: directWork,
      onProgress: () => undefined,
      signal: new AbortController().signal,
    });

  async function runDirect(): Promise<number> {
    const started = performance.now();
    const result = await runProvider();
    const ms = performance.now() - started;
    await unlink(result.image.path);
    return ms;
  }

  // The job's check of a provider's result (probe, limits, decode and re-encode as an upright JPEG),
  // on a result of this provider: how much of a job's time inside the worker it takes.
  const result = (await runProvider()).image;
  async function checkOnce(): Promise<number> {
    const started = performance.now();
    await checkedResult(media, result);
    return performance.now() - started;
  }

  return {
    concurrency,
    async queued(count) {
      const ids = Array.from({ length: count }, () => randomUUID());
      const keys = ids.map((id) => aiExecutionKey(customerId, id, 'source'));
      for (const key of keys) await files.put(key, photo, { contentType: 'image/jpeg' });
      const started = Date.now();
      const answered = await Promise.all(
        ids.map(async (id, index) => {
          await engine.start({ customerId, filter: row, variant: null, eventId: event.id, shootId: null, purpose: 'studio', input: { key: keys[index]!, mimetype: 'image/jpeg' }, isTest: false, id });
          return Date.now() - started;
        }),
      );
      const rows = await waitForAll(ids);
      const byId = new Map(rows.map((execution) => [execution.id, execution]));
      const jobs = ids.map((id, index): QueuedJob => {
        const execution = byId.get(id)!;
        return {
          started: answered[index]!,
          running: execution.startedAt!.getTime() - started,
          finished: execution.finishedAt!.getTime() - started,
          durationMs: execution.durationMs ?? Number.NaN,
        };
      });
      return { ms: Math.max(...jobs.map((job) => job.finished)), jobs };
    },
    async direct(count) {
      const started = performance.now();
      const runs = await limited(count, concurrency, runDirect);
      return { ms: performance.now() - started, runs };
    },
    async check(count) {
      return { checks: await limited(count, concurrency, checkOnce) };
    },
    close: () => closeRuntime?.() ?? Promise.resolve(),
  };
}

serveChildSide(
  async (message) => {
    if (typeof message === 'object' && message && 'setup' in message) {
      sides = await prepare((message as AiQueueSetup).setup);
      return { concurrency: sides.concurrency, database: 'PGlite (embedded)' } satisfies SetupAnswer;
    }
    if (!sides) throw new Error('not set up');
    const { side, count } = message as SideMessage;
    if (side === 'queued') return sides.queued(count);
    if (side === 'direct') return sides.direct(count);
    if (side === 'check') return sides.check(count);
    throw new Error(`unknown message ${JSON.stringify(message)}`);
  },
  async () => {
    await (sides?.close() ?? closeRuntime?.());
  },
);
