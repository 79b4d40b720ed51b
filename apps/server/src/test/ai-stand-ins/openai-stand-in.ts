import { randomUUID } from 'node:crypto';
import { hugePng, restyled } from './stand-in-images.ts';
import { sendBytes, sendJson, sendOversized, startStandIn, type StandIn, type StandInMode } from './stand-in-http.ts';

/**
 * An OpenAI-compatible stand-in (the `openai` image provider and the chat prompt enhancer):
 *
 *   POST /images/edits       multipart model, image, prompt, size, n → {created, data: [{b64_json}]}
 *                            (or data: [{url}] with `answerWith = 'url'`, served by GET /files/{id}.png);
 *                            the picture is the uploaded photo restyled at `size` (e.g. 1024x1536)
 *   POST /chat/completions   JSON {model, messages} → a chat completion whose message content is the JSON
 *                            {positivePrompt, negativePrompt}: the user's prompt with
 *                            ", cinematic portrait, soft light" added, negative "blurry, deformed"
 *                            when it was empty
 *   Authorization: Bearer <apiKey> is required when `apiKey` is given (401 in OpenAI's error shape).
 *
 * Usage:
 *   const openai = await startOpenAiStandIn({ apiKey: 'sk-test' });
 *   createOpenAiImageProvider({ baseUrl: openai.url, apiKey: 'sk-test', imageModel: 'gpt-image-1', creditsPerRun: 1 });
 *   openai.set('garbage'); openai.requests; await openai.close();
 *
 * Modes: `garbage` — images: b64_json that decodes to text, chat: content that is prose, not JSON;
 * `hang` — the edit or completion is never answered; `huge` — b64_json of a 41.6 MP PNG;
 * `oversized` — the answer streams 40 MB; `slow`, `429`, `500` — every request, in OpenAI's
 * {error: {message, type, code}} shape.
 */
export interface OpenAiStandIn extends StandIn {
  /** How /images/edits hands back the picture (default 'b64'). */
  answerWith: 'b64' | 'url';
}

/** OpenAI's error envelope: {error: {message, type, param, code}}. */
const error = (message: string, type: string, code: string | null = null) => ({ error: { message, type, param: null, code } });

export async function startOpenAiStandIn(options: { apiKey?: string } = {}): Promise<OpenAiStandIn> {
  const files = new Map<string, Buffer>();
  const extra = { answerWith: 'b64' as 'b64' | 'url' };
  const base = await startStandIn({
    errorBody: (status) =>
      status === 429 ? error('Rate limit reached for requests', 'requests', 'rate_limit_exceeded') : error('The server had an error while processing your request.', 'server_error'),
    hangsOn: (path) => path === '/images/edits' || path === '/chat/completions',
    async route({ request, path, res }): Promise<void> {
      const mode = base.current();
      if (request.method === 'GET' && path.startsWith('/files/')) {
        const file = files.get(path.slice('/files/'.length));
        return file ? sendBytes(res, 200, file, 'image/png') : sendJson(res, 404, error('Not found', 'invalid_request_error'));
      }
      if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return sendJson(res, 401, error('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
      }
      if (request.method === 'POST' && path === '/images/edits') {
        const form = request.form;
        const image = form?.get('image');
        const prompt = form?.get('prompt');
        if (!form || !(image instanceof Blob) || typeof prompt !== 'string' || !prompt) {
          return sendJson(res, 400, error('image and prompt are required', 'invalid_request_error'));
        }
        if (mode === 'oversized') return sendOversized(res, 'application/json', '{"data":[{"b64_json":"');
        const [width, height] = String(form.get('size') ?? '1024x1024').split('x').map(Number);
        const picture =
          mode === 'huge' ? hugePng() : mode === 'garbage' ? Buffer.from('I am sorry, I cannot edit this image.') : await restyled(Buffer.from(await image.arrayBuffer()), { width: width || 1024, height: height || 1024 });
        if (extra.answerWith === 'url') {
          const id = `${randomUUID()}.png`;
          files.set(id, picture);
          return sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ url: `${base.url}/files/${id}` }] });
        }
        return sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: picture.toString('base64') }], usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50 } });
      }
      if (request.method === 'POST' && path === '/chat/completions') {
        const body = request.json as { model?: string; messages?: { role: string; content: string }[] } | undefined;
        const user = body?.messages?.find((message) => message.role === 'user')?.content;
        if (!body?.model || !user) return sendJson(res, 400, error('model and messages are required', 'invalid_request_error'));
        if (mode === 'oversized') return sendOversized(res, 'application/json', '{"choices":[{"message":{"content":"');
        let content: string;
        if (mode === 'garbage') content = 'Sure! Here is a better prompt: a cinematic portrait of a person.';
        else {
          let given: { positivePrompt?: string; negativePrompt?: string } = {};
          try {
            given = JSON.parse(user) as typeof given;
          } catch {
            given = { positivePrompt: user };
          }
          content = JSON.stringify({
            positivePrompt: `${given.positivePrompt ?? ''}, cinematic portrait, soft light`.replace(/^, /, ''),
            negativePrompt: given.negativePrompt || 'blurry, deformed',
          });
        }
        return sendJson(res, 200, {
          id: `chatcmpl-${randomUUID()}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 50, completion_tokens: 30, total_tokens: 80 },
        });
      }
      return sendJson(res, 404, error(`Unknown path ${path}`, 'invalid_request_error'));
    },
  });
  return {
    url: base.url,
    requests: base.requests,
    set: (mode: StandInMode) => base.set(mode),
    get mode() {
      return base.mode;
    },
    get delayMs() {
      return base.delayMs;
    },
    set delayMs(value: number) {
      base.delayMs = value;
    },
    get answerWith() {
      return extra.answerWith;
    },
    set answerWith(value: 'b64' | 'url') {
      extra.answerWith = value;
    },
    close: () => base.close(),
  };
}
