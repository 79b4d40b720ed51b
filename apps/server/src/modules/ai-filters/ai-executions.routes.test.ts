import type { AiExecution } from '@booth/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditEntries } from '@/modules/admin/admin.table.ts';
import { makeAdmin, signedInCustomer, upload, type TestCustomer } from '@/test/assets.ts';
import { startOpenAiStandIn, type OpenAiStandIn } from '@/test/ai-stand-ins/openai-stand-in.ts';
import type { FormPart } from '@/test/multipart.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { balanceOf, insertFilter, meter, photo } from './ai-executions.test-support.ts';
import type { AiFilterRow } from './ai-filters.table.ts';

let t: TestApp;
let openai: OpenAiStandIn;
let ann: TestCustomer;
let bob: TestCustomer;
let popart: AiFilterRow;
let source: Buffer;

beforeAll(async () => {
  openai = await startOpenAiStandIn({ apiKey: 'sk-test' });
  // A short timeout, so the hanging provider below costs a second and a half.
  t = await buildTestApp({ AI_OPENAI_BASE_URL: openai.url, AI_OPENAI_API_KEY: 'sk-test', AI_TIMEOUT_MS: '1500' });
  ann = await signedInCustomer(t, 'ann.ai-exec@example.com');
  bob = await signedInCustomer(t, 'bob.ai-exec@example.com');
  popart = await insertFilter(t, ann.id);
  source = await photo();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await openai?.close();
});

const execute = (customer: TestCustomer | undefined, parts: FormPart[]) => upload(t, customer, parts, '/api/aifilters/execute');
const photoPart = (data: Buffer = source): FormPart => ({ name: 'file', filename: 'me.jpg', data, contentType: 'image/jpeg' });

async function executed(customer: TestCustomer, slug: string): Promise<AiExecution> {
  const response = await execute(customer, [{ name: 'slug', value: slug }, photoPart()]);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<AiExecution>();
}

const get = (customer: TestCustomer | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: customer?.headers ?? {} });

