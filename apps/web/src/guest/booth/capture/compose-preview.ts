import type { Rect } from '@booth/shared';
import { canvasToJpeg, drawCover, loadImage } from './frame-geometry';

async function blobImage(blob: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(blob);
  try {
    return await loadImage(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

function newCanvas(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  return { canvas, context };
}

/** A frame with the chosen overlay on top, stretched to the frame like the server does at the campaign's size. */
export async function composeWithOverlay(frame: Blob, overlay: HTMLImageElement | null): Promise<Blob> {
  if (!overlay) return frame;
  const image = await blobImage(frame);
  const { canvas, context } = newCanvas(image.naturalWidth, image.naturalHeight);
  context.drawImage(image, 0, 0);
  context.drawImage(overlay, 0, 0, canvas.width, canvas.height);
  return canvasToJpeg(canvas);
}

/** Where the shots of a photo layout go when its frame has no photo areas: a grid. */
export function gridAreas(count: number, width: number, height: number): Rect[] {
  const columns = Math.ceil(Math.sqrt(count));
  const rows = Math.ceil(count / columns);
  const cellWidth = Math.floor(width / columns);
  const cellHeight = Math.floor(height / rows);
  return Array.from({ length: count }, (_, index) => ({
    x: (index % columns) * cellWidth,
    y: Math.floor(index / columns) * cellHeight,
    width: cellWidth,
    height: cellHeight,
  }));
}

/**
 * The photo layout preview: each shot covers its photo area of the frame (areas are in the frame's
 * pixels), the frame on top. Without a frame the shots are laid out in a grid.
 */
export async function composeLayout(frames: Blob[], layout: { image: HTMLImageElement; areas: Rect[] } | null): Promise<Blob> {
  const shots = await Promise.all(frames.map(blobImage));
  const first = shots[0];
  if (!first) throw new Error('No shots');
  const width = layout ? layout.image.naturalWidth : first.naturalWidth * 2;
  const height = layout ? layout.image.naturalHeight : first.naturalHeight * 2;
  const { canvas, context } = newCanvas(width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const areas = layout && layout.areas.length > 0 ? layout.areas : gridAreas(shots.length, width, height);
  shots.forEach((shot, index) => {
    const area = areas[index];
    if (area) drawCover(context, shot, area.x, area.y, area.width, area.height);
  });
  if (layout) context.drawImage(layout.image, 0, 0, width, height);
  return canvasToJpeg(canvas);
}
