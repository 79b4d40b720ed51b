import { applyBeautification, BEAUTIFY_STRENGTH } from './beautify.ts';
import { applyColourOps, hasColourChange } from './colour-ops.ts';
import { applyHalo } from './halo.ts';
import { assertPixelSize, completeValues, type HaloSettings, type ImageOpsValues, type PersonMask, type RgbaPixels } from './ops-values.ts';
import { applySharpen } from './sharpen.ts';

/**
 * The image-processing values on an RGBA picture, in place (and returned): the colour stage
 * (exposure, brightness, contrast, gamma, channels, then hue, saturation, vibrance, greyscale,
 * colorize; see colour-ops.ts and tone-curve.ts), then sharpen. Values left out are the identity;
 * identity values leave every byte as it was.
 */
export function applyImageOps<T extends RgbaPixels>(pixels: T, width: number, height: number, values: Partial<ImageOpsValues>): T {
  assertPixelSize(pixels, width, height);
  const complete = completeValues(values);
  applyColourOps(pixels, complete);
  applySharpen(pixels, width, height, complete.sharpen);
  return pixels;
}

/** Whether `applyImageOps` with these values would change any pixel. */
export function changesPixels(values: Partial<ImageOpsValues>): boolean {
  const complete = completeValues(values);
  return hasColourChange(complete) || complete.sharpen > 0;
}

export interface PictureProcessing {
  values: Partial<ImageOpsValues>;
  /** Soft skin (virtual settings `beautification`): true for the default strength, or a strength 0–1. */
  beautify?: boolean | number;
  /** Drawn only with a `mask`. */
  halo?: HaloSettings | null;
  /** Where the person is, one byte per pixel (see halo.ts). */
  mask?: PersonMask | null;
  /** Halo lengths are in pixels of the captured picture; a smaller copy passes its ratio to it. */
  haloScale?: number;
}

/** The soft-skin strength a `beautify` option asks for: true is the default strength, false none. */
export function beautifyStrength(beautify: PictureProcessing['beautify']): number {
  return beautify === true ? BEAUTIFY_STRENGTH : typeof beautify === 'number' ? beautify : 0;
}

/**
 * Everything a guest's picture gets, in place, in this order: beautification first (skin is found by
 * its natural colour, before any tint or greyscale), then the values, then the halo (its colour is the
 * one chosen, not tinted by the values). The live preview and the server's rendition both call this.
 */
export function processPicture<T extends RgbaPixels>(pixels: T, width: number, height: number, processing: PictureProcessing): T {
  assertPixelSize(pixels, width, height);
  const strength = beautifyStrength(processing.beautify);
  if (strength > 0) applyBeautification(pixels, width, height, strength);
  applyImageOps(pixels, width, height, processing.values);
  if (processing.halo && processing.mask) applyHalo(pixels, processing.mask, width, height, processing.halo, processing.haloScale);
  return pixels;
}
