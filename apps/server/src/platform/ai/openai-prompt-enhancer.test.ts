import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '@/test/ai-stand-ins/openai-stand-in.ts';
import { createOpenAiPromptEnhancer } from './openai-prompt-enhancer.ts';

let openai: OpenAiStandIn;
const prompt = { positivePrompt: 'pirate captain', negativePrompt: '' };
const enhancer = () => createOpenAiPromptEnhancer({ baseUrl: openai.url, apiKey: 'sk-test', chatModel: 'gpt-4o-mini' });

beforeAll(async () => {
  openai = await startOpenAiStandIn({ apiKey: 'sk-test' });
});
afterAll(() => openai.close());
beforeEach(() => openai.set('normal'));

describe('the OpenAI-compatible prompt enhancer', () => {
  it('asks the chat model for a JSON prompt and returns it', async () => {
    const result = await enhancer().enhance(prompt, AbortSignal.timeout(2000));
    expect(result).toEqual({ positivePrompt: 'pirate captain, cinematic portrait, soft light', negativePrompt: 'blurry, deformed' });
    const request = openai.requests.at(-1)!;
    expect(request.url).toBe('/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.json).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' } });
    expect(JSON.parse((request.json as { messages: { role: string; content: string }[] }).messages[1]!.content)).toEqual(prompt);
  });

  it.each([
    ['429', 429],
    ['500', 500],
  ] as const)('maps a %s answer to a provider error with its status', async (mode, status) => {
    openai.set(mode);
    await expect(enhancer().enhance(prompt, AbortSignal.timeout(2000))).rejects.toMatchObject({ name: 'AiProviderError', reason: 'provider', status });
  });

  it('refuses an answer that is not the JSON prompt asked for, and one too large to read', async () => {
    openai.set('garbage');
    await expect(enhancer().enhance(prompt, AbortSignal.timeout(2000))).rejects.toMatchObject({ reason: 'provider', message: expect.stringContaining('instead of the JSON prompt') });
    openai.set('oversized');
    await expect(enhancer().enhance(prompt, AbortSignal.timeout(2000))).rejects.toMatchObject({ reason: 'provider', message: expect.stringContaining('bytes accepted') });
  });

  it('gives up at the timeout when the service never answers', async () => {
    openai.set('hang');
    await expect(enhancer().enhance(prompt, AbortSignal.timeout(150))).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('says so when the key is refused or the service cannot be reached', async () => {
    const wrongKey = createOpenAiPromptEnhancer({ baseUrl: openai.url, apiKey: 'sk-wrong', chatModel: 'gpt-4o-mini' });
    await expect(wrongKey.enhance(prompt, AbortSignal.timeout(2000))).rejects.toMatchObject({ reason: 'provider', status: 401 });
    const nowhere = createOpenAiPromptEnhancer({ baseUrl: 'http://127.0.0.1:9', apiKey: 'sk-test', chatModel: 'gpt-4o-mini' });
    await expect(nowhere.enhance(prompt, AbortSignal.timeout(2000))).rejects.toMatchObject({ reason: 'provider', message: expect.stringContaining('could not be reached') });
  });
});