async function finished(customer: TestCustomer, id: string): Promise<AiExecution> {
  await t.drainJobs();
  const response = await get(customer, `/api/aifilters/executions/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AiExecution>();
}

describe('POST /api/aifilters/execute on the local provider', () => {
  it('runs the filter end to end: a different picture, progress 1, duration and credits recorded', async () => {
    await meter(t, ann.id, 20);
    const started = await executed(ann, popart.slug);
    expect(started).toMatchObject({ status: 'queued', filterSlug: popart.slug, credits: 1, resultUrl: null, failure: null, sourceUrl: `/api/aifilters/executions/${started.id}/source` });
    expect(await balanceOf(t, ann.id)).toBe(19);

    const done = await finished(ann, started.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: 1, credits: 1, resultUrl: `/api/aifilters/executions/${started.id}/result` });
    expect(done.durationMs).toEqual(expect.any(Number));
    expect(done.pin?.provider).toBe('local');

    const result = await get(ann, done.resultUrl ?? '');
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('image/jpeg');
    expect(result.headers['cache-control']).toBe('private, no-store');
    const sourceBack = await get(ann, done.sourceUrl);
    expect(sourceBack.statusCode).toBe(200);
    const [before, after] = await Promise.all([sharp(sourceBack.rawPayload).resize(64, 48).raw().toBuffer(), sharp(result.rawPayload).resize(64, 48).raw().toBuffer()]);
    expect(before.equals(after)).toBe(false);

    // A studio run is booked for no campaign.
    const [entry] = await t.runtime.database.db.select().from(creditEntries).where(and(eq(creditEntries.customerId, ann.id), eq(creditEntries.kind, 'consumption')));
    expect(entry).toMatchObject({ amount: -1, feature: 'ai', eventId: null });
  });

  it("estimates a run from the filter's recent runs", async () => {
    for (let run = 0; run < 2; run++) await finished(ann, (await executed(ann, popart.slug)).id);
    const next = await executed(ann, popart.slug);
    expect(next.estimateSeconds).toEqual(expect.any(Number));
    expect(next.secondsLeft).toEqual(expect.any(Number));
    expect(next.secondsLeft).toBeLessThanOrEqual(Math.ceil(next.estimateSeconds ?? 0));
    await t.drainJobs();
  });

  it('answers 422 naming the credits when a metered customer has none left', async () => {
    await meter(t, bob.id, 0);
    const response = await execute(bob, [{ name: 'slug', value: (await insertFilter(t, bob.id)).slug }, photoPart()]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'LIMIT_EXCEEDED', fields: [{ path: 'credits' }] });
  });
});

describe('tenancy', () => {
  it("runs a library filter for anyone, but another customer's private filter is 404", async () => {
    const admin = await signedInCustomer(t, 'admin.ai-exec@example.com');
    await makeAdmin(t, admin);
    const library = await insertFilter(t, admin.id, { isPublic: true, filterType: 'library', filterId: 'sketch' });
    const carl = await signedInCustomer(t, 'carl.ai-exec@example.com');
    expect((await executed(carl, library.slug)).filterSlug).toBe(library.slug);
    const refused = await execute(carl, [{ name: 'slug', value: popart.slug }, photoPart()]);
    expect(refused.statusCode).toBe(404);
    await t.drainJobs();
  });

  it("answers 404 for another customer's execution and its pictures", async () => {
    const mine = await finished(ann, (await executed(ann, popart.slug)).id);
    for (const url of [`/api/aifilters/executions/${mine.id}`, mine.sourceUrl, mine.resultUrl ?? '']) {
      expect((await get(bob, url)).statusCode, url).toBe(404);
      expect((await get(undefined, url)).statusCode, url).toBe(401);
    }
  });
});

describe('the uploaded photo', () => {
  it('is checked like any upload, naming the field', async () => {
    const text = await execute(ann, [{ name: 'slug', value: popart.slug }, { name: 'file', filename: 'me.jpg', data: Buffer.from('not a picture at all'), contentType: 'image/jpeg' }]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'file' }] });

    const truncated = await execute(ann, [{ name: 'slug', value: popart.slug }, photoPart(source.subarray(0, source.length / 2))]);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ fields: [{ path: 'file' }] });

    const noFile = await execute(ann, [{ name: 'slug', value: popart.slug }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ fields: [{ path: 'file' }] });

    const noSlug = await execute(ann, [photoPart()]);
    expect(noSlug.statusCode).toBe(400);
    expect(noSlug.json()).toMatchObject({ fields: [{ path: 'slug' }] });

    const late = await execute(ann, [photoPart(), { name: 'slug', value: popart.slug }]);
    expect(late.statusCode).toBe(400);
  });
});

describe('provider failures (the OpenAI-compatible stand-in)', () => {
  it.each([
    ['500', 'provider'],
    ['429', 'provider'],
    ['garbage', 'provider'],
    ['hang', 'timeout'],
  ] as const)('%s fails the run with reason %s, and its credits are refunded', async (mode, reason) => {
    const customer = await signedInCustomer(t, `openai-${mode}.ai-exec@example.com`);
    await meter(t, customer.id, 2);
    const filter = await insertFilter(t, customer.id, { provider: 'openai', filterId: '' });
    openai.set(mode);
    try {
      const started = await executed(customer, filter.slug);
      expect(await balanceOf(t, customer.id)).toBe(1);
      const done = await finished(customer, started.id);
      expect(done).toMatchObject({ status: 'failed', failure: reason, credits: 0, resultUrl: null });
      expect(await balanceOf(t, customer.id)).toBe(2);
      expect((await get(customer, `/api/aifilters/executions/${started.id}/result`)).statusCode).toBe(404);
    } finally {
      openai.set('normal');
    }
  });

  it('succeeds when the stand-in answers a picture', async () => {
    const filter = await insertFilter(t, ann.id, { provider: 'openai', filterId: '' });
    const done = await finished(ann, (await executed(ann, filter.slug)).id);
    expect(done).toMatchObject({ status: 'succeeded', pin: { provider: 'openai' } });
  });
});

describe('the API reference', () => {
  it('documents the execution calls with one AiExecution component', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: Record<string, unknown> } }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/aifilters/execute', '/api/aifilters/executions/{id}', '/api/aifilters/executions/{id}/source', '/api/aifilters/executions/{id}/result']));
    expect(document.components.schemas.AiExecution).toBeDefined();
    expect(JSON.stringify(document.paths['/api/aifilters/execute']?.post?.responses['202'])).toContain('#/components/schemas/AiExecution');
  });
});
