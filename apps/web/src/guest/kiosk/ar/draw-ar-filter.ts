import { mapLandmarks, placeArFilter, type ArLandmarks, type ArPoint } from '@booth/shared';
import type { LoadedArFilter } from './ar-filter-loader';

/** How the landmarks' frame (the camera's pixels) lies on the canvas drawn on. */
export interface ArView {
  /** A landmark p lands at (p - origin) * scale: the camera cropped to the campaign's shape, then scaled. */
  origin: ArPoint;
  scale: number;
  /** The canvas shows the camera mirrored (a front camera's preview, and what it captures). */
  mirrored: boolean;
}

/** The camera's pixels as they are: a still that was found in the picture it is drawn on. */
export const SAME_FRAME: ArView = { origin: { x: 0, y: 0 }, scale: 1, mirrored: false };

type DrawingContext = Pick<CanvasRenderingContext2D, 'canvas' | 'save' | 'restore' | 'transform' | 'drawImage' | 'globalAlpha'>;

/**
 * Draws every layer of `filter` on the face given by `landmarks`, on top of what the canvas holds.
 * The same call draws the live preview and bakes the filter into a captured picture, so both look
 * alike. The caller's own transform stays in force (layers are placed within it).
 */
export function drawArFilter(context: DrawingContext, filter: LoadedArFilter, landmarks: ArLandmarks, view: ArView): void {
  const points = mapLandmarks(landmarks, view.origin, view.scale);
  const placements = placeArFilter(filter.manifest, points, { mirrored: view.mirrored, width: context.canvas.width });
  placements.forEach((placement, index) => {
    const image = filter.images[index];
    if (!image) return;
    const { a, b, c, d, e, f } = placement.matrix;
    context.save();
    context.globalAlpha = placement.opacity;
    context.transform(a, b, c, d, e, f);
    context.drawImage(image, 0, 0);
    context.restore();
  });
}
