import { AI_PROMPT_MAX, aiFilterSchema, aiProviderInfoSchema, localAiEffects, type AiFilter, type AiProviderInfo, type Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn, fieldPaths } from '@/modules/events/events.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { makeAdmin, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
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

const list = async (customer: TestCustomer, scope?: string) => {
  const response = await call(t, customer, 'GET', `/aifilters${scope ? `?scope=${scope}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AiFilter[]>();
};

describe('creating AI filters', () => {
  it('creates a self-prompted filter with a slug from its name, its prompt active and its pin recorded', async () => {
    const filter = await createFilter(t, ada, selfPrompted({ name: 'Pop-Art für Ada', description: 'Bunt' }));
    expect(aiFilterSchema.strict().safeParse(filter).success).toBe(true);
    expect(filter).toMatchObject({
      slug: 'pop-art-fuer-ada',
      name: 'Pop-Art für Ada',
      description: 'Bunt',
      filterType: 'self_prompted',
      provider: 'local',
      isPublic: false,
      editable: true,
      thumbnail: null,
      prompt: { positivePrompt: 'pencil sketch portrait', negativePrompt: 'blurry' },
      providerOptions: { ratio: 'portrait', captureMode: 5, workflow: 163, strength: 0.6 },
    });
    expect(filter.activePromptId).toEqual(expect.any(String));
    // The local provider pins the effect the prompt asks for, with its version.
    expect(filter.pin).toMatchObject({ provider: 'local', model: expect.stringMatching(/^sketch@/), parameters: { effect: 'sketch' } });
    const read = await call(t, ada, 'GET', `/aifilters/${filter.slug}`);
    expect(read.json<AiFilter>()).toEqual(filter);
  });

  it('takes the defaults of platform §9 (provider event_station, portrait, capture mode 5, workflow 163)', async () => {
    const filter = await createFilter(t, ada, { name: 'Workflow style', filterType: 'library', filterId: 'anime-v2' });
    expect(filter).toMatchObject({ provider: 'event_station', providerOptions: { ratio: 'portrait', captureMode: 5, workflow: 163 }, activePromptId: null });
    expect(filter.pin).toMatchObject({ provider: 'event_station' });
  });

  it('numbers a slug that is taken, refuses a given slug that is taken or reserved with 409 naming slug', async () => {
    const first = await createFilter(t, ada, effectFilter('vintage', { name: 'Retro' }));
    const second = await createFilter(t, bob, effectFilter('vintage', { name: 'Retro' }));
    const third = await createFilter(t, ada, effectFilter('vintage', { name: 'Retro' }));
    expect([first.slug, second.slug, third.slug]).toEqual(['retro', 'retro-2', 'retro-3']);
    for (const slug of ['retro', 'providers', 'prompthistory']) {
      const refused = await call(t, bob, 'POST', '/aifilters', effectFilter('vintage', { name: 'Mine', slug }));
      expect(refused.statusCode, slug).toBe(409);
      expect(fieldPaths(refused)).toEqual(['slug']);
    }
    const named = await createFilter(t, bob, effectFilter('vintage', { name: 'Mine', slug: 'bobs-retro' }));
    expect(named.slug).toBe('bobs-retro');
    const badSlug = await call(t, bob, 'POST', '/aifilters', effectFilter('vintage', { name: 'Mine', slug: 'Not A Slug' }));
    expect(badSlug.statusCode).toBe(400);
    expect(fieldPaths(badSlug)).toEqual(['slug']);
  });

  it.each([
    ['a self-prompted filter without a positive prompt', selfPrompted({ prompt: { positivePrompt: '   ', negativePrompt: 'x' } }), ['prompt.positivePrompt']],
    ['a library filter without its filter id', { name: 'No id', filterType: 'library' }, ['filterId']],
    ['separate ids without them', effectFilter('cartoon', { useSeparateIds: true }), ['maleFilterId', 'femaleFilterId']],
    ['a local filter id that is not an effect', effectFilter('oil-painting'), ['filterId']],
    ['separate local ids that are not effects', effectFilter('', { useSeparateIds: true, maleFilterId: 'sketch', femaleFilterId: 'watercolour' }), ['femaleFilterId']],
    ['no name', { ...effectFilter('cartoon'), name: '  ' }, ['name']],
    ['a name with a control character', effectFilter('cartoon', { name: 'Bad\u0007name' }), ['name']],
    ['an unknown provider', effectFilter('cartoon', { provider: 'midjourney' as never }), ['provider']],
    ['a strength above 1', effectFilter('cartoon', { providerOptions: { strength: 2 } }), ['providerOptions.strength']],
    ['a prompt over the limit', selfPrompted({ prompt: { positivePrompt: 'p'.repeat(AI_PROMPT_MAX + 1) } }), ['prompt.positivePrompt']],
  ])('refuses %s with 400 naming the field', async (_what, body, fields) => {
    const response = await call(t, ada, 'POST', '/aifilters', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldPaths(response)).toEqual(fields);
  });

  it('strips control characters from prompts (a prompt pasted from a document carries them) and holds the limit after that', async () => {
    const atLimit = 'q'.repeat(AI_PROMPT_MAX);
    const filter = await createFilter(t, ada, selfPrompted({ name: 'Pasted', prompt: { positivePrompt: `  cartoon\u0000 of\u0007 me\u001b\r\nnext line  `, negativePrompt: `\u0008${atLimit}\u0000` } }));
    expect(filter.prompt).toEqual({ positivePrompt: 'cartoon of me\r\nnext line', negativePrompt: atLimit });
  });

  it('stores local effect names in lower case, however they were typed', async () => {
    const filter = await createFilter(t, ada, effectFilter('PopArt', { name: 'Loud' }));
    expect(filter.filterId).toBe('popart');
  });

  it('lets only admins publish in the library (403 otherwise)', async () => {
    const refused = await call(t, ada, 'POST', '/aifilters', effectFilter('duotone', { name: 'Mine public', isPublic: true }));
    expect(refused.statusCode).toBe(403);
    const published = await createFilter(t, admin, effectFilter('duotone', { name: 'Zwei Farben', isPublic: true }));
    expect(published).toMatchObject({ isPublic: true, editable: true });
  });
});

describe('listing and reading', () => {
  let adaPrivate: AiFilter;
  let library: AiFilter;

  beforeAll(async () => {
    adaPrivate = await createFilter(t, ada, effectFilter('halftone', { name: 'Ada dots' }));
    library = await createFilter(t, admin, effectFilter('sketch', { name: 'Library sketch', isPublic: true }));
  });

  it('lists own filters and the library by scope, newest first, with editable per filter', async () => {
    const own = await list(ada, 'own');
    expect(own.every((filter) => !filter.isPublic)).toBe(true);
    expect(own[0]?.slug).toBe(adaPrivate.slug);
    const libraryList = await list(ada, 'library');
    expect(libraryList.map((filter) => filter.slug)).toContain(library.slug);
    expect(libraryList.every((filter) => filter.isPublic && !filter.editable)).toBe(true);
    const all = await list(ada);
    expect(all.map((filter) => filter.slug)).toEqual(expect.arrayContaining([adaPrivate.slug, library.slug]));
    expect(all.find((filter) => filter.slug === adaPrivate.slug)?.editable).toBe(true);
    // The admin may change the library's filters, whoever published them.
    expect((await list(admin, 'library')).every((filter) => filter.editable)).toBe(true);
    const badScope = await call(t, ada, 'GET', '/aifilters?scope=everything');
    expect(badScope.statusCode).toBe(400);
    expect(fieldPaths(badScope)).toEqual(['scope']);
  });

  it("never shows another customer's private filter: not in lists, 404 by slug", async () => {
    expect((await list(bob)).map((filter) => filter.slug)).not.toContain(adaPrivate.slug);
    expect((await list(bob, 'library')).map((filter) => filter.slug)).not.toContain(adaPrivate.slug);
    expect((await call(t, bob, 'GET', `/aifilters/${adaPrivate.slug}`)).statusCode).toBe(404);
    expect((await call(t, bob, 'GET', '/aifilters/no-such-filter')).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', `/aifilters/${adaPrivate.slug}`)).statusCode).toBe(401);
    expect((await call(t, undefined, 'GET', '/aifilters')).statusCode).toBe(401);
  });

  it('lets every customer read a library filter, and admins read any filter (without changing it)', async () => {
    expect((await call(t, bob, 'GET', `/aifilters/${library.slug}`)).json<AiFilter>()).toMatchObject({ slug: library.slug, editable: false });
    expect((await call(t, admin, 'GET', `/aifilters/${adaPrivate.slug}`)).json<AiFilter>()).toMatchObject({ slug: adaPrivate.slug, editable: false });
  });
});

describe('changing and deleting', () => {
  it('replaces every field but the slug (PUT takes the body without it)', async () => {
    const filter = await createFilter(t, ada, effectFilter('cartoon', { name: 'Before' }));
    const response = await call(t, ada, 'PUT', `/aifilters/${filter.slug}`, {
      ...effectFilter('', { name: 'After', useSeparateIds: true, maleFilterId: 'sketch', femaleFilterId: 'vintage', providerOptions: { strength: 0.9 } }),
      slug: 'sneaky-new-slug',
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<AiFilter>();
    expect(changed).toMatchObject({ slug: filter.slug, name: 'After', useSeparateIds: true, maleFilterId: 'sketch', femaleFilterId: 'vintage', providerOptions: { strength: 0.9 } });
    // The pin follows the new settings (the first variant's effect, the new strength).
    expect(changed.pin).toMatchObject({ model: expect.stringMatching(/^sketch@/), parameters: { strength: 0.9 } });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(filter.updatedAt));
    expect((await call(t, ada, 'GET', '/aifilters/sneaky-new-slug')).statusCode).toBe(404);
    const invalid = await call(t, ada, 'PUT', `/aifilters/${filter.slug}`, { ...effectFilter(''), name: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(fieldPaths(invalid)).toEqual(['filterId']);
  });

  it("answers 404 to another customer's and to an admin's changes of a private filter", async () => {
    const filter = await createFilter(t, ada, effectFilter('cartoon', { name: 'Private' }));
    for (const who of [bob, admin]) {
      expect((await call(t, who, 'PUT', `/aifilters/${filter.slug}`, effectFilter('sketch', { name: 'Taken over' }))).statusCode).toBe(404);
      expect((await call(t, who, 'DELETE', `/aifilters/${filter.slug}`)).statusCode).toBe(404);
    }
    expect((await call(t, ada, 'GET', `/aifilters/${filter.slug}`)).json<AiFilter>().name).toBe('Private');
  });

  it('lets admins alone change and delete library filters; customers get 403', async () => {
    const filter = await createFilter(t, admin, effectFilter('popart', { name: 'Library pop', isPublic: true }));
    expect((await call(t, bob, 'PUT', `/aifilters/${filter.slug}`, effectFilter('popart', { name: 'Mine now' }))).statusCode).toBe(403);
    expect((await call(t, bob, 'DELETE', `/aifilters/${filter.slug}`)).statusCode).toBe(403);
    const other = await customerOn(t, 'second-admin@example.com', 'Free');
    await makeAdmin(t, other);
    const renamed = await call(t, other, 'PUT', `/aifilters/${filter.slug}`, effectFilter('popart', { name: 'Library pop art', isPublic: true }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<AiFilter>().name).toBe('Library pop art');
    expect((await call(t, other, 'DELETE', `/aifilters/${filter.slug}`)).statusCode).toBe(204);
  });

  it('refuses to delete a filter while a campaign offers it, naming the campaign; deletes it once none does', async () => {
    const filter = await createFilter(t, ada, effectFilter('vintage', { name: 'In use' }));
    const event: Event = await createEvent(t, ada, { name: 'Sommerfest' });
    await patchSettings(t, event.id, { shutter: { aifilter: { aiFilters: [filter.id] } } });
    const refused = await call(t, ada, 'DELETE', `/aifilters/${filter.slug}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('"Sommerfest"');
    // A library filter in another customer's campaign: the admin learns which, the campaign stays unbroken.
    const libraryFilter = await createFilter(t, admin, effectFilter('vintage', { name: 'Library vintage', isPublic: true }));
    const bobEvent = await createEvent(t, bob, { name: 'Bobs Party' });
    await patchSettings(t, bobEvent.id, { shutter: { ai: { aiFilters: [libraryFilter.id] } } });
    const refusedLibrary = await call(t, admin, 'DELETE', `/aifilters/${libraryFilter.slug}`);
    expect(refusedLibrary.statusCode).toBe(409);
    expect(refusedLibrary.json<{ message: string }>().message).toContain('"Bobs Party"');

    await patchSettings(t, event.id, { shutter: { aifilter: { aiFilters: [] } } });
    expect((await call(t, ada, 'DELETE', `/aifilters/${filter.slug}`)).statusCode).toBe(204);
    expect((await call(t, ada, 'GET', `/aifilters/${filter.slug}`)).statusCode).toBe(404);
    expect((await call(t, ada, 'DELETE', `/aifilters/${filter.slug}`)).statusCode).toBe(404);
  });
});

describe('GET /api/aifilters/providers', () => {
  it('lists every provider; the local effects are configured, not generative, with their effects', async () => {
    const response = await call(t, ada, 'GET', '/aifilters/providers');
    expect(response.statusCode).toBe(200);
    const providers = response.json<AiProviderInfo[]>();
    expect(providers.every((provider) => aiProviderInfoSchema.strict().safeParse(provider).success)).toBe(true);
    expect(providers.map((provider) => provider.name).sort()).toEqual(['event_station', 'local', 'openai']);
    expect(providers.find((provider) => provider.name === 'local')).toMatchObject({ configured: true, generative: false, effects: [...localAiEffects] });
    // No address or key in the test environment: listed, but not configured.
    expect(providers.find((provider) => provider.name === 'event_station')).toMatchObject({ configured: false, generative: true });
    expect((await call(t, undefined, 'GET', '/aifilters/providers')).statusCode).toBe(401);
  });
});

describe('the API reference', () => {
  it('documents every call of the catalogue, answering one named AiFilter schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string; security?: unknown[] }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    const calls = [
      ['/api/aifilters', 'get'],
      ['/api/aifilters', 'post'],
      ['/api/aifilters/providers', 'get'],
      ['/api/aifilters/prompthistory', 'get'],
      ['/api/aifilters/selfprompts/enhance', 'post'],
      ['/api/aifilters/{slug}', 'get'],
      ['/api/aifilters/{slug}', 'put'],
      ['/api/aifilters/{slug}', 'delete'],
      ['/api/aifilters/{slug}/prompts', 'get'],
      ['/api/aifilters/{slug}/prompts/{promptId}/activate', 'post'],
      ['/api/aifilters/{slug}/generatethumbnail', 'post'],
      ['/api/aifilters/{slug}/thumbnail', 'get'],
    ] as const;
    for (const [path, method] of calls) expect(doc.paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
    expect(doc.components.schemas).toHaveProperty('AiFilter');
    expect(doc.components.schemas).toHaveProperty('AiPromptEntry');
    expect(doc.paths['/api/aifilters']?.get?.security).toEqual([{ bearerAuth: [] }]);
    // Booths load thumbnails without a session.
    expect(doc.paths['/api/aifilters/{slug}/thumbnail']?.get?.security).toBeUndefined();
  });
});
