import { aiFilterMessages, type AiEnhanceResult } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { startOpenAiStandIn, type OpenAiStandIn } from '@/test/ai-stand-ins/openai-stand-in.ts';
import type { StandInMode } from '@/test/ai-stand-ins/stand-in-http.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

/*
 * Prompt enhancement through an OpenAI-compatible chat endpoint: a local stand-in that speaks the same
 * HTTP (test/ai-stand-ins), in every mode a real service shows — slow, rate limited, failing, talking
 * prose instead of JSON, never answering, answering too much.
 */

const API_KEY = 'sk-test-enhance';
let openai: OpenAiStandIn;
let t: TestApp;
let ada: TestCustomer;

beforeAll(async () => {
  openai = await startOpenAiStandIn({ apiKey: API_KEY });
  // A short timeout, so the stand-in that never answers is given up on quickly.
  t = await buildTestApp({ AI_OPENAI_BASE_URL: openai.url, AI_OPENAI_API_KEY: API_KEY, AI_OPENAI_CHAT_MODEL: 'chat-test', AI_TIMEOUT_MS: '1500' });
  ada = await customerOn(t, 'ada@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
  await openai?.close();
});

const enhance = (positivePrompt: string, negativePrompt = '') => call(t, ada, 'POST', '/aifilters/selfprompts/enhance', { positivePrompt, negativePrompt });

describe('POST /api/aifilters/selfprompts/enhance with a chat model configured', () => {
  it("answers the model's rewrite, labelled openai, after sending it the prompt with the configured model and key", async () => {
    openai.set('normal');
    const response = await enhance('pirate costume');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AiEnhanceResult>()).toEqual({ positivePrompt: 'pirate costume, cinematic portrait, soft light', negativePrompt: 'blurry, deformed', provider: 'openai' });
    const sent = openai.requests.at(-1);
    expect(sent?.url).toBe('/chat/completions');
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.json).toMatchObject({ model: 'chat-test' });
    expect(JSON.stringify(sent?.json)).toContain('pirate costume');
  });

  it('waits for a slow model', async () => {
    openai.set('slow');
    openai.delayMs = 200;
    const response = await enhance('astronaut');
    expect(response.statusCode).toBe(200);
    expect(response.json<AiEnhanceResult>().positivePrompt).toContain('astronaut');
  });

  it.each<StandInMode>(['500', '429', 'garbage', 'hang', 'oversized'])('answers 502 "Failed to enhance prompts" when the model answers %s', async (mode) => {
    openai.set(mode);
    const started = Date.now();
    const response = await enhance('viking');
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toMatchObject({ code: 'AI_PROVIDER_ERROR', message: aiFilterMessages.enhance });
    // Never longer than the configured timeout (1.5 s) and a little.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('is up again when the model is', async () => {
    openai.set('normal');
    expect((await enhance('knight')).statusCode).toBe(200);
  });
});
