import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { aiWorkdir, runInput } from '@/test/ai-stand-ins/ai-run-input.ts';
import { createAiProviders } from './ai-providers.ts';

const log = pino({ level: 'silent' });
let work: Awaited<ReturnType<typeof aiWorkdir>>;

beforeAll(async () => {
  work = await aiWorkdir();
});
afterAll(() => work.cleanup());

describe('createAiProviders', () => {
  it('offers every provider; without addresses and keys only the local effects are configured', () => {
    const providers = createAiProviders(loadConfig({}).ai, { log });
    expect(providers.all().map(({ name, configured, generative, creditsPerRun }) => ({ name, configured, generative, creditsPerRun }))).toEqual([
      { name: 'event_station', configured: false, generative: true, creditsPerRun: 1 },
      { name: 'openai', configured: false, generative: true, creditsPerRun: 1 },
      { name: 'local', configured: true, generative: false, creditsPerRun: 1 },
    ]);
    expect(providers.image('local').effects).toEqual(['cartoon', 'sketch', 'popart', 'vintage', 'duotone', 'halftone']);
    expect(providers.enhancer().name).toBe('local');
    expect(providers.backgroundRemover('removebg').name).toBe('local');
    expect(providers.backgroundRemover('local').name).toBe('local');
    expect(providers.timeoutMs).toBe(90_000);
  });

  it('configures the services that have an address or key, with their credits', () => {
    const config = loadConfig({
      AI_EVENT_STATION_URL: 'http://10.0.0.7:8188',
      AI_OPENAI_API_KEY: 'sk-x',
      REMOVEBG_API_KEY: 'rbg',
      AI_CREDITS_EVENT_STATION: '4',
      AI_CREDITS_OPENAI: '6',
      AI_CREDITS_LOCAL: '0',
      AI_TIMEOUT_MS: '30000',
    }).ai;
    const providers = createAiProviders(config, { log });
    expect(providers.image('event_station')).toMatchObject({ configured: true, creditsPerRun: 4 });
    expect(providers.image('openai')).toMatchObject({ configured: true, creditsPerRun: 6 });
    expect(providers.image('local')).toMatchObject({ configured: true, creditsPerRun: 0 });
    expect(providers.enhancer().name).toBe('openai');
    expect(providers.backgroundRemover('removebg').name).toBe('removebg');
    expect(providers.backgroundRemover('local').name).toBe('local');
    expect(providers.timeoutMs).toBe(30_000);
  });

  it('runs through the registry and passes a provider’s refusal on unchanged', async () => {
    const providers = createAiProviders(loadConfig({}).ai, { log });
    const result = await providers.image('local').run(runInput({ photo: work.photo, workdir: work.dir, filterId: 'sketch' }));
    expect(result.pin.model).toBe('sketch@1');
    await expect(providers.image('event_station').run(runInput({ photo: work.photo, workdir: work.dir }))).rejects.toMatchObject({ name: 'AiProviderError', reason: 'unconfigured' });
    expect(providers.image('openai').pinFor('x', { positivePrompt: '', negativePrompt: '' }, runInput({ photo: '', workdir: '' }).options).model).toBe('gpt-image-1');
  });
});
