import type { AiPin, AiProviderName, AiProviderOptions, AiPrompt } from '@booth/shared';

/**
 * The AI port (ARCHITECTURE "AI providers"): one interface, several real implementations chosen per
 * filter by its `provider` and configured by environment (config.ts `ai`). Modules never talk to an AI
 * service themselves; they hand a picture and the filter's settings to a provider from the registry.
 */

/** A picture on disk (the work folder), as providers read it. */
export interface AiImage {
  path: string;
  mimetype: string;
}

export interface AiRunInput {
  image: AiImage;
  /** The filter id in force (the variant's male/female id when the filter has separate ids). */
  filterId: string;
  prompt: AiPrompt;
  options: AiProviderOptions;
  /** Where the provider may write temporary files and must write its result. */
  workdir: string;
  /** Progress 0..1 as the provider learns it (ComfyUI's websocket or polling); called often, cheap. */
  onProgress: (progress: number) => void;
  /** Aborted at the configured timeout: the provider stops waiting and throws AiProviderError('timeout'). */
  signal: AbortSignal;
}

export interface AiRunResult {
  /** The result picture, written into the work folder. */
  image: AiImage;
  /** What it ran with: recorded on the execution and compared with the filter's pin. */
  pin: AiPin;
}

export type AiProviderErrorReason =
  /** The provider did not answer within the timeout (or the run was aborted). */
  | 'timeout'
  /** It answered with an error status, 429 included, or with something that is not a picture. */
  | 'provider'
  /** This installation has no address or key for it. */
  | 'unconfigured'
  /** The picture itself cannot be used (too large, not an image). */
  | 'input';

export class AiProviderError extends Error {
  constructor(
    readonly reason: AiProviderErrorReason,
    message: string,
    /** HTTP status of the provider's answer, when there was one (429 → worth retrying later). */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

export interface AiImageProvider {
  readonly name: AiProviderName;
  /** Whether it can run here (address and key set; always true for the local effects). */
  readonly configured: boolean;
  /** False for the local effects: real image operations, labelled "not generative AI". */
  readonly generative: boolean;
  readonly creditsPerRun: number;
  /** Filter ids it offers by name (the local effects); empty when any id the server knows is fine. */
  readonly effects: readonly string[];
  /** The pin a filter with these settings gets when it is saved (no call to the service needed). */
  pinFor(filterId: string, prompt: AiPrompt, options: AiProviderOptions): AiPin;
  run(input: AiRunInput): Promise<AiRunResult>;
}

/** Rewrites a prompt for an image model (POST /aifilters/selfprompts/enhance). */
export interface AiPromptEnhancer {
  readonly name: 'openai' | 'local';
  enhance(prompt: AiPrompt, signal: AbortSignal): Promise<AiPrompt>;
}

/** Cuts the person out of a picture (campaigns §3 image-cutout, `backgroundRemovalService`). */
export interface BackgroundRemover {
  readonly name: 'removebg' | 'local';
  /** Writes a PNG with transparency where the background was, into `output`. */
  removeBackground(image: AiImage, output: string, signal: AbortSignal): Promise<AiImage>;
}

/** Every provider of this installation, as config.ts configured them. */
export interface AiProviders {
  image(name: AiProviderName): AiImageProvider;
  all(): readonly AiImageProvider[];
  enhancer(): AiPromptEnhancer;
  /** The remover a campaign asked for, or the local one when that service has no key here. */
  backgroundRemover(preferred: 'removebg' | 'local'): BackgroundRemover;
  /** The time an execution may take before it falls back (AI_TIMEOUT_MS). */
  readonly timeoutMs: number;
}
