import type { NodeLevel } from '../print-layout-nodes.ts';

/**
 * Print papers. The photo-print sizes booths print on are named width:height in inches (4×6, 5×7,
 * 2×6 strips); A6 and A5 are the ISO sizes, portrait, with their landscape turns.
 */
export const paperRatios = ['4:6', '6:4', '5:7', '7:5', '2:6', '6:2', 'A6', 'A6-landscape', 'A5', 'A5-landscape'] as const;
export type PaperRatio = (typeof paperRatios)[number];

const MM_PER_INCH = 25.4;
const inches = (width: number, height: number) => ({ widthMm: width * MM_PER_INCH, heightMm: height * MM_PER_INCH });

/** The physical size of each paper, the one source for the canvas shape, the sheet pixels and the PDF page. */
export const paperSizesMm: Readonly<Record<PaperRatio, { widthMm: number; heightMm: number }>> = {
  '4:6': inches(4, 6),
  '6:4': inches(6, 4),
  '5:7': inches(5, 7),
  '7:5': inches(7, 5),
  '2:6': inches(2, 6),
  '6:2': inches(6, 2),
  A6: { widthMm: 105, heightMm: 148 },
  'A6-landscape': { widthMm: 148, heightMm: 105 },
  A5: { widthMm: 148, heightMm: 210 },
  'A5-landscape': { widthMm: 210, heightMm: 148 },
};

/** The layout canvas is at most 1920 px on its longer side (campaigns §9). */
export const PRINT_CANVAS_MAX = 1920;

/** The largest canvas of the paper's shape whose longer side is 1920 px. */
export function fitPrintCanvas(ratio: PaperRatio): { width: number; height: number } {
  const { widthMm, heightMm } = paperSizesMm[ratio];
  const scale = PRINT_CANVAS_MAX / Math.max(widthMm, heightMm);
  return { width: Math.round(widthMm * scale), height: Math.round(heightMm * scale) };
}

/** Layout node level switches between background and overlay (campaigns §4). */
export function toggleNodeLevel(level: NodeLevel): NodeLevel {
  return level === 'background' ? 'overlay' : 'background';
}
