import type { LocalAiEffect } from '@booth/shared';
import sharp, { type Sharp } from 'sharp';

/**
 * The local provider's effects: plain image operations with sharp (libvips) and a few pixel loops, no
 * model and no network. Each takes and returns 8-bit RGB pixels of the same size, so the provider can
 * blend the result with the photo by `strength`. Bump LOCAL_EFFECTS_VERSION whenever an effect's look
 * changes: it is part of every local filter's pin, so the change shows on the pictures made after it.
 */
export const LOCAL_EFFECTS_VERSION = '1';

export interface RgbPixels {
  data: Buffer;
  width: number;
  height: number;
}

const rawInput = (pixels: RgbPixels, channels: 1 | 3 = 3) => sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels } });

async function rgb(image: Sharp): Promise<Buffer> {
  const { data } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return data;
}

async function grey(image: Sharp): Promise<Buffer> {
  return image.greyscale().toColourspace('b-w').raw().toBuffer();
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** Flat, brighter colour areas (a palette of 8, no dithering) with dark ink lines where the picture has edges. */
async function cartoon(pixels: RgbPixels): Promise<Buffer> {
  const smoothed = await rawInput(pixels).median(5).modulate({ saturation: 1.5, brightness: 1.08 }).raw().toBuffer();
  const smooth = { ...pixels, data: smoothed };
  const palette = await rawInput(smooth).png({ palette: true, colours: 8, dither: 0, effort: 1 }).toBuffer();
  const flat = await rgb(sharp(palette));
  // Gradient magnitude (Sobel, both directions) of the smoothed grey picture, thickened by a dilation:
  // strong answers are outlines, weak ones skin texture and noise.
  const greySmooth = rawInput(smooth).greyscale().blur(1.2);
  const horizontal = await grey(greySmooth.clone().convolve({ width: 3, height: 3, kernel: [-1, 0, 1, -2, 0, 2, -1, 0, 1], offset: 128 }));
  const vertical = await grey(greySmooth.clone().convolve({ width: 3, height: 3, kernel: [-1, -2, -1, 0, 0, 0, 1, 2, 1], offset: 128 }));
  const magnitude = Buffer.alloc(horizontal.length);
  for (let i = 0; i < magnitude.length; i++) magnitude[i] = Math.min(255, Math.hypot(horizontal[i]! - 128, vertical[i]! - 128) * 2);
  const edges = await sharp(magnitude, { raw: { width: pixels.width, height: pixels.height, channels: 1 } }).dilate(1).extractChannel(0).raw().toBuffer();
  const out = Buffer.alloc(flat.length);
  for (let i = 0, p = 0; i < edges.length; i++, p += 3) {
    const line = edges[i]! > 70 ? 0.12 : edges[i]! > 40 ? 0.55 : 1;
    out[p] = flat[p]! * line;
    out[p + 1] = flat[p + 1]! * line;
    out[p + 2] = flat[p + 2]! * line;
  }
  return out;
}

/** Pencil drawing: the grey picture colour-dodged with its own blurred negative, on warm paper. */
async function sketch(pixels: RgbPixels): Promise<Buffer> {
  const base = await grey(rawInput(pixels));
  const sigma = Math.max(2, Math.min(pixels.width, pixels.height) / 120);
  const blurredNegative = await grey(rawInput(pixels).greyscale().negate({ alpha: false }).blur(sigma));
  const out = Buffer.alloc(pixels.width * pixels.height * 3);
  for (let i = 0, p = 0; i < base.length; i++, p += 3) {
    const dodged = Math.min(255, (base[i]! * 255) / (256 - blurredNegative[i]!));
    // A gamma above 1 darkens the pencil strokes, which the dodge alone leaves faint.
    const tone = 255 * (dodged / 255) ** 1.8;
    out[p] = clamp(tone);
    out[p + 1] = clamp(tone * 0.98);
    out[p + 2] = clamp(tone * 0.93);
  }
  return out;
}

/** Saturated colour blocks: each channel posterised to three levels, after the colours are pushed up. */
async function popart(pixels: RgbPixels): Promise<Buffer> {
  const saturated = await rgb(rawInput(pixels).median(3).modulate({ saturation: 2.4, brightness: 1.05 }).normalise());
  const out = Buffer.alloc(saturated.length);
  for (let i = 0; i < saturated.length; i++) out[i] = Math.round((saturated[i]! / 255) * 2) * 127.5;
  return out;
}

/** Old print: sepia toning, lifted blacks and softer contrast, and a vignette darkening the corners. */
async function vintage(pixels: RgbPixels): Promise<Buffer> {
  const sepia = await rgb(
    rawInput(pixels)
      .recomb([
        [0.393, 0.769, 0.189],
        [0.349, 0.686, 0.168],
        [0.272, 0.534, 0.131],
      ])
      .linear(0.78, 34),
  );
  const { width, height } = pixels;
  const cx = width / 2;
  const cy = height / 2;
  const reach = Math.hypot(cx, cy);
  const out = Buffer.alloc(sepia.length);
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p += 3) {
      const distance = Math.hypot(x - cx, y - cy) / reach;
      const shade = 1 - 0.6 * distance ** 2.2;
      out[p] = clamp(sepia[p]! * shade);
      out[p + 1] = clamp(sepia[p + 1]! * shade);
      out[p + 2] = clamp(sepia[p + 2]! * shade);
    }
  }
  return out;
}

