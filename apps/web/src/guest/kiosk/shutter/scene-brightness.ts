/** Below this mean luma (0–1) the scene counts as dark: the `auto` lighting turns the ring on. */
export const DARK_SCENE_LUMA = 0.35;

/** The mean luma (Rec. 601, 0–1) of RGBA pixels. */
export function meanLuma(pixels: Uint8ClampedArray): number {
  let sum = 0;
  const count = Math.floor(pixels.length / 4);
  if (count === 0) return 0;
  for (let index = 0; index < count * 4; index += 4) {
    sum += 0.299 * (pixels[index] ?? 0) + 0.587 * (pixels[index + 1] ?? 0) + 0.114 * (pixels[index + 2] ?? 0);
  }
  return sum / count / 255;
}

/** How bright the live camera is now: the canvas shrunk to 16 × 16 and averaged (cheap, once per capture). */
export function sceneLuma(canvas: HTMLCanvasElement): number | null {
  if (canvas.width === 0 || canvas.height === 0) return null;
  const probe = document.createElement('canvas');
  probe.width = 16;
  probe.height = 16;
  const context = probe.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(canvas, 0, 0, 16, 16);
  return meanLuma(context.getImageData(0, 0, 16, 16).data);
}

export type Lighting = 'off' | 'on' | 'auto';

/** Whether the ring lights the guest during this capture (campaigns §9: off by default). */
export function ringWanted(lighting: Lighting, luma: number | null): boolean {
  if (lighting === 'on') return true;
  if (lighting === 'off') return false;
  // auto: only a scene we could measure and found dark.
  return luma !== null && luma < DARK_SCENE_LUMA;
}
