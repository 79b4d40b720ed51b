import { applyImageOps, changesPixels, type ImageOpsValues } from '@booth/shared';

/*
 * The review screen's recolouring (filter preset, the campaign's image processing, the guest's
 * sliders) runs the shared image operations, the very code the server runs on the rendition, so the
 * preview shows the colours the picture will have.
 */

/** The values, or null when they would leave every pixel as it is (nothing to compute). */
export function effectiveValues(values: ImageOpsValues): ImageOpsValues | null {
  return changesPixels(values) ? values : null;
}

/** Recolours what is drawn on the canvas, in place. */
export function recolourCanvas(context: CanvasRenderingContext2D, values: ImageOpsValues): void {
  const { width, height } = context.canvas;
  const image = context.getImageData(0, 0, width, height);
  applyImageOps(image.data, width, height, values);
  context.putImageData(image, 0, 0);
}
