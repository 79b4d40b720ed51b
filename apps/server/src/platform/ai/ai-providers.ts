import { aiProviderNames, type AiProviderName } from '@booth/shared';
import type { AiConfig } from '@/config.ts';
import type { Logger } from '@/platform/logger.ts';
import { AiProviderError, type AiImageProvider, type AiProviders, type BackgroundRemover } from './ai-provider.ts';
import { createEventStationProvider } from './event-station-provider.ts';
import { createLocalBackgroundRemover } from './local-background-remover.ts';
import { createLocalImageProvider } from './local-image-provider.ts';
import { createLocalPromptEnhancer } from './local-prompt-enhancer.ts';
import { createOpenAiImageProvider } from './openai-image-provider.ts';
import { createOpenAiPromptEnhancer } from './openai-prompt-enhancer.ts';
import { createRemoveBgRemover } from './removebg-remover.ts';

/** Logs how each run went (provider, duration, failure reason): the execution records the rest. */
function logged(provider: AiImageProvider, log: Logger): AiImageProvider {
  return {
    name: provider.name,
    configured: provider.configured,
    generative: provider.generative,
    creditsPerRun: provider.creditsPerRun,
    effects: provider.effects,
    pinFor: (filterId, prompt, options) => provider.pinFor(filterId, prompt, options),
    async run(input) {
      const started = Date.now();
      try {
        const result = await provider.run(input);
        log.debug({ ai: provider.name, filterId: input.filterId, ms: Date.now() - started, model: result.pin.model }, 'AI run finished');
        return result;
      } catch (error) {
        const reason = error instanceof AiProviderError ? error.reason : 'unexpected';
        log.warn({ ai: provider.name, filterId: input.filterId, ms: Date.now() - started, reason, err: error }, 'AI run failed');
        throw error;
      }
    },
  };
}

/**
 * The registry behind the AI port, from config.ts `ai`. Every provider is always present: one without an
 * address or key says `configured: false` and refuses to run with AiProviderError('unconfigured'), so
 * the studio can list it and explain what is missing. The prompt enhancer is the OpenAI-compatible chat
 * model when a key is set, else the local rules. The background remover is remove.bg when asked for and
 * keyed, else the local person segmentation (no network).
 */
export function createAiProviders(config: AiConfig, deps: { log: Logger }): AiProviders {
  const log = deps.log.child({ module: 'ai' });
  const openAiKey = config.openai.apiKey;
  const providers: Record<AiProviderName, AiImageProvider> = {
    event_station: logged(createEventStationProvider(config.eventStation), log),
    openai: logged(createOpenAiImageProvider(config.openai), log),
    local: logged(createLocalImageProvider(config.local), log),
  };
  const all = aiProviderNames.map((name) => providers[name]);
  const localEnhancer = createLocalPromptEnhancer();
  const openAiEnhancer = openAiKey ? createOpenAiPromptEnhancer({ baseUrl: config.openai.baseUrl, apiKey: openAiKey, chatModel: config.openai.chatModel }) : null;
  const removeBgKey = config.removeBg.apiKey;
  const removeBg: BackgroundRemover | null = removeBgKey ? createRemoveBgRemover({ baseUrl: config.removeBg.baseUrl, apiKey: removeBgKey }) : null;
  const localRemover = createLocalBackgroundRemover();
  log.debug({ configured: all.filter((provider) => provider.configured).map((provider) => provider.name), enhancer: openAiEnhancer ? 'openai' : 'local', removeBg: Boolean(removeBg) }, 'AI providers');
  return {
    image: (name) => providers[name],
    all: () => all,
    enhancer: () => openAiEnhancer ?? localEnhancer,
    backgroundRemover: (preferred) => (preferred === 'removebg' && removeBg ? removeBg : localRemover),
    timeoutMs: config.timeoutMs,
  };
}
