import { AI_PROMPT_MAX, aiPromptSchema, type AiPrompt } from '@booth/shared';
import { z } from 'zod';
import { callService, readJson } from './ai-http.ts';
import { AiProviderError, type AiPromptEnhancer } from './ai-provider.ts';

const SERVICE = 'The OpenAI-compatible chat service';

const INSTRUCTIONS = [
  'You improve prompts for an image-to-image model that restyles a photo booth portrait of a guest.',
  'Keep the user\'s idea and style; make it concrete: subject (the person in the photo, face recognisable), style, colours, lighting, composition (head and shoulders).',
  'Write the prompts in English. Put what the picture must not show into the negative prompt (for example blurry, deformed face, extra fingers, text, watermark).',
  `Each prompt at most ${Math.floor(AI_PROMPT_MAX * 0.75)} characters. Never add people, nudity or anything unsuitable for a public event.`,
  'Answer only with a JSON object: {"positivePrompt": string, "negativePrompt": string}.',
].join(' ');

/** The subset of a chat completion this client reads. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The enhanced prompt as the model must give it: both fields as strings (then held to the prompt rules). */
const answerSchema = z.object({ positivePrompt: z.string(), negativePrompt: z.string() });

export interface OpenAiChatConfig {
  baseUrl: string;
  apiKey: string;
  chatModel: string;
}

/**
 * Prompt enhancement over an OpenAI-compatible chat endpoint (POST {base}/chat/completions, JSON mode).
 * The answer is parsed strictly: a reply that is not the JSON object asked for, or a prompt breaking the
 * prompt rules, is AiProviderError('provider') — the studio then says so; nothing is silently invented.
 */
export function createOpenAiPromptEnhancer(config: OpenAiChatConfig): AiPromptEnhancer {
  return {
    name: 'openai',
    async enhance(prompt: AiPrompt, signal: AbortSignal): Promise<AiPrompt> {
      const response = await callService(
        SERVICE,
        `${config.baseUrl}/chat/completions`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            model: config.chatModel,
            response_format: { type: 'json_object' },
            temperature: 0.4,
            messages: [
              { role: 'system', content: INSTRUCTIONS },
              { role: 'user', content: JSON.stringify({ positivePrompt: prompt.positivePrompt, negativePrompt: prompt.negativePrompt }) },
            ],
          }),
        },
        signal,
      );
      const completion = completionSchema.safeParse(await readJson(SERVICE, response, signal));
      if (!completion.success) throw new AiProviderError('provider', `${SERVICE} answered without a chat completion`, response.status);
      const content = completion.data.choices[0]!.message.content;
      let parsed: unknown;
      try {
        parsed = JSON.parse(content) as unknown;
      } catch (error) {
        throw new AiProviderError('provider', `${SERVICE} answered with text instead of the JSON prompt asked for`, response.status, { cause: error });
      }
      const shaped = answerSchema.safeParse(parsed);
      const answer = shaped.success ? aiPromptSchema.safeParse(shaped.data) : shaped;
      if (!answer.success) throw new AiProviderError('provider', `${SERVICE} answered with an unusable prompt: ${answer.error.issues[0]?.message ?? 'wrong shape'}`, response.status);
      if (!answer.data.positivePrompt) throw new AiProviderError('provider', `${SERVICE} answered with an empty prompt`, response.status);
      return answer.data;
    },
  };
}
