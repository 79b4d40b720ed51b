import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '@/test/ai-stand-ins/openai-stand-in.ts';
import { aiWorkdir, meanDifference, runInput } from '@/test/ai-stand-ins/ai-run-input.ts';
import { createOpenAiImageProvider, editPrompt } from './openai-image-provider.ts';

let openai: OpenAiStandIn;
let work: Awaited<ReturnType<typeof aiWorkdir>>;
const provider = (imageModel = 'gpt-image-1') => createOpenAiImageProvider({ baseUrl: openai.url, apiKey: 'sk-test', imageModel, creditsPerRun: 5 });
const input = (overrides: Partial<Parameters<typeof runInput>[0]> = {}) =>
  runInput({ photo: work.photo, workdir: work.dir, filterId: '', prompt: { positivePrompt: 'oil painting', negativePrompt: 'text, watermark' }, ...overrides });

beforeAll(async () => {
  [openai, work] = await Promise.all([startOpenAiStandIn({ apiKey: 'sk-test' }), aiWorkdir()]);
});
afterAll(async () => {
  await openai.close();
  await work.cleanup();
});
beforeEach(() => {
  openai.set('normal');
  openai.answerWith = 'b64';
});

describe('the OpenAI-compatible image provider', () => {
  it('sends the photo and the prompt to /images/edits and writes the picture it answers', async () => {
    const run = input({ options: { ratio: 'portrait' } });
    const result = await provider().run(run);
    expect(await sharp(result.image.path).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1536 });
    expect(await meanDifference(result.image.path, work.photo)).toBeGreaterThan(10);
    expect(result.pin).toEqual({ provider: 'openai', model: 'gpt-image-1', version: 'gpt-image-1', parameters: { size: '1024x1536', ratio: 'portrait' } });
    expect(provider().pinFor('', run.prompt, run.options)).toEqual(result.pin);
    expect(run.progress.at(-1)).toBe(1);

    const request = openai.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.form?.get('model')).toBe('gpt-image-1');
    // multipart/form-data carries line breaks as CRLF.
    expect(String(request.form?.get('prompt')).replace(/\r\n/g, '\n')).toBe('oil painting\n\nAvoid: text, watermark');
    expect(request.form?.get('size')).toBe('1024x1536');
    expect(request.form?.get('n')).toBe('1');
    const image = request.form?.get('image');
    expect(image).toBeInstanceOf(Blob);
    expect((image as Blob).type).toBe('image/jpeg');
  });

  it('uses the filter’s model when it names one, and fetches a hosted answer', async () => {
    openai.answerWith = 'url';
    const result = await provider().run(input({ options: { ratio: 'landscape', model: 'gpt-image-1-mini' } }));
    expect(result.pin.model).toBe('gpt-image-1-mini');
    expect(await sharp(result.image.path).metadata()).toMatchObject({ width: 1536, height: 1024 });
    expect(openai.requests.at(-1)!.url).toMatch(/^\/files\//);
  });

  it('sends DALL·E 2 a square PNG and asks for base64', async () => {
    const result = await provider('dall-e-2').run(input({ options: { ratio: 'portrait' } }));
    expect(result.pin.parameters.size).toBe('1024x1024');
    const request = openai.requests.at(-1)!;
    expect(request.form?.get('response_format')).toBe('b64_json');
    const sent = Buffer.from(await (request.form?.get('image') as Blob).arrayBuffer());
    expect(await sharp(sent).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
  });

  it('writes only what it needs into the prompt', () => {
    expect(editPrompt({ positivePrompt: ' comic ', negativePrompt: '' })).toBe('comic');
    expect(editPrompt({ positivePrompt: '', negativePrompt: '' })).toMatch(/keeping the person recognisable/);
  });

  it.each([
    ['429', 429],
    ['500', 500],
  ] as const)('maps a %s answer to a provider error with its status', async (mode, status) => {
    openai.set(mode);
    await expect(provider().run(input())).rejects.toMatchObject({ name: 'AiProviderError', reason: 'provider', status });
  });

  it.each([
    ['garbage', 'not a JPEG/PNG/WEBP image'],
    ['huge', 'pixels, more than accepted'],
    ['oversized', 'bytes accepted'],
  ] as const)('refuses a %s answer (not a picture, too many pixels, too many bytes)', async (mode, message) => {
    openai.set(mode);
    await expect(provider().run(input())).rejects.toMatchObject({ reason: 'provider', message: expect.stringContaining(message) });
  });

  it('times out when the service never answers', async () => {
    openai.set('hang');
    await expect(provider().run(input({ signal: AbortSignal.timeout(200) }))).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('is unconfigured without a key, and refuses a photo that is no picture', async () => {
    const none = createOpenAiImageProvider({ baseUrl: openai.url, apiKey: undefined, imageModel: 'gpt-image-1', creditsPerRun: 5 });
    expect(none).toMatchObject({ name: 'openai', configured: false, generative: true, creditsPerRun: 5, effects: [] });
    await expect(none.run(input())).rejects.toMatchObject({ reason: 'unconfigured', message: expect.stringContaining('AI_OPENAI_API_KEY') });
    const text = new URL('../../../test-fixtures/media/text.txt', import.meta.url).pathname;
    await expect(provider().run(input({ photo: text }))).rejects.toMatchObject({ reason: 'input' });
  });
});
