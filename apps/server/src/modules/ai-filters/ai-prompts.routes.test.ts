import { AI_PROMPT_HISTORY_LIMIT, aiPromptEntrySchema, type AiEnhanceResult, type AiFilter, type AiPromptEntry } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerOn, fieldPaths } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { aiExecutions } from './ai-filters.table.ts';
import { catalogueCast, createFilter, effectFilter, selfPrompted } from './ai-filters.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let admin: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ({ ada, bob, admin } = await catalogueCast(t));
});
afterAll(async () => {
  await t?.close();
});

async function prompts(customer: TestCustomer, slug: string): Promise<AiPromptEntry[]> {
  const response = await call(t, customer, 'GET', `/aifilters/${slug}/prompts`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AiPromptEntry[]>();
}

async function save(customer: TestCustomer, filter: AiFilter, positivePrompt: string, negativePrompt = ''): Promise<AiFilter> {
  // A moment later than the save before, so "newest first" never depends on two saves in one millisecond.
  t.clock.offsetMs += 5;
  const response = await call(t, customer, 'PUT', `/aifilters/${filter.slug}`, selfPrompted({ name: filter.name, prompt: { positivePrompt, negativePrompt } }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AiFilter>();
}

/** An execution row of the prompt, as the engine leaves it after a run (the prompt list reads these). */
async function ranWith(customer: TestCustomer, filter: AiFilter, promptId: string, values: { durationMs: number; credits: number; at: Date }): Promise<string> {
  const id = crypto.randomUUID();
  await t.runtime.database.db.insert(aiExecutions).values({
    id,
    customerId: customer.id,
    filterId: filter.id,
    filterSlug: filter.slug,
    promptId,
    purpose: 'studio',
    status: 'succeeded',
    progress: 1,
    provider: 'local',
    credits: values.credits,
    inputKey: `ai/${customer.id}/in.jpg`,
    inputMimetype: 'image/jpeg',
    durationMs: values.durationMs,
    createdAt: values.at,
    finishedAt: values.at,
  });
  return id;
}

describe('prompt history of a self-prompted filter (platform §4)', () => {
  it('adds a prompt on every change of its text and keeps exactly one active, newest first', async () => {
    const created = await createFilter(t, ada, selfPrompted({ name: 'Verlauf', prompt: { positivePrompt: 'cartoon of me' } }));
    const same = await save(ada, created, 'cartoon of me');
    expect(same.activePromptId).toBe(created.activePromptId);
    const second = await save(ada, created, 'pencil sketch of me', 'colour');
    const third = await save(ada, created, 'pencil sketch of me', 'colour, blur');
    const entries = await prompts(ada, created.slug);
    expect(entries.every((entry) => aiPromptEntrySchema.strict().safeParse(entry).success)).toBe(true);
    expect(entries.map((entry) => [entry.positivePrompt, entry.negativePrompt])).toEqual([
      ['pencil sketch of me', 'colour, blur'],
      ['pencil sketch of me', 'colour'],
      ['cartoon of me', ''],
    ]);
    expect(entries.filter((entry) => entry.active).map((entry) => entry.id)).toEqual([third.activePromptId]);
    expect(second.activePromptId).not.toBe(created.activePromptId);
    expect(entries[0]).toMatchObject({ filterSlug: created.slug, filterName: 'Verlauf', executions: [] });
  });

  it('activates an older prompt: the filter runs its text, and both come back reloaded', async () => {
    const created = await createFilter(t, ada, selfPrompted({ name: 'Aktivieren', prompt: { positivePrompt: 'vintage photo of me', negativePrompt: 'modern' } }));
    await save(ada, created, 'comic halftone of me');
    const oldest = (await prompts(ada, created.slug)).at(-1);
    if (!oldest) throw new Error('no prompts');
    const response = await call(t, ada, 'POST', `/aifilters/${created.slug}/prompts/${oldest.id}/activate`);
    expect(response.statusCode, response.body).toBe(200);
    const { filter, prompts: reloaded } = response.json<{ filter: AiFilter; prompts: AiPromptEntry[] }>();
    expect(filter).toMatchObject({ activePromptId: oldest.id, prompt: { positivePrompt: 'vintage photo of me', negativePrompt: 'modern' } });
    // The pin follows the prompt now in force (the local provider reads its effect from the prompt).
    expect(filter.pin?.model).toMatch(/^vintage@/);
    expect(reloaded.filter((entry) => entry.active).map((entry) => entry.id)).toEqual([oldest.id]);
    expect(reloaded).toHaveLength(2);
    expect((await call(t, ada, 'GET', `/aifilters/${created.slug}`)).json<AiFilter>().activePromptId).toBe(oldest.id);
  });

  it('refuses to activate a prompt of another filter, or an unknown one, with 404', async () => {
    const one = await createFilter(t, ada, selfPrompted({ name: 'Eins' }));
    const two = await createFilter(t, ada, selfPrompted({ name: 'Zwei' }));
    expect((await call(t, ada, 'POST', `/aifilters/${one.slug}/prompts/${two.activePromptId}/activate`)).statusCode).toBe(404);
    expect((await call(t, ada, 'POST', `/aifilters/${one.slug}/prompts/${crypto.randomUUID()}/activate`)).statusCode).toBe(404);
    const notUuid = await call(t, ada, 'POST', `/aifilters/${one.slug}/prompts/not-an-id/activate`);
    expect(notUuid.statusCode).toBe(400);
    expect(fieldPaths(notUuid)).toEqual(['promptId']);
  });

  it("shows each prompt's latest executions of the caller: what for, status, time and credits, newest first", async () => {
    const filter = await createFilter(t, ada, selfPrompted({ name: 'Gemessen' }));
    const promptId = filter.activePromptId ?? '';
    const older = await ranWith(ada, filter, promptId, { durationMs: 1200, credits: 1, at: new Date(Date.now() - 60_000) });
    const newer = await ranWith(ada, filter, promptId, { durationMs: 900, credits: 2, at: new Date() });
    // Bob's run of the same prompt is not Ada's to see.
    await ranWith(bob, filter, promptId, { durationMs: 5, credits: 7, at: new Date() });
    const [entry] = await prompts(ada, filter.slug);
    expect(entry?.executions).toEqual([
      { id: newer, purpose: 'studio', status: 'succeeded', durationMs: 900, credits: 2, at: expect.any(String) },
      { id: older, purpose: 'studio', status: 'succeeded', durationMs: 1200, credits: 1, at: expect.any(String) },
    ]);
    // Admins read every customer's things, executions included.
    const [asAdmin] = await prompts(admin, filter.slug);
    expect(asAdmin?.executions).toHaveLength(3);
  });
});

describe('GET /api/aifilters/prompthistory', () => {
  it("answers the customer's newest prompts across its filters, 10 by default, never another customer's", async () => {
    const customer = await customerOn(t, 'historian@example.com', 'Gold');
    const first = await createFilter(t, customer, selfPrompted({ name: 'History A', prompt: { positivePrompt: 'prompt 0' } }));
    const second = await createFilter(t, customer, selfPrompted({ name: 'History B', prompt: { positivePrompt: 'prompt 1' } }));
    for (let index = 2; index < 12; index++) await save(customer, index % 2 === 0 ? first : second, `prompt ${index}`);
    await createFilter(t, bob, selfPrompted({ name: 'Not hers', prompt: { positivePrompt: 'bob prompt' } }));

    const response = await call(t, customer, 'GET', '/aifilters/prompthistory');
    expect(response.statusCode).toBe(200);
    const history = response.json<AiPromptEntry[]>();
    expect(history).toHaveLength(AI_PROMPT_HISTORY_LIMIT);
    expect(history.map((entry) => entry.positivePrompt)).toEqual(Array.from({ length: 10 }, (_, index) => `prompt ${11 - index}`));
    expect(history[0]).toMatchObject({ filterSlug: second.slug, active: true });
    expect(history[2]).toMatchObject({ filterSlug: second.slug, active: false });
    const three = (await call(t, customer, 'GET', '/aifilters/prompthistory?limit=3')).json<AiPromptEntry[]>();
    expect(three.map((entry) => entry.positivePrompt)).toEqual(['prompt 11', 'prompt 10', 'prompt 9']);
    const tooMany = await call(t, customer, 'GET', '/aifilters/prompthistory?limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(fieldPaths(tooMany)).toEqual(['limit']);
    expect((await call(t, undefined, 'GET', '/aifilters/prompthistory')).statusCode).toBe(401);
  });
});

describe('prompts and tenancy', () => {
  it("answers 404 for another customer's private filter's prompts and activation; library prompts are readable, activated by admins only", async () => {
    const adaFilter = await createFilter(t, ada, selfPrompted({ name: 'Geheim' }));
    expect((await call(t, bob, 'GET', `/aifilters/${adaFilter.slug}/prompts`)).statusCode).toBe(404);
    expect((await call(t, bob, 'POST', `/aifilters/${adaFilter.slug}/prompts/${adaFilter.activePromptId}/activate`)).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', `/aifilters/${adaFilter.slug}/prompts/${adaFilter.activePromptId}/activate`)).statusCode).toBe(404);

    const library = await createFilter(t, admin, selfPrompted({ name: 'Library prompt', isPublic: true }));
    expect(await prompts(bob, library.slug)).toHaveLength(1);
    expect((await call(t, bob, 'POST', `/aifilters/${library.slug}/prompts/${library.activePromptId}/activate`)).statusCode).toBe(403);
    expect((await call(t, admin, 'POST', `/aifilters/${library.slug}/prompts/${library.activePromptId}/activate`)).statusCode).toBe(200);
  });

  it('keeps no prompt history for a library-type filter (it runs its filter id)', async () => {
    const filter = await createFilter(t, ada, effectFilter('cartoon', { name: 'Ohne Prompt' }));
    expect(filter.activePromptId).toBeNull();
    expect(await prompts(ada, filter.slug)).toEqual([]);
  });
});

describe('POST /api/aifilters/selfprompts/enhance', () => {
  it('rewrites a prompt with the local rules when no chat model is configured, held to the prompt rules', async () => {
    const response = await call(t, ada, 'POST', '/aifilters/selfprompts/enhance', { positivePrompt: 'cartoon\u0007, cartoon, funny hat', negativePrompt: '' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<AiEnhanceResult>();
    expect(result.provider).toBe('local');
    expect(result.positivePrompt).toContain('funny hat');
    expect(result.positivePrompt).not.toContain('\u0007');
    expect(result.positivePrompt.length).toBeGreaterThan('cartoon, funny hat'.length);
    expect(result.negativePrompt).not.toBe('');
  });

  it('refuses an empty prompt, naming positivePrompt, and strangers', async () => {
    const empty = await call(t, ada, 'POST', '/aifilters/selfprompts/enhance', { positivePrompt: '  ', negativePrompt: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(fieldPaths(empty)).toEqual(['positivePrompt']);
    const tooLong = await call(t, ada, 'POST', '/aifilters/selfprompts/enhance', { positivePrompt: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldPaths(tooLong)).toEqual(['positivePrompt']);
    expect((await call(t, undefined, 'POST', '/aifilters/selfprompts/enhance', { positivePrompt: 'x' })).statusCode).toBe(401);
  });
});
