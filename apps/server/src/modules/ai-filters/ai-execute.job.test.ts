import { randomUUID } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOn } from '@/modules/events/events.test-support.ts';
import { AiProviderError, type AiProviders, type AiRunInput, type AiRunResult } from '@/platform/ai/ai-provider.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { hugePng } from '@/test/ai-stand-ins/stand-in-images.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { runAiExecution, type AiExecuteDeps } from './ai-execute.job.ts';
import { aiExecutionKey } from './ai-execution-files.ts';
import { createAiExecutionsService } from './ai-executions.service.ts';
import { balanceOf, fakeProviders, insertFilter, meter, negative, photo, recordingQueue, type FakeProvider } from './ai-executions.test-support.ts';
import { aiExecutions, type AiExecutionRow } from './ai-filters.table.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;

/** A metered customer with 5 credits, a started execution on a stored photo, and the job's dependencies. */
async function started(fake: FakeProvider, options: { timeoutMs?: number; files?: FileStore; finished?: AiExecutionRow[] } = {}) {
  counter += 1;
  const owner = await customerOn(t, `ai-job-${counter}@example.com`, 'Free');
  await meter(t, owner.id, 5);
  const filter = await insertFilter(t, owner.id);
  const providers: AiProviders = fakeProviders(fake, options.timeoutMs);
  const id = randomUUID();
  const source = await photo();
  const key = aiExecutionKey(owner.id, id, 'source');
  await t.runtime.files.put(key, source, { contentType: 'image/jpeg' });
  const common = { db: t.runtime.database.db, files: options.files ?? t.runtime.files, media: t.runtime.media, providers, tmpDir: t.config.tmpDir };
  const service = createAiExecutionsService({ ...common, jobs: recordingQueue(), now: () => new Date(), log: t.runtime.log, publicUrl: TEST_PUBLIC_URL });
  const row = await service.start({ id, customerId: owner.id, filter, eventId: null, shootId: null, purpose: 'studio', input: { key, mimetype: 'image/jpeg' }, isTest: false });
  const finished = options.finished ?? [];
  const deps: AiExecuteDeps = { ...common, onFinished: { studio: async (execution) => void finished.push(execution) } };
  return { owner, row, deps, source, finished, service };
}

const run = (deps: AiExecuteDeps, id: string, lastAttempt = false) => runAiExecution(deps, id, { log: t.runtime.log, lastAttempt });

async function rowOf(id: string): Promise<AiExecutionRow> {
  const [row] = await t.runtime.database.db.select().from(aiExecutions).where(eq(aiExecutions.id, id));
  if (!row) throw new Error('execution missing');
  return row;
}

async function workFolders(): Promise<string[]> {
  return (await readdir(t.config.tmpDir).catch(() => [] as string[])).filter((name) => name.startsWith('ai-'));
}

