import { canvasToJpeg, loadImage } from '@/guest/booth/capture/frame-geometry';
import type { LoadedArFilter } from './ar-filter-loader';
import { drawArFilter, SAME_FRAME } from './draw-ar-filter';
import type { FaceTracker } from './face-tracker';

/**
 * `applyArFilterAfterCapturing` (campaigns §3): the filter goes onto the captured picture instead of
 * the live preview. The face is searched in the picture itself (it is mirrored as the guest saw it,
 * so nothing is flipped), then the layers are drawn onto it. Answers whether a face was found; without
 * one the picture stays as it was.
 */
export async function bakeArFilter(frame: HTMLCanvasElement, filter: LoadedArFilter, tracker: FaceTracker): Promise<boolean> {
  const landmarks = await tracker.detect(frame, { still: true });
  if (!landmarks) return false;
  const context = frame.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  // The landmarks are the canvas's own pixels, whatever transform its last drawing left behind.
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  drawArFilter(context, filter, landmarks, SAME_FRAME);
  context.restore();
  return true;
}

/**
 * A captured frame as the booth keeps it (a JPEG) with `draw` applied: the new JPEG, or the frame
 * itself when `draw` drew nothing (no face), so a frame is never encoded twice for nothing.
 */
export async function drawOnJpeg(frame: Blob, draw: (canvas: HTMLCanvasElement) => boolean | Promise<boolean>): Promise<Blob> {
  const url = URL.createObjectURL(frame);
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    canvas.getContext('2d')?.drawImage(image, 0, 0);
    return (await draw(canvas)) ? await canvasToJpeg(canvas) : frame;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** bakeArFilter for a captured JPEG frame. */
export function bakeArFilterIntoJpeg(frame: Blob, filter: LoadedArFilter, tracker: FaceTracker): Promise<Blob> {
  return drawOnJpeg(frame, (canvas) => bakeArFilter(canvas, filter, tracker));
}
