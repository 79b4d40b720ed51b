import type { ReviewedProcessing } from '@booth/shared';
import { drawCover } from '@/guest/booth/capture/frame-geometry';
import type { MaskPixels } from '@/guest/kiosk/person-mask/mask-pixels';
import type { Size } from './edit-layers';
import { processCanvas, recolourCanvas } from './recolour';

/** The review stage is drawn at most this large: sharp on a tablet, and quick to recolour on one. */
export const DISPLAY_MAX_SIDE = 1080;

/** `picture` scaled down to fit `maxSide`, never up. */
export function fitSize(picture: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(picture.width, picture.height));
  return { width: Math.max(1, Math.round(picture.width * scale)), height: Math.max(1, Math.round(picture.height * scale)) };
}

export interface StillLayers {
  frame: HTMLImageElement;
  background: HTMLImageElement | null;
  overlay: HTMLImageElement | null;
}

export interface Recolouring {
  processing: ReviewedProcessing;
  /** The green-screen background beneath the frame gets the values too (not with dontApplyFilterOnGreenscreen). */
  background: boolean;
  /** Where the person is in an opaque frame, for the halo (kiosk/person-mask); a cut-out brings its own. */
  personMask?: MaskPixels | null;
}

function scratch(size: Size): CanvasRenderingContext2D | null {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas.getContext('2d', { willReadFrequently: true });
}

/**
 * One frame as the server composes it: the background beneath (recoloured with the frame unless the
 * campaign keeps the green screen's colours), the processed frame, the overlay on top untouched.
 * Answers null where the browser has no 2D canvas.
 */
export function composeStill(layers: StillLayers, size: Size, recolouring: Recolouring | null): HTMLCanvasElement | null {
  const target = scratch(size);
  if (!target) return null;
  const { width, height } = size;
  const scale = width / Math.max(1, layers.frame.naturalWidth);
  if (layers.background) {
    drawCover(target, layers.background, 0, 0, width, height);
    if (recolouring?.background) recolourCanvas(target, recolouring.processing.values);
    const frame = scratch(size);
    if (!frame) return null;
    drawCover(frame, layers.frame, 0, 0, width, height);
    if (recolouring) processCanvas(frame, recolouring.processing, scale, recolouring.personMask);
    target.drawImage(frame.canvas, 0, 0);
  } else {
    drawCover(target, layers.frame, 0, 0, width, height);
    if (recolouring) processCanvas(target, recolouring.processing, scale, recolouring.personMask);
  }
  if (layers.overlay) drawCover(target, layers.overlay, 0, 0, width, height);
  return target.canvas;
}
