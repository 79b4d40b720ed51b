import { aiExecutionSchema, localAiEffects, type AiExecution, type AiFilter } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { LIBRARY_CUSTOMER_ID } from '@/modules/templates/starter-catalogue.ts';
import { createAiProviders } from '@/platform/ai/ai-providers.ts';
import { REFERENCE_PORTRAIT_PATH } from '@/platform/ai/reference-portrait.ts';
import { createLogger } from '@/platform/logger.ts';
import { storedKeys, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { aiFilterFolder, REFERENCE_PORTRAIT_KEY } from './ai-filter-files.ts';
import { ensureAiFilterLibrary, libraryAiFilterId } from './ai-filter-seed.ts';
import { THUMBNAIL_CACHE, THUMBNAIL_VERSIONED_CACHE } from './ai-filter-thumbnail.ts';
import { findAiFilterById } from './ai-filters.repo.ts';
import { catalogueCast, createFilter, effectFilter } from './ai-filters.test-support.ts';

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

async function generate(customer: TestCustomer, slug: string): Promise<AiExecution> {
  const response = await call(t, customer, 'POST', `/aifilters/${slug}/generatethumbnail`);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<AiExecution>();
}

const read = async (customer: TestCustomer, slug: string) => (await call(t, customer, 'GET', `/aifilters/${slug}`)).json<AiFilter>();
/** The thumbnail as a guest's browser fetches it: no sign-in. */
const fetchThumbnail = (url: string) => t.app.inject({ method: 'GET', url });
const filesOf = async (filterId: string) => (await storedKeys(t)).filter((key) => key.startsWith(aiFilterFolder(filterId)));

describe('POST /api/aifilters/{slug}/generatethumbnail', () => {
  it('runs the filter on the reference portrait and, once the run succeeded, serves a small WebP thumbnail publicly', async () => {
    const filter = await createFilter(t, ada, effectFilter('popart', { name: 'Pop thumbnail' }));
    expect((await fetchThumbnail(`/api/aifilters/${filter.slug}/thumbnail`)).statusCode).toBe(404);

    const execution = await generate(ada, filter.slug);
    expect(aiExecutionSchema.strict().safeParse(execution).success).toBe(true);
    expect(execution).toMatchObject({ filterSlug: filter.slug, status: 'queued', resultUrl: null });
    await t.drainJobs();

    const done = (await call(t, ada, 'GET', `/aifilters/executions/${execution.id}`)).json<AiExecution>();
    expect(done).toMatchObject({ status: 'succeeded', failure: null });
    expect(done.pin).toMatchObject({ provider: 'local', model: expect.stringMatching(/^popart@/) });
    const withThumbnail = await read(ada, filter.slug);
    expect(withThumbnail.thumbnail).toBe(`/api/aifilters/${filter.slug}/thumbnail?v=${Date.parse(withThumbnail.updatedAt)}`);

    const response = await fetchThumbnail(withThumbnail.thumbnail ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(THUMBNAIL_VERSIONED_CACHE);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    // The portrait is 768×1024: the thumbnail keeps its shape at 512 on the long side.
    expect([meta.width, meta.height]).toEqual([384, 512]);
    // An old or missing version is served too, but only cached briefly.
    expect((await fetchThumbnail(`/api/aifilters/${filter.slug}/thumbnail?v=1`)).headers['cache-control']).toBe(THUMBNAIL_CACHE);
    expect((await fetchThumbnail(`/api/aifilters/${filter.slug}/thumbnail`)).headers['cache-control']).toBe(THUMBNAIL_CACHE);
    expect((await storedKeys(t)).filter((key) => key === REFERENCE_PORTRAIT_KEY)).toHaveLength(1);
  });

  it('replaces the thumbnail on a new run, keeping one file; deleting the filter deletes it', async () => {
    const filter = await createFilter(t, ada, effectFilter('sketch', { name: 'Sketch thumbnail' }));
    await generate(ada, filter.slug);
    await t.drainJobs();
    const first = await read(ada, filter.slug);
    t.clock.offsetMs += 10;
    await generate(ada, filter.slug);
    await t.drainJobs();
    const second = await read(ada, filter.slug);
    expect(second.thumbnail).not.toBe(first.thumbnail);
    expect(await filesOf(filter.id)).toHaveLength(1);
    expect((await fetchThumbnail(second.thumbnail ?? '')).statusCode).toBe(200);

    expect((await call(t, ada, 'DELETE', `/aifilters/${filter.slug}`)).statusCode).toBe(204);
    expect(await filesOf(filter.id)).toEqual([]);
    expect((await fetchThumbnail(`/api/aifilters/${filter.slug}/thumbnail`)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's private filter and 403 for a library filter a customer cannot change", async () => {
    const adaFilter = await createFilter(t, ada, effectFilter('cartoon', { name: 'Not for Bob' }));
    expect((await call(t, bob, 'POST', `/aifilters/${adaFilter.slug}/generatethumbnail`)).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', `/aifilters/${adaFilter.slug}/generatethumbnail`)).statusCode).toBe(404);
    expect((await call(t, undefined, 'POST', `/aifilters/${adaFilter.slug}/generatethumbnail`)).statusCode).toBe(401);
    const library = await createFilter(t, admin, effectFilter('duotone', { name: 'Library duotone', isPublic: true }));
    expect((await call(t, bob, 'POST', `/aifilters/${library.slug}/generatethumbnail`)).statusCode).toBe(403);
    await generate(admin, library.slug);
    await t.drainJobs();
    // Every customer sees the library's thumbnail.
    expect((await read(bob, library.slug)).thumbnail).toEqual(expect.stringContaining(`/api/aifilters/${library.slug}/thumbnail?v=`));
  });

  it('answers 404 for a thumbnail of an unknown filter and 400 for a version that is not a number', async () => {
    expect((await fetchThumbnail('/api/aifilters/no-such-filter/thumbnail')).statusCode).toBe(404);
    expect((await fetchThumbnail('/api/aifilters/cartoon/thumbnail?v=abc')).statusCode).toBe(400);
  });
});

describe('the seeded library (ensureAiFilterLibrary)', () => {
  it('publishes one filter per local effect with its thumbnail, once, under the starter library owner', async () => {
    // A customer's filter took a slug the library would use: the library takes the next one.
    const taken = await createFilter(t, ada, effectFilter('vintage', { name: 'Vintage', slug: 'vintage' }));
    const log = createLogger(t.config);
    const deps = {
      db: t.runtime.database.db,
      files: t.runtime.files,
      media: t.runtime.media,
      now: () => new Date(),
      log,
      providers: createAiProviders(t.config.ai, { log }),
      portraitPath: REFERENCE_PORTRAIT_PATH,
      tmpDir: t.config.tmpDir,
    };
    expect(await ensureAiFilterLibrary(deps)).toBe(localAiEffects.length);
    expect(await ensureAiFilterLibrary(deps)).toBe(0);

    const library = (await call(t, bob, 'GET', '/aifilters?scope=library')).json<AiFilter[]>();
    const seeded = library.filter((filter) => localAiEffects.some((effect) => libraryAiFilterId(effect) === filter.id));
    expect(seeded.map((filter) => filter.filterId).sort()).toEqual([...localAiEffects].sort());
    expect(seeded.every((filter) => filter.isPublic && filter.provider === 'local' && filter.filterType === 'library' && !filter.editable && filter.thumbnail)).toBe(true);
    expect(seeded.map((filter) => filter.name)).toContain('Sketch');
    expect(seeded.find((filter) => filter.filterId === 'vintage')?.slug).toBe('vintage-2');
    expect(taken.slug).toBe('vintage');
    const row = await findAiFilterById(t.runtime.database.db, libraryAiFilterId('cartoon'));
    expect(row?.customerId).toBe(LIBRARY_CUSTOMER_ID);
    const cartoon = seeded.find((filter) => filter.filterId === 'cartoon');
    const thumbnail = await fetchThumbnail(cartoon?.thumbnail ?? '');
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    // Admins may look after the library's filters; its owner can never sign in.
    expect((await call(t, admin, 'GET', `/aifilters/${cartoon?.slug}`)).json<AiFilter>().editable).toBe(true);
  });
});
