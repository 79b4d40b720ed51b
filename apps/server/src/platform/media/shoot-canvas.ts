import type { Size } from './ffmpeg-args.ts';
import type { Rect } from './image-types.ts';

/** Longest side of a composed picture: full HD is sharp on every phone and still quick to share. */
export const SHOOT_MAX_SIDE = 1920;

/** A width:height aspect such as the campaign's dimension `3:4`. */
export interface Aspect {
  width: number;
  height: number;
}

export function parseAspect(dimension: string): Aspect {
  const [width, height] = dimension.split(':').map(Number);
  if (!width || !height || width <= 0 || height <= 0) throw new Error(`Not an aspect: ${dimension}`);
  return { width, height };
}

const even = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/**
 * The canvas a picture is composed on: the largest centred region of `source` with the campaign's
 * aspect (a cover crop), scaled down so its long side is at most `maxSide`, never enlarged. Even sides,
 * because the same canvas feeds H.264 (4:2:0 chroma needs them).
 */
export function coverCanvas(source: Size, aspect: Aspect, maxSide = SHOOT_MAX_SIDE): Size {
  const ratio = aspect.width / aspect.height;
  let width = source.width;
  let height = source.width / ratio;
  if (height > source.height) {
    height = source.height;
    width = source.height * ratio;
  }
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}

/** The gap between grid cells and around them, as a share of the canvas' short side. */
const GRID_GAP = 0.02;

/**
 * Photo areas for a layout without a frame (or a frame without transparent areas): `count` cells in
 * the grid whose cells come closest to the shots' own aspect (`shotAspect`, width / height), so that
 * the cover-fit cuts off as little as possible, with a small white margin between and around them.
 */
export function gridAreas(canvas: Size, count: number, shotAspect = 4 / 3): Rect[] {
  if (count <= 0) return [];
  const gap = Math.round(Math.min(canvas.width, canvas.height) * GRID_GAP);
  let best = { columns: 1, rows: count, score: Number.POSITIVE_INFINITY };
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const cellAspect = (canvas.width - gap * (columns + 1)) / columns / ((canvas.height - gap * (rows + 1)) / rows);
    const score = Math.abs(Math.log(cellAspect / shotAspect));
    if (score < best.score) best = { columns, rows, score };
  }
  const { columns, rows } = best;
  const cellWidth = Math.floor((canvas.width - gap * (columns + 1)) / columns);
  const cellHeight = Math.floor((canvas.height - gap * (rows + 1)) / rows);
  return Array.from({ length: count }, (_, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    return { x: gap + column * (cellWidth + gap), y: gap + row * (cellHeight + gap), width: cellWidth, height: cellHeight };
  });
}

/** The largest canvas of the campaign's aspect within `maxSide`, for pictures that start from nothing. */
export function aspectCanvas(aspect: Aspect, maxSide = SHOOT_MAX_SIDE): Size {
  return coverCanvas({ width: aspect.width * maxSide, height: aspect.height * maxSide }, aspect, maxSide);
}
