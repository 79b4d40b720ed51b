import type { ImageProcessingFeature } from '../events/index.ts';

/*
 * The image-processing operations (campaigns §3 "Image processing feature") work on RGBA pixel arrays:
 * four bytes per pixel, row by row, as a canvas's getImageData and sharp's raw output give them. They
 * are pure TypeScript (no DOM, no Node), so the kiosk's live preview and the server's rendition run the
 * very same code.
 */

/** brightness, exposure, hue, colorize, channels, gamma, vibrance, contrast, saturation, sharpen, greyscale. */
export type ImageOpsValues = ImageProcessingFeature['values'];
/** The halo effect: a glow in `color` around the person. */
export type HaloSettings = ImageProcessingFeature['halo'];
/** RGBA, 4 bytes per pixel, rows top to bottom; a canvas's ImageData.data or sharp's raw Buffer. */
export type RgbaPixels = Uint8ClampedArray | Uint8Array;
/** One byte per pixel, 0 (not the person) to 255 (the person): a segmentation mask. */
export type PersonMask = Uint8ClampedArray | Uint8Array;

/** The values that leave every pixel as it is: the schema's defaults. */
export const IDENTITY_VALUES: Readonly<ImageOpsValues> = Object.freeze({
  brightness: 0,
  exposure: 0,
  hue: 0,
  colorize: { red: 255, green: 255, blue: 255, alpha: 0 },
  channels: { red: 255, green: 255, blue: 255, alpha: 1 },
  gamma: 1,
  vibrance: 0,
  contrast: 0,
  saturation: 0,
  sharpen: 0,
  greyscale: false,
});

/** Partial values (a preset, a request) completed with the identity. */
export function completeValues(values: Partial<ImageOpsValues>): ImageOpsValues {
  return { ...IDENTITY_VALUES, ...values };
}

export function assertPixelSize(pixels: RgbaPixels, width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid picture size ${width}×${height}`);
  }
  if (pixels.length !== width * height * 4) {
    throw new RangeError(`Expected ${width * height * 4} bytes of RGBA for ${width}×${height}, got ${pixels.length}`);
  }
}
