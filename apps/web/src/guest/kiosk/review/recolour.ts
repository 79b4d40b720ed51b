import { applyImageOps, processPicture, type ImageOpsValues, type ReviewedProcessing } from '@booth/shared';
import { haloMaskFor, type MaskPixels } from '@/guest/kiosk/person-mask/mask-pixels';

/*
 * The review screen's processing runs the shared image operations, the very code the server runs on
 * the rendition (image-ops `processPicture`), so the preview shows the picture the guest will get.
 */

function inPlace(context: CanvasRenderingContext2D, change: (pixels: Uint8ClampedArray, width: number, height: number) => void): void {
  const { width, height } = context.canvas;
  const image = context.getImageData(0, 0, width, height);
  change(image.data, width, height);
  context.putImageData(image, 0, 0);
}

/**
 * The guest's frame as drawn on the canvas, processed: soft skin, the values, the halo around a
 * cut-out (its transparency is the person) or around the person the kiosk found in an opaque frame
 * (`personMask`). `scale` is the canvas's size over the captured picture's, as halo lengths are in the
 * picture's pixels.
 */
export function processCanvas(context: CanvasRenderingContext2D, processing: ReviewedProcessing, scale: number, personMask?: MaskPixels | null): void {
  inPlace(context, (pixels, width, height) => {
    const mask = processing.halo ? haloMaskFor(pixels, width, height, personMask) : null;
    processPicture(pixels, width, height, { ...processing, mask, haloScale: scale });
  });
}

/** A green-screen background recoloured with the frame's values (no soft skin, no halo: it is no person). */
export function recolourCanvas(context: CanvasRenderingContext2D, values: ImageOpsValues): void {
  inPlace(context, (pixels, width, height) => applyImageOps(pixels, width, height, values));
}
