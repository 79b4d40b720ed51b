import type { AiPin, AiPrompt, AiProviderOptions, AiRatio } from '@booth/shared';
import { z } from 'zod';
import { blobOf, uploadablePicture, writeResult } from './ai-files.ts';
import { callService, checkImage, MAX_IMAGE_BYTES, readJson, readLimited } from './ai-http.ts';
import { AiProviderError, type AiImageProvider } from './ai-provider.ts';

const SERVICE = 'The OpenAI-compatible image service';

export interface OpenAiImageConfig {
  baseUrl: string;
  apiKey: string | undefined;
  imageModel: string;
  creditsPerRun: number;
}

/** gpt-image-1's sizes per ratio; DALL·E 2 edits only squares. */
const SIZES: Record<AiRatio, string> = { portrait: '1024x1536', landscape: '1536x1024', square: '1024x1024' };
const isDallE2 = (model: string) => /^dall-e-2/i.test(model);

/** base64 is 4/3 of the bytes, plus the JSON around it. */
const MAX_ANSWER_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

const editAnswer = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1).optional(), url: z.url().optional() })).min(1),
});

/** The one prompt field the endpoint takes: what to make, then what to avoid. */
export function editPrompt(prompt: AiPrompt): string {
  const positive = prompt.positivePrompt.trim() || 'Restyle this portrait photo, keeping the person recognisable.';
  const negative = prompt.negativePrompt.trim();
  return negative ? `${positive}\n\nAvoid: ${negative}` : positive;
}

function pinOf(config: OpenAiImageConfig, options: AiProviderOptions): AiPin {
  const model = options.model || config.imageModel;
  return {
    provider: 'openai',
    model,
    // The Images API names no model version; the model id in force is the best version it has.
    version: model,
    parameters: { size: isDallE2(model) ? SIZES.square : SIZES[options.ratio], ratio: options.ratio },
  };
}

/**
 * The `openai` provider: any OpenAI-compatible image-edit endpoint (POST {AI_OPENAI_BASE_URL}/images/edits,
 * multipart model/image/prompt/size/n=1, Bearer AI_OPENAI_API_KEY). The answer's data[0].b64_json (or its
 * url, fetched) must be a real picture within the byte and pixel limits; anything else is `provider`.
 * The Images API reports no progress: the execution estimates it from the time its recent runs took.
 */
export function createOpenAiImageProvider(config: OpenAiImageConfig): AiImageProvider {
  const apiKey = config.apiKey;
  return {
    name: 'openai',
    configured: Boolean(apiKey),
    generative: true,
    creditsPerRun: config.creditsPerRun,
    effects: [],
    pinFor: (_filterId, _prompt, options) => pinOf(config, options),
    async run({ image, prompt, options, workdir, onProgress, signal }) {
      if (!apiKey) throw new AiProviderError('unconfigured', 'The OpenAI-compatible service has no key here (AI_OPENAI_API_KEY is not set)');
      const pin = pinOf(config, options);
      const square = isDallE2(pin.model);
      // DALL·E 2 takes a square PNG under 4 MB; gpt-image models take JPEG, which keeps the upload small.
      const upload = await uploadablePicture(image, square ? { maxEdge: 1024, format: 'png', square: 1024 } : { maxEdge: 1536, format: 'jpeg' });
      onProgress(0.05);
      const form = new FormData();
      form.set('model', pin.model);
      form.set('image', blobOf(upload.bytes, upload.mimetype), `photo.${upload.extension}`);
      form.set('prompt', editPrompt(prompt));
      form.set('size', String(pin.parameters.size));
      form.set('n', '1');
      if (square) form.set('response_format', 'b64_json');
      const auth = { authorization: `Bearer ${apiKey}` };
      const response = await callService(SERVICE, `${config.baseUrl}/images/edits`, { method: 'POST', headers: auth, body: form }, signal);
      const answer = editAnswer.safeParse(await readJson(SERVICE, response, signal, MAX_ANSWER_BYTES));
      if (!answer.success) throw new AiProviderError('provider', `${SERVICE} answered without a picture`, response.status);
      onProgress(0.85);
      const first = answer.data.data[0]!;
      let bytes: Buffer;
      if (first.b64_json) {
        bytes = Buffer.from(first.b64_json, 'base64');
      } else if (first.url) {
        // A hosted result (DALL·E with response_format=url, some compatible servers): fetched with the same limits.
        const hosted = await callService(SERVICE, first.url, { method: 'GET' }, signal);
        bytes = await readLimited(SERVICE, hosted, MAX_IMAGE_BYTES, signal);
      } else {
        throw new AiProviderError('provider', `${SERVICE} answered without a picture`, response.status);
      }
      const checked = await checkImage(SERVICE, bytes);
      const result = await writeResult(workdir, 'ai-openai', bytes, checked);
      onProgress(1);
      return { image: result, pin };
    },
  };
}