describe('ai_execute', () => {
  it('runs the provider, stores a checked JPEG result and records progress, duration and pin', async () => {
    const s = await started({ run: negative });
    expect(await run(s.deps, s.row.id)).toBe('success');
    const row = await rowOf(s.row.id);
    expect(row).toMatchObject({ status: 'succeeded', progress: 1, failure: null, credits: 1, resultKey: aiExecutionKey(s.owner.id, s.row.id, 'result') });
    expect(row.durationMs).toBeGreaterThanOrEqual(0);
    expect(row.startedAt).not.toBeNull();
    expect(row.finishedAt).not.toBeNull();
    expect(row.pin).toMatchObject({ model: 'negative@1' });
    const result = await buffer((await t.runtime.files.get(row.resultKey ?? '')).stream);
    expect((await sharp(result).metadata()).format).toBe('jpeg');
    const [a, b] = await Promise.all([sharp(s.source).raw().toBuffer(), sharp(result).raw().toBuffer()]);
    expect(a.equals(b)).toBe(false);
    expect(s.finished.map((execution) => execution.status)).toEqual(['succeeded']);
    expect(await balanceOf(t, s.owner.id)).toBe(4);
    expect(await workFolders()).toEqual([]);
    // A second job for it (a duplicate, a retry after its hook failed) runs only the hook again.
    expect(await run(s.deps, s.row.id)).toBe('skipped');
    expect(s.finished).toHaveLength(2);
  });

  it('writes progress while it runs, at most twice a second', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reported: () => void = () => undefined;
    const reportedOnce = new Promise<void>((resolve) => (reported = resolve));
    const s = await started({
      async run(input: AiRunInput): Promise<AiRunResult> {
        input.onProgress(0.25);
        // Within the same half second: not written.
        input.onProgress(0.5);
        reported();
        await gate;
        return negative(input);
      },
    });
    const running = run(s.deps, s.row.id);
    await reportedOnce;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rowOf(s.row.id)).toMatchObject({ status: 'running', progress: 0.25 });
    const view = await s.service.get(s.owner.id, s.row.id);
    expect(view).toMatchObject({ status: 'running', resultUrl: null });
    expect(view.progress).toBeGreaterThanOrEqual(0.25);
    release();
    expect(await running).toBe('success');
  });

  it('gives up on a provider that never answers at the timeout, and refunds the credits', async () => {
    const s = await started({ run: () => new Promise<AiRunResult>(() => undefined) }, { timeoutMs: 300 });
    const began = Date.now();
    expect(await run(s.deps, s.row.id)).toBe('failed');
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(await rowOf(s.row.id)).toMatchObject({ status: 'failed', failure: 'timeout', credits: 0, resultKey: null });
    expect(await balanceOf(t, s.owner.id)).toBe(5);
    expect(s.finished.map((execution) => execution.failure)).toEqual(['timeout']);
    expect(await workFolders()).toEqual([]);
  });

  it.each([
    ['an error answer', 'provider', () => Promise.reject(new AiProviderError('provider', 'HTTP 500', 500))],
    ['a 429', 'provider', () => Promise.reject(new AiProviderError('provider', 'HTTP 429', 429))],
    ['a missing key', 'unconfigured', () => Promise.reject(new AiProviderError('unconfigured', 'no key'))],
    ['a crash inside the provider', 'provider', () => Promise.reject(new TypeError('undefined is not a function'))],
  ] as const)('fails on %s with reason %s, refunded', async (_what, reason, fail) => {
    const s = await started({ run: fail });
    expect(await run(s.deps, s.row.id)).toBe('failed');
    expect(await rowOf(s.row.id)).toMatchObject({ status: 'failed', failure: reason, credits: 0 });
    expect(await balanceOf(t, s.owner.id)).toBe(5);
  });

  it.each([
    ['garbage', async (input: AiRunInput) => writeFile(join(input.workdir, 'out.png'), 'I am sorry, I cannot edit this image.')],
    ['a huge image', async (input: AiRunInput) => writeFile(join(input.workdir, 'out.png'), hugePng())],
  ])('refuses %s as a result: failed, refunded', async (_what, write) => {
    const s = await started({
      async run(input) {
        await write(input);
        return { image: { path: join(input.workdir, 'out.png'), mimetype: 'image/png' }, pin: { provider: 'local', model: 'x', version: '', parameters: {} } };
      },
    });
    expect(await run(s.deps, s.row.id)).toBe('failed');
    expect(await rowOf(s.row.id)).toMatchObject({ status: 'failed', failure: 'provider', credits: 0 });
    expect(await balanceOf(t, s.owner.id)).toBe(5);
  });

  it('fails with reason input when the picture is gone from the store', async () => {
    const s = await started({ run: negative });
    await t.runtime.files.delete(s.row.inputKey);
    expect(await run(s.deps, s.row.id)).toBe('failed');
    expect(await rowOf(s.row.id)).toMatchObject({ failure: 'input', credits: 0 });
  });

  it('retries a fault of its own, and fails with a refund on the last attempt', async () => {
    const store = t.runtime.files;
    const broken: FileStore = {
      kind: store.kind,
      get: (key, range) => store.get(key, range),
      head: (key) => store.head(key),
      exists: (key) => store.exists(key),
      delete: (key) => store.delete(key),
      deletePrefix: (prefix) => store.deletePrefix(prefix),
      put: () => Promise.reject(new Error('the store is down')),
    };
    const s = await started({ run: negative }, { files: broken });
    await expect(run(s.deps, s.row.id)).rejects.toThrow('the store is down');
    expect(await rowOf(s.row.id)).toMatchObject({ status: 'running', credits: 1 });
    await expect(run(s.deps, s.row.id, true)).rejects.toThrow('the store is down');
    expect(await rowOf(s.row.id)).toMatchObject({ status: 'failed', failure: 'provider', credits: 0 });
    expect(await balanceOf(t, s.owner.id)).toBe(5);
    expect(s.finished.map((execution) => execution.status)).toEqual(['failed']);
    expect(await workFolders()).toEqual([]);
  });
});
