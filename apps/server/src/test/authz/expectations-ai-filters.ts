/* The authorisation matrix's entries for the AI studio's routes (see expectations.ts for profiles and how to write one). */
import type { AiExecution, AiFilter, AiFilterBodyInput } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { aiFilterThumbnailKey } from '@/modules/ai-filters/ai-filter-files.ts';
import { aiFilters } from '@/modules/ai-filters/ai-filters.table.ts';
import { png, type TestCustomer } from '@/test/assets.ts';
import { unique, type Fixtures } from './fixtures.ts';
import { route, type Entry } from './profiles.ts';
import type { RouteKey } from './route-table.ts';

/** What the AI entries name, made once per fixtures: the owner's private filter, a library filter, a finished execution. */
interface AiFixtures {
  /** The owner's self-prompted filter (private), with its active prompt and a thumbnail. */
  own: AiFilter;
  /** An admin's public library filter. */
  library: AiFilter;
  /** A thumbnail run of the owner's filter, finished. */
  executionId: string;
}

const selfPrompted = (name: string): AiFilterBodyInput => ({ name, provider: 'local', filterType: 'self_prompted', prompt: { positivePrompt: 'pencil sketch portrait', negativePrompt: '' } });
const libraryBody = (name: string): AiFilterBodyInput => ({ name, provider: 'local', filterType: 'library', filterId: 'cartoon', isPublic: true });

async function created(f: Fixtures, customer: TestCustomer, body: AiFilterBodyInput): Promise<AiFilter> {
  const response = await f.t.app.inject({ method: 'POST', url: '/api/aifilters', headers: customer.headers, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AiFilter>();
}

async function prepare(f: Fixtures): Promise<AiFixtures> {
  const own = await created(f, f.owner, selfPrompted('Authz own'));
  const library = await created(f, f.admin, libraryBody('Authz library'));
  const run = await f.t.app.inject({ method: 'POST', url: `/api/aifilters/${own.slug}/generatethumbnail`, headers: f.owner.headers });
  expect(run.statusCode, run.body).toBe(202);
  const executionId = run.json<AiExecution>().id;
  await f.t.drainJobs();
  // The thumbnail, whatever the run did: the public GET must find one to answer 200.
  const key = aiFilterThumbnailKey(own.id, 'authz');
  await f.t.runtime.files.put(key, await png(8, 8), { contentType: 'image/png' });
  await f.t.runtime.database.db.update(aiFilters).set({ thumbnailKey: key }).where(eq(aiFilters.id, own.id));
  return { own, library, executionId };
}

const prepared = new WeakMap<Fixtures, Promise<AiFixtures>>();
function ai(f: Fixtures): Promise<AiFixtures> {
  let ready = prepared.get(f);
  if (!ready) {
    ready = prepare(f);
    prepared.set(f, ready);
  }
  return ready;
}

const ownSlug = async (f: Fixtures) => ({ slug: (await ai(f)).own.slug });
const librarySlug = async (f: Fixtures) => ({ slug: (await ai(f)).library.slug });
const spareSlug = async (f: Fixtures) => ({ slug: (await created(f, f.owner, selfPrompted(unique('Spare filter')))).slug });
const execution = async (f: Fixtures) => ({ id: (await ai(f)).executionId });
/** Lists of one's own things: another customer and the admin get their own, never the owner's. */
const MINE = { unseenBy: ['another', 'admin'] } as const;
/** A library filter: everyone signed in reads it, only admins change it (customers, and support mode acting as one, 403). */
const LIBRARY_WRITE = { another: 403, customer: 403, support: 403, admin: 'ok' } as const;

export const AI_FILTERS_MATRIX: Record<RouteKey, Entry> = {
  // The catalogue (platform §7 "AI filters"): the owner's private filters, the public library for everyone signed in.
  'GET /api/aifilters': route('self', MINE),
  'GET /api/aifilters/providers': route('self'),
  'GET /api/aifilters/prompthistory': route('self', MINE),
  'POST /api/aifilters': route('self', { body: () => selfPrompted(unique('Authz created')) }),
  'POST /api/aifilters/selfprompts/enhance': route('self', { body: () => ({ positivePrompt: 'cartoon of me' }) }),
  'GET /api/aifilters/:slug': route('owned', {
    params: ownSlug,
    also: { 'a library filter': route('owned', { params: librarySlug, differs: { another: 'ok' } }) },
  }),
  // Changes to a customer's filter go through support mode (audited), like every change: admins get 404.
  'PUT /api/aifilters/:slug': route('ownerWrites', {
    params: ownSlug,
    body: () => selfPrompted('Authz own'),
    also: { 'a library filter': route('ownerWrites', { params: librarySlug, body: () => libraryBody('Authz library'), differs: LIBRARY_WRITE }) },
  }),
  'DELETE /api/aifilters/:slug': route('ownerWrites', { params: spareSlug }),
  'GET /api/aifilters/:slug/prompts': route('owned', {
    params: ownSlug,
    also: { 'a library filter': route('owned', { params: librarySlug, differs: { another: 'ok' } }) },
  }),
  'POST /api/aifilters/:slug/prompts/:promptId/activate': route('ownerWrites', { params: async (f) => ({ ...(await ownSlug(f)), promptId: (await ai(f)).own.activePromptId ?? '' }) }),
  'POST /api/aifilters/:slug/generatethumbnail': route('ownerWrites', {
    params: ownSlug,
    also: { 'a library filter': route('ownerWrites', { params: librarySlug, differs: LIBRARY_WRITE }) },
  }),
  // Booths show filter thumbnails to guests: public, a picture of the reference portrait.
  'GET /api/aifilters/:slug/thumbnail': route('public', { params: ownSlug }),

  // Executions (studio tests, thumbnail runs): the customer's own only; an admin's look goes through support mode.
  'POST /api/aifilters/execute': route('self', { multipart: true }),
  'GET /api/aifilters/executions/:id': route('ownerWrites', { params: execution }),
  'GET /api/aifilters/executions/:id/source': route('ownerWrites', { params: execution }),
  'GET /api/aifilters/executions/:id/result': route('ownerWrites', { params: execution }),
};
