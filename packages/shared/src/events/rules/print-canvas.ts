import type { NodeLevel } from '../print-layout-nodes.ts';

/** Print paper ratios, width:height in inches: the photo-print sizes booths print on (4×6, 5×7, 2×6 strips). */
export const paperRatios = ['4:6', '6:4', '5:7', '7:5', '2:6', '6:2'] as const;
export type PaperRatio = (typeof paperRatios)[number];

/** The layout canvas is at most 1920 px on its longer side (campaigns §9). */
export const PRINT_CANVAS_MAX = 1920;

/** The largest canvas of the ratio whose longer side is 1920 px. */
export function fitPrintCanvas(ratio: PaperRatio): { width: number; height: number } {
  const [w = 1, h = 1] = ratio.split(':').map(Number);
  const scale = PRINT_CANVAS_MAX / Math.max(w, h);
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

/** Layout node level switches between background and overlay (campaigns §4). */
export function toggleNodeLevel(level: NodeLevel): NodeLevel {
  return level === 'background' ? 'overlay' : 'background';
}
