import type { ImageOpsValues } from './ops-values.ts';

/*
 * The per-channel operations: each maps a channel value (0–255) to a new one independently of the
 * other channels, so all of them together become one lookup table per channel, built once per call
 * (256 entries) instead of once per pixel. Applied in this order, clamped to 0–255 after each step
 * and kept as floats until the end (rounding happens once, after the colour stage).
 */

const clamp255 = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** sRGB transfer function (IEC 61966-2-1), 0–1 both ways. */
function toLinear(encoded: number): number {
  return encoded <= 0.04045 ? encoded / 12.92 : Math.pow((encoded + 0.055) / 1.055, 2.4);
}
function toEncoded(linear: number): number {
  return linear <= 0.0031308 ? linear * 12.92 : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055;
}

/**
 * Exposure −100…100 as camera stops: ±100 is ±2 stops. The value is made linear (sRGB), multiplied by
 * 2^(exposure / 50), clipped at white and encoded again, so +50 doubles the light like one stop more.
 */
export function exposure(value: number, amount: number): number {
  if (amount === 0) return value;
  return clamp255(toEncoded(Math.min(1, toLinear(value / 255) * Math.pow(2, amount / 50))) * 255);
}

/** Brightness −100…100: adds amount % of full scale to every channel (+100 makes everything white). */
export function brightness(value: number, amount: number): number {
  return clamp255(value + (255 * amount) / 100);
}

/**
 * Contrast −100…100: stretches around mid grey by f = ((amount + 100) / 100)²: v′ = (v − 127.5)·f + 127.5.
 * −100 is flat grey, +100 four times the contrast (CamanJS's curve).
 */
export function contrast(value: number, amount: number): number {
  if (amount === 0) return value;
  const factor = ((amount + 100) / 100) ** 2;
  return clamp255((value - 127.5) * factor + 127.5);
}

/** Gamma 0.1…10: v′ = 255·(v / 255)^(1 / gamma); above 1 lifts the mid tones, below 1 darkens them, 1 is none. */
export function gamma(value: number, amount: number): number {
  if (amount === 1) return value;
  return clamp255(255 * Math.pow(value / 255, 1 / amount));
}

/**
 * Channels: each channel multiplied by the colour's matching channel (white keeps it, black removes
 * it), at the colour's alpha: v′ = v·(1 − α + α·c / 255). Alpha 0 or full white changes nothing.
 */
export function channelFactors(channels: ImageOpsValues['channels']): [number, number, number] {
  const factor = (component: number) => 1 - channels.alpha + (channels.alpha * component) / 255;
  return [factor(channels.red), factor(channels.green), factor(channels.blue)];
}

/** The per-channel stage as three tables (red, green, blue) of 256 floats each. */
export function toneTables(values: ImageOpsValues): [Float32Array, Float32Array, Float32Array] {
  const factors = channelFactors(values.channels);
  const tables: [Float32Array, Float32Array, Float32Array] = [new Float32Array(256), new Float32Array(256), new Float32Array(256)];
  for (let input = 0; input < 256; input++) {
    const toned = gamma(contrast(brightness(exposure(input, values.exposure), values.brightness), values.contrast), values.gamma);
    for (let channel = 0; channel < 3; channel++) tables[channel]![input] = toned * factors[channel]!;
  }
  return tables;
}

/** Whether the per-channel stage changes anything at all. */
export function hasToneChange(values: ImageOpsValues): boolean {
  const [red, green, blue] = channelFactors(values.channels);
  return values.exposure !== 0 || values.brightness !== 0 || values.contrast !== 0 || values.gamma !== 1 || red !== 1 || green !== 1 || blue !== 1;
}
