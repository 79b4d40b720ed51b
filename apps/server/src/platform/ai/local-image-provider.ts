import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { localAiEffects, type AiPin, type AiPrompt, type AiProviderOptions } from '@booth/shared';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, throwIfAborted } from './ai-http.ts';
import { AiProviderError, type AiImageProvider } from './ai-provider.ts';
import { chooseLocalEffect } from './local-effect-choice.ts';
import { blendPixels, LOCAL_EFFECTS_VERSION, renderLocalEffect, type RgbPixels } from './local-effects.ts';

const SERVICE = 'The local effects';
/** Pictures above this edge are scaled down first: a booth photo is smaller, a DSLR original would take seconds. */
export const LOCAL_EFFECT_MAX_EDGE = 4096;

const engineVersion = `sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}`;

function pinOf(filterId: string, prompt: AiPrompt, options: AiProviderOptions): AiPin {
  const effect = chooseLocalEffect(filterId, prompt.positivePrompt);
  return { provider: 'local', model: `${effect}@${LOCAL_EFFECTS_VERSION}`, version: engineVersion, parameters: { effect, strength: options.strength } };
}

/** The photo as upright sRGB pixels, at most LOCAL_EFFECT_MAX_EDGE on its long side (what the effects work on). */
export async function decodeForEffects(source: string | Buffer): Promise<RgbPixels> {
  const { data, info } = await sharp(source, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(LOCAL_EFFECT_MAX_EDGE, LOCAL_EFFECT_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function decode(path: string): Promise<RgbPixels> {
  try {
    return await decodeForEffects(path);
  } catch (error) {
    throw new AiProviderError('input', 'The picture cannot be read as an image', undefined, { cause: error });
  }
}

/**
 * The labelled local provider: real image operations (local-effects.ts), not generative AI. It needs no
 * address, key or network, so it is always configured. `filterId` names the effect; a self-prompted
 * filter on it gets the effect its prompt asks for (local-effect-choice.ts). The result is a JPEG of the
 * photo's size (oriented, at most LOCAL_EFFECT_MAX_EDGE), the effect blended with the photo by `strength`.
 */
export function createLocalImageProvider(config: { creditsPerRun: number }): AiImageProvider {
  return {
    name: 'local',
    configured: true,
    generative: false,
    creditsPerRun: config.creditsPerRun,
    effects: localAiEffects,
    pinFor: pinOf,
    async run({ image, filterId, prompt, options, workdir, onProgress, signal }) {
      throwIfAborted(SERVICE, signal);
      const pin = pinOf(filterId, prompt, options);
      const effect = chooseLocalEffect(filterId, prompt.positivePrompt);
      onProgress(0.05);
      const photo = await decode(image.path);
      throwIfAborted(SERVICE, signal);
      onProgress(0.2);
      const rendered = await renderLocalEffect(effect, photo);
      throwIfAborted(SERVICE, signal);
      onProgress(0.7);
      const blended = blendPixels(photo.data, rendered, options.strength);
      onProgress(0.85);
      const path = join(workdir, `ai-local-${effect}-${randomUUID()}.jpg`);
      // The plain encoder: the job checks and re-encodes every result anyway, and mozjpeg's slower one
      // cost 130–470 ms per picture for nothing (bench/ai-local-effects.bench.ts).
      await sharp(blended, { raw: { width: photo.width, height: photo.height, channels: 3 } }).jpeg({ quality: 90 }).toFile(path);
      throwIfAborted(SERVICE, signal);
      onProgress(1);
      return { image: { path, mimetype: 'image/jpeg' }, pin };
    },
  };
}