const DUOTONE_DARK = [28, 26, 92] as const;
const DUOTONE_LIGHT = [255, 176, 140] as const;

/** Two inks: the picture's brightness mapped from deep indigo (shadows) to coral (highlights). */
async function duotone(pixels: RgbPixels): Promise<Buffer> {
  const tone = await grey(rawInput(pixels).greyscale().normalise());
  const out = Buffer.alloc(tone.length * 3);
  for (let i = 0, p = 0; i < tone.length; i++, p += 3) {
    const t = tone[i]! / 255;
    out[p] = DUOTONE_DARK[0] + (DUOTONE_LIGHT[0] - DUOTONE_DARK[0]) * t;
    out[p + 1] = DUOTONE_DARK[1] + (DUOTONE_LIGHT[1] - DUOTONE_DARK[1]) * t;
    out[p + 2] = DUOTONE_DARK[2] + (DUOTONE_LIGHT[2] - DUOTONE_DARK[2]) * t;
  }
  return out;
}

const PAPER = [252, 246, 226] as const;

/**
 * Comic print: a 45° screen of dots on paper, each dot as large as its cell is dark and inked in the
 * cell's (saturated) colour.
 */
async function halftone(pixels: RgbPixels): Promise<Buffer> {
  const { width, height } = pixels;
  const cell = Math.max(6, Math.round(Math.min(width, height) / 70));
  const colours = await rgb(rawInput(pixels).blur(cell / 2).modulate({ saturation: 1.7 }));
  const tone = await grey(rawInput(pixels).greyscale().blur(cell / 2).normalise());
  const out = Buffer.alloc(width * height * 3);
  const root = Math.SQRT1_2;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p += 3) {
      // The pixel in the rotated screen, then the centre of its cell back in picture coordinates.
      const u = (x + y) * root;
      const v = (y - x) * root;
      const cu = (Math.floor(u / cell) + 0.5) * cell;
      const cv = (Math.floor(v / cell) + 0.5) * cell;
      const sx = Math.min(width - 1, Math.max(0, Math.round((cu - cv) * root)));
      const sy = Math.min(height - 1, Math.max(0, Math.round((cu + cv) * root)));
      const at = sy * width + sx;
      const darkness = 1 - tone[at]! / 255;
      const radius = cell * 0.74 * Math.sqrt(darkness);
      const ink = Math.hypot(u - cu, v - cv) < radius;
      out[p] = ink ? colours[at * 3]! * 0.85 : PAPER[0];
      out[p + 1] = ink ? colours[at * 3 + 1]! * 0.85 : PAPER[1];
      out[p + 2] = ink ? colours[at * 3 + 2]! * 0.85 : PAPER[2];
    }
  }
  return out;
}

const EFFECTS: Record<LocalAiEffect, (pixels: RgbPixels) => Promise<Buffer>> = { cartoon, sketch, popart, vintage, duotone, halftone };

export function renderLocalEffect(effect: LocalAiEffect, pixels: RgbPixels): Promise<Buffer> {
  return EFFECTS[effect](pixels);
}

/** photo·(1−strength) + effect·strength: how far the result moves from the photo. */
export function blendPixels(photo: Buffer, effect: Buffer, strength: number): Buffer {
  const s = Math.min(1, Math.max(0, strength));
  if (s === 1) return effect;
  const out = Buffer.alloc(photo.length);
  for (let i = 0; i < photo.length; i++) out[i] = photo[i]! * (1 - s) + effect[i]! * s;
  return out;
}
