import {
  type AiExecution,
  type AiFilter,
  type AiFilterBody,
  type AiPromptEntry,
  type AiProviderInfo,
  aiExecutionSchema,
  aiFilterCreateSchema,
  aiFilterSchema,
  aiPromptEntrySchema,
  localAiEffects,
} from '@booth/shared';
import { type FakeApi, type FakeResponse, apiError, baseApi, testUser } from '@/test/fake-api';

let counter = 0;
const uuid = (prefix: string) => {
  counter += 1;
  return `${prefix}000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};
const AT = '2026-11-20T09:30:00.000Z';

/** A filter as the API answers it: an own self-prompted one on the local provider unless told otherwise. */
export function makeFilter(overrides: Partial<AiFilter> & { name?: string } = {}): AiFilter {
  const id = overrides.id ?? uuid('a1');
  const name = overrides.name ?? `Filter ${counter}`;
  return aiFilterSchema.parse({
    id,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    filterType: 'self_prompted',
    provider: 'local',
    filterId: 'cartoon',
    prompt: { positivePrompt: 'a comic portrait', negativePrompt: '' },
    editable: true,
    thumbnail: null,
    activePromptId: null,
    pin: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  });
}

export function makePrompt(filter: AiFilter, overrides: Partial<AiPromptEntry> = {}): AiPromptEntry {
  return aiPromptEntrySchema.parse({
    id: uuid('b2'),
    filterSlug: filter.slug,
    filterName: filter.name,
    positivePrompt: 'a comic portrait',
    negativePrompt: 'blur',
    active: false,
    createdAt: AT,
    executions: [],
    ...overrides,
  });
}

export function makeExecution(overrides: Partial<AiExecution> = {}): AiExecution {
  const id = overrides.id ?? uuid('c3');
  return aiExecutionSchema.parse({
    id,
    filterSlug: 'x',
    status: 'queued',
    progress: 0,
    estimateSeconds: null,
    secondsLeft: null,
    durationMs: null,
    credits: 0,
    pin: null,
    failure: null,
    sourceUrl: `/api/aifilters/executions/${id}/source`,
    resultUrl: null,
    createdAt: AT,
    ...overrides,
  });
}

export const localProvider: AiProviderInfo = { name: 'local', configured: true, generative: false, creditsPerRun: 1, effects: [...localAiEffects] };
export const stationProvider: AiProviderInfo = { name: 'event_station', configured: true, generative: true, creditsPerRun: 3, effects: [] };
export const openaiProvider: AiProviderInfo = { name: 'openai', configured: false, generative: true, creditsPerRun: 5, effects: [] };

export interface StudioState {
  own: AiFilter[];
  library: AiFilter[];
  providers: AiProviderInfo[];
  history: AiPromptEntry[];
  prompts: Record<string, AiPromptEntry[]>;
  credits: { balance: number; consumed: number; creditConsumption: boolean };
}

/**
 * The studio's calls over lists kept the way the server keeps them: POST adds an own filter (with its
 * GET, PUT and DELETE), PUT changes it, DELETE removes it. Executions are declared per test with `followExecution`.
 */
export function studioApi(state: Partial<StudioState> = {}, user: object = testUser): { api: FakeApi; state: StudioState } {
  const full: StudioState = {
    own: [],
    library: [],
    providers: [localProvider, stationProvider, openaiProvider],
    history: [],
    prompts: {},
    credits: { balance: 120, consumed: 30, creditConsumption: true },
    ...state,
  };
  const api = baseApi()
    .on('GET', '/api/auth/user', { body: user })
    .on('GET', '/api/customers/consumedCredits', () => ({ body: { ...full.credits, entries: [], nextCursor: null } }))
    .on('GET', '/api/aifilters/providers', () => ({ body: full.providers }))
    .on('GET', '/api/aifilters', ({ query }) => {
      const scope = query.get('scope') ?? 'all';
      return { body: scope === 'own' ? full.own : scope === 'library' ? full.library : [...full.own, ...full.library] };
    })
    .on('GET', '/api/aifilters/prompthistory', () => ({ body: full.history }))
    .on('POST', '/api/aifilters', ({ body }) => {
      const parsed = aiFilterCreateSchema.safeParse(body);
      if (!parsed.success) return apiError(400, 'VALIDATION');
      const created = makeFilter({ ...parsed.data, name: parsed.data.name });
      full.own.push(created);
      filterRoutes(api, full, created);
      return { status: 201, body: created };
    });
  for (const filter of [...full.own, ...full.library]) filterRoutes(api, full, filter);
  return { api: api.install(), state: full };
}

/** GET, PUT, DELETE and the prompts of one filter (the fake API matches exact paths). */
export function filterRoutes(api: FakeApi, state: StudioState, filter: AiFilter): void {
  const path = `/api/aifilters/${filter.slug}`;
  const current = () => [...state.own, ...state.library].find((candidate) => candidate.id === filter.id);
  api
    .on('GET', path, () => {
      const found = current();
      return found ? { body: found } : apiError(404, 'NOT_FOUND');
    })
    .on('PUT', path, ({ body }) => {
      const found = current();
      if (!found) return apiError(404, 'NOT_FOUND');
      Object.assign(found, body as AiFilterBody, { updatedAt: '2026-11-21T10:00:00.000Z' });
      return { body: found };
    })
    .on('DELETE', path, () => {
      state.own = state.own.filter((candidate) => candidate.id !== filter.id);
      return { status: 204 };
    })
    .on('GET', `${path}/prompts`, () => ({ body: state.prompts[filter.slug] ?? [] }));
}

/**
 * An execution as a sequence of answers: the 202 of the call that starts it, then one state per poll
 * (the last one repeats). Returns the path the studio polls.
 */
export function followExecution(api: FakeApi, startPath: string, states: AiExecution[], start: FakeResponse | null = null): string {
  const [first, ...rest] = states;
  if (!first) throw new Error('An execution needs at least one state');
  let index = 0;
  const pollPath = `/api/aifilters/executions/${first.id}`;
  api.on('POST', startPath, start ?? { status: 202, body: first });
  api.on('GET', pollPath, () => {
    const answer = rest[Math.min(index, rest.length - 1)] ?? first;
    index += 1;
    return { body: answer };
  });
  return pollPath;
}

export function signedIn(): void {
  window.localStorage.setItem('signed-in', '1');
}
