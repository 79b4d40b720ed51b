import { fitPrintCanvas, paperSizesMm, type PaperRatio } from '../../events/rules/print-canvas.ts';

/** Print resolution of the sheet: what photo printers (dye-sub, inkjet) print at. */
export const PRINT_DPI = 300;
const MM_PER_INCH = 25.4;
const POINTS_PER_INCH = 72;

export interface PaperSize {
  widthMm: number;
  heightMm: number;
}

/** The physical size of a paper (4×6 in is 101.6 × 152.4 mm). */
export function paperSizeMm(paper: PaperRatio): PaperSize {
  return { ...paperSizesMm[paper] };
}

// Millimetres of inch papers carry float noise (152.4 / 25.4 is 6.000000000000001); a micro-point is far below print.
const points = (mm: number) => Math.round((mm / MM_PER_INCH) * POINTS_PER_INCH * 1e6) / 1e6;

/** The paper in PDF points (1/72 in): a PDF page of exactly the paper's size. */
export function paperSizePoints(paper: PaperRatio): { width: number; height: number } {
  const { widthMm, heightMm } = paperSizesMm[paper];
  return { width: points(widthMm), height: points(heightMm) };
}

/** The sheet's pixels at `dpi` (4×6 at 300 dpi is 1200 × 1800). */
export function sheetPixels(paper: PaperRatio, dpi: number = PRINT_DPI): { width: number; height: number } {
  const { widthMm, heightMm } = paperSizesMm[paper];
  return { width: Math.round((widthMm / MM_PER_INCH) * dpi), height: Math.round((heightMm / MM_PER_INCH) * dpi) };
}

/**
 * Sheet pixels per canvas pixel. Layout nodes are placed on the editor canvas (longer side 1920 px,
 * campaigns §9); the sheet is the same picture at print resolution, so one factor maps the longer sides.
 */
export function canvasToSheetScale(paper: PaperRatio, dpi: number = PRINT_DPI): number {
  const canvas = fitPrintCanvas(paper);
  const sheet = sheetPixels(paper, dpi);
  return Math.max(sheet.width, sheet.height) / Math.max(canvas.width, canvas.height);
}

export interface StripDuplication {
  /** The paper the two strips are printed on. */
  sheet: PaperRatio;
  /** Where each copy of the strip starts, in canvas pixels of the sheet. */
  offsets: [{ x: number; y: number }, { x: number; y: number }];
}

/**
 * `duplicateStripePrinting`: a 2×6 strip is printed twice side by side on a 4×6 sheet (and a 6×2 one
 * twice stacked on 6×4), which the printer's cutter or a guillotine halves. Both canvases have their
 * longer side at 1920 px, so the strip's canvas pixels are the sheet's. Other papers are not duplicated.
 */
export function stripDuplication(paper: PaperRatio): StripDuplication | null {
  if (paper === '2:6') {
    const { width } = fitPrintCanvas(paper);
    return { sheet: '4:6', offsets: [{ x: 0, y: 0 }, { x: width, y: 0 }] };
  }
  if (paper === '6:2') {
    const { height } = fitPrintCanvas(paper);
    return { sheet: '6:4', offsets: [{ x: 0, y: 0 }, { x: 0, y: height }] };
  }
  return null;
}
